/**
 * The CDK app as `cdk synth` runs it: cdk.json's context (the recommended feature flags,
 * `@aws-cdk/core:validateAgainstDefaultRules` turning CloudFormation rule findings into
 * errors), in its own process, leaving nothing behind in the temporary directory.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import recommended from 'aws-cdk-lib/recommended-feature-flags.json' with { type: 'json' };
import { functionNames } from '../../infra/bundle.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cdkJson = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as {
  app: string;
  context: Record<string, unknown>;
};
const work = mkdtempSync(join(tmpdir(), 'tock-synth-test-'));
const scratch = join(work, 'tmp');
const outdir = join(work, 'cdk.out');
let run: { code: number | null; out: string };

/** Runs infra/app.ts as the CDK CLI does: context in CDK_CONTEXT_JSON, output to CDK_OUTDIR. */
function synth(): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/app.ts'], {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        TMPDIR: scratch,
        CDK_OUTDIR: outdir,
        CDK_CONTEXT_JSON: JSON.stringify(cdkJson.context),
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  mkdirSync(scratch);
  run = await synth();
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('cdk synth', () => {
  it('carries every currently recommended feature flag, and validates against the default rules', () => {
    expect(cdkJson.app).toBe('npx tsx infra/app.ts');
    expect(cdkJson.context).toMatchObject(recommended);
    expect(cdkJson.context['@aws-cdk/core:validateAgainstDefaultRules']).toBe(true);
  });

  it('synthesizes with those flags and writes the template with every function’s bundle as an asset', () => {
    expect(run.out).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(existsSync(join(outdir, 'Tock.template.json'))).toBe(true);
    expect(readdirSync(outdir).filter((f) => f.startsWith('asset.'))).toHaveLength(
      functionNames.length,
    );
  });

  it('leaves no temporary directory behind (tsx’s compile cache, one per user and reused, aside)', () => {
    expect(readdirSync(scratch).filter((name) => !/^tsx-\d+$/.test(name))).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/dynamo-local.js';
import { commandDefinitions } from '../../shared/interactions/commands/index.js';
import { runInteract } from '../support/interact-cli.js';

/** A Node stack frame line, which a user should never have to read. */
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe('npm run interact (infra/local/interact.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tock-interact-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'says in one line that nothing answers on PORT, without a stack trace',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const run = await runInteract(['remind', 'message:Stretch', 'time:in 2 minutes'], {
        PORT: String(port),
        DATA_DIR: dataDir,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(STACK_LINE);
      const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
      expect(lines).toEqual([
        `Nothing answers at http://127.0.0.1:${port}/interactions: start the bot with \`npm start\`, or set PORT to the port it listens on.`,
      ]);
    },
  );

  it(
    '--help lists every command with its subcommands and options',
    { timeout: 60_000 },
    async () => {
      const run = await runInteract(['--help'], { DATA_DIR: dataDir });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage: npm run interact');
      for (const def of commandDefinitions) {
        expect(run.stdout).toMatch(new RegExp(`^  ${def.name}\\b`, 'm'));
        for (const o of def.options ?? [])
          expect(run.stdout, `${def.name} ${o.name}`).toContain(o.name);
      }
      expect(run.stdout).toContain('timezone set zone*');
      expect(run.stdout).toContain('remind message* time*');
    },
  );

  it('names every command when the command is unknown', { timeout: 60_000 }, async () => {
    const run = await runInteract(['remnd'], { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(STACK_LINE);
    for (const def of commandDefinitions) expect(run.stderr).toContain(def.name);
  });

  it(
    'refuses an option the command does not have instead of sending it',
    { timeout: 60_000 },
    async () => {
      const run = await runInteract(['remind', 'mesage:Stretch'], { DATA_DIR: dataDir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('remind has no option "mesage"');
    },
  );
});

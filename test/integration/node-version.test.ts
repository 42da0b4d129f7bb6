import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeVersionNotice, SDK_WARNING_SWITCH } from '../../infra/node-version.js';
import { startLocalStack, type LocalStack } from '../support/local-stack.js';

describe('Node version notice', () => {
  it('on Node 20: one line naming Lambda’s Node 22 and the SDK’s January 2027 cut-off, and the SDK’s own warning switched off', () => {
    const env: NodeJS.ProcessEnv = {};
    const line = nodeVersionNotice('v20.20.2', env);
    expect(line).toMatch(/^Node v20\.20\.2: .*Node 22.*January 2027/);
    expect(line).not.toContain('\n');
    expect(env[SDK_WARNING_SWITCH]).toBe('true');
  });

  it('on Node 22 and later: nothing printed, nothing switched off', () => {
    for (const version of ['v22.0.0', 'v24.3.1']) {
      const env: NodeJS.ProcessEnv = {};
      expect(nodeVersionNotice(version, env)).toBeUndefined();
      expect(env).toEqual({});
    }
  });
});

describe('npm start on this Node', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ DISCORD_API_BASE: 'http://127.0.0.1:9/api/v10' });
  }, 120_000);
  afterAll(async () => {
    await stack.stop();
  });

  it('prints our one line instead of the AWS SDK’s multi-line warning', () => {
    const out = stack.output();
    expect(out).not.toContain('NodeVersionSupportWarning');
    const major = Number(process.versions.node.split('.')[0]);
    const ours = out.split('\n').filter((l) => l.startsWith(`Node ${process.version}:`));
    expect(ours).toHaveLength(major < 22 ? 1 : 0);
  });
});

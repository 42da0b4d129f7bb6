import { verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/dynamo-local.js';
import { DEV_KEYS_FILE, loadOrCreateDevKeys, signRequest } from '../../infra/local/dev-keys.js';
import { ping } from '../support/interactions.js';
import { isAlive, spawnRuntime, startLocalStack, waitFor } from '../support/local-stack.js';

/** Nothing listens here: these tests send no DMs, and none may reach real Discord. */
const NOWHERE = 'http://127.0.0.1:9/api/v10';

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

describe('Local runtime: infra/local/main.ts', () => {
  afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  describe('Startup without Java', () => {
    it('prints a clear message, no stack trace, and exits 1', { timeout: 120_000 }, async () => {
      // An empty PATH directory: no java anywhere (node itself is spawned by absolute path).
      const emptyBin = tempDir('tock-nojava-');
      const runtime = spawnRuntime({
        PATH: emptyBin,
        HOME: process.env.HOME,
        PORT: String(await freePort()),
        DATA_DIR: tempDir('tock-data-'),
        DISCORD_API_BASE: NOWHERE,
      });
      const code = await runtime.exited;
      const out = runtime.output();
      expect(code).toBe(1);
      expect(out).toContain('Java 17+');
      expect(out).toContain('DYNAMODB_ENDPOINT');
      expect(out).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    });
  });

  describe('Shutdown', () => {
    it(
      'stops cleanly on SIGINT, taking its DynamoDB Local with it',
      { timeout: 120_000 },
      async () => {
        const stack = await startLocalStack({ DISCORD_API_BASE: NOWHERE });
        const javaPid = stack.dynamoPid;
        expect(javaPid).toBeDefined();
        expect(isAlive(javaPid as number)).toBe(true);
        // stop() asserts exit code 0 and that the java pid is gone.
        await stack.stop('SIGINT');
        expect(isAlive(javaPid as number)).toBe(false);
      },
    );

    it('stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
      const stack = await startLocalStack({ DISCORD_API_BASE: NOWHERE });
      await stack.stop('SIGTERM');
      expect(stack.dynamoPid !== undefined && isAlive(stack.dynamoPid)).toBe(false);
    });
  });

  describe('Restart after a crash', () => {
    it(
      'stops the DynamoDB Local that a SIGKILLed runtime left behind before starting its own',
      { timeout: 180_000 },
      async () => {
        const dataDir = tempDir('tock-crash-');
        const first = await startLocalStack(
          { DISCORD_API_BASE: NOWHERE },
          { dataDir, keepDataDir: true },
        );
        const orphan = first.dynamoPid as number;
        process.kill(first.pid, 'SIGKILL');
        await waitFor('the runtime to die', () => !isAlive(first.pid));
        expect(isAlive(orphan)).toBe(true);

        const second = await startLocalStack(
          { DISCORD_API_BASE: NOWHERE },
          { dataDir, keys: first.keys, keepDataDir: true },
        );
        try {
          await waitFor('the orphan to be stopped', () => !isAlive(orphan));
          expect((await second.post(ping())).json).toEqual({ type: 1 });
        } finally {
          await second.stop();
        }
      },
    );
  });

  describe('Dev keys: loadOrCreateDevKeys', () => {
    it('creates a key pair once and loads the same one on the next start', () => {
      const dir = tempDir('tock-keys-');
      const first = loadOrCreateDevKeys(dir);
      const second = loadOrCreateDevKeys(dir);
      expect(first.created).toBe(true);
      expect(second.created).toBe(false);
      expect(second.publicKeyHex).toBe(first.publicKeyHex);
      const signature = signRequest(second.privateKey, '1700000000', '{"type":1}');
      const publicKey = {
        key: {
          kty: 'OKP',
          crv: 'Ed25519',
          x: Buffer.from(first.publicKeyHex, 'hex').toString('base64url'),
        },
        format: 'jwk',
      } as const;
      expect(
        verify(null, Buffer.from('1700000000{"type":1}'), publicKey, Buffer.from(signature, 'hex')),
      ).toBe(true);
    });
  });

  describe('Sandbox mode', () => {
    it(
      'generates a dev key pair in DATA_DIR, prints the public key, and verifies requests signed with it',
      { timeout: 120_000 },
      async () => {
        const stack = await startLocalStack({
          DISCORD_API_BASE: NOWHERE,
          DISCORD_PUBLIC_KEY: undefined,
        });
        try {
          const file = JSON.parse(readFileSync(join(stack.dataDir, DEV_KEYS_FILE), 'utf8')) as {
            publicKey: string;
            privateKeyPem: string;
          };
          expect(file.publicKey).toMatch(/^[0-9a-f]{64}$/);
          expect(stack.output()).toContain(file.publicKey);
          const body = JSON.stringify(ping());
          const timestamp = String(Math.floor(Date.now() / 1000));
          const signature = signRequest(file.privateKeyPem, timestamp, body);
          const reply = await stack.postRaw(body, {
            'x-signature-ed25519': signature,
            'x-signature-timestamp': timestamp,
          });
          expect(reply.status).toBe(200);
          expect(reply.json).toEqual({ type: 1 });
          // The test's own key pair is not the sandbox's: Discord-style verification must reject it.
          expect((await stack.post(ping())).status).toBe(401);
        } finally {
          await stack.stop();
        }
      },
    );
  });
});

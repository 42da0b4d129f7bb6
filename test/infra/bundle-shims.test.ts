import { webcrypto } from 'node:crypto';
import { verifyKey as realVerifyKey } from 'discord-interactions';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import ShimLRUCache from '../../infra/bundle-shims/lru-cache.js';
import { verifyKey as shimVerifyKey } from '../../infra/bundle-shims/discord-interactions.js';
import { generateDevKeyPair, signRequest } from '../../infra/local/dev-keys.js';

describe('Bundle shim: discord-interactions verifyKey', () => {
  const keys = generateDevKeyPair();
  const other = generateDevKeyPair();
  const timestamp = '1764140000';
  const body = JSON.stringify({ type: 1, note: 'déjà vu ⏰' });
  const good = signRequest(keys.privateKey, timestamp, body);
  const cases: [string, string, string, string][] = [
    ['a valid signature', body, good, timestamp],
    ['another body', body + ' ', good, timestamp],
    ['another timestamp', body, good, '1764140001'],
    ['a signature by another key', body, signRequest(other.privateKey, timestamp, body), timestamp],
    ['a signature that is not hex', body, 'zz'.repeat(64), timestamp],
    ['a short signature', body, good.slice(0, 40), timestamp],
    ['an empty signature', body, '', timestamp],
  ];

  it.each(cases)(
    'answers as the package does for %s, with the key as hex and as an imported CryptoKey',
    async (_name, rawBody, signature, time) => {
      const imported = await webcrypto.subtle.importKey(
        'raw',
        Buffer.from(keys.publicKeyHex, 'hex'),
        { name: 'Ed25519' },
        false,
        ['verify'],
      );
      for (const key of [keys.publicKeyHex, imported, 'not a key']) {
        const expected = await realVerifyKey(
          rawBody,
          signature,
          time,
          key as Parameters<typeof realVerifyKey>[3],
        );
        expect(
          await shimVerifyKey(rawBody, signature, time, key as Parameters<typeof shimVerifyKey>[3]),
        ).toBe(expected);
      }
    },
  );

  it('accepts exactly the valid signature', async () => {
    expect(await shimVerifyKey(body, good, timestamp, keys.publicKeyHex)).toBe(true);
    expect(await shimVerifyKey(body, good, '1764140001', keys.publicKeyHex)).toBe(false);
  });
});

/** The real package (CommonJS, a transitive dependency of the AWS SDK), typed by the shim it is compared with. */
const RealLRUCache = createRequire(import.meta.url)('mnemonist/lru-cache') as typeof ShimLRUCache;

describe('Bundle shim: mnemonist/lru-cache', () => {
  it('keeps, evicts and reorders entries as mnemonist does through the same operations', () => {
    const real = new RealLRUCache<string, number>(3);
    const shim = new ShimLRUCache<string, number>(3);
    const ops: [keyof ShimLRUCache<string, number>, string, number?][] = [
      ['set', 'a', 1],
      ['set', 'b', 2],
      ['set', 'c', 3],
      ['get', 'a'],
      ['set', 'd', 4],
      ['has', 'b'],
      ['peek', 'c'],
      ['set', 'e', 5],
      ['has', 'c'],
      ['get', 'a'],
      ['set', 'a', 6],
      ['set', 'f', 7],
      ['peek', 'd'],
      ['get', 'e'],
      ['get', 'zz'],
      ['clear', ''],
      ['has', 'a'],
      ['set', 'g', 8],
      ['get', 'g'],
    ];
    for (const [op, key, value] of ops) {
      const call = (cache: ShimLRUCache<string, number>): unknown => {
        if (op === 'set') return cache.set(key, value as number);
        if (op === 'clear') return cache.clear();
        return (cache[op as 'get' | 'peek' | 'has'] as (k: string) => unknown).call(cache, key);
      };
      expect([op, key, call(shim), shim.size]).toEqual([op, key, call(real), real.size]);
    }
  });
});

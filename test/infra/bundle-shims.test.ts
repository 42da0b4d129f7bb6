import { webcrypto } from 'node:crypto';
import { verifyKey as realVerifyKey } from 'discord-interactions';
import { describe, expect, it } from 'vitest';
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

  it.each(cases)('answers as the package does for %s, with the key as hex and as an imported CryptoKey', async (_name, rawBody, signature, time) => {
    const imported = await webcrypto.subtle.importKey('raw', Buffer.from(keys.publicKeyHex, 'hex'), { name: 'Ed25519' }, false, ['verify']);
    for (const key of [keys.publicKeyHex, imported, 'not a key']) {
      const expected = await realVerifyKey(rawBody, signature, time, key as Parameters<typeof realVerifyKey>[3]);
      expect(await shimVerifyKey(rawBody, signature, time, key as Parameters<typeof shimVerifyKey>[3])).toBe(expected);
    }
  });

  it('accepts exactly the valid signature', async () => {
    expect(await shimVerifyKey(body, good, timestamp, keys.publicKeyHex)).toBe(true);
    expect(await shimVerifyKey(body, good, '1764140001', keys.publicKeyHex)).toBe(false);
  });
});

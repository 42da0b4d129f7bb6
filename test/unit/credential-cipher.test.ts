import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kmsCipher } from '../../shared/adapters/calendar/kms-cipher.js';
import { localCipher } from '../../shared/adapters/calendar/local-cipher.js';

describe('local credential cipher (key file in DATA_DIR)', () => {
  it('round-trips, hides the plaintext, and keeps the key file private', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tock-key-'));
    const cipher = localCipher(dir);
    const sealed = await cipher.seal('refresh-token-123', 'user#1|google');
    expect(sealed).not.toContain('refresh-token-123');
    expect(await cipher.open(sealed, 'user#1|google')).toBe('refresh-token-123');
    // Another process on the same DATA_DIR reads the same key.
    expect(await localCipher(dir).open(sealed, 'user#1|google')).toBe('refresh-token-123');
    expect(statSync(join(dir, 'calendar.key')).mode & 0o777).toBe(0o600);
  });

  it('does not open for another user, or under another key', async () => {
    const cipher = localCipher(mkdtempSync(join(tmpdir(), 'tock-key-')));
    const sealed = await cipher.seal('secret', 'user#1|caldav');
    await expect(cipher.open(sealed, 'user#2|caldav')).rejects.toThrow();
    await expect(localCipher(mkdtempSync(join(tmpdir(), 'tock-key-'))).open(sealed, 'user#1|caldav')).rejects.toThrow();
  });
});

describe('KMS envelope cipher', () => {
  /** A KMS stand-in: data keys wrapped with a master key, Decrypt only under the same encryption context (KMS's contract). */
  function kmsStandIn() {
    const master = randomBytes(32);
    const kms = mockClient(KMSClient);
    const wrap = (plain: Buffer, context: string) => {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', master, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([c.update(plain), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    };
    kms.on(GenerateDataKeyCommand).callsFake((input: { KeySpec?: string; EncryptionContext?: Record<string, string> }) => {
      expect(input.KeySpec).toBe('AES_256');
      const key = randomBytes(32);
      return { Plaintext: new Uint8Array(key), CiphertextBlob: new Uint8Array(wrap(key, JSON.stringify(input.EncryptionContext))) };
    });
    kms.on(DecryptCommand).callsFake((input: { CiphertextBlob: Uint8Array; EncryptionContext?: Record<string, string> }) => {
      const blob = Buffer.from(input.CiphertextBlob);
      const d = createDecipheriv('aes-256-gcm', master, blob.subarray(0, 12)).setAAD(Buffer.from(JSON.stringify(input.EncryptionContext)));
      d.setAuthTag(blob.subarray(12, 28));
      try {
        return { Plaintext: new Uint8Array(Buffer.concat([d.update(blob.subarray(28)), d.final()])) };
      } catch {
        throw Object.assign(new Error('InvalidCiphertextException'), { name: 'InvalidCiphertextException' });
      }
    });
    return new KMSClient({ region: 'us-east-1' });
  }

  it('seals with a fresh data key per value and opens only for the same owner', async () => {
    const cipher = kmsCipher(kmsStandIn(), 'alias/tock-calendar');
    const a = await cipher.seal('app-password', 'user#1|caldav');
    const b = await cipher.seal('app-password', 'user#1|caldav');
    expect(a).not.toBe(b);
    expect(a).not.toContain('app-password');
    expect(await cipher.open(a, 'user#1|caldav')).toBe('app-password');
    await expect(cipher.open(a, 'user#2|caldav')).rejects.toThrow();
  });
});

import {
  DecryptCommand,
  EncryptCommand,
  GenerateDataKeyCommand,
  GetPublicKeyCommand,
  KMSClient,
} from '@aws-sdk/client-kms';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { kmsCipher } from '../../shared/calendar/adapters/kms-cipher.js';
import { localCipher } from '../../shared/calendar/adapters/local-cipher.js';
import { publicKeySealer } from '../../shared/calendar/adapters/public-key-sealer.js';
import { startKmsStandIn, type KmsStandIn } from '../support/kms-stand-in.js';

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
    await expect(
      localCipher(mkdtempSync(join(tmpdir(), 'tock-key-'))).open(sealed, 'user#1|caldav'),
    ).rejects.toThrow();
  });
});

describe("the KMS stand-in keeps KMS's contract per key spec", () => {
  let stand: KmsStandIn;
  afterEach(() => stand.restore());
  const kms = () => new KMSClient({ region: 'us-east-1' });

  it('refuses GenerateDataKey on an RSA key and gives data keys only from a symmetric one', async () => {
    stand = startKmsStandIn({ rsa: 'RSA_2048', sym: 'SYMMETRIC_DEFAULT' });
    await expect(
      kms().send(new GenerateDataKeyCommand({ KeyId: 'rsa', KeySpec: 'AES_256' })),
    ).rejects.toMatchObject({ name: 'InvalidKeyUsageException' });
    const out = await kms().send(
      new GenerateDataKeyCommand({
        KeyId: 'sym',
        KeySpec: 'AES_256',
        EncryptionContext: { owner: 'a' },
      }),
    );
    expect(out.Plaintext).toHaveLength(32);
    const opened = await kms().send(
      new DecryptCommand({ CiphertextBlob: out.CiphertextBlob, EncryptionContext: { owner: 'a' } }),
    );
    expect(Buffer.from(opened.Plaintext ?? []).equals(Buffer.from(out.Plaintext ?? []))).toBe(true);
    await expect(
      kms().send(
        new DecryptCommand({
          CiphertextBlob: out.CiphertextBlob,
          EncryptionContext: { owner: 'b' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  it("needs an RSAES_OAEP algorithm and the KeyId for an RSA key, takes no encryption context, and fits OAEP's limit", async () => {
    stand = startKmsStandIn({ rsa: 'RSA_2048', sym: 'SYMMETRIC_DEFAULT' });
    const Plaintext = new Uint8Array(randomBytes(32));
    await expect(kms().send(new EncryptCommand({ KeyId: 'rsa', Plaintext }))).rejects.toMatchObject(
      { name: 'InvalidKeyUsageException' },
    );
    await expect(
      kms().send(
        new EncryptCommand({
          KeyId: 'rsa',
          Plaintext,
          EncryptionAlgorithm: 'RSAES_OAEP_SHA_256',
          EncryptionContext: { owner: 'a' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'ValidationException' });
    await expect(
      kms().send(
        new EncryptCommand({
          KeyId: 'rsa',
          Plaintext: new Uint8Array(191),
          EncryptionAlgorithm: 'RSAES_OAEP_SHA_256',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ValidationException' });
    await expect(
      kms().send(
        new EncryptCommand({ KeyId: 'sym', Plaintext, EncryptionAlgorithm: 'RSAES_OAEP_SHA_256' }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidKeyUsageException' });
    const { CiphertextBlob } = await kms().send(
      new EncryptCommand({ KeyId: 'rsa', Plaintext, EncryptionAlgorithm: 'RSAES_OAEP_SHA_256' }),
    );
    await expect(
      kms().send(new DecryptCommand({ CiphertextBlob, EncryptionAlgorithm: 'RSAES_OAEP_SHA_256' })),
    ).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
    await expect(
      kms().send(new DecryptCommand({ CiphertextBlob, KeyId: 'rsa' })),
    ).rejects.toMatchObject({ name: 'InvalidKeyUsageException' });
    await expect(
      kms().send(
        new DecryptCommand({
          CiphertextBlob,
          KeyId: 'rsa',
          EncryptionAlgorithm: 'RSAES_OAEP_SHA_1',
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
    const out = await kms().send(
      new DecryptCommand({
        CiphertextBlob,
        KeyId: 'rsa',
        EncryptionAlgorithm: 'RSAES_OAEP_SHA_256',
      }),
    );
    expect(Buffer.from(out.Plaintext ?? []).equals(Buffer.from(Plaintext))).toBe(true);
  });

  it("gives the public half of RSA keys only, and refuses what the caller's role does not allow", async () => {
    stand = startKmsStandIn({ rsa: 'RSA_2048', sym: 'SYMMETRIC_DEFAULT' }, ['Decrypt']);
    await expect(kms().send(new GetPublicKeyCommand({ KeyId: 'rsa' }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    stand.restore();
    stand = startKmsStandIn({ rsa: 'RSA_2048', sym: 'SYMMETRIC_DEFAULT' });
    await expect(kms().send(new GetPublicKeyCommand({ KeyId: 'sym' }))).rejects.toMatchObject({
      name: 'UnsupportedOperationException',
    });
    expect((await kms().send(new GetPublicKeyCommand({ KeyId: 'rsa' }))).KeySpec).toBe('RSA_2048');
  });
});

describe('KMS cipher on the RSA_2048 key', () => {
  let stand: KmsStandIn;
  afterEach(() => stand.restore());

  it('seals with the public half (no KMS call) and opens with kms:Decrypt alone, only for the same owner', async () => {
    // The sync role's permission on the key: Decrypt, nothing else.
    stand = startKmsStandIn({ 'alias/tock-calendar': 'RSA_2048' }, ['Decrypt']);
    const cipher = kmsCipher(
      new KMSClient({ region: 'us-east-1' }),
      'alias/tock-calendar',
      stand.publicKeyPem('alias/tock-calendar'),
    );
    const a = await cipher.seal('rotated-refresh-token', 'user#1|microsoft');
    const b = await cipher.seal('rotated-refresh-token', 'user#1|microsoft');
    expect(stand.calls).toEqual([]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('rotated-refresh-token');
    expect(await cipher.open(a, 'user#1|microsoft')).toBe('rotated-refresh-token');
    await expect(cipher.open(a, 'user#2|microsoft')).rejects.toThrow();
    expect(stand.calls.every((c) => c.startsWith('Decrypt '))).toBe(true);
  });

  it('opens what the interactions function sealed with the same public half', async () => {
    stand = startKmsStandIn({ 'alias/tock-calendar': 'RSA_2048' }, ['Decrypt']);
    const pem = stand.publicKeyPem('alias/tock-calendar');
    const sealed = await publicKeySealer(pem).seal('app-password', 'user#1|caldav');
    expect(
      await kmsCipher(new KMSClient({ region: 'us-east-1' }), 'alias/tock-calendar', pem).open(
        sealed,
        'user#1|caldav',
      ),
    ).toBe('app-password');
  });
});

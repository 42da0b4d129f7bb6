import { DecryptCommand, GenerateDataKeyCommand, type KMSClient, type DecryptCommandInput } from '@aws-sdk/client-kms';
import type { CredentialCipher } from '../../usecases/cipher.js';
import { aesGcmOpen, aesGcmSeal } from './aes-gcm.js';
import { RSA_PREFIX } from './public-key-sealer.js';

const PREFIX = 'kms1.';

/**
 * Envelope encryption with a KMS key: each value gets its own data key (GenerateDataKey), the
 * value is sealed locally with AES-256-GCM, and only the KMS-encrypted data key is stored next
 * to it. The context is also KMS encryption context, so CloudTrail shows whose credential a
 * Decrypt was for, and the key policy can require it.
 * @see https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#enveloping
 */
export function kmsCipher(kms: KMSClient, keyId: string): CredentialCipher {
  const encryptionContext = (context: string) => ({ purpose: 'tock-calendar-credential', owner: context });
  return {
    async seal(plaintext, context) {
      const out = await kms.send(new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: encryptionContext(context) }));
      if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS returned no data key');
      const dataKey = Buffer.from(out.Plaintext);
      try {
        return `${PREFIX}${Buffer.from(out.CiphertextBlob).toString('base64url')}.${aesGcmSeal(dataKey, plaintext, context)}`;
      } finally {
        dataKey.fill(0);
      }
    },
    async open(sealed, context) {
      if (sealed.startsWith(RSA_PREFIX)) return openWrapped(kms, keyId, sealed.slice(RSA_PREFIX.length), context);
      if (!sealed.startsWith(PREFIX)) throw new Error('not sealed by KMS');
      return openWithDataKey(kms, sealed.slice(PREFIX.length), context, { KeyId: keyId, EncryptionContext: encryptionContext(context) });
    },
  };
}

/** Opens a value sealed by publicKeySealer: KMS unwraps the data key with the private half. */
function openWrapped(kms: KMSClient, keyId: string, body: string, context: string): Promise<string> {
  return openWithDataKey(kms, body, context, { KeyId: keyId, EncryptionAlgorithm: 'RSAES_OAEP_SHA_256' });
}

/** `<wrapped data key>.<AES-GCM body>`: KMS unwraps the data key, which opens the body and is then wiped. */
async function openWithDataKey(kms: KMSClient, body: string, context: string, decrypt: Omit<DecryptCommandInput, 'CiphertextBlob'>): Promise<string> {
  const [wrapped, ...rest] = body.split('.');
  const out = await kms.send(new DecryptCommand({ ...decrypt, CiphertextBlob: Buffer.from(wrapped ?? '', 'base64url') }));
  if (!out.Plaintext) throw new Error('KMS returned no data key');
  const dataKey = Buffer.from(out.Plaintext);
  try {
    return aesGcmOpen(dataKey, rest.join('.'), context);
  } finally {
    dataKey.fill(0);
  }
}

import { constants, privateDecrypt, publicEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import { aesGcmOpen, aesGcmSeal } from './aes-gcm.js';

export const RSA_PREFIX = 'rsa1.';

/** RSAES-OAEP with SHA-256: what KMS calls RSAES_OAEP_SHA_256, and node:crypto's options for it. */
const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

/**
 * Seal-only side of the AWS cipher, for the interactions function: a fresh AES-256 key seals the
 * value (AES-GCM, the context as additional data) and is wrapped with the KMS key's *public*
 * half (RSAES_OAEP_SHA_256). No SDK and no KMS call: the function that takes the password can
 * never read it back; only the sync function may call kms:Decrypt.
 */
export function publicKeySealer(publicKeyPem: string): {
  seal(plaintext: string, context: string): Promise<string>;
} {
  return {
    async seal(plaintext, context) {
      const dataKey = randomBytes(32);
      try {
        const wrapped = publicEncrypt({ key: publicKeyPem, ...OAEP }, dataKey);
        return `${RSA_PREFIX}${wrapped.toString('base64url')}.${aesGcmSeal(dataKey, plaintext, context)}`;
      } finally {
        dataKey.fill(0);
      }
    },
  };
}

/**
 * Opens a value {@link publicKeySealer} sealed: `unwrap` recovers the AES data key with the
 * private half (KMS Decrypt for calendar credentials, a private key the process holds for
 * webhooks), then AES-GCM opens the value with the context as additional data.
 */
export async function openRsaSealed(
  sealed: string,
  context: string,
  unwrap: (wrapped: Buffer) => Promise<Uint8Array>,
): Promise<string> {
  if (!sealed.startsWith(RSA_PREFIX)) throw new Error('not sealed with an RSA public key');
  const [wrapped, ...rest] = sealed.slice(RSA_PREFIX.length).split('.');
  const dataKey = Buffer.from(await unwrap(Buffer.from(wrapped ?? '', 'base64url')));
  try {
    return aesGcmOpen(dataKey, rest.join('.'), context);
  } finally {
    dataKey.fill(0);
  }
}

/** Opens {@link publicKeySealer}'s values with the private half itself (PEM or a key object). */
export async function openWithPrivateKey(
  privateKey: string | KeyObject,
  sealed: string,
  context: string,
): Promise<string> {
  return openRsaSealed(sealed, context, async (wrapped) =>
    privateDecrypt({ key: privateKey, ...OAEP }, wrapped),
  );
}

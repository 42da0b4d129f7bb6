import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { aesGcmSeal } from './aes-gcm.js';

export const RSA_PREFIX = 'rsa1.';

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
        const wrapped = publicEncrypt(
          { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          dataKey,
        );
        return `${RSA_PREFIX}${wrapped.toString('base64url')}.${aesGcmSeal(dataKey, plaintext, context)}`;
      } finally {
        dataKey.fill(0);
      }
    },
  };
}

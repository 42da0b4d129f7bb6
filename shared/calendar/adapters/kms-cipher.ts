import { DecryptCommand, type KMSClient } from '@aws-sdk/client-kms';
import type { CredentialCipher } from '../usecases/cipher.js';
import { openRsaSealed, publicKeySealer } from './public-key-sealer.js';

/**
 * The sync function's cipher on the asymmetric (RSA_2048) KMS key. Sealing needs no KMS call:
 * a fresh AES-256 data key is wrapped with the key's public half (publicKeySealer, the same
 * sealing the interactions function does), so a refresh token Microsoft rotates is stored again
 * without a permission beyond `kms:Decrypt`. Opening asks KMS to unwrap the data key with the
 * private half. KMS refuses GenerateDataKey for asymmetric keys, and an asymmetric key takes no
 * encryption context: the owner and provider are bound as AES-GCM additional data instead.
 * @see https://docs.aws.amazon.com/kms/latest/APIReference/API_GenerateDataKey.html
 * @see https://docs.aws.amazon.com/kms/latest/APIReference/API_Decrypt.html
 */
export function kmsCipher(
  kms: Pick<KMSClient, 'send'>,
  keyId: string,
  publicKeyPem: string,
): CredentialCipher {
  const sealer = publicKeySealer(publicKeyPem);
  return {
    seal: (plaintext, context) => sealer.seal(plaintext, context),
    open: (sealed, context) =>
      openRsaSealed(sealed, context, async (wrapped) => {
        const out = await kms.send(
          new DecryptCommand({
            KeyId: keyId,
            EncryptionAlgorithm: 'RSAES_OAEP_SHA_256',
            CiphertextBlob: wrapped,
          }),
        );
        if (!out.Plaintext) throw new Error('KMS returned no data key');
        return out.Plaintext;
      }),
  };
}

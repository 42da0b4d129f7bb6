/**
 * A stand-in for AWS KMS (through aws-sdk-client-mock: every KMSClient in the process talks to
 * it) that keeps KMS's documented contract per key spec, so code that works here works there:
 * - symmetric keys (SYMMETRIC_DEFAULT): GenerateDataKey (KeySpec or NumberOfBytes, not both),
 *   Encrypt and Decrypt with SYMMETRIC_DEFAULT only, the encryption context bound to the
 *   ciphertext; GetPublicKey is refused;
 * - RSA keys (RSA_2048/3072/4096, ENCRYPT_DECRYPT): GenerateDataKey is refused
 *   (InvalidKeyUsageException), Encrypt and Decrypt need RSAES_OAEP_SHA_1 or RSAES_OAEP_SHA_256,
 *   Decrypt needs the KeyId, no encryption context is accepted, Encrypt takes at most what OAEP
 *   fits in the modulus; GetPublicKey gives the DER public key;
 * - the caller's permissions: an action outside `allowed` is AccessDeniedException (the IAM
 *   policy of the role the code runs as).
 * @see https://docs.aws.amazon.com/kms/latest/APIReference/API_GenerateDataKey.html
 * @see https://docs.aws.amazon.com/kms/latest/APIReference/API_Encrypt.html
 * @see https://docs.aws.amazon.com/kms/latest/APIReference/API_Decrypt.html
 * @see https://docs.aws.amazon.com/kms/latest/developerguide/asymmetric-key-specs.html
 */
import {
  DecryptCommand,
  EncryptCommand,
  GenerateDataKeyCommand,
  GetPublicKeyCommand,
  KMSClient,
} from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import {
  constants,
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

export type KmsKeySpec = 'SYMMETRIC_DEFAULT' | 'RSA_2048' | 'RSA_3072' | 'RSA_4096';
export type KmsAction = 'GenerateDataKey' | 'Encrypt' | 'Decrypt' | 'GetPublicKey';

const RSA_ALGORITHMS = ['RSAES_OAEP_SHA_1', 'RSAES_OAEP_SHA_256'] as const;
const ARN_PREFIX = 'arn:aws:kms:us-east-1:123456789012:key/';

interface Key {
  readonly arn: string;
  readonly spec: KmsKeySpec;
  /** Symmetric: the key material. */
  readonly secret?: Buffer;
  /** RSA: the key pair. */
  readonly pair?: { publicKey: KeyObject; privateKey: KeyObject };
}

export interface KmsStandIn {
  /** The PEM of an RSA key's public half (what GetPublicKey gives, as the custom resource hands it on). */
  publicKeyPem(keyId: string): string;
  /** `Action keyId` per call, refused ones included. */
  readonly calls: string[];
  restore(): void;
}

function kmsError(name: string, message: string): Error {
  return Object.assign(new Error(message), {
    name,
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
  });
}

const modulusBytes = (spec: KmsKeySpec) =>
  ({ RSA_2048: 256, RSA_3072: 384, RSA_4096: 512, SYMMETRIC_DEFAULT: 0 })[spec];
/** OAEP fits k − 2·hLen − 2 bytes. */
const oaepLimit = (spec: KmsKeySpec, algorithm: (typeof RSA_ALGORITHMS)[number]) =>
  modulusBytes(spec) - 2 * (algorithm === 'RSAES_OAEP_SHA_1' ? 20 : 32) - 2;

export function startKmsStandIn(
  specs: Readonly<Record<string, KmsKeySpec>>,
  allowed: readonly KmsAction[] = ['GenerateDataKey', 'Encrypt', 'Decrypt', 'GetPublicKey'],
): KmsStandIn {
  const keys = new Map<string, Key>();
  for (const [id, spec] of Object.entries(specs)) {
    const arn = id.startsWith('arn:') ? id : `${ARN_PREFIX}${randomBytes(8).toString('hex')}`;
    const key: Key =
      spec === 'SYMMETRIC_DEFAULT'
        ? { arn, spec, secret: randomBytes(32) }
        : {
            arn,
            spec,
            pair: generateKeyPairSync('rsa', { modulusLength: modulusBytes(spec) * 8 }),
          };
    keys.set(id, key);
    keys.set(arn, key);
  }
  const calls: string[] = [];
  const kms = mockClient(KMSClient);

  function begin(action: KmsAction, keyId: string | undefined): Key {
    calls.push(`${action} ${keyId ?? ''}`);
    if (!allowed.includes(action))
      throw kmsError('AccessDeniedException', `not authorized to perform kms:${action}`);
    const key = keys.get(keyId ?? '');
    if (!key) throw kmsError('NotFoundException', `Key '${keyId ?? ''}' does not exist`);
    return key;
  }
  const noContext = (context: Record<string, string> | undefined) => {
    if (context && Object.keys(context).length > 0)
      throw kmsError(
        'ValidationException',
        'EncryptionContext is not supported with asymmetric KMS keys',
      );
  };
  const rsaAlgorithm = (algorithm: string | undefined) => {
    const found = RSA_ALGORITHMS.find((a) => a === algorithm);
    if (!found)
      throw kmsError(
        'InvalidKeyUsageException',
        `${algorithm ?? 'SYMMETRIC_DEFAULT'} is not a valid encryption algorithm for this key`,
      );
    return found;
  };
  const oaep = (key: KeyObject, algorithm: (typeof RSA_ALGORITHMS)[number]) => ({
    key,
    padding: constants.RSA_PKCS1_OAEP_PADDING,
    oaepHash: algorithm === 'RSAES_OAEP_SHA_1' ? 'sha1' : 'sha256',
  });

  /** Symmetric ciphertext: key ARN, IV, tag, body; the context is additional data. */
  const wrap = (key: Key, plain: Buffer, context: Record<string, string> | undefined) => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', key.secret as Buffer, iv).setAAD(
      Buffer.from(JSON.stringify(context ?? {})),
    );
    const body = Buffer.concat([c.update(plain), c.final()]);
    const arn = Buffer.from(key.arn);
    return new Uint8Array(
      Buffer.concat([Buffer.from([arn.length]), arn, iv, c.getAuthTag(), body]),
    );
  };

  kms
    .on(GenerateDataKeyCommand)
    .callsFake(
      (input: {
        KeyId?: string;
        KeySpec?: string;
        NumberOfBytes?: number;
        EncryptionContext?: Record<string, string>;
      }) => {
        const key = begin('GenerateDataKey', input.KeyId);
        if (key.spec !== 'SYMMETRIC_DEFAULT')
          throw kmsError(
            'InvalidKeyUsageException',
            `${key.arn} key usage is ENCRYPT_DECRYPT with key spec ${key.spec}, which GenerateDataKey does not support`,
          );
        if ((input.KeySpec === undefined) === (input.NumberOfBytes === undefined))
          throw kmsError('ValidationException', 'specify either KeySpec or NumberOfBytes');
        const size =
          input.KeySpec === 'AES_256'
            ? 32
            : input.KeySpec === 'AES_128'
              ? 16
              : (input.NumberOfBytes ?? 0);
        if (size < 1 || size > 1024) throw kmsError('ValidationException', 'invalid data key size');
        const plain = randomBytes(size);
        return {
          KeyId: key.arn,
          Plaintext: new Uint8Array(plain),
          CiphertextBlob: wrap(key, plain, input.EncryptionContext),
        };
      },
    );

  kms
    .on(EncryptCommand)
    .callsFake(
      (input: {
        KeyId?: string;
        Plaintext?: Uint8Array;
        EncryptionAlgorithm?: string;
        EncryptionContext?: Record<string, string>;
      }) => {
        const key = begin('Encrypt', input.KeyId);
        const plain = Buffer.from(input.Plaintext ?? new Uint8Array());
        if (key.spec === 'SYMMETRIC_DEFAULT') {
          if ((input.EncryptionAlgorithm ?? 'SYMMETRIC_DEFAULT') !== 'SYMMETRIC_DEFAULT')
            throw kmsError(
              'InvalidKeyUsageException',
              `${input.EncryptionAlgorithm ?? ''} is not valid for a symmetric key`,
            );
          if (plain.length > 4096)
            throw kmsError('ValidationException', 'Plaintext is longer than 4096 bytes');
          return {
            KeyId: key.arn,
            EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
            CiphertextBlob: wrap(key, plain, input.EncryptionContext),
          };
        }
        const algorithm = rsaAlgorithm(input.EncryptionAlgorithm);
        noContext(input.EncryptionContext);
        if (plain.length > oaepLimit(key.spec, algorithm))
          throw kmsError(
            'ValidationException',
            `Plaintext is longer than ${oaepLimit(key.spec, algorithm)} bytes for ${key.spec} with ${algorithm}`,
          );
        return {
          KeyId: key.arn,
          EncryptionAlgorithm: algorithm,
          CiphertextBlob: new Uint8Array(
            publicEncrypt(oaep(key.pair?.publicKey as KeyObject, algorithm), plain),
          ),
        };
      },
    );

  kms
    .on(DecryptCommand)
    .callsFake(
      (input: {
        KeyId?: string;
        CiphertextBlob?: Uint8Array;
        EncryptionAlgorithm?: string;
        EncryptionContext?: Record<string, string>;
      }) => {
        const blob = Buffer.from(input.CiphertextBlob ?? new Uint8Array());
        const embedded = blob.length > 1 ? blob.subarray(1, 1 + (blob[0] ?? 0)).toString() : '';
        const named =
          input.KeyId ?? (keys.get(embedded)?.spec === 'SYMMETRIC_DEFAULT' ? embedded : undefined);
        // Asymmetric ciphertext carries no key id: without KeyId KMS cannot tell which key to use.
        if (named === undefined) {
          calls.push('Decrypt ');
          throw kmsError(
            'InvalidCiphertextException',
            'the ciphertext names no symmetric key; KeyId is required for asymmetric keys',
          );
        }
        const key = begin('Decrypt', named);
        if (key.spec === 'SYMMETRIC_DEFAULT') {
          if ((input.EncryptionAlgorithm ?? 'SYMMETRIC_DEFAULT') !== 'SYMMETRIC_DEFAULT')
            throw kmsError(
              'InvalidKeyUsageException',
              `${input.EncryptionAlgorithm ?? ''} is not valid for a symmetric key`,
            );
          if (embedded !== key.arn)
            throw kmsError(
              'IncorrectKeyException',
              'the ciphertext was not encrypted under this key',
            );
          const rest = blob.subarray(1 + (blob[0] ?? 0));
          try {
            const d = createDecipheriv(
              'aes-256-gcm',
              key.secret as Buffer,
              rest.subarray(0, 12),
            ).setAAD(Buffer.from(JSON.stringify(input.EncryptionContext ?? {})));
            d.setAuthTag(rest.subarray(12, 28));
            return {
              KeyId: key.arn,
              EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
              Plaintext: new Uint8Array(Buffer.concat([d.update(rest.subarray(28)), d.final()])),
            };
          } catch {
            throw kmsError(
              'InvalidCiphertextException',
              'ciphertext or encryption context does not match',
            );
          }
        }
        const algorithm = rsaAlgorithm(input.EncryptionAlgorithm);
        noContext(input.EncryptionContext);
        try {
          return {
            KeyId: key.arn,
            EncryptionAlgorithm: algorithm,
            Plaintext: new Uint8Array(
              privateDecrypt(oaep(key.pair?.privateKey as KeyObject, algorithm), blob),
            ),
          };
        } catch {
          throw kmsError(
            'InvalidCiphertextException',
            'the ciphertext does not decrypt under this key and algorithm',
          );
        }
      },
    );

  kms.on(GetPublicKeyCommand).callsFake((input: { KeyId?: string }) => {
    const key = begin('GetPublicKey', input.KeyId);
    if (!key.pair)
      throw kmsError(
        'UnsupportedOperationException',
        'GetPublicKey is not supported for symmetric keys',
      );
    return {
      KeyId: key.arn,
      KeySpec: key.spec,
      KeyUsage: 'ENCRYPT_DECRYPT',
      EncryptionAlgorithms: [...RSA_ALGORITHMS],
      PublicKey: new Uint8Array(key.pair.publicKey.export({ type: 'spki', format: 'der' })),
    };
  });

  return {
    calls,
    publicKeyPem(keyId) {
      const key = keys.get(keyId);
      if (!key?.pair) throw new Error(`${keyId} is not an RSA key of the stand-in`);
      return key.pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    },
    restore: () => kms.restore(),
  };
}

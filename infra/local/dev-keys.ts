import {
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Ed25519 key pairs for the sandbox: with no DISCORD_PUBLIC_KEY, the local runtime
 * verifies requests against a key pair of its own, so a developer (or a test) can sign
 * interactions exactly as Discord does.
 *
 * @see https://discord.com/developers/docs/interactions/overview#setting-up-an-endpoint-validating-security-request-headers
 */
export interface DevKeyPair {
  /** 64 hex characters: the raw 32-byte public key, the form DISCORD_PUBLIC_KEY takes. */
  readonly publicKeyHex: string;
  readonly privateKey: KeyObject;
}

/** The sandbox's key file, as stored in DATA_DIR. */
interface DevKeyFile {
  readonly publicKey: string;
  readonly privateKeyPem: string;
}

/** Name of the key file inside DATA_DIR. */
export const DEV_KEYS_FILE = 'dev-keys.json';

/** Generates a fresh Ed25519 key pair (tests and the sandbox). */
export function generateDevKeyPair(): DevKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // The JWK 'x' member is the raw public key, base64url; Discord publishes the same bytes as hex.
  const x = publicKey.export({ format: 'jwk' }).x;
  if (!x) throw new Error('Ed25519 public key has no JWK x member');
  return { publicKeyHex: Buffer.from(x, 'base64url').toString('hex'), privateKey };
}

/**
 * Loads the sandbox key pair from `dataDir`, or generates and stores one, so the public
 * key stays the same across restarts and signing scripts keep working.
 */
export function loadOrCreateDevKeys(
  dataDir: string,
): DevKeyPair & { readonly path: string; readonly created: boolean } {
  const path = resolve(join(dataDir, DEV_KEYS_FILE));
  if (existsSync(path)) {
    const file = JSON.parse(readFileSync(path, 'utf8')) as DevKeyFile;
    return {
      publicKeyHex: file.publicKey,
      privateKey: createPrivateKey(file.privateKeyPem),
      path,
      created: false,
    };
  }
  const pair = generateDevKeyPair();
  mkdirSync(resolve(dataDir), { recursive: true });
  const file: DevKeyFile = {
    publicKey: pair.publicKeyHex,
    privateKeyPem: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
  // Owner-only: it is a dev key, but it still lets anyone talk to this runtime as Discord.
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  return { ...pair, path, created: true };
}

/**
 * Signs a request body as Discord does: Ed25519 over `timestamp + body`, hex-encoded.
 * Send the result as `X-Signature-Ed25519` and the timestamp as `X-Signature-Timestamp`.
 *
 * @param privateKey - a KeyObject or a PKCS#8 PEM string
 */
export function signRequest(
  privateKey: KeyObject | string,
  timestamp: string,
  body: string,
): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return sign(null, Buffer.from(timestamp + body), key).toString('hex');
}

/**
 * The two signature headers Discord sends with `body`, signed now with `privateKey`.
 *
 * @see https://discord.com/developers/docs/interactions/overview#setting-up-an-endpoint-validating-security-request-headers
 */
export function signedHeaders(
  privateKey: KeyObject | string,
  body: string,
): { 'x-signature-ed25519': string; 'x-signature-timestamp': string } {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'x-signature-ed25519': signRequest(privateKey, timestamp, body),
    'x-signature-timestamp': timestamp,
  };
}

/** Name of the key file signing "Detect my time zone" links, inside DATA_DIR. */
export const ZONE_LINK_KEY_FILE = 'zone-link-key';

/**
 * The local runtime's key for "Detect my time zone" links (HMAC-SHA256): 32 random bytes as
 * hex, created once in `dataDir` (owner-only) and kept, so links survive a restart.
 */
export function loadOrCreateZoneLinkKey(dataDir: string): string {
  const path = resolve(join(dataDir, ZONE_LINK_KEY_FILE));
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  mkdirSync(resolve(dataDir), { recursive: true });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return key;
}

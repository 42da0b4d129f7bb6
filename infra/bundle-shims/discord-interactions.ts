/**
 * Replaces `discord-interactions` in the Lambda bundles only (esbuild alias in infra/bundle.ts).
 * The functions use one export, `verifyKey`; the package is CommonJS, so esbuild keeps all of
 * it (its enums, Express middlewares and webhook helpers: about 8 KB minified). This is the
 * package's own `verifyKey` (v4.4) step for step on Node's Web Crypto: the timestamp and body
 * as UTF-8, the signature and a string key parsed as hex two characters at a time, any
 * failure (bad hex, wrong key length, bad signature) answered `false`. Tests, local runs and
 * the type checker keep using the real package; test/infra/bundle-shims.test.ts holds the two
 * to the same answers.
 */
import type { webcrypto } from 'node:crypto';

type Value = string | Uint8Array | ArrayBuffer | Buffer | null | undefined;

function toBytes(value: Value, format?: 'hex'): Uint8Array {
  if (value == null) return new Uint8Array();
  if (typeof value === 'string') {
    if (format !== 'hex') return new TextEncoder().encode(value);
    const pairs = value.match(/.{1,2}/g);
    if (pairs == null) throw new Error('Value is not a valid hex string');
    return new Uint8Array(pairs.map((byte) => Number.parseInt(byte, 16)));
  }
  if (Buffer.isBuffer(value)) return new Uint8Array(value);
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (value instanceof Uint8Array) return value;
  throw new Error(
    'Unrecognized value type, must be one of: string, Buffer, ArrayBuffer, Uint8Array',
  );
}

/** Same export name and call shape as the package's `verifyKey`. */
export async function verifyKey(
  rawBody: Value,
  signature: string,
  timestamp: string,
  clientPublicKey: string | webcrypto.CryptoKey,
): Promise<boolean> {
  try {
    const time = toBytes(timestamp);
    const body = toBytes(rawBody);
    const message = new Uint8Array(time.length + body.length);
    message.set(time);
    message.set(body, time.length);
    const key =
      typeof clientPublicKey === 'string'
        ? await crypto.subtle.importKey(
            'raw',
            toBytes(clientPublicKey, 'hex'),
            { name: 'ed25519' },
            false,
            ['verify'],
          )
        : clientPublicKey;
    return await crypto.subtle.verify({ name: 'ed25519' }, key, toBytes(signature, 'hex'), message);
  } catch {
    return false;
  }
}

/**
 * Replaces @smithy/core's pure-JavaScript SHA-256 (`checksum/sha256/Sha256Js`) in the Lambda
 * bundles only (esbuild plugin in infra/bundle.ts). The SDK signs with `Sha256Node`, which is
 * Node's `crypto.createHash('sha256')` and falls back to Sha256Js only where that call throws,
 * which Node on Lambda never does; the fallback was about 3 KB minified. Should it ever be
 * reached, it fails loudly instead of signing differently.
 */
export class Sha256Js {
  constructor() {
    throw new Error(
      'this bundle has no JavaScript SHA-256: node:crypto createHash("sha256") is required',
    );
  }
}

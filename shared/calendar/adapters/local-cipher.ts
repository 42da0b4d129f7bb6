import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CredentialCipher } from '../usecases/cipher.js';
import { aesGcmOpen, aesGcmSeal } from './aes-gcm.js';

const PREFIX = 'local1.';

/**
 * The local runtime's cipher: AES-256-GCM under a key kept in `DATA_DIR/calendar.key` (32 random
 * bytes, created on first use, readable by the owner only). Losing the file loses the stored
 * credentials, like losing a KMS key: users connect again.
 */
export function localCipher(dataDir: string): CredentialCipher {
  let key: Buffer | undefined;
  const keyOf = (): Buffer => {
    if (key) return key;
    const file = join(dataDir, 'calendar.key');
    try {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      mkdirSync(dataDir, { recursive: true });
      const fresh = randomBytes(32);
      // 'wx': two processes starting at once cannot both write a key.
      try {
        writeFileSync(file, fresh.toString('base64'), { mode: 0o600, flag: 'wx' });
        key = fresh;
      } catch {
        key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
      }
    }
    if (key.length !== 32) throw new Error(`${file} does not hold a 256-bit key`);
    return key;
  };
  return {
    seal: async (plaintext, context) => PREFIX + aesGcmSeal(keyOf(), plaintext, context),
    async open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) throw new Error('not sealed by the local key');
      return aesGcmOpen(keyOf(), sealed.slice(PREFIX.length), context);
    },
  };
}

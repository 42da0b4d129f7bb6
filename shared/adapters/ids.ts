import { randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * `rem_` / `evt_` + 12 random lowercase base32 characters (60 bits), as decisions.md fixes;
 * `drf_` for pending conflict choices (drafts).
 */
export function newId(prefix: 'rem' | 'evt' | 'drf'): string {
  const bytes = randomBytes(12);
  let out = `${prefix}_`;
  for (const b of bytes) out += alphabet[b & 31];
  return out;
}

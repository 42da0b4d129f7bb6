import { randomBytes } from 'node:crypto';
import { ID_ALPHABET, ID_RANDOM_LENGTH, type IdPrefix } from '../domain/ids.js';

/**
 * `rem_` / `evt_` + 12 random lowercase base32 characters (60 bits), as decisions.md fixes;
 * `drf_` for pending conflict choices (drafts). The shape is shared/domain/ids.ts's.
 */
export function newId(prefix: IdPrefix): string {
  const bytes = randomBytes(ID_RANDOM_LENGTH);
  let out = `${prefix}_`;
  for (const b of bytes) out += ID_ALPHABET[b & 31];
  return out;
}

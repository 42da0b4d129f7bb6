/**
 * The shape of the ids the bot hands out (decisions.md): `rem_` / `evt_` / `drf_` and 12
 * lowercase base32 characters. Ids typed by a user or carried in a custom_id are checked
 * against it before any lookup: a blank, over-long or malformed one is simply not found,
 * and never reaches the database (whose key limits would turn it into a server error).
 */
export type IdPrefix = 'rem' | 'evt' | 'drf';

/** The characters after the prefix (RFC 4648 base32, lower case). */
export const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const ID_RANDOM_LENGTH = 12;

const shapes: Readonly<Record<IdPrefix, RegExp>> = {
  rem: new RegExp(`^rem_[${ID_ALPHABET}]{${ID_RANDOM_LENGTH}}$`),
  evt: new RegExp(`^evt_[${ID_ALPHABET}]{${ID_RANDOM_LENGTH}}$`),
  drf: new RegExp(`^drf_[${ID_ALPHABET}]{${ID_RANDOM_LENGTH}}$`),
};

/** True when `value` has the shape of an id with this prefix (no trimming: callers trim first). */
export function isId(prefix: IdPrefix, value: string): boolean {
  return shapes[prefix].test(value);
}

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

/** 32 bits of FNV-1a over `text`, starting from `seed` (a pure, stable hash: not a secret). */
function fnv1a(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The id of a participant's reminder for an event (docs/decisions.md, "Shared events: each
 * participant's reminders and schedule"): one per event and user, derived from both, so two
 * answers at once create it once, and an edit or a delete of the event finds it from the
 * participant rows alone. Same shape as every reminder id (60 bits from two seeded hashes).
 */
export function participantReminderId(eventId: string, userId: string): string {
  const text = `participant:${eventId}:${userId}`;
  const bits = [fnv1a(text, 0x811c9dc5), fnv1a(text, 0x050c5d1f)];
  let out = 'rem_';
  for (let i = 0; i < ID_RANDOM_LENGTH; i++) {
    const word = bits[i < 6 ? 0 : 1] ?? 0;
    out += ID_ALPHABET[(word >>> ((i % 6) * 5)) & 31];
  }
  return out;
}

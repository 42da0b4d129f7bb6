import { DateTime, IANAZone } from 'luxon';

/** The spec's timezone aliases: a string equal to a key is replaced by its identifier. */
export const zoneAliases: Readonly<Record<string, string>> = {
  UTC: 'UTC',
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
  'Europe/London': 'Europe/London',
  'Europe/Paris': 'Europe/Paris',
  'Europe/Berlin': 'Europe/Berlin',
  'Asia/Tokyo': 'Asia/Tokyo',
  'Asia/Shanghai': 'Asia/Shanghai',
  'Asia/Taipei': 'Asia/Taipei',
  'Asia/Seoul': 'Asia/Seoul',
  'Australia/Sydney': 'Australia/Sydney',
};

/**
 * A zone typed by a user: the alias, else an IANA identifier (matched without regard to
 * case, returned in its canonical spelling). Unknown → null, so commands can reject it.
 */
export function resolveZone(input: string): string | null {
  const text = input.trim();
  const alias = zoneAliases[text];
  if (alias) return alias;
  if (!IANAZone.isValidZone(text)) return null;
  return canonicalZones().get(text.toLowerCase()) ?? new IANAZone(text).name;
}

/** The internal converter's rule for stored data: an unrecognized zone falls back to UTC. */
export function zoneOrUtc(input: string | undefined): string {
  return (input && resolveZone(input)) || 'UTC';
}

let canonical: Map<string, string> | undefined;
function canonicalZones(): Map<string, string> {
  canonical ??= new Map([...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => [z.toLowerCase(), z]));
  return canonical;
}

/** Zone names (aliases first) containing `query`, for autocomplete. */
export function searchZones(query: string, limit: number): string[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, '_');
  const names = [...Object.keys(zoneAliases), ...canonicalZones().values()];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    if (seen.has(name) || !name.toLowerCase().includes(q)) continue;
    seen.add(name);
    out.push(name);
    if (out.length >= limit) break;
  }
  return out;
}

/** The zone's UTC offset at `now`, as `UTC+08:00`. */
export function zoneOffsetLabel(zone: string, now: number): string {
  return `UTC${DateTime.fromMillis(now, { zone }).toFormat('ZZ')}`;
}

/**
 * Time-zone abbreviations people type, mapped to the zone they mean (with its DST), never to a
 * fixed-offset legacy zone: `EST` is America/New_York, so `3pm EST` in July is 15:00 EDT.
 * One table for the time-expression reader (`3pm EST`) and zone input (`/timezone set`).
 */

/**
 * Abbreviations → the zone people mean by them. Where one abbreviation has several readings
 * the most common one is listed (CST: US Central; IST: India), see {@link ambiguousAbbreviations}.
 */
export const zoneAbbreviations: Readonly<Record<string, string>> = {
  UTC: 'UTC', GMT: 'UTC', Z: 'UTC', UT: 'UTC', ZULU: 'UTC',
  ET: 'America/New_York', EST: 'America/New_York', EDT: 'America/New_York', EASTERN: 'America/New_York',
  CT: 'America/Chicago', CST: 'America/Chicago', CDT: 'America/Chicago', CENTRAL: 'America/Chicago',
  MT: 'America/Denver', MST: 'America/Denver', MDT: 'America/Denver', MOUNTAIN: 'America/Denver',
  PT: 'America/Los_Angeles', PST: 'America/Los_Angeles', PDT: 'America/Los_Angeles', PACIFIC: 'America/Los_Angeles',
  AKST: 'America/Anchorage', AKDT: 'America/Anchorage',
  HST: 'Pacific/Honolulu',
  AST: 'America/Halifax', ADT: 'America/Halifax',
  NST: 'America/St_Johns', NDT: 'America/St_Johns',
  BST: 'Europe/London',
  WET: 'Europe/Lisbon', WEST: 'Europe/Lisbon',
  CET: 'Europe/Paris', CEST: 'Europe/Paris',
  EET: 'Europe/Athens', EEST: 'Europe/Athens',
  MSK: 'Europe/Moscow',
  IST: 'Asia/Kolkata',
  PKT: 'Asia/Karachi',
  ICT: 'Asia/Bangkok',
  WIB: 'Asia/Jakarta',
  SGT: 'Asia/Singapore',
  HKT: 'Asia/Hong_Kong',
  PHT: 'Asia/Manila',
  JST: 'Asia/Tokyo',
  KST: 'Asia/Seoul',
  AWST: 'Australia/Perth',
  ACST: 'Australia/Adelaide', ACDT: 'Australia/Adelaide',
  AEST: 'Australia/Sydney', AEDT: 'Australia/Sydney',
  NZST: 'Pacific/Auckland', NZDT: 'Pacific/Auckland',
  SAST: 'Africa/Johannesburg',
  CAT: 'Africa/Maputo',
  EAT: 'Africa/Nairobi',
  WAT: 'Africa/Lagos',
};

/**
 * Abbreviations that name several unrelated zones: `IST` (India, Ireland, Israel), `CST` (US
 * Central, China, Cuba), `BST` (British Summer, Bangladesh), `AST`/`ADT` (Atlantic, Arabia).
 * Inside a time (`3pm CST`) the reader refuses them rather than guess; `/timezone set` takes
 * the most common reading and names the zone it stored, so the user sees the choice.
 */
export const ambiguousAbbreviations: ReadonlySet<string> = new Set(['IST', 'CST', 'BST', 'AST', 'ADT']);

/**
 * The IANA zone an abbreviation means (`est`, `EST` → America/New_York), case-insensitive; else
 * undefined. An ambiguous one is undefined unless `ambiguous: 'common'` asks for its common reading.
 */
export function zoneForAbbreviation(text: string, options: { readonly ambiguous?: 'refuse' | 'common' } = {}): string | undefined {
  const key = text.trim().toUpperCase();
  if (!Object.hasOwn(zoneAbbreviations, key)) return undefined;
  if (options.ambiguous !== 'common' && ambiguousAbbreviations.has(key)) return undefined;
  return zoneAbbreviations[key];
}

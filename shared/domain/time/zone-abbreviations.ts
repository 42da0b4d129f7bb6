/**
 * Time-zone abbreviations people type, mapped to the zone they mean (with its DST), never to a
 * fixed-offset legacy zone: `EST` is America/New_York, so `3pm EST` in July is 15:00 EDT.
 * One table for the time-expression reader (`3pm EST`) and zone input (`/timezone set`).
 */

/**
 * Abbreviations → the zone people mean by them. Where one abbreviation has several readings
 * the most common one is listed (CST: US Central; IST: India), see {@link sharedAbbreviations}.
 */
export const zoneAbbreviations: Readonly<Record<string, string>> = {
  UTC: 'UTC',
  GMT: 'UTC',
  Z: 'UTC',
  UT: 'UTC',
  ZULU: 'UTC',
  ET: 'America/New_York',
  EST: 'America/New_York',
  EDT: 'America/New_York',
  EASTERN: 'America/New_York',
  CT: 'America/Chicago',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  CENTRAL: 'America/Chicago',
  MT: 'America/Denver',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  MOUNTAIN: 'America/Denver',
  PT: 'America/Los_Angeles',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  PACIFIC: 'America/Los_Angeles',
  AKST: 'America/Anchorage',
  AKDT: 'America/Anchorage',
  HST: 'Pacific/Honolulu',
  AST: 'America/Halifax',
  ADT: 'America/Halifax',
  NST: 'America/St_Johns',
  NDT: 'America/St_Johns',
  BST: 'Europe/London',
  WET: 'Europe/Lisbon',
  WEST: 'Europe/Lisbon',
  CET: 'Europe/Paris',
  CEST: 'Europe/Paris',
  EET: 'Europe/Athens',
  EEST: 'Europe/Athens',
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
  ACST: 'Australia/Adelaide',
  ACDT: 'Australia/Adelaide',
  AEST: 'Australia/Sydney',
  AEDT: 'Australia/Sydney',
  NZST: 'Pacific/Auckland',
  NZDT: 'Pacific/Auckland',
  SAST: 'Africa/Johannesburg',
  CAT: 'Africa/Maputo',
  EAT: 'Africa/Nairobi',
  WAT: 'Africa/Lagos',
};

/**
 * The fixed offset (minutes east of UTC) a summer-time abbreviation names: `BST` is UTC+1, which
 * London's clock shows only in summer. Said for an instant outside its season ('9am BST' in
 * February), both it and the zone's clock are offered. Standard-time abbreviations are not
 * listed: `EST`, `PST`, `CET`, `AEST` are commonly the zone's name all year ('3pm EST' in July is
 * 15:00 EDT), so they keep the zone's clock.
 */
const summerOffsets: Readonly<Record<string, number>> = {
  EDT: -240,
  CDT: -300,
  MDT: -360,
  PDT: -420,
  AKDT: -480,
  ADT: -180,
  NDT: -150,
  BST: 60,
  WEST: 60,
  CEST: 120,
  EEST: 180,
  ACDT: 630,
  AEDT: 660,
  NZDT: 780,
};

/**
 * The fixed offset a summer-time abbreviation names when read as `zone` (the zone of
 * {@link zoneAbbreviations} for it: `BST` as Europe/London, not as Asia/Dhaka), else undefined.
 */
export function seasonOffset(abbreviation: string, zone: string): number | undefined {
  const key = abbreviation.toUpperCase();
  return Object.hasOwn(summerOffsets, key) && zoneAbbreviations[key] === zone
    ? summerOffsets[key]
    : undefined;
}

/** One reading of an abbreviation that names several unrelated zones. */
interface Shared {
  /** The zone stored or read for it. */
  readonly zone: string;
  /** Users in these zones mean this reading (and their own zone by it: Europe/Dublin's IST is Dublin). */
  readonly near: readonly string[];
  /** Users anywhere in this region (a zone prefix) mean this reading, unless `near` settled another. */
  readonly region?: string;
  /** Users of these Discord locales mean this reading when their zone does not settle it. */
  readonly locales?: readonly string[];
}

/**
 * Abbreviations that name several unrelated zones, the most common reading first: `IST` (India,
 * Ireland, Israel), `CST` (US Central, China), `BST` (British Summer, Bangladesh), `AST`
 * (Atlantic, Arabia). The user's zone settles them (a zone listed, then a region: CST in
 * America/* is US Central), then their locale; still unsettled, the
 * reader asks between the readings; `/timezone set` takes the first and names the zone stored.
 */
const sharedAbbreviations: Readonly<Record<string, readonly Shared[]>> = {
  IST: [
    { zone: 'Asia/Kolkata', near: ['Asia/Kolkata', 'Asia/Calcutta'], locales: ['hi'] },
    { zone: 'Europe/Dublin', near: ['Europe/Dublin'] },
    { zone: 'Asia/Jerusalem', near: ['Asia/Jerusalem', 'Asia/Tel_Aviv'], locales: ['he'] },
  ],
  CST: [
    // Zones of US Central time whose clock differs from Chicago's keep their own.
    {
      zone: 'America/Chicago',
      near: ['America/Chicago', 'America/Mexico_City', 'America/Regina'],
      region: 'America/',
    },
    {
      zone: 'Asia/Shanghai',
      near: ['Asia/Shanghai', 'Asia/Taipei', 'Asia/Hong_Kong', 'Asia/Macau'],
      locales: ['zh-CN', 'zh-TW'],
    },
  ],
  BST: [
    { zone: 'Europe/London', near: ['Europe/London'], region: 'Europe/', locales: ['en-GB'] },
    { zone: 'Asia/Dhaka', near: ['Asia/Dhaka'], locales: ['bn'] },
  ],
  AST: [
    {
      zone: 'America/Halifax',
      near: ['America/Halifax', 'America/Puerto_Rico', 'America/Santo_Domingo'],
      region: 'America/',
    },
    {
      zone: 'Asia/Riyadh',
      near: ['Asia/Riyadh', 'Asia/Baghdad', 'Asia/Kuwait', 'Asia/Qatar'],
      locales: ['ar'],
    },
  ],
};

export const ambiguousAbbreviations: ReadonlySet<string> = new Set(
  Object.keys(sharedAbbreviations),
);

/** Who reads an abbreviation: their zone (saved or assumed) and Discord locale. */
export interface AbbreviationReader {
  readonly zone: string;
  readonly locale: string;
}

/**
 * The zones an abbreviation means for `reader` (case-insensitive): one when it is settled (an
 * unshared one, or a shared one the reader's zone or locale settles), several when it is not,
 * undefined when it is no abbreviation.
 */
export function zonesForAbbreviation(
  text: string,
  reader: AbbreviationReader,
): readonly string[] | undefined {
  const key = text.trim().toUpperCase();
  const shared = Object.hasOwn(sharedAbbreviations, key) ? sharedAbbreviations[key] : undefined;
  if (shared === undefined)
    return Object.hasOwn(zoneAbbreviations, key) ? [zoneAbbreviations[key] as string] : undefined;
  const near = shared.find((s) => s.near.includes(reader.zone));
  if (near !== undefined) return [reader.zone];
  const region = shared.find((s) => s.region !== undefined && reader.zone.startsWith(s.region));
  if (region !== undefined) return [region.zone];
  const spoken = shared.find((s) =>
    s.locales?.some((l) => l.toLowerCase() === reader.locale.toLowerCase()),
  );
  return spoken !== undefined ? [spoken.zone] : shared.map((s) => s.zone);
}

/**
 * The IANA zone an abbreviation means (`est`, `EST` → America/New_York), case-insensitive; else
 * undefined. A shared one is settled by `reader` when given; otherwise (or still unsettled) it
 * is undefined unless `ambiguous: 'common'` asks for its most common reading.
 */
export function zoneForAbbreviation(
  text: string,
  options: { readonly ambiguous?: 'refuse' | 'common'; readonly reader?: AbbreviationReader } = {},
): string | undefined {
  const key = text.trim().toUpperCase();
  if (!Object.hasOwn(zoneAbbreviations, key)) return undefined;
  if (!ambiguousAbbreviations.has(key)) return zoneAbbreviations[key];
  const zones =
    options.reader === undefined ? undefined : zonesForAbbreviation(key, options.reader);
  if (zones?.length === 1) return zones[0];
  return options.ambiguous === 'common' ? zoneAbbreviations[key] : undefined;
}

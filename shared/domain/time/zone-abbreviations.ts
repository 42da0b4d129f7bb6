/**
 * Time-zone abbreviations people type, mapped to the zone they mean (with its DST), never to a
 * fixed-offset legacy zone: `EST` is America/New_York, so `3pm EST` in July is 15:00 EDT.
 * Shared by the time-expression reader (`3pm EST`) and `/timezone set`.
 *
 * Deliberately absent, because they name several unrelated zones: `IST` (India, Ireland,
 * Israel), `CST` (US Central, China, Cuba), `BST` (British Summer, Bangladesh), `AST`.
 */
const abbreviations: Readonly<Record<string, string>> = {
  utc: 'UTC', gmt: 'UTC', z: 'UTC', zulu: 'UTC',
  // North America
  et: 'America/New_York', est: 'America/New_York', edt: 'America/New_York', eastern: 'America/New_York',
  ct: 'America/Chicago', cdt: 'America/Chicago', central: 'America/Chicago',
  mt: 'America/Denver', mst: 'America/Denver', mdt: 'America/Denver', mountain: 'America/Denver',
  pt: 'America/Los_Angeles', pst: 'America/Los_Angeles', pdt: 'America/Los_Angeles', pacific: 'America/Los_Angeles',
  akst: 'America/Anchorage', akdt: 'America/Anchorage',
  hst: 'Pacific/Honolulu',
  // Europe
  wet: 'Europe/Lisbon', west: 'Europe/Lisbon',
  cet: 'Europe/Paris', cest: 'Europe/Paris',
  eet: 'Europe/Athens', eest: 'Europe/Athens',
  msk: 'Europe/Moscow',
  // Asia and Oceania
  jst: 'Asia/Tokyo', kst: 'Asia/Seoul', hkt: 'Asia/Hong_Kong', sgt: 'Asia/Singapore',
  aest: 'Australia/Sydney', aedt: 'Australia/Sydney', acst: 'Australia/Adelaide', acdt: 'Australia/Adelaide',
  awst: 'Australia/Perth', nzst: 'Pacific/Auckland', nzdt: 'Pacific/Auckland',
};

/** The IANA zone an abbreviation means (`EST` → America/New_York), case-insensitive; else undefined. */
export function zoneForAbbreviation(text: string): string | undefined {
  const key = text.trim().toLowerCase();
  return Object.hasOwn(abbreviations, key) ? abbreviations[key] : undefined;
}

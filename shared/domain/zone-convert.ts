import { DateTime } from 'luxon';
import { instantOf } from './time/zone.js';
import { formatDefault, zoneOf } from './zones.js';

/*
 * The spec's converter (spec-notes.md, Timezone aliases and conversion), apart from zones.ts so
 * that the ISO reader it borrows from luxon stays out of the code the interactions function loads
 * at a cold start (nothing there converts text).
 */

/** An offset ('Z', '+08:00', '-0500', '+08') after the time part marks an instant, not a naive time. */
const OFFSET_RE = /T?\d{2}:?\d{2}(?::?\d{2}(?:[.,]\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The spec's (spec-notes.md, Timezone aliases and conversion) converter: `naiveOrIso` (ISO 8601; a naive one is read in `fromZone`, one with an
 * offset is that instant) shown in `toZone` in the default display format. Unknown zones fall
 * back to UTC as the spec (spec-notes.md, Timezone aliases and conversion) says. Unparseable text gives '' (the converter has no error channel,
 * and an empty display is the least misleading).
 * Naive times go through instantOf rather than luxon so an ambiguous fall-back time is always the
 * earlier instant, whatever the process clock says.
 */
export function convertZone(naiveOrIso: string, fromZone: string, toZone: string): string {
  // The spec's (spec-notes.md, Timezone aliases and conversion) own display format separates date and time with a space; ISO wants a 'T'.
  const text = naiveOrIso.trim().replace(/^(\d{4}-\d{2}-\d{2}) +(?=\d)/, '$1T');
  let ms: number;
  if (OFFSET_RE.test(text)) {
    ms = DateTime.fromISO(text, { setZone: true }).toMillis();
  } else {
    const naive = DateTime.fromISO(text, { zone: 'UTC' });
    if (!naive.isValid) return '';
    const { year, month, day, hour, minute, second, millisecond } = naive;
    ms = instantOf(zoneOf(fromZone), { year, month, day, hour, minute, second }) + millisecond;
  }
  return Number.isFinite(ms) ? formatDefault(ms, toZone) : '';
}

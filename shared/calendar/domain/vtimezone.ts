/**
 * VTIMEZONE components from the runtime's tz database (via luxon), so a calendar file carries
 * its zones' rules and any client can expand it without knowing IANA names (RFC 5545 §3.6.5).
 * Each offset change in the window is one STANDARD or DAYLIGHT observance; after the window the
 * last observance holds. Pure apart from a memo.
 */
import { IANAZone } from 'luxon';
import { DAY_MS, MINUTE_MS } from '../../domain/time/zone.js';

/** Observance windows: from the first event's year to this many years after the last one (or now). */
export const VTIMEZONE_YEARS_AHEAD = 15;
const STEP_MS = 7 * DAY_MS;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** `YYYYMMDDTHHMMSS` of the wall clock at `ms` under offset `offsetMinutes`. */
function wallText(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * MINUTE_MS).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

interface Transition {
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

/** Offset changes of `zone` in [from, to): weekly samples, then bisection to the second. */
function transitions(zone: IANAZone, from: number, to: number): Transition[] {
  const out: Transition[] = [];
  let previous = zone.offset(from);
  for (let t = from + STEP_MS; t < to + STEP_MS; t += STEP_MS) {
    const current = zone.offset(t);
    if (current === previous) continue;
    let lo = t - STEP_MS;
    let hi = t;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (zone.offset(mid) === previous) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from: previous, to: current });
    previous = current;
  }
  return out;
}

const memo = new Map<string, string>();

/**
 * The VTIMEZONE for `name` covering [fromYear, toYear], CRLF-terminated lines; null for UTC
 * (written as `Z` times, no component needed) and for names the runtime does not know.
 */
export function vtimezone(name: string, fromYear: number, toYear: number): string | null {
  if (name === 'UTC' || !IANAZone.isValidZone(name)) return null;
  const key = `${name}|${fromYear}|${toYear}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  const zone = IANAZone.create(name);
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear + 1, 0, 1);
  const initial = zone.offset(from);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${name}`];
  const observance = (
    kind: 'STANDARD' | 'DAYLIGHT',
    start: string,
    fromOffset: number,
    toOffset: number,
  ) => {
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${offsetText(fromOffset)}`,
      `TZOFFSETTO:${offsetText(toOffset)}`,
    );
    lines.push(`TZNAME:${offsetText(toOffset)}`);
    lines.push(`END:${kind}`);
  };
  observance('STANDARD', '19700101T000000', initial, initial);
  for (const t of transitions(zone, from, to)) {
    // DTSTART of an observance is the local time of the change, read in the offset before it.
    observance(t.to > t.from ? 'DAYLIGHT' : 'STANDARD', wallText(t.at, t.from), t.from, t.to);
  }
  lines.push('END:VTIMEZONE');
  const text = lines.join('\r\n') + '\r\n';
  if (memo.size >= 500) memo.clear();
  memo.set(key, text);
  return text;
}

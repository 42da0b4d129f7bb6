/**
 * Several times of day in one series (docs/decisions.md, "Series controls"): "every day at 7am
 * and 7pm", "every weekday at 9 and 17", "jeden Tag um 7 und 19 Uhr". The time reader reads one
 * clock per expression; this reads the expression once per clock (the recurrence and the words
 * before the first clock kept, each clock after an 'and' or a comma in its place) and joins the
 * readings into one series whose rule carries the times of day (CustomRecurrence.times).
 */
import type { CustomRecurrence } from './event.js';
import {
  parseTimeExpression,
  type ReadRecurrence,
  type TimeContext,
  type TimeReading,
} from './time-expression.js';
import { normalize } from './time/normalize.js';
import { isMarker, tokenize, type Token } from './time/tokenize.js';
import { lexiconFor } from './time/vocabulary.js';
import { wallClockAt, zoneOf } from './zones.js';

/** At most this many times of day in one series. */
export const MAX_TIMES_OF_DAY = 12;

/** A separator between two clocks: 'and' in the locale's table, or a comma. */
const separates = (t: Token): boolean => isMarker(t, 'and') || t.text === ',';
/** Words before a clock that belong to the words around it ('at', 'um', 'a las'). */
const leads = (t: Token | undefined): boolean =>
  isMarker(t, 'at') || isMarker(t, 'the') || isMarker(t, 'filler');

/** One parse's readings: its one reading, the ones it asks between, or none. */
function readingsOf(text: string, ctx: TimeContext): readonly TimeReading[] {
  const result = parseTimeExpression(text, ctx);
  if (result.ok) return [result];
  return result.error === 'time_ambiguous' ? (result.readings ?? []) : [];
}

/** Where the last clock of `head` starts (after its 'at'), or undefined when it ends in no clock. */
function clockStart(head: string, tokens: readonly Token[], ctx: TimeContext): number | undefined {
  for (let s = tokens.length - 1; s >= 0; s--) {
    const part = tokens.slice(s);
    // A clock has a number ('monday' alone reads as a day at 09:00, which is no clock).
    if (!part.some((t) => t.type === 'number')) continue;
    const readings = readingsOf(head.slice(tokens[s]?.start), ctx);
    if (readings.length === 0 || readings.some((r) => r.recurrence !== undefined)) continue;
    let k = 0;
    while (k < part.length - 1 && leads(part[k])) k++;
    return part[k]?.start;
  }
  return undefined;
}

/** A recurrence's rule as a custom one that can carry times of day; null for exact steps (hours, minutes). */
function asCustom(read: ReadRecurrence): CustomRecurrence | null {
  const base = { interval: 1, weekday: 0, position: 1 };
  switch (read.pattern) {
    case 'daily':
      return { pattern: 'every_n_days', ...base };
    case 'weekly':
      return { pattern: 'every_n_weeks', ...base };
    case 'monthly':
      return { pattern: 'every_n_months', ...base };
    case 'yearly':
      return { pattern: 'every_n_months', ...base, interval: 12 };
    case 'custom':
      return read.data === null ||
        read.data.pattern === 'every_n_hours' ||
        read.data.pattern === 'every_n_minutes'
        ? null
        : read.data;
  }
}

const sameRule = (a: ReadRecurrence | undefined, b: ReadRecurrence | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The expression as one series at several times of day, or undefined when it is not one (no
 * recurrence before the first clock, a clock that does not read, rules that differ). A clock
 * with two readings ('9' in en-US) takes the morning one when another clock is written on the
 * 24-hour dial ('17'); otherwise the expression stays unread.
 */
export function readSeveralTimes(text: string, ctx: TimeContext): TimeReading | undefined {
  const normalized = normalize(text);
  if (normalized === undefined) return undefined;
  const tokens = tokenize(normalized, lexiconFor(ctx.locale));
  const seps = tokens.flatMap((t, i) => (separates(t) ? [i] : []));
  for (let j = 0; j < seps.length; j++) {
    const at = seps[j] as number;
    const head = normalized.slice(0, tokens[at]?.start).trim();
    const start = clockStart(head, tokens.slice(0, at), ctx);
    if (start === undefined) continue;
    const prefix = normalized.slice(0, start);
    const bounds = [...seps.slice(j), tokens.length];
    const texts = [head];
    for (let p = 0; p + 1 < bounds.length; p++) {
      let from = (bounds[p] as number) + 1;
      while (from < (bounds[p + 1] as number) - 1 && leads(tokens[from])) from++;
      const end = tokens[(bounds[p + 1] as number) - 1]?.end ?? normalized.length;
      if (from >= (bounds[p + 1] as number)) return undefined;
      texts.push(prefix + normalized.slice(tokens[from]?.start, end));
    }
    return joined(
      texts.map((t) => readingsOf(t, ctx)),
      ctx,
    );
  }
  return undefined;
}

/** The readings of each clock joined into one series; undefined when they do not make one. */
function joined(
  options: readonly (readonly TimeReading[])[],
  ctx: TimeContext,
): TimeReading | undefined {
  if (options.length < 2 || options.length > MAX_TIMES_OF_DAY) return undefined;
  const first = options[0]?.[0];
  if (first?.recurrence === undefined) return undefined;
  const zone = zoneOf(first.zone ?? ctx.zone);
  const minuteOf = (r: TimeReading): number => {
    const w = wallClockAt(zone, r.time);
    return w.hour * 60 + w.minute;
  };
  // A clock on the 24-hour dial settles the others' half of the day.
  const dial24 = options.some((o) => o.length === 1 && o[0] !== undefined && minuteOf(o[0]) >= 780);
  const chosen: TimeReading[] = [];
  for (const o of options) {
    const pick =
      o.length === 1
        ? o[0]
        : dial24
          ? [...o].sort((a, b) => minuteOf(a) - minuteOf(b))[0]
          : undefined;
    if (
      pick === undefined ||
      !sameRule(pick.recurrence, first.recurrence) ||
      pick.zone !== first.zone
    )
      return undefined;
    chosen.push(pick);
  }
  const rule = asCustom(first.recurrence);
  if (rule === null) return undefined;
  const times = [...new Set(chosen.map(minuteOf))].sort((a, b) => a - b);
  if (times.length < 2) return undefined;
  const time = Math.min(...chosen.map((r) => r.time));
  return {
    ok: true,
    time,
    recurrence: { pattern: 'custom', data: { ...rule, times } },
    ...(first.zone !== undefined ? { zone: first.zone } : {}),
  };
}

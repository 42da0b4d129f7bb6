import { limits } from '../domain/limits.js';
import { repeatsTooOften } from '../domain/reminder-time.js';
import { readSeveralTimes } from '../domain/series-times.js';
import { describeRecurrence } from '../domain/recurrence-text.js';
import {
  parseTimeExpression,
  suggestTimeExpressions,
  type TimeContext,
  type TimeExpressionResult,
} from '../domain/time-expression.js';
import { readDayField } from '../domain/time-fields.js';
import { untilTail } from '../domain/until-tail.js';
import { formatDefault, formatInZone, formatWall } from '../domain/zones.js';
import { resolveLocale, type Translate } from '../i18n.js';

/**
 * The live preview behind the time options' autocomplete: what the reader makes of the text, in the
 * caller's zone and language. Pure: the clock, zone, locale and catalog come in as arguments.
 */

/** Discord's limits on an autocomplete choice's name and value, and on the list. */
export const CHOICE_TEXT_MAX = 100;
export const MAX_CHOICES = 25;

/** Offered in an empty box (and as examples when the reader has none closer): English reads in every locale. */
export const COMMON_TIMES = [
  'in 10 minutes',
  'in 1 hour',
  'tomorrow at 9am',
  'every day at 9am',
  'every weekday at 8am',
] as const;

export interface Choice {
  readonly name: string;
  readonly value: string;
}

export type T = (key: string, params?: Record<string, unknown>) => string;

/** A choice's text cut to Discord's limit. */
export const fit = (text: string): string =>
  text.length <= CHOICE_TEXT_MAX ? text : `${text.slice(0, CHOICE_TEXT_MAX - 1)}…`;

/** `Fri, Nov 27` / `11月27日週五`. */
const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** `15:00`, on a 24-hour clock in every locale (short, and never ambiguous). */
const CLOCK_FORMAT: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** `Fri, Nov 27, 15:00` (the day and the clock) of instant `ms` in `zone`. */
function dayAndClock(ms: number, zone: string, locale: string): string {
  return `${formatInZone(ms, zone, locale, DAY_FORMAT)}, ${formatInZone(ms, zone, locale, CLOCK_FORMAT)}`;
}

/** A moment as `Fri, Nov 27, 15:00` in `zone` and the caller's language: short, for a button or a choice. */
export function shortWhen(ms: number, zone: string, locale: string): string {
  return dayAndClock(ms, zone, resolveLocale(locale));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far ahead, every part stated in the language's short units: `1 hr 30 min`, `2 Tg., 3 Std.`,
 * `1 時間30 分`. Seconds count under an hour; from an hour on, the distance is rounded to the
 * minute (never to the hour: 90 minutes is not "1 hour").
 */
export function describeDistance(ms: number, locale: string): string {
  const lng = resolveLocale(locale);
  const total = ms >= HOUR ? Math.round(ms / MINUTE) * MINUTE : Math.round(ms / SECOND) * SECOND;
  const parts: (readonly [string, number])[] = [
    ['day', Math.floor(total / DAY)],
    ['hour', Math.floor((total % DAY) / HOUR)],
    ['minute', Math.floor((total % HOUR) / MINUTE)],
    ['second', Math.floor((total % MINUTE) / SECOND)],
  ];
  const shown = parts.filter(([, n]) => n > 0);
  return new Intl.ListFormat(lng, { type: 'unit', style: 'narrow' }).format(
    (shown.length > 0 ? shown : [['second', 0] as const]).map(([unit, n]) =>
      new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: 'short' }).format(n),
    ),
  );
}

/** The catalog's units (`units.<unit>`, with i18next's plural forms) a suggestion may count in. */
const COUNTED_UNITS = ['second', 'minute', 'hour', 'day', 'week'] as const;
/** Counts that reach every CLDR plural category of our languages (one, few, many, other). */
const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5];

/** The unit word of `units.<unit>` for `count` (`15 seconds` → `seconds`), in lower case. */
function unitWord(translate: Translate, locale: string, unit: string, count: number): string {
  return translate(locale, `units.${unit}`, { count })
    .replace(String(count), '')
    .trim()
    .toLowerCase();
}

/**
 * A suggestion with each counted unit in the form its number takes (`in 15 second` → `in 15
 * seconds`, `через 5 минуты` → `через 5 минут`): the catalog's plural forms of the unit, chosen
 * by the language's plural rules (i18next, CLDR). A form the reader would not take (`reads`
 * false) leaves the suggestion as it was.
 */
export function agreeUnits(
  text: string,
  locale: string,
  translate: Translate,
  reads: (text: string) => boolean,
): string {
  const lng = resolveLocale(locale);
  const agreed = text.replace(
    /(\d+)(\s*)(\p{L}+)/gu,
    (whole: string, digits: string, gap: string, word: string) => {
      const count = Number(digits);
      const lower = word.toLowerCase();
      for (const unit of COUNTED_UNITS) {
        const forms = new Set(SAMPLE_COUNTS.map((n) => unitWord(translate, lng, unit, n)));
        if (!forms.has(lower)) continue;
        const right = unitWord(translate, lng, unit, count);
        if (right === lower || right === '') return whole;
        // The typed word's case is kept: a capitalized noun (de `Minuten`) stays capitalized.
        const cased = word === lower ? right : right.charAt(0).toUpperCase() + right.slice(1);
        return `${digits}${gap}${cased}`;
      }
      return whole;
    },
  );
  return agreed !== text && reads(agreed) ? agreed : text;
}

/** A reader's suggestion with its units agreeing with their numbers, read in `ctx`. */
export function agreedSuggestion(text: string, ctx: TimeContext, translate: Translate): string {
  return agreeUnits(text, ctx.locale, translate, (candidate) => {
    const read = parseTimeExpression(candidate, ctx);
    return read.ok || read.error === 'time_ambiguous';
  });
}

/**
 * A successful reading in words: `Fri, Nov 27, 15:00 America/New_York (in 1 day 6 hr)`, or for a
 * series `Every weekday at 08:00 Asia/Tokyo, from Mon, Nov 30`. The zone is always named after the
 * time: the one the text named, else the one the caller's times are read in.
 */
export function describeReading(
  result: Extract<TimeExpressionResult, { ok: true }>,
  ctx: TimeContext,
  translate: Translate,
): string {
  const locale = resolveLocale(ctx.locale);
  const t: T = (key, params) => translate(locale, key, params);
  const zone = result.zone ?? ctx.zone;
  const named = ` ${zone}`;
  const recurrence =
    result.recurrence ?? (result.repeat ? { pattern: result.repeat, data: null } : undefined);
  if (recurrence === undefined) {
    const relative = t('preview.in', { duration: describeDistance(result.time - ctx.now, locale) });
    return `${dayAndClock(result.time, zone, locale)}${named} (${relative})`;
  }
  const rule = describeRecurrence(translate, locale, recurrence.pattern, recurrence.data, {
    capitalized: true,
    anchor: { time: result.recurrence?.anchor ?? result.time, zone },
  });
  // Steps and several times a day: the rule names no single time, so the first one comes with the date.
  if (
    recurrence.data?.pattern === 'every_n_hours' ||
    recurrence.data?.pattern === 'every_n_minutes' ||
    recurrence.data?.times !== undefined
  )
    return t('preview.recurring_hours', {
      rule,
      date: `${dayAndClock(result.time, zone, locale)}${named}`,
    });
  return t('preview.recurring', {
    rule,
    time: `${formatInZone(result.time, zone, locale, CLOCK_FORMAT)}${named}`,
    date: formatInZone(result.time, zone, locale, DAY_FORMAT),
  });
}

/** The choice for a typed text that the reader takes: its reading, valued the text itself. */
function readingChoice(
  text: string,
  result: TimeExpressionResult,
  ctx: TimeContext,
  translate: Translate,
): Choice {
  const t: T = (key, params) => translate(ctx.locale, key, params);
  const name = !result.ok
    ? t(`preview.${result.error}`, { typed: text })
    : repeatsTooOften(result.recurrence)
      ? t('preview.repeat_too_often', { minutes: limits.minRepeatMinutes })
      : describeReading(result, ctx, translate);
  return { name: fit(name), value: text };
}

/** A common or suggested expression as a choice: `tomorrow at 9am · Fri, Nov 27, 09:00 (in 1 day)`. */
function exampleChoice(text: string, ctx: TimeContext, translate: Translate): Choice | null {
  if (text.length > CHOICE_TEXT_MAX) return null;
  const result = parseTimeExpression(text, ctx);
  return result.ok
    ? { name: fit(`${text} · ${describeReading(result, ctx, translate)}`), value: text }
    : null;
}

/**
 * /remind's `time` autocomplete: the first choice is the reading of what was typed (its value the
 * exact text, so picking it changes nothing); then the closest readable forms when the text is
 * unreadable, or one choice per reading when it is ambiguous. An empty box offers common choices
 * (`suggest('')`). A text longer than a choice value may be (100) is previewed only when an
 * equivalent short form reads back to the same instant; otherwise nothing is offered, and the
 * text is sent as typed.
 */
export function timeChoices(
  typed: string,
  ctx: TimeContext,
  translate: Translate,
  suggest: (text: string) => readonly string[],
): Choice[] {
  const text = typed.trim();
  if (text === '') {
    const common = suggest('');
    return (common.length > 0 ? common : COMMON_TIMES)
      .map((s) => exampleChoice(s, ctx, translate))
      .filter((c): c is Choice => c !== null)
      .slice(0, MAX_CHOICES);
  }
  const one = parseTimeExpression(text, ctx);
  // Several times of day ('every day at 7am and 7pm') read as /remind reads them.
  const result = one.ok ? one : (readSeveralTimes(text, ctx) ?? one);
  if (text.length > CHOICE_TEXT_MAX) return longTextChoices(result, ctx, translate);
  const ending =
    !result.ok && result.error === 'invalid_time_format'
      ? endedChoice(text, ctx, translate)
      : undefined;
  if (ending !== undefined) return [ending];
  if (!result.ok && result.readings !== undefined && result.readings.length > 1)
    return askChoices(text, result, ctx, translate);
  const out = [readingChoice(text, result, ctx, translate)];
  if (!result.ok && result.error !== 'time_in_past' && result.error !== 'time_too_far') {
    // Readings the prompt cannot offer as buttons ('every 2nd tuesday': two repeats) come spelled out.
    const examples =
      result.error === 'time_ambiguous'
        ? (result.suggestions ?? [])
        : suggestTimeExpressions(text, ctx);
    for (const s of examples) {
      const choice = exampleChoice(agreedSuggestion(s, ctx, translate), ctx, translate);
      if (choice && choice.value !== text) out.push(choice);
    }
  }
  return out.slice(0, MAX_CHOICES);
}

/**
 * A repetition with its end date ('every day at 9am until friday', until-tail.ts): the
 * repetition's reading and its last day, as the confirmation words it; undefined when either half
 * does not read.
 */
function endedChoice(text: string, ctx: TimeContext, translate: Translate): Choice | undefined {
  const tail = untilTail(text, ctx);
  const head = tail === undefined ? undefined : parseTimeExpression(tail.head, ctx);
  const last = tail === undefined ? undefined : readDayField(tail.until, ctx);
  if (head === undefined || !head.ok || last === undefined || !last.ok) return undefined;
  const locale = resolveLocale(ctx.locale);
  const date = formatWall(last.day, locale, DAY_FORMAT);
  const ends = translate(locale, 'remind.until', { date });
  return { name: fit(`${describeReading(head, ctx, translate)} · ${ends}`), value: text };
}

/**
 * A text with several readings: one choice per reading, `Option 1 of 2: Fri, Mar 6, 09:00 (in 1 day)`,
 * valued the reading spelled out (`2026-03-06 at 09:00`, `mar 4 at 5pm`) when that reads back to it
 * alone, so picking one settles the question; else the typed text (sending it asks).
 */
function askChoices(
  text: string,
  result: Extract<TimeExpressionResult, { ok: false }>,
  ctx: TimeContext,
  translate: Translate,
): Choice[] {
  const readings = result.readings ?? [];
  return readings.map((r, i) => {
    const name = translate(ctx.locale, 'preview.one_of', {
      n: i + 1,
      total: readings.length,
      reading: describeReading(r, ctx, translate),
    });
    const spelled = result.suggestions?.[i];
    const again =
      spelled === undefined || spelled.length > CHOICE_TEXT_MAX
        ? undefined
        : parseTimeExpression(spelled, ctx);
    const same = again?.ok === true && again.time === r.time && again.zone === r.zone;
    return { name: fit(name), value: same && spelled !== undefined ? spelled : text };
  });
}

/** Over 100 characters: a one-off's `YYYY-MM-DD HH:MM` when it reads back to the same instant, else nothing. */
function longTextChoices(
  result: TimeExpressionResult,
  ctx: TimeContext,
  translate: Translate,
): Choice[] {
  if (
    !result.ok ||
    result.recurrence !== undefined ||
    result.repeat !== undefined ||
    result.zone !== undefined
  )
    return [];
  const short = formatDefault(result.time, ctx.zone).replace(' ', ' at ');
  const again = parseTimeExpression(short, ctx);
  if (!again.ok || again.time !== result.time) return [];
  const t: T = (key, params) => translate(ctx.locale, key, params);
  return [
    {
      name: fit(
        `${describeReading(result, ctx, translate)} · ${t('preview.shortened', { max: CHOICE_TEXT_MAX })}`,
      ),
      value: short,
    },
  ];
}

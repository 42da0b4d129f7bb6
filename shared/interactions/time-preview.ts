import { DateTime, Duration } from 'luxon';
import { limits } from '../domain/limits.js';
import { repeatsTooOften } from '../domain/reminder-series.js';
import { readSeveralTimes } from '../domain/series-times.js';
import { describeRecurrence } from '../domain/recurrence-text.js';
import {
  parseRelativeDuration,
  parseTimeExpression,
  suggestTimeExpressions,
  type TimeContext,
  type TimeExpressionResult,
} from '../domain/time-expression.js';
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
export const COMMON_DURATIONS = ['15 minutes', '30 minutes', '1 hour', '1 day'] as const;

export interface Choice {
  readonly name: string;
  readonly value: string;
}

type T = (key: string, params?: Record<string, unknown>) => string;

const fit = (text: string): string =>
  text.length <= CHOICE_TEXT_MAX ? text : `${text.slice(0, CHOICE_TEXT_MAX - 1)}…`;

function local(ms: number, zone: string, locale: string): DateTime {
  return DateTime.fromMillis(ms, { zone, locale });
}

/** `Fri, Nov 27` / `11月27日週五`. */
function day(d: DateTime): string {
  return d.toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });
}

/** `15:00`, on a 24-hour clock in every locale (short, and never ambiguous). */
function clock(d: DateTime): string {
  return d.toLocaleString({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** A moment as `Fri, Nov 27, 15:00` in `zone` and the caller's language: short, for a button or a choice. */
export function shortWhen(ms: number, zone: string, locale: string): string {
  const at = local(ms, zone, resolveLocale(locale));
  return `${day(at)}, ${clock(at)}`;
}

/**
 * A successful reading in words: `Fri, Nov 27, 15:00 (in 1 day)`, or for a series
 * `Every weekday at 08:00, from Mon, Nov 30`. A zone the text named is shown after the time.
 */
export function describeReading(
  result: Extract<TimeExpressionResult, { ok: true }>,
  ctx: TimeContext,
  translate: Translate,
): string {
  const locale = resolveLocale(ctx.locale);
  const t: T = (key, params) => translate(locale, key, params);
  const zone = result.zone ?? ctx.zone;
  const at = local(result.time, zone, locale);
  const named = result.zone !== undefined ? ` ${result.zone}` : '';
  const recurrence =
    result.recurrence ?? (result.repeat ? { pattern: result.repeat, data: null } : undefined);
  if (recurrence === undefined) {
    const relative = at.toRelative({ base: local(ctx.now, zone, locale) }) ?? '';
    return `${day(at)}, ${clock(at)}${named} (${relative})`;
  }
  const rule = describeRecurrence(translate, locale, recurrence.pattern, recurrence.data, {
    capitalized: true,
  });
  // Steps and several times a day: the rule names no single time, so the first one comes with the date.
  if (
    recurrence.data?.pattern === 'every_n_hours' ||
    recurrence.data?.pattern === 'every_n_minutes' ||
    recurrence.data?.times !== undefined
  )
    return t('preview.recurring_hours', { rule, date: `${day(at)}, ${clock(at)}${named}` });
  return t('preview.recurring', { rule, time: `${clock(at)}${named}`, date: day(at) });
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
  if (!result.ok && result.readings !== undefined && result.readings.length > 1)
    return askChoices(text, result, ctx, translate);
  const out = [readingChoice(text, result, ctx, translate)];
  if (!result.ok && result.error !== 'time_in_past' && result.error !== 'time_too_far') {
    for (const s of suggestTimeExpressions(text, ctx)) {
      const choice = exampleChoice(s, ctx, translate);
      if (choice && choice.value !== text) out.push(choice);
    }
  }
  return out.slice(0, MAX_CHOICES);
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
  const short = local(result.time, ctx.zone, 'en-US').toFormat("yyyy-MM-dd 'at' HH:mm");
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

/** A duration in words, largest units first: `1 hour and 30 minutes`, `1 小時和30 分鐘`. */
export function describeDuration(seconds: number, locale: string): string {
  const parts = Duration.fromObject({ seconds: Math.round(seconds) })
    .shiftTo('days', 'hours', 'minutes', 'seconds')
    .toObject();
  const nonZero = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== 0));
  return Duration.fromObject(nonZero, { locale: resolveLocale(locale) }).toHuman({
    listStyle: 'long',
  });
}

/** /schedule_remind's `reminder_time` autocomplete: the relative-duration grammar's reading. */
export function durationChoices(typed: string, locale: string, translate: Translate): Choice[] {
  const text = typed.trim();
  const t: T = (key, params) => translate(locale, key, params);
  const named = (s: string): Choice | null => {
    const seconds = parseRelativeDuration(s, locale);
    return seconds === null
      ? null
      : {
          name: fit(t('preview.before_event', { duration: describeDuration(seconds, locale) })),
          value: s,
        };
  };
  const common = COMMON_DURATIONS.map(named).filter((c): c is Choice => c !== null);
  if (text === '') return common;
  if (text.length > CHOICE_TEXT_MAX) return [];
  const reading = named(text);
  return reading
    ? [reading]
    : [{ name: fit(t('preview.unreadable_duration', { typed: text })), value: text }, ...common];
}

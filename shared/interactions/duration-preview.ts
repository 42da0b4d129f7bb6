/**
 * /schedule_remind's `reminder_time` autocomplete: how long before the event, in the caller's
 * language. Loaded with the /schedule code (the time preview, time-preview.ts, is /remind's).
 */
import { parseRelativeDuration } from '../domain/time-expression.js';
import { resolveLocale, type Translate } from '../i18n.js';
import { CHOICE_TEXT_MAX, fit, type Choice, type T } from './time-preview.js';

export const COMMON_DURATIONS = ['15 minutes', '30 minutes', '1 hour', '1 day'] as const;

/** A duration in words, largest units first: `1 hour and 30 minutes`, `1 小時和30 分鐘`. */
export function describeDuration(seconds: number, locale: string): string {
  const lang = resolveLocale(locale);
  let rest = Math.round(seconds);
  const words: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.trunc(rest / size);
    rest -= count * size;
    if (count !== 0)
      words.push(
        new Intl.NumberFormat(lang, {
          style: 'unit',
          unit,
          unitDisplay: 'long',
          useGrouping: false,
        }).format(count),
      );
  }
  return new Intl.ListFormat(lang, { type: 'conjunction', style: 'long' }).format(words);
}

/** The units a duration is said in, largest first, with their seconds. */
const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

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

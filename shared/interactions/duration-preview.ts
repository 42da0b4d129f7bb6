/**
 * /schedule_remind's `reminder_time` autocomplete: how long before the event, in the caller's
 * language. Loaded with the /schedule code (the time preview, time-preview.ts, is /remind's).
 */
import { Duration } from 'luxon';
import { parseRelativeDuration } from '../domain/time-expression.js';
import { resolveLocale, type Translate } from '../i18n.js';
import { CHOICE_TEXT_MAX, fit, type Choice, type T } from './time-preview.js';

export const COMMON_DURATIONS = ['15 minutes', '30 minutes', '1 hour', '1 day'] as const;

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

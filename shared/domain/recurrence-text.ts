import { resolveLocale, type Translate } from '../i18n.js';
import type { CustomRecurrence, RecurrencePattern } from './event.js';
import type { Reminder } from './reminder.js';
import { wallClockAt, zoneOf, type WallClock } from './zones.js';

/**
 * A recurrence in words, in the reader's language: "every 2 weeks on Monday and Thursday",
 * "every weekday", "every last Friday of the month", "每 2 週的星期一和星期四". The one describer
 * for reminders (embed, /remind confirmation, preview). Pure: the catalog comes in `translate`,
 * weekday names and lists from Intl in `locale`.
 */
export interface DescribeOptions {
  /** Capitalize the first letter (the embed's field value; a no-op in scripts without case). */
  readonly capitalized?: boolean;
  /**
   * The first occurrence and its zone: a weekly rule without weekdays of its own repeats on the
   * anchor's weekday, and says so ("every 2 weeks on Friday", "every Friday").
   */
  readonly anchor?: { readonly time: number; readonly zone: string };
}

const WORK_WEEK = '0,1,2,3,4';
const WEEKEND = '5,6';
/** 2024-01-01 was a Monday: day d of that week has weekday index d (0 = Monday). */
const MONDAY_MS = Date.UTC(2024, 0, 1);

function weekdayName(locale: string, weekday: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    MONDAY_MS + weekday * 86_400_000,
  );
}

function list(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** The anchor's wall clock in its zone; undefined without a usable anchor. */
function anchorClock(anchor: DescribeOptions['anchor']): WallClock | undefined {
  if (!anchor || !Number.isFinite(anchor.time)) return undefined;
  return wallClockAt(zoneOf(anchor.zone), anchor.time);
}

function customText(
  t: (key: string, params?: Record<string, unknown>) => string,
  locale: string,
  data: CustomRecurrence,
  anchor: WallClock | undefined,
): string {
  const n = data.interval;
  const anchorDay = anchor === undefined ? undefined : anchor.weekday - 1;
  switch (data.pattern) {
    case 'every_n_days':
      return n === 1 ? t('recurrence.every_day') : t('recurrence.every_n_days', { count: n });
    case 'every_n_hours':
      return n === 1 ? t('recurrence.every_hour') : t('recurrence.every_n_hours', { count: n });
    case 'every_n_minutes':
      return t('recurrence.every_n_minutes', { count: n });
    case 'every_n_months':
      if (n % 12 === 0)
        return n === 12 ? t('recurrence.yearly') : t('recurrence.every_n_years', { count: n / 12 });
      // Anchored on a 31st, the engine's clamp makes it each month's last day.
      if (n === 1)
        return t(anchor?.day === 31 ? 'recurrence.monthly_last_day' : 'recurrence.monthly');
      return t('recurrence.every_n_months', { count: n });
    case 'weekday_of_month':
      return t('recurrence.weekday_of_month', {
        position: t(`recurrence.position.${data.position === -1 ? 'last' : String(data.position)}`),
        weekday: weekdayName(locale, data.weekday),
      });
    case 'every_n_weeks': {
      const days = data.weekdays ?? (anchorDay === undefined ? undefined : [anchorDay]);
      if (!days)
        return n === 1 ? t('recurrence.weekly') : t('recurrence.every_n_weeks', { count: n });
      if (n === 1 && days.join() === WORK_WEEK) return t('recurrence.weekdays');
      if (n === 1 && days.join() === WEEKEND) return t('recurrence.weekend');
      const names = list(
        locale,
        days.map((d) => weekdayName(locale, d)),
      );
      return n === 1
        ? t('recurrence.every_week_on', { days: names })
        : t('recurrence.every_n_weeks_on', { count: n, days: names });
    }
  }
}

/** A recurrence pattern (and, for 'custom', its rule) in words; '' for 'none'. */
export function describeRecurrence(
  translate: Translate,
  locale: string,
  pattern: RecurrencePattern,
  data: CustomRecurrence | null | undefined,
  options: DescribeOptions = {},
): string {
  const language = resolveLocale(locale);
  const t = (key: string, params?: Record<string, unknown>): string =>
    translate(language, key, params);
  const anchor = anchorClock(options.anchor);
  const anchorDay = anchor === undefined ? undefined : anchor.weekday - 1;
  let text: string;
  if (pattern === 'none') text = '';
  else if (pattern === 'weekly' && anchorDay !== undefined)
    text = t('recurrence.every_week_on', { days: weekdayName(language, anchorDay) });
  else if (pattern !== 'custom') text = t(`recurrence.${pattern}`);
  else text = data ? customText(t, language, data, anchor) : t('recurrence.custom');
  if (pattern === 'custom' && data?.times !== undefined)
    text = t('recurrence.at_times', { rule: text, times: timesText(language, data.times) });
  return options.capitalized ? text.charAt(0).toLocaleUpperCase(language) + text.slice(1) : text;
}

/** A reminder's repeat in words: its spec pattern (spec-notes.md, Reminder fields), or its custom rule. */
export function describeReminderRepeat(
  translate: Translate,
  locale: string,
  reminder: Pick<Reminder, 'repeatPattern' | 'recurrence' | 'anchor' | 'remindTime' | 'zone'>,
  options: DescribeOptions = {},
): string {
  // The series' first occurrence (or, for reminders made before it was stored, the next one)
  // carries the weekday a weekly rule repeats on.
  const time = Date.parse(reminder.anchor ?? reminder.remindTime);
  return describeRecurrence(translate, locale, reminder.repeatPattern, reminder.recurrence, {
    anchor: { time, zone: reminder.zone ?? 'UTC' },
    ...options,
  });
}

/** Times of day (minutes after midnight) as the language writes them, listed: '07:00 and 19:00'. */
function timesText(locale: string, times: readonly number[]): string {
  const format = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return list(
    locale,
    times.map((m) => format.format(Date.UTC(2000, 0, 1, Math.floor(m / 60), m % 60))),
  );
}

import { describe, expect, it } from 'vitest';
import { occurrences } from '../../shared/domain/recurrence.js';
import { describeRecurrence } from '../../shared/domain/recurrence-text.js';
import { readReminderTime } from '../../shared/domain/reminder-time.js';
import { normalizeCustomRecurrence } from '../../shared/domain/event.js';
import { createTranslator } from '../../shared/i18n.js';
import { timeChoices } from '../../shared/interactions/time-preview.js';

/** Several times of day in one series (docs/decisions.md, "Series controls"). Monday 2026-06-15, 12:00 in Berlin. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const translate = createTranslator();
const read = (text: string, locale: string, zone = 'Europe/Berlin') =>
  readReminderTime(text, { now: NOW, zone, locale });
/** The instants of a daily series in Berlin at `times`, from `start`, in [from, to]. */
const berlinDaily = (start: number, times: number[], from: number, to: number): number[] =>
  occurrences(
    {
      start,
      durationMinutes: 0,
      timezone: 'Europe/Berlin',
      recurrencePattern: 'custom',
      recurrenceData: daily(times).data as never,
    },
    from,
    to,
  ).map((o) => o.start);
const daily = (times: number[]) => ({
  pattern: 'custom',
  data: { pattern: 'every_n_days', interval: 1, weekday: 0, position: 1, times },
});

describe('Function: readReminderTime (several times of day)', () => {
  it.each([
    ['en-US', 'every day at 7am and 7pm'],
    ['en-GB', 'every day at 07:00 and 19:00'],
    ['de', 'jeden Tag um 7 und 19 Uhr'],
    ['fr', 'tous les jours à 7h et 19h'],
    ['es-ES', 'todos los días a las 7 y a las 19'],
    ['it', 'ogni giorno alle 7 e alle 19'],
    ['ru', 'каждый день в 7 и 19'],
    ['ja', '毎日7時と19時'],
    ['zh-CN', '每天7点和19点'],
  ])('%s reads “%s” as one daily series at 07:00 and 19:00, first at 19:00 today', (l, text) => {
    expect(read(text, l)).toEqual({
      ok: true,
      read: {
        ok: true,
        time: Date.parse('2026-06-15T17:00:00.000Z'),
        recurrence: daily([420, 1140]),
      },
    });
  });

  it('reads every weekday at 9 and 17: the 24-hour 17 settles 9 as the morning', () => {
    expect(read('every weekday at 9 and 17', 'en-US')).toMatchObject({
      ok: true,
      read: {
        time: Date.parse('2026-06-15T15:00:00.000Z'),
        recurrence: {
          data: { pattern: 'every_n_weeks', weekdays: [0, 1, 2, 3, 4], times: [540, 1020] },
        },
      },
    });
  });

  it('keeps a weekday list and reads three times', () => {
    expect(read('every monday and thursday at 9 and 17', 'en-GB')).toMatchObject({
      read: { recurrence: { data: { weekdays: [0, 3], times: [540, 1020] } } },
    });
    expect(read('every day at 7, 12 and 19', 'en-GB')).toMatchObject({
      read: { recurrence: { data: { times: [420, 720, 1140] } } },
    });
  });

  it('leaves what is no series of times as it was: a one-off, exact steps, an unsettled half of the day', () => {
    expect(read('tomorrow at 7 and 9', 'en-GB')).toMatchObject({ ok: false });
    expect(read('every 2 hours at 7 and 9', 'en-GB')).toMatchObject({ ok: false });
    expect(read('every day at 7 and 9', 'en-US')).toMatchObject({
      ok: false,
      error: 'time_ambiguous',
    });
  });
});

describe('Function: occurrences (times of day)', () => {
  it('keeps 07:00 and 19:00 on the wall clock in Berlin across the spring DST change', () => {
    const start = Date.parse('2026-03-28T06:00:00.000Z'); // Saturday 07:00 CET
    const got = berlinDaily(start, [420, 1140], start, Date.parse('2026-03-30T23:00:00.000Z')).map(
      (t) => new Date(t).toISOString(),
    );
    expect(got).toEqual([
      '2026-03-28T06:00:00.000Z',
      '2026-03-28T18:00:00.000Z',
      '2026-03-29T05:00:00.000Z', // 07:00 CEST
      '2026-03-29T17:00:00.000Z',
      '2026-03-30T05:00:00.000Z',
      '2026-03-30T17:00:00.000Z',
    ]);
  });

  it('drops the anchor day’s times before the anchor', () => {
    const start = Date.parse('2026-06-15T17:00:00.000Z'); // 19:00 CEST
    const got = berlinDaily(start, [420, 1140], start - 86_400_000, start + 86_400_000);
    expect(got).toEqual([start, Date.parse('2026-06-16T05:00:00.000Z'), start + 86_400_000]);
  });
});

describe('Function: normalizeCustomRecurrence (times)', () => {
  it('sorts and dedupes minutes of a day, and refuses anything else', () => {
    const base = { pattern: 'every_n_days', interval: 1 };
    expect(normalizeCustomRecurrence({ ...base, times: [1140, 420, 420] })?.times).toEqual([
      420, 1140,
    ]);
    expect(normalizeCustomRecurrence({ ...base, times: [1440] })).toBeNull();
    expect(normalizeCustomRecurrence({ ...base, times: [] })).toBeNull();
    expect(
      normalizeCustomRecurrence({ pattern: 'every_n_hours', interval: 2, times: [60] }),
    ).toBeNull();
  });
});

describe('Function: timeChoices (several times of day)', () => {
  it('previews the series as /remind reads it, the first time with its date', () => {
    const [first] = timeChoices(
      'every day at 7am and 7pm',
      { now: NOW, zone: 'Europe/Berlin', locale: 'en-US' },
      translate,
      () => [],
    );
    expect(first?.name).toBe('Every day at 07:00 and 19:00, from Mon, Jun 15, 19:00 Europe/Berlin');
  });
});

describe('Function: describeRecurrence (times)', () => {
  it('names the times in the language', () => {
    const data = daily([420, 1140]).data as never;
    expect(describeRecurrence(translate, 'en-US', 'custom', data)).toBe(
      'every day at 07:00 and 19:00',
    );
    expect(describeRecurrence(translate, 'de', 'custom', data)).toBe(
      'jeden Tag um 07:00 und 19:00',
    );
  });
});

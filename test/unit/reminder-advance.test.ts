import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, nextReminderTime, reminderEmbed } from '../../shared/domain/dispatch-plan.js';
import type { CustomRecurrence } from '../../shared/domain/event.js';
import { toIso, type Reminder } from '../../shared/domain/reminder.js';
import { formatDefault, readWallClock } from '../../shared/domain/zones.js';
import { createTranslator } from '../../shared/i18n.js';
import { aReminder } from '../support/reminders.js';

/** decisions.md, "Next occurrence of a repeat (second edition)": the spec's (spec-notes.md, Next occurrence) table on local dates in the stored zone. */
const NY = 'America/New_York';
const HOUR = 3_600_000;

function at(date: string, time: string, zone: string): number {
  const result = readWallClock(date, time, zone);
  if (!result.ok) throw new Error(`${date} ${time}: ${result.error}`);
  return result.time;
}

/** A repeating reminder read in `zone`, due (and anchored) at `due`. */
function zoned(
  pattern: Reminder['repeatPattern'],
  due: number,
  zone: string,
  extra: Partial<Reminder> = {},
): Reminder {
  return aReminder({
    repeatPattern: pattern,
    remindTime: toIso(due),
    zone,
    anchor: toIso(due),
    ...extra,
  });
}

/** Follows a series from its due time, on time every send: the wall clocks of the next `n` occurrences. */
function follow(r: Reminder, n: number): string[] {
  const out: string[] = [];
  let current = r;
  for (let i = 0; i < n; i++) {
    const next = advance(current, Date.parse(current.remindTime));
    current = { ...current, remindTime: next.remindTime, timesTriggered: next.timesTriggered };
    out.push(formatDefault(Date.parse(next.remindTime), r.zone ?? 'UTC'));
  }
  return out;
}

const rule = (
  data: Partial<CustomRecurrence> & Pick<CustomRecurrence, 'pattern'>,
): CustomRecurrence => ({ interval: 1, weekday: 0, position: 1, ...data });

describe('Advance in the stored zone: a daily 08:00 New York reminder across DST', () => {
  it.each([
    [
      'spring-forward 2026',
      '2026-03-06',
      ['2026-03-07 08:00', '2026-03-08 08:00', '2026-03-09 08:00'],
    ],
    ['fall-back 2026', '2026-10-30', ['2026-10-31 08:00', '2026-11-01 08:00', '2026-11-02 08:00']],
    [
      'spring-forward 2027',
      '2027-03-12',
      ['2027-03-13 08:00', '2027-03-14 08:00', '2027-03-15 08:00'],
    ],
    ['fall-back 2027', '2027-11-05', ['2027-11-06 08:00', '2027-11-07 08:00', '2027-11-08 08:00']],
  ] as const)('%s: stays at 08:00 local', (_name, date, expected) => {
    expect(follow(zoned('daily', at(date, '08:00', NY), NY), 3)).toEqual(expected);
  });

  it('the day of the change is 23 h (spring) or 25 h (fall) long, not 24 h', () => {
    const spring = at('2026-03-07', '08:00', NY);
    expect(nextReminderTime(zoned('daily', spring, NY), spring)).toBe(spring + 23 * HOUR);
    const fall = at('2026-10-31', '08:00', NY);
    expect(nextReminderTime(zoned('daily', fall, NY), fall)).toBe(fall + 25 * HOUR);
  });

  it('weekly keeps the wall clock seven local days later across the change', () => {
    expect(follow(zoned('weekly', at('2026-03-05', '08:00', NY), NY), 2)).toEqual([
      '2026-03-12 08:00',
      '2026-03-19 08:00',
    ]);
  });

  it("monthly: the same local day next month, day 28 when it does not exist (the spec's rule, then from the 28th)", () => {
    expect(follow(zoned('monthly', at('2026-01-31', '08:00', NY), NY), 3)).toEqual([
      '2026-02-28 08:00',
      '2026-03-28 08:00',
      '2026-04-28 08:00',
    ]);
    expect(follow(zoned('monthly', at('2026-10-15', '08:00', NY), NY), 2)).toEqual([
      '2026-11-15 08:00',
      '2026-12-15 08:00',
    ]);
  });

  it('a time in the spring-forward gap moves forward that day only; the series keeps its wall clock', () => {
    expect(follow(zoned('daily', at('2026-03-07', '02:30', NY), NY), 3)).toEqual([
      '2026-03-08 03:30',
      '2026-03-09 02:30',
      '2026-03-10 02:30',
    ]);
  });

  it('after an outage (a late send) the next occurrence counts from the processing time, as the spec says', () => {
    const due = at('2026-03-07', '08:00', NY);
    const late = at('2026-03-07', '11:17', NY);
    expect(formatDefault(nextReminderTime(zoned('daily', due, NY), late) ?? NaN, NY)).toBe(
      '2026-03-08 11:17',
    );
  });
});

describe('Advance: compatibility', () => {
  const arb = fc.record({
    pattern: fc.constantFrom<Reminder['repeatPattern']>('daily', 'weekly', 'monthly'),
    due: fc.integer({
      min: Date.parse('2000-01-01T00:00:00Z'),
      max: Date.parse('2040-01-01T00:00:00Z'),
    }),
    lateMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 * 86_400_000 })),
  });

  it("for a UTC user the result is exactly the spec's table (as for a reminder without a stored zone)", () => {
    fc.assert(
      fc.property(arb, ({ pattern, due, lateMs }) => {
        const legacy = aReminder({ repeatPattern: pattern, remindTime: toIso(due) });
        const utc = zoned(pattern, due, 'UTC');
        expect(advance(utc, due + lateMs)).toEqual(advance(legacy, due + lateMs));
      }),
      { numRuns: 500 },
    );
  });

  it("a reminder without a stored zone keeps today's behaviour: 24 h in UTC even across New York's change", () => {
    const due = at('2026-03-07', '08:00', NY);
    expect(
      nextReminderTime(aReminder({ repeatPattern: 'daily', remindTime: toIso(due) }), due),
    ).toBe(due + 24 * HOUR);
  });
});

describe('Advance: custom rules through the recurrence engine', () => {
  it('every weekday at 08:00: Friday → Monday, at 08:00 across spring-forward', () => {
    const r = zoned('custom', at('2026-03-05', '08:00', NY), NY, {
      recurrence: rule({ pattern: 'every_n_weeks', weekdays: [0, 1, 2, 3, 4] }),
    });
    expect(follow(r, 3)).toEqual(['2026-03-06 08:00', '2026-03-09 08:00', '2026-03-10 08:00']);
  });

  it('every 2 hours steps exact hours; after an outage it resumes at the next step, without a burst', () => {
    const due = at('2026-11-26', '10:00', 'UTC');
    const r = zoned('custom', due, 'UTC', {
      recurrence: rule({ pattern: 'every_n_hours', interval: 2 }),
    });
    expect(nextReminderTime(r, due)).toBe(due + 2 * HOUR);
    expect(nextReminderTime(r, due + 7 * HOUR)).toBe(due + 8 * HOUR);
  });

  it('every last Friday of the month, from the stored anchor', () => {
    const r = zoned('custom', at('2026-11-27', '17:00', NY), NY, {
      recurrence: rule({ pattern: 'weekday_of_month', weekday: 4, position: -1 }),
    });
    expect(follow(r, 2)).toEqual(['2026-12-25 17:00', '2027-01-29 17:00']);
  });

  it('a custom reminder whose rule is missing finishes instead of guessing', () => {
    const due = at('2026-11-26', '10:00', 'UTC');
    expect(advance(zoned('custom', due, 'UTC'), due)).toMatchObject({
      isActive: false,
      timesTriggered: 1,
    });
  });
});

describe('Advance: until', () => {
  it('re-arms while the next occurrence is before `until`, and finishes on the last day', () => {
    const due = at('2026-11-28', '08:00', NY);
    const r = zoned('daily', due, NY, { until: toIso(at('2026-11-30', '00:00', NY)) });
    expect(advance(r, due)).toMatchObject({
      isActive: true,
      remindTime: toIso(at('2026-11-29', '08:00', NY)),
    });
    const last = { ...r, remindTime: toIso(at('2026-11-29', '08:00', NY)) };
    expect(advance(last, Date.parse(last.remindTime))).toMatchObject({
      isActive: false,
      remindTime: last.remindTime,
    });
  });
});

describe('Embed: Repeat Pattern in words', () => {
  const translate = createTranslator();
  const custom = (locale: string): Reminder =>
    zoned('custom', at('2026-11-30', '08:00', NY), NY, {
      locale,
      recurrence: rule({ pattern: 'every_n_weeks', interval: 2, weekdays: [0, 3] }),
    });

  it("names a custom rule in the reminder's language", () => {
    expect(reminderEmbed(custom('en-US'), 0, translate).fields).toEqual([
      { name: 'Repeat Pattern', value: 'Every 2 weeks on Monday and Thursday' },
    ]);
    expect(reminderEmbed(custom('zh-TW'), 0, translate).fields).toEqual([
      { name: '重複模式', value: '每 2 週的星期一和星期四' },
    ]);
  });

  it("keeps the spec's capitalized pattern for the four values", () => {
    expect(reminderEmbed(aReminder({ repeatPattern: 'daily' }), 0, translate).fields).toEqual([
      { name: 'Repeat Pattern', value: 'Daily' },
    ]);
  });
});

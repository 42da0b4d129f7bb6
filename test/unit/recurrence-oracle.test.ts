import fc from 'fast-check';
import { DateTime } from 'luxon';
import rrulePkg, { type Options } from 'rrule';
import { describe, expect, it } from 'vitest';
import type {
  CustomRecurrence,
  EventTiming,
  Occurrence,
  RecurrencePattern,
} from '../../shared/domain/event.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import { formatDefault } from '../../shared/domain/zones.js';

/**
 * rrule as a test-only oracle for the calendar arithmetic. rrule has no real zones: it treats a
 * Date's UTC fields as the wall clock ("UTC as local"). So rrule expands the anchor's wall clock,
 * and each of its dates is read back as a wall clock in the event's zone with luxon (whose gap
 * rule, "bumped forward", is decisions.md's). In UTC the instants must match rrule exactly.
 */
const { RRule } = rrulePkg;
const weekdays = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU] as const;
const zones = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Australia/Sydney',
  'Asia/Taipei',
  'America/Santiago',
  'Pacific/Chatham',
];
const DAY = 86_400_000;
const DEPTH = 52;

type Kind =
  | 'daily'
  | 'weekly'
  | 'monthly'
  | 'every_n_days'
  | 'every_n_weeks'
  | 'weekday_of_month'
  | 'weekdays'
  | 'every_n_months';

interface Case {
  readonly kind: Kind;
  readonly zone: string;
  readonly start: number;
  readonly interval: number;
  readonly weekday: number;
  readonly position: number;
  /** For 'weekdays' (every_n_weeks with a list of days): 0 = Monday, sorted, unique. */
  readonly days: readonly number[];
}

const arbCase: fc.Arbitrary<Case> = fc
  .record({
    kind: fc.constantFrom<Kind>(
      'daily',
      'weekly',
      'monthly',
      'every_n_days',
      'every_n_weeks',
      'weekday_of_month',
      'weekdays',
      'every_n_months',
    ),
    zone: fc.constantFrom(...zones),
    year: fc.integer({ min: 2000, max: 2040 }),
    month: fc.integer({ min: 1, max: 12 }),
    // Days 29..31 are over-represented so the month-end clamp is exercised often.
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 28, max: 31 })),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    interval: fc.integer({ min: 1, max: 10 }),
    weekday: fc.integer({ min: 0, max: 6 }),
    position: fc.constantFrom(1, 2, 3, 4, 5, -1),
    days: fc
      .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
      .map((d) => d.sort((a, b) => a - b)),
  })
  .map(({ year, month, day, hour, minute, zone, ...rest }) => {
    const wall = DateTime.fromObject(
      {
        year,
        month,
        day: Math.min(day, DateTime.utc(year, month).daysInMonth ?? 28),
        hour,
        minute,
      },
      { zone },
    );
    return { ...rest, zone, start: wall.toMillis() };
  });

function timingOf(c: Case): EventTiming {
  const custom = (pattern: CustomRecurrence['pattern']): CustomRecurrence => ({
    pattern,
    interval: c.interval,
    weekday: c.weekday,
    position: c.position,
  });
  const [recurrencePattern, recurrenceData]: [RecurrencePattern, CustomRecurrence | null] =
    c.kind === 'daily' || c.kind === 'weekly' || c.kind === 'monthly'
      ? [c.kind, null]
      : c.kind === 'weekdays'
        ? ['custom', { ...custom('every_n_weeks'), weekdays: c.days }]
        : ['custom', custom(c.kind)];
  return {
    start: c.start,
    durationMinutes: 45,
    timezone: c.zone,
    recurrencePattern,
    recurrenceData,
  };
}

/** The anchor's wall clock as rrule's "UTC as local" Date. */
function localAsUtc(c: Case): Date {
  const w = DateTime.fromMillis(c.start, { zone: c.zone });
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute));
}

/** The rule rrule expands for the same case; monthly uses BYMONTHDAY=[d,-1];BYSETPOS=1, i.e. "day d, else the last day". */
function ruleOf(c: Case): InstanceType<typeof RRule> {
  const dtstart = localAsUtc(c);
  const base: Partial<Options> = { dtstart, count: DEPTH };
  switch (c.kind) {
    case 'daily':
      return new RRule({ ...base, freq: RRule.DAILY }, true);
    case 'weekly':
      return new RRule({ ...base, freq: RRule.WEEKLY }, true);
    case 'monthly':
      return new RRule(
        { ...base, freq: RRule.MONTHLY, bymonthday: [dtstart.getUTCDate(), -1], bysetpos: 1 },
        true,
      );
    case 'every_n_days':
      return new RRule({ ...base, freq: RRule.DAILY, interval: c.interval }, true);
    case 'every_n_weeks':
      return new RRule({ ...base, freq: RRule.WEEKLY, interval: c.interval }, true);
    case 'weekday_of_month':
      return new RRule(
        { ...base, freq: RRule.MONTHLY, byweekday: [weekdays[c.weekday]!.nth(c.position)] },
        true,
      );
    case 'weekdays':
      return new RRule(
        {
          ...base,
          freq: RRule.WEEKLY,
          interval: c.interval,
          wkst: RRule.MO,
          byweekday: c.days.map((d) => weekdays[d]!),
        },
        true,
      );
    case 'every_n_months':
      return new RRule(
        {
          ...base,
          freq: RRule.MONTHLY,
          interval: c.interval,
          bymonthday: [dtstart.getUTCDate(), -1],
          bysetpos: 1,
        },
        true,
      );
  }
}

/** rrule's wall clocks as they read in the zone: a time in a gap is bumped forward (luxon's rule and ours). */
function expectedWalls(c: Case): string[] {
  return ruleOf(c)
    .all()
    .map((d: Date) =>
      DateTime.fromObject(
        {
          year: d.getUTCFullYear(),
          month: d.getUTCMonth() + 1,
          day: d.getUTCDate(),
          hour: d.getUTCHours(),
          minute: d.getUTCMinutes(),
        },
        { zone: c.zone },
      ).toFormat('yyyy-MM-dd HH:mm'),
    );
}

describe('Property: recurrence against rrule', () => {
  it("daily, weekly, monthly (clamped) and the custom patterns give rrule's wall clocks in the event zone", () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const ours = occurrences(timingOf(c), c.start, Infinity, DEPTH);
        expect(ours.map((o) => formatDefault(o.start, c.zone))).toEqual(expectedWalls(c));
        for (let i = 1; i < ours.length; i++)
          expect(ours[i]!.start).toBeGreaterThan(ours[i - 1]!.start);
        for (const o of ours) expect(o.end - o.start).toBe(45 * 60_000);
      }),
      { numRuns: 250 },
    );
  });

  it("in UTC, the instants are exactly rrule's", () => {
    fc.assert(
      fc.property(
        arbCase.map((c) => ({ ...c, zone: 'UTC', start: localAsUtc(c).getTime() })),
        (c) => {
          const ours = occurrences(timingOf(c), c.start, Infinity, DEPTH).map((o) => o.start);
          expect(ours).toEqual(
            ruleOf(c)
              .all()
              .map((d: Date) => d.getTime()),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("every_n_hours gives exact instants, rrule's hourly rule on the start instant in every zone", () => {
    fc.assert(
      fc.property(arbCase, fc.integer({ min: 1, max: 48 }), (c, hours) => {
        const t: EventTiming = {
          start: c.start,
          durationMinutes: 45,
          timezone: c.zone,
          recurrencePattern: 'custom',
          recurrenceData: { pattern: 'every_n_hours', interval: hours, weekday: 0, position: 1 },
        };
        const rule = new RRule(
          { dtstart: new Date(c.start), count: DEPTH, freq: RRule.HOURLY, interval: hours },
          true,
        );
        expect(occurrences(t, c.start, Infinity, DEPTH).map((o) => o.start)).toEqual(
          rule.all().map((d: Date) => d.getTime()),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('a window anywhere after the start gives the same occurrences as expanding from the start', () => {
    const window = fc.record({
      offsetDays: fc.integer({ min: -60, max: 1500 }),
      lengthDays: fc.integer({ min: 0, max: 400 }),
      extraMs: fc.integer({ min: 0, max: DAY }),
    });
    fc.assert(
      fc.property(arbCase, window, (c, w) => {
        const t = timingOf(c);
        const from = c.start + w.offsetDays * DAY + w.extraMs;
        const to = from + w.lengthDays * DAY;
        const all = occurrences(t, c.start, to, Infinity).filter((o) => o.start >= from);
        // Joined starts: toEqual on thousands of objects would dominate the run time.
        const starts = (list: readonly Occurrence[]): string => list.map((o) => o.start).join();
        expect(starts(occurrences(t, from, to, Infinity))).toBe(starts(all));
        expect(occurrences(t, from, to)).toEqual(all.slice(0, DEPTH));
      }),
      { numRuns: 300 },
    );
  });
});

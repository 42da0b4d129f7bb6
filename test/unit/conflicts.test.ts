import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflicts, overlaps, type ScheduledEvent } from '../../shared/domain/conflicts.js';
import type {
  CustomRecurrence,
  EventTiming,
  RecurrencePattern,
} from '../../shared/domain/event.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import { formatDefault } from '../../shared/domain/zones.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-03-02T09:00:00Z'); // a Monday

function timing(
  start: number,
  durationMinutes: number,
  recurrencePattern: RecurrencePattern = 'none',
  recurrenceData: CustomRecurrence | null = null,
  timezone = 'UTC',
): EventTiming {
  return { start, durationMinutes, timezone, recurrencePattern, recurrenceData };
}

function event(id: string, t: EventTiming, status = 'scheduled'): ScheduledEvent {
  return { id, title: `Event ${id}`, status, timing: t };
}

describe('Function: overlaps', () => {
  it('is the spec test: a.start < b.end && a.end > b.start', () => {
    expect(overlaps({ start: 0, end: 10 }, { start: 5, end: 15 })).toBe(true);
    expect(overlaps({ start: 5, end: 15 }, { start: 0, end: 10 })).toBe(true);
    expect(overlaps({ start: 0, end: 10 }, { start: 2, end: 3 })).toBe(true);
  });

  it('touching events (end == start) do not conflict', () => {
    expect(overlaps({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(overlaps({ start: 10, end: 20 }, { start: 0, end: 10 })).toBe(false);
  });
});

describe('Function: findConflicts', () => {
  it('reports a one-off event overlapping a one-off candidate', () => {
    const conflicts = findConflicts({ timing: timing(T0, 60) }, [
      event('a', timing(T0 + 30 * MIN, 60)),
    ]);
    expect(conflicts).toEqual([
      { eventId: 'a', title: 'Event a', occurrence: { start: T0 + 30 * MIN, end: T0 + 90 * MIN } },
    ]);
  });

  it('touching events (end == start) do not conflict', () => {
    expect(
      findConflicts({ timing: timing(T0, 60) }, [
        event('before', timing(T0 - HOUR, 60)),
        event('after', timing(T0 + HOUR, 30)),
      ]),
    ).toEqual([]);
  });

  it('never compares an event with itself (same id), as on an edit', () => {
    expect(
      findConflicts({ id: 'evt_1', timing: timing(T0, 60) }, [event('evt_1', timing(T0, 60))]),
    ).toEqual([]);
  });

  it('compares a candidate without an id against every event', () => {
    expect(
      findConflicts({ timing: timing(T0, 60) }, [event('evt_1', timing(T0, 60))]),
    ).toHaveLength(1);
  });

  it('ignores cancelled events, but not other statuses', () => {
    const others = [
      event('x', timing(T0, 60), 'cancelled'),
      event('y', timing(T0, 60), 'completed'),
      event('z', timing(T0, 60), 'confirmed'),
    ];
    expect(findConflicts({ timing: timing(T0, 60) }, others).map((c) => c.eventId)).toEqual([
      'y',
      'z',
    ]);
  });

  it('recurring candidate vs one-off: a daily candidate meets a one-off event three days later', () => {
    const oneOff = event('dentist', timing(T0 + 3 * DAY + 15 * MIN, 30));
    expect(findConflicts({ timing: timing(T0, 60, 'daily') }, [oneOff])).toEqual([
      {
        eventId: 'dentist',
        title: 'Event dentist',
        occurrence: { start: T0 + 3 * DAY + 15 * MIN, end: T0 + 3 * DAY + 45 * MIN },
      },
    ]);
  });

  it("one-off candidate vs recurring: the weekly event's occurrence on the candidate's day is reported", () => {
    const weekly = event('standup', timing(T0 - 70 * DAY, 30, 'weekly'));
    const conflicts = findConflicts({ timing: timing(T0 + 7 * DAY - 10 * MIN, 20) }, [weekly]);
    expect(conflicts.map((c) => formatDefault(c.occurrence.start, 'UTC'))).toEqual([
      '2026-03-09 09:00',
    ]);
  });

  it('recurring vs recurring: a weekly candidate against a daily event reports one entry per overlapping occurrence', () => {
    const conflicts = findConflicts(
      { timing: timing(T0 + 7 * DAY, 60, 'weekly') },
      [event('gym', timing(T0, 60, 'daily'))],
      100,
    );
    expect(conflicts).toHaveLength(52);
    expect(formatDefault(conflicts[0]!.occurrence.start, 'UTC')).toBe('2026-03-09 09:00');
    expect(conflicts[51]!.occurrence.start - conflicts[0]!.occurrence.start).toBe(51 * 7 * DAY);
  });

  it('checks the candidate only up to the depth (52 occurrences) from its start', () => {
    const daily = timing(T0, 60, 'daily');
    expect(
      findConflicts({ timing: daily }, [event('late', timing(T0 + 51 * DAY, 60))]),
    ).toHaveLength(1);
    expect(findConflicts({ timing: daily }, [event('later', timing(T0 + 52 * DAY, 60))])).toEqual(
      [],
    );
  });

  it('does not report occurrences before the other event starts', () => {
    expect(
      findConflicts({ timing: timing(T0, 60) }, [event('future', timing(T0 + DAY, 60, 'daily'))]),
    ).toEqual([]);
  });

  it('lists an occurrence once even when it overlaps several candidate occurrences', () => {
    const long = event('retreat', timing(T0 - HOUR, 3 * 24 * 60)); // three days from 08:00 Monday
    const conflicts = findConflicts({ timing: timing(T0, 60, 'daily') }, [long]);
    expect(conflicts).toHaveLength(1);
    const longDaily = event('shift', timing(T0 - HOUR, 3 * 24 * 60, 'weekly'));
    expect(findConflicts({ timing: timing(T0, 60, 'daily') }, [longDaily], 100)).toHaveLength(8); // Mar 2 … Apr 20: weeks 0..7
  });

  it('sorts by occurrence start across events and stops at the limit (default 10)', () => {
    const others = [
      event('b', timing(T0 + 2 * DAY, 60)),
      event('a', timing(T0 + DAY, 60)),
      event('c', timing(T0, 60, 'daily')),
    ];
    const conflicts = findConflicts({ timing: timing(T0, 60, 'daily') }, others);
    expect(conflicts).toHaveLength(10);
    expect(
      conflicts
        .slice(0, 5)
        .map((c) => `${c.eventId}@${formatDefault(c.occurrence.start, 'UTC').slice(5, 10)}`),
    ).toEqual(['c@03-02', 'a@03-03', 'c@03-03', 'b@03-04', 'c@03-04']);
    expect(findConflicts({ timing: timing(T0, 60, 'daily') }, others, 2)).toHaveLength(2);
  });

  it('compares instants, so events in different zones meet at the same moment', () => {
    // 09:00 UTC on Mar 2 is 04:00 in New York and 17:00 in Taipei.
    const ny = event(
      'ny',
      timing(Date.parse('2026-03-02T09:30:00Z'), 60, 'weekly', null, 'America/New_York'),
    );
    expect(
      findConflicts({ timing: timing(T0, 60, 'none', null, 'Asia/Taipei') }, [ny]),
    ).toHaveLength(1);
  });

  it('finds nothing for a custom candidate without usable data (it has no occurrences)', () => {
    expect(
      findConflicts({ timing: timing(T0, 60, 'custom', null) }, [event('a', timing(T0, 60))]),
    ).toEqual([]);
  });

  it('checks custom patterns by their occurrences: last friday against a one-off on the last Friday', () => {
    const lastFriday: CustomRecurrence = {
      pattern: 'weekday_of_month',
      interval: 1,
      weekday: 4,
      position: -1,
    };
    const onIt = event('party', timing(Date.parse('2026-04-24T09:30:00Z'), 60));
    const offIt = event('other', timing(Date.parse('2026-04-17T09:30:00Z'), 60));
    expect(
      findConflicts({ timing: timing(T0, 60, 'custom', lastFriday) }, [onIt, offIt]).map(
        (c) => c.eventId,
      ),
    ).toEqual(['party']);
  });
});

describe('Property: findConflicts against brute force', () => {
  const arbTiming = fc
    .record({
      offsetHours: fc.integer({ min: -24 * 400, max: 24 * 60 }),
      durationMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
      pattern: fc.constantFrom<RecurrencePattern>(
        'none',
        'none',
        'daily',
        'weekly',
        'monthly',
        'yearly',
        'custom',
      ),
      interval: fc.integer({ min: 1, max: 5 }),
      zone: fc.constantFrom('UTC', 'America/New_York', 'Europe/Berlin'),
    })
    .map((t) =>
      timing(
        T0 + t.offsetHours * HOUR,
        t.durationMinutes,
        t.pattern,
        t.pattern === 'custom'
          ? { pattern: 'every_n_days', interval: t.interval, weekday: 0, position: 1 }
          : null,
        t.zone,
      ),
    );

  it("reports exactly the other events' occurrences that overlap one of the candidate's first 52", () => {
    fc.assert(
      fc.property(arbTiming, fc.array(arbTiming, { maxLength: 5 }), (candidate, timings) => {
        // A yearly candidate spans 52 years: brute force over them stays affordable in UTC only.
        const others = timings.map((t, i) =>
          event(`e${i}`, candidate.recurrencePattern === 'yearly' ? { ...t, timezone: 'UTC' } : t),
        );
        const mine = occurrences(candidate, candidate.start, Infinity);
        const last = mine.at(-1)?.end ?? candidate.start;
        const expected = others
          .flatMap((o) =>
            occurrences(o.timing, -Infinity, last, Infinity)
              .filter((x) => mine.some((m) => overlaps(m, x)))
              .map((x) => `${o.id}@${x.start}`),
          )
          .sort();
        const actual = findConflicts({ timing: candidate }, others, Infinity).map(
          (c) => `${c.eventId}@${c.occurrence.start}`,
        );
        expect([...actual].sort()).toEqual(expected);
        expect(actual.map((a) => Number(a.split('@')[1]))).toEqual(
          [...actual.map((a) => Number(a.split('@')[1]))].sort((x, y) => x - y),
        );
      }),
      { numRuns: 120 },
    );
  });
});

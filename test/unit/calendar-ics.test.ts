import { describe, expect, it } from 'vitest';
import { icsCalendar } from '../../shared/calendar/domain/ics.js';
import type { CustomRecurrence, RecurrencePattern } from '../../shared/domain/event.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import { parseCalendar } from '../support/ical-expand.js';
import { anEvent } from '../support/schedule.js';

const NOW = Date.parse('2026-01-10T00:00:00Z');
const YEAR_END = Date.parse('2027-01-31T00:00:00Z');
const zones = ['America/New_York', 'Europe/London', 'Asia/Taipei'] as const;

interface Kind {
  readonly name: string;
  readonly pattern: RecurrencePattern;
  readonly data?: CustomRecurrence;
  /** Wall clock of the first start, read in the zone. */
  readonly local: string;
}

const custom = (
  pattern: CustomRecurrence['pattern'],
  interval: number,
  weekday = 0,
  position = 1,
): CustomRecurrence => ({ pattern, interval, weekday, position });
const kinds: readonly Kind[] = [
  { name: 'none', pattern: 'none', local: '2026-03-29T01:30' },
  { name: 'daily across both DST changes', pattern: 'daily', local: '2026-02-20T08:15' },
  { name: 'weekly', pattern: 'weekly', local: '2026-01-12T18:00' },
  { name: 'monthly on the 15th', pattern: 'monthly', local: '2026-01-15T09:00' },
  {
    name: 'monthly on the 31st (last day of shorter months)',
    pattern: 'monthly',
    local: '2026-01-31T17:45',
  },
  { name: 'monthly on the 30th', pattern: 'monthly', local: '2026-01-30T07:00' },
  { name: 'yearly', pattern: 'yearly', local: '2026-03-10T12:00' },
  {
    name: 'every 3 days',
    pattern: 'custom',
    data: custom('every_n_days', 3),
    local: '2026-01-11T06:30',
  },
  {
    name: 'every 2 weeks',
    pattern: 'custom',
    data: custom('every_n_weeks', 2),
    local: '2026-01-13T10:00',
  },
  {
    name: '2nd Tuesday',
    pattern: 'custom',
    data: custom('weekday_of_month', 1, 1, 2),
    local: '2026-01-13T15:00',
  },
  {
    name: 'last Friday, starting mid-month',
    pattern: 'custom',
    data: custom('weekday_of_month', 1, 4, -1),
    local: '2026-01-14T16:30',
  },
  {
    name: '5th Thursday (skips months)',
    pattern: 'custom',
    data: custom('weekday_of_month', 1, 3, 5),
    local: '2026-01-02T20:00',
  },
];

function startIn(local: string, zone: string): number {
  // The wall clock in the zone, found by correcting a UTC guess by the zone's offset there.
  const guess = Date.parse(`${local}:00Z`);
  const offset = (ms: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(ms);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - ms;
  };
  return guess - offset(guess - offset(guess));
}

describe('the iCalendar Tock writes, read by ical.js', () => {
  for (const zone of zones) {
    for (const kind of kinds) {
      it(`${kind.name}, ${zone}: a year of occurrences matches Tock's listing`, () => {
        const event = anEvent({
          title: `${kind.name}; with, specials`,
          description: 'Line one\nLine two',
          timing: {
            start: startIn(kind.local, zone),
            durationMinutes: 45,
            timezone: zone,
            recurrencePattern: kind.pattern,
            recurrenceData: kind.data ?? null,
          },
        });
        const [parsed] = parseCalendar(icsCalendar([event], { name: 'Tock', now: NOW }));
        expect(parsed?.uid).toBe(`${event.id}@tock`);
        expect(parsed?.summary).toBe(event.title);
        expect(parsed?.description).toBe('Line one\nLine two');
        expect(parsed?.tzid).toBe(zone);
        const tock = occurrences(event.timing, NOW, YEAR_END, 10_000);
        expect(tock.length).toBeGreaterThan(0);
        expect(parsed?.expand(NOW, YEAR_END)).toEqual(tock);
      });
    }
  }

  it('writes the spec rule strings for the plain patterns and the exact rule for custom ones', () => {
    const rules = (pattern: RecurrencePattern, data: CustomRecurrence | null = null) =>
      parseCalendar(
        icsCalendar([anEvent({ timing: { recurrencePattern: pattern, recurrenceData: data } })], {
          name: 'Tock',
          now: NOW,
        }),
      )[0]?.rrule;
    expect(rules('none')).toBeNull();
    expect(rules('daily')).toBe('FREQ=DAILY');
    expect(rules('weekly')).toBe('FREQ=WEEKLY');
    expect(rules('monthly')).toBe('FREQ=MONTHLY');
    expect(rules('yearly')).toBe('FREQ=YEARLY');
    expect(rules('custom', custom('every_n_days', 3))).toBe('FREQ=DAILY;INTERVAL=3');
    expect(rules('custom', custom('every_n_weeks', 2))).toBe('FREQ=WEEKLY;INTERVAL=2');
    expect(rules('custom', custom('weekday_of_month', 1, 1, 2))).toBe('FREQ=MONTHLY;BYDAY=2TU');
    expect(rules('custom', custom('weekday_of_month', 1, 4, -1))).toBe('FREQ=MONTHLY;BYDAY=-1FR');
  });

  it('keeps February 29th yearly events on the 28th in other years, as Tock lists them', () => {
    const event = anEvent({
      timing: {
        start: Date.parse('2028-02-29T10:00:00Z'),
        timezone: 'UTC',
        recurrencePattern: 'yearly',
      },
    });
    const [parsed] = parseCalendar(icsCalendar([event], { name: 'Tock', now: NOW }));
    const to = Date.parse('2033-01-01T00:00:00Z');
    expect(parsed?.expand(0, to)).toEqual(occurrences(event.timing, 0, to));
    expect(parsed?.expand(0, to).map((o) => new Date(o.start).toISOString().slice(0, 10))).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it("a daily 02:30 through the spring-forward gap: the RFC 5545 reading (offset before the gap) is Tock's", () => {
    const event = anEvent({
      timing: {
        start: Date.parse('2026-03-01T07:30:00Z'),
        timezone: 'America/New_York',
        recurrencePattern: 'daily',
      },
    });
    const [parsed] = parseCalendar(icsCalendar([event], { name: 'Tock', now: NOW }));
    const gapDay = {
      from: Date.parse('2026-03-08T00:00:00Z'),
      to: Date.parse('2026-03-08T23:59:59Z'),
    };
    // RFC 5545 §3.3.5: a nonexistent local time is read with the offset before the gap: 02:30 EST = 07:30Z.
    expect(
      occurrences(event.timing, gapDay.from, gapDay.to).map((o) => new Date(o.start).toISOString()),
    ).toEqual(['2026-03-08T07:30:00.000Z']);
    // ical.js moves it back an hour instead (06:30Z); every other day agrees.
    const other = (list: { start: number }[]) =>
      list.filter((o) => o.start < gapDay.from || o.start > gapDay.to);
    const to = Date.parse('2026-12-31T00:00:00Z');
    expect(other(parsed?.expand(0, to) ?? [])).toEqual(
      other(occurrences(event.timing, 0, to, 10_000)),
    );
  });

  it('escapes text (title, description, location) and folds long lines without splitting a character', () => {
    const title = `${'會議；議程,第一項\\'.repeat(12)} end`;
    const description = 'Line one\nLine two; with, commas';
    const location = 'Hall 2; Floor 3, https://meet.example/a?b=c';
    const ics = icsCalendar([anEvent({ title, description, location })], {
      name: 'Tock',
      now: NOW,
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const [parsed] = parseCalendar(ics);
    expect(parsed?.summary).toBe(title);
    expect(parsed?.description).toBe(description);
    expect(parsed?.location).toBe(location);
    expect(ics).toContain('LOCATION:Hall 2\\; Floor 3\\, https://meet.example/a?b=c');
    expect(icsCalendar([anEvent()], { name: 'Tock', now: NOW })).not.toContain('LOCATION');
  });

  it('leaves out a custom event without a usable rule, which Tock does not list either', () => {
    const event = anEvent({ timing: { recurrencePattern: 'custom', recurrenceData: null } });
    expect(parseCalendar(icsCalendar([event], { name: 'Tock', now: NOW }))).toEqual([]);
  });
});

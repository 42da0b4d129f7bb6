import { describe, expect, it } from 'vitest';
import { googlePayload } from '../../shared/calendar/domain/google-event.js';
import { graphPayload } from '../../shared/calendar/domain/graph-event.js';
import { icsCalendar } from '../../shared/calendar/domain/ics.js';
import { occurrenceOn, splitAt, withoutOccurrences } from '../../shared/domain/event-exceptions.js';
import type { EventTiming } from '../../shared/domain/event.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import {
  googleEventSchema,
  graphEventSchema,
} from '../../infra/local/sandbox/providers/schemas.js';
import { parseCalendar } from '../support/ical-expand.js';
import { anEvent } from '../support/schedule.js';

/** "This occurrence" / "this and following" on a recurring event, and how calendars get them. */
const NY = 'America/New_York';
// Weekly on Thursdays at 09:00 New York, from 2026-03-05 (across the March DST change).
const weekly: EventTiming = {
  start: Date.parse('2026-03-05T14:00:00.000Z'),
  durationMinutes: 60,
  timezone: NY,
  recurrencePattern: 'weekly',
  recurrenceData: null,
};
const RANGE = [weekly.start, Date.parse('2026-04-30T00:00:00.000Z')] as const;
const starts = (t: EventTiming) => occurrences(t, ...RANGE).map((o) => o.start);
const at = (iso: string) => Date.parse(iso);

function cut(scope: 'this' | 'following', date: string): EventTiming {
  const found = occurrenceOn(weekly, date);
  if (!found.ok) throw new Error(found.error);
  const timing = withoutOccurrences(weekly, found.occurrence, scope);
  if (!timing) throw new Error('nothing left');
  return timing;
}

/** What an independent reader (ical.js) expands from the feed Tock writes for the event. */
function fromFeed(timing: EventTiming): number[] {
  const text = icsCalendar([anEvent({ timing })], { name: 'Tock', now: weekly.start });
  const [parsed] = parseCalendar(text);
  return (parsed?.expand(...RANGE) ?? []).map((o) => o.start);
}

describe('Function: withoutOccurrences', () => {
  it('this occurrence: 19 March leaves the series, the others stay (09:00 New York after DST too)', () => {
    const t = cut('this', '2026-03-19');
    expect(starts(t)).not.toContain(at('2026-03-19T13:00:00.000Z'));
    expect(starts(t)).toContain(at('2026-03-26T13:00:00.000Z'));
    expect(starts(t)).toHaveLength(starts(weekly).length - 1);
    expect(fromFeed(t)).toEqual(starts(t));
  });

  it('this and following: the series ends before 2 April', () => {
    const t = cut('following', '2026-04-02');
    expect(starts(t)).toEqual(
      ['2026-03-05T14:00', '2026-03-12T13:00', '2026-03-19T13:00', '2026-03-26T13:00'].map((s) =>
        at(`${s}:00.000Z`),
      ),
    );
    expect(fromFeed(t)).toEqual(starts(t));
  });

  it('leaves nothing when the first occurrence and all following go', () => {
    const found = occurrenceOn(weekly, '2026-03-05');
    expect(found.ok && withoutOccurrences(weekly, found.occurrence, 'following')).toBeNull();
  });
});

describe('Function: splitAt', () => {
  const split = (scope: 'this' | 'following', date: string, timing = weekly) => {
    const found = occurrenceOn(timing, date);
    if (!found.ok) throw new Error(found.error);
    return splitAt(timing, found.occurrence, scope);
  };

  it('this occurrence: the series loses 19 March, a one-off at 09:00 New York that day takes it', () => {
    const { remaining, detached } = split('this', '2026-03-19');
    expect(remaining).toEqual(cut('this', '2026-03-19'));
    expect(detached).toEqual({
      start: at('2026-03-19T13:00:00.000Z'),
      durationMinutes: 60,
      timezone: NY,
      recurrencePattern: 'none',
      recurrenceData: null,
    });
  });

  it('this and following: the old series ends before 2 April, the new one runs from it with the same rule, end and later exceptions', () => {
    const timing: EventTiming = {
      ...weekly,
      exceptions: [at('2026-03-12T14:00:00.000Z'), at('2026-04-16T13:00:00.000Z')],
      until: at('2026-04-30T00:00:00.000Z'),
    };
    const { remaining, detached } = split('following', '2026-04-02', timing);
    const old = remaining ? starts(remaining) : [];
    const next = starts(detached);
    expect(old.at(-1)).toBe(at('2026-03-26T13:00:00.000Z'));
    expect(next).toEqual(
      ['2026-04-02', '2026-04-09', '2026-04-23'].map((d) => at(`${d}T13:00:00.000Z`)),
    );
    // Together they are the series as it was: nothing lost, nothing twice.
    expect([...old, ...next]).toEqual(starts(timing));
    expect(detached.exceptions).toEqual([at('2026-04-16T13:00:00.000Z')]);
  });

  it('leaves no series when the edit takes its only remaining occurrences', () => {
    expect(split('following', '2026-03-05').remaining).toBeNull();
  });
});

describe('Function: occurrenceOn', () => {
  it('refuses a one-off, a day without an occurrence and a date it cannot read', () => {
    expect(occurrenceOn({ ...weekly, recurrencePattern: 'none' }, '2026-03-05')).toMatchObject({
      error: 'occurrence_not_recurring',
    });
    expect(occurrenceOn(weekly, '2026-03-06')).toMatchObject({
      error: 'occurrence_not_found',
      params: { date: '2026-03-06' },
    });
    expect(occurrenceOn(weekly, 'next thursday')).toMatchObject({ error: 'invalid_date_format' });
  });
});

describe('Calendar payloads with exceptions', () => {
  it('the feed carries EXDATE in the event’s zone and UNTIL in UTC', () => {
    const both = { ...cut('this', '2026-03-19'), until: at('2026-04-02T13:00:00.000Z') };
    const text = icsCalendar([anEvent({ timing: both })], { name: 'Tock', now: weekly.start });
    expect(text).toContain('EXDATE;TZID=America/New_York:20260319T090000');
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260326T130000Z');
  });

  it('Google gets the rule and the EXDATE line in `recurrence`, which its stand-in accepts', () => {
    const body = googlePayload(anEvent({ timing: cut('this', '2026-03-19') }));
    expect(body?.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY',
      'EXDATE;TZID=America/New_York:20260319T090000',
    ]);
    expect(googleEventSchema.safeParse(body).success).toBe(true);
  });

  it('Microsoft Graph gets an end date for a series ended early, which its stand-in accepts', () => {
    const body = graphPayload(anEvent({ timing: cut('following', '2026-04-02') }));
    expect(graphEventSchema(false).safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      recurrence: { range: { type: 'endDate', startDate: '2026-03-05', endDate: '2026-03-26' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { googlePayload } from '../../shared/calendar/domain/google-event.js';
import { graphPayload, windowsZone } from '../../shared/calendar/domain/graph-event.js';
import type { CustomRecurrence } from '../../shared/domain/event.js';
import {
  googleEventSchema,
  graphEventSchema,
} from '../../infra/local/sandbox/providers/schemas.js';
import { anEvent } from '../support/schedule.js';

const custom = (
  pattern: CustomRecurrence['pattern'],
  interval = 1,
  weekday = 0,
  position = 1,
): CustomRecurrence => ({ pattern, interval, weekday, position });

describe("the Google payload (the spec's)", () => {
  it('has summary, empty description, zoned start/end and one rule string', () => {
    // 2026-11-02 09:00 in New York is 14:00Z (after the fall-back change).
    const event = anEvent({
      title: 'Standup',
      timing: {
        start: Date.parse('2026-11-02T14:00:00Z'),
        durationMinutes: 30,
        timezone: 'US/Eastern',
        recurrencePattern: 'daily',
      },
    });
    expect(googlePayload(event)).toEqual({
      summary: 'Standup',
      description: '',
      location: '',
      start: { dateTime: '2026-11-02T09:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2026-11-02T09:30:00-05:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=DAILY'],
      extendedProperties: { private: { tockEventId: event.id } },
    });
  });

  it('carries the location (Google `location`, Graph `location.displayName`); none is empty text, which clears it', () => {
    const at = anEvent({ location: 'North wall, https://meet.example/x' });
    expect(googlePayload(at)?.location).toBe('North wall, https://meet.example/x');
    expect(graphPayload(at)).toMatchObject({
      location: { displayName: 'North wall, https://meet.example/x' },
    });
    expect(googlePayload(anEvent({ location: null }))?.location).toBe('');
    expect(graphPayload(anEvent({ location: null }))).toMatchObject({
      location: { displayName: '' },
    });
  });

  it("someone else's event: Maybe tentative, Going confirmed / busy, the owner named; the stand-ins' schemas accept both and refuse other values", () => {
    const theirs = anEvent({ userId: '42', description: 'Bring shoes' });
    const named = '👤 https://discord.com/users/42\n\nBring shoes';
    expect(googlePayload(theirs, 'tentative')).toMatchObject({
      status: 'tentative',
      description: named,
    });
    expect(googlePayload(theirs, 'accepted')?.status).toBe('confirmed');
    expect(graphPayload(theirs, 'tentative')).toMatchObject({
      showAs: 'tentative',
      body: { content: named },
    });
    expect(graphPayload(theirs, 'accepted')).toMatchObject({ showAs: 'busy' });
    expect(googlePayload(theirs)?.status).toBeUndefined();
    expect(graphPayload(theirs)).not.toHaveProperty('showAs');
    for (const answer of ['tentative', 'accepted'] as const) {
      expect(googleEventSchema.safeParse(googlePayload(theirs, answer)).success).toBe(true);
      expect(graphEventSchema(true).safeParse(graphPayload(theirs, answer)).success).toBe(true);
    }
    expect(googleEventSchema.safeParse({ ...googlePayload(theirs), status: 'maybe' }).success).toBe(
      false,
    );
    const graph = graphPayload(theirs) as object;
    expect(graphEventSchema(true).safeParse({ ...graph, showAs: 'maybe' }).success).toBe(false);
  });

  it('gives no recurrence for a one-off event and the exact rule for custom ones', () => {
    expect(googlePayload(anEvent())?.recurrence).toBeUndefined();
    expect(
      googlePayload(
        anEvent({
          timing: { recurrencePattern: 'custom', recurrenceData: custom('every_n_days', 3) },
        }),
      )?.recurrence,
    ).toEqual(['RRULE:FREQ=DAILY;INTERVAL=3']);
    expect(
      googlePayload(
        anEvent({
          timing: {
            recurrencePattern: 'custom',
            recurrenceData: custom('weekday_of_month', 1, 4, -1),
          },
        }),
      )?.recurrence,
    ).toEqual(['RRULE:FREQ=MONTHLY;BYDAY=-1FR']);
  });

  it('starts a weekday-of-month series on its first matching day, as Tock lists it', () => {
    // 2026-06-20 is a Saturday; the 2nd Tuesday of June 2026 is the 9th (past), so July 14th.
    const payload = googlePayload(
      anEvent({
        timing: {
          timezone: 'Asia/Taipei',
          recurrencePattern: 'custom',
          recurrenceData: custom('weekday_of_month', 1, 1, 2),
        },
      }),
    );
    expect(payload?.start).toEqual({
      dateTime: '2026-07-14T17:00:00+08:00',
      timeZone: 'Asia/Taipei',
    });
  });

  it('has nothing to push for a custom event without a usable rule', () => {
    expect(
      googlePayload(anEvent({ timing: { recurrencePattern: 'custom', recurrenceData: null } })),
    ).toBeNull();
  });
});

describe('the Microsoft Graph payload', () => {
  it('uses wall-clock times with the Windows zone and a patterned recurrence', () => {
    const event = anEvent({
      title: 'Review',
      description: 'Sprint',
      timing: {
        start: Date.parse('2026-01-30T15:00:00Z'),
        durationMinutes: 45,
        timezone: 'Europe/London',
        recurrencePattern: 'monthly',
      },
    });
    expect(graphPayload(event)).toMatchObject({
      subject: 'Review',
      body: { contentType: 'text', content: 'Sprint' },
      start: { dateTime: '2026-01-30T15:00:00', timeZone: 'GMT Standard Time' },
      end: { dateTime: '2026-01-30T15:45:00', timeZone: 'GMT Standard Time' },
      recurrence: {
        pattern: { type: 'absoluteMonthly', interval: 1, dayOfMonth: 30 },
        range: { type: 'noEnd', startDate: '2026-01-30', recurrenceTimeZone: 'GMT Standard Time' },
      },
    });
  });

  it('maps every recurrence kind', () => {
    const pattern = (p: Parameters<typeof anEvent>[0]) => {
      const body = graphPayload(anEvent(p));
      return typeof body === 'object' && body !== null ? body.recurrence?.pattern : body;
    };
    expect(pattern({})).toBeUndefined();
    expect(pattern({ timing: { recurrencePattern: 'daily' } })).toEqual({
      type: 'daily',
      interval: 1,
    });
    expect(pattern({ timing: { recurrencePattern: 'weekly' } })).toEqual({
      type: 'weekly',
      interval: 1,
      daysOfWeek: ['saturday'],
      firstDayOfWeek: 'monday',
    });
    expect(pattern({ timing: { recurrencePattern: 'yearly' } })).toEqual({
      type: 'absoluteYearly',
      interval: 1,
      dayOfMonth: 20,
      month: 6,
    });
    expect(
      pattern({
        timing: { recurrencePattern: 'custom', recurrenceData: custom('every_n_days', 3) },
      }),
    ).toEqual({ type: 'daily', interval: 3 });
    expect(
      pattern({
        timing: { recurrencePattern: 'custom', recurrenceData: custom('every_n_weeks', 2) },
      }),
    ).toEqual({ type: 'weekly', interval: 2, daysOfWeek: ['saturday'], firstDayOfWeek: 'monday' });
    expect(
      pattern({
        timing: {
          recurrencePattern: 'custom',
          recurrenceData: custom('weekday_of_month', 1, 4, -1),
        },
      }),
    ).toEqual({ type: 'relativeMonthly', interval: 1, daysOfWeek: ['friday'], index: 'last' });
  });

  it('refuses a fifth weekday, which Graph cannot express', () => {
    expect(
      graphPayload(
        anEvent({
          timing: {
            recurrencePattern: 'custom',
            recurrenceData: custom('weekday_of_month', 1, 3, 5),
          },
        }),
      ),
    ).toBe('unsupported_rule');
  });

  it('maps IANA zones to Windows names', () => {
    expect(windowsZone('Asia/Taipei')).toBe('Taipei Standard Time');
    expect(windowsZone('America/New_York')).toBe('Eastern Standard Time');
    expect(windowsZone('UTC')).toBe('UTC');
  });
});

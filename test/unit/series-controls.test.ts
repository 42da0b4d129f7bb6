import { describe, expect, it } from 'vitest';
import { toIso } from '../../shared/domain/reminder.js';
import {
  occurrenceAfter,
  pauseSeries,
  resumeSeries,
  skipNext,
} from '../../shared/domain/series-controls.js';
import {
  dmComponents,
  dmRefOf,
  pausedDmComponents,
  reminderDmComponents,
} from '../../shared/domain/reminder-dm.js';
import { createTranslator, locales } from '../../shared/i18n.js';
import { checkMessageComponents } from '../support/discord-components.js';
import { aReminder } from '../support/reminders.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A daily 08:00 series in Berlin, next on Friday 2026-03-27 (the weekend the clocks go forward). */
const daily = aReminder({
  repeatPattern: 'daily',
  zone: 'Europe/Berlin',
  anchor: '2026-03-20T07:00:00.000Z',
  remindTime: '2026-03-27T07:00:00.000Z',
  timesTriggered: 7,
});

describe('Function: pauseSeries', () => {
  it('marks a repeating reminder paused and drops a pending snooze', () => {
    const snoozed = {
      ...daily,
      remindTime: '2026-03-26T18:00:00.000Z',
      snooze: { at: '2026-03-26T18:00:00.000Z', next: daily.remindTime },
    };
    const result = pauseSeries(snoozed);
    expect(result).toMatchObject({
      ok: true,
      after: { paused: true, remindTime: daily.remindTime },
    });
    expect(result.ok && result.after?.snooze).toBeUndefined();
  });

  it('refuses a one-off, an event’s reminder and a finished one', () => {
    expect(pauseSeries(aReminder())).toMatchObject({ error: 'series_not_repeating' });
    expect(pauseSeries({ ...daily, eventId: 'evt_x' })).toMatchObject({
      error: 'edit_event_reminder',
    });
    expect(pauseSeries({ ...daily, isActive: false })).toMatchObject({
      error: 'reminder_finished',
    });
  });
});

describe('Function: resumeSeries', () => {
  it('continues from the next occurrence after now, keeping 08:00 across the DST change, with no burst of missed ones', () => {
    const paused = { ...daily, paused: true };
    // Resumed on Tuesday 31 March at noon Berlin time: Wednesday 08:00 CEST (06:00 UTC) is next.
    const now = Date.parse('2026-03-31T10:00:00.000Z');
    const result = resumeSeries(paused, now);
    expect(result).toMatchObject({ ok: true, after: { remindTime: '2026-04-01T06:00:00.000Z' } });
    expect(result.ok && result.after?.paused).toBeUndefined();
    expect(result.ok && result.after?.timesTriggered).toBe(7);
  });

  it('keeps the paused next occurrence when it is still ahead', () => {
    const now = Date.parse(daily.remindTime) - HOUR;
    expect(resumeSeries({ ...daily, paused: true }, now)).toMatchObject({
      after: { remindTime: daily.remindTime },
    });
  });

  it('finishes a series whose last day passed while paused', () => {
    const paused = { ...daily, paused: true, until: '2026-03-29T22:00:00.000Z' };
    expect(resumeSeries(paused, Date.parse('2026-04-02T00:00:00.000Z'))).toMatchObject({
      after: { isActive: false },
    });
  });

  it('changes nothing on a series that is not paused', () => {
    expect(resumeSeries(daily, Date.now())).toEqual({ ok: true, after: null });
  });
});

describe('Function: skipNext', () => {
  it('moves the next send to the occurrence after it, across the DST change', () => {
    const friday = { ...daily, remindTime: '2026-03-28T07:00:00.000Z' };
    const result = skipNext(friday);
    // Saturday 08:00 CET is skipped; Sunday 08:00 CEST is 06:00 UTC.
    expect(result).toMatchObject({
      ok: true,
      skippedMs: Date.parse('2026-03-28T07:00:00.000Z'),
      after: { remindTime: '2026-03-29T06:00:00.000Z', timesTriggered: 7 },
    });
  });

  it('skips a custom rule’s next occurrence (every Monday and Thursday)', () => {
    const r = aReminder({
      repeatPattern: 'custom',
      recurrence: {
        pattern: 'every_n_weeks',
        interval: 1,
        weekday: 0,
        position: 1,
        weekdays: [0, 3],
      },
      zone: 'UTC',
      anchor: '2026-03-02T09:00:00.000Z',
      remindTime: '2026-03-05T09:00:00.000Z',
    });
    expect(skipNext(r)).toMatchObject({ after: { remindTime: '2026-03-09T09:00:00.000Z' } });
  });

  it('keeps a pending snooze beside the series', () => {
    const snooze = { at: '2026-03-27T05:00:00.000Z', next: daily.remindTime };
    const result = skipNext({ ...daily, remindTime: snooze.at, snooze });
    expect(result).toMatchObject({
      after: {
        remindTime: snooze.at,
        snooze: { at: snooze.at, next: '2026-03-28T07:00:00.000Z' },
      },
    });
  });

  it('refuses the last occurrence and a paused series', () => {
    expect(skipNext({ ...daily, until: '2026-03-27T23:00:00.000Z' })).toMatchObject({
      error: 'skip_last',
    });
    expect(skipNext({ ...daily, paused: true })).toMatchObject({ error: 'series_paused' });
    // A press that names another occurrence than the series' next (a double click) skips nothing.
    const next = Date.parse(daily.remindTime);
    expect(skipNext(daily, next - 86_400_000)).toMatchObject({
      ok: false,
      error: 'skip_stale',
      params: { nextAt: Math.floor(next / 1000) },
    });
    expect(skipNext(daily, next)).toMatchObject({ ok: true, skippedMs: next });
  });
});

describe('Function: occurrenceAfter', () => {
  it('steps a monthly series on the same local day', () => {
    const monthly = { ...daily, repeatPattern: 'monthly' as const };
    const from = Date.parse(daily.remindTime);
    expect(toIso(occurrenceAfter(monthly, from, from + 40 * DAY) ?? 0)).toBe(
      '2026-05-27T06:00:00.000Z',
    );
  });
});

describe('Function: dmComponents (series controls)', () => {
  const translate = createTranslator();
  const ids = (rows: ReturnType<typeof reminderDmComponents>): string[] =>
    rows.flatMap((row) =>
      row.components.map((c) => ('custom_id' in c ? (c.custom_id.split(':')[0] ?? '') : '')),
    );

  it('offers Skip next and Pause on a reminder’s own series only', () => {
    expect(ids(reminderDmComponents(daily, translate))).toEqual(['rs', 'rx', 'rn', 'rp']);
    expect(ids(reminderDmComponents({ ...daily, eventId: 'evt_x' }, translate))).toEqual([
      'rs',
      'rx',
    ]);
    // The last send of a series: Done, nothing to pause.
    expect(ids(reminderDmComponents(daily, translate, false))).toEqual(['rs', 'rd']);
  });

  it('fits Discord’s component limits in every catalog language, with a 20-digit owner id', () => {
    for (const locale of locales) {
      const ref = { ...dmRefOf(daily), owner: '12345678901234567890', key: 'z1234567' };
      expect(checkMessageComponents(dmComponents(ref, locale, translate)), locale).toEqual([]);
      expect(checkMessageComponents(pausedDmComponents(ref, locale, translate)), locale).toEqual(
        [],
      );
    }
  });
});

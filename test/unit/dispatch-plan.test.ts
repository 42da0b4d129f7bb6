import { describe, expect, it } from 'vitest';
import {
  advance,
  deliveryNonce,
  nextOccurrence,
  ON_TIME_TOLERANCE_MS,
  processingTime,
  reminderEmbed,
} from '../../shared/domain/dispatch-plan.js';
import { createTranslator } from '../../shared/i18n.js';
import { aReminder } from '../support/reminders.js';

const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

const reminder = aReminder;

describe('Function: nextOccurrence', () => {
  it.each([
    ['daily', '2025-03-10T09:00:00.000Z', '2025-03-11T09:00:00.000Z'],
    ['weekly', '2025-03-10T09:00:00.000Z', '2025-03-17T09:00:00.000Z'],
    ['monthly', '2025-03-10T09:00:00.000Z', '2025-04-10T09:00:00.000Z'],
    ['monthly', '2025-01-31T23:30:15.250Z', '2025-02-28T23:30:15.250Z'],
    ['monthly', '2024-01-31T08:00:00.000Z', '2024-02-28T08:00:00.000Z'],
    ['monthly', '2024-01-29T08:00:00.000Z', '2024-02-29T08:00:00.000Z'],
    ['monthly', '2023-01-29T08:00:00.000Z', '2023-02-28T08:00:00.000Z'],
    ['monthly', '2025-03-31T12:00:00.000Z', '2025-04-28T12:00:00.000Z'],
    ['monthly', '2025-12-15T07:45:00.000Z', '2026-01-15T07:45:00.000Z'],
    ['monthly', '2025-12-31T07:45:00.000Z', '2026-01-31T07:45:00.000Z'],
    ['none', '2025-03-10T09:00:00.000Z', '2025-03-11T09:00:00.000Z'],
    ['yearly', '2025-03-10T09:00:00.000Z', '2025-03-11T09:00:00.000Z'],
  ])('%s from %s is %s', (pattern, from, expected) => {
    expect(iso(nextOccurrence(pattern, at(from)))).toBe(expected);
  });

  it('keeps UTC wall-clock time across a DST change elsewhere (daily is exactly 24 h)', () => {
    expect(iso(nextOccurrence('daily', at('2025-03-30T00:30:00.000Z')))).toBe(
      '2025-03-31T00:30:00.000Z',
    );
  });
});

describe('Function: processingTime', () => {
  const due = at('2025-03-10T09:00:00.000Z');

  it('is the due second when the send is on time or slightly late', () => {
    expect(processingTime(due, due + 12)).toBe(due);
    expect(processingTime(due, due + ON_TIME_TOLERANCE_MS)).toBe(due);
  });

  it('is the actual time after an outage, so missed occurrences are not replayed', () => {
    expect(processingTime(due, due + 3 * 86_400_000)).toBe(due + 3 * 86_400_000);
  });
});

describe('Function: advance', () => {
  const now = at('2025-03-10T09:00:00.000Z');

  it('makes a non-repeating reminder inactive and counts the send', () => {
    expect(advance(reminder(), now)).toEqual({
      timesTriggered: 1,
      isActive: false,
      remindTime: '2025-03-10T09:00:00.000Z',
    });
  });

  it('re-arms a repeating reminder without max_triggers to the next occurrence', () => {
    expect(advance(reminder({ repeatPattern: 'weekly', timesTriggered: 4 }), now)).toEqual({
      timesTriggered: 5,
      isActive: true,
      remindTime: '2025-03-17T09:00:00.000Z',
    });
  });

  it('re-arms a repeating reminder while the new count is below max_triggers', () => {
    expect(
      advance(reminder({ repeatPattern: 'daily', timesTriggered: 1, maxTriggers: 3 }), now),
    ).toEqual({
      timesTriggered: 2,
      isActive: true,
      remindTime: '2025-03-11T09:00:00.000Z',
    });
  });

  it('finishes a repeating reminder once the new count reaches max_triggers', () => {
    expect(
      advance(reminder({ repeatPattern: 'daily', timesTriggered: 2, maxTriggers: 3 }), now),
    ).toEqual({
      timesTriggered: 3,
      isActive: false,
      remindTime: '2025-03-10T09:00:00.000Z',
    });
    expect(advance(reminder({ repeatPattern: 'monthly', maxTriggers: 1 }), now).isActive).toBe(
      false,
    );
  });
});

describe('Function: deliveryNonce', () => {
  it('is the id and the count before this send, within 25 characters', () => {
    expect(deliveryNonce(reminder({ timesTriggered: 7 }))).toBe('rem_abcdefghijkl:7');
    expect(
      deliveryNonce(reminder({ id: `rem_${'x'.repeat(30)}`, timesTriggered: 12 })).length,
    ).toBe(25);
  });
});

describe('Function: reminderEmbed', () => {
  const t = createTranslator();
  const now = at('2025-03-10T09:00:00.123Z');

  it('has only title, message, colour, timestamp and footer for a first one-off send', () => {
    expect(reminderEmbed(reminder(), now, t)).toEqual({
      title: '🔔 Reminder',
      description: 'Stretch your legs',
      color: 0x00ff00,
      timestamp: '2025-03-10T09:00:00.123Z',
      footer: { text: 'Reminder ID: rem_abcdefghijkl' },
    });
  });

  it('adds Repeat Pattern (capitalised) and Times Triggered (count before this send) when they apply', () => {
    expect(reminderEmbed(reminder({ repeatPattern: 'daily', timesTriggered: 3 }), now, t)).toEqual({
      title: '🔔 Reminder',
      description: 'Stretch your legs',
      color: 0x00ff00,
      timestamp: '2025-03-10T09:00:00.123Z',
      fields: [
        { name: 'Repeat Pattern', value: 'Daily' },
        { name: 'Times Triggered', value: '3' },
      ],
      footer: { text: 'Reminder ID: rem_abcdefghijkl' },
    });
  });

  it('shows Repeat Pattern without Times Triggered on the first send of a repeating reminder', () => {
    expect(reminderEmbed(reminder({ repeatPattern: 'monthly' }), now, t).fields).toEqual([
      { name: 'Repeat Pattern', value: 'Monthly' },
    ]);
  });

  it('shows no Times Triggered for a one-off reminder coming back from a snooze', () => {
    // Sent once, snoozed, sent again: a count of one thing happening once says nothing.
    const snoozedOneOff = reminderEmbed(reminder({ timesTriggered: 1 }), now, t);
    expect(snoozedOneOff.fields).toBeUndefined();
    expect(JSON.stringify(snoozedOneOff)).not.toContain('Times Triggered');
  });

  it('is written in the locale stored on the reminder (zh-TW)', () => {
    expect(
      reminderEmbed(
        reminder({ locale: 'zh-TW', repeatPattern: 'weekly', timesTriggered: 2 }),
        now,
        t,
      ),
    ).toEqual({
      title: '🔔 提醒',
      description: 'Stretch your legs',
      color: 0x00ff00,
      timestamp: '2025-03-10T09:00:00.123Z',
      fields: [
        { name: '重複模式', value: '每星期一' },
        { name: '已發送次數', value: '2' },
      ],
      footer: { text: '提醒 ID：rem_abcdefghijkl' },
    });
  });

  it('falls back to en-US for a locale without a catalog', () => {
    expect(reminderEmbed(reminder({ locale: 'sv-SE' }), now, t).title).toBe('🔔 Reminder');
  });
});

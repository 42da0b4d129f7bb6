import { describe, expect, it } from 'vitest';
import { withoutFields, type Reminder } from '../../shared/domain/reminder.js';
import { aReminder } from '../support/reminders.js';
import { movedToZone, sameWallClock } from '../../shared/domain/zone-move.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');

const base: Reminder = aReminder({
  remindTime: '2026-03-10T09:00:00.000Z',
  createdTime: '2026-03-01T12:00:00.000Z',
  zone: 'UTC',
});

describe('Moving a reminder to a new zone keeps its wall clock', () => {
  it('09:00 UTC becomes 09:00 in New York, on either side of its DST change', () => {
    expect(movedToZone(base, 'UTC', 'America/New_York', NOW)).toMatchObject({
      remindTime: '2026-03-10T13:00:00.000Z', // 09:00 EDT (DST began on 8 March)
      zone: 'America/New_York',
    });
    const winter = { ...base, remindTime: '2026-03-05T09:00:00.000Z' };
    expect(movedToZone(winter, 'UTC', 'America/New_York', NOW)?.remindTime).toBe(
      '2026-03-05T14:00:00.000Z',
    );
  });

  it('moves a series’ anchor and end with it', () => {
    const daily = {
      ...base,
      repeatPattern: 'daily' as const,
      anchor: '2026-03-02T07:30:00.000Z',
      until: '2026-04-01T00:00:00.000Z',
    };
    expect(movedToZone(daily, 'UTC', 'Asia/Tokyo', NOW)).toMatchObject({
      remindTime: '2026-03-10T00:00:00.000Z',
      anchor: '2026-03-01T22:30:00.000Z',
      until: '2026-03-31T15:00:00.000Z',
    });
  });

  it('leaves relative times, other zones, event reminders, snoozed, finished and would-be-past reminders', () => {
    expect(movedToZone({ ...base, zoneFree: true }, 'UTC', 'Asia/Tokyo', NOW)).toBeNull();
    expect(movedToZone({ ...base, zone: 'Europe/Paris' }, 'UTC', 'Asia/Tokyo', NOW)).toBeNull();
    expect(movedToZone({ ...base, eventId: 'evt_x' }, 'UTC', 'Asia/Tokyo', NOW)).toBeNull();
    expect(
      movedToZone(
        { ...base, snooze: { at: base.remindTime, next: null } },
        'UTC',
        'Asia/Tokyo',
        NOW,
      ),
    ).toBeNull();
    expect(movedToZone({ ...base, isActive: false }, 'UTC', 'Asia/Tokyo', NOW)).toBeNull();
    // 13:00 UTC today is 13:00 in Tokyo = 04:00 UTC, already past at noon UTC.
    const today = { ...base, remindTime: '2026-03-01T13:00:00.000Z' };
    expect(movedToZone(today, 'UTC', 'Asia/Tokyo', NOW)).toBeNull();
  });

  it('reads a reminder stored before zones were as UTC', () => {
    const legacy = withoutFields(base, 'zone');
    expect(movedToZone(legacy, 'UTC', 'Asia/Tokyo', NOW)?.zone).toBe('Asia/Tokyo');
  });

  it('sameWallClock: the instant showing the same clock in the other zone', () => {
    expect(sameWallClock(Date.parse('2026-07-01T09:00:00Z'), 'UTC', 'Europe/London')).toBe(
      Date.parse('2026-07-01T08:00:00Z'),
    );
  });
});

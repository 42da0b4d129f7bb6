import type { Reminder } from '../../shared/domain/reminder.js';

/** A new, active, one-off reminder; tests override what they are about. */
export function aReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 'rem_abcdefghijkl',
    userId: '100',
    message: 'Stretch your legs',
    remindTime: '2025-03-10T09:00:00.000Z',
    createdTime: '2025-03-01T08:00:00.000Z',
    repeatPattern: 'none',
    isActive: true,
    timesTriggered: 0,
    maxTriggers: null,
    locale: 'en-US',
    version: 1,
    attempts: 0,
    ...overrides,
  };
}

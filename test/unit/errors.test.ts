import { describe, expect, it } from 'vitest';
import { classifyReminderError, classifyScheduleError } from '../../shared/domain/errors.js';

describe('Function: classifyReminderError', () => {
  it.each([
    ['Time is in the PAST', 'time_in_past'],
    ['must not be before now', 'time_in_past'],
    ['bad format', 'invalid_time_format'],
    ['could not parse', 'invalid_time_format'],
    ['too far ahead', 'time_too_far'],
    ['more than a year', 'time_too_far'],
    ['message length exceeded', 'reminder_too_long'],
    ['too long', 'reminder_too_long'],
    ['Not Found', 'reminder_not_found'],
    ['no permission', 'reminder_not_found'],
    ['something odd', 'invalid_time_format'],
  ] as const)('classifies "%s" as %s', (text, key) => {
    expect(classifyReminderError(text)).toBe(key);
  });

  it('tests in the spec\'s order: "past" wins over "format"', () => {
    expect(classifyReminderError('format of a past time')).toBe('time_in_past');
    expect(classifyReminderError('parse error: year out of range')).toBe('invalid_time_format');
  });
});

describe('Function: classifyScheduleError', () => {
  it.each([
    ['Event not found', 'event_not_found'],
    ['no such event', 'event_not_found'],
    ['bad date format', 'invalid_date_format'],
    ['bad time format', 'invalid_time_format'],
    ['date is in the past', 'date_in_past'],
    ['starts before now', 'date_in_past'],
    ['duration must be positive', 'duration_invalid'],
    ['invalid value', 'duration_invalid'],
    ['unknown timezone', 'timezone_invalid'],
    ['bad recurrence', 'recurrence_invalid'],
    ['permission missing', 'permission_denied'],
    ['access denied', 'permission_denied'],
    ['overlap detected', 'overlapping_events'],
    ['connection reset', 'database_error'],
  ] as const)('classifies "%s" as %s', (text, key) => {
    expect(classifyScheduleError(text)).toBe(key);
  });

  it('needs both "date" and "format" for invalid_date_format', () => {
    expect(classifyScheduleError('date and time format')).toBe('invalid_date_format');
    expect(classifyScheduleError('the date is odd')).toBe('database_error');
  });
});

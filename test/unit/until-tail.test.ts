import { describe, expect, it } from 'vitest';
import { readReminderTime } from '../../shared/domain/reminder-time.js';
import { untilTail } from '../../shared/domain/until-tail.js';
import { createTranslator } from '../../shared/i18n.js';
import { timeChoices } from '../../shared/interactions/time-preview.js';

// Friday 2026-11-27 13:00 UTC.
const now = Date.parse('2026-11-27T13:00:00Z');
const none = (): string[] => [];

describe('Function: untilTail ("… until <date>" inside a repeating time)', () => {
  it.each([
    ['en-US', 'America/New_York', 'every day at 9am until friday', 'every day at 9am', 'friday'],
    ['en-US', 'America/New_York', 'every monday until march 3', 'every monday', 'march 3'],
    [
      'en-GB',
      'Europe/London',
      'every weekday at 8am till end of march',
      'every weekday at 8am',
      'end of march',
    ],
    ['de', 'Europe/Berlin', 'jeden Tag um 9 Uhr bis Freitag', 'jeden Tag um 9 Uhr', 'Freitag'],
    ['de', 'Europe/Berlin', 'jeden Montag bis 3. März', 'jeden Montag', '3. März'],
    ['fr', 'Europe/Paris', "tous les jours à 9h jusqu'au 3 mars", 'tous les jours à 9h', '3 mars'],
    ['ja', 'Asia/Tokyo', '毎日9時 金曜日まで', '毎日9時', '金曜日'],
    ['ja', 'Asia/Tokyo', '金曜日まで毎日9時', '毎日9時', '金曜日'],
    // English reads in every locale.
    ['ja', 'Asia/Tokyo', 'every day at 9am until friday', 'every day at 9am', 'friday'],
  ])('%s: %s', (locale, zone, text, head, until) => {
    expect(untilTail(text, { now, zone, locale })).toEqual({ head, until });
  });

  it('splits only a repeating time: a one-off or a text without the word stays whole', () => {
    const ctx = { now, zone: 'UTC', locale: 'en-US' };
    expect(untilTail('every day at 9am', ctx)).toBeUndefined();
    expect(untilTail('tomorrow until friday', ctx)).toBeUndefined();
    expect(untilTail('every day at 9am untilfriday', ctx)).toBeUndefined();
  });

  it('readReminderTime gives the repetition and the end date for until, and asks with the whole text', () => {
    const ctx = { now, zone: 'America/New_York', locale: 'en-US' };
    const read = readReminderTime('every day at 9am until friday', ctx);
    expect(read.ok && [read.read.repeat, read.until]).toEqual(['daily', 'friday']);
    const ask = readReminderTime('every day at 3:30 until friday', ctx);
    expect(ask).toMatchObject({
      ok: false,
      error: 'time_ambiguous',
      params: { typed: 'every day at 3:30 until friday' },
    });
    // The press: the reading picked stands for the repetition; the end date is read again.
    const picked = !ask.ok ? ask.readings?.[1] : undefined;
    const pressed = readReminderTime('every day at 3:30 until friday', ctx, picked);
    expect(pressed.ok && [pressed.read, pressed.until]).toEqual([picked, 'friday']);
  });

  it('the preview shows the repetition and its last day', () => {
    const ctx = { now, zone: 'America/New_York', locale: 'en-US' };
    const [first] = timeChoices('every day at 9am until friday', ctx, createTranslator(), none);
    expect(first).toEqual({
      name: 'Daily at 09:00 America/New_York, from Fri, Nov 27 · Last day: Fri, Dec 4.',
      value: 'every day at 9am until friday',
    });
  });
});

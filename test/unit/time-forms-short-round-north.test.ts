import { describe, expect, it } from 'vitest';
import { askedLocal as asked, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, families finished after the ninth round (German, Dutch, Polish, Russian, Ukrainian,
 * Turkish). Reference Thursday 5 March 2026, 10:00 on the caller's clock in the locale's zone,
 * unless a case names another.
 */

describe('Forms: the weekday after the next one, and a weekday a week on', () => {
  it.each([
    ['de', 'übernächsten Montag', '2026-03-16 09:00'],
    ['de', 'übernächste Woche Montag', '2026-03-16 09:00'],
    ['de', 'Montag übernächste Woche', '2026-03-16 09:00'],
    ['de', 'übernächste Woche Freitag', '2026-03-20 09:00'],
    ['de', 'übernächsten Donnerstag', '2026-03-19 09:00'],
    ['de', 'übernächsten Montag um 15 Uhr', '2026-03-16 15:00'],
    ['de', 'uebernaechsten Montag', '2026-03-16 09:00'],
    ['de', 'übernächste Woche', '2026-03-19 10:00'],
    ['nl', 'overmorgen', '2026-03-07 10:00'],
    ['nl', 'overmorgen om 9', '2026-03-07 09:00'],
    ['nl', 'volgende week maandag', '2026-03-09 09:00'],
    ['pl', 'w poniedziałek za tydzień', '2026-03-16 09:00'],
    ['ru', 'в понедельник через неделю', '2026-03-16 09:00'],
    ['uk', 'у понеділок через тиждень', '2026-03-16 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Said on a Sunday: next week starts tomorrow where weeks start on Monday.
    ['nl', 'volgende week maandag', '2026-03-08 10:00', '2026-03-09 09:00'],
    ['de', 'übernächste Woche Montag', '2026-03-08 10:00', '2026-03-16 09:00'],
    // Said on that weekday: the weekday after today, a week later (the documented rule).
    ['pl', 'w poniedziałek za tydzień', '2026-03-09 10:00', '2026-03-23 09:00'],
    ['ru', 'в понедельник через неделю', '2026-03-09 10:00', '2026-03-23 09:00'],
    ['de', 'übernächsten Montag', '2026-03-09 10:00', '2026-03-23 09:00'],
  ] as const)('%s "%s" said at %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it.each([
    // Where 'nächsten Freitag' asks (tomorrow's, or next week's), the one after it asks too.
    ['de', 'übernächsten Freitag', ['2026-03-13 09:00', '2026-03-20 09:00']],
    ['de', 'übernächsten Sonntag', ['2026-03-15 09:00', '2026-03-22 09:00']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    ['de', 'übernächstes Wochenende'],
    ['de', 'übernächsten'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

import { describe, expect, it } from 'vitest';
import { readReminderTime } from '../../shared/domain/reminder-time.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { installTimeVocabularies } from '../../shared/time-vocabularies.js';

installTimeVocabularies();

/**
 * One rule for a clock without am/pm (docs/decisions.md, "One rule for a clock without am/pm"):
 * in a locale whose clock has 12 hours (en-US, es-419, ko, zh-TW, by CLDR), 'at 5' and '5:30'
 * alike have a morning and an afternoon reading, and both are offered; a time of day, am/pm, a
 * 24-hour hour, a zero-padded hour or an ISO date settles it. Elsewhere nothing changes.
 */
const NOW = Date.parse('2026-03-05T15:00:00Z'); // Thursday 10:00 in New York
const at = (text: string, locale: string, zone = 'America/New_York') =>
  parseTimeExpression(text, { now: NOW, zone, locale });
const local = (text: string, locale: string, zone = 'America/New_York'): string => {
  const r = at(text, locale, zone);
  if (!r.ok) return r.error;
  return new Date(r.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16);
};

describe('Rule: a clock without am/pm in a 12-hour locale', () => {
  it.each([
    ['en-US', 'at 5', ['at 5am', 'at 5pm']],
    ['en-US', '5:30', ['5:30am', '5:30pm']],
    ['en-US', 'tomorrow at 9', ['tomorrow at 9am', 'tomorrow at 9pm']],
    ['en-US', "friday at 6 o'clock", ['friday at 6am', 'friday at 6pm']],
    ['en-US', 'every day at 7:15', ['every day at 7:15am', 'every day at 7:15pm']],
    ['es-419', 'mañana a las 5', ['mañana a las 5am', 'mañana a las 5pm']],
    ['ko', '내일 3시', ['내일 3am', '내일 3pm']],
    ['zh-TW', '8點', ['8am', '8pm']],
  ] as const)('%s "%s" asks between %j', (locale, text, readings) => {
    const r = at(text, locale);
    expect(r).toMatchObject({ ok: false, error: 'time_ambiguous', suggestions: readings });
    // Every reading offered reads back in the same locale, to the instant the prompt's button creates.
    const offered = r.ok ? [] : (r.readings ?? []).map((o) => o.time);
    expect(offered).toHaveLength(2);
    expect(readings.map((s) => at(s, locale)).map((o) => (o.ok ? o.time : o.error))).toEqual(
      offered,
    );
  });

  it.each([
    ['en-US', 'at 5pm', '2026-03-05 17:00'],
    ['en-US', '5:30 in the morning', '2026-03-06 05:30'],
    ['en-US', 'tonight at 9', '2026-03-05 21:00'],
    ['en-US', '17:30', '2026-03-05 17:30'],
    ['en-US', '05:30', '2026-03-06 05:30'],
    ['en-US', 'at 12', '2026-03-05 12:00'],
    ['en-US', '2026-03-20 9:30', '2026-03-20 09:30'],
    ['es-419', 'a las 5 de la tarde', '2026-03-05 17:00'],
    ['ko', '내일 오후 3시', '2026-03-06 15:00'],
  ] as const)('%s "%s" is settled: %s', (locale, text, want) => {
    expect(local(text, locale)).toBe(want);
  });

  it.each([
    ['en-GB', 'at 5', '2026-03-05 17:00', 'Europe/London'],
    ['en-GB', '5:30', '2026-03-06 05:30', 'Europe/London'],
    ['de', 'um 5', '2026-03-05 17:00', 'Europe/Berlin'],
    ['de', 'morgen um 9:30', '2026-03-06 09:30', 'Europe/Berlin'],
    ['es-ES', 'mañana a las 5', '2026-03-06 17:00', 'Europe/Madrid'],
  ] as const)('a 24-hour locale keeps one reading: %s "%s" is %s', (locale, text, want, zone) => {
    expect(local(text, locale, zone)).toBe(want);
  });

  it('is the same rule where /remind, /edit_reminder and a custom snooze read a time', () => {
    const read = readReminderTime('at 5:30', {
      now: NOW,
      zone: 'America/New_York',
      locale: 'en-US',
    });
    expect(read).toMatchObject({
      ok: false,
      error: 'time_ambiguous',
      params: { examples: ['at 5:30am', 'at 5:30pm'] },
    });
  });
});

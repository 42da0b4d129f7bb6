import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { askedLocal, instantAt, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, eleventh round (en, en-GB): the families the cross product of day and clock forms
 * (bench/corpus/compose/en.ts, en-GB.ts) found refused, read at Thursday 5 March 2026, 10:00 on
 * the caller's clock (New York for en-US, London for en-GB), and what stays refused.
 */

const BOTH = ['en-US', 'en-GB'] as const;
const each = (rows: readonly (readonly [string, string])[]) =>
  BOTH.flatMap((locale) => rows.map(([text, want]) => [locale, text, want] as const));

/** The reading in a bare language tag (`en`, the corpus's English) at the same local reference in `zone`. */
function readIn(locale: string, zone: string, text: string): string {
  const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
  if (!r.ok) return r.error;
  return new Date(r.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16);
}

describe('Holidays in a language tag without a region (`en`): its likely region’s table', () => {
  it.each([
    ['christmas eve at 6pm', '2026-12-24 18:00'],
    ['6:30pm on christmas eve', '2026-12-24 18:30'],
    ["new year's eve at 9pm", '2026-12-31 21:00'],
    ['thanksgiving at noon', '2026-11-26 12:00'],
    ['halloween', '2026-10-31 09:00'],
  ])('en "%s" is %s (the United States’ days)', (text, want) => {
    // No locales/holidays/en.json: `en` read none of them.
    expect(readIn('en', 'America/New_York', text)).toBe(want);
  });

  it('a tag Intl gives no region keeps no table', () => {
    expect(readIn('xx', 'UTC', 'christmas eve at 6pm')).toBe('invalid_time_format');
  });
});

describe('noon or midday before a day: the number is the day, not the hour after noon', () => {
  it.each(
    each([
      ['noon 1st April', '2026-04-01 12:00'],
      ['midday 2nd April', '2026-04-02 12:00'],
      ['noon 12th March', '2026-03-12 12:00'],
      ['noon 2 days from now', '2026-03-07 12:00'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    // 'noon 1st' was 13:00 and a day left over: refused.
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'noon 3/20', '2026-03-20 12:00'],
    ['en-US', 'noon 3-20', '2026-03-20 12:00'],
    ['en-GB', 'noon 20/03', '2026-03-20 12:00'],
    // The hour after noon stays one: 'öğlen 1'de' (13:00).
    ['tr', "yarın öğlen 1'de", '2026-03-06 13:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('A dotted clock before a date (en-GB: `18.30 20 March`)', () => {
  it.each([
    ['18.30 20 March', '2026-03-20 18:30'],
    ['18.30 20th March', '2026-03-20 18:30'],
    ['18.30 20/03', '2026-03-20 18:30'],
    ['18.30 20/03/2026', '2026-03-20 18:30'],
    ['18.30 20.03.2026', '2026-03-20 18:30'],
    ['18.30 2026-03-20', '2026-03-20 18:30'],
  ])('en-GB "%s" is %s', (text, want) => {
    // A number after '18.30' made it a decimal: refused.
    expect(readLocal('en-GB', text)).toBe(want);
  });

  it.each(['18.30 20', '18.30 2'])('en-GB "%s" stays refused (20 what?)', (text) => {
    expect(readLocal('en-GB', text)).toBe('invalid_time_format');
  });
});

describe('A clock with its time of day before a holiday', () => {
  it.each([
    ['7 in the evening on Boxing Day', '2026-12-26 19:00'],
    ['half six in the evening Boxing Day', '2026-12-26 18:30'],
    ['at 7 in the evening on christmas eve', '2026-12-24 19:00'],
    ['10 at night on new years eve', '2026-12-31 22:00'],
  ])('en-GB "%s" is %s', (text, want) => {
    // Refused as 'the evening of christmas' is.
    expect(readLocal('en-GB', text)).toBe(want);
  });

  it.each([
    ['en-GB', 'in the evening boxing day'],
    ['en-GB', 'the evening of christmas'],
    ['en-GB', '7pm the evening of christmas'],
    ['fr', 'à 20h le soir de noël'],
    ['fr', 'le soir de noël'],
  ] as const)('%s "%s" stays refused (the evening of the day, or of its eve?)', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('`-ish` glued to am/pm', () => {
  it.each(
    each([
      ['3pmish', '2026-03-05 15:00'],
      ['tomorrow 3pmish', '2026-03-06 15:00'],
      ['9amish friday', '2026-03-06 09:00'],
      ['christmas eve, 3pmish', '2026-12-24 15:00'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('A bare hour before a weekday and its time of day', () => {
  it.each(
    each([
      ['7 friday evening', '2026-03-06 19:00'],
      ['7 on friday evening', '2026-03-06 19:00'],
      ['seven next tuesday evening', '2026-03-10 19:00'],
      ['9 on saturday morning', '2026-03-07 09:00'],
      ['7 this friday evening', '2026-03-06 19:00'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    // Refused: only a day word ('7 tomorrow evening') let the time of day settle the hour.
    expect(readLocal(locale, text)).toBe(want);
  });

  it('en-US "7 on friday" (no time of day) still asks or refuses, never guesses', () => {
    expect(readLocal('en-US', '7 on friday')).toBe('invalid_time_format');
  });
});

describe('A holiday after "the" (en-GB bank holidays)', () => {
  it.each([
    ['the spring bank holiday at 10am', '2026-05-25 10:00'],
    ['on the early may bank holiday', '2026-05-04 09:00'],
    ['the early May bank holiday at 10am', '2026-05-04 10:00'],
    ['the day after christmas at 5pm', '2026-12-26 17:00'],
  ])('en-GB "%s" is %s', (text, want) => {
    // 'the' before a holiday's name was refused.
    expect(readLocal('en-GB', text)).toBe(want);
  });

  it('en-GB "bank holiday monday" stays refused (which one?)', () => {
    expect(readLocal('en-GB', 'bank holiday monday')).toBe('invalid_time_format');
  });
});

describe('A day, month name and year joined by hyphens (`20-Mar-2026`)', () => {
  it.each(
    each([
      ['20-Mar-2026 3pm', '2026-03-20 15:00'],
      ['20-Mar-2026', '2026-03-20 09:00'],
      ['Mar-20-2026 at 3pm', '2026-03-20 15:00'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    // The year after a hyphen was refused ('20-Mar' alone was read).
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each(
    each([
      ['20-Mar-2025', 'time_in_past'],
      ['20 mar - 2026', 'invalid_time_format'],
    ]),
  )('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('A clock in words with a hyphen (`nine-thirty`)', () => {
  it.each(
    each([
      ['tomorrow at nine-thirty am', '2026-03-06 09:30'],
      ['tomorrow at six-fifteen pm', '2026-03-06 18:15'],
      ['tomorrow at seven-forty-five pm', '2026-03-06 19:45'],
      ['nine-thirty tomorrow morning', '2026-03-06 09:30'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    // The hyphen cut the hour word from its minutes: refused.
    expect(readLocal(locale, text)).toBe(want);
  });

  it('without its half of the day it asks, as `nine thirty` does', () => {
    expect(askedLocal('en-GB', 'tomorrow at nine-thirty')).toEqual([
      '2026-03-06 09:30',
      '2026-03-06 21:30',
    ]);
  });
});

describe('Bonfire night and the weekend (en-GB)', () => {
  it.each([
    ['bonfire night at 7pm', '2026-11-05 19:00'],
    ['7pm on bonfire night', '2026-11-05 19:00'],
    ['guy fawkes night at 8pm', '2026-11-05 20:00'],
    // 'at the weekend' is British for this weekend.
    ['at the weekend', '2026-03-07 09:00'],
    ['at the weekend at 10am', '2026-03-07 10:00'],
  ])('en-GB "%s" is %s', (text, want) => {
    expect(readLocal('en-GB', text)).toBe(want);
  });
});

describe('Asked, as before (settled)', () => {
  it('en-GB "tomorrow at half six": a spoken clock, morning or evening', () => {
    expect(askedLocal('en-GB', 'tomorrow at half six')).toEqual([
      '2026-03-06 06:30',
      '2026-03-06 18:30',
    ]);
  });

  it('en-GB "tomorrow at half six in the evening" is one reading', () => {
    expect(readLocal('en-GB', 'tomorrow at half six in the evening')).toBe('2026-03-06 18:30');
  });
});

describe('A leading "remind me" (the whole sentence pasted into the time field)', () => {
  it.each(
    each([
      ['Remind me in 1 hour', '2026-03-05 11:00'],
      ['remind me tomorrow at 9am', '2026-03-06 09:00'],
      ['remind me at 5pm', '2026-03-05 17:00'],
      ['please remind me on friday at 9am', '2026-03-06 09:00'],
      ['remind us in 10 minutes', '2026-03-05 10:10'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    // Refused before: 'remind' and 'me' were unknown words.
    expect(readLocal(locale, text)).toBe(want);
  });

  it('a recurrence after it keeps its rule', () => {
    const r = parseTimeExpression('remind me every day at 9am', {
      now: instantAt('2026-03-05 10:00', 'America/New_York'),
      zone: 'America/New_York',
      locale: 'en-US',
    });
    expect(r).toMatchObject({ ok: true, repeat: 'daily' });
    expect(readLocal('en-US', 'remind me every day at 9am')).toBe('2026-03-06 09:00');
  });

  it('English is read in every language, the request too', () => {
    expect(readLocal('de', 'remind me in 1 hour')).toBe('2026-03-05 11:00');
  });

  it.each(
    each([
      // Only where it opens the expression, and never with the task in it.
      ['remind me', 'invalid_time_format'],
      ['tomorrow remind me at 5pm', 'invalid_time_format'],
      ['in 2 hours remind me', 'invalid_time_format'],
      ['remind me to call mom at 5pm', 'invalid_time_format'],
      ['remind me yesterday at 5pm', 'time_in_past'],
    ]),
  )('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { suggestTimeExpressions } from '../../shared/domain/time-expression.js';
import { readLocal } from '../support/time-forms.js';
import { THURSDAY } from '../support/time.js';

/**
 * Issue 18, short round (en, en-GB): our own chat phrasing (bench/corpus/import/short-phrasing.ts)
 * pinned by family, the reader unchanged (reference Thursday 5 March 2026, 10:00 on the caller's
 * clock: New York for en-US, London for en-GB).
 */

const BOTH = ['en-US', 'en-GB'] as const;
const ZONE = { 'en-US': 'America/New_York', 'en-GB': 'Europe/London' } as const;
const each = (rows: readonly (readonly [string, string])[]) =>
  BOTH.flatMap((locale) => rows.map(([text, want]) => [locale, text, want] as const));

describe('Chat phrasing: abbreviations, `@` and compact units', () => {
  it.each(
    each([
      ['tmrw 9am', '2026-03-06 09:00'],
      ['2moro 9am', '2026-03-06 09:00'],
      ['tomorrow @ 9am', '2026-03-06 09:00'],
      ['fri @ 5pm', '2026-03-06 17:00'],
      ['9am tmrw', '2026-03-06 09:00'],
      ['tonite 9pm', '2026-03-05 21:00'],
      ['tues 10am', '2026-03-10 10:00'],
      ['in 2 hrs', '2026-03-05 12:00'],
      ['in 1h30', '2026-03-05 11:30'],
      ['in 1 hr 30 min', '2026-03-05 11:30'],
      ['in 20min', '2026-03-05 10:20'],
      ['eod tomorrow', '2026-03-06 17:00'],
      ['tomorrow at 1530', '2026-03-06 15:30'],
      ['mar 10 2pm', '2026-03-10 14:00'],
      ['the 15th at 3pm', '2026-03-15 15:00'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('reads a numeric date in each locale order', () => {
    expect(readLocal('en-US', '3/10 at 2pm')).toBe('2026-03-10 14:00');
    expect(readLocal('en-GB', '10/3 at 2pm')).toBe('2026-03-10 14:00');
  });
});

describe('Chat phrasing: `xmas day`', () => {
  it.each(
    each([
      ['xmas day 9am', '2026-12-25 09:00'],
      ['on xmas day at 10am', '2026-12-25 10:00'],
      ['xmas day', '2026-12-25 09:00'],
    ]),
  )('%s "%s" is %s', (locale, text, want) => {
    // Was refused, though `xmas` and `christmas day` were read.
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Chat phrasing: refused on purpose', () => {
  it.each(
    each([
      ['later today', ''], // no instant said
      ['in 15', ''], // 15 what?
      ['by friday', ''], // a deadline
      ['yesterday at 5pm', ''], // past
      ['last friday', ''], // past
    ]),
  )('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toMatch(/^[a-z_]+$/);
  });

  it.each(
    each([
      ['tommorow at 10am', 'tomorrow at 10am'],
      ['tomorow 10am', 'tomorrow 10am'],
    ]),
  )(
    '%s "%s" is refused and "%s" offered first (misspellings are suggested, not read)',
    (locale, text, first) => {
      expect(readLocal(locale, text)).toMatch(/^[a-z_]+$/);
      const ctx = { now: THURSDAY, zone: ZONE[locale], locale };
      expect(suggestTimeExpressions(text, ctx)[0]).toBe(first);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { holidayKey, type HolidayTable } from '../../shared/domain/time/holidays.js';
import { lexiconFor } from '../../shared/domain/time/vocabulary.js';
import { locales } from '../../shared/i18n.js';
import { instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Holidays and named days (decisions.md, "Holidays and named days"): each locale reads its
 * region's holidays by their names in its language and in English, with offsets and a year,
 * at the next occurrence ahead of now. Readings are local 'YYYY-MM-DD HH:MM' in the locale's
 * zone (ZONES) at the reference wall time given.
 */

/** Friday 27 November 2026, 10:00 local: the day after the US Thanksgiving. */
const NOV = '2026-11-27 10:00';
/** Thursday 5 March 2026, 10:00 local: before Easter 2026 and the Mid-Autumn Festival. */
const MAR = '2026-03-05 10:00';

const cases: readonly (readonly [locale: string, now: string, text: string, want: string])[] = [
  ['en-US', NOV, 'christmas', '2026-12-25 09:00'],
  ['en-US', NOV, 'christmas at 9am', '2026-12-25 09:00'],
  ['en-US', NOV, "new year's eve at 11pm", '2026-12-31 23:00'],
  ['en-US', NOV, 'new years eve at 11pm', '2026-12-31 23:00'],
  ['en-US', NOV, 'the day after christmas', '2026-12-26 09:00'],
  ['en-US', NOV, 'on christmas at 5pm', '2026-12-25 17:00'],
  ['en-US', NOV, 'next christmas', '2026-12-25 09:00'],
  ['en-US', NOV, 'thanksgiving', '2027-11-25 09:00'],
  ['en-US', '2026-11-01 10:00', '2 days before thanksgiving', '2026-11-24 09:00'],
  ['en-US', '2026-11-01 10:00', 'thanksgiving 2026 at 3pm', '2026-11-26 15:00'],
  // Easter, in two years.
  ['en-US', MAR, 'easter', '2026-04-05 09:00'],
  ['en-US', NOV, 'easter', '2027-03-28 09:00'],
  ['en-GB', NOV, 'boxing day', '2026-12-26 09:00'],
  ['en-GB', NOV, 'christmas eve at 6pm', '2026-12-24 18:00'],
  ['de', NOV, 'Heiligabend um 18 Uhr', '2026-12-24 18:00'],
  ['de', NOV, 'Weihnachten', '2026-12-25 09:00'],
  ['de', NOV, '2 Tage vor Weihnachten', '2026-12-23 09:00'],
  ['de', MAR, 'Ostermontag', '2026-04-06 09:00'],
  ['de', NOV, 'Ostern', '2027-03-28 09:00'],
  ['fr', NOV, 'Noël', '2026-12-25 09:00'],
  ['fr', NOV, 'la veille de Noël', '2026-12-24 09:00'],
  ['fr', NOV, 'Noël à 9h', '2026-12-25 09:00'],
  ['fr', NOV, 'le lendemain de Noël', '2026-12-26 09:00'],
  ['es-ES', NOV, 'Navidad', '2026-12-25 09:00'],
  ['es-ES', NOV, 'Nochevieja', '2026-12-31 09:00'],
  ['es-419', NOV, 'Nochebuena', '2026-12-24 09:00'],
  ['es-419', NOV, '2 días antes de Navidad', '2026-12-23 09:00'],
  ['pt-BR', NOV, 'Natal', '2026-12-25 09:00'],
  ['pt-BR', NOV, 'véspera de natal', '2026-12-24 09:00'],
  ['it', NOV, 'Natale', '2026-12-25 09:00'],
  ['it', NOV, 'Capodanno', '2027-01-01 09:00'],
  ['nl', NOV, 'kerst', '2026-12-25 09:00'],
  ['nl', NOV, 'oudejaarsavond', '2026-12-31 09:00'],
  ['pl', NOV, 'Wigilia', '2026-12-24 09:00'],
  ['pl', NOV, 'sylwester', '2026-12-31 09:00'],
  ['ru', NOV, 'Новый год', '2027-01-01 09:00'],
  ['uk', NOV, 'Новий рік', '2027-01-01 09:00'],
  ['tr', NOV, 'yılbaşı', '2027-01-01 09:00'],
  ['ja', NOV, '元日', '2027-01-01 09:00'],
  ['ja', NOV, 'クリスマス', '2026-12-25 09:00'],
  // Lunar: 추석 is the 15th of the 8th month (25 September 2026); 설날 2027 is 7 February in Korea's zone.
  ['ko', MAR, '추석', '2026-09-25 09:00'],
  ['ko', NOV, '설날', '2027-02-07 09:00'],
  ['zh-CN', NOV, '春节', '2027-02-06 09:00'],
  ['zh-CN', NOV, '春节前一天', '2027-02-05 09:00'],
  ['zh-CN', MAR, '中秋节', '2026-09-25 09:00'],
  ['zh-CN', MAR, '国庆节', '2026-10-01 09:00'],
  ['zh-TW', MAR, '中秋節', '2026-09-25 09:00'],
  ['en-GB', NOV, 'early may bank holiday', '2027-05-03 09:00'],
  ['fr', MAR, 'lundi de Pâques', '2026-04-06 09:00'],
  ['it', NOV, 'il giorno dopo Natale', '2026-12-26 09:00'],
  ['pt-BR', NOV, 'o dia depois do Natal', '2026-12-26 09:00'],
  ['nl', NOV, '2 dagen voor kerst', '2026-12-23 09:00'],
  ['uk', NOV, 'Різдво', '2026-12-25 09:00'],
  ['ja', NOV, '元日の前日', '2026-12-31 09:00'],
  ['ko', MAR, '추석 전날', '2026-09-24 09:00'],
  ['zh-TW', NOV, '春節', '2027-02-06 09:00'],
  // Every locale reads the common English names.
  ['ja', NOV, 'christmas', '2026-12-25 09:00'],
  ['de', NOV, "new year's eve at 11pm", '2026-12-31 23:00'],
];

describe('holiday names, per locale', () => {
  it.each(cases)('%s at %s: %s', (locale, now, text, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });
});

describe('a holiday that is today', () => {
  it('without a time, is today at 09:00 while that is ahead (as a date is), else next year', () => {
    expect(readLocal('en-US', 'thanksgiving', '2026-11-26 08:00')).toBe('2026-11-26 09:00');
    expect(readLocal('en-US', 'thanksgiving', '2026-11-26 10:00')).toBe('2027-11-25 09:00');
  });

  it('with a time still ahead, is today', () => {
    expect(readLocal('en-US', 'thanksgiving at 6pm', '2026-11-26 10:00')).toBe('2026-11-26 18:00');
  });
});

describe('holidays refused or asked', () => {
  it('refuses a holiday in a year that is past, and one beyond the horizon', () => {
    expect(readLocal('en-US', 'christmas 2020', NOV)).toBe('time_in_past');
    expect(readLocal('zh-CN', '春节 2021', NOV)).toBe('time_in_past');
    expect(readLocal('en-US', 'christmas 2027', NOV)).toBe('time_too_far');
  });

  it("asks between the regions' dates of a holiday the user's region does not have", () => {
    const zone = ZONES['en-GB'] ?? 'UTC';
    const r = parseTimeExpression('thanksgiving', {
      now: instantAt(NOV, zone),
      zone,
      locale: 'en-GB',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('time_ambiguous');
    const local = (r.readings ?? []).map((x) =>
      new Date(x.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16),
    );
    // Canada's (second Monday of October) and the United States' (fourth Thursday of November).
    expect(local).toEqual(['2027-10-11 09:00', '2027-11-25 09:00']);
  });

  it('refuses a holiday only one other region has', () => {
    expect(readLocal('en-GB', 'juneteenth', NOV)).toBe('invalid_time_format');
  });

  it('does not read a holiday of another language where the locale has no table', () => {
    expect(readLocal('xx', 'christmas', NOV)).toBe('invalid_time_format');
  });

  it('refuses an offset in hours, which names no day', () => {
    expect(readLocal('en-US', '2 hours before christmas', NOV)).toBe('invalid_time_format');
  });
});

describe('the holiday tables', () => {
  it.each(locales)(
    '%s: every name and phrase is written as the reader meets it (npm run holidays)',
    (locale) => {
      const table = JSON.parse(
        readFileSync(new URL(`../../locales/holidays/${locale}.json`, import.meta.url), 'utf8'),
      ) as HolidayTable;
      const lexicon = lexiconFor(locale);
      const keys = [
        ...table.holidays.flatMap((h) => h.names),
        ...Object.keys(table.before ?? {}),
        ...Object.keys(table.after ?? {}),
        ...Object.keys(table.relations ?? {}),
      ];
      expect(keys.length).toBeGreaterThan(50);
      expect(keys.filter((k) => holidayKey(k, lexicon) !== k)).toEqual([]);
    },
  );
});

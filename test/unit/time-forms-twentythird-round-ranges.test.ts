import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal, recurrenceLocal } from '../support/time-forms.js';

/**
 * The twenty-third round's own forms (docs/decisions.md, "Time expressions, twenty-third round:
 * Monday to Friday in Chinese, Japanese and Korean, en-GB `w/c`, en `every 2 mon`, the plain end of
 * the day"): Monday to
 * Friday without `every` is a weekly repeat in every language, as en `mon-fri 9am` is; en-GB `w/c`
 * is `week commencing`; en `every 2 mon` has two readings and is refused; the plain end of the day
 * is 17:00 in nl, ru, uk and tr, as `eod` in every other language.
 * Each was refused, or read otherwise, before this round. Reference: Thursday 14 May 2026, 10:00.
 */
const NOW = '2026-05-14 10:00';

const recurrenceOf = (locale: string, text: string): unknown => recurrenceLocal(locale, text, NOW);

describe('Monday to Friday without every', () => {
  it.each([
    ['zh-CN', '周一到周五早上9点', '2026-05-15 09:00'],
    ['zh-CN', '周一至周五9点', '2026-05-15 09:00'],
    ['zh-CN', '星期一到星期五早上8点', '2026-05-15 08:00'],
    ['zh-TW', '週一到週五早上9點', '2026-05-15 09:00'],
    ['zh-TW', '星期一至星期五早上8點', '2026-05-15 08:00'],
    ['ja', '月曜から金曜の9時', '2026-05-15 09:00'],
    ['ja', '月曜日から金曜日まで毎朝9時', '2026-05-15 09:00'],
    ['ja', '月〜金 9時', '2026-05-15 09:00'],
    ['ja', '月～金の朝8時', '2026-05-15 08:00'],
    ['ko', '월요일부터 금요일까지 오전 9시', '2026-05-15 09:00'],
    ['ko', '월~금 오전 9시', '2026-05-15 09:00'],
    ['ko', '월요일~금요일 오전 8시', '2026-05-15 08:00'],
  ] as const)('%s "%s" is %s, then every working day', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
    expect(recurrenceOf(locale, text)).toMatchObject({
      pattern: 'custom',
      data: { pattern: 'every_n_weeks', interval: 1, weekdays: [0, 1, 2, 3, 4] },
    });
  });

  it.each([
    ['zh-CN', '下周一到周五早上9点'],
    ['zh-TW', '下週一到週五早上9點'],
    ['ja', '来週の月曜から金曜の9時'],
    ['ko', '다음주 월요일부터 금요일까지 오전 9시'],
  ] as const)('%s next week\'s "%s" (five days once) stays refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('invalid_time_format');
  });
});

describe('en-GB w/c, week commencing', () => {
  it.each([
    ['w/c 18 May', '2026-05-18 09:00'],
    ['w/c 18/05', '2026-05-18 09:00'],
    ['W/C 18th May', '2026-05-18 09:00'],
  ] as const)('"%s" is that Monday: %s', (text, want) => {
    expect(readLocal('en-GB', text, NOW)).toBe(want);
  });

  it('asks for a date that is no Monday, as week commencing does', () => {
    expect(askedLocal('en-GB', 'w/c 20 May', NOW)).toEqual([
      '2026-05-18 09:00',
      '2026-05-20 09:00',
    ]);
  });
});

describe('every 2 mon', () => {
  it.each(['every 2 mon', 'every 2 mon at 9am', 'every 3 mon'])(
    '"%s" (months, or Mondays) is refused',
    (text) => {
      expect(readLocal('en', text, NOW)).toBe('invalid_time_format');
    },
  );

  it.each([
    ['every 2 months', 'every_n_months'],
    ['every 6 mon', 'every_n_months'],
    ['every 2 mondays', 'every_n_weeks'],
  ] as const)('"%s" keeps its one reading', (text, pattern) => {
    expect(recurrenceOf('en', text)).toMatchObject({ data: { pattern } });
  });
});

describe('The plain end of the day, as eod', () => {
  it.each([
    ['nl', 'eind van de dag', '2026-05-14 17:00'],
    ['nl', 'aan het einde van de dag', '2026-05-14 17:00'],
    ['nl', 'morgen aan het eind van de dag', '2026-05-15 17:00'],
    ['ru', 'в конце дня', '2026-05-14 17:00'],
    ['ru', 'завтра в конце дня', '2026-05-15 17:00'],
    ['uk', 'наприкінці дня', '2026-05-14 17:00'],
    ['uk', 'завтра в кінці дня', '2026-05-15 17:00'],
    ['tr', 'gün sonunda', '2026-05-14 17:00'],
    ['tr', 'günün sonunda', '2026-05-14 17:00'],
    ['tr', 'yarın gün sonunda', '2026-05-15 17:00'],
    ['nl', 'het einde van vandaag', '2026-05-14 17:00'],
    ['nl', 'het einde van vrijdag', '2026-05-15 17:00'],
    ['tr', 'yarının sonunda', '2026-05-15 17:00'],
    ['tr', 'cumanın sonunda', '2026-05-15 17:00'],
    ['en', 'end of day', '2026-05-14 17:00'],
    ['de', 'Ende des Tages', '2026-05-14 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    ['nl', 'eind van de dag'],
    ['ru', 'в конце дня'],
    ['tr', 'gün sonunda'],
  ] as const)('%s "%s" said at 18:00 is past, as end of day', (locale, text) => {
    expect(readLocal(locale, text, '2026-05-14 18:00')).toBe('time_in_past');
  });
});

describe('it: sett after tra', () => {
  it.each(['tra 3 sett', 'fra 2 sett alle 9'])(
    '"%s" (in three weeks, or the 3rd of September) is refused',
    (text) => {
      expect(readLocal('it', text, NOW)).toBe('invalid_time_format');
    },
  );

  it.each([
    ['3 sett', '2026-09-03 09:00'],
    ['tra 3 settimane', '2026-06-04 10:00'],
  ] as const)('"%s" keeps its reading: %s', (text, want) => {
    expect(readLocal('it', text, NOW)).toBe(want);
  });
});

describe('fr: every day of the week', () => {
  it.each(['tous les jours de la semaine à 9h', 'chaque jour de la semaine à 9h'])(
    '"%s" (all seven days, or the working days) is refused',
    (text) => {
      expect(readLocal('fr', text, NOW)).toBe('invalid_time_format');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The beginning, middle and end of next week, month and year (docs/decisions.md, "Time
 * expressions, sixteenth round: the beginning, middle and end of next week, month and year"): a
 * month's 1st and 15th at 09:00 and its last day at 17:00; a week's Monday and Wednesday at 09:00
 * and its Friday at 17:00; a year's 1 January at 09:00. Reference: Wednesday 11 March 2026, 10:00
 * local; next week is 16-22 March.
 */
const WEDNESDAY = '2026-03-11 10:00';

describe("Next month's beginning, middle and end", () => {
  it.each([
    ['en-US', 'beginning of next month', '2026-04-01 09:00'],
    ['en-US', 'at the start of next month', '2026-04-01 09:00'],
    ['en-US', 'in the middle of next month', '2026-04-15 09:00'],
    ['de', 'Anfang nächsten Monats', '2026-04-01 09:00'],
    ['de', 'Mitte des nächsten Monats', '2026-04-15 09:00'],
    ['de', 'Ende nächsten Monats', '2026-04-30 17:00'],
    ['fr', 'au début du mois prochain', '2026-04-01 09:00'],
    ['fr', 'à la fin du mois prochain', '2026-04-30 17:00'],
    ['it', "all'inizio del mese prossimo", '2026-04-01 09:00'],
    ['it', 'a metà del mese prossimo', '2026-04-15 09:00'],
    ['es-ES', 'a finales del mes que viene', '2026-04-30 17:00'],
    ['es-419', 'a principios del próximo mes', '2026-04-01 09:00'],
    ['pt-BR', 'em meados do mês que vem', '2026-04-15 09:00'],
    ['nl', 'eind volgende maand', '2026-04-30 17:00'],
    ['pl', 'na początku przyszłego miesiąca', '2026-04-01 09:00'],
    ['ru', 'в середине следующего месяца', '2026-04-15 09:00'],
    ['uk', 'наприкінці наступного місяця', '2026-04-30 17:00'],
    ['tr', 'gelecek ayın başında', '2026-04-01 09:00'],
    ['tr', 'gelecek ayın sonu', '2026-04-30 17:00'],
    ['ja', '来月初め', '2026-04-01 09:00'],
    ['ja', '来月中旬', '2026-04-15 09:00'],
    ['ja', '来月末', '2026-04-30 17:00'],
    ['ko', '다음 달 중순', '2026-04-15 09:00'],
    ['ko', '다음 달 말', '2026-04-30 17:00'],
    ['zh-CN', '下个月初', '2026-04-01 09:00'],
    ['zh-CN', '下个月底', '2026-04-30 17:00'],
    ['zh-TW', '下個月中旬', '2026-04-15 09:00'],
    ['en-US', 'beginning of the month after next', '2026-05-01 09:00'],
    ['ja', '再来月初め', '2026-05-01 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe("Next week's Monday, Wednesday and Friday", () => {
  it.each([
    ['en-US', 'beginning of next week', '2026-03-16 09:00'],
    ['en-GB', 'start of next week', '2026-03-16 09:00'],
    ['en-US', 'mid next week', '2026-03-18 09:00'],
    ['de', 'Anfang nächster Woche', '2026-03-16 09:00'],
    ['de', 'Ende der nächsten Woche', '2026-03-20 17:00'],
    ['fr', 'en début de semaine prochaine', '2026-03-16 09:00'],
    ['fr', 'en milieu de semaine prochaine', '2026-03-18 09:00'],
    ['fr', 'fin de la semaine prochaine', '2026-03-20 17:00'],
    ['it', 'alla fine della settimana prossima', '2026-03-20 17:00'],
    ['es-ES', 'a principios de la semana que viene', '2026-03-16 09:00'],
    ['pt-BR', 'no meio da semana que vem', '2026-03-18 09:00'],
    ['nl', 'begin volgende week', '2026-03-16 09:00'],
    ['pl', 'pod koniec przyszłego tygodnia', '2026-03-20 17:00'],
    ['ru', 'в начале следующей недели', '2026-03-16 09:00'],
    ['uk', 'в середині наступного тижня', '2026-03-18 09:00'],
    ['tr', 'gelecek haftanın başında', '2026-03-16 09:00'],
    ['ja', '来週の頭', '2026-03-16 09:00'],
    ['ja', '来週半ば', '2026-03-18 09:00'],
    ['zh-CN', '下周初', '2026-03-16 09:00'],
    ['en-US', 'start of the week after next', '2026-03-23 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });

  it('de "Anfang nächster Woche" said on a Tuesday (refused in the thirteenth round) is next Monday', () => {
    expect(readLocal('de', 'Anfang nächster Woche', '2026-03-10 10:00')).toBe('2026-03-16 09:00');
  });

  it('said on a Sunday where a week starts on Sunday, asks between the two weeks', () => {
    expect(askedLocal('en-US', 'beginning of next week', '2026-03-15 10:00')).toEqual([
      '2026-03-16 09:00',
      '2026-03-23 09:00',
    ]);
    expect(readLocal('de', 'Anfang nächster Woche', '2026-03-15 10:00')).toBe('2026-03-16 09:00');
  });

  it.each([
    ['ja', '来週末'],
    ['zh-CN', '下周末'],
    ['ko', '다음 주말'],
  ] as const)('%s "%s" stays next weekend (its Saturday)', (locale, text) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe('2026-03-21 09:00');
  });
});

describe('An end takes a clock, as "end of month at 3pm"', () => {
  it.each([
    // Refused before (tenth round): the contraction to 'friday next week eod' had its own hour.
    ['en-US', 'end of next week at 3pm', '2026-03-20 15:00'],
    ['en-US', 'end of next month at 3pm', '2026-04-30 15:00'],
    ['de', 'Ende nächsten Monats um 15 Uhr', '2026-04-30 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe("Next year's beginning", () => {
  it.each([
    ['en-US', 'beginning of next year'],
    ['de', 'Anfang des nächsten Jahres'],
    ['fr', "en début d'année prochaine"],
    ['pl', 'na początku przyszłego roku'],
    ['ru', 'в начале следующего года'],
    ['tr', 'gelecek yılın başında'],
    ['ja', '来年初め'],
    ['zh-CN', '明年年初'],
  ] as const)('%s "%s" is 1 January at 09:00', (locale, text) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe('2027-01-01 09:00');
  });
});

describe('This period, and what stays refused', () => {
  it.each([
    ['en-US', 'middle of this month', '2026-03-15 09:00'],
    ['en-US', 'beginning of this week', 'time_in_past'],
    ['ru', 'в начале этой недели', 'time_in_past'],
    ['en-US', 'end of next year', 'time_too_far'],
    // A position names no clock (which day?), as 'mid april at 3pm'.
    ['en-US', 'beginning of next week at 10am', 'invalid_time_format'],
    ['de', 'Anfang nächster Woche um 10', 'invalid_time_format'],
    // Vague: which day?
    ['en-US', 'early next week', 'invalid_time_format'],
    ['en-US', 'middle of next year', 'invalid_time_format'],
    // ja: the days after the New Year holidays, not one day; ko 초 is also the seconds unit.
    ['ja', '年明け', 'invalid_time_format'],
    ['ko', '다음 주 초', 'invalid_time_format'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

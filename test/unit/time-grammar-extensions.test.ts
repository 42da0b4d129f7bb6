import { beforeAll, describe, expect, it } from 'vitest';
import { parseRelativeDuration, parseTimeExpression } from '../../shared/domain/time-expression.js';
import { installVocabularyLoader, type Vocabulary } from '../../shared/domain/time/vocabulary.js';
import { loadVocabulary } from '../../shared/time-vocabularies.js';

/**
 * The grammar's data-driven forms, each shown with a small table of the kind a language file
 * holds (the language corpora test the real tables): hour, minute, month and day marks, fillers,
 * a meridiem before the clock, 'next' after a weekday, 'every' after a unit, suffix durations,
 * halves after a unit, CJK numerals, whole non-ASCII words and Turkish apostrophe suffixes.
 */
const M = 2_629_746;
const empty = {
  keywords: {},
  datePhrases: {},
  recurring: {},
  weekdays: {},
  months: {},
  numbers: {},
};
const tables: Record<string, Vocabulary> = {
  ja: {
    ...empty,
    units: { 分: 60, 時間: 3600, 日: 86_400, 週間: 604_800, か月: M, 月: M },
    datePhrases: { 明日: 1 },
    markers: {
      後: 'after',
      時: 'hour_mark',
      の: 'filler',
      に: 'at',
      午後: 'pm',
      午前: 'am',
      半: 'half',
      ごと: 'every',
      月: 'month_mark',
      日: 'day_mark',
    },
    numerals: {
      〇: 0,
      一: 1,
      二: 2,
      三: 3,
      四: 4,
      五: 5,
      六: 6,
      七: 7,
      八: 8,
      九: 9,
      十: 10,
      百: 100,
    },
  },
  ko: {
    ...empty,
    units: { 분: 60, 시간: 3600, 주: 604_800 },
    datePhrases: { 내일: 1 },
    numbers: { 한: 1, 두: 2 },
    markers: {
      후: 'after',
      시: 'hour_mark',
      분: 'minute_mark',
      오후: 'pm',
      반: 'half',
      마다: 'every',
      에: 'filler',
      월: 'month_mark',
      일: 'day_mark',
    },
  },
  fr: {
    ...empty,
    units: { heure: 3600, heures: 3600, minutes: 60 },
    datePhrases: { demain: 1 },
    weekdays: { vendredi: 5, lundi: 1, lundis: 1 },
    markers: {
      dans: 'in',
      à: 'at',
      h: 'hour_mark',
      prochain: 'next',
      tous: 'every',
      les: 'filler',
      plus: 'filler',
      tard: 'later',
    },
  },
  tr: {
    ...empty,
    units: { saat: 3600, dakika: 60 },
    datePhrases: { yarın: 1 },
    weekdays: { cuma: 5 },
    markers: { "'te": 'at', "'de": 'at', "'ya": 'filler', sonra: 'after', içinde: 'in' },
  },
};
const now = Date.parse('2026-03-05T10:00:00Z'); // a Thursday
const MIN = 60_000;
const HOUR = 3_600_000;

function at(locale: string, text: string): string {
  const r = parseTimeExpression(text, { now, zone: 'UTC', locale });
  return r.ok
    ? new Date(r.time).toISOString().slice(0, 16) +
        (r.recurrence === undefined ? '' : ` ${r.recurrence.data?.pattern ?? r.recurrence.pattern}`)
    : r.error;
}

beforeAll(() => {
  installVocabularyLoader((locale) => tables[locale] ?? loadVocabulary(locale));
});

describe('Time expressions: forms driven by a language table', () => {
  it.each([
    ['ja', '15時', '2026-03-05T15:00'],
    ['ja', '15時30分', '2026-03-05T15:30'],
    ['ja', '8時半', '2026-03-06T08:30'],
    ['ja', '明日の15時', '2026-03-06T15:00'],
    ['ja', '明日の15時に', '2026-03-06T15:00'],
    ['ja', '午後3時', '2026-03-05T15:00'],
    ['ja', '午前9時', '2026-03-06T09:00'],
    ['ja', '12月25日', '2026-12-25T09:00'],
    ['ja', '十二月二十五日', '2026-12-25T09:00'],
    ['ko', '내일 오후 3시', '2026-03-06T15:00'],
    ['ko', '오후 3시 30분', '2026-03-05T15:30'],
    ['ko', '12월 25일', '2026-12-25T09:00'],
    ['fr', 'demain à 15h', '2026-03-06T15:00'],
    ['fr', '15h30', '2026-03-05T15:30'],
    ['fr', 'lundi prochain', '2026-03-09T09:00'],
    ['tr', "yarın 15'te", '2026-03-06T15:00'],
    ['tr', "cuma'ya", '2026-03-06T09:00'],
  ])('%s "%s" is %s (a clock or a date)', (locale, text, want) => {
    expect(at(locale, text)).toBe(want);
  });

  it.each([
    ['ja', '10分後', 10 * MIN],
    ['ja', '2時間半後', 150 * MIN],
    ['ja', '二十分後', 20 * MIN],
    ['ja', '3か月後', 0],
    ['ko', '한 시간 반 후', 90 * MIN],
    ['ko', '30분 후', 30 * MIN],
    ['fr', 'dans 2h', 2 * HOUR],
    ['fr', '2 heures plus tard', 2 * HOUR],
    ['tr', '2 saat sonra', 2 * HOUR],
    ['tr', '10 dakika içinde', 10 * MIN],
  ])('%s "%s" is a relative duration', (locale, text, ms) => {
    const r = parseTimeExpression(text, { now, zone: 'UTC', locale });
    expect(r.ok).toBe(true);
    if (r.ok && ms > 0) expect(r.time - now).toBe(ms);
    if (r.ok && ms === 0) expect(new Date(r.time).toISOString().slice(0, 10)).toBe('2026-06-05');
  });

  it.each([
    ['ja', '2週間ごと', 'every_n_weeks'],
    ['ko', '2주마다', 'every_n_weeks'],
    ['fr', 'tous les lundis', 'weekly'],
  ])('%s "%s" repeats (%s)', (locale, text, pattern) => {
    expect(at(locale, text)).toMatch(new RegExp(` ${pattern}$`));
  });

  it('keeps "h" a unit inside durations where the table makes it an hour mark', () => {
    expect(parseRelativeDuration('2h', 'fr')).toBe(7200);
    expect(at('fr', 'dans 2h')).toBe('2026-03-05T12:00');
  });

  it('reads a word with letters beyond ASCII whole: a fragment of it never matches', () => {
    expect(at('fr', 'à 15h')).toBe('2026-03-05T15:00');
    expect(at('fr', 'àh 15h')).toBe('invalid_time_format');
    expect(at('de', 'übermorgen')).toBe('2026-03-07T10:00');
    expect(at('de', 'überübermorgen')).toBe('invalid_time_format');
  });

  it.each([
    ['ja', '15時半分'],
    ['ja', '13月25日'],
    ['ja', '午後15時'],
    ['ko', '오후'],
    ['fr', 'vendredi prochain prochain'],
    ['tr', "15'xy"],
  ])('%s "%s" is refused, not guessed', (locale, text) => {
    expect(at(locale, text)).not.toMatch(/^2026/);
  });
});

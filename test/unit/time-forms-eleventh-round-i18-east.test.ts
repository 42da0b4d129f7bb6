import { describe, expect, it } from 'vitest';
import { askedLocal as asked, readLocal } from '../support/time-forms.js';

/**
 * Japanese, Korean and Chinese families of the eleventh round (docs/decisions.md, "Time
 * expressions, eleventh round: ja, ko, zh-CN, zh-TW (issue 18)"), found by the families' cross
 * product (bench/corpus/compose/<locale>.ts), read at Wednesday 11 March 2026, 10:00 on the
 * caller's wall clock (Tokyo, Seoul, Shanghai, Taipei).
 */
const NOW = '2026-03-11 10:00';
const read = (locale: string, text: string): string => readLocal(locale, text, NOW);

describe("'At' before a date the grammar reads (zh): the date", () => {
  it.each([
    ['zh-CN', '在20号下午3点', '2026-03-20 15:00'],
    ['zh-CN', '在三月二十日15点', '2026-03-20 15:00'],
    ['zh-CN', '在2026年3月20日早上八点半', '2026-03-20 08:30'],
    ['zh-CN', '在5号', '2026-04-05 09:00'],
    ['zh-TW', '在三月二十號晚上8點', '2026-03-20 20:00'],
    ['zh-TW', '於3月20號下午3點', '2026-03-20 15:00'],
    ['zh-TW', '在20號下午3點15分', '2026-03-20 15:15'],
    // A clock after 'at' is unchanged.
    ['zh-CN', '在15点', '2026-03-11 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['zh-CN', '在昨天下午3点'],
    ['zh-TW', '在上禮拜五'],
  ] as const)('%s "%s" (past) is refused', (locale, text) => {
    expect(read(locale, text)).not.toMatch(/^\d/);
  });
});

describe('ja: a clock then から (from): the clock', () => {
  it.each([
    ['明日15時から', '2026-03-12 15:00'],
    ['明日の午後3時から', '2026-03-12 15:00'],
    ['金曜日１５：３０から', '2026-03-13 15:30'],
    ['来週の金曜正午から', '2026-03-20 12:00'],
    ['こどもの日11時ちょうどから', '2026-05-05 11:00'],
  ] as const)('"%s" is %s', (text, want) => {
    expect(read('ja', text)).toBe(want);
  });

  it.each([
    // A range and a span of days stay refused: no one instant (Monday to Friday alone is the
    // working-day repeat since the twenty-third round; next week's is five days once).
    '10時から12時まで',
    '来週の月曜から金曜',
    '今日から4日',
    '昨日の15時から',
  ])('"%s" is refused', (text) => {
    expect(read('ja', text)).not.toMatch(/^\d/);
  });
});

describe('ko: 일주일 (a week) is one week, also before a clock', () => {
  it.each([
    ['일주일 후 오후 3시', '2026-03-18 15:00'],
    ['일주일 뒤 저녁 7시', '2026-03-18 19:00'],
    ['일주일 후 15:30', '2026-03-18 15:30'],
    ['일주일 후', '2026-03-18 10:00'],
    ['일주일 뒤에', '2026-03-18 10:00'],
  ] as const)('"%s" is %s', (text, want) => {
    expect(read('ko', text)).toBe(want);
  });

  it('a bare hour after it still asks', () => {
    expect(asked('ko', '일주일 후 3시', NOW)).toEqual(['2026-03-18 03:00', '2026-03-18 15:00']);
  });

  it.each(['일주일 전 오후 3시'])('"%s" is refused', (text) => {
    expect(read('ko', text)).not.toMatch(/^\d/);
  });
});

describe('zh: a holiday eve, then its evening; sentence-end particles', () => {
  it.each([
    ['zh-CN', '平安夜晚上8点', '2026-12-24 20:00'],
    ['zh-TW', '平安夜晚上七點半', '2026-12-24 19:30'],
    ['zh-TW', '明天下午3點喔', '2026-03-12 15:00'],
    ['zh-TW', '禮拜一傍晚6點喔', '2026-03-16 18:00'],
    ['zh-TW', '下週五下午3點啦', '2026-03-20 15:00'],
    ['zh-CN', '明天下午3点啦', '2026-03-12 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['zh-TW', '喔'],
    ['zh-CN', '啦'],
    ['zh-TW', '昨天下午3點喔'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(read(locale, text)).not.toMatch(/^\d/);
  });
});

describe("zh-TW: the Republic's years (民國 115 is 2026) before the year mark", () => {
  it.each([
    ['民國115年3月20日下午3點', '2026-03-20 15:00'],
    ['115年3月20日', '2026-03-20 09:00'],
    ['民國115年3月20日 15點整', '2026-03-20 15:00'],
    ['在115年3月20日晚上8點', '2026-03-20 20:00'],
    ['民國116年1月5日上午10點', '2027-01-05 10:00'],
    // Numeric dates, year first.
    ['115/3/20 下午3點', '2026-03-20 15:00'],
    ['115.3.20 晚上8點', '2026-03-20 20:00'],
    ['115-3-20', '2026-03-20 09:00'],
    ['115/03/20', '2026-03-20 09:00'],
  ] as const)('"%s" is %s', (text, want) => {
    expect(read('zh-TW', text)).toBe(want);
  });

  it.each([
    ['zh-TW', '民國114年3月20日'],
    // Only the locale whose table names the era reads three digits as its year.
    ['zh-CN', '115年3月20日'],
    ['zh-CN', '115/3/20'],
    ['de', '115.3.20'],
    ['ja', '115年3月20日'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(read(locale, text)).not.toMatch(/^\d/);
  });
});

describe('ja: 深夜 and 夜中 (the small hours) name no hour alone', () => {
  it.each([
    '深夜',
    '夜中',
    '深夜に',
    '今日の深夜',
    '明日の深夜',
    'しんや',
    'よなか',
    '明日の深夜2時',
  ])('"%s" is refused (it was read 21:00)', (text) => {
    expect(read('ja', text)).toBe('invalid_time_format');
  });

  it.each([
    ['深夜2時', '2026-03-12 02:00'],
    ['夜中の2時', '2026-03-12 02:00'],
    ['深夜0時', '2026-03-12 00:00'],
    ['深夜1時半', '2026-03-12 01:30'],
    ['深夜11時', '2026-03-11 23:00'],
    ['明日の深夜11時', '2026-03-12 23:00'],
    ['真夜中', '2026-03-12 00:00'],
    // 夜 alone keeps its evening hour.
    ['夜', '2026-03-11 21:00'],
  ] as const)('"%s" is %s', (text, want) => {
    expect(read('ja', text)).toBe(want);
  });

  it('an evening hour is no small hour: 深夜6時 is refused (it was read 18:00)', () => {
    expect(read('ja', '深夜6時')).toBe('invalid_time_format');
  });
});

describe("zh-CN: a bare 7-11 o'clock alone whose morning is past asks", () => {
  it.each([
    ['8点', '2026-03-11 10:00', ['2026-03-11 20:00', '2026-03-12 08:00']],
    ['7点', '2026-03-11 10:00', ['2026-03-11 19:00', '2026-03-12 07:00']],
    ['8点钟', '2026-03-11 10:00', ['2026-03-11 20:00', '2026-03-12 08:00']],
    ['11点', '2026-03-11 21:00', ['2026-03-11 23:00', '2026-03-12 11:00']],
  ] as const)('"%s" at %s asks %j', (text, now, want) => {
    expect(asked('zh-CN', text, now)).toEqual(want);
  });

  it.each([
    // Its morning still ahead, or its evening past too: one reading, as before.
    ['8点', '2026-03-11 06:00', '2026-03-11 08:00'],
    ['8点', '2026-03-11 21:00', '2026-03-12 08:00'],
    ['11点', '2026-03-11 10:00', '2026-03-11 11:00'],
    // A day, a time of day or minutes say which: one reading.
    ['明天8点', '2026-03-11 10:00', '2026-03-12 08:00'],
    ['早上8点', '2026-03-11 10:00', '2026-03-12 08:00'],
    ['晚上8点', '2026-03-11 10:00', '2026-03-11 20:00'],
    ['8:00', '2026-03-11 10:00', '2026-03-12 08:00'],
    // 1-6 keep the afternoon's (the bare-hour rule).
    ['3点', '2026-03-11 10:00', '2026-03-11 15:00'],
  ] as const)('"%s" at %s is %s', (text, now, want) => {
    expect(readLocal('zh-CN', text, now)).toBe(want);
  });

  it('ja keeps the 24-hour rule: 8時 at 10:00 is tomorrow 08:00', () => {
    expect(read('ja', '8時')).toBe('2026-03-12 08:00');
  });
});

describe('Found by the second tables: ko 주말 (the weekend), zh 点零 (o-five)', () => {
  it.each([
    ['ko', '주말', '2026-03-14 09:00'],
    ['ko', '주말 오후 3시', '2026-03-14 15:00'],
    ['ko', '이번 주말 저녁 9시 반', '2026-03-14 21:30'],
    ['ko', '이번주말 오후 3시', '2026-03-14 15:00'],
    ['ko', '다음 주말 오후 3시', '2026-03-21 15:00'],
    ['zh-CN', '下午3点零5分', '2026-03-11 15:05'],
    ['zh-CN', '明天下午3点零5分', '2026-03-12 15:05'],
    ['zh-TW', '下個月5號下午3點零5分', '2026-04-05 15:05'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it('a weekend recurrence keeps its own reading', () => {
    expect(readLocal('ko', '주말마다', NOW)).toBe('2026-03-14 09:00');
  });
});

describe('Small words: ja 午後イチ (first thing after noon), ko 이맘때 (about this time)', () => {
  it.each([
    ['ja', '午後イチ', '2026-03-11 13:00'],
    ['ja', '明日の午後イチ', '2026-03-12 13:00'],
    ['ja', '月曜の午後イチで', '2026-03-16 13:00'],
    ['ja', '午後一番', '2026-03-11 13:00'],
    ['ja', '午後一時半', '2026-03-11 13:30'],
    ['ko', '모레 이맘때', '2026-03-13 10:00'],
    ['ko', '내일 이맘때쯤', '2026-03-12 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it('ko 이맘때 alone is refused', () => {
    expect(read('ko', '이맘때')).toBe('invalid_time_format');
  });
});

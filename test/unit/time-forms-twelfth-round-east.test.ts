import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { lunarDates } from '../../shared/domain/time/lunar.js';
import { lexiconFor } from '../../shared/domain/time/vocabulary.js';
import { loadHolidays } from '../../shared/time-vocabularies.js';
import { expectReading, WEDNESDAY, ZONES, type Want } from '../support/time-forms-local.js';

/**
 * Chinese, Korean and Japanese forms of the twelfth round (decisions.md, "Time expressions,
 * twelfth round: ja, ko, zh-CN, zh-TW (issue 18)"), at WEDNESDAY 4 March 2026 08:00 UTC (16:00
 * in Shanghai and Taipei, 17:00 in Seoul and Tokyo) unless a row says otherwise.
 */
type Row = [string, string, Want];

function table(rows: readonly Row[], now = WEDNESDAY): void {
  for (const [locale, text, want] of rows) expectReading(locale, now, text, want);
}

function errorOf(locale: string, text: string, now: number): string {
  const r = parseTimeExpression(text, { now, zone: ZONES[locale] ?? 'UTC', locale });
  return r.ok ? new Date(r.time).toISOString() : r.error;
}

describe('lunar dates (zh-CN, zh-TW, ko)', () => {
  it('reads a lunar month and day, with a lunar word, a month name or a 初 day, as the next such day', () => {
    table([
      // 元宵 2026 was yesterday (3 March): next lunar year's.
      ['zh-CN', '正月十五', '2027-02-20 09:00'],
      ['zh-CN', '农历八月十五晚上8点', '2026-09-25 20:00'],
      ['zh-CN', '腊月二十三', '2027-01-30 09:00'],
      ['zh-CN', '三月初一早上七点', '2026-04-17 07:00'],
      ['zh-CN', '农历正月初一', '2027-02-06 09:00'],
      ['zh-CN', '阴历三月初三', '2026-04-19 09:00'],
      ['zh-CN', '冬月初八', '2026-12-16 09:00'],
      ['zh-TW', '農曆八月十五', '2026-09-25 09:00'],
      ['zh-TW', '臘月二十三', '2027-01-30 09:00'],
      ['zh-TW', '正月初一', '2027-02-06 09:00'],
      ['zh-TW', '三月初一早上七點', '2026-04-17 07:00'],
      // The Korean calendar counts in Seoul's time: 설날 2027 is a day after 春节.
      ['ko', '음력 1월 1일', '2027-02-07 09:00'],
      ['ko', '음력 12월 30일', '2027-02-06 09:00'],
      ['ko', '음력 8월 15일 저녁 7시', '2026-09-25 19:00'],
      ['ko', '음력 5월 5일 오후 3시', '2026-06-19 15:00'],
    ]);
  });

  it("reads this lunar year's day while it is ahead, with its clock", () => {
    table([['zh-CN', '正月十五', '2026-03-03 09:00']], Date.parse('2026-03-02T08:00:00Z'));
    // 20:30 on 元宵 itself: 21:00 is still ahead, 19:00 is next year's.
    const evening = Date.parse('2026-03-03T12:30:00Z');
    table(
      [
        ['zh-CN', '正月十五晚上9点', '2026-03-03 21:00'],
        ['zh-CN', '正月十五晚上7点', '2027-02-20 19:00'],
      ],
      evening,
    );
  });

  it('reads the 15th in words after a month without its day mark as the full moon; digits after a year and days alone stay refused (digits alone ask: nineteenth round)', () => {
    table([
      ['zh-CN', '八月十五', '2026-09-25 09:00'],
      ['zh-CN', '八月十五晚上', '2026-09-25 18:00'],
      ['zh-CN', '2027年8月15', 'invalid'],
      ['zh-CN', '8月15日', '2026-08-15 09:00'],
      ['zh-CN', '初一', 'invalid'],
      ['zh-CN', '下月初三', 'invalid'],
      ['zh-CN', '改天', 'invalid'],
      ['zh-CN', '过两天', 'invalid'],
      // Japanese has no lunar dates: 八月十五 is the Gregorian 15th's unsettled form, refused.
      ['ja', '八月十五', 'invalid'],
    ]);
  });

  it('never reads a leap month: its number is the ordinary month, and a day beyond the horizon is refused', () => {
    // 10 July 2025: the ordinary sixth month (from 25 June) has had its 15th; the leap sixth
    // month's 15th (8 August 2025) is not meant, and next year's is more than a year ahead.
    const july = Date.parse('2025-07-10T02:00:00Z');
    expect(errorOf('zh-CN', '农历六月十五', july)).toBe('time_too_far');
    table([['zh-CN', '农历七月初一', '2025-08-23 09:00']], july);
    // 腊月 of this lunar year has 29 days; the next 腊月三十 is more than a year ahead.
    expect(errorOf('zh-CN', '腊月三十', WEDNESDAY)).toBe('time_too_far');
  });

  it('lists a lunar day in every year the table covers, and none where the month is too short', () => {
    const starts = lexiconFor('zh-CN').lunarMonths;
    const midAutumn = lunarDates(starts, 8, 15);
    // 2010-2040 (the twenty-fourth round reached back from 2020).
    expect(midAutumn).toHaveLength(31);
    expect(midAutumn.slice(0, 3)).toEqual(['2010-09-22', '2011-09-12', '2012-09-30']);
    expect(midAutumn.slice(10, 13)).toEqual(['2020-10-01', '2021-09-21', '2022-09-10']);
    expect(midAutumn.at(-1)).toBe('2040-09-20');
    expect(lunarDates(starts, 12, 30)).not.toContain('2027-02-06');
  });

  it.each(['zh-CN', 'zh-TW', 'ko'])(
    "agrees with %s's holiday table on the lunar new year and the mid-autumn day",
    (locale) => {
      const starts = lexiconFor(locale).lunarMonths;
      const dates = (name: string): readonly string[] | undefined =>
        loadHolidays(locale)?.holidays.find((h) => h.names.includes(name) && h.region === undefined)
          ?.dates;
      expect(dates('lunar new year')).toEqual(lunarDates(starts, 1, 1));
      // The holiday table's 中秋 2039 is 1 October: date-holidays takes the day of an instant 4
      // seconds before midnight in Beijing; ICU and date-chinese's own date give 2 October.
      const midAutumn = (dates(locale === 'ko' ? 'chuseok' : 'mid - autumn festival') ?? []).map(
        (d) => (locale !== 'ko' && d === '2039-10-01' ? '2039-10-02' : d),
      );
      expect(midAutumn).toEqual(lunarDates(starts, 8, 15));
    },
  );
});

describe('Japanese era years to the tables’ last year', () => {
  it('reads 令和 years up to 22 (2040), in digits or kanji, and 元年', () => {
    const now = Date.parse('2039-03-04T08:00:00Z');
    table(
      [
        ['ja', '令和22年3月1日', '2040-03-01 09:00'],
        ['ja', '令和21年12月1日', '2039-12-01 09:00'],
        ['ja', '令和22/3/1', '2040-03-01 09:00'],
      ],
      now,
    );
    table([
      ['ja', '令和九年三月一日', '2027-03-01 09:00'],
      ['ja', '令和八年十二月一日', '2026-12-01 09:00'],
      ['ja', '令和元年5月1日', 'past'],
    ]);
  });
});

describe('native phrasing, twelfth round (ja, ko, zh)', () => {
  it('reads the day and clock forms people type in chat', () => {
    table([
      ['ja', 'しあさって', '2026-03-07 17:00'],
      ['ja', '再来週の金曜', '2026-03-20 09:00'],
      ['ja', '今夜9時', '2026-03-04 21:00'],
      ['ja', '金曜日の夜8時', '2026-03-06 20:00'],
      ['ja', '来月の10日', '2026-04-10 09:00'],
      ['ko', '글피', '2026-03-07 17:00'],
      ['ko', '다음 주 화요일', '2026-03-10 09:00'],
      ['ko', '오후 3시 반', '2026-03-05 15:30'],
      ['ko', '새벽 2시', '2026-03-05 02:00'],
      ['zh-CN', '大后天', '2026-03-07 16:00'],
      ['zh-CN', '下下周三', '2026-03-18 09:00'],
      ['zh-CN', '3月十五号', '2026-03-15 09:00'],
      ['zh-TW', '下個月3號', '2026-04-03 09:00'],
      ['zh-TW', '禮拜天', '2026-03-08 09:00'],
    ]);
  });

  it('refuses vague days', () => {
    table([
      ['ja', '週明け', 'invalid'],
      ['ja', '今日中', 'invalid'],
      ['zh-TW', '改天', 'invalid'],
    ]);
  });
});

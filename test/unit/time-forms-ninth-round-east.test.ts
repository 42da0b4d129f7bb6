import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { expectReading, WEDNESDAY, ZONES, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Chinese and Korean forms of the ninth round (decisions.md, "Time expressions, ninth
 * round: ja, ko, zh-CN, zh-TW (issue 18)"), at WEDNESDAY 4 March 2026 08:00 UTC (17:00 in Tokyo
 * and Seoul, 16:00 in Shanghai and Taipei).
 */
type Row = [string, string, Want];

function table(rows: readonly Row[], now = WEDNESDAY): void {
  for (const [locale, text, want] of rows) expectReading(locale, now, text, want);
}

function recurrence(locale: string, text: string): string | undefined {
  const r = parseTimeExpression(text, { now: WEDNESDAY, zone: ZONES[locale] ?? 'UTC', locale });
  return r.ok ? (r.recurrence?.data?.pattern ?? r.recurrence?.pattern) : r.error;
}

describe('CJK forms, ninth round', () => {
  it('reads Japanese hours past 24 as the next day’s small hours, up to 28時', () => {
    table([
      ['ja', '25時', '2026-03-05 01:00'],
      ['ja', '25時30分', '2026-03-05 01:30'],
      ['ja', '25時半', '2026-03-05 01:30'],
      ['ja', '24時', '2026-03-05 00:00'],
      ['ja', '28時', '2026-03-05 04:00'],
      // The hour unit stays a duration.
      ['ja', '24時間後', '2026-03-05 17:00'],
      ['ja', '25時間後', '2026-03-05 18:00'],
      // 29時 and later refused; other languages do not count so. With a day, that day's night
      // (the sixteenth round: '明日の25時' is the day after tomorrow's 01:00, as '明日の24時' is
      // the midnight that ends tomorrow).
      ['ja', '29時', 'invalid'],
      ['ja', '明日の25時', '2026-03-06 01:00'],
      ['zh-CN', '25点', 'invalid'],
      ['ko', '25시', 'invalid'],
    ]);
  });

  it('reads named days the region observes that date-holidays lacks, and offsets from them', () => {
    table([
      ['ja', '山の日', '2026-08-11 09:00'],
      ['ja', '母の日', '2026-05-10 09:00'],
      ['ja', '父の日', '2026-06-21 09:00'],
      ['ja', '七夕', '2026-07-07 09:00'],
      ['ja', '七夕の夜8時', '2026-07-07 20:00'],
      ['ja', '母の日の前日', '2026-05-09 09:00'],
      ['ja', 'ひな祭り', '2027-03-03 09:00'],
      ['zh-CN', '母亲节', '2026-05-10 09:00'],
      ['zh-CN', '父亲节', '2026-06-21 09:00'],
      ['zh-CN', '七夕', '2026-08-19 09:00'],
      ['zh-CN', '重阳节', '2026-10-18 09:00'],
      ['zh-CN', '元宵节', '2027-02-20 09:00'],
      ['zh-CN', '教师节', '2026-09-10 09:00'],
      ['zh-CN', '母亲节下午3点', '2026-05-10 15:00'],
      ['zh-TW', '教師節', '2026-09-28 09:00'],
      ['zh-TW', '臘八節', '2027-01-15 09:00'],
      ['ko', '어버이날', '2026-05-08 09:00'],
      ['ko', '스승의 날', '2026-05-15 09:00'],
      ['ko', '칠석', '2026-08-19 09:00'],
      ['ko', '어버이날 오후 3시', '2026-05-08 15:00'],
      // '날' (day) alone is no holiday.
      ['ko', '날', 'invalid'],
    ]);
  });

  it('reads every month’s N-th weekday', () => {
    table([
      ['ja', '毎月第2火曜日', '2026-03-10 09:00'],
      ['ja', '毎月の第2火曜日', '2026-03-10 09:00'],
      ['ja', '毎月最終金曜日', '2026-03-27 09:00'],
      ['zh-CN', '每月第二个星期二', '2026-03-10 09:00'],
      ['zh-CN', '每个月的第二个周二', '2026-03-10 09:00'],
      ['zh-CN', '每月最后一个星期五', '2026-03-27 09:00'],
      ['ko', '매달 둘째 화요일', '2026-03-10 09:00'],
      // This month's first Monday is past: next month's.
      ['ko', '매월 첫째 주 월요일', '2026-04-06 09:00'],
      ['ko', '매달 마지막 금요일', '2026-03-27 09:00'],
      // The same rule in English: read before '2nd' alone, a day of the month.
      ['en-US', 'every month on the 2nd tuesday', '2026-03-10 09:00'],
      ['en-US', 'every month on the 2nd', '2026-04-02 09:00'],
    ]);
    expect(recurrence('ja', '毎月第2火曜日')).toBe('weekday_of_month');
    expect(recurrence('zh-CN', '每月最后一个星期五')).toBe('weekday_of_month');
    expect(recurrence('ko', '매달 둘째 화요일')).toBe('weekday_of_month');
    // A plain month day stays one.
    expect(recurrence('ja', '毎月15日')).toBe('monthly');
  });

  it('reads traditional-script and colloquial day words, and small words', () => {
    table([
      ['zh-TW', '夜裡11點', '2026-03-04 23:00'],
      ['zh-TW', '明兒', '2026-03-05 16:00'],
      ['zh-TW', '半個月後', '2026-03-19 16:00'],
      ['zh-CN', '半个月后', '2026-03-19 16:00'],
      ['zh-CN', '本星期六', '2026-03-07 09:00'],
      ['zh-TW', '本禮拜六', '2026-03-07 09:00'],
      ['ko', '낼모레', '2026-03-06 17:00'],
      ['ko', '30분 이따가', '2026-03-04 17:30'],
      ['ko', '대략 오후 3시', '2026-03-05 15:00'],
      ['ja', '次日', '2026-03-05 17:00'],
      ['ja', '翌々々日', '2026-03-07 17:00'],
      ['ja', '次月の5日', '2026-04-05 09:00'],
      // 'Later' alone: when?
      ['ko', '이따가', 'invalid'],
    ]);
  });

  it('reads dates written with a space after each dot, Korean’s own layout', () => {
    table([
      ['ko', '2026. 3. 21.', '2026-03-21 09:00'],
      ['ko', '2026. 3. 21', '2026-03-21 09:00'],
      ['ko', '3. 21.', '2026-03-21 09:00'],
      ['ko', '2026. 3. 21. 오후 3시', '2026-03-21 15:00'],
      ['ko', '2026.3.21. 15:00', '2026-03-21 15:00'],
      ['ja', '2026. 3. 21. 15:00', '2026-03-21 15:00'],
      // The same rule in a day-first language.
      ['de', 'am 21. 3. um 9 uhr', '2026-03-21 09:00'],
      ['ko', '2026. 2. 21.', 'past'],
    ]);
  });

  it('reads weekdays closed by “every”, every half hour, and intervals', () => {
    table([
      ['ko', '목요일마다', '2026-03-05 09:00'],
      ['ko', '매주 목요일마다', '2026-03-05 09:00'],
      ['ja', '木曜日ごと', '2026-03-05 09:00'],
      ['zh-CN', '每逢周四', '2026-03-05 09:00'],
      ['zh-TW', '每逢週四', '2026-03-05 09:00'],
      ['zh-CN', '每半小时', '2026-03-04 16:30'],
      ['zh-TW', '每半小時', '2026-03-04 16:30'],
      ['ko', '2시간 간격으로', '2026-03-04 19:00'],
    ]);
    expect(recurrence('ko', '목요일마다')).toBe('weekly');
    expect(recurrence('ja', '木曜日ごと')).toBe('weekly');
    expect(recurrence('zh-CN', '每半小时')).toBe('every_n_minutes');
    expect(recurrence('ko', '2시간 간격으로')).toBe('every_n_hours');
    // '每隔N天' is every N days or every N+1 days: refused, as '30分おき' (every 30 minutes, but
    // '1日おき' is every other day). '每隔一天', '一日おき' are every other day (tenth round).
    table([
      ['zh-CN', '每隔2天', 'invalid'],
      ['ja', '1日おき', 'invalid'],
    ]);
  });

  it('reads minutes before the hour written after it (3時10分前, 3시 10분 전)', () => {
    table([
      // The hour follows the bare-hour rule (ja: 3 is 15:00), as with '差' in Chinese.
      ['ja', '3時10分前', '2026-03-05 14:50'],
      ['ja', '8時3分前', '2026-03-05 07:57'],
      ['ja', '午後3時10分前', '2026-03-05 14:50'],
      ['ja', '明日の9時5分前', '2026-03-05 08:55'],
      ['ko', '오후 3시 10분 전', '2026-03-05 14:50'],
      ['ko', '내일 아침 9시 5분 전', '2026-03-05 08:55'],
      // Korean is a 12-hour locale: without 오전/오후, both halves.
      ['ko', '3시 10분 전', 'ambiguous'],
      // Minutes ago, and before an hour (a deadline), stay refused; more than half an hour too.
      ['ja', '10分前', 'invalid'],
      ['ja', '3時前', 'invalid'],
      ['ja', '3時40分前', 'invalid'],
      ['ko', '10분 전', 'invalid'],
      ['ko', '3시 전', 'invalid'],
    ]);
  });

  it('reads a night’s 0 as its midnight, as its 12', () => {
    table([
      ['ja', '深夜0時', '2026-03-05 00:00'],
      ['ja', '深夜0時30分', '2026-03-05 00:30'],
      ['ja', '深夜12時', '2026-03-05 00:00'],
      ['ja', '明日の朝一番', '2026-03-05 09:00'],
      // With a day: the night before that day or after it?
      ['ja', '明日の深夜0時', 'invalid'],
    ]);
  });
});

import type { Expression } from '../expressions.js';

/**
 * Japanese time expressions as people type them in a Discord chat (casual, with and without
 * particles, both clock styles, full-width digits), with the reading a native speaker means.
 * Readings are in local terms (see ../expressions.ts); sources are cited per expression.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

const S = {
  issue: 'Tock issue 10 (expressions natives type, refused by the English-only reader)',
  native: 'native phrasing',
  decisions: 'shared/docs/decisions.md, "Time expressions, second edition"',
  chronoTime: 'https://github.com/wanasit/chrono/blob/master/test/ja/ja_time_exp.test.ts',
  chronoRelative: 'https://github.com/wanasit/chrono/blob/master/test/ja/ja_relative_date.test.ts',
  chronoCasual: 'https://github.com/wanasit/chrono/blob/master/test/ja/ja_casual.test.ts',
  chronoWeekday: 'https://github.com/wanasit/chrono/blob/master/test/ja/ja_weekday.test.ts',
  chronoStandard: 'https://github.com/wanasit/chrono/blob/master/test/ja/ja_standard.test.ts',
  chronoSlash: 'https://github.com/wanasit/chrono/blob/master/test/ja/ja_slash_date_format.test.ts',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations: native units, kanji numerals, halves
  { text: '10分後', expect: { ms: 10 * MIN }, source: S.issue },
  { text: '5分後に', expect: { ms: 5 * MIN }, source: S.native },
  { text: '30秒後', expect: { ms: 30_000 }, source: S.native },
  { text: '2時間後', expect: { ms: 2 * HOUR }, source: S.native },
  { text: '1時間半後', expect: { ms: 90 * MIN }, source: S.native },
  { text: '2時間半後', expect: { ms: 150 * MIN }, source: S.issue },
  { text: '1時間30分後', expect: { ms: 90 * MIN }, source: S.native },
  { text: '三十分後', expect: { ms: 30 * MIN }, source: S.native },
  { text: '一時間後', expect: { ms: HOUR }, source: S.native },
  { text: '3日後', expect: { ms: 3 * DAY }, source: S.chronoRelative },
  { text: '2週間後', expect: { ms: 14 * DAY }, source: S.chronoRelative },
  { text: '2か月後', expect: { months: 2 }, source: S.chronoRelative },
  { text: '3ヶ月後', expect: { months: 3 }, source: S.native },
  { text: '１０分後', expect: { ms: 10 * MIN }, source: S.native },
  // Days, with and without a clock or a time of day
  { text: '明日', expect: { ms: DAY }, source: S.chronoCasual },
  { text: '明日の15時', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: '明日15時', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: '明日の朝', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: '明日の午後', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: '明日の夜', expect: { day: 1, at: '21:00' }, source: S.native },
  { text: '明日の午前10時', expect: { day: 1, at: '10:00' }, source: S.native },
  { text: '今日の18時', expect: { day: 0, at: '18:00' }, source: S.native },
  { text: '今夜', expect: { day: 0, at: '20:00' }, source: S.native },
  { text: '今晩8時', expect: { day: 0, at: '20:00' }, source: S.native },
  { text: '明後日', expect: { ms: 2 * DAY }, source: S.chronoRelative },
  { text: 'あさって10時', expect: { day: 2, at: '10:00' }, source: S.chronoRelative },
  { text: 'あした9時', expect: { day: 1, at: '09:00' }, source: S.native },
  // Weekdays and their short forms
  { text: '金曜日', expect: { weekday: 5, at: '09:00' }, source: S.chronoWeekday },
  { text: '金曜', expect: { weekday: 5, at: '09:00' }, source: S.native },
  { text: '金曜の20時', expect: { weekday: 5, at: '20:00' }, source: S.native },
  { text: '月曜日の午前10時', expect: { weekday: 1, at: '10:00' }, source: S.native },
  { text: '土曜15時', expect: { weekday: 6, at: '15:00' }, source: S.native },
  { text: '次の金曜日', expect: { weekday: 5, at: '09:00' }, source: S.chronoTime },
  // Native clock forms
  { text: '15時', expect: { next: '15:00' }, source: S.issue },
  { text: '午後3時', expect: { next: '15:00' }, source: S.issue },
  { text: '午前9時', expect: { next: '09:00' }, source: S.chronoTime },
  { text: '午後8時', expect: { next: '20:00' }, source: S.chronoTime },
  { text: '午前6時13分', expect: { next: '06:13' }, source: S.chronoTime },
  { text: '15時30分', expect: { next: '15:30' }, source: S.native },
  { text: '15時半', expect: { next: '15:30' }, source: S.native },
  { text: '午後7時半', expect: { next: '19:30' }, source: S.native },
  { text: '10時', expect: { next: '10:00' }, source: S.chronoTime },
  { text: '12時', expect: { next: '12:00' }, source: S.chronoTime },
  { text: '20時に', expect: { next: '20:00' }, source: S.native },
  { text: '夜9時', expect: { next: '21:00' }, source: S.native },
  { text: '正午', expect: { next: '12:00' }, source: S.native },
  { text: '21:00', expect: { next: '21:00' }, source: S.native },
  // Dates: month and day marks, numeric month-first, years, full-width digits
  { text: '12月25日', expect: { date: '12-25', at: '09:00' }, source: S.chronoStandard },
  { text: '12月25日の18時', expect: { date: '12-25', at: '18:00' }, source: S.native },
  { text: '3月17日 20時15分', expect: { date: '03-17', at: '20:15' }, source: S.chronoTime },
  { text: '１月１日', expect: { date: '01-01', at: '09:00' }, source: S.chronoTime },
  { text: '12/9の16:00', expect: { date: '12-09', at: '16:00' }, source: S.chronoTime },
  { text: '3/4 18時', expect: { date: '03-04', at: '18:00' }, source: S.chronoSlash },
  { text: '2027年1月5日', expect: { date: '2027-01-05', at: '09:00' }, source: S.chronoStandard },
  // Recurring forms
  { text: '毎日', expect: { day: 1, at: '09:00', rec: 'daily' }, source: S.native },
  { text: '毎日9時', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: '毎朝', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: '毎朝7時半', expect: { next: '07:30', rec: 'daily' }, source: S.native },
  { text: '毎週月曜日', expect: { weekday: 1, inclusive: true, rec: 'weekly' }, source: S.native },
  {
    text: '毎週金曜の18時',
    expect: { weekday: 5, at: '18:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: '2週間ごと', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.native },
  { text: '3日ごと', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.native },
  {
    text: '平日の9時',
    expect: { weekdays: WEEKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: '毎月15日', expect: { monthDay: 15, at: '09:00', rec: 'monthly' }, source: S.native },
  { text: '1時間ごと', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: '毎年12月25日', expect: { date: '12-25', at: '09:00', rec: 'yearly' }, source: S.native },
  // More of the same, as typed: spaces, kanji numerals, 0時 with 午前/午後, half-days alone
  { text: '明日 15時', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: '十五時', expect: { next: '15:00' }, source: S.native },
  { text: '二十分後', expect: { ms: 20 * MIN }, source: S.native },
  { text: '午前0時', expect: { next: '00:00' }, source: S.native },
  { text: '午後0時', expect: { next: '12:00' }, source: S.native },
  { text: '夕方6時', expect: { next: '18:00' }, source: S.native },
  { text: '1週間後', expect: { ms: 7 * DAY }, source: S.native },
  { text: '半年後', expect: { months: 6 }, source: S.native },
  { text: '毎日午後10時', expect: { next: '22:00', rec: 'daily' }, source: S.native },
  { text: '来月', expect: { months: 1 }, source: S.chronoRelative },
  {
    text: '毎週月曜と木曜',
    expect: { weekdays: [1, 4], at: '09:00', inclusive: false, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: '毎週月曜、水曜、金曜の9時',
    expect: { weekdays: [1, 3, 5], at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'あと5分', expect: { ms: 5 * MIN }, source: S.native },
  // A day of the month alone is the next such day (decisions: thirteenth round); '3日後' is three days.
  { text: '3日', expect: { monthDay: 3, at: '09:00' }, source: S.native },
  // A correct reader must refuse these
  { text: '明日15時に2時間後', expect: { refuse: true }, source: S.decisions },
  { text: 'そのうち', expect: { refuse: true }, source: S.native },
  // Hours past 24 count the night on from the day before (TV and shop hours): 25時 is 01:00 the
  // next day; 29時 and later are refused (andrewplummer/Sugar refuses 29時 too).
  { text: '25時', expect: { day: 1, at: '01:00' }, source: S.native },
  { text: '29時', expect: { refuse: true }, source: S.native },
  { text: '2月30日', expect: { refuse: true }, source: S.native },
  { text: '30分ごと', expect: { ms: 30 * MIN, rec: 'every_n_minutes' }, source: S.decisions },
  { text: '昨日', expect: { refuse: true }, source: S.chronoCasual },
];

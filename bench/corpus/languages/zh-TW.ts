import type { Expression } from '../expressions.js';

/**
 * Traditional Chinese (Taiwan) time expressions as people type them in a Discord chat (Arabic
 * digits and Chinese numerals, 點 clocks, 上午/下午/晚上, 禮拜 and 週 weekdays), with the reading a
 * native speaker means. Readings are in local terms (see ../expressions.ts).
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

const S = {
  issue: 'Tock issue 10 (expressions natives type, refused by the English-only reader)',
  native: 'native phrasing',
  decisions: 'shared/docs/decisions.md, "Time expressions, second edition"',
  tock: 'docs/decisions.md, "zh-TW" row (the first zh-TW vocabulary)',
  chronoDeadline:
    'https://github.com/wanasit/chrono/blob/master/test/zh/hant/zh_hant_deadline.test.ts',
  chronoTime: 'https://github.com/wanasit/chrono/blob/master/test/zh/hant/zh_hant_time_exp.test.ts',
  chronoCasual: 'https://github.com/wanasit/chrono/blob/master/test/zh/hant/zh_hant_casual.test.ts',
  chronoDate: 'https://github.com/wanasit/chrono/blob/master/test/zh/hant/zh_hant_date.test.ts',
  chronoWeekday:
    'https://github.com/wanasit/chrono/blob/master/test/zh/hant/zh_hant_weekday.test.ts',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations: native units, Chinese numerals, halves
  { text: '10分鐘後', expect: { ms: 10 * MIN }, source: S.tock },
  { text: '五分鐘後', expect: { ms: 5 * MIN }, source: S.chronoDeadline },
  { text: '30分鐘之後', expect: { ms: 30 * MIN }, source: S.chronoDeadline },
  { text: '5秒後', expect: { ms: 5_000 }, source: S.native },
  { text: '兩小時後', expect: { ms: 2 * HOUR }, source: S.issue },
  { text: '2個小時後', expect: { ms: 2 * HOUR }, source: S.native },
  { text: '半小時後', expect: { ms: 30 * MIN }, source: S.issue },
  { text: '一個半小時後', expect: { ms: 90 * MIN }, source: S.native },
  { text: '1個半小時後', expect: { ms: 90 * MIN }, source: S.native },
  { text: '四個半鐘頭後', expect: { ms: 270 * MIN }, source: S.native },
  { text: '過一會兒', expect: { refuse: true }, source: S.native },
  { text: '1小時30分鐘後', expect: { ms: 90 * MIN }, source: S.native },
  { text: '三天後', expect: { ms: 3 * DAY }, source: S.chronoDeadline },
  { text: '2個禮拜後', expect: { ms: 14 * DAY }, source: S.native },
  { text: '一個月後', expect: { months: 1 }, source: S.chronoDeadline },
  // Days, with and without a clock or a time of day
  { text: '明天', expect: { ms: DAY }, source: S.chronoCasual },
  { text: '明天下午3點', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: '明天早上9點', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: '明天晚上', expect: { day: 1, at: '18:00' }, source: S.native },
  { text: '後天', expect: { ms: 2 * DAY }, source: S.chronoCasual },
  { text: '後天下午2點', expect: { day: 2, at: '14:00' }, source: S.native },
  { text: '今晚', expect: { day: 0, at: '20:00' }, source: S.tock },
  { text: '今晚11點', expect: { day: 0, at: '23:00' }, source: S.native },
  { text: '今天晚上7點半', expect: { day: 0, at: '19:30' }, source: S.native },
  { text: '下週', expect: { ms: 7 * DAY }, source: S.tock },
  { text: '下個月', expect: { months: 1 }, source: S.tock },
  // Weekdays and their short forms
  { text: '週五', expect: { weekday: 5, at: '09:00' }, source: S.chronoWeekday },
  { text: '星期五晚上8點', expect: { weekday: 5, at: '20:00' }, source: S.native },
  { text: '禮拜一早上', expect: { weekday: 1, at: '09:00' }, source: S.native },
  { text: '週日下午3點', expect: { weekday: 7, at: '15:00' }, source: S.native },
  { text: '禮拜天', expect: { weekday: 7, at: '09:00' }, source: S.native },
  // Native clock forms
  { text: '下午3點', expect: { next: '15:00' }, source: S.native },
  { text: '上午10點', expect: { next: '10:00' }, source: S.native },
  { text: '晚上9點', expect: { next: '21:00' }, source: S.native },
  { text: '15點30分', expect: { next: '15:30' }, source: S.tock },
  { text: '下午3點半', expect: { next: '15:30' }, source: S.native },
  { text: '中午12點', expect: { next: '12:00' }, source: S.chronoTime },
  { text: '中午', expect: { next: '12:00' }, source: S.native },
  { text: '晚上十點', expect: { next: '22:00' }, source: S.native },
  { text: '凌晨1點', expect: { next: '01:00' }, source: S.chronoTime },
  { text: '20:30', expect: { next: '20:30' }, source: S.native },
  // Dates: month and day marks, numeric month-first, years
  { text: '12月25日', expect: { date: '12-25', at: '09:00' }, source: S.chronoDate },
  { text: '12月25號晚上8點', expect: { date: '12-25', at: '20:00' }, source: S.native },
  { text: '3/4', expect: { date: '03-04', at: '09:00' }, source: S.native },
  { text: '1/15 下午2點', expect: { date: '01-15', at: '14:00' }, source: S.native },
  { text: '2027年1月5日', expect: { date: '2027-01-05', at: '09:00' }, source: S.chronoDate },
  // Recurring forms
  { text: '每天', expect: { day: 1, at: '09:00', rec: 'daily' }, source: S.tock },
  { text: '每天早上8點', expect: { next: '08:00', rec: 'daily' }, source: S.tock },
  { text: '每天晚上10點半', expect: { next: '22:30', rec: 'daily' }, source: S.native },
  { text: '每週一', expect: { weekday: 1, inclusive: true, rec: 'weekly' }, source: S.tock },
  {
    text: '每週五下午5點',
    expect: { weekday: 5, at: '17:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: '每兩週', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.native },
  { text: '每2天', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.tock },
  {
    text: '平日早上9點',
    expect: { weekdays: WEEKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: '每個月15號', expect: { monthDay: 15, at: '09:00', rec: 'monthly' }, source: S.native },
  { text: '每小時', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.tock },
  { text: '每年12月25日', expect: { date: '12-25', at: '09:00', rec: 'yearly' }, source: S.native },
  // More of the same, as typed: spaces, numerals, 凌晨/半夜 before a clock
  { text: '明天 下午 3點', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: '二十分鐘後', expect: { ms: 20 * MIN }, source: S.native },
  { text: '兩個半小時後', expect: { ms: 150 * MIN }, source: S.native },
  { text: '半夜2點', expect: { next: '02:00' }, source: S.native },
  {
    text: '每週三晚上7點',
    expect: { weekday: 3, at: '19:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: '下禮拜', expect: { ms: 7 * DAY }, source: S.native },
  { text: '禮拜五下午', expect: { weekday: 5, at: '15:00' }, source: S.native },
  {
    text: '每週一和週四晚上8點',
    expect: { weekdays: [1, 4], at: '20:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: '一週後', expect: { ms: 7 * DAY }, source: S.native },
  { text: '十二點半', expect: { next: '12:30' }, source: S.native },
  // A correct reader must refuse these
  { text: '明天下午3點2小時後', expect: { refuse: true }, source: S.decisions },
  { text: '改天', expect: { refuse: true }, source: S.native },
  { text: '25點', expect: { refuse: true }, source: S.native },
  { text: '2月30日', expect: { refuse: true }, source: S.native },
  { text: '每30分鐘', expect: { ms: 30 * MIN, rec: 'every_n_minutes' }, source: S.decisions },
  { text: '昨天', expect: { refuse: true }, source: S.chronoCasual },
];

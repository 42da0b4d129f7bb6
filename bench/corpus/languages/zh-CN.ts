import type { Expression } from '../expressions.js';

/**
 * Simplified Chinese time expressions as people type them in a Discord chat (Arabic digits and
 * Chinese numerals, 点/时 clocks, 上午/下午/晚上), with the reading a native speaker means.
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
  chronoDeadline:
    'https://github.com/wanasit/chrono/blob/master/test/zh/hans/zh_hans_deadline.test.ts',
  chronoTime: 'https://github.com/wanasit/chrono/blob/master/test/zh/hans/zh_hans_time_exp.test.ts',
  chronoCasual: 'https://github.com/wanasit/chrono/blob/master/test/zh/hans/zh_hans_casual.test.ts',
  chronoDate: 'https://github.com/wanasit/chrono/blob/master/test/zh/hans/zh_hans_date.test.ts',
  chronoWeekday:
    'https://github.com/wanasit/chrono/blob/master/test/zh/hans/zh_hans_weekday.test.ts',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations: native units, Chinese numerals, halves
  { text: '10分钟后', expect: { ms: 10 * MIN }, source: S.native },
  { text: '五分钟后', expect: { ms: 5 * MIN }, source: S.chronoDeadline },
  { text: '5分钟之后', expect: { ms: 5 * MIN }, source: S.chronoDeadline },
  { text: '5秒钟后', expect: { ms: 5_000 }, source: S.chronoDeadline },
  { text: '2小时后', expect: { ms: 2 * HOUR }, source: S.chronoDeadline },
  { text: '两小时后', expect: { ms: 2 * HOUR }, source: S.issue },
  { text: '两个小时以后', expect: { ms: 2 * HOUR }, source: S.native },
  { text: '半小时后', expect: { ms: 30 * MIN }, source: S.issue },
  { text: '一个半小时后', expect: { ms: 90 * MIN }, source: S.native },
  { text: '1个半小时后', expect: { ms: 90 * MIN }, source: S.native },
  { text: '四个半小时后', expect: { ms: 270 * MIN }, source: S.native },
  { text: '1个半钟头以后', expect: { ms: 90 * MIN }, source: S.native },
  { text: '1小时30分钟后', expect: { ms: 90 * MIN }, source: S.native },
  { text: '十分钟以后', expect: { ms: 10 * MIN }, source: S.native },
  { text: '3天后', expect: { ms: 3 * DAY }, source: S.chronoDeadline },
  { text: '2星期后', expect: { ms: 14 * DAY }, source: S.chronoDeadline },
  { text: '两周后', expect: { ms: 14 * DAY }, source: S.native },
  { text: '3个月后', expect: { months: 3 }, source: S.native },
  // Days, with and without a clock or a time of day
  { text: '明天', expect: { ms: DAY }, source: S.chronoCasual },
  { text: '明天下午3点', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: '明天上午8点', expect: { day: 1, at: '08:00' }, source: S.chronoTime },
  { text: '明天早上', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: '明天晚上', expect: { day: 1, at: '18:00' }, source: S.native },
  { text: '后天', expect: { ms: 2 * DAY }, source: S.chronoCasual },
  { text: '后天晚上9点', expect: { day: 2, at: '21:00' }, source: S.chronoTime },
  { text: '今晚', expect: { day: 0, at: '20:00' }, source: S.native },
  { text: '今晚10时', expect: { day: 0, at: '22:00' }, source: S.chronoTime },
  { text: '今天下午5点半', expect: { day: 0, at: '17:30' }, source: S.native },
  { text: '今天18:00', expect: { day: 0, at: '18:00' }, source: S.native },
  // Weekdays and their short forms
  { text: '周五', expect: { weekday: 5, at: '09:00' }, source: S.chronoWeekday },
  { text: '星期五下午3点', expect: { weekday: 5, at: '15:00' }, source: S.native },
  { text: '周一早上9点', expect: { weekday: 1, at: '09:00' }, source: S.native },
  { text: '礼拜六', expect: { weekday: 6, at: '09:00' }, source: S.chronoWeekday },
  { text: '星期天晚上8点', expect: { weekday: 7, at: '20:00' }, source: S.native },
  // Native clock forms
  { text: '下午3点', expect: { next: '15:00' }, source: S.native },
  { text: '早上8点', expect: { next: '08:00' }, source: S.chronoTime },
  { text: '10点', expect: { next: '10:00' }, source: S.chronoTime },
  { text: '16点', expect: { next: '16:00' }, source: S.native },
  { text: '15点30分', expect: { next: '15:30' }, source: S.native },
  { text: '晚上8点半', expect: { next: '20:30' }, source: S.native },
  { text: '中午12点', expect: { next: '12:00' }, source: S.chronoTime },
  { text: '下午两点', expect: { next: '14:00' }, source: S.native },
  { text: '晚上十点', expect: { next: '22:00' }, source: S.native },
  { text: '凌晨2点', expect: { next: '02:00' }, source: S.chronoTime },
  // Dates: month and day marks, numbers in Chinese, numeric month-first, years
  { text: '12月25日', expect: { date: '12-25', at: '09:00' }, source: S.chronoDate },
  { text: '12月25号', expect: { date: '12-25', at: '09:00' }, source: S.native },
  { text: '3月17日 20点15分', expect: { date: '03-17', at: '20:15' }, source: S.chronoTime },
  { text: '六月四日下午3点', expect: { date: '06-04', at: '15:00' }, source: S.chronoTime },
  { text: '12/25 晚上8点', expect: { date: '12-25', at: '20:00' }, source: S.native },
  { text: '2027年1月5日', expect: { date: '2027-01-05', at: '09:00' }, source: S.chronoDate },
  { text: '下个月', expect: { months: 1 }, source: S.native },
  // Recurring forms
  { text: '每天', expect: { day: 1, at: '09:00', rec: 'daily' }, source: S.native },
  { text: '每天早上8点', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  { text: '每天晚上10点', expect: { next: '22:00', rec: 'daily' }, source: S.native },
  { text: '每周一', expect: { weekday: 1, inclusive: true, rec: 'weekly' }, source: S.native },
  {
    text: '每周五下午5点',
    expect: { weekday: 5, at: '17:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: '每两周', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.native },
  { text: '每3天', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.native },
  {
    text: '每个工作日早上9点',
    expect: { weekdays: WEEKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: '每月15号', expect: { monthDay: 15, at: '09:00', rec: 'monthly' }, source: S.native },
  { text: '每小时', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: '每年12月25日', expect: { date: '12-25', at: '09:00', rec: 'yearly' }, source: S.native },
  // More of the same, as typed: spaces, numerals, 凌晨/半夜 before a clock
  { text: '明天 下午3点', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: '二十分钟后', expect: { ms: 20 * MIN }, source: S.native },
  { text: '两个半小时后', expect: { ms: 150 * MIN }, source: S.native },
  { text: '半夜2点', expect: { next: '02:00' }, source: S.native },
  {
    text: '每周三晚上7点',
    expect: { weekday: 3, at: '19:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: '下周', expect: { ms: 7 * DAY }, source: S.native },
  { text: '周六下午', expect: { weekday: 6, at: '15:00' }, source: S.native },
  {
    text: '每周一、周三、周五早上9点',
    expect: { weekdays: [1, 3, 5], at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: '一周后', expect: { ms: 7 * DAY }, source: S.native },
  { text: '中午12点半', expect: { next: '12:30' }, source: S.native },
  // A correct reader must refuse these
  { text: '明天下午3点2小时后', expect: { refuse: true }, source: S.decisions },
  { text: '改天', expect: { refuse: true }, source: S.native },
  { text: '过一会儿', expect: { refuse: true }, source: S.native },
  { text: '25点', expect: { refuse: true }, source: S.native },
  { text: '2月30日', expect: { refuse: true }, source: S.native },
  { text: '每30分钟', expect: { ms: 30 * MIN, rec: 'every_n_minutes' }, source: S.decisions },
  { text: '昨天', expect: { refuse: true }, source: S.chronoCasual },
];

import type { Expression } from '../expressions.js';

/**
 * Korean time expressions as people type them in a Discord chat (with and without spaces, with
 * particles, native and Sino-Korean numbers, 오전/오후 clocks), with the reading a native speaker
 * means. chrono-node has no Korean; sources are dateparser's Korean data where a form is listed
 * there, else native phrasing. Readings are in local terms (see ../expressions.ts).
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

const S = {
  issue: 'Tock issue 10 (expressions natives type, refused by the English-only reader)',
  native: 'native phrasing',
  decisions: 'shared/docs/decisions.md, "Time expressions, second edition"',
  dateparser:
    'https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/ko.py',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations: native units, native numbers, halves
  { text: '10분 후', expect: { ms: 10 * MIN }, source: S.dateparser },
  { text: '10분후', expect: { ms: 10 * MIN }, source: S.native },
  { text: '30초 후', expect: { ms: 30_000 }, source: S.dateparser },
  { text: '2시간 후', expect: { ms: 2 * HOUR }, source: S.dateparser },
  { text: '2시간 뒤', expect: { ms: 2 * HOUR }, source: S.native },
  { text: '30분 뒤에', expect: { ms: 30 * MIN }, source: S.native },
  { text: '한 시간 반 후', expect: { ms: 90 * MIN }, source: S.issue },
  { text: '두 시간 후', expect: { ms: 2 * HOUR }, source: S.native },
  { text: '1시간 30분 후', expect: { ms: 90 * MIN }, source: S.native },
  { text: '3일 후', expect: { ms: 3 * DAY }, source: S.dateparser },
  { text: '2주 후', expect: { ms: 14 * DAY }, source: S.dateparser },
  { text: '한 달 후', expect: { months: 1 }, source: S.native },
  { text: '3개월 후', expect: { months: 3 }, source: S.native },
  { text: '1년 후', expect: { months: 12 }, source: S.dateparser },
  // Days, with and without a clock or a time of day
  { text: '내일', expect: { ms: DAY }, source: S.dateparser },
  { text: '내일 오후 3시', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: '내일 3시', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: '내일 아침 9시', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: '내일 아침', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: '내일 저녁', expect: { day: 1, at: '18:00' }, source: S.native },
  { text: '오늘 저녁 7시', expect: { day: 0, at: '19:00' }, source: S.native },
  { text: '오늘 밤 10시', expect: { day: 0, at: '22:00' }, source: S.native },
  { text: '오늘밤 11시', expect: { day: 0, at: '23:00' }, source: S.native },
  { text: '모레', expect: { ms: 2 * DAY }, source: S.native },
  { text: '모레 오전 10시', expect: { day: 2, at: '10:00' }, source: S.native },
  // Weekdays, with casual short forms
  { text: '금요일', expect: { weekday: 5, at: '09:00' }, source: S.dateparser },
  { text: '금요일 오후 6시', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: '월요일 아침', expect: { weekday: 1, at: '09:00' }, source: S.native },
  { text: '토요일 10시', expect: { weekday: 6, at: '10:00' }, source: S.native },
  { text: '금욜 저녁 8시', expect: { weekday: 5, at: '20:00' }, source: S.native },
  // Native clock forms
  { text: '오후 3시', expect: { next: '15:00' }, source: S.issue },
  { text: '오후3시', expect: { next: '15:00' }, source: S.native },
  { text: '오전 9시', expect: { next: '09:00' }, source: S.dateparser },
  { text: '오후 3시 30분', expect: { next: '15:30' }, source: S.native },
  { text: '오후 3시 반', expect: { next: '15:30' }, source: S.native },
  { text: '저녁 7시', expect: { next: '19:00' }, source: S.native },
  { text: '아침 7시 반', expect: { next: '07:30' }, source: S.native },
  { text: '밤 11시', expect: { next: '23:00' }, source: S.native },
  { text: '오후 2시에', expect: { next: '14:00' }, source: S.native },
  { text: '15시', expect: { next: '15:00' }, source: S.native },
  { text: '정오', expect: { next: '12:00' }, source: S.native },
  { text: '자정', expect: { next: '00:00' }, source: S.native },
  { text: '18:30', expect: { next: '18:30' }, source: S.native },
  // Dates: month and day marks, numeric month-first, years
  { text: '12월 25일', expect: { date: '12-25', at: '09:00' }, source: S.dateparser },
  { text: '12월 25일 오후 6시', expect: { date: '12-25', at: '18:00' }, source: S.native },
  { text: '5월15일', expect: { date: '05-15', at: '09:00' }, source: S.native },
  { text: '3/4 오후 2시', expect: { date: '03-04', at: '14:00' }, source: S.native },
  { text: '2027년 1월 5일', expect: { date: '2027-01-05', at: '09:00' }, source: S.native },
  // Recurring forms
  { text: '매일', expect: { day: 1, at: '09:00', rec: 'daily' }, source: S.native },
  { text: '매일 아침 8시', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  { text: '매일 밤 10시', expect: { next: '22:00', rec: 'daily' }, source: S.native },
  { text: '매주 월요일', expect: { weekday: 1, inclusive: true, rec: 'weekly' }, source: S.native },
  {
    text: '매주 금요일 오후 5시',
    expect: { weekday: 5, at: '17:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: '2주마다', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.native },
  { text: '3일마다', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.native },
  {
    text: '평일마다 오전 9시',
    expect: { weekdays: WEEKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: '매달 15일', expect: { monthDay: 15, at: '09:00', rec: 'monthly' }, source: S.native },
  { text: '2시간마다', expect: { ms: 2 * HOUR, rec: 'every_n_hours' }, source: S.native },
  // More of the same, as typed: native numbers with 시, no spaces, half-days alone
  { text: '오후 세 시', expect: { next: '15:00' }, source: S.native },
  { text: '세 시간 후', expect: { ms: 3 * HOUR }, source: S.native },
  { text: '두시간후', expect: { ms: 2 * HOUR }, source: S.native },
  { text: '3시간 후에', expect: { ms: 3 * HOUR }, source: S.native },
  { text: '반 시간 후', expect: { ms: 30 * MIN }, source: S.native },
  { text: '내일 오후', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: '내일모레', expect: { ms: 2 * DAY }, source: S.native },
  { text: '새벽 2시', expect: { next: '02:00' }, source: S.native },
  { text: '매월 1일', expect: { monthDay: 1, at: '09:00', rec: 'monthly' }, source: S.native },
  { text: '다음 주', expect: { ms: 7 * DAY }, source: S.dateparser },
  { text: '일주일 후', expect: { ms: 7 * DAY }, source: S.native },
  {
    text: '매주 월요일하고 목요일 오후 7시',
    expect: { weekdays: [1, 4], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: '새벽 12시', expect: { next: '00:00' }, source: S.native },
  // A day of the month alone is the next such day (decisions: thirteenth round); '3일 후' is three days.
  { text: '3일', expect: { monthDay: 3, at: '09:00' }, source: S.native },
  // A correct reader must refuse these
  { text: '내일 오후 3시 2시간 후', expect: { refuse: true }, source: S.decisions },
  { text: '나중에', expect: { refuse: true }, source: S.native },
  { text: '25시', expect: { refuse: true }, source: S.native },
  { text: '2월 30일', expect: { refuse: true }, source: S.native },
  { text: '30분마다', expect: { ms: 30 * MIN, rec: 'every_n_minutes' }, source: S.decisions },
  { text: '어제', expect: { refuse: true }, source: S.dateparser },
];

import type { Expression } from '../expressions.js';

/**
 * Dutch (`nl`): what Dutch speakers type in a Discord chat, with the reading they mean (the
 * format of ../expressions.ts). Times of day follow decisions.md ('s ochtends 09:00, 's middags
 * 15:00, 's avonds 18:00, vanavond 20:00); day-first numeric dates.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  casual: 'https://github.com/wanasit/chrono/blob/master/test/nl/nl_casual.test.ts',
  within: 'https://github.com/wanasit/chrono/blob/master/test/nl/nl_time_units_within.test.ts',
  relative: 'https://github.com/wanasit/chrono/blob/master/test/nl/nl_relative.test.ts',
  timeExp: 'https://github.com/wanasit/chrono/blob/master/test/nl/nl_time_exp.test.ts',
  weekday: 'https://github.com/wanasit/chrono/blob/master/test/nl/nl_weekday.test.ts',
  month:
    'https://github.com/wanasit/chrono/blob/master/test/nl/nl_month_name_little_endian.test.ts',
  slash: 'https://github.com/wanasit/chrono/blob/master/test/nl/nl_slash.test.ts',
} as const;

const WORKDAYS = [1, 2, 3, 4, 5] as const;

export const expressions: readonly Expression[] = [
  // Relative durations: digits, number words, halves, the quarter hour
  { text: 'over 10 minuten', expect: { ms: 10 * MIN }, source: S.within },
  { text: 'over 2 uur', expect: { ms: 2 * HOUR }, source: S.within },
  { text: 'over een uur', expect: { ms: HOUR }, source: S.within },
  { text: 'over een half uur', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'over een halfuur', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'over anderhalf uur', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'over een kwartier', expect: { ms: 15 * MIN }, source: S.native },
  { text: 'over 5 min', expect: { ms: 5 * MIN }, source: S.native },
  { text: 'over vijf minuten', expect: { ms: 5 * MIN }, source: S.within },
  { text: 'over 3 dagen', expect: { ms: 3 * DAY }, source: S.within },
  { text: 'over een week', expect: { ms: 7 * DAY }, source: S.within },
  { text: 'over twee weken', expect: { ms: 14 * DAY }, source: S.native },
  { text: 'over een maand', expect: { months: 1 }, source: S.within },
  { text: 'over 1 uur en 30 minuten', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'over 2u', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'nu', expect: { ms: 0 }, source: S.casual },
  { text: 'volgende week', expect: { ms: 7 * DAY }, source: S.relative },
  // Today, tomorrow, the day after
  { text: 'morgen', expect: { ms: DAY }, source: S.casual },
  { text: 'overmorgen', expect: { ms: 2 * DAY }, source: S.native },
  { text: 'vandaag', expect: { day: 0, at: '23:59:59' }, source: S.casual },
  { text: 'morgen om 15:00', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'morgen om 9 uur', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'morgen ochtend', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'morgenmiddag', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'morgenochtend', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'vanavond', expect: { day: 0, at: '20:00' }, source: S.casual },
  { text: 'vanavond om 21:30', expect: { day: 0, at: '21:30' }, source: S.native },
  { text: 'vandaag om 17:00', expect: { day: 0, at: '17:00' }, source: S.casual },
  { text: 'overmorgen om 10:30', expect: { day: 2, at: '10:30' }, source: S.native },
  // Clock forms
  { text: 'om 15:00', expect: { next: '15:00' }, source: S.timeExp },
  { text: 'om 15 uur', expect: { next: '15:00' }, source: S.timeExp },
  { text: "om 8 uur 's avonds", expect: { next: '20:00' }, source: S.native },
  { text: 'om middernacht', expect: { next: '00:00' }, source: S.casual },
  { text: 'om 18.30', expect: { next: '18:30' }, source: S.native },
  // Weekdays (with op, short forms)
  { text: 'vrijdag', expect: { weekday: 5, at: '09:00' }, source: S.weekday },
  { text: 'vrijdag om 18:00', expect: { weekday: 5, at: '18:00' }, source: S.weekday },
  { text: 'ma 10:00', expect: { weekday: 1, at: '10:00' }, source: S.native },
  { text: 'vr 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'op dinsdag om 9:30', expect: { weekday: 2, at: '09:30' }, source: S.native },
  { text: 'zaterdagavond', expect: { weekday: 6, at: '18:00' }, source: S.native },
  { text: 'zaterdag avond', expect: { weekday: 6, at: '18:00' }, source: S.native },
  { text: 'deze zaterdag', expect: { weekday: 6, at: '09:00', this: true }, source: S.weekday },
  { text: 'aanstaande woensdag', expect: { weekday: 3, at: '09:00' }, source: S.native },
  { text: 'zondag', expect: { weekday: 7, at: '09:00' }, source: S.weekday },
  // Dates: day first, month names, numeric
  { text: '25 december', expect: { date: '12-25', at: '09:00' }, source: S.month },
  { text: '1 januari om 12:00', expect: { date: '01-01', at: '12:00' }, source: S.month },
  { text: '27 april', expect: { date: '04-27', at: '09:00' }, source: S.native },
  { text: 'op 5 mei om 18:30', expect: { date: '05-05', at: '18:30' }, source: S.month },
  { text: '31/12', expect: { numeric: [31, 12] }, source: S.slash },
  { text: '24-12', expect: { numeric: [24, 12] }, source: S.native },
  { text: '25/12/2026 om 10:00', expect: { date: '2026-12-25', at: '10:00' }, source: S.slash },
  // Recurring
  { text: 'elke dag om 9:00', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: 'dagelijks om 8 uur', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  {
    text: 'elke maandag',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'iedere vrijdag om 18:00',
    expect: { weekday: 5, at: '18:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: 'elke 2 weken', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.native },
  {
    text: 'elke woensdag en vrijdag om 19:00',
    expect: { weekdays: [3, 5], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'om de twee weken',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'elke 3 dagen', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.native },
  { text: 'elke ochtend', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: 'elk uur', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'wekelijks', expect: { weekday: 1, at: '09:00', rec: 'weekly' }, source: S.native },
  {
    text: 'elke werkdag om 9:00',
    expect: { weekdays: WORKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  // Refusals: the past, Dutch 'half 3' (02:30 or 14:30?), vague words
  { text: 'gisteren om 15:00', expect: { refuse: true }, source: S.casual },
  { text: 'om half 3', expect: { refuse: true }, source: S.native },
  { text: 'straks', expect: { refuse: true }, source: S.native },
  // 'elke tweede dinsdag': the second Tuesday of the month, or every other Tuesday?
  { text: 'elke tweede dinsdag', expect: { refuse: true }, source: S.native },
  { text: 'over een paar minuten', expect: { refuse: true }, source: S.native },
  // 'volgende vrijdag': the one rule of 'next <weekday>' (ownDecision asks where the rule asks:
  // this week's Friday for some, next week's for others).
  { text: 'volgende vrijdag', expect: { weekday: 5, at: '09:00' }, source: S.native },
];

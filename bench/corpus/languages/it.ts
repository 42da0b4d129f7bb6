import { chronoTest, type Expression } from '../expressions.js';
import { sugarItalian } from '../ninth-round-west.js';

/**
 * Italian time expressions as people type them in a Discord chat (`tra 10 minuti`, `fra 2 ore`,
 * `alle 15`, `domani mattina`, `stasera`, day-first dates), with the reading an Italian speaker
 * means. Times of day follow docs/decisions.md: mattina 09:00, pomeriggio 15:00, sera 18:00,
 * stasera 20:00, notte 21:00.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  casual: 'https://github.com/wanasit/chrono/blob/master/test/it/it_casual.test.ts',
  issue: 'Tock issue 10 (expressions the bot refused)',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations
  { text: 'tra 10 minuti', expect: { ms: 10 * MIN }, source: S.native },
  { text: 'fra 5 min', expect: { ms: 5 * MIN }, source: S.native },
  { text: 'tra 2 ore', expect: { ms: 2 * HOUR }, source: S.native },
  { text: "tra un'ora", expect: { ms: HOUR }, source: S.native },
  { text: "tra mezz'ora", expect: { ms: 30 * MIN }, source: S.native },
  { text: 'tra mezzora', expect: { ms: 30 * MIN }, source: S.native },
  { text: "tra un'ora e mezza", expect: { ms: 90 * MIN }, source: S.native },
  { text: 'fra 3 giorni', expect: { ms: 3 * DAY }, source: S.native },
  { text: 'tra due settimane', expect: { ms: 14 * DAY }, source: S.native },
  { text: 'tra un mese', expect: { months: 1 }, source: S.native },
  { text: 'tra 30 secondi', expect: { ms: 30_000 }, source: S.native },
  { text: 'fra 1h', expect: { ms: HOUR }, source: S.native },
  // Today, tomorrow, the day after
  { text: 'domani', expect: { ms: DAY }, source: S.casual },
  { text: 'dopodomani', expect: { ms: 2 * DAY }, source: S.native },
  { text: 'domani alle 9', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'domani alle 15:30', expect: { day: 1, at: '15:30' }, source: S.native },
  { text: 'oggi alle 17', expect: { day: 0, at: '17:00' }, source: S.casual },
  { text: 'domani a mezzogiorno', expect: { day: 1, at: '12:00' }, source: S.casual },
  { text: 'dopodomani alle 10', expect: { day: 2, at: '10:00' }, source: S.native },
  // Clocks
  { text: 'alle 18', expect: { next: '18:00' }, source: S.native },
  { text: 'alle 21:15', expect: { next: '21:15' }, source: S.native },
  { text: 'a mezzanotte', expect: { next: '00:00' }, source: S.casual },
  { text: 'alle 8 di mattina', expect: { next: '08:00' }, source: S.native },
  { text: 'alle 3 del pomeriggio', expect: { next: '15:00' }, source: S.native },
  // Times of day
  { text: 'domani mattina', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'stasera', expect: { day: 0, at: '20:00' }, source: S.casual },
  { text: 'stasera alle 20', expect: { day: 0, at: '20:00' }, source: S.casual },
  { text: 'stasera alle 8', expect: { day: 0, at: '20:00' }, source: S.casual },
  { text: 'questo pomeriggio alle 3', expect: { day: 0, at: '15:00' }, source: S.casual },
  { text: 'domani sera', expect: { day: 1, at: '18:00' }, source: S.native },
  { text: 'domani pomeriggio', expect: { day: 1, at: '15:00' }, source: S.casual },
  // Weekdays
  { text: 'lunedì', expect: { weekday: 1 }, source: S.native },
  { text: 'venerdì alle 18', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'venerdì prossimo', expect: { weekday: 5 }, source: S.casual },
  { text: 'giovedi alle 10', expect: { weekday: 4, at: '10:00' }, source: S.native },
  { text: 'gio 14:00', expect: { weekday: 4, at: '14:00' }, source: S.casual },
  { text: 'sabato mattina', expect: { weekday: 6, at: '09:00' }, source: S.native },
  // Dates, day first
  { text: '25 dicembre', expect: { date: '12-25' }, source: S.native },
  { text: 'il 25 dicembre alle 20', expect: { date: '12-25', at: '20:00' }, source: S.native },
  { text: '1 maggio', expect: { date: '05-01' }, source: S.native },
  { text: 'a mezzanotte il 12 agosto', expect: { date: '08-12', at: '00:00' }, source: S.casual },
  { text: '25/12', expect: { date: '12-25' }, source: S.native },
  { text: '3/4 alle 9', expect: { date: '04-03', at: '09:00' }, source: S.native },
  {
    text: 'il giorno 25 dicembre alle 20',
    expect: { date: '12-25', at: '20:00' },
    source: S.native,
  },
  // Recurring
  { text: 'ogni giorno alle 8', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  { text: 'tutti i giorni alle 21', expect: { next: '21:00', rec: 'daily' }, source: S.native },
  { text: 'ogni lunedì', expect: { weekday: 1, inclusive: true, rec: 'weekly' }, source: S.native },
  {
    text: 'ogni venerdì alle 17',
    expect: { weekday: 5, at: '17:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'ogni 2 settimane',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'ogni 3 ore', expect: { ms: 3 * HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'ogni mattina', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  {
    text: 'nei giorni feriali alle 8',
    expect: { weekdays: [1, 2, 3, 4, 5], at: '08:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  // `nel weekend` is the coming weekend (docs/decisions.md, tenth round); `nei weekend` every one.
  {
    text: 'nel weekend alle 10',
    expect: { weekdays: [6, 7], at: '10:00', inclusive: true },
    source: S.native,
  },
  {
    text: 'nei weekend alle 10',
    expect: { weekdays: [6, 7], at: '10:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'ogni martedì e giovedì alle 19',
    expect: { weekdays: [2, 4], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'tra 2 ore e mezza', expect: { ms: 150 * MIN }, source: S.native },
  { text: "all'una", expect: { next: '13:00' }, source: S.native },
  {
    text: 'ogni ultimo venerdì del mese',
    expect: { nth: [5, -1], at: '09:00', rec: 'weekday_of_month' },
    source: S.native,
  },
  // Must be refused
  { text: 'presto', expect: { refuse: true }, source: S.native },
  { text: 'tra qualche giorno', expect: { refuse: true }, source: S.native },
  { text: '30 febbraio', expect: { refuse: true }, source: S.native },
  { text: 'alle 25', expect: { refuse: true }, source: S.native },
  { text: 'domani o dopodomani', expect: { refuse: true }, source: S.native },
  { text: 'verso le 5', expect: { refuse: true }, source: S.native },
  // chrono-node's own tests for this language (the eighth round's new source)
  { text: 'alle 6:00', expect: { next: '06:00' }, source: chronoTest('it/it_time_exp', 5) },
  { text: 'alle 6:00 PM', expect: { next: '18:00' }, source: chronoTest('it/it_time_exp', 16) },
  { text: 'alle 6:00 AM', expect: { next: '06:00' }, source: chronoTest('it/it_time_exp', 28) },
  { text: 'alle 10:00', expect: { next: '10:00' }, source: chronoTest('it/it_time_exp', 144) },
  { text: 'Lunedì', expect: { weekday: 1 }, source: chronoTest('it/it_weekday', 5) },
  { text: 'giovedì', expect: { weekday: 4 }, source: chronoTest('it/it_weekday', 45) },
  { text: 'domenica', expect: { weekday: 7 }, source: chronoTest('it/it_weekday', 60) },
  {
    text: 'questo venerdì',
    expect: { weekday: 5, this: true },
    source: chronoTest('it/it_weekday', 90),
  },
  {
    text: 'Lunedì mattina',
    expect: { weekday: 1, at: '09:00' },
    source: chronoTest('it/it_weekday', 107),
  },
  {
    text: 'questo sabato',
    expect: { weekday: 6, this: true },
    source: chronoTest('it/it_weekday', 147),
  },
  { text: 'lunedì scorso', expect: { refuse: true }, source: chronoTest('it/it_weekday', 189) },
  { text: 'domenica scorsa', expect: { refuse: true }, source: chronoTest('it/it_weekday', 279) },
  {
    text: 'il 10 agosto',
    expect: { date: '08-10' },
    source: chronoTest('it/it_month_name_little_endian', 41),
  },
  {
    text: '5 maggio 12:00',
    expect: { date: '05-05', at: '12:00' },
    source: chronoTest('it/it_month_name_little_endian', 127),
  },
  {
    text: '5 maggio alle 12:00',
    expect: { date: '05-05', at: '12:00' },
    source: chronoTest('it/it_month_name_little_endian', 140),
  },
  {
    text: 'primo maggio',
    expect: { date: '05-01' },
    source: chronoTest('it/it_month_name_little_endian', 155),
  },
  {
    text: 'il 32',
    expect: { refuse: true },
    source: chronoTest('it/it_month_name_little_endian', 184),
  },
  {
    text: 'tra 15 minuti',
    expect: { ms: 15 * MIN },
    source: chronoTest('it/it_time_units_later', 29),
  },
  { text: 'tra un giorno', expect: { ms: DAY }, source: chronoTest('it/it_time_units_later', 38) },
  {
    text: 'fra una settimana',
    expect: { ms: 7 * DAY },
    source: chronoTest('it/it_time_units_later', 50),
  },
  {
    text: '5 minuti dopo',
    expect: { ms: 5 * MIN },
    source: chronoTest('it/it_time_units_later', 62),
  },
  {
    text: '5 minuti più tardi',
    expect: { ms: 5 * MIN },
    source: chronoTest('it/it_time_units_later', 71),
  },
  {
    text: 'tra 5 giorni e 12 ore',
    expect: { ms: 5 * DAY + 12 * HOUR },
    source: chronoTest('it/it_time_units_later', 82),
  },
  {
    text: 'fra 3 settimane e 2 giorni',
    expect: { ms: 23 * DAY },
    source: chronoTest('it/it_time_units_later', 92),
  },
  // the ninth round's new sources (bench/corpus/ninth-round-west.ts)
  ...sugarItalian,
];

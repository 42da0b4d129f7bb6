import { chronoTest, type Expression } from '../expressions.js';
import { sugarSpanish } from '../ninth-round-west.js';

/**
 * Spanish (Spain) time expressions as people type them in a Discord chat (`a las 17:00`,
 * `dentro de 2 horas`, `mañana por la mañana`, day-first dates), with the reading a speaker from
 * Spain means. Times of day follow docs/decisions.md: mañana 09:00, tarde 15:00, noche 21:00.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  casual: 'https://github.com/wanasit/chrono/blob/master/test/es/es_casual.test.ts',
  within: 'https://github.com/wanasit/chrono/blob/master/test/es/es_time_units_within.test.ts',
  issue: 'Tock issue 10 (expressions the bot refused)',
} as const;

/** chrono-node's own Spanish tests (the eighth round's new source), for es-ES and es-419. */
export const chronoCases: readonly Expression[] = [
  { text: 'a las 6.13 AM', expect: { next: '06:13' }, source: chronoTest('es/es_time_exp', 5) },
  { text: '6pm', expect: { next: '18:00' }, source: chronoTest('es/es_time_exp', 156) },
  { text: '6 pm', expect: { next: '18:00' }, source: chronoTest('es/es_time_exp', 160) },
  { text: 'las 12', expect: { next: '12:00' }, source: chronoTest('es/es_time_exp', 172) },
  {
    text: '10 Agosto',
    expect: { date: '08-10' },
    source: chronoTest('es/es_month_name_little_endian', 68),
  },
  {
    text: '12 de julio a las 19:00',
    expect: { date: '07-12', at: '19:00' },
    source: chronoTest('es/es_month_name_little_endian', 198),
  },
  {
    text: '32 Agosto',
    expect: { refuse: true },
    source: chronoTest('es/es_month_name_little_endian', 216),
  },
];

export const expressions: readonly Expression[] = [
  // Relative durations
  { text: 'en 5 minutos', expect: { ms: 5 * MIN }, source: S.within },
  { text: 'en 1 hora', expect: { ms: HOUR }, source: S.within },
  { text: 'dentro de 2 horas', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'dentro de un mes', expect: { months: 1 }, source: S.within },
  { text: 'en dos semanas', expect: { ms: 14 * DAY }, source: S.within },
  { text: 'en cinco días', expect: { ms: 5 * DAY }, source: S.within },
  { text: 'en 10 min', expect: { ms: 10 * MIN }, source: S.native },
  { text: 'en media hora', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'dentro de una hora y media', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'en 2h', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'en 30 segundos', expect: { ms: 30_000 }, source: S.within },
  { text: 'dentro de 3 días', expect: { ms: 3 * DAY }, source: S.native },
  // Today, tomorrow, the day after
  { text: 'mañana', expect: { ms: DAY }, source: S.casual },
  { text: 'pasado mañana', expect: { ms: 2 * DAY }, source: S.native },
  { text: 'mañana a las 9', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'manana a las 9', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'mañana a las 3pm', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: 'mañana a las 17:30', expect: { day: 1, at: '17:30' }, source: S.native },
  { text: 'hoy a las 5pm', expect: { day: 0, at: '17:00' }, source: S.casual },
  { text: 'pasado mañana a las 10', expect: { day: 2, at: '10:00' }, source: S.native },
  // Clocks
  { text: 'a las 18:00', expect: { next: '18:00' }, source: S.native },
  { text: 'a las 9', expect: { next: '09:00' }, source: S.native },
  { text: 'a las 4 de la tarde', expect: { next: '16:00' }, source: S.native },
  { text: 'a las 10 de la noche', expect: { next: '22:00' }, source: S.native },
  { text: 'a mediodía', expect: { next: '12:00' }, source: S.casual },
  { text: 'a medianoche', expect: { next: '00:00' }, source: S.casual },
  // Times of day
  { text: 'mañana por la mañana', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'esta tarde', expect: { day: 0, at: '15:00' }, source: S.casual },
  { text: 'esta noche', expect: { day: 0, at: '21:00' }, source: S.casual },
  { text: 'esta noche a las 11', expect: { day: 0, at: '23:00' }, source: S.casual },
  { text: 'mañana por la tarde', expect: { day: 1, at: '15:00' }, source: S.native },
  // Weekdays
  { text: 'viernes', expect: { weekday: 5 }, source: S.casual },
  { text: 'el lunes', expect: { weekday: 1 }, source: S.native },
  { text: 'el viernes a las 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'el próximo martes', expect: { weekday: 2 }, source: S.native },
  { text: 'miércoles a las 10', expect: { weekday: 3, at: '10:00' }, source: S.native },
  { text: 'jue 16:00', expect: { weekday: 4, at: '16:00' }, source: S.native },
  { text: 'sábado por la mañana', expect: { weekday: 6, at: '09:00' }, source: S.native },
  // Dates, day first
  { text: '25 de diciembre', expect: { date: '12-25' }, source: S.native },
  {
    text: 'el 25 de diciembre a las 20:00',
    expect: { date: '12-25', at: '20:00' },
    source: S.native,
  },
  { text: '1 de mayo', expect: { date: '05-01' }, source: S.native },
  { text: '15 de agosto a las 12', expect: { date: '08-15', at: '12:00' }, source: S.native },
  { text: '25/12', expect: { date: '12-25' }, source: S.native },
  { text: '3/4 a las 10', expect: { date: '04-03', at: '10:00' }, source: S.native },
  {
    text: 'el día 25 de diciembre a las 20:00',
    expect: { date: '12-25', at: '20:00' },
    source: S.native,
  },
  // Recurring
  { text: 'todos los días a las 8', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  { text: 'cada día a las 22:00', expect: { next: '22:00', rec: 'daily' }, source: S.native },
  {
    text: 'todos los lunes',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'cada viernes a las 17:00',
    expect: { weekday: 5, at: '17:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'cada 2 semanas',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'cada 3 horas', expect: { ms: 3 * HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'todas las mañanas', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  {
    text: 'entre semana a las 8',
    expect: { weekdays: [1, 2, 3, 4, 5], at: '08:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'los fines de semana a las 10',
    expect: { weekdays: [6, 7], at: '10:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'cada martes y jueves a las 19:00',
    expect: { weekdays: [2, 4], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'en dos horas y media', expect: { ms: 150 * MIN }, source: S.native },
  { text: 'el lunes que viene a las 10', expect: { weekday: 1, at: '10:00' }, source: S.native },
  {
    text: 'cada primer lunes del mes',
    expect: { nth: [1, 1], at: '09:00', rec: 'weekday_of_month' },
    source: S.native,
  },
  // Must be refused
  { text: 'luego', expect: { refuse: true }, source: S.native },
  { text: 'en unos días', expect: { refuse: true }, source: S.within },
  { text: '30 de febrero', expect: { refuse: true }, source: S.native },
  { text: 'a las 25:00', expect: { refuse: true }, source: S.native },
  { text: 'mañana o pasado', expect: { refuse: true }, source: S.native },
  // `sobre las` reads as `hacia las` (thirteenth round): a bare hour after it asks, a time of day settles it.
  { text: 'mañana sobre las 9 de la mañana', expect: { day: 1, at: '09:00' }, source: S.native },
  // chrono-node's own tests for this language (the eighth round's new source)
  ...chronoCases,
  // the ninth round's new sources (bench/corpus/ninth-round-west.ts)
  ...sugarSpanish,
];

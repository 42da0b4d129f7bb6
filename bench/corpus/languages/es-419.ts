import type { Expression } from '../expressions.js';
import { sugarSpanish } from '../ninth-round-west.js';
import { chronoCases } from './es-ES.js';

/**
 * Latin American Spanish time expressions as people type them in a Discord chat (`3 pm`,
 * `en la mañana`, `hoy en la noche`, Rioplatense `15 hs`, day-first dates), with the reading a
 * Latin American speaker means. Times of day follow docs/decisions.md: mañana 09:00, tarde 15:00,
 * noche 21:00.
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

export const expressions: readonly Expression[] = [
  // Relative durations
  { text: 'en 15 minutos', expect: { ms: 15 * MIN }, source: S.within },
  { text: 'en 2 hrs', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'dentro de 20 min', expect: { ms: 20 * MIN }, source: S.native },
  { text: 'en una hora', expect: { ms: HOUR }, source: S.within },
  { text: 'en media hora', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'en hora y media', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'en 1 hora y media', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'en tres días', expect: { ms: 3 * DAY }, source: S.within },
  { text: 'en una semana', expect: { ms: 7 * DAY }, source: S.native },
  { text: 'dentro de un año', expect: { months: 12 }, source: S.within },
  { text: 'en 5 min', expect: { ms: 5 * MIN }, source: S.within },
  // Today, tomorrow, the day after
  { text: 'mañana', expect: { ms: DAY }, source: S.casual },
  { text: 'mañana a las 3pm', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: 'mañana a las 3 pm', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'mañana 10am', expect: { day: 1, at: '10:00' }, source: S.native },
  { text: 'manana a las 9', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'pasado mañana a las 8 am', expect: { day: 2, at: '08:00' }, source: S.native },
  { text: 'hoy a las 5PM', expect: { day: 0, at: '17:00' }, source: S.casual },
  // Clocks
  { text: 'a las 7:30 pm', expect: { next: '19:30' }, source: S.native },
  { text: 'a las 15 hs', expect: { next: '15:00' }, source: S.native },
  { text: 'a las 9 de la mañana', expect: { next: '09:00' }, source: S.native },
  { text: 'a las 8 de la noche', expect: { next: '20:00' }, source: S.native },
  { text: 'al mediodía', expect: { next: '12:00' }, source: S.casual },
  { text: '18:45', expect: { next: '18:45' }, source: S.native },
  // Times of day
  { text: 'mañana en la mañana', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'mañana a la mañana', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'hoy en la noche', expect: { day: 0, at: '21:00' }, source: S.native },
  { text: 'esta noche a las 8', expect: { day: 0, at: '20:00' }, source: S.casual },
  { text: 'mañana en la tarde', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'hoy a la tarde', expect: { day: 0, at: '15:00' }, source: S.native },
  // Weekdays
  { text: 'jueves', expect: { weekday: 4 }, source: S.casual },
  { text: 'el lunes a las 9 am', expect: { weekday: 1, at: '09:00' }, source: S.native },
  { text: 'el viernes que viene', expect: { weekday: 5 }, source: S.native },
  { text: 'sábado a las 11', expect: { weekday: 6, at: '11:00' }, source: S.native },
  { text: 'mie 6pm', expect: { weekday: 3, at: '18:00' }, source: S.native },
  { text: 'el domingo en la tarde', expect: { weekday: 7, at: '15:00' }, source: S.native },
  // Dates, day first
  { text: '24 de diciembre', expect: { date: '12-24' }, source: S.native },
  {
    text: 'el 24 de diciembre a las 9 pm',
    expect: { date: '12-24', at: '21:00' },
    source: S.native,
  },
  { text: '16 de septiembre', expect: { date: '09-16' }, source: S.native },
  { text: '2 de nov a las 10', expect: { date: '11-02', at: '10:00' }, source: S.native },
  { text: '24/12', expect: { date: '12-24' }, source: S.native },
  { text: '5/3 a las 6pm', expect: { date: '03-05', at: '18:00' }, source: S.native },
  // Recurring
  { text: 'todos los días a las 7 am', expect: { next: '07:00', rec: 'daily' }, source: S.native },
  { text: 'diario a las 9', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  {
    text: 'todos los martes',
    expect: { weekday: 2, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'cada lunes a las 8 am',
    expect: { weekday: 1, at: '08:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'cada dos semanas',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'cada 2 horas', expect: { ms: 2 * HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'todas las noches', expect: { next: '21:00', rec: 'daily' }, source: S.native },
  {
    text: 'de lunes a viernes a las 9am',
    expect: { weekdays: [1, 2, 3, 4, 5], at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'los fines de semana a las 10 am',
    expect: { weekdays: [6, 7], at: '10:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'cada martes y jueves a las 7 pm',
    expect: { weekdays: [2, 4], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'en 3 hs', expect: { ms: 3 * HOUR }, source: S.native },
  { text: 'el próximo mes', expect: { months: 1 }, source: S.native },
  {
    text: 'cada último viernes del mes a las 6 pm',
    expect: { nth: [5, -1], at: '18:00', rec: 'weekday_of_month' },
    source: S.native,
  },
  // Must be refused
  { text: 'ahorita', expect: { refuse: true }, source: S.native },
  { text: 'en unos minutos', expect: { refuse: true }, source: S.within },
  { text: '31 de abril', expect: { refuse: true }, source: S.native },
  { text: 'mañana o pasado', expect: { refuse: true }, source: S.native },
  { text: 'a eso de las 5', expect: { refuse: true }, source: S.native },
  // chrono-node's own tests for this language (the eighth round's new source)
  ...chronoCases,
  // the ninth round's new sources (bench/corpus/ninth-round-west.ts)
  ...sugarSpanish,
];

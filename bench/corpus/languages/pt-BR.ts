import { chronoTest, type Expression } from '../expressions.js';
import { sugarPortuguese, whenPortuguese } from '../ninth-round-west.js';

/**
 * Brazilian Portuguese time expressions as people type them in a Discord chat (`daqui 10 min`,
 * `às 15h`, `amanhã de manhã`, `sexta`, `toda segunda`, day-first dates), with the reading a
 * Brazilian speaker means. Times of day follow docs/decisions.md: manhã 09:00, tarde 15:00,
 * noite 21:00.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  casual: 'https://github.com/wanasit/chrono/blob/master/test/pt/pt_casual.test.ts',
  issue: 'Tock issue 10 (expressions the bot refused)',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations
  { text: 'daqui a 10 minutos', expect: { ms: 10 * MIN }, source: S.native },
  { text: 'daqui 15 min', expect: { ms: 15 * MIN }, source: S.native },
  { text: 'em 2 horas', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'em 2h', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'daqui a uma hora', expect: { ms: HOUR }, source: S.native },
  { text: 'daqui a meia hora', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'em uma hora e meia', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'daqui a 3 dias', expect: { ms: 3 * DAY }, source: S.native },
  { text: 'em duas semanas', expect: { ms: 14 * DAY }, source: S.native },
  { text: 'daqui a um mês', expect: { months: 1 }, source: S.native },
  { text: 'em 30 segundos', expect: { ms: 30_000 }, source: S.native },
  { text: 'daqui a cinco minutos', expect: { ms: 5 * MIN }, source: S.native },
  // Today, tomorrow, the day after
  { text: 'amanhã', expect: { ms: DAY }, source: S.casual },
  { text: 'depois de amanhã', expect: { ms: 2 * DAY }, source: S.native },
  { text: 'amanhã às 15h', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: 'amanha as 9h', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'amanhã 10:30', expect: { day: 1, at: '10:30' }, source: S.native },
  { text: 'hoje às 5PM', expect: { day: 0, at: '17:00' }, source: S.casual },
  { text: 'depois de amanhã às 8h', expect: { day: 2, at: '08:00' }, source: S.native },
  // Clocks
  { text: 'às 18h', expect: { next: '18:00' }, source: S.native },
  { text: 'às 14h30', expect: { next: '14:30' }, source: S.native },
  { text: '20h', expect: { next: '20:00' }, source: S.native },
  { text: 'ao meio-dia', expect: { next: '12:00' }, source: S.casual },
  { text: 'à meia-noite', expect: { next: '00:00' }, source: S.casual },
  { text: 'às 3 da tarde', expect: { next: '15:00' }, source: S.native },
  // Times of day
  { text: 'amanhã de manhã', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'hoje à noite', expect: { day: 0, at: '21:00' }, source: S.native },
  { text: 'esta noite às 8', expect: { day: 0, at: '20:00' }, source: S.casual },
  { text: 'amanhã à tarde', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'hoje de tarde às 4', expect: { day: 0, at: '16:00' }, source: S.native },
  // Weekdays
  { text: 'sexta', expect: { weekday: 5 }, source: S.casual },
  { text: 'segunda-feira', expect: { weekday: 1 }, source: S.native },
  { text: 'sexta às 18h', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'na quinta às 10h', expect: { weekday: 4, at: '10:00' }, source: S.native },
  { text: 'terça que vem', expect: { weekday: 2 }, source: S.native },
  { text: 'sáb 11h', expect: { weekday: 6, at: '11:00' }, source: S.native },
  { text: 'domingo de manhã', expect: { weekday: 7, at: '09:00' }, source: S.native },
  // Dates, day first
  { text: '25 de dezembro', expect: { date: '12-25' }, source: S.native },
  { text: 'dia 25 de dezembro às 20h', expect: { date: '12-25', at: '20:00' }, source: S.native },
  { text: '7 de setembro', expect: { date: '09-07' }, source: S.native },
  { text: '15 de março às 10h', expect: { date: '03-15', at: '10:00' }, source: S.native },
  { text: '25/12', expect: { date: '12-25' }, source: S.native },
  { text: '3/4 às 9h', expect: { date: '04-03', at: '09:00' }, source: S.native },
  // Recurring
  { text: 'todo dia às 8h', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  { text: 'todos os dias às 22h', expect: { next: '22:00', rec: 'daily' }, source: S.native },
  {
    text: 'toda segunda',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'toda sexta às 17h',
    expect: { weekday: 5, at: '17:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'a cada 2 semanas',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'a cada 3 horas', expect: { ms: 3 * HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'toda manhã', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  {
    text: 'dias úteis às 8h',
    expect: { weekdays: [1, 2, 3, 4, 5], at: '08:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'todas as segundas',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'toda terça e quinta às 19h',
    expect: { weekdays: [2, 4], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  // `fim de semana` alone is the coming weekend (docs/decisions.md, tenth round); `todo fim de
  // semana`, `nos fins de semana` every one.
  {
    text: 'fim de semana às 10h',
    expect: { weekdays: [6, 7], at: '10:00', inclusive: true },
    source: S.native,
  },
  {
    text: 'todo fim de semana às 10h',
    expect: { weekdays: [6, 7], at: '10:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'ao meio dia', expect: { next: '12:00' }, source: S.native },
  { text: 'semana que vem', expect: { ms: 7 * DAY }, source: S.native },
  {
    text: 'toda primeira segunda do mês às 10h',
    expect: { nth: [1, 1], at: '10:00', rec: 'weekday_of_month' },
    source: S.native,
  },
  // Must be refused
  { text: 'daqui a pouco', expect: { refuse: true }, source: S.native },
  { text: 'em alguns dias', expect: { refuse: true }, source: S.native },
  { text: '30 de fevereiro', expect: { refuse: true }, source: S.native },
  { text: 'às 25h', expect: { refuse: true }, source: S.native },
  { text: 'amanhã ou depois', expect: { refuse: true }, source: S.native },
  { text: 'às 2h', expect: { refuse: true }, source: S.native },
  // chrono-node's own tests for this language (the eighth round's new source)
  { text: 'às 6.13 AM', expect: { next: '06:13' }, source: chronoTest('pt/pt_time_exp', 5) },
  { text: '6pm', expect: { next: '18:00' }, source: chronoTest('pt/pt_time_exp', 156) },
  { text: '6 pm', expect: { next: '18:00' }, source: chronoTest('pt/pt_time_exp', 160) },
  { text: 'às 12', expect: { next: '12:00' }, source: chronoTest('pt/pt_time_exp', 172) },
  {
    text: '10 Agosto',
    expect: { date: '08-10' },
    source: chronoTest('pt/pt_month_name_little_endian', 68),
  },
  {
    text: '12 de Julho às 19:00',
    expect: { date: '07-12', at: '19:00' },
    source: chronoTest('pt/pt_month_name_little_endian', 198),
  },
  {
    text: '32 Agosto',
    expect: { refuse: true },
    source: chronoTest('pt/pt_month_name_little_endian', 216),
  },
  // the ninth round's new sources (bench/corpus/ninth-round-west.ts)
  ...sugarPortuguese,
  ...whenPortuguese,
];

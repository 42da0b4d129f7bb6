import { chronoTest, type Expression } from '../expressions.js';
import { parsedatetimeFrench, sugarFrench } from '../ninth-round-west.js';

/**
 * French time expressions as people type them in a Discord chat (24-hour `15h`/`15h30` clocks,
 * `dans`, `demain matin`, weekday abbreviations, day-first dates), with the reading a French
 * speaker means. Times of day follow docs/decisions.md: matin 09:00, aprèm 15:00, soir 18:00.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  casual: 'https://github.com/wanasit/chrono/blob/master/test/fr/fr_casual.test.ts',
  within: 'https://github.com/wanasit/chrono/blob/master/test/fr/fr_time_units_within.test.ts',
  issue: 'Tock issue 10 (expressions the bot refused)',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations
  { text: 'dans 5 minutes', expect: { ms: 5 * MIN }, source: S.within },
  { text: 'dans 10 min', expect: { ms: 10 * MIN }, source: S.native },
  { text: 'dans 2 heures', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'dans 2h', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'dans 1h30', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'dans une heure', expect: { ms: HOUR }, source: S.within },
  { text: 'dans une demi-heure', expect: { ms: 30 * MIN }, source: S.issue },
  { text: 'dans une heure et demie', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'dans 3 jours', expect: { ms: 3 * DAY }, source: S.within },
  { text: 'dans cinq jours', expect: { ms: 5 * DAY }, source: S.within },
  { text: 'dans deux semaines', expect: { ms: 14 * DAY }, source: S.within },
  { text: 'dans un mois', expect: { months: 1 }, source: S.within },
  { text: 'dans 30 secondes', expect: { ms: 30_000 }, source: S.within },
  { text: 'dans 3j', expect: { ms: 3 * DAY }, source: S.native },
  // Today, tomorrow, the day after
  { text: 'demain', expect: { ms: DAY }, source: S.casual },
  { text: 'après-demain', expect: { ms: 2 * DAY }, source: S.native },
  { text: 'demain 17:00', expect: { day: 1, at: '17:00' }, source: S.casual },
  { text: 'demain à 9h', expect: { day: 1, at: '09:00' }, source: S.issue },
  { text: 'demain à 15h', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: "aujourd'hui à 17h", expect: { day: 0, at: '17:00' }, source: S.casual },
  { text: 'après-demain à 10h', expect: { day: 2, at: '10:00' }, source: S.native },
  // Native clocks
  { text: '15h', expect: { next: '15:00' }, source: S.native },
  { text: 'à 15h30', expect: { next: '15:30' }, source: S.native },
  { text: 'à 18h', expect: { next: '18:00' }, source: S.native },
  { text: 'à 20:45', expect: { next: '20:45' }, source: S.native },
  { text: 'à midi', expect: { next: '12:00' }, source: S.casual },
  { text: 'à minuit', expect: { next: '00:00' }, source: S.casual },
  // Times of day
  { text: 'demain matin', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'demain matin 11h', expect: { day: 1, at: '11:00' }, source: S.casual },
  { text: 'ce soir', expect: { day: 0, at: '18:00' }, source: S.casual },
  { text: 'ce soir à 21h', expect: { day: 0, at: '21:00' }, source: S.casual },
  { text: 'ce soir à 8h', expect: { day: 0, at: '20:00' }, source: S.native },
  { text: 'demain soir', expect: { day: 1, at: '18:00' }, source: S.native },
  { text: 'demain aprèm', expect: { day: 1, at: '15:00' }, source: S.native },
  // Weekdays
  { text: 'lundi', expect: { weekday: 1 }, source: S.native },
  { text: 'vendredi 18h', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'vendredi prochain', expect: { weekday: 5 }, source: S.native },
  { text: 'mardi à 14h30', expect: { weekday: 2, at: '14:30' }, source: S.native },
  { text: 'jeu 10h', expect: { weekday: 4, at: '10:00' }, source: S.casual },
  { text: 'sam à 11h', expect: { weekday: 6, at: '11:00' }, source: S.native },
  // Dates, day first
  { text: '25 décembre', expect: { date: '12-25' }, source: S.native },
  { text: 'le 25 décembre à 20h', expect: { date: '12-25', at: '20:00' }, source: S.native },
  { text: '1er mai', expect: { date: '05-01' }, source: S.native },
  { text: '14 juil à 22h', expect: { date: '07-14', at: '22:00' }, source: S.native },
  { text: '25/12', expect: { date: '12-25' }, source: S.native },
  { text: '3/4 à 9h', expect: { date: '04-03', at: '09:00' }, source: S.native },
  // Recurring
  { text: 'tous les jours à 8h', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  { text: 'chaque jour à 21h30', expect: { next: '21:30', rec: 'daily' }, source: S.native },
  {
    text: 'tous les lundis',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'chaque vendredi à 17h',
    expect: { weekday: 5, at: '17:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'toutes les 2 semaines',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'toutes les 3 heures', expect: { ms: 3 * HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'tous les matins', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  {
    text: 'en semaine à 8h',
    expect: { weekdays: [1, 2, 3, 4, 5], at: '08:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'du lundi au vendredi à 9h',
    expect: { weekdays: [1, 2, 3, 4, 5], at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'le week-end à 10h',
    expect: { weekdays: [6, 7], at: '10:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'tous les 2 jours',
    expect: { day: 1, at: '09:00', rec: 'every_n_days' },
    source: S.native,
  },
  { text: 'dans 2 heures et demie', expect: { ms: 150 * MIN }, source: S.native },
  { text: 'demain après midi', expect: { day: 1, at: '15:00' }, source: S.native },
  {
    text: 'chaque premier lundi du mois à 10h',
    expect: { nth: [1, 1], at: '10:00', rec: 'weekday_of_month' },
    source: S.native,
  },
  {
    text: 'tous les 1er du mois',
    expect: { monthDay: 1, at: '09:00', rec: 'monthly' },
    source: S.native,
  },
  // Must be refused
  { text: 'bientôt', expect: { refuse: true }, source: S.native },
  { text: 'dans quelques jours', expect: { refuse: true }, source: S.within },
  { text: '30 février', expect: { refuse: true }, source: S.native },
  { text: 'à 25h', expect: { refuse: true }, source: S.native },
  { text: 'demain ou après-demain', expect: { refuse: true }, source: S.native },
  { text: 'à 3h', expect: { refuse: true }, source: S.native },
  // chrono-node's own tests for this language (the eighth round's new source)
  { text: '8h10', expect: { next: '08:10' }, source: chronoTest('fr/fr_time_exp', 6) },
  { text: '8h10m', expect: { next: '08:10' }, source: chronoTest('fr/fr_time_exp', 24) },
  { text: '8:10 PM', expect: { next: '20:10' }, source: chronoTest('fr/fr_time_exp', 78) },
  { text: '8h10 PM', expect: { next: '20:10' }, source: chronoTest('fr/fr_time_exp', 90) },
  { text: '1230pm', expect: { next: '12:30' }, source: chronoTest('fr/fr_time_exp', 102) },
  { text: '5:16p', expect: { next: '17:16' }, source: chronoTest('fr/fr_time_exp', 114) },
  { text: '5h16p', expect: { next: '17:16' }, source: chronoTest('fr/fr_time_exp', 126) },
  { text: '5:16 p.m.', expect: { next: '17:16' }, source: chronoTest('fr/fr_time_exp', 150) },
  { text: '5h16 p.m.', expect: { next: '17:16' }, source: chronoTest('fr/fr_time_exp', 162) },
  { text: 'à 6.13 AM', expect: { next: '06:13' }, source: chronoTest('fr/fr_time_exp', 174) },
  {
    text: 'Vendredi à 2 pm',
    expect: { weekday: 5, at: '14:00' },
    source: chronoTest('fr/fr_time_exp', 479),
  },
  {
    text: 'vendredi 15h',
    expect: { weekday: 5, at: '15:00' },
    source: chronoTest('fr/fr_time_exp', 491),
  },
  { text: '8:62', expect: { refuse: true }, source: chronoTest('fr/fr_time_exp', 351) },
  { text: '25:12', expect: { refuse: true }, source: chronoTest('fr/fr_time_exp', 353) },
  { text: 'Lundi', expect: { weekday: 1 }, source: chronoTest('fr/fr_weekday', 5) },
  { text: 'Jeudi', expect: { weekday: 4 }, source: chronoTest('fr/fr_weekday', 41) },
  { text: 'Dimanche', expect: { weekday: 7 }, source: chronoTest('fr/fr_weekday', 54) },
  { text: 'vendredi dernier', expect: { refuse: true }, source: chronoTest('fr/fr_weekday', 67) },
  { text: '8 Février', expect: { date: '02-08' }, source: chronoTest('fr/fr_little_endian', 16) },
  { text: 'le 10 Août', expect: { date: '08-10' }, source: chronoTest('fr/fr_little_endian', 85) },
  {
    text: '12 juillet à 19:00',
    expect: { date: '07-12', at: '19:00' },
    source: chronoTest('fr/fr_little_endian', 207),
  },
  {
    text: '5 mai 12:00',
    expect: { date: '05-05', at: '12:00' },
    source: chronoTest('fr/fr_little_endian', 218),
  },
  {
    text: '7 Mai 11:00',
    expect: { date: '05-07', at: '11:00' },
    source: chronoTest('fr/fr_little_endian', 229),
  },
  { text: '32 Aout', expect: { refuse: true }, source: chronoTest('fr/fr_little_endian', 317) },
  { text: '29 Fevrier', expect: { date: '02-29' }, source: chronoTest('fr/fr_little_endian', 319) },
  // the ninth round's new sources (bench/corpus/ninth-round-west.ts)
  ...sugarFrench,
  ...parsedatetimeFrench,
];

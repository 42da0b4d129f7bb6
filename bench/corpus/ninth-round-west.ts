import type { Expression } from './expressions.js';

/**
 * The ninth round's independent sources for fr, it, es-ES, es-419 and pt-BR (issue 18),
 * transcribed by hand with each case's file and line (no code of theirs kept): Sugar's locale
 * tests (fr, it, es, pt), parsedatetime's French locale test (fr) and olebedev/when's Brazilian
 * Portuguese rules' tests (pt-BR). Each expectation is the source's own reading moved to our
 * reference instants: a weekday alone is the next such day, a time of day our default hour
 * (docs/decisions.md), a reading in the past or beyond a year refused. Left out: dates with a
 * past year, a month or a year alone (a period, not an instant), milliseconds, and sentences
 * written in English around the form.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** A case from Sugar's test of a locale (`fr`, `it`, `es`, `pt`): the line. */
const sugar = (locale: string, line: number): string =>
  `https://github.com/andrewplummer/Sugar/blob/master/test/tests/locales/${locale}.js#L${line}`;
/** A case from parsedatetime's French locale test: the line. */
const pdt = (line: number): string =>
  `https://github.com/bear/parsedatetime/blob/master/tests/TestFrenchLocale.py#L${line}`;
/** A case from olebedev/when's pt-BR rules' tests (`hour_test`): the file and the line. */
const when = (file: string, line: number): string =>
  `https://github.com/olebedev/when/blob/master/rules/br/${file}.go#L${line}`;

const refuse = { refuse: true } as const;

export const sugarFrench: readonly Expression[] = [
  { text: 'Le 15 mai', expect: { date: '05-15' }, source: sugar('fr', 16) },
  { text: 'dimanche', expect: { weekday: 7 }, source: sugar('fr', 41) },
  { text: 'mardi', expect: { weekday: 2 }, source: sugar('fr', 43) },
  { text: 'samedi', expect: { weekday: 6 }, source: sugar('fr', 47) },
  { text: 'il y a une minute', expect: refuse, source: sugar('fr', 52) },
  { text: 'il y a une heure', expect: refuse, source: sugar('fr', 53) },
  { text: 'il y a une semaine', expect: refuse, source: sugar('fr', 55) },
  { text: 'dans 5 secondes', expect: { ms: 5_000 }, source: sugar('fr', 61) },
  { text: 'dans 5 minutes', expect: { ms: 5 * MIN }, source: sugar('fr', 62) },
  { text: 'dans 5 heures', expect: { ms: 5 * HOUR }, source: sugar('fr', 63) },
  { text: 'dans 5 jours', expect: { ms: 5 * DAY }, source: sugar('fr', 64) },
  { text: 'dans 5 semaines', expect: { ms: 35 * DAY }, source: sugar('fr', 65) },
  { text: 'dans 5 mois', expect: { months: 5 }, source: sugar('fr', 66) },
  { text: 'dans 5 ans', expect: refuse, source: sugar('fr', 67) },
  { text: "d'ici 5 secondes", expect: { ms: 5_000 }, source: sugar('fr', 71) },
  { text: "d'ici 5 minutes", expect: { ms: 5 * MIN }, source: sugar('fr', 72) },
  { text: "d'ici 5 heures", expect: { ms: 5 * HOUR }, source: sugar('fr', 73) },
  { text: "d'ici 5 jours", expect: { ms: 5 * DAY }, source: sugar('fr', 74) },
  { text: "d'ici 5 semaines", expect: { ms: 35 * DAY }, source: sugar('fr', 75) },
  { text: "d'ici 5 mois", expect: { months: 5 }, source: sugar('fr', 76) },
  { text: 'hier', expect: refuse, source: sugar('fr', 79) },
  { text: 'demain', expect: { ms: DAY }, source: sugar('fr', 81) },
  { text: 'la semaine dernière', expect: refuse, source: sugar('fr', 83) },
  { text: 'la semaine prochaine', expect: { ms: 7 * DAY }, source: sugar('fr', 84) },
  { text: 'le mois dernier', expect: refuse, source: sugar('fr', 86) },
  { text: 'le mois prochain', expect: { months: 1 }, source: sugar('fr', 87) },
  { text: 'la semaine derniere', expect: refuse, source: sugar('fr', 93) },
  { text: 'lundi prochain', expect: { weekday: 1 }, source: sugar('fr', 96) },
  { text: 'lundi dernièr', expect: refuse, source: sugar('fr', 97) },
  { text: 'lundi dernièr 3:45', expect: refuse, source: sugar('fr', 99) },
  { text: '17:32 15 mai', expect: { date: '05-15', at: '17:32' }, source: sugar('fr', 101) },
  { text: '17:32 lundi prochain', expect: { weekday: 1, at: '17:32' }, source: sugar('fr', 102) },
  { text: 'demain à 3:30', expect: { day: 1, at: '03:30' }, source: sugar('fr', 104) },
  { text: 'il y a deux ans', expect: refuse, source: sugar('fr', 111) },
  { text: '1er septembre', expect: { date: '09-01' }, source: sugar('fr', 141) },
  { text: '2 septembre', expect: { date: '09-02' }, source: sugar('fr', 142) },
];

export const parsedatetimeFrench: readonly Expression[] = [
  { text: '2300', expect: { next: '23:00' }, source: pdt(43) },
  { text: '23:00', expect: { next: '23:00' }, source: pdt(45) },
  { text: '1100', expect: { next: '11:00' }, source: pdt(51) },
  { text: '11:00', expect: { next: '11:00' }, source: pdt(53) },
  { text: '730', expect: { next: '07:30' }, source: pdt(59) },
  { text: '0730', expect: { next: '07:30' }, source: pdt(61) },
  { text: '1730', expect: { next: '17:30' }, source: pdt(67) },
  { text: '25/8', expect: { date: '08-25' }, source: pdt(95) },
  { text: '25/08', expect: { date: '08-25' }, source: pdt(97) },
  { text: 'lun', expect: { weekday: 1 }, source: pdt(115) },
  { text: 'mer', expect: { weekday: 3 }, source: pdt(115) },
  { text: 'jeu', expect: { weekday: 4 }, source: pdt(115) },
  { text: 'ven', expect: { weekday: 5 }, source: pdt(115) },
  { text: 'sam', expect: { weekday: 6 }, source: pdt(115) },
  { text: 'dim', expect: { weekday: 7 }, source: pdt(115) },
];

export const sugarItalian: readonly Expression[] = [
  { text: '15 Maggio', expect: { date: '05-15' }, source: sugar('it', 17) },
  { text: 'Lunedì', expect: { weekday: 1 }, source: sugar('it', 22) },
  { text: 'Lun', expect: { weekday: 1 }, source: sugar('it', 23) },
  { text: 'un minuto fa', expect: refuse, source: sugar('it', 30) },
  { text: "un'ora fa", expect: refuse, source: sugar('it', 31) },
  { text: 'un giorno fa', expect: refuse, source: sugar('it', 32) },
  { text: '5 secondi da adesso', expect: { ms: 5_000 }, source: sugar('it', 39) },
  { text: '5 minuti da adesso', expect: { ms: 5 * MIN }, source: sugar('it', 40) },
  { text: '5 ore da adesso', expect: { ms: 5 * HOUR }, source: sugar('it', 41) },
  { text: '5 giorni da adesso', expect: { ms: 5 * DAY }, source: sugar('it', 42) },
  { text: '5 settimane da adesso', expect: { ms: 35 * DAY }, source: sugar('it', 43) },
  { text: '5 mesi da adesso', expect: { months: 5 }, source: sugar('it', 44) },
  { text: '5 anni da adesso', expect: refuse, source: sugar('it', 45) },
  { text: 'ieri', expect: refuse, source: sugar('it', 48) },
  { text: 'domani', expect: { ms: DAY }, source: sugar('it', 50) },
  { text: 'dopodomani', expect: { ms: 2 * DAY }, source: sugar('it', 51) },
  { text: 'la settimana scorsa', expect: refuse, source: sugar('it', 53) },
  { text: 'la settimana prossima', expect: { ms: 7 * DAY }, source: sugar('it', 54) },
  { text: 'il mese scorso', expect: refuse, source: sugar('it', 56) },
  { text: 'il mese prossimo', expect: { months: 1 }, source: sugar('it', 57) },
  { text: 'lunedì prossimo', expect: { weekday: 1 }, source: sugar('it', 62) },
  { text: 'lunedì scorsa', expect: refuse, source: sugar('it', 63) },
  { text: 'Lunedi', expect: { weekday: 1 }, source: sugar('it', 72) },
  { text: '17:32 18 agosto', expect: { date: '08-18', at: '17:32' }, source: sugar('it', 87) },
  {
    text: '17:32 lunedì prossimo',
    expect: { weekday: 1, at: '17:32' },
    source: sugar('it', 88),
  },
  { text: 'domani alle 3:30', expect: { day: 1, at: '03:30' }, source: sugar('it', 90) },
  { text: 'due anni fa', expect: refuse, source: sugar('it', 97) },
];

/** Sugar's Spanish test, for es-ES and es-419. */
export const sugarSpanish: readonly Expression[] = [
  { text: 'la semana pasada', expect: refuse, source: sugar('es', 14) },
  { text: '15 de mayo', expect: { date: '05-15' }, source: sugar('es', 19) },
  { text: 'lunes', expect: { weekday: 1 }, source: sugar('es', 24) },
  { text: 'hace 1 minuto', expect: refuse, source: sugar('es', 31) },
  { text: 'hace 1 hora', expect: refuse, source: sugar('es', 32) },
  { text: 'hace 1 día', expect: refuse, source: sugar('es', 33) },
  { text: 'dentro de 5 segundos', expect: { ms: 5_000 }, source: sugar('es', 40) },
  { text: 'dentro de 5 minutos', expect: { ms: 5 * MIN }, source: sugar('es', 41) },
  { text: 'dentro de 5 horas', expect: { ms: 5 * HOUR }, source: sugar('es', 42) },
  { text: 'dentro de 5 días', expect: { ms: 5 * DAY }, source: sugar('es', 43) },
  { text: 'dentro de 5 semanas', expect: { ms: 35 * DAY }, source: sugar('es', 44) },
  { text: 'dentro de 5 meses', expect: { months: 5 }, source: sugar('es', 45) },
  { text: 'dentro de 5 años', expect: refuse, source: sugar('es', 46) },
  { text: 'anteayer', expect: refuse, source: sugar('es', 49) },
  { text: 'ayer', expect: refuse, source: sugar('es', 50) },
  { text: 'mañana', expect: { ms: DAY }, source: sugar('es', 52) },
  { text: 'la próxima semana', expect: { ms: 7 * DAY }, source: sugar('es', 55) },
  { text: 'el mes pasado', expect: refuse, source: sugar('es', 57) },
  { text: 'el próximo mes', expect: { months: 1 }, source: sugar('es', 58) },
  { text: 'proximo lunes', expect: { weekday: 1 }, source: sugar('es', 60) },
  { text: 'próximo lunes', expect: { weekday: 1 }, source: sugar('es', 61) },
  { text: 'pasado lunes', expect: refuse, source: sugar('es', 62) },
  { text: 'lunes pasado', expect: refuse, source: sugar('es', 63) },
  { text: 'lunes pasado 3:45', expect: refuse, source: sugar('es', 65) },
  { text: 'proximo lunes 3:45', expect: { weekday: 1, at: '03:45' }, source: sugar('es', 66) },
  { text: '3:45 próximo lunes', expect: { weekday: 1, at: '03:45' }, source: sugar('es', 72) },
  { text: '3:45 lunes pasado', expect: refuse, source: sugar('es', 73) },
  { text: 'hace 1 dia', expect: refuse, source: sugar('es', 78) },
  { text: 'proximo mes', expect: { months: 1 }, source: sugar('es', 79) },
  { text: 'proxima semana', expect: { ms: 7 * DAY }, source: sugar('es', 80) },
  { text: 'manana', expect: { ms: DAY }, source: sugar('es', 81) },
  { text: 'mañana a las 3:30', expect: { day: 1, at: '03:30' }, source: sugar('es', 84) },
  { text: 'hace dos años', expect: refuse, source: sugar('es', 91) },
];

export const sugarPortuguese: readonly Expression[] = [
  { text: '15 de maio', expect: { date: '05-15' }, source: sugar('pt', 17) },
  { text: 'segunda-feira', expect: { weekday: 1 }, source: sugar('pt', 21) },
  { text: 'um minuto atrás', expect: refuse, source: sugar('pt', 41) },
  { text: 'uma hora atrás', expect: refuse, source: sugar('pt', 42) },
  { text: 'há um mês', expect: refuse, source: sugar('pt', 45) },
  { text: 'daqui a 5 segundos', expect: { ms: 5_000 }, source: sugar('pt', 49) },
  { text: 'daqui a 5 minutos', expect: { ms: 5 * MIN }, source: sugar('pt', 50) },
  { text: 'daqui a 5 horas', expect: { ms: 5 * HOUR }, source: sugar('pt', 51) },
  { text: 'daqui a 5 dias', expect: { ms: 5 * DAY }, source: sugar('pt', 52) },
  { text: 'daqui a 5 semanas', expect: { ms: 35 * DAY }, source: sugar('pt', 53) },
  { text: 'daqui a 5 mêses', expect: { months: 5 }, source: sugar('pt', 54) },
  { text: 'daqui a 5 anos', expect: refuse, source: sugar('pt', 55) },
  { text: 'anteontem', expect: refuse, source: sugar('pt', 58) },
  { text: 'ontem', expect: refuse, source: sugar('pt', 59) },
  { text: 'amanhã', expect: { ms: DAY }, source: sugar('pt', 61) },
  { text: 'semana passada', expect: refuse, source: sugar('pt', 63) },
  { text: 'próxima semana', expect: { ms: 7 * DAY }, source: sugar('pt', 64) },
  { text: 'mês passado', expect: refuse, source: sugar('pt', 66) },
  { text: 'próximo mês', expect: { months: 1 }, source: sugar('pt', 67) },
  { text: 'próximo segunda-feira', expect: { weekday: 1 }, source: sugar('pt', 72) },
  { text: 'passada segunda-feira', expect: refuse, source: sugar('pt', 73) },
  { text: 'daqui a 5 meses', expect: { months: 5 }, source: sugar('pt', 78) },
  { text: 'mes passado', expect: refuse, source: sugar('pt', 79) },
  { text: 'uma hora atras', expect: refuse, source: sugar('pt', 81) },
  { text: 'ha um ano', expect: refuse, source: sugar('pt', 82) },
  { text: 'amanha', expect: { ms: DAY }, source: sugar('pt', 83) },
  { text: 'amanhã às 3:30', expect: { day: 1, at: '03:30' }, source: sugar('pt', 85) },
  { text: '17:32 15 de maio', expect: { date: '05-15', at: '17:32' }, source: sugar('pt', 87) },
  {
    text: '17:32 próximo segunda-feira',
    expect: { weekday: 1, at: '17:32' },
    source: sugar('pt', 88),
  },
  { text: 'dois anos atrás', expect: refuse, source: sugar('pt', 95) },
];

export const whenPortuguese: readonly Expression[] = [
  {
    text: 'hoje de noite às 11:10 pm',
    expect: { day: 0, at: '23:10' },
    source: when('br_test', 54),
  },
  { text: 'na tarde de sexta', expect: { weekday: 5, at: '15:00' }, source: when('br_test', 55) },
  {
    text: 'na próxima terça às 14:00',
    expect: { weekday: 2, at: '14:00' },
    source: when('br_test', 56),
  },
  {
    text: 'na próxima terça às 2p',
    expect: { weekday: 2, at: '14:00' },
    source: when('br_test', 57),
  },
  {
    text: 'na próxima quarta-feira às 2:25 p.m.',
    expect: { weekday: 3, at: '14:25' },
    source: when('br_test', 58),
  },
  { text: '11 am última terça', expect: refuse, source: when('br_test', 59) },
  { text: 'amanhã à noite', expect: { day: 1, at: '21:00' }, source: when('casual_test', 17) },
  { text: 'ontem à noite', expect: refuse, source: when('casual_test', 18) },
  { text: 'ao meio-dia', expect: { next: '12:00' }, source: when('casual_test', 30) },
  { text: 'amanhã de tarde', expect: { day: 1, at: '15:00' }, source: when('casual_test', 43) },
  { text: 'dentro de meia hora', expect: { ms: 30 * MIN }, source: when('deadline_test', 14) },
  { text: 'dentro de 1 hora', expect: { ms: HOUR }, source: when('deadline_test', 15) },
  { text: 'em 5 minutos', expect: { ms: 5 * MIN }, source: when('deadline_test', 16) },
  { text: 'dentro de 10 dias', expect: { ms: 10 * DAY }, source: when('deadline_test', 18) },
  { text: 'em cinco dias', expect: { ms: 5 * DAY }, source: when('deadline_test', 19) },
  { text: 'em 5 dias', expect: { ms: 5 * DAY }, source: when('deadline_test', 20) },
  { text: 'Em 5 segundos', expect: { ms: 5_000 }, source: when('deadline_test', 21) },
  { text: 'dentro de duas semanas', expect: { ms: 14 * DAY }, source: when('deadline_test', 22) },
  { text: 'dentro de um mês', expect: { months: 1 }, source: when('deadline_test', 23) },
  { text: 'dentro de alguns meses', expect: refuse, source: when('deadline_test', 24) },
  { text: 'em uma semana', expect: { ms: 7 * DAY }, source: when('deadline_test', 27) },
  { text: '3 de março', expect: { date: '03-03' }, source: when('exact_month_date_test', 17) },
  { text: '1 de setembro', expect: { date: '09-01' }, source: when('exact_month_date_test', 18) },
  { text: '1 set', expect: { date: '09-01' }, source: when('exact_month_date_test', 19) },
  { text: '1 set.', expect: { date: '09-01' }, source: when('exact_month_date_test', 20) },
  { text: '1º de setembro', expect: { date: '09-01' }, source: when('exact_month_date_test', 21) },
  { text: '1º set.', expect: { date: '09-01' }, source: when('exact_month_date_test', 22) },
  { text: '21 de outubro', expect: { date: '10-21' }, source: when('exact_month_date_test', 24) },
  {
    text: 'vigésimo dia de dezembro',
    expect: { date: '12-20' },
    source: when('exact_month_date_test', 25),
  },
  {
    text: '10º dia de março',
    expect: { date: '03-10' },
    source: when('exact_month_date_test', 26),
  },
  { text: '4 jan.', expect: { date: '01-04' }, source: when('exact_month_date_test', 27) },
  { text: '5:30pm', expect: { next: '17:30' }, source: when('hour_minute_test', 17) },
  { text: '19h35m', expect: { next: '19:35' }, source: when('hour_minute_test', 23) },
  { text: '28:30pm', expect: refuse, source: when('hour_minute_test', 27) },
  { text: '12:61pm', expect: refuse, source: when('hour_minute_test', 28) },
  { text: '24:10', expect: refuse, source: when('hour_minute_test', 29) },
  { text: '5pm', expect: { next: '17:00' }, source: when('hour_test', 14) },
  { text: '5A.', expect: { next: '05:00' }, source: when('hour_test', 22) },
  { text: '11 P.M.', expect: { next: '23:00' }, source: when('hour_test', 23) },
  { text: 'sábado passado', expect: refuse, source: when('weekday_test', 17) },
  { text: 'sexta-feira passada', expect: refuse, source: when('weekday_test', 18) },
  { text: 'terça passada', expect: refuse, source: when('weekday_test', 20) },
  { text: 'na próxima terça-feira', expect: { weekday: 2 }, source: when('weekday_test', 22) },
  { text: 'na próxima quarta', expect: { weekday: 3 }, source: when('weekday_test', 23) },
  { text: 'sábado que vem', expect: { weekday: 6 }, source: when('weekday_test', 24) },
  { text: 'neste sábado', expect: { weekday: 6, this: true }, source: when('weekday_test', 28) },
  { text: 'meia hora atrás', expect: refuse, source: when('past_time_test', 14) },
  { text: '5 minutos atrás', expect: refuse, source: when('past_time_test', 16) },
  { text: 'duas semanas atrás', expect: refuse, source: when('past_time_test', 22) },
  { text: 'há duas semanas', expect: refuse, source: when('past_time_test', 26) },
  { text: 'alguns dias atrás', expect: refuse, source: when('past_time_test', 29) },
];

import type { Annotated } from './annotation.js';
import { phrasingAt } from './tenth-phrasing.js';

/**
 * Our own rows for the twenty-fourth round (issue 18) in en, en-GB, es-ES, es-419, it, pt-BR, fr, de
 * and nl, from public sources the corpus had never used: Stanford SUTime's tests
 * (https://github.com/stanfordnlp/CoreNLP, itest/src/edu/stanford/nlp/time/SUTimeITest.java) and
 * rrule.js's natural-language tests (https://github.com/jakubroztocil/rrule, test/nlp.test.ts), and
 * from a probe sweep of everyday members no row of ours had (source "native phrasing, twenty-fourth
 * round (issue 18)"). Families: a time of day before `of` and its day (`the morning of june 30`), `&`
 * for `and` between repeated weekdays (`every mon & wed`), business and working days as a repeat,
 * every other weekday said `alternate` (`on alternate fridays`) and the languages' own ways (`un
 * vendredi sur deux`), `the coming <weekday>` (and `this ... coming` in the Romance languages:
 * `ce vendredi qui vient`, `este viernes que viene`), the last day of February (its length is the
 * year's: the coming February's), `12 o'clock midnight`. Said on Thursday 14 May 2026 at 10:00 local
 * unless a group says otherwise. A repeat is scored by its first occurrence.
 */

const MAY = '2026-05-14T10:00:00';

const ROWS_MAY: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    // SUTime, SUTimeITest.java testSUTimeRangeConversion ("The morning of January 31", resolved
    // 2003-01-31TMO):
    // https://github.com/stanfordnlp/CoreNLP/blob/main/itest/src/edu/stanford/nlp/time/SUTimeITest.java
    ['the morning of june 30', '2026-06-30T09:00'],
    // Members the source did not write: every time of day, a weekday, a day of the month alone.
    ['the evening of june 30', '2026-06-30T18:00'],
    ['the afternoon of the 20th', '2026-05-20T15:00'],
    ['on the morning of the 20th', '2026-05-20T09:00'],
    ['the night of the 20th', '2026-05-20T21:00'],
    ['the morning of friday', '2026-05-15T09:00'],
    ['on the evening of saturday', '2026-05-16T18:00'],
    ['morning of june 30', '2026-06-30T09:00'],
    ['the evening of the 20th at 7pm', '2026-05-20T19:00'],
    ['the morning of may 1', '2027-05-01T09:00'],
    // SUTime, testSUTimeDateTime ("twelve o'clock midnight", T00:00):
    ["twelve o'clock midnight", '2026-05-15T00:00'],
    ["12 o'clock midnight", '2026-05-15T00:00'],
    // A weekday's midnight asks its start or its end (decided), as `friday at 12 midnight`.
    ["friday at 12 o'clock midnight", 'ask:2026-05-15T00:00|2026-05-16T00:00'],
    ["twelve o'clock noon", '2026-05-14T12:00'],
    ["12 o'clock noon tomorrow", '2026-05-15T12:00'],
    // SUTime, testSUTimeSet ("On alternate Fridays", XXXX-WXX-5 every P2W):
    ['on alternate fridays', '2026-05-15T09:00'],
    // Members the source did not write.
    ['alternate mondays', '2026-05-18T09:00'],
    ['every alternate tuesday at 9am', '2026-05-19T09:00'],
    ['alternate wednesdays at 3pm', '2026-05-20T15:00'],
    ['on alternate saturdays', '2026-05-16T09:00'],
    // rrule.js test/nlp.test.ts, "Testing more flexible weekday formats", "business/work day
    // variations", "plural variations of days":
    // https://github.com/jakubroztocil/rrule/blob/master/test/nlp.test.ts
    ['every mon & wed', '2026-05-18T09:00'],
    ['every tues & thurs', '2026-05-19T09:00'],
    ['every business day', '2026-05-15T09:00'],
    ['every work day', '2026-05-15T09:00'],
    ['every monday and wednesdays', '2026-05-18T09:00'],
    ['every tuesdays & thursdays', '2026-05-19T09:00'],
    // Members the source did not write.
    ['every monday & friday at 5pm', '2026-05-15T17:00'],
    ['every sat & sun at 10am', '2026-05-16T10:00'],
    ['every mon, wed & fri', '2026-05-15T09:00'],
    ['every working day', '2026-05-15T09:00'],
    ['every business day at 5pm', '2026-05-14T17:00'],
    ['every working day at 8am', '2026-05-15T08:00'],
    ['business days at 9am', '2026-05-15T09:00'],
    ['on working days at 6pm', '2026-05-14T18:00'],
    ['every mondays', '2026-05-18T09:00'],
    ['every fridays and saturdays', '2026-05-15T09:00'],
    // Found probing main (the brief's leads): `the coming <weekday>` (as `coming wednesday`).
    ['the coming wednesday', '2026-05-20T09:00'],
    ['the coming friday', '2026-05-15T09:00'],
    ['on the coming saturday', '2026-05-16T09:00'],
    ['the coming monday at 5pm', '2026-05-18T17:00'],
    ['the upcoming tuesday', '2026-05-19T09:00'],
    ['the coming thursday', '2026-05-21T09:00'],
    ['the upcoming sunday at noon', '2026-05-17T12:00'],
    // `the following monday` has no day to follow: refused (decided).
    ['the following monday', 'refuse'],
    // The last day of February: the coming February's.
    ['last day of february', '2027-02-28T09:00'],
    ['the last day of february at 5pm', '2027-02-28T17:00'],
    ['on the last day of february', '2027-02-28T09:00'],
  ],
  'en-GB': [
    ['the morning of 30 june', '2026-06-30T09:00'],
    ['the evening of the 20th', '2026-05-20T18:00'],
    ["12 o'clock midnight", '2026-05-15T00:00'],
    ['on alternate fridays', '2026-05-15T09:00'],
    ['every mon & wed at 9:30', '2026-05-18T09:30'],
    ['every working day at 8:00', '2026-05-15T08:00'],
    ['every business day', '2026-05-15T09:00'],
    ['the coming wednesday', '2026-05-20T09:00'],
    ['the coming friday at 17:00', '2026-05-15T17:00'],
    ['last day of february', '2027-02-28T09:00'],
  ],
  fr: [
    ['tous les lundis & mercredis', '2026-05-18T09:00'],
    ['tous les mardis & jeudis à 9h', '2026-05-19T09:00'],
    ['tous les jours ouvrables', '2026-05-15T09:00'],
    ['chaque jour ouvrable à 8h', '2026-05-15T08:00'],
    ['les jours ouvrables à 18h', '2026-05-14T18:00'],
    ['un vendredi sur deux', '2026-05-15T09:00'],
    ['un lundi sur deux à 9h', '2026-05-18T09:00'],
    ['un mercredi sur 2', '2026-05-20T09:00'],
    ['ce vendredi qui vient', '2026-05-15T09:00'],
    ['ce mercredi qui vient à 14h', '2026-05-20T14:00'],
    ['le dernier jour de février', '2027-02-28T09:00'],
    ['dernier jour de février à 17h', '2027-02-28T17:00'],
    // Read already (guards).
    ['le matin du 20', '2026-05-20T09:00'],
    ['le soir du 20 juin', '2026-06-20T18:00'],
    ['tous les deux vendredis', '2026-05-15T09:00'],
  ],
  'es-ES': [
    ['todos los lunes & miércoles', '2026-05-18T09:00'],
    ['cada martes & jueves a las 9', '2026-05-19T09:00'],
    ['un viernes sí y otro no', '2026-05-15T09:00'],
    ['un lunes sí y otro no a las 9', '2026-05-18T09:00'],
    ['este viernes que viene', '2026-05-15T09:00'],
    ['este miércoles que viene a las 17:00', '2026-05-20T17:00'],
    ['el último día de febrero', '2027-02-28T09:00'],
    ['último día de febrero a las 18:00', '2027-02-28T18:00'],
    // Read already (guards).
    ['la mañana del 20', '2026-05-20T09:00'],
    ['todos los días laborables', '2026-05-15T09:00'],
    ['cada dos viernes', '2026-05-15T09:00'],
  ],
  'es-419': [
    ['cada lunes & miércoles', '2026-05-18T09:00'],
    ['un viernes sí y otro no', '2026-05-15T09:00'],
    ['este viernes que viene', '2026-05-15T09:00'],
    ['el último día de febrero', '2027-02-28T09:00'],
    ['todos los días hábiles', '2026-05-15T09:00'],
  ],
  it: [
    ['ogni lunedì & mercoledì', '2026-05-18T09:00'],
    ['ogni martedì & giovedì alle 9', '2026-05-19T09:00'],
    ['un venerdì sì e uno no', '2026-05-15T09:00'],
    ['un lunedì sì e uno no alle 9', '2026-05-18T09:00'],
    ['questo venerdì che viene', '2026-05-15T09:00'],
    // `che viene` alone is `next`, as es `el viernes que viene`: asked while the day is ahead this week.
    ['il venerdì che viene', 'ask:2026-05-15T09:00|2026-05-22T09:00'],
    ['mercoledì che viene alle 15', '2026-05-20T15:00'],
    ["l'ultimo giorno di febbraio", '2027-02-28T09:00'],
    ["l'ultimo giorno di febbraio alle 18", '2027-02-28T18:00'],
    // Read already (guards).
    ['la mattina del 20', '2026-05-20T09:00'],
    ['ogni due venerdì', '2026-05-15T09:00'],
    ['tutti i giorni lavorativi', '2026-05-15T09:00'],
  ],
  'pt-BR': [
    ['toda segunda & quarta', '2026-05-18T09:00'],
    ['toda terça & quinta às 9h', '2026-05-19T09:00'],
    ['nesta sexta que vem', '2026-05-15T09:00'],
    ['esta quarta que vem às 15h', '2026-05-20T15:00'],
    ['último dia de fevereiro', '2027-02-28T09:00'],
    ['no último dia de fevereiro às 18h', '2027-02-28T18:00'],
    // Read already (guards).
    ['na manhã do dia 20', '2026-05-20T09:00'],
    ['todo dia útil', '2026-05-15T09:00'],
    ['a cada duas sextas', '2026-05-15T09:00'],
  ],
  de: [
    ['jeden Montag & Mittwoch', '2026-05-18T09:00'],
    ['jeden Dienstag & Donnerstag um 9 Uhr', '2026-05-19T09:00'],
    ['jeden Arbeitstag', '2026-05-15T09:00'],
    ['an jedem Werktag', '2026-05-15T09:00'],
    ['an jedem Arbeitstag um 8 Uhr', '2026-05-15T08:00'],
    ['am letzten Tag im Februar', '2027-02-28T09:00'],
    ['letzter Tag im Februar um 17 Uhr', '2027-02-28T17:00'],
    // Read already (guards).
    ['am Morgen des 20. Juni', '2026-06-20T09:00'],
    ['am Abend des 20. Juni', '2026-06-20T18:00'],
    ['jeden Werktag', '2026-05-15T09:00'],
    ['am kommenden Freitag', '2026-05-15T09:00'],
  ],
  nl: [
    ['elke maandag & woensdag', '2026-05-18T09:00'],
    ['elke dinsdag & donderdag om 9 uur', '2026-05-19T09:00'],
    ['de laatste dag van februari', '2027-02-28T09:00'],
    ['laatste dag van februari om 17:00', '2027-02-28T17:00'],
    ['de ochtend van 20 juni', '2026-06-20T09:00'],
    ['op de avond van de 20e', '2026-05-20T18:00'],
    ['de middag van vrijdag', '2026-05-15T15:00'],
    // Read already (guards).
    ['elke werkdag', '2026-05-15T09:00'],
    ['deze komende vrijdag', '2026-05-15T09:00'],
  ],
};

// Probe sweep (native phrasing, twenty-fourth round): an approximation word after a duration, as
// before it (`in about an hour` read already): the duration itself.
const ROWS_ABOUT: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['in an hour ish', '2026-05-14T11:00'],
    ['in 2 hours ish', '2026-05-14T12:00'],
    ['in 3 days approximately', '2026-05-17T10:00'],
    // `or so` stays refused (nineteenth round, "Refused on purpose (kept)": a vague time).
    ['in an hour or so', 'refuse'],
    ['in 20 minutes or so', 'refuse'],
  ],
  'en-GB': [
    ['in half an hour ish', '2026-05-14T10:30'],
    ['in half an hour or so', 'refuse'],
  ],
  fr: [
    ['dans une heure environ', '2026-05-14T11:00'],
    ['dans 20 minutes environ', '2026-05-14T10:20'],
    ['dans 2 heures à peu près', '2026-05-14T12:00'],
  ],
  'es-ES': [
    ['en una hora más o menos', '2026-05-14T11:00'],
    ['dentro de una hora aproximadamente', '2026-05-14T11:00'],
    ['en aproximadamente una hora', '2026-05-14T11:00'],
    ['en unos 20 minutos', '2026-05-14T10:20'],
    ['dentro de unas 2 horas', '2026-05-14T12:00'],
  ],
  'es-419': [
    ['en unos 20 minutos', '2026-05-14T10:20'],
    ['en una hora más o menos', '2026-05-14T11:00'],
  ],
  it: [
    ["tra un'ora circa", '2026-05-14T11:00'],
    ['fra 20 minuti circa', '2026-05-14T10:20'],
    ['tra 2 ore più o meno', '2026-05-14T12:00'],
  ],
  'pt-BR': [
    ['daqui a uma hora mais ou menos', '2026-05-14T11:00'],
    ['daqui a uns 20 minutos', '2026-05-14T10:20'],
    ['em cerca de uma hora', '2026-05-14T11:00'],
    ['daqui a cerca de 2 horas', '2026-05-14T12:00'],
  ],
  de: [
    // `oder so` is English `or so`: refused as it is (nineteenth round).
    ['in einer Stunde oder so', 'refuse'],
    ['in 20 Minuten ungefähr', '2026-05-14T10:20'],
    ['in zwei Stunden etwa', '2026-05-14T12:00'],
  ],
  nl: [
    ['over een uur ongeveer', '2026-05-14T11:00'],
    ['over 20 minuten ongeveer', '2026-05-14T10:20'],
  ],
};

// Probe sweep (native phrasing, twenty-fourth round): a time of day in the plural after a weekday
// or the weekdays' word, or alone, as a repeat (`every sunday morning`, `every morning at 8` read
// already).
const ROWS_PLURAL: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['sunday mornings', '2026-05-17T09:00'],
    ['sunday mornings at 10', '2026-05-17T10:00'],
    ['on saturday afternoons', '2026-05-16T15:00'],
    ['friday nights at 9pm', '2026-05-15T21:00'],
    ['on monday evenings at 6pm', '2026-05-18T18:00'],
    ['weekday mornings at 8', '2026-05-15T08:00'],
    ['on weekday mornings', '2026-05-15T09:00'],
    ['weekend mornings at 10', '2026-05-16T10:00'],
    ['mornings at 8', '2026-05-15T08:00'],
    ['evenings at 7pm', '2026-05-14T19:00'],
    ['tomorrow mornings', 'refuse'],
  ],
  'en-GB': [
    ['sunday mornings at 10:00', '2026-05-17T10:00'],
    ['weekday mornings at 8:30', '2026-05-15T08:30'],
  ],
};

// Probe sweep (native phrasing, twenty-fourth round): noon and midnight with the o'clock word
// (`a las 12 en punto`, it `a mezzogiorno in punto`, fr `à midi pile` read already).
const ROWS_SHARP: Record<string, readonly (readonly [string, string])[]> = {
  'es-ES': [
    ['a mediodía en punto', '2026-05-14T12:00'],
    ['a medianoche en punto', '2026-05-15T00:00'],
    ['mañana a mediodía en punto', '2026-05-15T12:00'],
    ['a las 12 en punto', '2026-05-14T12:00'],
  ],
  'es-419': [['mañana a mediodía en punto', '2026-05-15T12:00']],
  'pt-BR': [
    ['ao meio-dia em ponto', '2026-05-14T12:00'],
    ['à meia-noite em ponto', '2026-05-15T00:00'],
    ['amanhã ao meio-dia em ponto', '2026-05-15T12:00'],
  ],
  it: [['domani a mezzogiorno in punto', '2026-05-15T12:00']],
  fr: [['à minuit pile', '2026-05-15T00:00']],
};

// The last day of February said in February (this year's) and in a year before a leap year.
const ROWS_FEB: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['last day of february', '2026-02-28T09:00'],
    ['the last day of february at 3pm', '2026-02-28T15:00'],
    ['last day of february next year', '2027-02-28T09:00'],
  ],
  'en-GB': [['the last day of february', '2026-02-28T09:00']],
  fr: [['le dernier jour de février', '2026-02-28T09:00']],
  'es-ES': [['el último día de febrero', '2026-02-28T09:00']],
  it: [["l'ultimo giorno di febbraio", '2026-02-28T09:00']],
  'pt-BR': [['último dia de fevereiro', '2026-02-28T09:00']],
  de: [['am letzten Tag im Februar', '2026-02-28T09:00']],
  nl: [['de laatste dag van februari', '2026-02-28T09:00']],
};

const ROWS_LEAP: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['last day of february', '2028-02-29T09:00'],
    ['the last day of february at 5pm', '2028-02-29T17:00'],
  ],
  de: [['am letzten Tag im Februar', '2028-02-29T09:00']],
  fr: [['le dernier jour de février', '2028-02-29T09:00']],
};

const REASONS = {
  refuse:
    'no day to follow (`the following <weekday>`), a repeat on a single day (`tomorrow mornings`), or `or so` after a duration (a vague time, nineteenth round)',
  ask: 'two readings: next <weekday> while it is ahead this week, or a day\u2019s midnight (decided)',
};

export function twentyfourthWestPhrasing(): Annotated[] {
  const at = phrasingAt(
    'native phrasing, twenty-fourth round (issue 18)',
    'twentyfourth-west',
    REASONS,
  );
  return [
    ...at(MAY, ROWS_MAY),
    ...at(MAY, ROWS_ABOUT),
    ...at(MAY, ROWS_PLURAL),
    ...at(MAY, ROWS_SHARP),
    ...at('2026-02-11T10:00:00', ROWS_FEB),
    ...at('2027-05-14T10:00:00', ROWS_LEAP),
  ];
}

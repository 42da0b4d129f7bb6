import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own phrasing of the twenty-first round (issue 18) in en, en-GB, es, it, de, nl and pt-BR:
 * first the forms the twentieth round left refused (pt-BR `todo dia 15`, `dia 1º do mês que vem`;
 * a day of every month, `el 15 de cada mes`; de `Sa 23.`, nl `za 23`: a weekday, then its day),
 * then working days and weekday ranges as repeats (`jeden Werktag`, `werktags`, `montags bis
 * freitags`, `todos los días laborables`, `tutti i giorni feriali`, `todo dia útil`, `mon-fri`),
 * then a sweep of the phrasing reminder apps document (sources named beside their rows), written
 * down with their readings before the reader learned the ones it refused. Said on Thursday 14 May
 * 2026 at 10:00 local. A repeat is scored by its first occurrence.
 */

const THU: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    // Second batch: the 1st in words, a date of every year.
    ['the first of every month', '2026-06-01T09:00'],
    ['every first of the month', '2026-06-01T09:00'],
    ['the 1st of every month', '2026-06-01T09:00'],
    // A day of every month.
    ['the 20th of every month', '2026-05-20T09:00'],
    ['on the 20th of each month', '2026-05-20T09:00'],
    ['the 20th of every month at 10am', '2026-05-20T10:00'],
    ['every 20th', '2026-05-20T09:00'],
    ['every month on the 20th', '2026-05-20T09:00'],
    // A weekday, then its day.
    ['sat 23rd', '2026-05-23T09:00'],
    ['fri 23rd', 'refuse'],
    // Working days.
    ['every weekday at 9am', '2026-05-15T09:00'],
    ['weekdays at 9am', '2026-05-15T09:00'],
    ['every workday at 9am', '2026-05-15T09:00'],
    ['mon-fri 9am', '2026-05-15T09:00'],
    ['mon-fri at 9am', '2026-05-15T09:00'],
    ['every mon-fri at 9am', '2026-05-15T09:00'],
    ['monday to friday at 9am', '2026-05-15T09:00'],
    ['every monday to friday at 9am', '2026-05-15T09:00'],
    ['monday through friday at 9am', '2026-05-15T09:00'],
    ['every monday through friday at 8am', '2026-05-15T08:00'],
    // Todoist, "Introduction to recurring due dates"
    // (todoist.com/help/articles/introduction-to-recurring-due-dates-YUYVJJAV).
    ['every morning', '2026-05-15T09:00'],
    ['every weekday', '2026-05-15T09:00'],
    ['every workday', '2026-05-15T09:00'],
    ['every 3rd friday', '2026-05-15T09:00'],
    ['every 27th', '2026-05-27T09:00'],
    ['every 27', 'refuse'],
    ['every jan 27th', '2027-01-27T09:00'],
    ['every last day', 'refuse'],
    ['every monday, friday', '2026-05-15T09:00'],
    ['every other tues 7am', '2026-05-19T07:00'],
    ['every 14 days 7am', '2026-05-15T07:00'],
    ['every 2 mondays', '2026-05-18T09:00'],
    // TaskTrove, "Smart Parsing" (docs.tasktrove.io/smart-parsing).
    ['tom', '2026-05-15T10:00'],
    ['in 3d', '2026-05-17T10:00'],
    ['in 1w', '2026-05-21T10:00'],
    ['in 4h30min', '2026-05-14T14:30'],
    ['in 2h 15m', '2026-05-14T12:15'],
    ['this friday', '2026-05-15T09:00'],
    ['at 14:30', '2026-05-14T14:30'],
    ['biweekly on friday', 'refuse'],
    // The brief's everyday list (Google Calendar, Apple Reminders and Slack /remind say these).
    ['tomorrow morning', '2026-05-15T09:00'],
    ['first thing tomorrow', '2026-05-15T09:00'],
    ['end of day', '2026-05-14T17:00'],
    ['noon tomorrow', '2026-05-15T12:00'],
    ['every other monday', '2026-05-18T09:00'],
    ['in the evening', '2026-05-14T18:00'],
    ['next month on the 1st', '2026-06-01T09:00'],
    ['every 2 weeks on friday', '2026-05-15T09:00'],
    ['by end of day', 'refuse'],
  ],
  'en-GB': [
    ['every weekday at 9', '2026-05-15T09:00'],
    ['mon-fri 9am', '2026-05-15T09:00'],
    ['monday to friday at 9', '2026-05-15T09:00'],
    ['the 20th of every month', '2026-05-20T09:00'],
    ['first thing tomorrow', '2026-05-15T09:00'],
    ['every other monday', '2026-05-18T09:00'],
    ['every fortnight', 'refuse'],
  ],
  'es-ES': [
    // Second batch.
    ['el primero de cada mes', '2026-06-01T09:00'],
    ['cada primero de mes', '2026-06-01T09:00'],
    ['todos los años el 25 de diciembre', '2026-12-25T09:00'],
    ['cada año el 25 de diciembre', '2026-12-25T09:00'],
    ['a fin de día', '2026-05-14T17:00'],
    ['cada lunes y jueves', '2026-05-18T09:00'],
    ['el 20 de cada mes', '2026-05-20T09:00'],
    ['el 15 de cada mes', '2026-05-15T09:00'],
    ['el día 20 de cada mes a las 9', '2026-05-20T09:00'],
    ['todos los días 20', '2026-05-20T09:00'],
    ['todos los días 20 a las 10', '2026-05-20T10:00'],
    ['todos los días laborables a las 9', '2026-05-15T09:00'],
    ['todos los dias laborables a las 9', '2026-05-15T09:00'],
    ['cada día laborable a las 9', '2026-05-15T09:00'],
    ['todos los días hábiles a las 9', '2026-05-15T09:00'],
    ['de lunes a viernes a las 9', '2026-05-15T09:00'],
    ['entre semana a las 9', '2026-05-15T09:00'],
    // The everyday list in Spanish.
    ['mañana por la mañana', '2026-05-15T09:00'],
    ['mañana a primera hora', '2026-05-15T09:00'],
    ['al final del día', '2026-05-14T17:00'],
    ['mañana a mediodía', '2026-05-15T12:00'],
    ['cada dos lunes', '2026-05-18T09:00'],
    ['cada 2 semanas el viernes', '2026-05-15T09:00'],
    ['cada dos semanas el viernes', '2026-05-15T09:00'],
    ['el mes que viene el día 1', '2026-06-01T09:00'],
    ['el sábado 23', '2026-05-23T09:00'],
  ],
  'es-419': [
    ['el 20 de cada mes', '2026-05-20T09:00'],
    ['todos los días 20 a las 10 am', '2026-05-20T10:00'],
    ['todos los días laborables a las 9 am', '2026-05-15T09:00'],
    ['de lunes a viernes a las 9 am', '2026-05-15T09:00'],
    ['cada dos lunes', '2026-05-18T09:00'],
    ['cada 2 semanas el viernes', '2026-05-15T09:00'],
  ],
  it: [
    // Second batch.
    ['il primo di ogni mese', '2026-06-01T09:00'],
    ['ogni primo del mese', '2026-06-01T09:00'],
    ['ogni anno il 25 dicembre', '2026-12-25T09:00'],
    ['domani come prima cosa', '2026-05-15T09:00'],
    ['come prima cosa domani', '2026-05-15T09:00'],
    ['ogni mattina', '2026-05-15T09:00'],
    ['il 20 di ogni mese', '2026-05-20T09:00'],
    ['il 20 di ogni mese alle 10', '2026-05-20T10:00'],
    ['ogni 20 del mese', '2026-05-20T09:00'],
    ['tutti i giorni feriali alle 9', '2026-05-15T09:00'],
    ['ogni giorno feriale alle 9', '2026-05-15T09:00'],
    ['ogni giorno lavorativo alle 9', '2026-05-15T09:00'],
    ['tutti i giorni lavorativi alle 9', '2026-05-15T09:00'],
    ['dal lunedì al venerdì alle 9', '2026-05-15T09:00'],
    ['nei giorni feriali alle 9', '2026-05-15T09:00'],
    // The everyday list in Italian.
    ['domani mattina', '2026-05-15T09:00'],
    ['domani a mezzogiorno', '2026-05-15T12:00'],
    ['a fine giornata', '2026-05-14T17:00'],
    ['ogni due lunedì', '2026-05-18T09:00'],
    ['ogni 2 settimane il venerdì', '2026-05-15T09:00'],
    ['ogni due settimane il venerdì', '2026-05-15T09:00'],
    ['il mese prossimo il primo', '2026-06-01T09:00'],
    ['sabato 23', '2026-05-23T09:00'],
  ],
  de: [
    // Second batch.
    ['jeden 15.', '2026-05-15T09:00'],
    ['jeden 20.', '2026-05-20T09:00'],
    ['jeden 20. um 10 Uhr', '2026-05-20T10:00'],
    ['jeden Morgen', '2026-05-15T09:00'],
    ['jeden Morgen um 7', '2026-05-15T07:00'],
    ['morgen als Erstes', '2026-05-15T09:00'],
    ['jedes Jahr am 25. Dezember', '2026-12-25T09:00'],
    ['zum Feierabend', 'refuse'],
    // A weekday, then its day with the ordinal dot.
    ['Sa 23.', '2026-05-23T09:00'],
    ['Sa. 23.', '2026-05-23T09:00'],
    ['am Sa 23.', '2026-05-23T09:00'],
    ['Samstag 23.', '2026-05-23T09:00'],
    ['am Samstag 23.', '2026-05-23T09:00'],
    ['Sa 23. um 10', '2026-05-23T10:00'],
    ['Fr 23.', 'refuse'],
    ['Sa 24.', 'refuse'],
    ['am 20. jeden Monats', '2026-05-20T09:00'],
    ['jeden Monat am 20.', '2026-05-20T09:00'],
    // Working days.
    ['jeden Werktag um 9', '2026-05-15T09:00'],
    ['jeden Werktag', '2026-05-15T09:00'],
    ['werktags um 9', '2026-05-15T09:00'],
    ['werktags um 9 Uhr', '2026-05-15T09:00'],
    ['montags bis freitags um 8', '2026-05-15T08:00'],
    ['Mo-Fr um 8', '2026-05-15T08:00'],
    ['Montag bis Freitag um 8', '2026-05-15T08:00'],
    ['jeden Montag bis Freitag um 8', '2026-05-15T08:00'],
    // The everyday list in German.
    ['morgen früh', '2026-05-15T09:00'],
    ['morgen Mittag', '2026-05-15T12:00'],
    ['alle zwei Wochen am Freitag', '2026-05-15T09:00'],
    ['alle 2 Wochen freitags', '2026-05-15T09:00'],
    ['heute Abend', '2026-05-14T18:00'],
    ['nächsten Monat am 1.', '2026-06-01T09:00'],
  ],
  nl: [
    // Second batch.
    ['morgen als eerste', '2026-05-15T09:00'],
    // Refused until the twenty-third round: the plain end of the day is 17:00 in every language.
    ['aan het eind van de dag', '2026-05-14T17:00'],
    ['eind van de dag', '2026-05-14T17:00'],
    ['aan het einde van de dag', '2026-05-14T17:00'],
    ['elke ochtend', '2026-05-15T09:00'],
    // A weekday, then its day (alone, refused as the fifteenth round decided: 23:00 or the 23rd).
    ['za 23', 'refuse'],
    ['zaterdag 23', 'refuse'],
    ['op za 23 om 10 uur', '2026-05-23T10:00'],
    ['op zaterdag 23 om 10 uur', '2026-05-23T10:00'],
    ['vr 23', 'refuse'],
    ['za 24', 'refuse'],
    ['op de 20e van elke maand', '2026-05-20T09:00'],
    ['elke maand op de 20e', '2026-05-20T09:00'],
    // Working days.
    ['elke werkdag om 9 uur', '2026-05-15T09:00'],
    ['werkdagen om 9 uur', '2026-05-15T09:00'],
    ['doordeweeks om 9 uur', '2026-05-15T09:00'],
    ['maandag t/m vrijdag om 9 uur', '2026-05-15T09:00'],
    ['ma-vr om 9 uur', '2026-05-15T09:00'],
    // The everyday list in Dutch.
    ['morgenochtend', '2026-05-15T09:00'],
    ['morgen om 12 uur', '2026-05-15T12:00'],
    ['elke twee weken op vrijdag', '2026-05-15T09:00'],
    ['volgende maand op de 1e', '2026-06-01T09:00'],
  ],
  'pt-BR': [
    // Second batch.
    ['todo dia 1º', '2026-06-01T09:00'],
    ['todo primeiro dia do mês', '2026-06-01T09:00'],
    ['todo ano em 25 de dezembro', '2026-12-25T09:00'],
    ['todo ano no dia 25 de dezembro', '2026-12-25T09:00'],
    ['no fim do dia', '2026-05-14T17:00'],
    ['toda segunda e quinta', '2026-05-18T09:00'],
    // A day of every month.
    ['todo dia 15', '2026-05-15T09:00'],
    ['todo dia 15 às 9h', '2026-05-15T09:00'],
    ['todo dia 20', '2026-05-20T09:00'],
    ['todo dia 20 às 10h', '2026-05-20T10:00'],
    ['todo dia 5', '2026-06-05T09:00'],
    ['todo mês no dia 20', '2026-05-20T09:00'],
    ['todo dia 20 do mês', '2026-05-20T09:00'],
    ['dia 1º do mês que vem', '2026-06-01T09:00'],
    ['no dia 1º do mês que vem', '2026-06-01T09:00'],
    ['dia 5 do mês que vem às 10h', '2026-06-05T10:00'],
    ['todo dia às 9h', '2026-05-15T09:00'],
    ['sábado 23', '2026-05-23T09:00'],
    // Working days.
    ['todo dia útil às 9h', '2026-05-15T09:00'],
    ['todo dia util às 9h', '2026-05-15T09:00'],
    ['todos os dias úteis às 9h', '2026-05-15T09:00'],
    ['de segunda a sexta às 9h', '2026-05-15T09:00'],
    ['dias úteis às 9h', '2026-05-15T09:00'],
    // The everyday list in Portuguese.
    ['amanhã de manhã', '2026-05-15T09:00'],
    ['amanhã ao meio-dia', '2026-05-15T12:00'],
    ['a cada duas semanas na sexta', '2026-05-15T09:00'],
    ['a cada 2 semanas na sexta', '2026-05-15T09:00'],
    ['mês que vem no dia 1', '2026-06-01T09:00'],
  ],
};

const REASONS = {
  refuse:
    'no one instant or no repeat the model holds: nl `za 23` (23:00 on Saturday, or the 23rd), a weekday that is not the date (fri 23rd), a bare number after every (every 27: the 27th, or a unit left out?), every last day (of what?), biweekly (twice a week or every two weeks?), every fortnight (not recurring by rule 8, as the spec tests pin), a deadline (by end of day), when work ends (zum Feierabend)',
  ask: 'two readings',
};

export function twentyfirstWestPhrasing(): Annotated[] {
  return phrasingRows(
    THU,
    at('2026-05-14T10:00:00'),
    'native phrasing, twenty-first round (issue 18)',
    'twentyfirst-west-2026-05-14T10:00',
    REASONS,
  );
}

import { familyTables, lengthTable, type ComposeTable, type Part } from '../import/compose.js';

/** Italian: read on Wednesday 11 March 2026, 10:00 in Rome. */
const now = '2026-03-11T10:00';
const zone = 'Europe/Rome';

/** Day phrases that read well before or after a clock time. */
const days: Part[] = [
  ['oggi', '2026-03-11'],
  ['domani', '2026-03-12'],
  ['dopodomani', '2026-03-13'],
  ['venerdì', '2026-03-13'],
  ['venerdi', '2026-03-13'],
  ['questo venerdì', '2026-03-13'],
  ['sabato', '2026-03-14'],
  ['domenica', '2026-03-15'],
  ['lunedì', '2026-03-16'],
  ['lunedì prossimo', '2026-03-16'],
  ['martedì prossimo', '2026-03-17'],
  ['lunedì della prossima settimana', '2026-03-16'],
  ['venerdì della settimana prossima', '2026-03-20'],
  ['il 20 marzo', '2026-03-20'],
  ['il 20 marzo 2026', '2026-03-20'],
  ['venerdì 20 marzo', '2026-03-20'],
  ['il 1° aprile', '2026-04-01'],
  ['il primo aprile', '2026-04-01'],
  ['il 2 aprile', '2026-04-02'],
  ['il 20', '2026-03-20'],
  ['il 20/03', '2026-03-20'],
  ['il giorno di Natale', '2026-12-25'],
  ['il 31 dicembre', '2026-12-31'],
  ['mercoledì prossimo', '2026-03-18'],
  ['il prossimo lunedì', '2026-03-16'],
  ['lunedì 16 marzo', '2026-03-16'],
  ['sabato 14 marzo', '2026-03-14'],
  ['il 20/3', '2026-03-20'],
  ['giovedì 19', '2026-03-19'],
  ['giovedì 19/03', '2026-03-19'],
  ['il 19', '2026-03-19'],
  ['oggi a otto', '2026-03-18'],
];

/** "In N days": before or after a clock with its preposition. */
const inDays: Part[] = [
  ['fra 2 giorni', '2026-03-13'],
  ['tra due giorni', '2026-03-13'],
  ['tra una settimana', '2026-03-18'],
  ['fra 3 giorni', '2026-03-14'],
];

/** Clock times without a preposition, typed after the day ("domani 15:30"). */
const bareClocks: Part[] = [
  ['15:30', '15:30'],
  ['15.30', '15:30'],
  ['ore 15', '15:00'],
  ['h 15', '15:00'],
  ['18:45', '18:45'],
  ['15:00', '15:00'],
];

/** Day phrases typed before a clock time only. */
const leadingDays: Part[] = [
  ['20 marzo', '2026-03-20'],
  ['1 aprile', '2026-04-01'],
  ['20/03', '2026-03-20'],
  ['20/03/2026', '2026-03-20'],
  ['Natale', '2026-12-25'],
  ['la vigilia di Natale', '2026-12-24'],
  ['San Silvestro', '2026-12-31'],
  ['Capodanno', '2027-01-01'],
];

const clocks: Part[] = [
  ['alle 15', '15:00'],
  ['alle 15:30', '15:30'],
  ['alle 15.30', '15:30'],
  ['alle ore 15', '15:00'],
  ['alle 9', '09:00'],
  ['alle 8:45', '08:45'],
  ['alle 9 di mattina', '09:00'],
  ['alle 9 del mattino', '09:00'],
  ['alle 3 del pomeriggio', '15:00'],
  ['alle 7 di sera', '19:00'],
  ['alle 8 di sera', '20:00'],
  ['a mezzogiorno', '12:00'],
  ['a mezzogiorno e mezzo', '12:30'],
  ['alle 18 e un quarto', '18:15'],
  ['alle 17 e mezza', '17:30'],
  ['alle 18 meno un quarto', '17:45'],
  ['alle 18 meno 10', '17:50'],
  ['alle sei e mezza di sera', '18:30'],
  ['verso le 18', '18:00'],
  ['intorno alle 14', '14:00'],
  ['alle 14 in punto', '14:00'],
  ['alle diciotto', '18:00'],
  ['alle otto di sera', '20:00'],
  ['alle 15:00', '15:00'],
  ['alle ore 15:30', '15:30'],
  ['alle quindici', '15:00'],
  ['alle 15 e 30', '15:30'],
  ['alle tre e mezza del pomeriggio', '15:30'],
  ["all'una del pomeriggio", '13:00'],
  ['alle 9 e mezza di mattina', '09:30'],
  ['verso mezzogiorno', '12:00'],
  ['sulle 18', '18:00'],
  ['per le 18', '18:00'],
];

/** A date with 'next' beside it: the date's next occurrence (alone, the bench's 'next <weekday>' rule would ask). */
const nextDates: Part[] = [['il 20 marzo prossimo', '2026-03-20']];

export const tables: ComposeTable[] = [
  ...familyTables({
    now,
    zone,
    days,
    inDays,
    leadingDays,
    clockDays: nextDates,
    clocks,
    bareClocks,
    extra: [
      // Native phrasing, twelfth round: the early or late part of the day.
      ['in tarda mattinata', '2026-03-11T11:00'],
      ['domani in tarda mattinata', '2026-03-12T11:00'],
      ['nel primo pomeriggio', '2026-03-11T14:00'],
      ['domani nel primo pomeriggio', '2026-03-12T14:00'],
      ['nel tardo pomeriggio', '2026-03-11T17:00'],
      ['venerdì nel tardo pomeriggio', '2026-03-13T17:00'],
      ['in nottata', 'refuse'],
      ['dopo pranzo', 'refuse'],
      ['entro fine giornata', 'refuse'],
      // Native phrasing, twelfth round (written before the reader learned them).
      ['in giornata', 'refuse'],
      ['entro sera', 'refuse'],
      ['il 5 alle 15', '2026-04-05T15:00'],
      ['venerdì prossimo alle 15', 'ask:2026-03-13T15:00|2026-03-20T15:00'],
      ['giovedì prossimo alle 15', 'ask:2026-03-12T15:00|2026-03-19T15:00'],
      ['ieri alle 15', 'refuse'],
      ['oggi alle 8', 'refuse'],
      ['il 10 marzo alle 15', '2027-03-10T15:00'],
      ['domani, alle 15', '2026-03-12T15:00'],
      ['venerdì 20 marzo, 15:30', '2026-03-20T15:30'],
    ],
  }),
  // A day with its part of the day: a 1-12 hour is that part's ('stasera alle 8' 20:00).
  {
    now: now,
    zone: zone,
    days: [
      ['stasera', '2026-03-11'],
      ['domani sera', '2026-03-12'],
      ['sabato sera', '2026-03-14'],
      ['venerdì sera', '2026-03-13'],
    ],
    clocks: [
      ['alle 8', '20:00'],
      ['alle 9 e mezza', '21:30'],
      ['verso le 8', '20:00'],
      ['alle 20', '20:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['domani mattina', '2026-03-12'],
      ['domattina', '2026-03-12'],
      ['sabato mattina', '2026-03-14'],
    ],
    clocks: [
      ['alle 9', '09:00'],
      ['alle 8 e mezza', '08:30'],
      ['verso le 9', '09:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['oggi pomeriggio', '2026-03-11'],
      ['domani pomeriggio', '2026-03-12'],
    ],
    clocks: [
      ['alle 3', '15:00'],
      ['alle 4 e mezza', '16:30'],
      ['verso le 3', '15:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  lengthTable(now, zone, [
    ["tra mezz'ora", '2026-03-11T10:30'],
    ["tra un quarto d'ora", '2026-03-11T10:15'],
    ['tra 2 ore', '2026-03-11T12:00'],
    ["tra un'ora e mezza", '2026-03-11T11:30'],
    ['fra 10 minuti', '2026-03-11T10:10'],
    ['fra tre ore', '2026-03-11T13:00'],
    ['tra un mese', '2026-04-11T10:00'],
    ['tra 2 settimane', '2026-03-25T10:00'],
    ['fra 5 min', '2026-03-11T10:05'],
    ["tra un'ora", '2026-03-11T11:00'],
    ['tra 45 minuti', '2026-03-11T10:45'],
  ]),
];

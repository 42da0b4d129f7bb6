import { familyTables, lengthTable, type ComposeTable, type Part } from '../import/compose.js';

/** Spanish (Spain): read on Wednesday 11 March 2026, 10:00 in Madrid. */

/** Day phrases both Spains and Latin America type, before or after a clock time. */
export const spanishDays: Part[] = [
  ['hoy', '2026-03-11'],
  ['mañana', '2026-03-12'],
  ['manana', '2026-03-12'],
  ['pasado mañana', '2026-03-13'],
  ['pasado manana', '2026-03-13'],
  ['el viernes', '2026-03-13'],
  ['este viernes', '2026-03-13'],
  ['el sábado', '2026-03-14'],
  ['el sabado', '2026-03-14'],
  ['el domingo', '2026-03-15'],
  ['el lunes', '2026-03-16'],
  ['el lunes que viene', '2026-03-16'],
  ['el próximo lunes', '2026-03-16'],
  ['el martes que viene', '2026-03-17'],
  ['el viernes de la semana que viene', '2026-03-20'],
  ['el viernes de la próxima semana', '2026-03-20'],
  ['el 20 de marzo', '2026-03-20'],
  ['el 20 de marzo de 2026', '2026-03-20'],
  ['el viernes 20 de marzo', '2026-03-20'],
  ['el 1 de abril', '2026-04-01'],
  ['el primero de abril', '2026-04-01'],
  ['el 1º de abril', '2026-04-01'],
  ['el día 20', '2026-03-20'],
  ['el 20', '2026-03-20'],
  ['el 20/03', '2026-03-20'],
  ['el día de Navidad', '2026-12-25'],
  ['el 31 de diciembre', '2026-12-31'],
  ['el miércoles que viene', '2026-03-18'],
  ['el próximo miércoles', '2026-03-18'],
  ['el lunes 16 de marzo', '2026-03-16'],
  ['el sábado 14', '2026-03-14'],
  ['el 20/3', '2026-03-20'],
  ['el jueves 19', '2026-03-19'],
  ['el jueves, 19 de marzo', '2026-03-19'],
  ['el 19', '2026-03-19'],
];

/** "In N days": before or after a clock with its preposition. */
export const spanishInDays: Part[] = [
  ['dentro de 2 días', '2026-03-13'],
  ['en dos días', '2026-03-13'],
  ['dentro de una semana', '2026-03-18'],
  ['dentro de 4 días', '2026-03-15'],
  ['en una semana', '2026-03-18'],
];

/** Clock times without a preposition, typed after the day ("mañana 15:30"). */
export const spanishBareClocks: Part[] = [
  ['15:30', '15:30'],
  ['18:45', '18:45'],
  ['15h', '15:00'],
];

/** A date with 'next' before it: the date's next occurrence (alone, the bench's 'next <weekday>' rule would ask). */
export const spanishNextDates: Part[] = [
  ['el próximo 20 de marzo', '2026-03-20'],
  ['el próximo día 20', '2026-03-20'],
];

/** Day phrases typed before a clock time only. */
export const spanishLeadingDays: Part[] = [
  ['viernes', '2026-03-13'],
  ['sábado', '2026-03-14'],
  ['20 de marzo', '2026-03-20'],
  ['1 de abril', '2026-04-01'],
  ['20/03', '2026-03-20'],
  ['20/03/2026', '2026-03-20'],
  ['Navidad', '2026-12-25'],
  ['Nochebuena', '2026-12-24'],
  ['Año Nuevo', '2027-01-01'],
];

/** Clock phrases both regions type. */
export const spanishClocks: Part[] = [
  ['a las 15:00', '15:00'],
  ['a las 15:30', '15:30'],
  ['a las 15', '15:00'],
  ['a las 9 de la mañana', '09:00'],
  ['a las 9 de la manana', '09:00'],
  ['a las 3 de la tarde', '15:00'],
  ['a las 7 de la tarde', '19:00'],
  ['a las 10 de la noche', '22:00'],
  ['a las 9 y media de la mañana', '09:30'],
  ['a las 5 y cuarto de la tarde', '17:15'],
  ['a las 6 menos cuarto de la tarde', '17:45'],
  ['a las 6 menos diez de la tarde', '17:50'],
  ['a las 17 en punto', '17:00'],
  ['a las cinco de la tarde', '17:00'],
  ['a las nueve de la mañana', '09:00'],
  ['a eso de las 6 de la tarde', '18:00'],
  ['a las 15 horas', '15:00'],
  ['a las quince horas', '15:00'],
  ['a las tres y media de la tarde', '15:30'],
  ['a las 9 y cuarto de la mañana', '09:15'],
  ['a la una de la tarde', '13:00'],
  ['a las 12 del mediodía', '12:00'],
  ['a las 17:00 h', '17:00'],
  ['a eso de las 18:00', '18:00'],
  ['alrededor de las 18:00', '18:00'],
  ['hacia las 18:00', '18:00'],
];

const spainClocks: Part[] = [
  ['a las 15h', '15:00'],
  ['a las 8:45', '08:45'],
  ['a mediodía', '12:00'],
  ['sobre las 18:00', '18:00'],
  ['hacia las 18 h', '18:00'],
  ['a las 8 de la tarde', '20:00'],
];

/** Whole expressions beside the product, read the same in both regions. */
export const spanishExtra: Part[] = [
  // Native phrasing, twelfth round: the middle of the morning or afternoon.
  ['a media mañana', '2026-03-11T11:00'],
  ['mañana a media mañana', '2026-03-12T11:00'],
  ['a media tarde', '2026-03-11T17:00'],
  ['el viernes a media tarde', '2026-03-13T17:00'],
  ['a la hora de comer', 'refuse'],
  // Native phrasing, twelfth round (written before the reader learned them).
  ['a primera hora', '2026-03-12T09:00'],
  ['mañana a primera hora', '2026-03-12T09:00'],
  ['a primera hora de la mañana', '2026-03-12T09:00'],
  ['el lunes a primera hora', '2026-03-16T09:00'],
  ['mañana temprano', 'refuse'],
  ['el 5 a las 15:00', '2026-04-05T15:00'],
  ['el viernes próximo a las 15:00', 'ask:2026-03-13T15:00|2026-03-20T15:00'],
  ['el próximo jueves a las 15:00', 'ask:2026-03-12T15:00|2026-03-19T15:00'],
  ['ayer a las 15:00', 'refuse'],
  ['hoy a las 8 de la mañana', 'refuse'],
  ['el 10 de marzo a las 15:00', '2027-03-10T15:00'],
  ['mañana, a las 15:00', '2026-03-12T15:00'],
  ['el viernes 20 de marzo, 15:30', '2026-03-20T15:30'],
];

/** A day with its part of the day: a 1-12 hour is that part's ('esta noche a las 10' 22:00). */
export const spanishPeriodTables = (now: string, zone: string): ComposeTable[] => [
  {
    now: now,
    zone: zone,
    days: [
      ['esta noche', '2026-03-11'],
      ['mañana por la noche', '2026-03-12'],
      ['el sábado por la noche', '2026-03-14'],
    ],
    clocks: [
      ['a las 10', '22:00'],
      ['a las 9 y media', '21:30'],
      ['a eso de las 10', '22:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['mañana por la mañana', '2026-03-12'],
      ['el sábado por la mañana', '2026-03-14'],
    ],
    clocks: [
      ['a las 9', '09:00'],
      ['a las 8 y media', '08:30'],
      ['a eso de las 9', '09:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['esta tarde', '2026-03-11'],
      ['mañana por la tarde', '2026-03-12'],
      ['el viernes por la tarde', '2026-03-13'],
    ],
    clocks: [
      ['a las 5', '17:00'],
      ['a las 4 y media', '16:30'],
      ['a eso de las 5', '17:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
];

/** Lengths from now, read the same in both regions (whole expressions: a length is not a day or a clock). */
export const spanishLengthTable = (now: string, zone: string): ComposeTable =>
  lengthTable(now, zone, [
    ['en media hora', '2026-03-11T10:30'],
    ['dentro de una hora y media', '2026-03-11T11:30'],
    ['en 2 horas', '2026-03-11T12:00'],
    ['en 20 minutos', '2026-03-11T10:20'],
    ['dentro de un cuarto de hora', '2026-03-11T10:15'],
    ['en 3 horas', '2026-03-11T13:00'],
    ['dentro de un mes', '2026-04-11T10:00'],
    ['en 2 semanas', '2026-03-25T10:00'],
    ['en 5 min', '2026-03-11T10:05'],
    ['en una hora', '2026-03-11T11:00'],
    ['dentro de 45 minutos', '2026-03-11T10:45'],
  ]);

const now = '2026-03-11T10:00';
const zone = 'Europe/Madrid';

export const tables: ComposeTable[] = [
  ...familyTables({
    now,
    zone,
    days: spanishDays,
    inDays: [...spanishInDays, ['en Nochevieja', '2026-12-31']],
    leadingDays: [...spanishLeadingDays, ['Nochevieja', '2026-12-31']],
    clockDays: spanishNextDates,
    clocks: [...spanishClocks, ...spainClocks],
    bareClocks: spanishBareClocks,
    extra: spanishExtra,
  }),
  ...spanishPeriodTables(now, zone),
  spanishLengthTable(now, zone),
];

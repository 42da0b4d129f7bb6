import { familyTables, lengthTable, type ComposeTable, type Part } from '../import/compose.js';

/** Portuguese (Brazil): read on Wednesday 11 March 2026, 10:00 in São Paulo. */
const now = '2026-03-11T10:00';
const zone = 'America/Sao_Paulo';

/** Day phrases that read well before or after a clock time. */
const days: Part[] = [
  ['hoje', '2026-03-11'],
  ['amanhã', '2026-03-12'],
  ['amanha', '2026-03-12'],
  ['depois de amanhã', '2026-03-13'],
  ['depois de amanha', '2026-03-13'],
  ['na sexta', '2026-03-13'],
  ['na sexta-feira', '2026-03-13'],
  ['nessa sexta', '2026-03-13'],
  ['no sábado', '2026-03-14'],
  ['no sabado', '2026-03-14'],
  ['no domingo', '2026-03-15'],
  ['na segunda', '2026-03-16'],
  ['na segunda que vem', '2026-03-16'],
  ['na próxima segunda', '2026-03-16'],
  ['na terça que vem', '2026-03-17'],
  ['na sexta da semana que vem', '2026-03-20'],
  ['na sexta da próxima semana', '2026-03-20'],
  ['no dia 20 de março', '2026-03-20'],
  ['em 20 de março', '2026-03-20'],
  ['no dia 20 de março de 2026', '2026-03-20'],
  ['no dia 1º de abril', '2026-04-01'],
  ['em primeiro de abril', '2026-04-01'],
  ['no dia 20', '2026-03-20'],
  ['dia 20', '2026-03-20'],
  ['no dia 20/03', '2026-03-20'],
  ['no Natal', '2026-12-25'],
  ['no dia 31 de dezembro', '2026-12-31'],
  ['na quarta que vem', '2026-03-18'],
  ['na próxima quarta', '2026-03-18'],
  ['na segunda-feira', '2026-03-16'],
  ['no dia 20/3', '2026-03-20'],
  ['na quinta, dia 19', '2026-03-19'],
  ['quinta dia 19', '2026-03-19'],
  ['na quinta-feira, 19 de março', '2026-03-19'],
];

/** "In N days": before or after a clock with its preposition. */
const inDays: Part[] = [
  ['daqui a 2 dias', '2026-03-13'],
  ['em dois dias', '2026-03-13'],
  ['daqui a uma semana', '2026-03-18'],
  ['daqui a 3 dias', '2026-03-14'],
  ['em uma semana', '2026-03-18'],
];

/** Clock times without a preposition, typed after the day ("amanhã 15h"; "15h depois de amanhã" is also 15 hours later). */
const bareClocks: Part[] = [
  ['15h', '15:00'],
  ['15h30', '15:30'],
  ['15:30', '15:30'],
  ['18h45', '18:45'],
];

/** Day phrases typed before a clock time only. */
const leadingDays: Part[] = [
  ['sexta', '2026-03-13'],
  ['sexta-feira', '2026-03-13'],
  ['sábado', '2026-03-14'],
  ['segunda que vem', '2026-03-16'],
  ['segunda-feira que vem', '2026-03-16'],
  ['20 de março', '2026-03-20'],
  ['1º de abril', '2026-04-01'],
  ['20/03', '2026-03-20'],
  ['20/03/2026', '2026-03-20'],
  ['Natal', '2026-12-25'],
  ['véspera de Natal', '2026-12-24'],
  ['Ano Novo', '2027-01-01'],
];

const clocks: Part[] = [
  ['às 15h', '15:00'],
  ['as 15h', '15:00'],
  ['às 15h30', '15:30'],
  ['às 15:30', '15:30'],
  ['às 8h45', '08:45'],
  ['às 17 horas', '17:00'],
  ['às 9h da manhã', '09:00'],
  ['às 9 da manhã', '09:00'],
  ['às 3 da tarde', '15:00'],
  ['às 7 da noite', '19:00'],
  ['às 8 da noite', '20:00'],
  ['ao meio-dia', '12:00'],
  ['ao meio dia e meia', '12:30'],
  ['às 9 e meia da manhã', '09:30'],
  ['às 5 e quinze da tarde', '17:15'],
  ['às quinze para as seis da tarde', '17:45'],
  ['por volta das 18h', '18:00'],
  ['lá pelas 18h', '18:00'],
  ['às 18h em ponto', '18:00'],
  ['às seis da tarde', '18:00'],
  ['às nove da manhã', '09:00'],
  ['às 15 horas', '15:00'],
  ['às 15hs', '15:00'],
  ['às 15h00', '15:00'],
  ['às quinze horas', '15:00'],
  ['às 3 e meia da tarde', '15:30'],
  ['à uma da tarde', '13:00'],
  ['às 9 horas da manhã', '09:00'],
  ['por volta do meio-dia', '12:00'],
  ['às 6 da tarde em ponto', '18:00'],
  ['lá pelas 6 da tarde', '18:00'],
];

/** A date with 'next' beside it: the date's next occurrence (alone, the bench's 'next <weekday>' rule would ask). */
const nextDates: Part[] = [['no próximo dia 20', '2026-03-20']];

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
      ['no fim da tarde', '2026-03-11T17:00'],
      ['amanhã no fim da tarde', '2026-03-12T17:00'],
      ['no final da tarde', '2026-03-11T17:00'],
      ['no começo da tarde', '2026-03-11T14:00'],
      ['amanhã no início da tarde', '2026-03-12T14:00'],
      ['no meio da tarde', '2026-03-11T15:00'],
      ['no final da manhã', '2026-03-11T11:00'],
      ['amanhã no fim da manhã', '2026-03-12T11:00'],
      ['na hora do almoço', '2026-03-11T12:00'],
      ['amanhã na hora do almoço', '2026-03-12T12:00'],
      ['depois do almoço', 'refuse'],
      ['de manhãzinha', 'refuse'],
      // Native phrasing, twelfth round (written before the reader learned them).
      ['amanhã logo cedo', 'refuse'],
      ['hoje mais tarde', 'refuse'],
      ['mês que vem dia 5', '2026-04-05T09:00'],
      ['no mês que vem dia 5', '2026-04-05T09:00'],
      ['dia 5 às 15h', '2026-04-05T15:00'],
      ['sexta que vem às 15h', 'ask:2026-03-13T15:00|2026-03-20T15:00'],
      ['na próxima quinta às 15h', 'ask:2026-03-12T15:00|2026-03-19T15:00'],
      ['ontem às 15h', 'refuse'],
      ['hoje às 8h', 'refuse'],
      ['dia 10 de março às 15h', '2027-03-10T15:00'],
      ['amanhã, 15h', '2026-03-12T15:00'],
      ['sexta, 20 de março, às 15h30', '2026-03-20T15:30'],
    ],
  }),
  // A day with its part of the day: a 1-12 hour is that part's ('hoje à noite às 8' 20:00).
  {
    now: now,
    zone: zone,
    days: [
      ['hoje à noite', '2026-03-11'],
      ['amanhã à noite', '2026-03-12'],
      ['sábado à noite', '2026-03-14'],
    ],
    clocks: [
      ['às 8', '20:00'],
      ['às 9 e meia', '21:30'],
      ['por volta das 8', '20:00'],
      ['às 20h', '20:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['amanhã de manhã', '2026-03-12'],
      ['sábado de manhã', '2026-03-14'],
    ],
    clocks: [
      ['às 9', '09:00'],
      ['às 8 e meia', '08:30'],
      ['lá pelas 9', '09:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  {
    now: now,
    zone: zone,
    days: [
      ['hoje à tarde', '2026-03-11'],
      ['amanhã à tarde', '2026-03-12'],
      ['sexta à tarde', '2026-03-13'],
    ],
    clocks: [
      ['às 3', '15:00'],
      ['às 4 e meia', '16:30'],
      ['por volta das 3', '15:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}'],
  },
  lengthTable(now, zone, [
    ['em meia hora', '2026-03-11T10:30'],
    ['daqui a uma hora e meia', '2026-03-11T11:30'],
    ['em 2 horas', '2026-03-11T12:00'],
    ['daqui a 10 minutos', '2026-03-11T10:10'],
    ['daqui a 15 min', '2026-03-11T10:15'],
    ['em 3 horas', '2026-03-11T13:00'],
    ['daqui a um mês', '2026-04-11T10:00'],
    ['em 3 semanas', '2026-04-01T10:00'],
    ['daqui a 5 min', '2026-03-11T10:05'],
    ['daqui a uma hora', '2026-03-11T11:00'],
    ['em 45 minutos', '2026-03-11T10:45'],
    ['daqui a meia hora', '2026-03-11T10:30'],
  ]),
];

import type { ComposeTable } from '../import/compose.js';

/** English (US): read on Wednesday 11 March 2026, 10:00 in New York. */
export const tables: ComposeTable[] = [
  {
    now: '2026-03-11T10:00',
    zone: 'America/New_York',
    days: [
      ['today', '2026-03-11'],
      ['tomorrow', '2026-03-12'],
      ['the day after tomorrow', '2026-03-13'],
      ['friday', '2026-03-13'],
      ['on friday', '2026-03-13'],
      ['this friday', '2026-03-13'],
      ['saturday', '2026-03-14'],
      ['march 20', '2026-03-20'],
      ['march 20th', '2026-03-20'],
      ['the 20th of march', '2026-03-20'],
      ['on the 20th', '2026-03-20'],
      ['20 march', '2026-03-20'],
      ['next monday', '2026-03-16'],
      ['monday next week', '2026-03-16'],
      ['in 2 days', '2026-03-13'],
      ['in two days', '2026-03-13'],
    ],
    clocks: [
      ['at 9am', '09:00'],
      ['9 am', '09:00'],
      ['at 6pm', '18:00'],
      ['at 6:30 pm', '18:30'],
      ['at 18:30', '18:30'],
      ['at noon', '12:00'],
      ['at 7 in the evening', '19:00'],
      ['at 7 in the morning', '07:00'],
      ['around 3pm', '15:00'],
      ['at quarter past 5 pm', '17:15'],
      ['at half past 8 pm', '20:30'],
      ['@ 5pm', '17:00'],
    ],
    patterns: ['{day} {clock}', '{clock} {day}', '{day}'],
  },
];

import { familyTables, type ComposeTable, type Part } from '../import/compose.js';
import {
  spanishBareClocks,
  spanishClocks,
  spanishDays,
  spanishExtra,
  spanishInDays,
  spanishLengthTable,
  spanishLeadingDays,
  spanishNextDates,
  spanishPeriodTables,
} from './es-ES.js';

/** Spanish (Latin America): read on Wednesday 11 March 2026, 10:00 in Mexico City. */
const now = '2026-03-11T10:00';
const zone = 'America/Mexico_City';

/** Latin American clock forms: am/pm, "de la noche" from 8 on, "como a las", "al mediodía". */
const americasClocks: Part[] = [
  ['a las 5 pm', '17:00'],
  ['a las 5:30 p.m.', '17:30'],
  ['a las 9 a.m.', '09:00'],
  ['a las 9am', '09:00'],
  ['5pm', '17:00'],
  ['al mediodía', '12:00'],
  ['como a las 6 de la tarde', '18:00'],
  ['a las 8 de la noche', '20:00'],
  ['a las 3 p. m.', '15:00'],
  ['a las 15 hs', '15:00'],
  ['tipo 6 de la tarde', '18:00'],
];

export const tables: ComposeTable[] = [
  ...familyTables({
    now,
    zone,
    days: spanishDays,
    inDays: spanishInDays,
    leadingDays: spanishLeadingDays,
    clockDays: spanishNextDates,
    clocks: [...spanishClocks, ...americasClocks],
    bareClocks: spanishBareClocks,
    extra: spanishExtra,
  }),
  ...spanishPeriodTables(now, zone),
  spanishLengthTable(now, zone),
];

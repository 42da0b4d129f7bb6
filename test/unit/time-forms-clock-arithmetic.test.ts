import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Issue 18, item 2: clock arithmetic (quarter, half, N past, N to; German 'halb sieben' is 6:30).
 * Said the way a 12-hour clock is read aloud, such a clock has a morning and an afternoon reading
 * in every language: with a time of day or am/pm it is read, without one both are offered
 * (Thursday 5 March 2026, 10:00 local).
 */
const asks = (locale: string, text: string) => {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
  return r.ok ? 'read' : `${r.error} ${(r.suggestions ?? []).join(' | ')}`;
};

describe('Forms: clock arithmetic', () => {
  it.each([
    ['en-GB', 'quarter past five pm', '2026-03-05 17:15'],
    ['en-GB', 'half past 5 in the afternoon', '2026-03-05 17:30'],
    ['en-GB', '10 to 6 this evening', '2026-03-05 17:50'],
    ['en-US', 'quarter to 6pm', '2026-03-05 17:45'],
    ['en-GB', 'ten past nine tonight', '2026-03-05 21:10'],
    ['en-GB', '5 minutes to 6pm', '2026-03-05 17:55'],
    ['en-US', 'at half past 10 in the morning', '2026-03-05 10:30'],
    ['en-GB', 'half five pm', '2026-03-05 17:30'],
    ['de', 'halb sieben abends', '2026-03-05 18:30'],
    ['de', 'morgen früh um halb 9', '2026-03-06 08:30'],
    ['de', 'viertel nach 5 nachmittags', '2026-03-05 17:15'],
    ['de', 'heute abend um viertel vor 8', '2026-03-05 19:45'],
    ['nl', "kwart over 9 's ochtends", '2026-03-06 09:15'],
    ['nl', "om half 8 's avonds", '2026-03-05 19:30'],
    ['fr', '9h moins le quart du soir', '2026-03-05 20:45'],
    ['fr', 'midi et demi', '2026-03-05 12:30'],
    ['fr', 'demain à 9h et quart du matin', '2026-03-06 09:15'],
    ['es-ES', 'a las nueve menos cuarto de la noche', '2026-03-05 20:45'],
    ['es-419', 'a las 9 y media de la noche', '2026-03-05 21:30'],
    ['es-ES', 'mañana a las 10 y 10 de la mañana', '2026-03-06 10:10'],
    ['it', 'alle 9 e mezza di sera', '2026-03-05 21:30'],
    ['it', 'alle 18 e 45', '2026-03-05 18:45'],
    ['pt-BR', 'às 9 e meia da noite', '2026-03-05 21:30'],
    ['pt-BR', 'quinze para as 9 da manhã', '2026-03-06 08:45'],
    ['pt-BR', 'meio-dia e meia', '2026-03-05 12:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-GB', 'quarter past five', '5:15am | 5:15pm'],
    ['en-US', 'ten to six', '5:50am | 5:50pm'],
    ['de', 'halb sieben', '6:30am | 6:30pm'],
    ['de', 'viertel vor 6', '5:45am | 5:45pm'],
    ['nl', 'half 3', '2:30am | 2:30pm'],
    ['nl', 'kwart voor 9', '8:45am | 8:45pm'],
    ['fr', 'à 9h moins 10', 'à 8:50am | à 8:50pm'],
    ['es-ES', 'a las nueve menos cuarto', 'a las 8:45am | a las 8:45pm'],
    ['it', 'alle 9 meno un quarto', 'alle 8:45am | alle 8:45pm'],
    ['pt-BR', 'às 9 e quinze', 'às 9:15am | às 9:15pm'],
  ] as const)('%s "%s" asks between %s', (locale, text, readings) => {
    expect(asks(locale, text)).toBe(`time_ambiguous ${readings}`);
  });

  it.each([
    ['en-GB', 'in half an hour', '2026-03-05 10:30'], // a duration, not 'half' before an hour
    ['nl', 'over een half uur', '2026-03-05 10:30'],
    ['es-ES', 'en 2 horas y media', '2026-03-05 12:30'],
    ['fr', 'dans une heure et demie', '2026-03-05 11:30'],
  ] as const)('durations keep their reading: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/** Issue 18, item 2: relative durations beyond "in N units" (Thursday 5 March 2026, 10:00 local). */
describe('Forms: relative durations', () => {
  it.each([
    ['en-US', '3 weeks hence', '2026-03-26 11:00'], // exact weeks (rule 4) across New York's spring-forward
    ['en-US', 'in 1/4 hour', '2026-03-05 10:15'],
    ['en-US', 'in 3/4 of an hour', '2026-03-05 10:45'],
    ['en-US', 'in a quarter hour', '2026-03-05 10:15'],
    ['en-GB', 'in a quarter of an hour', '2026-03-05 10:15'],
    ['en-US', 'in three quarters of an hour', '2026-03-05 10:45'],
    ['en-US', 'in a couple of hours', '2026-03-05 12:00'],
    ['en-US', 'in 2h15', '2026-03-05 12:15'],
    ['en-US', '2 weeks from today', '2026-03-19 10:00'],
    ['en-US', 'a week from tomorrow', '2026-03-13 10:00'],
    ['en-GB', '3 days from friday at 5pm', '2026-03-09 17:00'],
    ['de', 'in einer Viertelstunde', '2026-03-05 10:15'],
    ['de', 'in einer Dreiviertelstunde', '2026-03-05 10:45'],
    ['de', 'heute in einer Woche', '2026-03-12 10:00'],
    ['nl', 'over een kwartier', '2026-03-05 10:15'],
    ['fr', "dans un quart d'heure", '2026-03-05 10:15'],
    ['fr', "dans trois quarts d'heure", '2026-03-05 10:45'],
    ['fr', "d'ici 2 heures", '2026-03-05 12:00'],
    ['es-ES', 'en un cuarto de hora', '2026-03-05 10:15'],
    ['es-ES', 'dentro de un par de horas', '2026-03-05 12:00'],
    ['es-419', 'en tres cuartos de hora', '2026-03-05 10:45'],
    ['es-ES', 'de aquí a 2 horas', '2026-03-05 12:00'],
    ['it', "tra un quarto d'ora", '2026-03-05 10:15'],
    ['it', "fra un paio d'ore", '2026-03-05 12:00'],
    ['it', "tra tre quarti d'ora", '2026-03-05 10:45'],
    ['pt-BR', 'daqui a um quarto de hora', '2026-03-05 10:15'],
    ['pt-BR', 'em um par de horas', '2026-03-05 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'in an hour or so'], // approximate on purpose
    ['en-US', 'in 5/4 hour'], // not a fraction of one
    ['de', 'in ein paar Stunden'], // "a few": no number
    ['es-419', 'en un rato'],
    ['fr', 'à quart'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

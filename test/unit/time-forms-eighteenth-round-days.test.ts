import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Named days the holiday data lacked in fr, es-ES, es-419, it, pt-BR, nl, pl and tr (docs/decisions.md,
 * "Time expressions, eighteenth round: named days"): their next occurrence at 09:00, as every
 * named day, with the offsets and clocks the grammar allows. Reference: Thursday 5 November 2026,
 * 10:00 local.
 */
const NOVEMBER = '2026-11-05 10:00';

describe('Named days added by rule or alias', () => {
  it.each([
    ['fr', 'la fête des pères', '2027-06-20 09:00'],
    ['fr', 'le dimanche des Rameaux', '2027-03-21 09:00'],
    ['fr', 'le jeudi saint', '2027-03-25 09:00'],
    ['fr', 'le samedi saint', '2027-03-27 09:00'],
    ['fr', "le poisson d'avril", '2027-04-01 09:00'],
    ['fr', 'la Saint-Nicolas', '2026-12-06 09:00'],
    ['fr', 'la Saint-Jean', '2027-06-24 09:00'],
    ['fr', 'la Saint-Martin', '2026-11-11 09:00'],
    ['fr', "l'Armistice", '2026-11-11 09:00'],
    ['fr', 'la Saint-Patrick', '2027-03-17 09:00'],
    ['fr', 'la fête nationale', '2027-07-14 09:00'],
    ['es-ES', 'Domingo de Ramos', '2027-03-21 09:00'],
    ['es-ES', 'Lunes de Pascua', '2027-03-29 09:00'],
    ['es-ES', 'Miércoles de Ceniza', '2027-02-10 09:00'],
    ['es-ES', 'el día del Pilar', '2027-10-12 09:00'],
    ['es-ES', 'el día de la Hispanidad', '2027-10-12 09:00'],
    ['es-ES', 'el día de la Inmaculada', '2026-12-08 09:00'],
    ['es-ES', 'el día de la Constitución', '2026-12-06 09:00'],
    ['es-ES', 'Sant Jordi', '2027-04-23 09:00'],
    ['es-ES', 'Sant Joan', '2027-06-24 09:00'],
    ['es-ES', 'San Isidro', '2027-05-15 09:00'],
    ['es-419', 'el día del Niño', '2027-04-30 09:00'],
    ['es-419', 'el día de la Candelaria', '2027-02-02 09:00'],
    ['es-419', 'el día de la Bandera', '2027-02-24 09:00'],
    ['es-419', 'el día del Maestro', '2027-05-15 09:00'],
    ['it', 'la Liberazione', '2027-04-25 09:00'],
    ['it', 'il giorno dei morti', '2027-11-02 09:00'],
    ['it', "l'Immacolata", '2026-12-08 09:00'],
    ['it', 'martedì grasso', '2027-02-09 09:00'],
    ['it', 'giovedì grasso', '2027-02-04 09:00'],
    ['it', 'la domenica delle Palme', '2027-03-21 09:00'],
    ['it', 'la festa della donna', '2027-03-08 09:00'],
    ['it', 'la Pentecoste', '2027-05-16 09:00'],
    ['it', 'la festa dei nonni', '2027-10-02 09:00'],
    ['pt-BR', 'quarta-feira de cinzas', '2027-02-10 09:00'],
    ['pt-BR', 'Dia das Crianças', '2027-10-12 09:00'],
    ['pt-BR', 'Dia do Professor', '2027-10-15 09:00'],
    ['pt-BR', 'Dia de São João', '2027-06-24 09:00'],
    ['pt-BR', 'Dia das Bruxas', '2027-10-31 09:00'],
    ['pt-BR', 'Sábado de Aleluia', '2027-03-27 09:00'],
    ['pt-BR', 'Dia dos Avós', '2027-07-26 09:00'],
    ['nl', 'Sinterklaas', '2026-12-05 09:00'],
    ['nl', 'pakjesavond', '2026-12-05 09:00'],
    ['nl', 'Bevrijdingsdag', '2027-05-05 09:00'],
    ['nl', 'Dodenherdenking', '2027-05-04 09:00'],
    ['nl', 'Hemelvaart', '2027-05-06 09:00'],
    ['nl', 'Aswoensdag', '2027-02-10 09:00'],
    ['nl', 'Witte Donderdag', '2027-03-25 09:00'],
    ['nl', 'Driekoningen', '2027-01-06 09:00'],
    ['pl', 'Trzech Króli', '2027-01-06 09:00'],
    ['pl', 'Prima Aprilis', '2027-04-01 09:00'],
    ['pl', 'Lany Poniedziałek', '2027-03-29 09:00'],
    ['pl', 'Zaduszki', '2027-11-02 09:00'],
    ['pl', 'Święto Niepodległości', '2026-11-11 09:00'],
    ['pl', 'Dzień Nauczyciela', '2027-10-14 09:00'],
    ['pl', 'Popielec', '2027-02-10 09:00'],
    ['tr', 'Hıdırellez', '2027-05-06 09:00'],
    ['tr', 'Anneler Günü', '2027-05-09 09:00'],
    ['tr', 'Anneler Gününde', '2027-05-09 09:00'],
    ['tr', 'Babalar Günü', '2027-06-20 09:00'],
    ['tr', 'Öğretmenler Günü', '2026-11-24 09:00'],
    ['tr', 'Nevruz', '2027-03-21 09:00'],
    ['tr', 'Çocuk Bayramı', '2027-04-23 09:00'],
    ['tr', "Atatürk'ü Anma Günü", '2026-11-10 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('reads them with an offset or a clock', () => {
    expect(readLocal('fr', 'la veille de la Saint-Nicolas', NOVEMBER)).toBe('2026-12-05 09:00');
    expect(readLocal('fr', 'la Saint-Jean à 21h', NOVEMBER)).toBe('2027-06-24 21:00');
    expect(readLocal('es-ES', 'la víspera de Sant Jordi', NOVEMBER)).toBe('2027-04-22 09:00');
    expect(readLocal('it', 'la Liberazione alle 10', NOVEMBER)).toBe('2027-04-25 10:00');
    expect(readLocal('nl', 'de dag voor Sinterklaas', NOVEMBER)).toBe('2026-12-04 09:00');
    expect(readLocal('pl', 'w Trzech Króli o 18', NOVEMBER)).toBe('2027-01-06 18:00');
    expect(readLocal('tr', 'Anneler Gününden bir gün önce', NOVEMBER)).toBe('2027-05-08 09:00');
    expect(readLocal('tr', 'Hıdırellez saat 20:00', NOVEMBER)).toBe('2027-05-06 20:00');
  });

  it('refuses a day with two dates in use or several days long', () => {
    for (const [locale, text] of [
      ['fr', "l'Épiphanie"],
      ['fr', 'le réveillon'],
      ['es-ES', 'el día del Padre'],
      ['es-419', 'el día del Padre'],
      ['es-ES', 'Carnaval'],
      ['es-ES', 'Semana Santa'],
      ['it', 'Carnevale'],
      ['pt-BR', 'Festa Junina'],
      ['nl', 'carnaval'],
      ['pl', 'Majówka'],
      // Not read from a given name alone.
      ['es-ES', 'Pilar'],
      ['es-ES', 'Inmaculada'],
    ] as const)
      expect(readLocal(locale, text, NOVEMBER), `${locale} ${text}`).toBe('invalid_time_format');
  });
});

import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, THURSDAY, invalid, parserFor } from '../support/time.js';

/**
 * The grammar French, Spanish, Italian and Portuguese need, driven by their tables
 * (locales/time/<locale>.json): compounds with '-' and apostrophes, elision, words of several
 * words, fillers inside a part, 'and half', '1h30', weekday sets, 24-hour hours with a time of day.
 * Thursday 2026-03-05 15:00 UTC, read in UTC.
 */
const NOW = THURSDAY;
const at = (locale: string) => parserFor({ now: NOW, zone: 'UTC', locale });
const fr = at('fr');
const es = at('es-ES');
const it_ = at('it');
const pt = at('pt-BR');

describe('Function: parseTimeExpression (Romance languages)', () => {
  describe('Words joined by "-" or an apostrophe are one word when the table lists them', () => {
    it.each([
      [fr, 'après-demain à 10h', '2026-03-07T10:00:00.000Z'],
      [fr, "aujourd'hui à 17h", '2026-03-05T17:00:00.000Z'],
      [fr, 'aujourd’hui à 17h', '2026-03-05T17:00:00.000Z'],
      [pt, 'segunda-feira às 9h', '2026-03-09T09:00:00.000Z'],
      [pt, 'amanhã ao meio-dia', '2026-03-06T12:00:00.000Z'],
      [fr, 'dans une demi-heure', '2026-03-05T15:30:00.000Z'],
    ] as const)('%#: "%s"', (p, text, iso) => {
      expect(p.timeOf(text)).toBe(iso);
    });

    it('keeps an unknown compound unread rather than reading half of it', () => {
      expect(fr.parse('après-midi-demain')).toMatchObject(invalid);
      expect(fr.parse("aujourd'huix")).toMatchObject(invalid);
    });
  });

  describe('Elision: an apostrophe after a number word, filler or "at" only separates words', () => {
    it.each([
      [it_, "tra un'ora", NOW + HOUR],
      [it_, "tra un'ora e mezza", NOW + 90 * MINUTE],
      [it_, "tra mezz'ora", NOW + 30 * MINUTE],
    ] as const)('%#: "%s"', (p, text, time) => {
      expect(p.parse(text)).toEqual({ ok: true, time });
    });

    it("leaves other apostrophes alone: 7 o'clock still reads in English", () => {
      expect(fr.timeOf("at 7 o'clock")).toBe('2026-03-06T07:00:00.000Z');
    });
  });

  describe('Spanish "mañana": tomorrow alone, the morning after an article', () => {
    it('"mañana a las 9" is tomorrow at 09:00 even early in the morning', () => {
      expect(es.timeOf('mañana a las 9', { now: Date.parse('2026-03-05T07:00:00Z') })).toBe(
        '2026-03-06T09:00:00.000Z',
      );
    });

    it('"mañana por la mañana" and "a las 9 de la mañana"', () => {
      expect(es.timeOf('mañana por la mañana')).toBe('2026-03-06T09:00:00.000Z');
      expect(es.timeOf('a las 9 de la mañana')).toBe('2026-03-06T09:00:00.000Z');
    });
  });

  describe('Fillers inside a part', () => {
    it.each([
      [es, 'a las 18:00', '2026-03-05T18:00:00.000Z'],
      [es, 'dentro de 2 horas', '2026-03-05T17:00:00.000Z'],
      [pt, 'daqui a 10 minutos', '2026-03-05T15:10:00.000Z'],
      [es, '25 de diciembre', '2026-12-25T09:00:00.000Z'],
      [pt, 'terça que vem', '2026-03-10T09:00:00.000Z'],
      [pt, 'depois de amanhã às 8h', '2026-03-07T08:00:00.000Z'],
      [es, 'el domingo en la tarde', '2026-03-08T15:00:00.000Z'],
      [pt, 'a cada 2 semanas', '2026-03-06T09:00:00.000Z'],
    ] as const)('%#: "%s"', (p, text, iso) => {
      expect(p.timeOf(text)).toBe(iso);
    });

    it('a filler alone, or fillers around nothing, is no expression', () => {
      expect(es.parse('de la')).toMatchObject(invalid);
      expect(pt.parse('daqui a')).toMatchObject(invalid);
    });
  });

  describe('Durations: "and half" without an article, "1h30", a half-hour word alone', () => {
    it.each([
      [fr, 'dans une heure et demie', NOW + 90 * MINUTE],
      [es, 'dentro de una hora y media', NOW + 90 * MINUTE],
      [es, 'en hora y media', NOW + 90 * MINUTE],
      [pt, 'em uma hora e meia', NOW + 90 * MINUTE],
      [fr, 'dans 1h30', NOW + 90 * MINUTE],
      [fr, 'dans 2h', NOW + 2 * HOUR],
      [pt, 'em 2h15', NOW + 135 * MINUTE],
    ] as const)('%#: "%s"', (p, text, time) => {
      expect(p.parse(text)).toEqual({ ok: true, time });
    });

    it('"15h30" is still a clock, and "dans 1h75" is no duration', () => {
      expect(fr.timeOf('15h30')).toBe('2026-03-05T15:30:00.000Z');
      expect(fr.parse('dans 1h75')).toMatchObject(invalid);
    });

    it('a bare day or week unit after "in" is not one of it: "en semaine" is on weekdays', () => {
      expect(fr.parse('dans semaine')).toMatchObject(invalid);
      expect(fr.parse('en semaine à 8h')).toMatchObject({
        ok: true,
        time: Date.parse('2026-03-06T08:00:00Z'),
        recurrence: {
          pattern: 'custom',
          data: { pattern: 'every_n_weeks', weekdays: [0, 1, 2, 3, 4] },
        },
      });
    });
  });

  describe('Weekday sets from the tables', () => {
    it.each([
      [fr, 'en semaine à 8h', [0, 1, 2, 3, 4]],
      [fr, 'du lundi au vendredi à 8h', [0, 1, 2, 3, 4]],
      [es, 'entre semana a las 8', [0, 1, 2, 3, 4]],
      [it_, 'nei giorni feriali alle 8', [0, 1, 2, 3, 4]],
      [pt, 'dias úteis às 8h', [0, 1, 2, 3, 4]],
      [fr, 'le week-end à 8h', [5, 6]],
      [es, 'los fines de semana a las 8', [5, 6]],
      [pt, 'nos fins de semana às 8h', [5, 6]],
    ] as const)('%#: "%s"', (p, text, weekdays) => {
      const r = p.parse(text);
      expect(r).toMatchObject({
        ok: true,
        recurrence: {
          pattern: 'custom',
          data: { pattern: 'every_n_weeks', interval: 1, weekdays },
        },
      });
      const day = new Date(r.ok ? r.time : 0).getUTCDay();
      expect(weekdays.map((w) => (w + 1) % 7)).toContain(day);
    });
  });

  describe('A 24-hour hour with a time of day', () => {
    it.each([
      [it_, 'stasera alle 20', '2026-03-05T20:00:00.000Z'],
      [fr, 'ce soir à 21h', '2026-03-05T21:00:00.000Z'],
      [fr, 'ce soir à 8h', '2026-03-05T20:00:00.000Z'],
    ] as const)('%#: "%s"', (p, text, iso) => {
      expect(p.timeOf(text)).toBe(iso);
    });

    it('an hour outside the time of day is still refused', () => {
      expect(fr.parse('ce soir à 3h')).toMatchObject(invalid);
      expect(it_.parse('stasera alle 14')).toMatchObject(invalid);
      expect(fr.parse('demain matin à 20h')).toMatchObject(invalid);
    });
  });

  describe('1-6 with the hour mark "h" of 24-hour writing: 03:00 or 15:00, read only with a time of day', () => {
    it.each([
      [fr, 'à 3h'],
      [fr, 'demain à 2h'],
      [fr, 'à 3h30'],
      [pt, 'às 2h'],
    ] as const)('%#: refuses "%s"', (p, text) => {
      expect(p.parse(text)).toMatchObject(invalid);
    });

    it.each([
      [fr, "3h de l'après-midi", '2026-03-05T15:00:00.000Z'],
      [pt, 'amanhã às 3h da tarde', '2026-03-06T15:00:00.000Z'],
      [fr, 'à 7h', '2026-03-06T07:00:00.000Z'],
      [fr, 'à 0h', '2026-03-06T00:00:00.000Z'],
    ] as const)('%#: "%s"', (p, text, iso) => {
      expect(p.timeOf(text)).toBe(iso);
    });

    it('"2h" alone stays the compact duration English reads in every locale', () => {
      expect(fr.parse('2h')).toEqual({ ok: true, time: NOW + 2 * HOUR });
    });
  });

  describe('More of what natives type', () => {
    it.each([
      [es, '3 de marzo de 2027', '2027-03-03T09:00:00.000Z'],
      [pt, 'ao meio dia', '2026-03-06T12:00:00.000Z'],
      [fr, 'demain après midi', '2026-03-06T15:00:00.000Z'],
      [pt, 'todas as sextas às 18h', '2026-03-06T18:00:00.000Z'],
      [pt, 'dia 25 de dezembro às 20h', '2026-12-25T20:00:00.000Z'],
      [es, 'el día 25 de diciembre a las 20:00', '2026-12-25T20:00:00.000Z'],
      [it_, 'il giorno 25 dicembre alle 20', '2026-12-25T20:00:00.000Z'],
    ] as const)('%#: "%s"', (p, text, iso) => {
      expect(p.timeOf(text)).toBe(iso);
    });
  });

  describe('"of the month" as a filler after an ordinal weekday or a day of the month', () => {
    it.each([
      [es, 'cada primer lunes del mes', 1, 0],
      [fr, 'tous les premiers lundis du mois', 1, 0],
      [pt, 'toda primeira segunda do mês', 1, 0],
      [it_, 'ogni ultimo venerdì del mese', -1, 4],
    ] as const)('%#: "%s"', (p, text, position, weekday) => {
      expect(p.parse(text)).toMatchObject({
        ok: true,
        recurrence: { pattern: 'custom', data: { pattern: 'weekday_of_month', position, weekday } },
      });
    });

    it('"tous les 1er du mois" is monthly on the 1st; a lone "du mois" is still unread', () => {
      expect(fr.parse('tous les 1er du mois')).toMatchObject({
        ok: true,
        time: Date.parse('2026-04-01T09:00:00Z'),
        recurrence: { pattern: 'monthly' },
      });
      expect(fr.parse('lundi du mois')).toMatchObject(invalid);
    });
  });

  describe('Vague or impossible expressions are refused, never guessed', () => {
    it("the day word before a day of the month alone names this month's (issue 18)", () => {
      expect(pt.parse('dia 25 às 20h')).toMatchObject({ ok: true });
      expect(pt.parse('em 1 dia')).toEqual({ ok: true, time: NOW + 86_400_000 });
    });

    it.each([
      [fr, 'bientôt'],
      [fr, 'dans quelques jours'],
      [fr, '30 février'],
      [fr, 'demain ou après-demain'],
      [es, 'luego'],
      [es, 'mañana o pasado'],
      [it_, 'tra qualche giorno'],
      [pt, 'daqui a pouco'],
      [pt, 'às 25h'],
    ] as const)('%#: "%s"', (p, text) => {
      expect(p.parse(text).ok).toBe(false);
    });
  });
});

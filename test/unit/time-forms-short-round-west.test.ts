import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { readReminderTime } from '../../shared/domain/reminder-time.js';
import { instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Issue 18, short round (en, en-GB, fr, it, es-ES, es-419, pt-BR): families left half-done.
 * Reference Thursday 5 March 2026, 10:00 on the caller's clock in the locale's zone; exact local
 * instants, and what asks or stays refused.
 */

function parsed(locale: string, text: string, now = '2026-03-05 10:00') {
  const zone = ZONES[locale] ?? 'UTC';
  return parseTimeExpression(text, { now: instantAt(now, zone), zone, locale });
}

describe('Forms: "every 2nd tuesday", the month\'s second or every other one', () => {
  it.each([
    ['en-US', 'every 2nd tuesday', '09:00'],
    ['en-US', 'every second tuesday at 3pm', '15:00'],
    ['en-GB', 'every 2nd tuesday', '09:00'],
    ['fr', 'tous les 2e mardis', '09:00'],
    ['fr', 'tous les deuxièmes mardis à 15h', '15:00'],
    ['it', 'ogni secondo martedì', '09:00'],
    ['it', 'ogni 2° martedì', '09:00'],
    ['es-ES', 'cada segundo martes', '09:00'],
    ['es-419', 'cada segundo martes', '09:00'],
    ['pt-BR', 'toda segunda terça', '09:00'],
  ] as const)(
    '%s "%s" is refused, offering both repeats spelled out (the prompt shows one instant per button)',
    (locale, text, at) => {
      const r = parsed(locale, text);
      expect(r).toEqual({
        ok: false,
        error: 'time_ambiguous',
        suggestions: [`every 2nd tuesday of the month at ${at}`, `every other tuesday at ${at}`],
      });
      // Each suggestion reads back alone, in the caller's language, to the repeat it names.
      if (r.ok || r.suggestions === undefined) throw new Error('no suggestions');
      const [monthly, fortnightly] = r.suggestions.map((s) => parsed(locale, s));
      expect(monthly).toMatchObject({
        ok: true,
        recurrence: { data: { pattern: 'weekday_of_month', weekday: 1, position: 2 } },
      });
      expect(fortnightly).toMatchObject({
        ok: true,
        recurrence: { data: { pattern: 'every_n_weeks', interval: 2 } },
      });
      expect(readLocal(locale, r.suggestions[0] ?? '')).toBe(`2026-03-10 ${at}`);
    },
  );

  it('/remind answers it as a refusal naming both forms, with no buttons to press', () => {
    const zone = ZONES['fr'] ?? 'UTC';
    const r = readReminderTime('tous les 2e mardis', {
      now: instantAt('2026-03-05 10:00', zone),
      zone,
      locale: 'fr',
    });
    expect(r).toMatchObject({
      ok: false,
      error: 'time_ambiguous',
      params: {
        examples: ['every 2nd tuesday of the month at 09:00', 'every other tuesday at 09:00'],
      },
      readings: [],
    });
  });

  it.each([
    ['en-US', 'every 2nd tuesday of the month', '2026-03-10 09:00'],
    ['fr', 'tous les 2e mardis du mois', '2026-03-10 09:00'],
    ['it', 'ogni secondo martedì del mese', '2026-03-10 09:00'],
    ['es-ES', 'cada segundo martes de cada mes', '2026-03-10 09:00'],
    ['pt-BR', 'toda segunda terça do mês', '2026-03-10 09:00'],
    ['en-US', 'every 3rd tuesday', '2026-03-17 09:00'],
    ['en-US', 'every other tuesday', '2026-03-10 09:00'],
    ['pt-BR', 'toda segunda', '2026-03-09 09:00'],
  ] as const)('%s "%s" has one reading: %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"toda quarta sexta" (Wednesday, Friday) is no fourth Friday', () => {
    expect(readLocal('pt-BR', 'toda quarta sexta')).toBe('invalid_time_format');
  });
});

describe('Forms: a day of next month, the month named after the day', () => {
  it.each([
    ['fr', 'le 15 du mois prochain', '2026-04-15 09:00'],
    ['fr', 'le 15 du mois prochain à 14h', '2026-04-15 14:00'],
    ['fr', 'le premier lundi du mois prochain', '2026-04-06 09:00'],
    ['es-ES', 'el 15 del mes que viene', '2026-04-15 09:00'],
    ['es-ES', 'el 3 del mes que viene a las 10', '2026-04-03 10:00'],
    ['es-ES', 'el primer lunes del mes que viene', '2026-04-06 09:00'],
    ['es-419', 'el 15 del próximo mes', '2026-04-15 09:00'],
    ['it', 'il 15 del mese prossimo', '2026-04-15 09:00'],
    ['pt-BR', 'dia 15 do mês que vem', '2026-04-15 09:00'],
    ['pt-BR', 'dia 15 do próximo mês', '2026-04-15 09:00'],
    // 'of the month' alone: this month's day, or next month's once past (as 'the 28th').
    ['fr', 'le 15 du mois', '2026-03-15 09:00'],
    ['fr', 'le 2 du mois', '2026-04-02 09:00'],
    ['en-US', 'the 15th of next month', '2026-04-15 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['fr', 'le 31 du mois prochain'], // April has 30 days
    ['fr', 'le 15 du mois dernier'],
    ['es-ES', 'el 15 del mes pasado'],
    ['it', 'il 15 del mese scorso'],
    ['pt-BR', 'dia 15 do mês passado'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^\d/);
  });
});

describe('Forms: the next day, the following day (tomorrow, as English "next day at 3pm")', () => {
  it.each([
    ['en-US', 'the next day at 3pm', '2026-03-06 15:00'],
    ['en-US', 'the following day at 3pm', '2026-03-06 15:00'],
    ['en-GB', 'the following day', '2026-03-06 10:00'],
    ['es-ES', 'al día siguiente', '2026-03-06 10:00'],
    ['es-ES', 'al día siguiente a las 10', '2026-03-06 10:00'],
    ['es-419', 'el día siguiente a las 5 pm', '2026-03-06 17:00'],
    ['fr', 'le jour suivant', '2026-03-06 10:00'],
    ['fr', 'le jour suivant à 15h', '2026-03-06 15:00'],
    ['it', 'il giorno dopo alle 15', '2026-03-06 15:00'],
    ['it', 'il giorno seguente alle 9', '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'the day after'], // after what?
    ['es-ES', 'el día anterior'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^\d/);
  });
});

describe('Forms: the small hours after a clock (de madrugada, da madrugada, di notte, du matin)', () => {
  it.each([
    ['es-ES', 'a las 3 de madrugada', '2026-03-06 03:00'],
    ['es-ES', 'a las 3 de la madrugada', '2026-03-06 03:00'],
    ['es-ES', 'mañana a las 3 de madrugada', '2026-03-06 03:00'],
    ['es-ES', 'el sábado a las 2 de la madrugada', '2026-03-07 02:00'],
    ['es-419', 'a las 4:30 de la madrugada', '2026-03-06 04:30'],
    ['pt-BR', 'às 3 da madrugada', '2026-03-06 03:00'],
    ['pt-BR', 'às 3h da madrugada', '2026-03-06 03:00'],
    ['pt-BR', 'amanhã às 4 da madrugada', '2026-03-06 04:00'],
    ['it', 'alle 2 di notte', '2026-03-06 02:00'],
    ['it', 'alle 3 del mattino', '2026-03-06 03:00'],
    ['fr', 'à 3h du matin', '2026-03-06 03:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['es-ES', 'de madrugada'], // which hour?
    ['es-ES', 'mañana de madrugada'],
    ['pt-BR', 'amanhã de madrugada'],
    ['es-ES', 'a las 15 de la madrugada'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^\d/);
  });
});

describe("Forms: in a week's time, early morning at a clock (en)", () => {
  it.each([
    // A duration is elapsed time: New York moves its clocks on 8 March (10:00 → 11:00).
    ['en-US', "in a week's time", '2026-03-12 11:00'],
    ['en-GB', "in a week's time", '2026-03-12 10:00'],
    ['en-GB', "in 2 weeks' time", '2026-03-19 10:00'],
    ['en-GB', "in a day's time", '2026-03-06 10:00'],
    ['en-GB', "in an hour's time", '2026-03-05 11:00'],
    ['en-GB', "in a month's time", '2026-04-05 10:00'],
    ['en-US', 'early morning at 8:00', '2026-03-06 08:00'],
    ['en-GB', 'tomorrow early morning at 7', '2026-03-06 07:00'],
    // Holiday names keep their possessive.
    ['en-US', "mother's day", '2026-05-10 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'early morning'], // which hour?
    ['en-US', 'tomorrow early morning'],
    ['en-US', 'early morning at 8pm'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^\d/);
  });
});

describe("Forms: today's weekday and date without a clock (en, fr, es)", () => {
  it.each([
    // Before 09:00 it is today's 09:00.
    ['en-US', 'thursday 3/5', '2026-03-05 08:00', '2026-03-05 09:00'],
    ['en-GB', 'thursday 5/3', '2026-03-05 08:00', '2026-03-05 09:00'],
    // Another day's weekday and date still reads.
    ['en-US', 'thursday 3/12', '2026-03-05 10:00', '2026-03-12 09:00'],
    ['en-US', 'friday 3/5', '2026-03-05 10:00', '2027-03-05 09:00'],
    ['en-US', 'thursday 3/5 at 5pm', '2026-03-05 10:00', '2026-03-05 17:00'],
  ] as const)('%s "%s" at %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it.each([
    ['en-US', 'thursday 3/5'],
    ['en-GB', 'thursday 5/3'],
    ['en-US', 'thursday march 5'],
    ['en-US', 'thursday 3/5 at 9am'],
    ['fr', 'jeudi 5 mars'],
    ['es-ES', 'jueves 5 de marzo'],
  ] as const)(
    '%s "%s" said on that Thursday at 10:00 is past (it was "not a time")',
    (locale, text) => {
      expect(readLocal(locale, text)).toBe('time_in_past');
    },
  );

  it('a weekday that is not the date\'s stays refused ("wednesday 3/5")', () => {
    expect(readLocal('en-US', 'wednesday 3/5')).toBe('invalid_time_format');
  });
});

describe('Forms: the day before, said without its day', () => {
  it.each([
    ['it', 'il giorno prima'],
    ['it', 'giorno prima'],
  ] as const)('%s "%s" names no day (not the 1st)', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
  it.each([
    ['it', 'il giorno 15', '2026-03-15 09:00'],
    ['es-ES', 'el día 9', '2026-03-09 09:00'],
  ] as const)('%s "%s" is still a day of the month: %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

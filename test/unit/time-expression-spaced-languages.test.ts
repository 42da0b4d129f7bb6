import { describe, expect, it } from 'vitest';
import { suggestTimeExpressions } from '../../shared/domain/time-expression.js';
import { DAY, HOUR, MINUTE, THURSDAY, invalid, parserFor } from '../support/time.js';

/**
 * The grammar that Russian, Ukrainian, Polish, Dutch and Turkish data needed (decisions.md,
 * "Time expressions in Russian, Ukrainian, Polish, Dutch and Turkish"), each driven by a marker
 * or word of the locale's table, never by the locale's name. Thursday 2026-03-05 15:00 UTC.
 */
const NOW = THURSDAY;
const ru = { now: NOW, zone: 'UTC', locale: 'ru' };
const { parse, timeOf } = parserFor(ru);
const at = (locale: string) => (text: string) => timeOf(text, { locale });
const iso = (ms: number) => new Date(ms).toISOString();

describe('Function: parseTimeExpression (spaced languages)', () => {
  describe("'one_unit': a unit word alone after 'in' is one of it", () => {
    it.each([
      ['ru', 'через час', HOUR],
      ['ru', 'через неделю', 7 * DAY],
      ['ru', 'через полчаса', 30 * MINUTE],
      ['uk', 'через годину', HOUR],
      ['pl', 'za godzinę', HOUR],
      ['pl', 'za tydzien', 7 * DAY],
    ] as const)('%s "%s"', (locale, text, ms) => {
      expect(at(locale)(text)).toBe(iso(NOW + ms));
    });

    it.each([
      ['ru', 'через часы'],
      ['ru', 'in hours'],
      ['en-US', 'in hours'],
      ['en-US', 'in hour'],
    ] as const)('%s refuses "%s" (a plural, or a word the table does not mark)', (locale, text) => {
      expect(parse(text, { locale })).toMatchObject(invalid);
    });
  });

  describe("'at' before a day, and before or after a clock", () => {
    it('"в пятницу" is Friday 09:00, "в 18" today 18:00, "завтра в 9" tomorrow 09:00', () => {
      expect(timeOf('в пятницу')).toBe('2026-03-06T09:00:00.000Z');
      expect(timeOf('в 18')).toBe('2026-03-05T18:00:00.000Z');
      expect(timeOf('завтра в 9')).toBe('2026-03-06T09:00:00.000Z');
    });

    it('Turkish suffixes after a bare hour: "18\'de", "yarın 3\'te", "saat 3\'te"', () => {
      expect(at('tr')("18'de")).toBe('2026-03-05T18:00:00.000Z');
      expect(at('tr')("yarın 3'te")).toBe('2026-03-06T15:00:00.000Z');
      expect(at('tr')("saat 3'te")).toBe('2026-03-05T15:00:00.000Z');
    });

    it("a bare hour right after a time of day: tr 'sabah 9' 09:00, 'akşam 7' 19:00; a contradiction is refused", () => {
      expect(at('tr')('sabah 9')).toBe('2026-03-06T09:00:00.000Z');
      expect(at('tr')('akşam 7')).toBe('2026-03-05T19:00:00.000Z');
      expect(at('en-US')('tonight 11')).toBe('2026-03-05T23:00:00.000Z');
      expect(parse('akşam 15', { locale: 'tr' })).toMatchObject(invalid);
    });

    it("Turkish 'saat' is 'at' before a clock and the hour unit in a duration; '2 saat' alone is not 14:00", () => {
      expect(at('tr')('saat 18:00')).toBe('2026-03-05T18:00:00.000Z');
      expect(at('tr')('2 saat sonra')).toBe(iso(NOW + 2 * HOUR));
      expect(at('tr')('her saat')).toBe(iso(NOW + HOUR));
      expect(parse('2 saat', { locale: 'tr' })).not.toMatchObject({
        ok: true,
        time: Date.parse('2026-03-05T14:00:00Z'),
      });
    });

    it("an hour unit after an hour read after 'at' is its o'clock; after 'over' a duration (alone: asked, test/unit/time-ask.test.ts)", () => {
      expect(at('nl')('om 6 uur')).toBe('2026-03-05T18:00:00.000Z');
      expect(at('nl')("om 8 uur 's avonds")).toBe('2026-03-05T20:00:00.000Z');
      expect(at('ru')('в 18 часов')).toBe('2026-03-05T18:00:00.000Z');
      expect(at('nl')('over 2 uur')).toBe(iso(NOW + 2 * HOUR));
    });

    it("hours and minutes with a dot after 'at' ('om 18.30', 'в 12.30'); alone, where a day and month could be meant, asked (issue 18)", () => {
      expect(at('nl')('om 18.30')).toBe('2026-03-05T18:30:00.000Z');
      expect(at('ru')('в 12.30')).toBe('2026-03-06T12:30:00.000Z');
      expect(at('nl')('18.30')).toBe('2026-03-05T18:30:00.000Z');
      expect(parse('21.10', { locale: 'nl' })).toMatchObject({
        ok: false,
        error: 'time_ambiguous',
      }); // 21:10, or 21 October
      expect(parse('om 18.3', { locale: 'nl' })).toMatchObject(invalid);
    });
  });

  describe("a time of day right after 'in'", () => {
    it("pl 'po południu' is the afternoon; 'po 15:00' (after 15:00) is refused", () => {
      expect(at('pl')('jutro po południu')).toBe('2026-03-06T15:00:00.000Z');
      expect(at('pl')('o 4 po południu')).toBe('2026-03-05T16:00:00.000Z');
      expect(at('pl')('4 po południu')).toBe('2026-03-05T16:00:00.000Z');
      expect(parse('po 15:00', { locale: 'pl' })).toMatchObject(invalid);
    });
  });

  describe('halves', () => {
    it.each([
      ['tr', 'bir buçuk saat sonra', 90 * MINUTE],
      ['tr', '2 buçuk saat sonra', 150 * MINUTE],
      ['nl', 'over een half uur', 30 * MINUTE],
      ['en-US', 'in a half hour', 30 * MINUTE],
    ] as const)('%s "%s"', (locale, text, ms) => {
      expect(at(locale)(text)).toBe(iso(NOW + ms));
    });
  });

  describe('recurrences', () => {
    it("a filler before the recurrence: 'w każdy piątek o 18:00' is weekly from Friday 18:00", () => {
      const r = parse('w każdy piątek o 18:00', { locale: 'pl' });
      expect(r).toMatchObject({
        ok: true,
        time: Date.parse('2026-03-06T18:00:00Z'),
        recurrence: { pattern: 'weekly' },
      });
    });

    it("'every second' is every other in Russian, Ukrainian and Polish; ambiguous ordinals are refused", () => {
      expect(parse('каждый второй вторник в 19:00')).toMatchObject({
        ok: true,
        time: Date.parse('2026-03-10T19:00:00Z'),
        recurrence: { pattern: 'custom', data: { pattern: 'every_n_weeks', interval: 2 } },
      });
      expect(parse('кожен другий день', { locale: 'uk' })).toMatchObject({
        ok: true,
        recurrence: { pattern: 'custom', data: { pattern: 'every_n_days', interval: 2 } },
      });
      for (const [locale, text] of [
        ['nl', 'elke tweede dinsdag'],
        ['pl', 'co trzeci wtorek'],
        ['tr', 'her ikinci salı'],
        ['ru', 'каждый третий вторник'],
      ] as const) {
        expect(parse(text, { locale }), `${locale} ${text}`).toMatchObject(invalid);
      }
    });

    it.each([
      ['ru', 'по будням в 9:00'],
      ['uk', 'у будні о 9:00'],
      ['nl', 'elke werkdag om 9:00'],
    ] as const)('\'workdays\': %s "%s" is Monday to Friday at 09:00', (locale, text) => {
      const r = parse(text, { locale });
      expect(r).toMatchObject({
        ok: true,
        time: Date.parse('2026-03-06T09:00:00Z'),
        recurrence: {
          pattern: 'custom',
          data: { pattern: 'every_n_weeks', weekdays: [0, 1, 2, 3, 4] },
        },
      });
    });
  });

  describe('a day and a time of day written as one word', () => {
    it.each([
      ['morgenavond', '2026-03-06T18:00:00.000Z'],
      ['zaterdagavond om 8', '2026-03-07T20:00:00.000Z'],
      ['vrijdagochtend', '2026-03-06T09:00:00.000Z'],
    ])('nl "%s"', (text, want) => {
      expect(at('nl')(text)).toBe(want);
    });

    it("uk 'що' + a time of day or weekday: 'щоранку' is daily at 09:00, 'щопонеділка' weekly on Monday", () => {
      expect(parse('щоранку', { locale: 'uk' })).toMatchObject({
        ok: true,
        time: Date.parse('2026-03-06T09:00:00Z'),
        recurrence: { pattern: 'daily' },
      });
      expect(parse('щопонеділка', { locale: 'uk' })).toMatchObject({
        ok: true,
        time: Date.parse('2026-03-09T09:00:00Z'),
        recurrence: { pattern: 'weekly' },
      });
    });

    it('refuses a compound with a part the table lacks', () => {
      expect(parse('morgenlunch', { locale: 'nl' })).toMatchObject(invalid);
    });
  });

  describe('words with an apostrophe inside or in front', () => {
    it.each(["у п'ятницю", 'у п’ятницю', 'у пʼятницю', "п'ятниця"])(
      'uk "%s" is Friday 09:00',
      (text) => {
        expect(at('uk')(text)).toBe('2026-03-06T09:00:00.000Z');
      },
    );

    it('uk "через п\'ять хвилин" is in 5 minutes; an unknown word with an apostrophe is refused', () => {
      expect(at('uk')("через п'ять хвилин")).toBe(iso(NOW + 5 * MINUTE));
      expect(parse("п'ятничка", { locale: 'uk' })).toMatchObject(invalid);
    });
  });

  describe('suggestions in the language of the table', () => {
    it('an empty box offers the first four native examples', () => {
      expect(suggestTimeExpressions('', { now: NOW, zone: 'UTC', locale: 'ru' })).toEqual([
        'через 10 минут',
        'через час',
        'завтра в 9:00',
        'по будням в 9:00',
      ]);
      expect(suggestTimeExpressions('', { now: NOW, zone: 'UTC', locale: 'en-US' })).toEqual([
        'in 10 minutes',
        'in 1 hour',
        'tomorrow at 9am',
        'every weekday at 9am',
      ]);
    });

    it("a misspelt native word is corrected against the locale's words, then native examples follow", () => {
      expect(parse('завра в 9:00')).toMatchObject(invalid);
      expect(suggestTimeExpressions('завра в 9:00', ru)).toEqual([
        'завтра в 9:00',
        'в 9:00',
        'через 10 минут',
      ]);
      expect(parse('2 saat sona', { locale: 'tr' })).toMatchObject(invalid);
      expect(suggestTimeExpressions('2 saat sona', { ...ru, locale: 'tr' })).toEqual(
        expect.arrayContaining(['2 saat sonra']),
      );
    });

    it('"завтра" is a word of the table, never removed as unknown', () => {
      expect(parse('напомни завтра')).toMatchObject(invalid);
      expect(suggestTimeExpressions('напомни завтра', ru)).toEqual(
        expect.arrayContaining(['завтра']),
      );
    });
  });
});

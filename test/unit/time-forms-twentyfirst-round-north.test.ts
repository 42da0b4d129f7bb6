import { describe, expect, it } from 'vitest';
import { askedLocal, instantAt, readLocal, ZONES } from '../support/time-forms.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/**
 * The twenty-first round's pl, fr, ru, uk and tr forms (docs/decisions.md, "Time expressions,
 * twenty-first round: ...").
 */

const WEEK2 = ['2026-04-06 09:00', '2026-04-13 09:00'];
const LAST = ['2026-04-20 09:00', '2026-04-27 09:00'];
const NEXT_FIRST = ['2026-04-01 09:00', '2026-04-06 09:00'];

/**
 * The n-th week of a month with the inflected week word and an agreeing ordinal: asked between the
 * week counted from the one holding the 1st and from the first full week, as the twentieth round
 * built it for en, fr and the others. Reference: Thursday 5 March 2026, 10:00 local.
 */
describe('The n-th week of a month in ru, uk, pl, tr', () => {
  it.each([
    ['ru', 'на второй неделе апреля', WEEK2],
    ['ru', 'во вторую неделю апреля', WEEK2],
    ['ru', 'на последней неделе апреля', LAST],
    ['ru', 'в последнюю неделю апреля', LAST],
    ['ru', 'на первой неделе следующего месяца', NEXT_FIRST],
    ['ru', 'на второй неделе апреля в 10:00', ['2026-04-06 10:00', '2026-04-13 10:00']],
    ['uk', 'на другому тижні квітня', WEEK2],
    ['uk', 'у другий тиждень квітня', WEEK2],
    ['uk', 'на останньому тижні квітня', LAST],
    ['uk', 'на першому тижні наступного місяця', NEXT_FIRST],
    ['pl', 'w drugim tygodniu kwietnia', WEEK2],
    ['pl', 'drugi tydzień kwietnia', WEEK2],
    ['pl', 'w ostatnim tygodniu kwietnia', LAST],
    ['pl', 'w pierwszym tygodniu przyszłego miesiąca', NEXT_FIRST],
    ['tr', 'nisanın ikinci haftası', WEEK2],
    ['tr', 'nisanın son haftasında', LAST],
    ['tr', 'gelecek ayın ilk haftası', NEXT_FIRST],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(askedLocal(locale, text)).toEqual(want);
  });

  it.each([
    ['ru', 'каждую вторую неделю', '2026-03-06 09:00'],
    ['ru', 'через неделю', '2026-03-12 10:00'],
  ] as const)('%s "%s" keeps its reading (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

/**
 * A date's midnight follows the rule of a named day's (`tomorrow at midnight`, `demain à minuit`):
 * its first minute or the midnight that ends it, both offered; `ce soir à minuit` keeps its one
 * reading. Reference: Thursday 14 May 2026, 10:00 local.
 */
describe("A date's midnight asks, as a named day's", () => {
  const MAY = '2026-05-14 10:00';
  const END31 = ['2026-05-31 00:00', '2026-06-01 00:00'];
  it.each([
    ['fr', 'le 31 à minuit', END31],
    ['fr', 'le 31 mai à minuit', END31],
    ['fr', '31/05 à minuit', END31],
    ['ru', '31.05 в полночь', END31],
    ['fr', 'le 31 décembre à minuit', ['2026-12-31 00:00', '2027-01-01 00:00']],
    ['fr', 'demain à minuit', ['2026-05-15 00:00', '2026-05-16 00:00']],
    ['en', 'may 31 at midnight', END31],
    ['pl', '31 maja o północy', END31],
    ['ru', '31 мая в полночь', END31],
    ['uk', '31 травня опівночі', END31],
    ['tr', '31 Mayıs gece yarısı', END31],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(askedLocal(locale, text, MAY)).toEqual(want);
  });

  it.each([
    ['fr', 'le 14 à minuit'],
    ['fr', 'le 14 mai à minuit'],
    ['fr', '14/05 à minuit'],
    ['en', 'may 14 at midnight'],
  ] as const)('%s "%s" said on the 14th is the midnight ending it', (locale, text) => {
    expect(readLocal(locale, text, MAY)).toBe('2026-05-15 00:00');
  });

  it('fr "ce soir à minuit" keeps its one reading', () => {
    expect(readLocal('fr', 'ce soir à minuit', MAY)).toBe('2026-05-15 00:00');
  });
});

/**
 * Reminder phrasing: the end of the working day (17:00, as `eod`; the plain end of the day stays
 * refused, decided), work-day repeats (the weekly repeat on
 * Monday to Friday, its first occurrence the reading), after work refused. Reference: Thursday 14
 * May 2026, 10:00 local.
 */
describe('Reminder phrasing in pl, fr, ru, uk, tr', () => {
  const MAY = '2026-05-14 10:00';
  it.each([
    ['pl', 'pod koniec dnia roboczego', '2026-05-14 17:00'],
    ['ru', 'каждый будний день в 9', '2026-05-15 09:00'],
    ['ru', 'каждый рабочий день в 9', '2026-05-15 09:00'],
    ['ru', 'в будни в 9', '2026-05-15 09:00'],
    ['uk', 'кожного буднього дня о 9', '2026-05-15 09:00'],
    ['uk', 'кожен робочий день о 9', '2026-05-15 09:00'],
    ['pl', 'w każdy dzień roboczy o 9', '2026-05-15 09:00'],
    ['pl', 'każdego dnia roboczego o 9', '2026-05-15 09:00'],
    ['fr', 'tous les jours ouvrés à 9h', '2026-05-15 09:00'],
    ['fr', 'chaque jour ouvré à 9h', '2026-05-15 09:00'],
    ['tr', "her hafta içi 9'da", '2026-05-15 09:00'],
    ['tr', "her iş günü 9'da", '2026-05-15 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it.each([
    ['ru', 'каждый будний день в 9'],
    ['uk', 'кожного буднього дня о 9'],
    ['pl', 'w każdy dzień roboczy o 9'],
    ['fr', 'tous les jours ouvrés à 9h'],
    ['tr', "her iş günü 9'da"],
  ] as const)('%s "%s" repeats Monday to Friday', (locale, text) => {
    const zone = ZONES[locale] ?? 'UTC';
    const r = parseTimeExpression(text, { now: instantAt(MAY, zone), zone, locale });
    expect(r.ok && r.recurrence).toMatchObject({
      pattern: 'custom',
      data: { pattern: 'every_n_weeks', interval: 1, weekdays: [0, 1, 2, 3, 4] },
    });
  });

  it.each([
    ['pl', 'po pracy'],
    ['fr', 'après le travail'],
    ['ru', 'после работы'],
    ['uk', 'після роботи'],
    ['tr', 'iş çıkışı'],
    ['ru', 'рабочий день'],
    // The plain end of the day reads 17:00 since the twenty-third round (its own test).
  ] as const)('%s "%s" stays refused (no one instant)', (locale, text) => {
    expect(readLocal(locale, text, MAY)).toBe('invalid_time_format');
  });
});

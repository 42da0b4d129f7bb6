import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

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

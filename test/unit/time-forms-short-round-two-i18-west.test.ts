import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, short round (French, Italian, Polish): the families our own chat phrasing
 * (bench/corpus/import/short-west-phrasing.ts) showed refused. Reference Thursday 5 March 2026,
 * 10:00 on the caller's clock, in the locale's zone; exact local instants and what stays refused.
 */

const refused = (locale: string, text: string): void => {
  expect(readLocal(locale, text)).not.toMatch(/^\d/);
};

describe('Forms: chat abbreviations and typos of day words', () => {
  it.each([
    ['fr', 'dem 9h', '2026-03-06 09:00'],
    ['fr', 'dmain a 14h', '2026-03-06 14:00'],
    ['fr', 'dem soir a 8h', '2026-03-06 20:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"hier" stays past: refused', () => refused('fr', 'hier a 15h'));
});

describe('Forms: compound day words typed apart', () => {
  it.each([
    ['fr', 'ce week end', '2026-03-07 09:00'],
    ['fr', 'ce we', '2026-03-07 09:00'],
    ['it', 'sta sera alle 21', '2026-03-05 21:00'],
    ['it', 'sta mattina alle 11', '2026-03-05 11:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"we" alone is refused (no day word before it)', () => refused('fr', 'on se voit we'));
  it('"sta mattina alle 8" is past: refused', () => refused('it', 'sta mattina alle 8'));
});

describe('Forms: Italian "pranzo" (lunch) is noon, as English "lunch"', () => {
  it.each([
    ['it', 'domani a pranzo', '2026-03-06 12:00'],
    ['it', 'oggi a pranzo', '2026-03-05 12:00'],
    ['it', 'venerdi a pranzo', '2026-03-06 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"dopo pranzo" (after lunch: when?) is refused', () => refused('it', 'dopo pranzo'));
});

describe('Forms: Polish "punkt" after a clock is sharp', () => {
  it.each([
    ['pl', 'o 18 punkt', '2026-03-05 18:00'],
    ['pl', 'jutro o 9 punkt', '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"punkt" alone is refused', () => refused('pl', 'punkt'));
});

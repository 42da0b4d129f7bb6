import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, sixteenth round (en, en-GB, fr, it): forms people type in chat that the reader
 * refused (bench/corpus/import/sixteenth-west-phrasing.ts). Reference Wednesday 11 March 2026,
 * 10:00 on the caller's clock, in the locale's zone; exact local instants (what stays refused is
 * pinned by the phrasing rows and docs/decisions.md).
 */

const NOW = '2026-03-11 10:00';
const read = (locale: string, text: string): string => readLocal(locale, text, NOW);

describe('Forms: the afternoon in chat (`aft`, `arvo`)', () => {
  // The afternoon, 15:00, as `this afternoon`; `arvo` is read in every English locale now.
  it.each([
    ['en-US', 'this aft', '2026-03-11 15:00'],
    ['en-US', 'this aft at 3', '2026-03-11 15:00'],
    ['en-US', 'tomorrow aft', '2026-03-12 15:00'],
    ['en-US', 'this arvo', '2026-03-11 15:00'],
    ['en-US', 'tomorrow arvo', '2026-03-12 15:00'],
    ['en-GB', 'this aft', '2026-03-11 15:00'],
    ['en-GB', 'tomorrow arvo', '2026-03-12 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });
});

describe('Forms: en-GB `end of play`', () => {
  it.each([
    ['en-GB', 'end of play', '2026-03-11 17:00'],
    ['en-GB', 'close of play', '2026-03-11 17:00'],
    ['en-GB', 'friday end of play', '2026-03-13 17:00'],
  ] as const)('%s "%s" is %s, as cob', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });
});

describe('Forms: the same time tomorrow in French and Italian', () => {
  it.each([
    ['fr', 'demain à la même heure', '2026-03-12 10:00'],
    ['fr', 'à la même heure demain', '2026-03-12 10:00'],
    ['fr', 'demain même heure', '2026-03-12 10:00'],
    ['it', 'domani stessa ora', '2026-03-12 10:00'],
    ['it', 'domani alla stessa ora', '2026-03-12 10:00'],
    ['it', 'alla stessa ora domani', '2026-03-12 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });
});

describe('Forms: it noon and midnight sharp', () => {
  it.each([
    ['it', 'mezzogiorno in punto', '2026-03-11 12:00'],
    ['it', 'mezzogiorno in punto domani', '2026-03-12 12:00'],
    ['it', 'domani a mezzogiorno in punto', '2026-03-12 12:00'],
    ['it', 'a mezzanotte in punto', '2026-03-12 00:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });
});

describe('Forms: en `next` before a month and its day', () => {
  // The date's next occurrence, as the date alone (`le 20 mars prochain`, `il prossimo 20 marzo`).
  it.each([
    ['en-US', 'next December 23rd AT 5:25 PM', '2026-12-23 17:25'],
    ['en-US', 'next december 23rd', '2026-12-23 09:00'],
    ['en-US', 'next april 5', '2026-04-05 09:00'],
    ['en-US', 'next dec 3rd at 5pm', '2026-12-03 17:00'],
    ['en-GB', 'next december 23rd', '2026-12-23 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The twentieth round's sweep of pl, fr, ru, uk and tr (docs/decisions.md, "Time expressions,
 * twentieth round: pl, fr, ru, uk, tr whole days and the forms left refused"). Reference: Thursday
 * 12 November 2026, 10:00 local, and Sunday 13 December 2026, 20:00 local.
 */
const NOVEMBER = '2026-11-12 10:00';
const DECEMBER = '2026-12-13 20:00';

describe('Polish clocks in words without `o`', () => {
  it.each([
    ['dziewiętnasta trzydzieści', '2026-11-12 19:30'],
    ['dziewietnasta trzydziesci', '2026-11-12 19:30'],
    ['siedemnasta piętnaście', '2026-11-12 17:15'],
    ['dwudziesta pierwsza trzydzieści', '2026-11-12 21:30'],
    ['jutro dziewiętnasta trzydzieści', '2026-11-13 19:30'],
    ['siódma piętnaście rano', '2026-11-13 07:15'],
  ])('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, NOVEMBER)).toBe(want);
  });

  it('still refuses a nominative hour alone, and a 12-hour one with minutes alone', () => {
    expect(readLocal('pl', 'dziewiętnasta', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('pl', 'siódma piętnaście', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('pl', 'piętnasta', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('en', 'seven thirty', NOVEMBER)).toBe('invalid_time_format');
  });
});

describe('Whole days said in words (pl, fr, ru, uk)', () => {
  it.each([
    ['pl', '6 I', NOVEMBER, '2027-01-06 09:00'],
    ['pl', '6.I', NOVEMBER, '2027-01-06 09:00'],
    ['pl', '15 I 2027', NOVEMBER, '2027-01-15 09:00'],
    ['pl', '6 I o 10', DECEMBER, '2027-01-06 10:00'],
    ['pl', 'w następnym tygodniu', NOVEMBER, '2026-11-19 10:00'],
    ['pl', 'w nastepnym tygodniu', NOVEMBER, '2026-11-19 10:00'],
    ['pl', 'w drugi dzień świąt', NOVEMBER, '2026-12-26 09:00'],
    ['pl', 'drugi dzień świąt', DECEMBER, '2026-12-26 09:00'],
    ['pl', 'w Dzień Wszystkich Świętych', NOVEMBER, '2027-11-01 09:00'],
    ['pl', 'w pierwszy dzień świąt', NOVEMBER, '2026-12-25 09:00'],
    ['pl', 'w wigilie', NOVEMBER, '2026-12-24 09:00'],
    ['pl', 'na koniec miesiaca', NOVEMBER, '2026-11-30 17:00'],
    ['fr', 'aprés demain', NOVEMBER, '2026-11-14 10:00'],
    ['fr', 'aprés-demain', NOVEMBER, '2026-11-14 10:00'],
    ['fr', 'sem pro', NOVEMBER, '2026-11-19 10:00'],
    ['fr', 'ce w-e', NOVEMBER, '2026-11-14 09:00'],
    ['fr', "la veille du jour de l'an", NOVEMBER, '2026-12-31 09:00'],
    ['fr', 'la veille du nouvel an', NOVEMBER, '2026-12-31 09:00'],
    ['fr', "aujourd'hui en huit", NOVEMBER, '2026-11-19 10:00'],
    ['fr', 'demain en huit', NOVEMBER, '2026-11-20 10:00'],
    ['fr', 'au nouvel an', NOVEMBER, '2027-01-01 09:00'],
    ['fr', "au jour de l'an", NOVEMBER, '2027-01-01 09:00'],
    ['ru', 'на 8 Марта', NOVEMBER, '2027-03-08 09:00'],
    ['ru', 'на 8 марта в 10', NOVEMBER, '2027-03-08 10:00'],
    ['ru', 'на 23 февраля', NOVEMBER, '2027-02-23 09:00'],
    ['ru', 'на 9 мая', NOVEMBER, '2027-05-09 09:00'],
    ['uk', 'на 8 Березня', DECEMBER, '2027-03-08 09:00'],
  ])('%s "%s" said on %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it('refuses on purpose: a day something is due, a deadline, a vague part of a week', () => {
    for (const [locale, text] of [
      ['pl', 'na 15.12'],
      ['pl', 'na sobotę'],
      ['pl', 'do 15 grudnia'],
      ['pl', 'w święta'],
      ['pl', 'w połowie tygodnia'],
      ['pl', '6 i 7 grudnia'],
      ['fr', 'fin de semaine'],
      ['fr', 'mardi 15'],
      ['fr', 'pour samedi'],
      ['fr', "d'ici samedi"],
      ['fr', "le samedi d'après"],
      ['pl', 'do końca tygodnia'],
      ['pl', 'po weekendzie'],
      ['fr', 'le réveillon'],
      ['fr', 'le soir de Noël'],
      ['ru', 'на 15 декабря'],
      ['ru', 'к 15 декабря'],
      ['uk', 'на 15 грудня'],
      ['tr', 'ay sonunda'],
      ['tr', 'hafta içinde'],
    ] as const)
      expect(readLocal(locale, text, NOVEMBER), `${locale} ${text}`).toBe('invalid_time_format');
  });

  it('asks which weekend for `le we prochain`, as for `le week-end prochain`', () => {
    expect(askedLocal('fr', 'le we prochain', NOVEMBER)).toEqual([
      '2026-11-14 09:00',
      '2026-11-21 09:00',
    ]);
  });

  it('asks a date’s midnight, its start or its end (fr `le 31 à minuit`), as decided since the twenty-first round', () => {
    expect(askedLocal('fr', 'le 31 à minuit', NOVEMBER)).toEqual([
      '2026-12-31 00:00',
      '2027-01-01 00:00',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, twelfth round (precision in nl, it, ru, uk; pl, tr, nl recall). Reference Thursday
 * 5 March 2026, 10:00 on the caller's clock in the locale's zone, unless a row says otherwise.
 */

describe("Forms: this night's word alone before noon is the night just past (nl, de, it, fr, pl)", () => {
  it.each([
    ['nl', 'vannacht'],
    ['nl', 'deze nacht'],
    ['de', 'heute Nacht'],
    ['it', 'stanotte'],
    ['it', 'questa notte'],
    ['fr', 'cette nuit'],
    ['pl', 'dziś w nocy'],
  ] as const)('%s "%s" at 10:00 is refused as past', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_in_past');
  });

  it.each([
    ['nl', 'vannacht', '2026-03-05 04:30'],
    ['nl', 'vannacht', '2026-03-05 00:00'],
    ['it', 'stanotte', '2026-03-05 11:59'],
  ] as const)('%s "%s" at %s is refused as past', (locale, text, now) => {
    expect(readLocal(locale, text, now)).toBe('time_in_past');
  });

  it.each([
    // From noon on it is the coming night; an hour settles it at any time.
    ['nl', 'vannacht', '2026-03-05 12:00', '2026-03-05 21:00'],
    ['de', 'heute Nacht', '2026-03-05 15:00', '2026-03-05 21:00'],
    ['it', 'stanotte', '2026-03-05 18:00', '2026-03-05 21:00'],
    ['fr', 'cette nuit', '2026-03-05 15:00', '2026-03-05 21:00'],
    ['pl', 'dziś w nocy', '2026-03-05 15:00', '2026-03-05 21:00'],
    ['nl', 'vannacht om 11 uur', '2026-03-05 10:00', '2026-03-05 23:00'],
    // Unchanged: the evening words, and the languages whose 'tonight' is the coming night.
    ['en', 'tonight', '2026-03-05 10:00', '2026-03-05 20:00'],
    ['nl', 'vanavond', '2026-03-05 10:00', '2026-03-05 20:00'],
    ['es-ES', 'esta noche', '2026-03-05 10:00', '2026-03-05 21:00'],
    ['ru', 'сегодня ночью', '2026-03-05 10:00', '2026-03-05 21:00'],
  ] as const)('%s "%s" at %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });
});

describe("Forms: the hour word with a spoken hour (pl 'ósma godzina', 'godzina ósma')", () => {
  it.each([
    ['pl', 'ósma godzina', ['2026-03-06 08:00', '2026-03-05 20:00']],
    ['pl', 'godzina ósma', ['2026-03-06 08:00', '2026-03-05 20:00']],
    ['pl', 'o godzinie ósmej', ['2026-03-06 08:00', '2026-03-05 20:00']],
    ['pl', 'o ósmej', ['2026-03-06 08:00', '2026-03-05 20:00']],
    ['pl', 'jutro godzina ósma', ['2026-03-06 08:00', '2026-03-06 20:00']],
    ['pl', 'druga godzina', ['2026-03-06 02:00', '2026-03-05 14:00']],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(askedLocal(locale, text)).toEqual(want);
  });

  it.each([
    ['pl', 'ósma godzina rano', '2026-03-06 08:00'],
    ['pl', 'w piątek godzina ósma wieczorem', '2026-03-06 20:00'],
    ['pl', 'godzina dwudziesta', '2026-03-05 20:00'],
    ['pl', 'godzina dwudziesta pierwsza', '2026-03-05 21:00'],
    // Unchanged: a count of hours in cardinal words.
    ['pl', 'za osiem godzin', '2026-03-05 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: a month in Roman numerals after the day (pl)', () => {
  it.each([
    ['pl', '3 V', '2026-05-03 09:00'],
    ['pl', '3.V', '2026-05-03 09:00'],
    ['pl', '3 V 2026', '2026-05-03 09:00'],
    ['pl', '15 III o 10', '2026-03-15 10:00'],
    ['pl', 'w piątek 3 IV', '2026-04-03 09:00'],
    ['pl', '3 XII', '2026-12-03 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // A numeral alone is no date; 'i' stays "and"; 'w piątek 3 IV' on the wrong weekday is refused.
    ['pl', 'v'],
    ['pl', 'x'],
    ['pl', 'w czwartek 3 IV'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: past markers before a day or a clock stay refused (twelfth round)', () => {
  it.each([
    ['nl', 'eergisteren'],
    ['nl', 'afgelopen vrijdag'],
    ['nl', 'vorige week dinsdag om 10 uur'],
    ['nl', '2 uur geleden'],
    ['nl', 'gisteravond om 8 uur'],
    ['nl', 'dinsdag jl.'],
    ['nl', 'zaterdag jongstleden'],
    ['pl', 'przedwczoraj o 10'],
    ['pl', 'w zeszły wtorek o 10'],
    ['pl', 'zeszłej nocy'],
    ['tr', 'geçen hafta salı'],
    ['tr', "dün saat 10'da"],
    ['it', 'lunedì scorso alle 10'],
    ['it', "l'altro ieri"],
    ['ru', 'позавчера в 10'],
    ['ru', 'в минувшую пятницу'],
    ['uk', 'позавчора о 10'],
    ['uk', 'у минулий понеділок о 10'],
    ['de', 'letzten Freitag um 10'],
    ['fr', 'vendredi dernier à 10h'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^\d/);
  });
});

describe('Forms: an approximation after a bare hour asks, as one before it does', () => {
  const both = ['2026-03-06 05:00', '2026-03-05 17:00'];
  it.each([
    ['it', 'alle 5 circa'],
    ['it', 'alle cinque circa'],
    ['ru', 'в 5 примерно'],
    ['uk', 'о 5 приблизно'],
    ['nl', 'om 5 uur ongeveer'],
    ['de', 'um 5 Uhr ungefähr'],
    ['pl', 'o 5 około'],
    ['tr', 'saat 5 civarında'],
    ['tr', 'saat 5 civarı'],
    ['es-ES', 'a las 5 más o menos'],
    // Unchanged: the approximation before the hour.
    ['it', 'verso le 5'],
    ['ru', 'примерно в 5'],
  ] as const)('%s "%s" asks both halves', (locale, text) => {
    expect(askedLocal(locale, text)).toEqual(both);
  });

  it.each([
    // A 24-hour hour, or a time of day, settles it.
    ['it', 'alle 15 circa', '2026-03-05 15:00'],
    ['ru', 'примерно в 5 вечера', '2026-03-05 17:00'],
    ['it', 'domani alle 5 circa del pomeriggio', '2026-03-06 17:00'],
    ['it', 'alle 5', '2026-03-05 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe("Forms: a case ending glued to the month before the day (tr 'Mart'ın 15'i')", () => {
  it.each([
    ['tr', "Mart'ın 15'i", '2026-03-15 09:00'],
    ['tr', "Nisan'ın 3'ü", '2026-04-03 09:00'],
    ['tr', "Mart'ın 15'inde saat 10'da", '2026-03-15 10:00'],
    // Unchanged: without the ending, and the day first.
    ['tr', 'Mart 15', '2026-03-15 09:00'],
    ['tr', '15 Mart', '2026-03-15 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: this time tomorrow (pl, nl, ru, uk, tr)', () => {
  it.each([
    ['pl', 'jutro o tej porze'],
    ['pl', 'o tej samej porze jutro'],
    ['nl', 'morgen om deze tijd'],
    ['ru', 'завтра в это же время'],
    ['uk', 'завтра в цей же час'],
    ['tr', 'yarın bu saatte'],
  ] as const)('%s "%s" is tomorrow at 10:00', (locale, text) => {
    expect(readLocal(locale, text)).toBe('2026-03-06 10:00');
  });
});

describe("Forms: 'w dniu' before a date (pl)", () => {
  it.each([
    ['pl', 'w dniu 10 marca', '2026-03-10 09:00'],
    ['pl', 'w dniu 10 marca o 15', '2026-03-10 15:00'],
    ['pl', 'w dniu 10.03', '2026-03-10 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, seventh round (Polish, Russian, Ukrainian, Turkish, Portuguese): forms the tuning
 * part or chat still refused, read now (reference Thursday 5 March 2026, 10:00 on the caller's
 * clock, in the locale's zone), and what stays refused.
 */

describe('Forms: a Portuguese weekday with "feira" as its own word (no hyphen)', () => {
  it.each([
    ['terça feira', '2026-03-10 09:00'],
    ['terca feira', '2026-03-10 09:00'],
    ['sexta feira às 10', '2026-03-06 10:00'],
    ['na sexta feira', '2026-03-06 09:00'],
    ['terça feira às 14h', '2026-03-10 14:00'],
    ['quarta feira que vem', '2026-03-11 09:00'],
  ] as const)('pt-BR "%s" is %s', (text, want) => {
    expect(readLocal('pt-BR', text)).toBe(want);
  });

  it.each([
    // 'feira' alone names no day.
    ['feira', 'invalid_time_format'],
    // 'próxima sexta' said on a Thursday: tomorrow or next week's, asked as with the hyphen.
    ['próxima sexta feira', 'time_ambiguous'],
  ] as const)('pt-BR "%s" is refused (%s)', (text, want) => {
    expect(readLocal('pt-BR', text)).toBe(want);
  });
});

describe('Forms: a Russian, Ukrainian or Polish holiday after "на", "na" (on, for)', () => {
  it.each([
    ['ru', 'на Рождество', '2027-01-07 09:00'],
    ['ru', 'на Новый год', '2027-01-01 09:00'],
    ['ru', 'на Рождество в 10', '2027-01-07 10:00'],
    ['ru', 'на День Победы', '2026-05-09 09:00'],
    ['uk', 'на Різдво', '2026-12-25 09:00'],
    ['uk', 'на Новий рік о 10', '2027-01-01 10:00'],
    ['uk', 'на Великдень', '2026-04-12 09:00'],
    ['pl', 'na boże narodzenie', '2026-12-25 09:00'],
    ['pl', 'na wigilię o 18', '2026-12-24 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 'на 5 минут' is 'for 5 minutes': a length, not an instant.
    ['ru', 'на 5 минут', 'invalid_time_format'],
    ['uk', 'на 5 хвилин', 'invalid_time_format'],
    ['pl', 'na 5 minut', 'invalid_time_format'],
    // 'на' alone, or before a word that is no holiday.
    ['ru', 'на', 'invalid_time_format'],
    ['uk', 'на роботу', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("reads a holiday whose day has begun as next year's", () => {
    expect(readLocal('ru', 'на Рождество', '2027-01-07 10:00')).toBe('2028-01-07 09:00');
  });
});

describe('Forms: the Ukrainian "без чверті" (a quarter to)', () => {
  it.each([
    ["без чверті п'ять", '2026-03-05 16:45'],
    ["без чверті дев'ять ранку", '2026-03-06 08:45'],
  ] as const)('uk "%s" is %s', (text, want) => {
    expect(readLocal('uk', text)).toBe(want);
  });
});

describe('Forms: the noon word before a clock of its hours (öğlen 12, öğlen 1)', () => {
  it.each([
    ['tr', 'öğlen 12', '2026-03-05 12:00'],
    ['tr', "öğlen 12'de", '2026-03-05 12:00'],
    ['tr', 'öğle 12', '2026-03-05 12:00'],
    ['tr', "öğlen 1'de", '2026-03-05 13:00'],
    ['tr', 'öğlen 12:30', '2026-03-05 12:30'],
    ['tr', 'yarın öğlen 12', '2026-03-06 12:00'],
    ['tr', 'öğlen', '2026-03-05 12:00'],
    ['de', 'mittags 1', '2026-03-05 13:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // An hour noon does not run to, or a 24-hour one beside it: no reading.
    ['tr', 'öğlen 5', 'invalid_time_format'],
    ['tr', 'öğlen 13', 'invalid_time_format'],
    // Past: noon today when it is already 13:00.
    ['tr', 'bugün öğlen 12', 'time_in_past'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text, '2026-03-05 13:00')).toBe(want);
  });
});

describe('Forms: Polish minutes before a spoken hour (za kwadrans ósma, za pięć dziesiąta)', () => {
  it.each([
    ['za kwadrans ósma wieczorem', '2026-03-05 19:45'],
    ['za kwadrans ósma rano', '2026-03-06 07:45'],
    ['jutro za pięć dziesiąta rano', '2026-03-06 09:55'],
    ['za 10 minut dziewiąta wieczorem', '2026-03-05 20:50'],
    // Without 'za' and a spoken hour these stay durations.
    ['za kwadrans', '2026-03-05 10:15'],
    ['za pięć minut', '2026-03-05 10:05'],
    ['za 2 godziny', '2026-03-05 12:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text)).toBe(want);
  });

  it.each([
    // Said on the 12-hour clock with no time of day: both halves are asked, as for 'o ósmej'.
    ['za kwadrans ósma', 'time_ambiguous'],
    ['za pięć dziesiąta', 'time_ambiguous'],
    // Five to one: 00:55 or 12:55, and 'pierwsza' starts the day: refused, as 'wpół do pierwszej'.
    ['za pięć pierwsza', 'invalid_time_format'],
    // Past: this evening's 19:45 has gone at 20:00.
    ['dziś za kwadrans ósma wieczorem', 'time_in_past'],
  ] as const)('pl "%s" is refused (%s)', (text, want) => {
    expect(readLocal('pl', text, '2026-03-05 20:00')).toBe(want);
  });

  it('asks between the morning and the evening for a bare spoken hour', () => {
    expect(readLocal('pl', 'za kwadrans ósma')).toBe('time_ambiguous');
  });
});

describe('Forms: Turkish numbers 10-31 in words (on beş, yirmi dokuz)', () => {
  it.each([
    ['yirmi dokuz mayıs', '2026-05-29 09:00'],
    ['on beş mayıs', '2026-05-15 09:00'],
    ['otuz bir mayıs', '2026-05-31 09:00'],
    ['on mayıs', '2026-05-10 09:00'],
    ['yirmi iki ağustos saat 10', '2026-08-22 10:00'],
    ['on beş dakika sonra', '2026-03-05 10:15'],
    ['yirmi bes dakika sonra', '2026-03-05 10:25'],
    ['on gün sonra', '2026-03-15 10:00'],
    ['saat on bir', '2026-03-05 11:00'],
    ['yarın saat on', '2026-03-06 10:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });

  it.each([
    // A number alone names no day.
    ['yirmi dokuz', 'invalid_time_format'],
    // Past: ten o'clock today, said at 11:00.
    ['bugün saat on', 'time_in_past'],
  ] as const)('tr "%s" is refused (%s)', (text, want) => {
    expect(readLocal('tr', text, '2026-03-05 11:00')).toBe(want);
  });
});

describe('Forms: a quarter-hour word as the minutes past an hour (kwadrans po ósmej)', () => {
  it.each([
    ['pl', 'kwadrans po ósmej wieczorem', '2026-03-05 20:15'],
    ['pl', 'jutro kwadrans po dziewiątej rano', '2026-03-06 09:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Said on the 12-hour clock with no time of day: both halves asked.
    ['pl', 'kwadrans po trzeciej', 'time_ambiguous'],
    ['pl', 'kwadrans po 8', 'time_ambiguous'],
    // The word alone is no instant.
    ['pl', 'kwadrans', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("refuses this evening's quarter past eight once it has gone", () => {
    expect(readLocal('pl', 'dziś kwadrans po ósmej wieczorem', '2026-03-05 21:00')).toBe(
      'time_in_past',
    );
  });
});

describe('Forms: a quarter of the next hour before it (четверть девятого, viertel neun)', () => {
  it.each([
    ['ru', 'в четверть девятого вечера', '2026-03-05 20:15'],
    ['ru', 'завтра в четверть десятого утра', '2026-03-06 09:15'],
    ['de', 'viertel neun abends', '2026-03-05 20:15'],
    // A quarter before an hour unit stays a length.
    ['ru', 'через четверть часа', '2026-03-05 10:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Said on the 12-hour clock with no time of day: both halves asked.
    ['ru', 'четверть девятого', 'time_ambiguous'],
    ['ru', 'в четверть девятого', 'time_ambiguous'],
    ['de', 'viertel neun', 'time_ambiguous'],
    // A quarter into the first hour: 00:15 or 12:15, as 'половина первого': refused.
    ['ru', 'в четверть первого', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("refuses this evening's quarter past eight once it has gone", () => {
    expect(readLocal('ru', 'сегодня в четверть девятого вечера', '2026-03-05 21:00')).toBe(
      'time_in_past',
    );
  });
});

describe('Forms: Turkish month names with their case ending and "ayın N" (the Nth of the month)', () => {
  it.each([
    ['3 mayısta', '2026-05-03 09:00'],
    ['3 mayısta saat 10', '2026-05-03 10:00'],
    ['20 aralıkta', '2026-12-20 09:00'],
    ['ayın 15', '2026-03-15 09:00'],
    ["ayın 15'i", '2026-03-15 09:00'],
    ["ayın 15'inde saat 10", '2026-03-15 10:00'],
    ["ayın 20'sinde", '2026-03-20 09:00'],
    ["ayın 10'unda", '2026-03-10 09:00'],
    // This month's 3rd has gone: next month's.
    ["ayın 3'ünde", '2026-04-03 09:00'],
    // Today's 9:00 has gone: a date without a year is next year's, never a past one.
    ['5 martta saat 9', '2027-03-05 09:00'],
    // A month alone: its coming first day (fourteenth round, "A month alone (decided again: read)").
    ['mayısta', '2026-05-01 09:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });

  it.each([
    // `15'inde` alone (on the 15th) reads since the fifteenth round, as `16'sı` (fourteenth).
    ["15'inde", '2026-03-15 09:00'],
    ['ayın', 'invalid_time_format'],
  ] as const)('tr "%s" reads %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });
});

describe('Forms: Portuguese "pras" (para as) in minutes to an hour, and names of days people use', () => {
  it.each([
    ['pt-BR', 'dez pras oito da noite', '2026-03-05 19:50'],
    ['pt-BR', 'vinte pras nove da manhã', '2026-03-06 08:40'],
    ['pt-BR', 'dia do trabalho', '2026-05-01 09:00'],
    ['pt-BR', 'dia do trabalho às 10', '2026-05-01 10:00'],
    ['pl', 'w sylwestra o 23', '2026-12-31 23:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Said on the 12-hour clock with no time of day: both halves asked.
    ['pt-BR', 'às 10 pras 8', 'time_ambiguous'],
    ['pt-BR', 'quinze pras oito', 'time_ambiguous'],
    // 'pras' alone before an hour is not 'at'.
    ['pt-BR', 'pras 8', 'invalid_time_format'],
    // '6a': Friday ('6ª feira') or 6 a.m. in the one-letter meridiem: refused (decisions.md).
    ['pt-BR', '6a', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("refuses this evening's ten to eight once it has gone", () => {
    expect(readLocal('pt-BR', 'hoje dez pras oito da noite', '2026-03-05 20:00')).toBe(
      'time_in_past',
    );
  });
});

describe('Forms: a clock in words alone, hour "and" minutes (uma e trinta, seis y media)', () => {
  it.each([
    ['pt-BR', 'uma e trinta'],
    ['pt-BR', 'seis e meia'],
    ['pt-BR', 'duas e quinze'],
    ['es-ES', 'seis y media'],
    ['it', 'sei e mezza'],
  ] as const)('%s "%s" asks between its two halves of the day', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_ambiguous');
  });

  it.each([
    ['pt-BR', 'seis e meia da manhã', '2026-03-06 06:30'],
    ['pt-BR', 'às uma e trinta da tarde', '2026-03-05 13:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // An amount, not a clock.
    ['en-US', 'one and a half', 'invalid_time_format'],
    // Digits with 'e' stay refused (a clock? a sum?); two-word minutes (`oito e quarenta e
    // cinco`) are asked since the fourteenth round.
    ['pt-BR', '5 e 45', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("refuses this afternoon's half past one once it has gone", () => {
    expect(readLocal('pt-BR', 'hoje uma e meia da tarde', '2026-03-05 14:00')).toBe('time_in_past');
  });
});

describe('Forms: the Nth weekday before a month in the genitive, and "o godzinie" (pl, ru, uk)', () => {
  it.each([
    ['pl', 'pierwszy wtorek października', '2026-10-06 09:00'],
    ['pl', 'ostatni poniedziałek marca', '2026-03-30 09:00'],
    ['pl', 'drugi piątek czerwca o 10', '2026-06-12 10:00'],
    ['ru', 'первая пятница марта', '2026-03-06 09:00'],
    ['ru', 'последняя пятница марта', '2026-03-27 09:00'],
    ['uk', "перша п'ятниця квітня", '2026-04-03 09:00'],
    ['en-US', 'second friday of june', '2026-06-12 09:00'],
    ['pl', 'o godzinie 18', '2026-03-05 18:00'],
    ['pl', 'jutro o godzinie 9', '2026-03-06 09:00'],
    ['pl', 'w piątek o godzinie 17', '2026-03-06 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Every third Friday: of each month, or every third week? Refused, as before.
    ['ru', 'каждую третью пятницу', 'invalid_time_format'],
    ['pl', 'co trzeci wtorek', 'invalid_time_format'],
    // An ordinal and a weekday with no month.
    ['ru', 'третья пятница', 'invalid_time_format'],
    // 'o godzinie ósmej' is said on the 12-hour clock: asked, as 'o ósmej'.
    ['pl', 'o godzinie ósmej', 'time_ambiguous'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("reads this year's gone Nth weekday as next year's, never a past one", () => {
    expect(readLocal('ru', 'первая пятница марта', '2026-03-10 10:00')).toBe('2027-03-05 09:00');
  });
});

describe('Forms: Russian "полвосьмого" (half of the eighth hour, one word)', () => {
  it.each([
    ['полвосьмого', '2026-03-06 07:30'],
    ['в полвосьмого вечера', '2026-03-05 19:30'],
    ['завтра в полдевятого', '2026-03-06 08:30'],
    // As 'половина четвёртого': the bare-hour rule makes it 15:30.
    ['полчетвертого', '2026-03-05 15:30'],
    ['через полчаса', '2026-03-05 10:30'],
  ] as const)('ru "%s" is %s', (text, want) => {
    expect(readLocal('ru', text)).toBe(want);
  });

  it.each([
    // 00:30 or 12:30, as 'половина первого'.
    ['полпервого', 'invalid_time_format'],
    ['сегодня в полвосьмого утра', 'time_in_past'],
  ] as const)('ru "%s" is refused (%s)', (text, want) => {
    expect(readLocal('ru', text)).toBe(want);
  });
});

describe('Forms: Portuguese "N horas" alone, a clock or a length', () => {
  it.each([
    // 07:00 (as 'às 7 horas') or in seven hours: asked, as Dutch '16 uur'.
    ['7 horas', 'time_ambiguous'],
    ['2 horas', 'time_ambiguous'],
  ] as const)('pt-BR "%s" asks (%s)', (text, want) => {
    expect(readLocal('pt-BR', text)).toBe(want);
  });

  it.each([
    ['às 7 horas', '2026-03-06 07:00'],
    ['em 2 horas', '2026-03-05 12:00'],
    ['daqui a 2 horas', '2026-03-05 12:00'],
    ['amanhã às 8 horas', '2026-03-06 08:00'],
  ] as const)('pt-BR "%s" is %s', (text, want) => {
    expect(readLocal('pt-BR', text)).toBe(want);
  });
});

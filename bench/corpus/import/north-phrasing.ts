import { DateTime } from 'luxon';
import type { Annotated } from './annotation.js';

/**
 * Chat phrasing of the section-2 families in Polish, Ukrainian and Turkish (issue 18,
 * ninth round), written down before the reader learned from it, for the three languages no new
 * public test suite covers (Sugar's Polish cases are commented out; dateparser's Ukrainian and
 * Turkish language tests are a handful, north.ts). Read on Wednesday 11 February 2026, 10:00 in
 * each language's zone. A reading is a local minute, a whole local day (a date without a clock:
 * any time that day), a refusal (past), or the readings asked ('20.02' alone: 20 February or
 * 20:02, the decision of this round, written after the first scoring where it expected the date).
 */

const ZONES: Record<string, string> = {
  pl: 'Europe/Warsaw',
  uk: 'Europe/Kyiv',
  tr: 'Europe/Istanbul',
};

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  pl: [
    ['jutro o 18:30', '2026-02-12T18:30'],
    ['jutro o ósmej rano', '2026-02-12T08:00'],
    ['o siedemnastej', '2026-02-11T17:00'],
    ['dziś o 21', '2026-02-11T21:00'],
    ['za pół godziny', '2026-02-11T10:30'],
    ['za godzinę', '2026-02-11T11:00'],
    ['za 2 godziny', '2026-02-11T12:00'],
    ['za kwadrans', '2026-02-11T10:15'],
    ['za półtorej godziny', '2026-02-11T11:30'],
    ['w piątek o 15', '2026-02-13T15:00'],
    ['pojutrze o 10', '2026-02-13T10:00'],
    ['15 marca o 14:00', '2026-03-15T14:00'],
    ['15.03 o 14:00', '2026-03-15T14:00'],
    ['3 marca', '2026-03-03'],
    ['piętnastego marca', '2026-03-15'],
    // Said on a Wednesday: the Wednesday after today, a week later (decisions: '<weekday> in a week').
    ['w środę za tydzień', '2026-02-25'],
    ['za tydzień', '2026-02-18'],
    ['za 3 dni', '2026-02-14'],
    ['o 7:30 rano', '2026-02-12T07:30'],
    ['o 19.30', '2026-02-11T19:30'],
    ['jutro około 18', '2026-02-12T18:00'],
    ['koło 17', '2026-02-11T17:00'],
    ['w poniedziałek o 9:00', '2026-02-16T09:00'],
    ['w przyszłą środę', '2026-02-18'],
    ['za 10 minut', '2026-02-11T10:10'],
    ['o północy', '2026-02-12T00:00'],
    ['w południe', '2026-02-11T12:00'],
    ['jutro w południe', '2026-02-12T12:00'],
    ['wczoraj o 10', 'refuse'],
    ['godzinę temu', 'refuse'],
    ['w Wigilię', '2026-12-24'],
    ['w Boże Narodzenie', '2026-12-25'],
    ['wpół do ósmej wieczorem', '2026-02-11T19:30'],
    ['za dwadzieścia ósma wieczorem', '2026-02-11T19:40'],
    ['dwudziestego lutego', '2026-02-20'],
    ['20 lutego o 8', '2026-02-20T08:00'],
    ['w czwartek 19 lutego', '2026-02-19'],
    ['pierwszy piątek marca', '2026-03-06'],
    ['ostatni piątek lutego', '2026-02-27'],
    ['w piątek w przyszłym tygodniu', '2026-02-20'],
    ['pod koniec tygodnia', '2026-02-13T17:00'],
    ['o 8 wieczorem', '2026-02-11T20:00'],
    ['o 20:00 jutro', '2026-02-12T20:00'],
    ['na 17:00', '2026-02-11T17:00'],
    ['o 1730', '2026-02-11T17:30'],
    ['jutro o 7 rano', '2026-02-12T07:00'],
    ['dzisiaj o 18:00', '2026-02-11T18:00'],
    ['za 2 tygodnie', '2026-02-25'],
    ['20.02', 'ask:2026-02-20T09:00|2026-02-11T20:02'],
    ['20.02.2026 o 9:00', '2026-02-20T09:00'],
  ],
  uk: [
    ['завтра о 18:30', '2026-02-12T18:30'],
    ['сьогодні о 21', '2026-02-11T21:00'],
    ['о пів на восьму вечора', '2026-02-11T19:30'],
    ['за пів години', '2026-02-11T10:30'],
    ['через пів години', '2026-02-11T10:30'],
    ['через півгодини', '2026-02-11T10:30'],
    ['через годину', '2026-02-11T11:00'],
    ['через 2 години', '2026-02-11T12:00'],
    ["у п'ятницю о 15:00", '2026-02-13T15:00'],
    ['в понеділок о 9', '2026-02-16T09:00'],
    ['15 березня о 14:00', '2026-03-15T14:00'],
    ['15.03 о 14:00', '2026-03-15T14:00'],
    ["п'ятнадцятого березня", '2026-03-15'],
    ['через тиждень', '2026-02-18'],
    ['через 3 дні', '2026-02-14'],
    ['післязавтра о 10', '2026-02-13T10:00'],
    ['о 7:30 ранку', '2026-02-12T07:30'],
    ['о 8 вечора', '2026-02-11T20:00'],
    ['о 19.30', '2026-02-11T19:30'],
    ['близько 18', '2026-02-11T18:00'],
    ['приблизно о 18', '2026-02-11T18:00'],
    ['опівночі', '2026-02-12T00:00'],
    ['опівдні', '2026-02-11T12:00'],
    ['завтра опівдні', '2026-02-12T12:00'],
    ['вчора о 10', 'refuse'],
    ['годину тому', 'refuse'],
    ['на Новий рік', '2027-01-01'],
    ['у наступну середу', '2026-02-18'],
    ['в середу наступного тижня', '2026-02-18'],
    ['в кінці тижня', '2026-02-13T17:00'],
    ['першого березня', '2026-03-01'],
    ["перша п'ятниця березня", '2026-03-06'],
    ["остання п'ятниця лютого", '2026-02-27'],
    ["о чверть на дев'яту вечора", '2026-02-11T20:15'],
    ['о сьомій вечора', '2026-02-11T19:00'],
    ['в четвер, 19 лютого', '2026-02-19'],
    ['за 10 хвилин', '2026-02-11T10:10'],
    ['через 15 хв', '2026-02-11T10:15'],
    ['о 18 год', '2026-02-11T18:00'],
    ['завтра о 7 ранку', '2026-02-12T07:00'],
    ['о 1730', '2026-02-11T17:30'],
    ['20.02', 'ask:2026-02-20T09:00|2026-02-11T20:02'],
    ['через 2 тижні', '2026-02-25'],
    ['о пів на першу дня', '2026-02-11T12:30'],
    ['сьогодні ввечері о 9', '2026-02-11T21:00'],
  ],
  tr: [
    ['yarın 18:30', '2026-02-12T18:30'],
    ['yarın saat 18:30', '2026-02-12T18:30'],
    ["bugün saat 21'de", '2026-02-11T21:00'],
    ['yarım saat sonra', '2026-02-11T10:30'],
    ['1 saat sonra', '2026-02-11T11:00'],
    ['bir saat sonra', '2026-02-11T11:00'],
    ['cuma günü saat 15:00', '2026-02-13T15:00'],
    ["pazartesi saat 9'da", '2026-02-16T09:00'],
    ['15 mart saat 14:00', '2026-03-15T14:00'],
    ['15.03 saat 14:00', '2026-03-15T14:00'],
    ['3 gün sonra', '2026-02-14'],
    ['bir hafta sonra', '2026-02-18'],
    ['haftaya çarşamba', '2026-02-18'],
    ["öbür gün saat 10'da", '2026-02-13T10:00'],
    ["sabah 7:30'da", '2026-02-12T07:30'],
    ["akşam 8'de", '2026-02-11T20:00'],
    ["saat 19.30'da", '2026-02-11T19:30'],
    ['18 gibi', '2026-02-11T18:00'],
    ['saat 18 civarında', '2026-02-11T18:00'],
    ['gece yarısı', '2026-02-12T00:00'],
    ['öğlen', '2026-02-11T12:00'],
    ["dün saat 10'da", 'refuse'],
    ['1 saat önce', 'refuse'],
    ['yılbaşında', '2027-01-01'],
    ["ayın 20'sinde", '2026-02-20'],
    ['20 dakika sonra', '2026-02-11T10:20'],
    ['on dakika sonra', '2026-02-11T10:10'],
    ['akşam yedi buçukta', '2026-02-11T19:30'],
    ['çeyrek saat sonra', '2026-02-11T10:15'],
    ["bu akşam saat 8'de", '2026-02-11T20:00'],
    ['19 şubat perşembe', '2026-02-19'],
    ['perşembe 19 şubat', '2026-02-19'],
    ["yarın sabah 9'da", '2026-02-12T09:00'],
    ['2 hafta sonra', '2026-02-25'],
    ['20.02', 'ask:2026-02-20T09:00|2026-02-11T20:02'],
    ["saat 1730'da", '2026-02-11T17:30'],
    ["yarın öğlen 12'de", '2026-02-12T12:00'],
    ['mart ayının ilk cuması', '2026-03-06'],
    ['şubatın son cuması', '2026-02-27'],
    ['gelecek hafta cuma', '2026-02-20'],
  ],
};

export function northPhrasing(): Annotated[] {
  return Object.entries(ROWS).flatMap(([locale, rows]) => {
    const now = DateTime.fromISO('2026-02-11T10:00:00', { zone: ZONES[locale] });
    return rows.map(([text, r]): Annotated => {
      const base = {
        text,
        now,
        locale,
        source: 'native phrasing (issue 18, ninth round)',
        context: 'north-phrasing-2026-02-11T10:00',
      };
      if (r === 'refuse') return { ...base, reading: { refuse: 'a time already past' } };
      if (r.startsWith('ask:'))
        return {
          ...base,
          reading: {
            ask: r
              .slice(4)
              .split('|')
              .map((x) => DateTime.fromISO(x, { zone: now.zone })),
            reason: 'a dotted day and month alone is also a clock (decisions: ask)',
          },
        };
      const start = DateTime.fromISO(r, { zone: now.zone });
      return { ...base, reading: { start, grain: r.includes('T') ? 'minute' : 'day' } };
    });
  });
}

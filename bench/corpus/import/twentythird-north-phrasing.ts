import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the twenty-third round (issue 18) in pl, ru, uk and tr, from sources the
 * corpus had not used: OpenVoiceOS's date parser tests (Polish `za 5 dni od dzisiaj`, `2 dni po
 * sobocie`, Russian guards) and dateparser's per-language tables (the abbreviations `tyg`, `mies`,
 * `след нед`, `наст міс`, `hf`, `сут`, `тиж`, `дн`, the collective `двое суток`, uk `опів на`).
 * Expressions only, written again as a user types them, with readings by decisions.md. Said on
 * Thursday 14 May 2026 at 10:00 local (pl Europe/Warsaw, ru Europe/Moscow, uk Europe/Kyiv, tr
 * Europe/Istanbul).
 */

const NEXT_WEEK = '2026-05-21T10:00'; // `next week`: the same time a week on, as the full forms read
const NEXT_MONTH = '2026-06-14T10:00'; // `next month`: the same day and time a month on

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  pl: [
    // A count of days or weeks from, or after, a day (`za N … od <day>`, `N … po <day>`): OpenVoiceOS
    // https://github.com/OpenVoiceOS/ovos-date-parser/blob/1f15b2fc290baaf9e5ef90289e3a659f9d29b6de/test/parse_tests/test_parse_pl.py
    // (`za 5 dni od dzisiaj`, `za 3 dni od jutra`, `2 dni po Sobocie`, `za 2 dni po Piątku`,
    // `za 2 tygodnie i 6 dni od Soboty`); other days and units ours.
    ['za 5 dni od dzisiaj', '2026-05-19T10:00'],
    ['za 3 dni od jutra', '2026-05-18T10:00'],
    ['za tydzień od jutra', '2026-05-22T10:00'],
    ['za 2 dni od dziś', '2026-05-16T10:00'],
    ['2 dni po sobocie', '2026-05-18T09:00'],
    ['o 10 rano 2 dni po sobocie', '2026-05-18T10:00'],
    ['za 2 dni po piątku', '2026-05-17T09:00'],
    ['3 dni po niedzieli', '2026-05-20T09:00'],
    ['tydzień po środzie', '2026-05-27T09:00'],
    ['2 dni po poniedziałku o 15:00', '2026-05-20T15:00'],
    ['za 2 tygodnie od soboty', '2026-05-30T09:00'],
    ['za 2 dni od poniedziałku', '2026-05-20T09:00'],
    ['za 2 tygodnie i 6 dni od soboty', '2026-06-05T09:00'],
    ['3 dni od wtorku', '2026-05-22T09:00'],
    // Left refused: a week from the day, or the week that starts on it (twenty-second round).
    ['tydzień od poniedziałku', 'refuse'],
    ['od poniedziałku do piątku', 'refuse'],
    ['od jutra', 'refuse'],
    // The abbreviated week and month after `next`: dateparser's table
    // https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/pl.py
    // (`w przyszłym tyg`, `w przyszłym mies`, relative-type `in 1 week` / `in 1 month`).
    ['w przyszłym tyg', NEXT_WEEK],
    ['w przyszlym tyg', NEXT_WEEK],
    ['w przyszłym mies', NEXT_MONTH],
    ['w następnym miesiącu', NEXT_MONTH],
    ['w nast. tyg.', NEXT_WEEK],
  ],
  ru: [
    // dateparser https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/ru.py
    // (relative-type `in 1 week`: `на след нед`, `на следующей нед`; `in 1 month`: `в след мес`,
    // `в следующем мес`; the day unit `сут`; the collective numeral `двое` in its simplifications).
    ['на след нед', NEXT_WEEK],
    ['на следующей нед', NEXT_WEEK],
    ['на след неделе', NEXT_WEEK],
    ['в след мес', NEXT_MONTH],
    ['в следующем мес', NEXT_MONTH],
    ['в след месяце', NEXT_MONTH],
    ['через 2 сут', '2026-05-16T10:00'],
    ['через двое суток', '2026-05-16T10:00'],
    ['через трое суток', '2026-05-17T10:00'],
    ['через четверо суток', '2026-05-18T10:00'],
    // Guards: OpenVoiceOS https://github.com/OpenVoiceOS/ovos-date-parser/blob/d4d1229ab80e44afe79bff79c37023a3ad003c84/test/parse_tests/test_parse_ru.py
    ['в 5 дня', '2026-05-14T17:00'],
    ['в 3 часа ночи', '2026-05-15T03:00'],
    ['в 9 вечера', '2026-05-14T21:00'],
    ['через 2 дня после субботы', '2026-05-18T09:00'],
  ],
  uk: [
    // dateparser https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/uk.py
    // (relative-type `наст тижня`, `наст міс`; units `тиж`, `дн`; simplifications `опів на`).
    ['наст тижня', NEXT_WEEK],
    ['наст міс', NEXT_MONTH],
    ['наступного міс', NEXT_MONTH],
    ['у наступному місяці', NEXT_MONTH],
    ['в наступному місяці', NEXT_MONTH],
    ['через 2 тиж', '2026-05-28T10:00'],
    ['через 3 дн', '2026-05-17T10:00'],
    ['через двоє діб', '2026-05-16T10:00'],
    ['опів на восьму вечора', '2026-05-14T19:30'],
    ['завтра опів на дев’яту', '2026-05-15T08:30'],
    ['опів на сьому ранку', '2026-05-15T06:30'],
    // Guard: `через 2 дні після суботи` reads (the day after a count, as ru).
    ['через 2 дні після суботи', '2026-05-18T09:00'],
  ],
  tr: [
    // dateparser https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/tr.py
    // (week `hf`: `gelecek hf`, `2 hf sonra`; `önümüzdeki` for `in 1 week`).
    ['gelecek hf', NEXT_WEEK],
    ['önümüzdeki hf', NEXT_WEEK],
    ['2 hf sonra', '2026-05-28T10:00'],
    ['3 hf içinde', '2026-06-04T10:00'],
    // The `at` ending written apart after the hour (`14 te`, `16 da`: the apostrophe typed as a
    // space): a Turkish assistant's parser tests
    // https://github.com/muratturan19/Kisisel_Asistan/blob/4d391c329a9a4de3c045bb1b8b0dcfe48883cf7a/tests/test_parser_tr.py
    // (`Yarın saat 14 te`, `Bugün 16 da`, `Pazartesi 9 da`, `Akşam saat 9 da` in another version);
    // other hours and endings ours, read as with the apostrophe (`pazartesi 9'da`).
    ['yarın saat 14 te', '2026-05-15T14:00'],
    ['bugün 16 da', '2026-05-14T16:00'],
    ['pazartesi 9 da', '2026-05-18T09:00'],
    ['akşam saat 9 da', '2026-05-14T21:00'],
    ['cuma 10 da', '2026-05-15T10:00'],
    ['yarın 8 de', '2026-05-15T08:00'],
    ['yarın 15:30 da', '2026-05-15T15:30'],
    ['bugün 17.45 te', '2026-05-14T17:45'],
    ['cumartesi 11 de', '2026-05-16T11:00'],
    // Guards from the same table: its am/pm `ÖÖ`/`ÖS` before the clock, as CLDR's `a h:mm`.
    ['yarın ÖS 3:30', '2026-05-15T15:30'],
    ['ÖÖ 9:30', '2026-05-15T09:30'],
  ],
};

const REASONS = {
  refuse: 'a week from the day or the week from it; a range; a start, not an instant',
  ask: 'two readings people use',
};

export function twentythirdNorthPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-05-14T10:00:00'),
    'native phrasing, twenty-third round (issue 18)',
    'twentythird-north-2026-05-14T10:00',
    REASONS,
  );
}

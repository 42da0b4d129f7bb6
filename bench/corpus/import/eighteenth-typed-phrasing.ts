import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the eighteenth round (issue 18): times typed the short way, written
 * down with their readings before the reader learned them. Turkish possessive endings typed
 * without their apostrophe (`ayın 15i`, as `ayın 20si` already read), Polish `godz.` before the
 * hour as forms and notices write it (`godz. 15`, `w piątek, godz. 18`). Said on Thursday 5 March
 * 2026 at 10:00 local. And a hyphenated pair typed alone that cannot be day first in Russian and
 * Ukrainian (`9-30`, `12-30`): the month-first date, or the clock they write so. Gaps found probing
 * common phrasing: a number and a half as one word or three (de `zweieinhalb`, nl `tweeënhalf`,
 * `twee en een half`, pl `dwie i pół`), the n-th weekday of next month where "next month" is one
 * table word (pl `przyszłego miesiąca`, ru `следующего месяца`), midnight after this evening or
 * tonight's word (`ce soir à minuit`, `esta noche a medianoche`, `bu gece yarısı`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  // A hyphenated pair typed alone that cannot be day first: the date month first; in Russian and
  // Ukrainian, which write a clock so ('в 9-30'), that date or the clock (asked).
  en: [
    ['9-30', '2026-09-30T09:00'],
    ['12-30', '2026-12-30T09:00'],
    ['this evening at midnight', '2026-03-06T00:00'],
  ],
  'en-GB': [
    ['9-30', '2026-09-30T09:00'],
    ['30-9', '2026-09-30T09:00'],
    ['this evening at midnight', '2026-03-06T00:00'],
  ],
  de: [
    ['9-30', '2026-09-30T09:00'],
    ['um 9-30', '2026-03-06T09:30'],
    ['30-09', '2026-09-30T09:00'],
    ['in zweieinhalb Stunden', '2026-03-05T12:30'],
    ['in dreieinhalb Stunden', '2026-03-05T13:30'],
    ['in zweieinhalb Minuten', '2026-03-05T10:02:30'],
    ['heute Nacht um Mitternacht', '2026-03-06T00:00'],
    ['heute Abend um Mitternacht', '2026-03-06T00:00'],
    ['genau um 14 Uhr', '2026-03-05T14:00'],
    ['um 14 Uhr genau', '2026-03-05T14:00'],
    ['morgen genau um 9', 'ask:2026-03-06T09:00|2026-03-06T21:00'],
  ],
  fr: [
    ['9-30', '2026-09-30T09:00'],
    ['ce soir à minuit', '2026-03-06T00:00'],
    ['cette nuit à minuit', '2026-03-06T00:00'],
    ['demain soir à minuit', 'ask:2026-03-06T00:00|2026-03-07T00:00'],
  ],

  'es-ES': [
    ['9-30', '2026-09-30T09:00'],
    ['esta noche a medianoche', '2026-03-06T00:00'],
  ],
  it: [
    ['9-30', '2026-09-30T09:00'],
    ['stanotte a mezzanotte', '2026-03-06T00:00'],
  ],
  nl: [
    ['9-30', '2026-09-30T09:00'],
    ['over tweeënhalf uur', '2026-03-05T12:30'],
    ['over tweeenhalf uur', '2026-03-05T12:30'],
    ['over drieënhalf uur', '2026-03-05T13:30'],
    ['over twee en een half uur', '2026-03-05T12:30'],
    ['over 2 en een half uur', '2026-03-05T12:30'],
    ['precies om 14 uur', '2026-03-05T14:00'],
    ['om precies 14 uur', '2026-03-05T14:00'],
    ['klokslag 14 uur', '2026-03-05T14:00'],
    ['om 14 uur precies', '2026-03-05T14:00'],
  ],
  'pt-BR': [['9-30', '2026-09-30T09:00']],
  ru: [
    ['9-30', 'ask:2026-09-30T09:00|2026-03-06T09:30'],
    ['12-30', 'ask:2026-12-30T09:00|2026-03-05T12:30'],
    ['в 9-30', '2026-03-06T09:30'],
    ['завтра в 12-30', '2026-03-06T12:30'],
    ['30-09', '2026-09-30T09:00'],
    ['25-12', '2026-12-25T09:00'],
    ['в первый понедельник следующего месяца', '2026-04-06T09:00'],
    ['в последнюю пятницу следующего месяца', '2026-04-24T09:00'],
    // Minutes into the next hour before `дня` (the afternoon; also the day unit's genitive).
    ['пять минут третьего дня', '2026-03-05T14:05'],
    ['двадцать минут третьего дня', '2026-03-05T14:20'],
    ['десять минут второго дня', '2026-03-05T13:10'],
    ['пять минут третьего ночи', '2026-03-06T02:05'],
  ],
  uk: [
    ['9-30', 'ask:2026-09-30T09:00|2026-03-06T09:30'],
    ['о 9-30', '2026-03-06T09:30'],
  ],
  tr: [
    ['ayın 15i', '2026-03-15T09:00'],
    ['ayın 15i saat 10', '2026-03-15T10:00'],
    ['ayın 9u', '2026-03-09T09:00'],
    ['ayın 6sı', '2026-03-06T09:00'],
    ['ayın 3ü', '2026-04-03T09:00'],
    ['Martın 15i', '2026-03-15T09:00'],
    ['Nisanın 15i saat 14te', '2026-04-15T14:00'],
    ['saat 3ü 10 geçe', '2026-03-05T15:10'],
    ['bu gece yarısı', '2026-03-06T00:00'],
    ['bu gece yarisi', '2026-03-06T00:00'],
    ['yarın saat 9u çeyrek geçe', '2026-03-06T09:15'],
  ],
  pl: [
    ['9-30', '2026-09-30T09:00'],
    ['za dwie i pół godziny', '2026-03-05T12:30'],
    ['za 2 i pół godziny', '2026-03-05T12:30'],
    ['za trzy i pol godziny', '2026-03-05T13:30'],
    ['w pierwszy poniedziałek przyszłego miesiąca', '2026-04-06T09:00'],
    ['w ostatni piątek przyszłego miesiąca', '2026-04-24T09:00'],
    ['godz. 15', '2026-03-05T15:00'],
    ['godz. 15:30', '2026-03-05T15:30'],
    ['jutro godz. 15', '2026-03-06T15:00'],
    ['jutro, godz. 15', '2026-03-06T15:00'],
    ['w piątek, godz. 18', '2026-03-06T18:00'],
    ['piątek godz. 18:30', '2026-03-06T18:30'],
    ['10 marca, godz. 9:00', '2026-03-10T09:00'],
    ['10.03.2026 godz. 9.00', '2026-03-10T09:00'],
    ['godzina 15', '2026-03-05T15:00'],
    ['jutro godzina 9', '2026-03-06T09:00'],
    ['godz. 8', '2026-03-06T08:00'],
    ['15 godz.', 'refuse'],
    ['za 2 godz.', '2026-03-05T12:00'],
  ],
};

const REASONS = {
  refuse: 'a count of hours with no word for "in" (15 godz.: fifteen hours from when?)',
  ask: 'a hyphenated pair typed alone that cannot be day first, in a language that writes a clock with a hyphen (ru, uk 9-30: 30 September, or 09:30)',
};

export function eighteenthTypedPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-03-05T10:00:00'),
    'native phrasing, eighteenth round (issue 18)',
    'eighteenth-typed-2026-03-05T10:00',
    REASONS,
  );
}

import type { Annotated } from './annotation.js';
import { atLocal, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the sixteenth round (issue 18): times and dates as people in Poland,
 * Russia, Ukraine and Turkey write them out in words in chat, written down with their readings
 * before the reader learned from them: the forms it refused at the round's start (minutes of the
 * next hour, a day and a day and a half as units, a duration in the dative), beside everyday
 * phrasing it already reads and the forms we refuse on purpose (vague). Read on Tuesday 10 March
 * 2026, 10:00 local. A reading is a local minute, a whole local day, a span of hours
 * (`from..to`), a refusal or the readings asked (`ask:a|b`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  pl: [
    // Spoken clocks in words.
    ['o wpół do ósmej', '2026-03-11T07:30'],
    ['jutro o wpół do ósmej', '2026-03-11T07:30'],
    ['o wpół do dziewiątej wieczorem', '2026-03-10T20:30'],
    ['pół do ósmej', '2026-03-11T07:30'],
    ['o pół do dziewiątej', '2026-03-11T08:30'],
    ['jutro pół do ósmej', '2026-03-11T07:30'],
    ['za pięć ósma rano', '2026-03-11T07:55'],
    ['za kwadrans dziewiąta wieczorem', '2026-03-10T20:45'],
    ['dziesięć po siódmej wieczorem', '2026-03-10T19:10'],
    ['o dwudziestej pierwszej trzydzieści', '2026-03-10T21:30'],
    ['o dziewiętnastej', '2026-03-10T19:00'],
    ['o siódmej rano', '2026-03-11T07:00'],
    ['o ósmej trzydzieści rano', '2026-03-11T08:30'],
    // Dates in words.
    ['piętnastego marca', '2026-03-15'],
    ['pierwszego kwietnia', '2026-04-01'],
    ['dwudziestego marca', '2026-03-20'],
    ['trzydziestego pierwszego marca', '2026-03-31'],
    ['dwudziestego trzeciego grudnia o ósmej rano', '2026-12-23T08:00'],
    ['trzeciego', '2026-04-03'],
    ['w ostatni piątek listopada', '2026-11-27'],
    ['w drugi wtorek grudnia', '2026-12-08'],
    // Durations in words: an hour and a half, quarters, a day (doba), half a year.
    ['za półtorej godziny', '2026-03-10T11:30'],
    ['za pół godziny', '2026-03-10T10:30'],
    ['za kwadrans', '2026-03-10T10:15'],
    ['za godzinę i kwadrans', '2026-03-10T11:15'],
    ['za trzy kwadranse', '2026-03-10T10:45'],
    ['za dwa kwadranse', '2026-03-10T10:30'],
    ['za dobę', '2026-03-11T10:00'],
    ['za dwie doby', '2026-03-12T10:00'],
    ['za trzy doby', '2026-03-13T10:00'],
    ['za pół roku', '2026-09-10T10:00'],
    // A weekday's place in the month, the month unit in the genitive: this month's.
    ['w ostatni piątek miesiąca', '2026-03-27'],
    ['w ostatni piątek miesiąca o 18', '2026-03-27T18:00'],
    ['w trzeci czwartek miesiąca', '2026-03-19'],
    ['ostatnia sobota miesiąca', '2026-03-28'],
  ],
  ru: [
    // Minutes of the next hour: 'двадцать минут девятого' is 8:20.
    ['двадцать минут девятого утра', '2026-03-11T08:20'],
    ['в двадцать минут девятого вечера', '2026-03-10T20:20'],
    ['пять минут третьего ночи', '2026-03-11T02:05'],
    ['десять минут седьмого вечера', '2026-03-10T18:10'],
    ['завтра в десять минут восьмого утра', '2026-03-11T07:10'],
    ['двадцать пять минут девятого вечера', '2026-03-10T20:25'],
    ['в 10 минут восьмого вечера', '2026-03-10T19:10'],
    ['четверть девятого утра', '2026-03-11T08:15'],
    ['половина девятого', '2026-03-11T08:30'],
    ['без пятнадцати восемь', '2026-03-11T07:45'],
    ['через пять минут', '2026-03-10T10:05'],
    // A weekday's place in the month, the month unit in the genitive: this month's.
    ['в последнюю пятницу месяца', '2026-03-27'],
    ['в последнюю пятницу месяца в 18:00', '2026-03-27T18:00'],
  ],
  uk: [
    // Minutes of the next hour: 'десять хвилин на восьму' is 7:10.
    ['завтра десять хвилин на восьму ранку', '2026-03-11T07:10'],
    ['десять хвилин на восьму вечора', '2026-03-10T19:10'],
    ["о двадцять хвилин на дев'яту вечора", '2026-03-10T20:20'],
    ["двадцять хвилин на дев'яту ранку", '2026-03-11T08:20'],
    ['десять на восьму ранку', '2026-03-11T07:10'],
    ["п'ять на восьму вечора", '2026-03-10T19:05'],
    // Everyday phrasing it reads.
    ["завтра о дев'ятій ранку", '2026-03-11T09:00'],
    ["о пів на дев'яту", '2026-03-11T08:30'],
    ["за чверть дев'ята ранку", '2026-03-11T08:45'],
    ["чверть на дев'яту вечора", '2026-03-10T20:15'],
    ["без чверті дев'ята", '2026-03-11T08:45'],
    ['в наступний вівторок', '2026-03-17'],
    ['через півтори години', '2026-03-10T11:30'],
    ['через дві з половиною години', '2026-03-10T12:30'],
    ['через пів години', '2026-03-10T10:30'],
    ['через добу', '2026-03-11T10:00'],
    ['післязавтра ввечері', '2026-03-12T17:00..2026-03-12T23:00'],
    ['о 15:00 у суботу', '2026-03-14T15:00'],
    ["п'ятнадцятого березня", '2026-03-15'],
    ['двадцять третього грудня о восьмій ранку', '2026-12-23T08:00'],
    ['о двадцять першій тридцять', '2026-03-10T21:30'],
    ['о 9 ранку в понеділок', '2026-03-16T09:00'],
    ['в понеділок о пів на десяту', '2026-03-16T09:30'],
    ['у середу о 18:00', '2026-03-11T18:00'],
    // A weekday's place in the month, the month unit in the genitive: this month's.
    ["в останню п'ятницю місяця", '2026-03-27'],
    ["в останню п'ятницю місяця о 17:00", '2026-03-27T17:00'],
  ],
  tr: [
    // A duration in the dative: 'on dakikaya' (in ten minutes).
    ['on dakikaya', '2026-03-10T10:10'],
    ['10 dakikaya', '2026-03-10T10:10'],
    ['beş dakikaya', '2026-03-10T10:05'],
    // A weekday's place in the month after 'ayın' alone: this month's.
    ['ayın son cuması', '2026-03-27'],
    ["ayın son cuması saat 18'de", '2026-03-27T18:00'],
    ['ayın üçüncü perşembesi', '2026-03-19'],
    // Everyday phrasing it reads.
    ["yarın öğlen 12'de", '2026-03-11T12:00'],
    ['pazartesi sabah 9 buçukta', '2026-03-16T09:30'],
    ["cuma günü saat 3'te", '2026-03-13T15:00'],
    ['haftaya bugün', '2026-03-17T10:00'],
    ['gelecek hafta çarşamba', '2026-03-18'],
    ["iki gün sonra saat 10'da", '2026-03-12T10:00'],
    ['gece yarısı', '2026-03-11T00:00'],
    ["yarın akşam 8'de", '2026-03-11T20:00'],
    ["perşembe öğleden sonra 3'te", '2026-03-12T15:00'],
    ['haftaya salı', '2026-03-17'],
    ['yarım saat sonra', '2026-03-10T10:30'],
    ['bir buçuk saat sonra', '2026-03-10T11:30'],
    ["yarından sonra saat 9'da", '2026-03-12T09:00'],
    ["15 Nisan'da", '2026-04-15'],
    ["ayın 20'sinde saat 14'te", '2026-03-20T14:00'],
    ["saat 9'u çeyrek geçe", '2026-03-11T09:15'],
    ["9'a çeyrek kala", '2026-03-11T08:45'],
    ['öğleden sonra 2 buçukta', '2026-03-10T14:30'],
    ['iki hafta sonra cuma', '2026-03-27'],
    // Refused on purpose: vague.
    ['akşama doğru', 'refuse'],
    ['öğle arası', 'refuse'],
    ['yarın sabah erkenden', 'refuse'],
  ],
};

export function sixteenthNorthPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    atLocal('2026-03-10T10:00:00'),
    'native phrasing, sixteenth round (issue 18)',
    'sixteenth-phrasing-2026-03-10T10:00',
    {
      refuse: 'vague: a part of the day without its hour',
      ask: 'an hour without a time of day (both halves)',
    },
  );
}

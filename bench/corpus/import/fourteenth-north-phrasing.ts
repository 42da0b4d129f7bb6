import type { Annotated } from './annotation.js';
import { atLocal, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the fourteenth round (issue 18): how people in Poland, Russia, Ukraine
 * and Turkey type a reminder time in chat, the forms the reader refused at the round's start
 * written down with their readings before the reader learned from them, beside everyday phrasing
 * it already reads and the forms we refuse on purpose (vague, or a weekday and a date that
 * disagree). Read on Tuesday 10 March 2026, 10:00 local. A reading is a local minute, a whole
 * local day, a span of hours (`from..to`: a part of the day, any hour of it), a refusal or the
 * readings asked (`ask:a|b`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  pl: [
    // A day of the month alone in ordinal words (genitive): the next such day, as '15-go'.
    ['dwudziestego pierwszego', '2026-03-21'],
    ['piętnastego o 18', '2026-03-15T18:00'],
    ['dwudziestego pierwszego o 9', '2026-03-21T09:00'],
    ['pierwszego', '2026-04-01'],
    ['trzydziestego pierwszego', '2026-03-31'],
    ['piętnastego wieczorem', '2026-03-15T17:00..2026-03-15T23:00'],
    ['dwunastego o 10:30', '2026-03-12T10:30'],
    // Minutes before a spoken hour with a tens word ('za dwadzieścia ósma': 7:40).
    ['za dwadzieścia ósma wieczorem', '2026-03-10T19:40'],
    ['za dwadzieścia ósma rano', '2026-03-11T07:40'],
    ['za dwadzieścia piąta po południu', '2026-03-10T16:40'],
    ['jutro za dwadzieścia dziewiąta rano', '2026-03-11T08:40'],
    // 'po południu' after an hour 1-11 is pm.
    ['9:30 po południu', '2026-03-10T21:30'],
    ['o 9 po południu', '2026-03-10T21:00'],
    ['11:00 po południu', '2026-03-10T23:00'],
    ['jutro o 8 po południu', '2026-03-11T20:00'],
    ['jutro po południu', '2026-03-11T12:00..2026-03-11T18:00'],
    ['o 5 po południu', '2026-03-10T17:00'],
    // Everyday chat phrasing.
    ['w sobotę rano', '2026-03-14T06:00..2026-03-14T12:00'],
    ['w przyszły wtorek o 17', '2026-03-17T17:00'],
    ['pojutrze o wpół do ósmej wieczorem', '2026-03-12T19:30'],
    ['za kwadrans ósma wieczorem', '2026-03-10T19:45'],
    ['dziś wieczorem o 20', '2026-03-10T20:00'],
    ['w niedzielę w południe', '2026-03-15T12:00'],
    ['za tydzień w środę', '2026-03-18'],
    ['w środę za tydzień', '2026-03-18'],
    ['jutro o 10:30', '2026-03-11T10:30'],
    ['dziś o 21', '2026-03-10T21:00'],
    ['w piątek wieczorem o 19', '2026-03-13T19:00'],
    ['w poniedziałek o 8 rano', '2026-03-16T08:00'],
    ['w sobotę o 12', '2026-03-14T12:00'],
    ['jutro o 7:45', '2026-03-11T07:45'],
    ['jutro o siódmej rano', '2026-03-11T07:00'],
    ['o ósmej wieczorem', '2026-03-10T20:00'],
    ['dziś po południu o 4', '2026-03-10T16:00'],
    ['w czwartek po południu o 3', '2026-03-12T15:00'],
    ['za 3 dni o 12', '2026-03-13T12:00'],
    ['w przyszłą środę o 18:30', 'ask:2026-03-11T18:30|2026-03-18T18:30'],
    ['w środę o 9.30', '2026-03-11T09:30'],
    ['czwartek 19:30', '2026-03-12T19:30'],
    ['jutro rano o 7', '2026-03-11T07:00'],
    ['dziś 20:00', '2026-03-10T20:00'],
    ['w południe w piątek', '2026-03-13T12:00'],
    ['jutro w nocy o 23', '2026-03-11T23:00'],
    // Refused on purpose.
    ['12:00 przed południem', 'refuse'],
    ['jutro po pracy', 'refuse'],
    ['pod wieczór', 'refuse'],
    ['na dniach', 'refuse'],
  ],
  ru: [
    // A date with its year, then 'часов в' (at about) and the hour.
    ['20.03.2026 часов в 7 вечера', '2026-03-20T19:00'],
    ['20 марта 2026 года часов в 7 вечера', '2026-03-20T19:00'],
    // A dotted or dashed clock with its time of day, without 'в'.
    ['11.10 вечера', '2026-03-10T23:10'],
    ['8.30 вечера', '2026-03-10T20:30'],
    ['5-59 вечера', '2026-03-10T17:59'],
    ['7-30 утра', '2026-03-11T07:30'],
    ['завтра 7-30 утра', '2026-03-11T07:30'],
    // A weekday with an ordinal day of the month after it.
    ['в понедельник 30-го', '2026-03-30'],
    ['в понедельник 30-го в 10', '2026-03-30T10:00'],
    ['во вторник 31-го', '2026-03-31'],
    ['в пятницу 27-го', '2026-03-27'],
    // Refused on purpose.
    ['17-59', 'refuse'],
    ['следующую среду в 2:25 вечера', 'refuse'],
    ['следующий понедельник 3:45 вечера', 'refuse'],
    ['в понедельник 31-го', 'refuse'],
    ['через несколько минут', 'refuse'],
  ],
  uk: [
    // An hour with its ordinal ending ('о 21-й': at the 21st hour).
    ['о 21-й', '2026-03-10T21:00'],
    ['о 18-й', '2026-03-10T18:00'],
    ['завтра о 19-й', '2026-03-11T19:00'],
    ['у п’ятницю о 20-й', '2026-03-13T20:00'],
    // The hour in words, then its minutes.
    ['о дев’ятнадцятій тридцять', '2026-03-10T19:30'],
    ['у середу о дев’ятнадцятій тридцять', '2026-03-11T19:30'],
    ['11.10 вечора', '2026-03-10T23:10'],
    ['у понеділок 30-го', '2026-03-30'],
    // Refused on purpose.
    ['через декілька хвилин', 'refuse'],
    ['за кілька хвилин', 'refuse'],
  ],
  tr: [
    // Next month's day.
    ["gelecek ayın 20'si", '2026-04-20'],
    ["gelecek ayın 5'i", '2026-04-05'],
    ["gelecek ayın 20'sinde saat 10'da", '2026-04-20T10:00'],
    ['gelecek ayın ikinci pazartesi', '2026-04-13'],
    // A length from tomorrow. 'yarından itibaren üç hafta' (three weeks from tomorrow on) is a span,
    // refused (decided in the fifteenth round); with 'sonra' it is the day three weeks on.
    ['yarından itibaren üç hafta', 'refuse'],
    ['yarından itibaren üç hafta sonra', '2026-04-01T10:00'],
    ['yarından sonra 2 hafta', '2026-03-25'],
    // Towards morning: the small hours.
    ["sabaha karşı 4'te", '2026-03-11T04:00'],
    // Clock words alone, with no 'saat', time of day or suffix: also a count or a range ('beş on',
    // five or ten), refused (decided in the fifteenth round; 'saat sekiz kırk' is the clock).
    ['Sekiz kırk', 'refuse'],
    ['Yedi otuz beş', 'refuse'],
    // A weekday and the day of the month: read when they agree.
    ["salı 31'i", '2026-03-31'],
    ["salı günü 31'i", '2026-03-31'],
    ["pazartesi 16'sı", '2026-03-16'],
    ['bu cuma günü 13 mart', '2026-03-13'],
    // Refused on purpose: they disagree, or the number is a day or an hour.
    ["pazar 31'i", 'refuse'],
    ["çarşamba günü 31'i", 'refuse'],
    ['bu cuma günü 15 haziran', 'refuse'],
    ['cumartesi 5', 'refuse'],
    ['birkaç dakika içinde', 'refuse'],
  ],
};

export function fourteenthNorthPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    atLocal('2026-03-10T10:00:00'),
    'native phrasing, fourteenth round (issue 18)',
    'fourteenth-phrasing-2026-03-10T10:00',
    {
      refuse: 'vague, a weekday and a date that disagree, or a clock its time of day contradicts',
      ask: 'an hour without a time of day (both halves)',
    },
  );
}

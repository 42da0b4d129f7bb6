import { DateTime } from 'luxon';
import type { Annotated } from './annotation.js';
import { phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the thirteenth round (issue 18): how people in the Netherlands, Poland,
 * Germany, Russia, Ukraine and Turkey type a reminder time in chat that the reader refused at the
 * round's start, written down with their readings before the reader learned from them, beside
 * the forms we refuse on purpose (deadlines, vague hours). Read on Tuesday 10 March 2026, 10:00
 * local. A reading is a local minute, a whole local day, a span of hours (`from..to`: a part of
 * the day, any hour of it), a refusal or the readings asked (`ask:a|b`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  nl: [
    // aanstaande, abbreviated: 'a.s.', 'as', and after the day or date.
    ['a.s. donderdag', '2026-03-12'],
    ['a.s. donderdag om 8 uur', '2026-03-12T08:00'],
    ['a.s. vrijdag om 20:00', '2026-03-13T20:00'],
    ['a.s. maandag', '2026-03-16'],
    ["a.s. zaterdag 's avonds om 7 uur", '2026-03-14T19:00'],
    ['om 15:00 a.s. donderdag', '2026-03-12T15:00'],
    ['a.s donderdag', '2026-03-12'],
    ['as donderdag', '2026-03-12'],
    ['as vrijdag om 15:00', '2026-03-13T15:00'],
    ['donderdag a.s.', '2026-03-12'],
    ['vrijdag a.s. om 20:00', '2026-03-13T20:00'],
    ['donderdag aanstaande', '2026-03-12'],
    ['zondag aanstaande om 10 uur', '2026-03-15T10:00'],
    ['12 maart a.s.', '2026-03-12'],
    ['op 12 maart a.s. om 10 uur', '2026-03-12T10:00'],
    ['a.s. woensdag 11 maart', '2026-03-11'],
    // om de ...: every ...
    ['om de twee weken', '2026-03-11T09:00'],
    ['om de 2 weken', '2026-03-11T09:00'],
    ['om de dag', '2026-03-11T09:00'],
    ['om de twee dagen om 8 uur', '2026-03-11T08:00'],
    ['om de week op maandag', '2026-03-16T09:00'],
    // An hour with -en: about that hour.
    ['rond vijven', 'ask:2026-03-11T05:00|2026-03-10T17:00'],
    ['morgen rond vieren', 'ask:2026-03-11T04:00|2026-03-11T16:00'],
    ["rond zessen 's avonds", '2026-03-10T18:00'],
    // The end of the afternoon; the weekend.
    ['eind van de middag', '2026-03-10T17:00'],
    ['morgen eind van de middag', '2026-03-11T17:00'],
    ['aan het eind van de middag', '2026-03-10T17:00'],
    ['in het weekend', '2026-03-14'],
    ['in het weekend om 10 uur', '2026-03-14T10:00'],
    // Refused on purpose.
    ["9:30 's middags", 'refuse'],
    ['morgen vroeg', 'refuse'],
    ['vanavond laat', 'refuse'],
    ['zo om 10 uur', 'refuse'],
    ['na het weekend', 'refuse'],
    ['voor donderdag', 'refuse'],
    ['uiterlijk vrijdag', 'refuse'],
    ['a.s.', 'refuse'],
    // Second batch.
    ['komende week donderdag', '2026-03-19'],
    ['donderdag komende week om 10 uur', '2026-03-19T10:00'],
    ['aankomende week dinsdag', '2026-03-17'],
  ],
  pl: [
    // Second pass: everyday chat phrasing of days and hours.
    ['w poniedziałek rano o 8', '2026-03-16T08:00'],
    ['15 maja', '2026-05-15'],
    ['15-go', '2026-03-15'],
    ['piętnastego', '2026-03-15'],
    ['na godzinę 17', '2026-03-10T17:00'],
    ['na 17:00', '2026-03-10T17:00'],
    ['o 17-tej', '2026-03-10T17:00'],
    ['w czwartek o 18', '2026-03-12T18:00'],
    ['w piątek o 15:30', '2026-03-13T15:30'],
    ['jutro o 9 rano', '2026-03-11T09:00'],
    ['w sobotę o 10 rano', '2026-03-14T10:00'],
    ['pojutrze o 14', '2026-03-12T14:00'],
    ['20 marca o 12:00', '2026-03-20T12:00'],
    ['w niedzielę', '2026-03-15'],
    ['we wtorek o 19:00', '2026-03-17T19:00'],
    // ok.: około.
    ['ok. 15:00', '2026-03-10T15:00'],
    ['ok. 20:00 w czwartek', '2026-03-12T20:00'],
    ['w czwartek ok. 20:00', '2026-03-12T20:00'],
    ['jutro ok. 10', 'ask:2026-03-11T10:00|2026-03-11T22:00'],
    ['ok. godz. 15', '2026-03-10T15:00'],
    ['około godz. 15', '2026-03-10T15:00'],
    // Hour and minutes with a space, after 'o'.
    ['o 20 30', '2026-03-10T20:30'],
    ['jutro o 15 00', '2026-03-11T15:00'],
    ['w środę o 18 45', '2026-03-11T18:45'],
    // br.: of this year.
    ['18 marca br.', '2026-03-18'],
    ['18 marca br. o 10', '2026-03-18T10:00'],
    // A diminutive; this time in a week.
    ['za pół godzinki', '2026-03-10T10:30'],
    ['za dwie godzinki', '2026-03-10T12:00'],
    ['za tydzień o tej porze', '2026-03-17T10:00'],
    // Refused on purpose.
    ['ok', 'refuse'],
    ['jutro z samego rana', 'refuse'],
    ['po 17', 'refuse'],
    ['za parę minut', 'refuse'],
    ['na weekend', 'refuse'],
    ['do piątku', 'refuse'],
    // Second batch.
    ['na weekendzie', '2026-03-14'],
    ['na weekendzie o 10', '2026-03-14T10:00'],
  ],
  de: [
    // h after an hour: o'clock or hours.
    ['20h', 'ask:2026-03-10T20:00|2026-03-11T06:00'],
    ['morgen 20h', '2026-03-11T20:00'],
    ['Do 18h', '2026-03-12T18:00'],
    ['Freitag 9h', '2026-03-13T09:00'],
    ['in 2h', '2026-03-10T12:00'],
    // A day number with its dot, then the clock.
    ['am 20. 18 Uhr', '2026-03-20T18:00'],
    ['am 20. 18:30', '2026-03-20T18:30'],
    // Spoken clipping.
    ['heut abend', '2026-03-10T17:00..2026-03-10T23:00'],
    ['heut Abend um 8', '2026-03-10T20:00'],
    ['in ner Stunde', '2026-03-10T11:00'],
    ['in ner halben Stunde', '2026-03-10T10:30'],
    ['am Wochenende', '2026-03-14'],
    ['am Wochenende um 10', '2026-03-14T10:00'],
    ['heute in einer Woche halb acht abends', '2026-03-17T19:30'],
    // Refused on purpose.
    ['bis Freitag', 'refuse'],
    ['zum 1.4.', 'refuse'],
    // Read since the sixteenth round (next week's Monday, as 'beginning of next week').
    ['Anfang nächster Woche', '2026-03-16T09:00'],
    ['nach dem Mittagessen', 'refuse'],
    // Second batch.
    ["in 'ner Stunde", '2026-03-10T11:00'],
    ['am WE', '2026-03-14'],
    ['am WE um 11', '2026-03-14T11:00'],
  ],
  ru: [
    ['в двадцать ноль-ноль', '2026-03-10T20:00'],
    ['в среду в двадцать ноль-ноль', '2026-03-11T20:00'],
    ['в двадцать ноль ноль', '2026-03-10T20:00'],
    ['в 20 ноль-ноль', '2026-03-10T20:00'],
    ['в среду через неделю в двадцать ноль-ноль', '2026-03-18T20:00'],
    ['в восемнадцать ноль-ноль завтра', '2026-03-11T18:00'],
    ['20 марта 2026 часов в 7 вечера', '2026-03-20T19:00'],
    ['в след. вторник', '2026-03-17'],
    ['к 5', 'refuse'],
    ['ближе к вечеру', 'refuse'],
    ['до завтра', 'refuse'],
    // Second batch: a half before the hour written apart, Moscow time, the weekend.
    ['в пол восьмого', '2026-03-11T07:30'],
    ['в пол-восьмого', '2026-03-11T07:30'],
    ['в пол девятого вечера', '2026-03-10T20:30'],
    ['в 19:00 по мск', '2026-03-10T19:00'],
    ['в 19 по мск', '2026-03-10T19:00'],
    ['завтра в 10 по мск', '2026-03-11T10:00'],
    ['в 19:00 мск', '2026-03-10T19:00'],
    ['в выходные', '2026-03-14'],
    ['на выходных', '2026-03-14'],
    ['на выходных в 12', '2026-03-14T12:00'],
    ['седня в 18:00', '2026-03-10T18:00'],
    ['завтра к 10', 'refuse'],
    ['в начале недели', 'refuse'],
    // Fourth batch. 'наст.' is Russian's abbreviation of 'настоящий' (present), not of next.
    ['в наст. вторник', 'refuse'],
  ],
  uk: [
    ['о двадцятій нуль-нуль', '2026-03-10T20:00'],
    ['у середу о двадцятій нуль-нуль', '2026-03-11T20:00'],
    ['о 20 нуль-нуль', '2026-03-10T20:00'],
    ['о вісімнадцятій нуль нуль завтра', '2026-03-11T18:00'],
    ['до завтра', 'refuse'],
    // Second batch.
    ['на вихідних', '2026-03-14'],
    ['у вихідні', '2026-03-14'],
    ['на вихідних о 12', '2026-03-14T12:00'],
    ['завтра до 10', 'refuse'],
    // Fourth batch.
    ['через годинку', '2026-03-10T11:00'],
    ['за годинку', '2026-03-10T11:00'],
    ['через пів годинки', '2026-03-10T10:30'],
    ['в наст. вівторок', '2026-03-17'],
    ["у наст. п'ятницю о 18:00", 'ask:2026-03-13T18:00|2026-03-20T18:00'],
    ['завтра на 9', 'refuse'],
  ],
  tr: [
    // Refused until the twenty-third round (a deadline?): `sonunda` is at the end, as `end of tomorrow`.
    ['yarının sonunda', '2026-03-11T17:00'],
    ['cuma gününe kadar', 'refuse'],
    ['12 mart perşembe günü', '2026-03-12'],
    // Second batch.
    ['hafta sonu', '2026-03-14'],
    ["hafta sonu saat 10'da", '2026-03-14T10:00'],
    ['haftaya bugün', '2026-03-17T10:00'],
    ['akşama doğru', 'refuse'],
    // Third batch: the locative suffix typed without its apostrophe, abbreviations.
    ['15te', '2026-03-10T15:00'],
    ['saat 15te', '2026-03-10T15:00'],
    ['yarın 9da', '2026-03-11T09:00'],
    ['yarın saat 10da', '2026-03-11T10:00'],
    ['cuma 18de', '2026-03-13T18:00'],
    ['perş 15:00', '2026-03-12T15:00'],
    ['cts 10:00', '2026-03-14T10:00'],
    ['bir sonraki pazartesi', '2026-03-16'],
    ['sabaha karşı 4', '2026-03-11T04:00'],
    ['yarın öğlene doğru', 'refuse'],
    ['10 dakikaya kadar', 'refuse'],
  ],
};

const ZONES: Record<string, string> = {
  nl: 'Europe/Amsterdam',
  pl: 'Europe/Warsaw',
  de: 'Europe/Berlin',
  ru: 'Europe/Moscow',
  uk: 'Europe/Kyiv',
  tr: 'Europe/Istanbul',
};

export function thirteenthNorthPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    (locale) => DateTime.fromISO('2026-03-10T10:00:00', { zone: ZONES[locale] }),
    'native phrasing, thirteenth round (issue 18)',
    'thirteenth-phrasing-2026-03-10T10:00',
    {
      refuse: 'a deadline (by when?), a vague hour or range, or no time in it',
      ask: 'an hour without a time of day (both halves), or a clock or a length',
    },
  );
}

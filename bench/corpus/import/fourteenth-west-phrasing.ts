import type { Annotated } from './annotation.js';
import { atLocal, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the fourteenth round (issue 18) for en, en-GB, fr, it, pt-BR, es-ES,
 * nl and de: clocks in words with the hour and the minutes as numbers, clipped weekdays, a count
 * of weeks from today, a weekday beside a count of weeks, and a weekday beside a date in German,
 * written down with their readings before the reader learned from them. Read on Wednesday
 * 11 March 2026, 10:00 local. A reading is a local minute, a whole local day, a refusal, or the
 * readings asked (`ask:a|b`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['march eighteenth nine thirty', 'ask:2026-03-18T09:30|2026-03-18T21:30'],
    ['january twenty fourth one thirty p m', '2027-01-24T13:30'],
    ['friday march thirteenth nine a m', '2026-03-13T09:00'],
    ['friday march fifteenth nine a m', 'refuse'],
    ['nine a m tomorrow', '2026-03-12T09:00'],
    ['at 9 a m', '2026-03-12T09:00'],
    ['tomorrow at 5 p m', '2026-03-12T17:00'],
    ['in 2 days on friday', '2026-03-13'],
    ['in 3 days on friday', 'refuse'],
    ['two months from today on tuesday', 'refuse'],
    ['sunday late evening at 10:00', '2026-03-15T22:00'],
    ['8:00 early morning', '2026-03-12T08:00'],
    ['sunday at 8:00 early morning', '2026-03-15T08:00'],
    ['monday two weeks from now', 'ask:2026-03-23T09:00|2026-03-30T09:00'],
    ['monday in two weeks', '2026-03-30T09:00'],
  ],
  'en-GB': [
    ['3 weeks today', '2026-04-01T10:00'],
    ['2 weeks tomorrow', '2026-03-26T10:00'],
    ['two weeks today', '2026-03-25T10:00'],
    ['3 weeks tomorrow at 9am', '2026-04-02T09:00'],
    ['a week today', '2026-03-18T10:00'],
  ],
  fr: [
    ['dix-neuf trente', '2026-03-11T19:30'],
    ['vingt-deux dix', '2026-03-11T22:10'],
    ['demain dix-neuf trente', '2026-03-12T19:30'],
    ['huit quarante', 'ask:2026-03-12T08:40|2026-03-11T20:40'],
    ['sept heures dix', '2026-03-12T07:10'],
    // Asked as `à sept heures moins dix` is (fifteenth round; was written 06:50).
    ['sept heures moins dix', 'ask:2026-03-12T06:50|2026-03-11T18:50'],
    ['dix-neuf heures trente', '2026-03-11T19:30'],
    ['demain sept heures dix', '2026-03-12T07:10'],
    // Everyday chat phrasing, read as written.
    ['demain vers 14h', '2026-03-12T14:00'],
    ['jeudi vers midi', '2026-03-12T12:00'],
    ['lundi 9h', '2026-03-16T09:00'],
    ['le 20 à 18h', '2026-03-20T18:00'],
    ['le 20 mars à 9h', '2026-03-20T09:00'],
    ['samedi à 10h30', '2026-03-14T10:30'],
    ['dans 10 min', '2026-03-11T10:10'],
    ['dans une demi-heure', '2026-03-11T10:30'],
    ['dans 3 jours', '2026-03-14T10:00'],
    ['dans une semaine', '2026-03-18T10:00'],
    ['après-demain à 8h', '2026-03-13T08:00'],
    ['vendredi soir à 19h', '2026-03-13T19:00'],
    ['dimanche 15h', '2026-03-15T15:00'],
    ['demain 8h pile', '2026-03-12T08:00'],
    ['à 17h', '2026-03-11T17:00'],
    ['demain aprem', '2026-03-12T15:00'],
    ['lundi prochain à 9h', '2026-03-16T09:00'],
    ['dans 2h', '2026-03-11T12:00'],
  ],
  it: [
    ['otto e quaranta', 'ask:2026-03-12T08:40|2026-03-11T20:40'],
    ['otto e un quarto', 'ask:2026-03-12T08:15|2026-03-11T20:15'],
    ['otto meno un quarto', 'ask:2026-03-12T07:45|2026-03-11T19:45'],
    ['otto meno tre minuti', 'ask:2026-03-12T07:57|2026-03-11T19:57'],
    ['otto e 30 min', 'ask:2026-03-12T08:30|2026-03-11T20:30'],
    ['dieci minuti alle otto', 'ask:2026-03-12T07:50|2026-03-11T19:50'],
    ['5 minuti alle 4', 'ask:2026-03-12T03:55|2026-03-11T15:55'],
    ['10 minuti alle quattro', 'ask:2026-03-12T03:50|2026-03-11T15:50'],
    ['ora di pranzo alle 12', '2026-03-11T12:00'],
    ['11 ora di pranzo', 'refuse'],
    // Everyday chat phrasing, read as written.
    ['domani alle 14', '2026-03-12T14:00'],
    ['verso le 18', '2026-03-11T18:00'],
    ['giovedì a mezzogiorno', '2026-03-12T12:00'],
    ['lunedì alle 9', '2026-03-16T09:00'],
    ['il 20 alle 18', '2026-03-20T18:00'],
    ['il 20 marzo alle 9', '2026-03-20T09:00'],
    ['sabato alle 10:30', '2026-03-14T10:30'],
    ['stasera verso le 20', '2026-03-11T20:00'],
    ['tra 10 minuti', '2026-03-11T10:10'],
    ["tra mezz'ora", '2026-03-11T10:30'],
    ['tra 3 giorni', '2026-03-14T10:00'],
    ['tra una settimana', '2026-03-18T10:00'],
    ['dopodomani alle 8', '2026-03-13T08:00'],
    ['venerdì sera alle 19', '2026-03-13T19:00'],
    ['domenica alle 15', '2026-03-15T15:00'],
    ['domani alle 8 in punto', '2026-03-12T08:00'],
    ['alle 17', '2026-03-11T17:00'],
    ['fra due ore', '2026-03-11T12:00'],
  ],
  'pt-BR': [
    ['oito e quarenta e cinco', 'ask:2026-03-12T08:45|2026-03-11T20:45'],
    ['quinze depois das oito', 'ask:2026-03-12T08:15|2026-03-11T20:15'],
    ['8pm e meia', '2026-03-11T20:30'],
    ['sete do dia 15', '2026-03-15T07:00'],
    ['próximo dia', 'refuse'],
  ],
  'es-ES': [
    ['siete del 15', '2026-03-15T07:00'],
    ['a las siete del 15', '2026-03-15T07:00'],
  ],
  nl: [
    ['vijftien uur dertig', '2026-03-11T15:30'],
    ["zeven uur dertig 's ochtends", '2026-03-12T07:30'],
    ['zeven uur dertig', '2026-03-12T07:30'],
    ['zat.', '2026-03-14'],
    ['zat', '2026-03-14'],
    ['zat. om 5 uur', '2026-03-14T17:00'],
    ['woens', '2026-03-18'],
    ['woens om 10 uur', '2026-03-18T10:00'],
  ],
  de: [
    ['dienstag, der 24', '2026-03-24'],
    ['dienstag, der 25', 'refuse'],
    ['am Sonntag, 29.3.', '2026-03-29'],
    ['am Sonntag, 28.3.', 'refuse'],
    ['diesen Donnerstag, 12.03. 08:30 Uhr', '2026-03-12T08:30'],
    ['diesen Freitag, 12.03.', 'refuse'],
    ['heute 11.03', '2026-03-11'],
    ['heute 12.03', 'refuse'],
    ['donnerstag, den neunten vierten', '2026-04-09'],
    ['donnerstag, den siebten vierten', 'refuse'],
    ['montag elfter fünfter', '2026-05-11'],
    ['montag zwölfter fünfter', 'refuse'],
    ['am neunten vierten', '2026-04-09'],
  ],
};

export function fourteenthWestPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    atLocal('2026-03-11T10:00:00'),
    'native phrasing, fourteenth round (issue 18)',
    'fourteenth-west-phrasing-2026-03-11T10:00',
    {
      refuse: 'vague, or a weekday that contradicts its date or count',
      ask: 'a clock without a time of day (both halves), or two real readings of a weekday and a count',
    },
  );
}

import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the seventeenth round (issue 18): a count of days or weeks before or
 * after a day ('two days before march 20', 'zwei Tage vor dem 20. März', 'deux jours avant le 20
 * mars', 'за два дня до 20 марта', '20 Mart’tan 2 gün önce', '3月20日の2日前', '3월 20일 이틀 전',
 * '国庆前两天'), in every language, written down with their readings before the reader learned
 * them. The day moved keeps the day's reading (09:00). Said on Wednesday 11 March 2026 at 10:00
 * local: 20 March is a Friday, the coming Sunday is 15 March.
 */

const D18 = '2026-03-18T09:00';
const D13 = '2026-03-13T09:00';
const D22 = '2026-03-22T09:00';
const D23 = '2026-03-23T09:00';
const XMAS3 = '2026-12-22T09:00';
const NY3 = '2026-12-29T09:00';

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['2 days before march 20', D18],
    ['a week before march 20', D13],
    ['2 days before sunday', D13],
    ['2 days before the 20th', D18],
    ['3 days before christmas', XMAS3],
    ['2 days before today', 'refuse'],
  ],
  'en-GB': [
    ['2 days before 20 march', D18],
    ['a week before the 20th of march', D13],
  ],
  de: [
    ['zwei Tage vor dem 20. März', D18],
    ['2 Tage vor dem 20.3.', D18],
    ['2 Tage vor Sonntag', D13],
    ['eine Woche vor dem 20. März', D13],
    ['3 Tage nach dem 20. März', D23],
    ['3 Tage vor Weihnachten', XMAS3],
    ['nach 15h', 'refuse'],
    ['nach 2 Stunden', '2026-03-11T12:00'],
  ],
  fr: [
    ['deux jours avant le 20 mars', D18],
    ['2 jours avant le 20 mars', D18],
    ['2 jours après le 20 mars', D22],
    ['2 jours avant dimanche', D13],
    ['une semaine avant le 20 mars', D13],
    ['3 jours avant Noël', XMAS3],
  ],
  it: [
    ['due giorni prima del 20 marzo', D18],
    ['2 giorni prima di domenica', D13],
    ['2 giorni dopo il 20 marzo', D22],
    ['una settimana prima del 20 marzo', D13],
    ['3 giorni prima di Natale', XMAS3],
  ],
  'es-ES': [
    ['dos días antes del 20 de marzo', D18],
    ['2 días antes del 20 de marzo', D18],
    ['2 días antes del domingo', D13],
    ['una semana antes del 20 de marzo', D13],
    ['3 días antes de Navidad', XMAS3],
  ],
  'es-419': [
    ['dos días antes del 20 de marzo', D18],
    ['2 días antes del domingo', D13],
    ['una semana antes del 20 de marzo', D13],
  ],
  'pt-BR': [
    ['dois dias antes do dia 20 de março', D18],
    ['2 dias antes de 20 de março', D18],
    ['2 dias antes do domingo', D13],
    ['2 dias depois de 20 de março', D22],
    ['3 dias antes do Natal', XMAS3],
  ],
  nl: [
    ['twee dagen voor 20 maart', D18],
    ['2 dagen voor zondag', D13],
    ['3 dagen na 20 maart', D23],
    ['een week voor 20 maart', D13],
    ['3 dagen voor kerst', XMAS3],
    // After an hour word that is also o'clock: after two hours, or after two o'clock?
    ['na 2 uur', 'refuse'],
    ['na twee uur', 'refuse'],
    ['na 15 uur', 'refuse'],
    ['na een uur', '2026-03-11T11:00'],
    ['na 48 uur', '2026-03-13T10:00'],
    ['na 10 minuten', '2026-03-11T10:10'],
    ['10 uur 30 minuten', '2026-03-11T20:30'],
  ],
  pl: [
    ['dwa dni przed 20 marca', D18],
    ['2 dni przed niedzielą', D13],
    ['3 dni po 20 marca', D23],
    ['tydzień przed 20 marca', D13],
    ['3 dni przed Bożym Narodzeniem', XMAS3],
  ],
  ru: [
    ['за два дня до 20 марта', D18],
    ['за 2 дня до 20 марта', D18],
    ['за неделю до 20 марта', D13],
    ['за 2 дня до воскресенья', D13],
    ['за 3 дня до Нового года', NY3],
    ['через 3 дня после 20 марта', D23],
    ['через 2 дня после Нового года', '2027-01-03T09:00'],
    // An hour and its minutes alone: the clock, or a length.
    ['15 часов 30 минут', 'ask:2026-03-11T15:30|2026-03-12T01:30'],
    ['15 ч', 'ask:2026-03-11T15:00|2026-03-12T01:00'],
    ['через 2 часа 30 минут', '2026-03-11T12:30'],
    ['в 15 часов 30 минут', '2026-03-11T15:30'],
  ],
  uk: [
    ['за два дні до 20 березня', D18],
    ['за тиждень до 20 березня', D13],
    ['за 3 дні до Нового року', NY3],
    ['через 3 дні після 20 березня', D23],
    ['15 годин 30 хвилин', 'ask:2026-03-11T15:30|2026-03-12T01:30'],
    ['15 год', 'ask:2026-03-11T15:00|2026-03-12T01:00'],
  ],
  tr: [
    ["20 Mart'tan 2 gün önce", D18],
    ["20 Mart'tan 3 gün sonra", D23],
    ['pazardan 2 gün önce', D13],
    ['yılbaşından 3 gün önce', NY3],
  ],
  ja: [
    ['3月20日の2日前', D18],
    ['3月20日の1週間前', D13],
    ['日曜日の2日前', D13],
    ['3月20日の3日後', D23],
    ['クリスマスの3日前', XMAS3],
    ['クリスマス当日', '2026-12-25T09:00'],
    ['3月20日当日', '2026-03-20T09:00'],
    ['今度のクリスマス', '2026-12-25T09:00'],
  ],
  ko: [
    ['3월 20일 이틀 전', D18],
    ['3월 20일 2일 전', D18],
    ['3월 20일 일주일 전', D13],
    ['3월 20일 3일 후', D23],
    ['크리스마스 3일 전', XMAS3],
    ['추석 이틀 전', '2026-09-23T09:00'],
    // The day itself after a day.
    ['크리스마스 날', '2026-12-25T09:00'],
    ['크리스마스 당일', '2026-12-25T09:00'],
    ['추석 날 저녁', '2026-09-25T18:00'],
    ['3월 20일 날', '2026-03-20T09:00'],
  ],
  'zh-CN': [
    ['3月20号前两天', D18],
    ['3月20日前2天', D18],
    ['3月20号的前两天', D18],
    ['3月20号后三天', D23],
    ['国庆前两天', '2026-09-29T09:00'],
    ['国庆节前三天', '2026-09-28T09:00'],
    ['中秋节前一周', '2026-09-18T09:00'],
    ['国庆那天', '2026-10-01T09:00'],
    ['3月20号那天', '2026-03-20T09:00'],
    ['周五那天', '2026-03-13T09:00'],
    ['国庆节当天', '2026-10-01T09:00'],
    ['国庆那天晚上8点', '2026-10-01T20:00'],
    ['中秋节的那天', '2026-09-25T09:00'],
    // 'next' before a named day: the coming one.
    ['下一个中秋节', '2026-09-25T09:00'],
    ['下个中秋节晚上8点', '2026-09-25T20:00'],
    ['下次中秋节', '2026-09-25T09:00'],
  ],
  'zh-TW': [
    ['3月20日前兩天', D18],
    ['3月20日後三天', D23],
    ['中秋節前一週', '2026-09-18T09:00'],
    ['3月20日那天', '2026-03-20T09:00'],
    ['中秋節當天', '2026-09-25T09:00'],
    ['下一個中秋節', '2026-09-25T09:00'],
  ],
};

const REASONS = {
  refuse:
    'a day already past once moved (two days before today), or an hour word that is also o’clock after “after” (na 2 uur, nach 15h: after two hours, or after two o’clock, a time with no instant)',
  ask: 'an hour and its minutes alone (15 часов 30 минут, 10 ч 30 мин), or an abbreviated hour alone (15 ч, 15 год): the clock, or a length',
};

export function seventeenthOffsetsPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-03-11T10:00:00'),
    'native phrasing, seventeenth round (issue 18)',
    'seventeenth-offsets-2026-03-11T10:00',
    REASONS,
  );
}

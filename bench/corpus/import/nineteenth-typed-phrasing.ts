import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the nineteenth round (issue 18), written down with their readings
 * before the reader learned them. Said on Thursday 5 March 2026 at 10:00 local.
 * - A month's 15th in digits without its day mark: Chinese `8月15`, `3月15晚上8点` is the
 *   Gregorian date or the lunar month's full moon (中秋 is 八月十五), so it asks; with a year it is
 *   refused; Japanese and Korean (`3月15`, `8월 15`) mean the Gregorian date only.
 * - A count and `hrs` / `hr` without `às` or `a las` in pt-BR and Spanish (`19hrs`): o'clock, as
 *   Latin American chat writes it, or a length, as `19 horas` already asks; after a day or `às`
 *   the clock (`amanhã 19hrs`, `a las 19 hrs`).
 * - The next morning said alone (`the next morning`, `am nächsten Morgen`, `la mattina dopo`, `de
 *   volgende ochtend`, `na manhã seguinte`): tomorrow morning, as decided in the seventeenth round.
 * - tr `hafta sonu` with the locative (`bu hafta sonunda`) is this weekend, `gelecek hafta sonu` next
 *   weekend (which asks, as English `next weekend`); `haftanın sonunda` the end of the week.
 * - de `So.`, nl `zo.` with the abbreviation dot before a clock or a time of day: Sunday (they read
 *   as "about" today before).
 * - pt-BR `no fim de semana que vem` (as `fim de semana que vem`), `dia primeiro` (as `dia 1º`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['the next morning', '2026-03-06T09:00'],
    ['next morning at 8', '2026-03-06T08:00'],
  ],
  'en-GB': [['next morning at 7', '2026-03-06T07:00']],
  de: [
    ['So. 18 Uhr', '2026-03-08T18:00'],
    ['So. abends', '2026-03-08T18:00'],
    ['So. um 10 Uhr', '2026-03-08T10:00'],
    ['So. 16.11.2026', 'refuse'],
    ['am nächsten Morgen', '2026-03-06T09:00'],
    ['am nächsten Morgen um 8', '2026-03-06T08:00'],
  ],
  fr: [['le matin suivant', '2026-03-06T09:00']],
  it: [
    ['la mattina dopo', '2026-03-06T09:00'],
    ['il mattino seguente alle 8', '2026-03-06T08:00'],
  ],
  nl: [
    ['zo. 10 uur', '2026-03-08T10:00'],
    ['de volgende ochtend', '2026-03-06T09:00'],
    ['de ochtend erna om 8 uur', '2026-03-06T08:00'],
  ],
  'zh-CN': [
    ['8月15', 'ask:2026-08-15T09:00|2026-09-25T09:00'],
    ['3月15', 'ask:2026-03-15T09:00|2026-05-01T09:00'],
    ['8月15晚上8点', 'ask:2026-08-15T20:00|2026-09-25T20:00'],
    ['8月15号', '2026-08-15T09:00'],
    ['八月十五', '2026-09-25T09:00'],
    ['2027年8月15', 'refuse'],
    ['2026年8月15', 'refuse'],
    ['2026年八月十五', '2026-09-25T09:00'],
    ['农历8月15', '2026-09-25T09:00'],
  ],
  'zh-TW': [
    ['8月15', 'ask:2026-08-15T09:00|2026-09-25T09:00'],
    ['3月15晚上8點', 'ask:2026-03-15T20:00|2026-05-01T20:00'],
    ['8月15號', '2026-08-15T09:00'],
    ['2026年8月15', 'refuse'],
  ],
  ja: [
    ['3月15', '2026-03-15T09:00'],
    ['8月15', '2026-08-15T09:00'],
    ['3月15 15時', '2026-03-15T15:00'],
    ['3月15に', '2026-03-15T09:00'],
    ['八月十五', 'refuse'],
  ],
  ko: [
    ['8월 15', '2026-08-15T09:00'],
    ['3월 15 오후 3시', '2026-03-15T15:00'],
  ],
  'pt-BR': [
    ['19hrs', 'ask:2026-03-05T19:00|2026-03-06T05:00'],
    ['19 hrs', 'ask:2026-03-05T19:00|2026-03-06T05:00'],
    ['às 19hrs', '2026-03-05T19:00'],
    ['amanhã 19hrs', '2026-03-06T19:00'],
    ['sexta 20hrs', '2026-03-06T20:00'],
    ['em 2hrs', '2026-03-05T12:00'],
    ['daqui a 2 hrs', '2026-03-05T12:00'],
    ['no fim de semana que vem', 'ask:2026-03-07T09:00|2026-03-14T09:00'],
    ['no final de semana que vem', 'ask:2026-03-07T09:00|2026-03-14T09:00'],
    ['dia primeiro', '2026-04-01T09:00'],
    ['no dia primeiro às 10h', '2026-04-01T10:00'],
    ['dia primeiro de abril', '2026-04-01T09:00'],
    ['na manhã seguinte', '2026-03-06T09:00'],
    ['na manhã seguinte às 8h', '2026-03-06T08:00'],
  ],
  tr: [
    ['bu hafta sonunda', '2026-03-07T09:00'],
    ['bu hafta sonunda saat 11de', '2026-03-07T11:00'],
    ['hafta sonunda', '2026-03-07T09:00'],
    ['gelecek hafta sonu', 'ask:2026-03-07T09:00|2026-03-14T09:00'],
    ['önümüzdeki hafta sonu', 'ask:2026-03-07T09:00|2026-03-14T09:00'],
    ['haftanın sonunda', '2026-03-06T17:00'],
  ],
  'es-ES': [
    ['a la mañana siguiente', '2026-03-06T09:00'],
    ['19hrs', 'ask:2026-03-05T19:00|2026-03-06T05:00'],
    ['a las 19 hrs', '2026-03-05T19:00'],
    ['mañana 19hrs', '2026-03-06T19:00'],
    ['en 2 hrs', '2026-03-05T12:00'],
  ],
  'es-419': [
    ['19hrs', 'ask:2026-03-05T19:00|2026-03-06T05:00'],
    ['a las 19 hrs', '2026-03-05T19:00'],
    ['mañana 19hrs', '2026-03-06T19:00'],
    ['el viernes a las 20 hrs', '2026-03-06T20:00'],
    ['en 2 hrs', '2026-03-05T12:00'],
  ],
};

const REASONS = {
  refuse:
    'a weekday that disagrees with its date, or a month and 15 in digits without the day mark after a year (the Gregorian date or the lunar full moon of that year?), or the 15th in words in a language without lunar dates',
  ask: 'a month and 15 in digits without the day mark (Gregorian or lunar), or a count and hrs alone (o clock or a length)',
};

export function nineteenthTypedPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-03-05T10:00:00'),
    'native phrasing, nineteenth round (issue 18)',
    'nineteenth-typed-2026-03-05T10:00',
    REASONS,
  );
}

import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the twenty-first round (issue 18): the week of a date (`the week of
 * march 16`, `in der Woche vom 18.03.`, `la semaine du 18 mars`, `de week van 18 maart`), decided
 * in the seventeenth round (its rows, with a Monday date, are in seventeenth-weeks-phrasing.ts).
 * Said on Thursday 5 March 2026 at 10:00 local. A Monday names the week it starts: that date. Any
 * other date asks among the first day of the week holding it as the locale counts weeks (Sunday in
 * en-US and pt-BR), that week's Monday, and the date itself. A week already begun is refused as past.
 */

// The week of Wednesday 18 March: from its Monday, or from the 18th; weeks from Sunday, its Sunday too.
const MID = 'ask:2026-03-16T09:00|2026-03-18T09:00';
const MID_SUNDAY = 'ask:2026-03-15T09:00|2026-03-16T09:00|2026-03-18T09:00';

const WEEK2 = 'ask:2026-04-06T09:00|2026-04-13T09:00'; // the second week of April
const SAT = '2026-04-04T09:00'; // the first weekend of April

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  ja: [
    ['3月16日の週', '2026-03-16T09:00'],
    ['3月18日の週', MID_SUNDAY],
    ['来月の20日の週', '2026-04-20T09:00'],
    ['3月3日の週', 'refuse'],
  ],
  ko: [
    ['3월 16일 주', '2026-03-16T09:00'],
    ['3월 18일 주', MID_SUNDAY],
  ],
  'zh-CN': [
    ['3月16日那周', '2026-03-16T09:00'],
    ['3月16日的那周', '2026-03-16T09:00'],
    ['3月18日那周', MID],
  ],
  'zh-TW': [
    ['3月16日那週', '2026-03-16T09:00'],
    ['3月18日那週', MID_SUNDAY],
  ],
  en: [
    ['in the second week of april', WEEK2],
    ['in the first weekend of april', SAT],
    ['in the last week of march', 'ask:2026-03-23T09:00|2026-03-30T09:00'],
    ['in the 2nd week of april at 10am', 'ask:2026-04-06T10:00|2026-04-13T10:00'],
    ['the week of march 18', MID_SUNDAY],
    ['the week of march 22', 'ask:2026-03-22T09:00|2026-03-23T09:00'],
    ['week of 3/23', '2026-03-23T09:00'],
    ['in the week of march 23', '2026-03-23T09:00'],
    ['the week of march 23 at 10am', '2026-03-23T10:00'],
    ['the week of the 23rd', '2026-03-23T09:00'],
    ['the week of april 1', 'ask:2026-03-29T09:00|2026-03-30T09:00|2026-04-01T09:00'],
    ['the week of march 3', 'refuse'],
  ],
  'en-GB': [
    ['week commencing 16 march', '2026-03-16T09:00'],
    ['week beginning 23 march at 10am', '2026-03-23T10:00'],
    ['in the second week of april', WEEK2],
    ['the week of 18 march', MID],
    ['the week of 22 march', 'ask:2026-03-16T09:00|2026-03-22T09:00'],
    ['in the week of 23 march', '2026-03-23T09:00'],
    ['the week of 3 march', 'refuse'],
  ],
  de: [
    ['in der zweiten Woche im April', WEEK2],
    ['in der Woche vom 18.03.', MID],
    ['die Woche vom 23. März um 10 Uhr', '2026-03-23T10:00'],
    ['Woche vom 18. März', MID],
    ['in der Woche vom 3. März', 'refuse'],
  ],
  fr: [
    ["dans la deuxième semaine d'avril", WEEK2],
    ['la semaine du 18 mars', MID],
    ['semaine du 23 mars à 10h', '2026-03-23T10:00'],
  ],
  'es-ES': [
    ['en la segunda semana de abril', WEEK2],
    ['en el primer fin de semana de abril', SAT],
    ['la semana del 18 de marzo', MID],
    ['semana del 23 de marzo', '2026-03-23T09:00'],
  ],
  it: [
    ['la settimana del 18 marzo', MID],
    ['settimana del 23 marzo', '2026-03-23T09:00'],
  ],
  nl: [
    ['in de tweede week van april', WEEK2],
    ['in het eerste weekend van april', SAT],
    ['de week van 18 maart', MID],
    ['in de week van 23 maart', '2026-03-23T09:00'],
  ],
  'pt-BR': [
    ['a semana de 18 de março', MID_SUNDAY],
    ['na semana do dia 23 de março', '2026-03-23T09:00'],
  ],
};

const REASONS = {
  refuse: 'that week has begun: past',
  ask: 'the week holding the date from its first day, or the week from the date itself',
};

export function twentyfirstWeeksPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-03-05T10:00:00'),
    'native phrasing, twenty-first round (issue 18)',
    'twentyfirst-weeks-2026-03-05T10:00',
    REASONS,
  );
}

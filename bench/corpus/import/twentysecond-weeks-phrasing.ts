import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the twenty-second round (issue 18): the week of a date in ru, uk, pl, tr
 * (`на неделе с 16 марта`, `тиждень з 16 березня`, `w tygodniu od 16 marca`, `16 Mart haftası`),
 * the twenty-first round's left-overs (fr `la semaine du 18`, it `nella seconda settimana di aprile`,
 * de `im ersten Wochenende im April`, zh `3月16日那一周`) and a place in a month after the language's
 * `in` (ru `в первую неделю апреля`, ja `4月の第2週に`, ko `4월 둘째 주에`). Said on Thursday 5 March
 * 2026 at 10:00 local. The twenty-first round's rule: a Monday names the week it starts; any other date
 * asks among the first day of its week as the locale counts weeks (CLDR), that week's Monday and the
 * date itself; a week already begun is refused as past.
 */

// The week of Wednesday 18 March: from its Monday, or from the 18th; weeks from Sunday, its Sunday too.
const MID = 'ask:2026-03-16T09:00|2026-03-18T09:00';
const MID_SUNDAY = 'ask:2026-03-15T09:00|2026-03-16T09:00|2026-03-18T09:00';

const WEEK1 = 'ask:2026-04-01T09:00|2026-04-06T09:00'; // the first week of April
const WEEK2 = 'ask:2026-04-06T09:00|2026-04-13T09:00'; // the second week of April
const SAT = '2026-04-04T09:00'; // the first weekend of April

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  ru: [
    ['на неделе с 16 марта', '2026-03-16T09:00'],
    ['неделя с 16 марта', '2026-03-16T09:00'],
    ['на неделе 16 марта', '2026-03-16T09:00'],
    ['на неделе с 18 марта', MID],
    ['неделя с 23 марта в 10:00', '2026-03-23T10:00'],
    ['на неделе с 3 марта', 'refuse'],
    ['в первую неделю апреля', WEEK1],
    ['во вторую неделю апреля', WEEK2],
  ],
  uk: [
    ['на тижні з 16 березня', '2026-03-16T09:00'],
    // `тиждень з` is also `a week from` (`через тиждень з 16 березня`, the 23rd): refused alone.
    ['тиждень з 16 березня', 'refuse'],
    ['через тиждень з 16 березня', '2026-03-23T09:00'],
    ['на тижні з 18 березня', MID],
    ['на тижні з 3 березня', 'refuse'],
    ['у перший тиждень квітня', WEEK1],
    ['в другий тиждень квітня', WEEK2],
  ],
  pl: [
    ['w tygodniu od 16 marca', '2026-03-16T09:00'],
    // `tydzień od` is also `a week from` (`za tydzień od 16 marca`, the 23rd): both asked since the
    // twenty-fourth round (refused before).
    ['tydzień od 16 marca', 'ask:2026-03-16T09:00|2026-03-23T09:00'],
    ['za tydzień od 16 marca', '2026-03-23T09:00'],
    ['w tygodniu od 16 marca o 10:00', '2026-03-16T10:00'],
    ['w tygodniu od 18 marca', MID],
    ['w tygodniu od 3 marca', 'refuse'],
    ['w pierwszym tygodniu kwietnia', WEEK1],
    ['w drugim tygodniu kwietnia', WEEK2],
  ],
  tr: [
    ['16 Mart haftası', '2026-03-16T09:00'],
    ["16 Mart'ta başlayan hafta", '2026-03-16T09:00'],
    ["18 Mart'ta başlayan hafta", MID],
    ['18 Mart haftası', MID],
    ['3 Mart haftası', 'refuse'],
    ['nisanın ilk haftasında', WEEK1],
    ['nisanın ikinci haftası', WEEK2],
  ],
  fr: [
    ['la semaine du 16', '2026-03-16T09:00'],
    ['la semaine du 18', MID],
    ['semaine du 23 à 10h', '2026-03-23T10:00'],
    ['la semaine du 16 mars', '2026-03-16T09:00'],
    ['la semaine du 3', 'refuse'],
  ],
  it: [
    ['nella seconda settimana di aprile', WEEK2],
    ['nella settimana del 16 marzo', '2026-03-16T09:00'],
    ['nella settimana del 18 marzo', MID],
    ['nel primo weekend di aprile', SAT],
    ['la settimana del 18', MID],
    ['nella settimana del 23', '2026-03-23T09:00'],
    ['nella prossima settimana', '2026-03-12T10:00'],
  ],
  de: [
    ['im ersten Wochenende im April', SAT],
    ['am ersten Wochenende im April', SAT],
    ['im April', '2026-04-01T09:00'],
    ['im letzten Wochenende im März', '2026-03-28T09:00'],
    ['in der zweiten Woche im April', WEEK2],
  ],
  'zh-CN': [
    ['3月16日那一周', '2026-03-16T09:00'],
    ['3月18日那一周', MID],
    ['3月16日那周', '2026-03-16T09:00'],
  ],
  'zh-TW': [['3月16日那一週', '2026-03-16T09:00']],
  ja: [
    ['4月の第2週に', WEEK2],
    ['4月の第2週', WEEK2],
  ],
  ko: [
    ['4월 둘째 주에', WEEK2],
    ['4월 둘째 주', WEEK2],
  ],
  // CLDR: es-419 (the 419 region has no week data of its own) counts weeks from Monday; pt-BR from Sunday.
  'es-419': [
    ['la semana del 18 de marzo', MID],
    ['la semana del 22 de marzo', 'ask:2026-03-16T09:00|2026-03-22T09:00'],
    ['la semana del 16 de marzo', '2026-03-16T09:00'],
    ['la semana del 18', MID],
  ],
  en: [
    ['a week from march 16', '2026-03-23T09:00'],
    ['the week of march 16', '2026-03-16T09:00'],
  ],
  'pt-BR': [
    ['na semana do dia 18 de março', MID_SUNDAY],
    ['a semana de 22 de março', 'ask:2026-03-22T09:00|2026-03-23T09:00'],
  ],
};

const REASONS = {
  refuse: 'that week has begun: past',
  ask: 'the week holding the date from its first day, or the week from the date itself; or which week of the month',
};

export function twentysecondWeeksPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-03-05T10:00:00'),
    'native phrasing, twenty-second round (issue 18)',
    'twentysecond-weeks-2026-03-05T10:00',
    REASONS,
  );
}

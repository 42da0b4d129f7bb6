import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the twenty-third round (issue 18): Monday to Friday without `every` in
 * Chinese, Japanese and Korean (`周一到周五早上9点`, `月曜から金曜の9時`, `월요일부터 금요일까지 오전 9시`),
 * as en `mon-fri 9am` and de `Montag bis Freitag` read since the twenty-first round; en-GB `w/c` for
 * `week commencing`; en `every 2 mon` (two months, or Mondays); the plain end of the day in nl, ru, uk,
 * tr (17:00, as `eod` in every other language). Said on Thursday 14 May 2026 at 10:00
 * local: the working week's next day is Friday the 15th.
 */

const FRI9 = '2026-05-15T09:00';
const FRI8 = '2026-05-15T08:00';

const EOD = '2026-05-14T17:00'; // the end of the day, as `eod`
const EOD_TOMORROW = '2026-05-15T17:00';

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  // The plain end of the day: 17:00, as en `end of day`, fr `en fin de journée`, de `Ende des
  // Tages`, es `al final del día`, pl `pod koniec dnia` (one rule in every language).
  nl: [
    ['eind van de dag', EOD],
    ['aan het eind van de dag', EOD],
    ['aan het einde van de dag', EOD],
    ['morgen aan het eind van de dag', EOD_TOMORROW],
    // The end of a named day, as en `the end of friday` (written with the change).
    ['het einde van vandaag', EOD],
    ['het einde van vrijdag', '2026-05-15T17:00'],
  ],
  ru: [
    ['в конце дня', EOD],
    ['конец дня', EOD],
    ['завтра в конце дня', EOD_TOMORROW],
  ],
  uk: [
    ['наприкінці дня', EOD],
    ['в кінці дня', EOD],
    ['у кінці дня', EOD],
    ['завтра наприкінці дня', EOD_TOMORROW],
  ],
  tr: [
    ['gün sonunda', EOD],
    ['gün sonu', EOD],
    ['yarın gün sonunda', EOD_TOMORROW],
    // The end of a named day, as en `the end of friday` (written with the change).
    ['yarının sonunda', EOD_TOMORROW],
    ['bugünün sonunda', EOD],
    ['cumanın sonunda', '2026-05-15T17:00'],
  ],
  'zh-CN': [
    ['周一到周五早上9点', FRI9],
    ['周一至周五9点', FRI9],
    ['星期一到星期五早上8点', FRI8],
    ['周一到周五', FRI9],
    ['周一到周五每天早上9点', FRI9],
    // Next week's Monday to Friday is five days once, not a repeat: no reading of one instant.
    ['下周一到周五早上9点', 'refuse'],
  ],
  'zh-TW': [
    ['週一到週五早上9點', FRI9],
    ['週一至週五早上8點', FRI8],
    ['星期一到星期五早上9點', FRI9],
    ['下週一到週五早上9點', 'refuse'],
  ],
  ja: [
    ['月曜から金曜の9時', FRI9],
    ['月曜日から金曜日まで毎朝9時', FRI9],
    ['月〜金 9時', FRI9],
    ['月～金の朝8時', FRI8],
    ['毎週月曜から金曜9時', FRI9],
    ['来週の月曜から金曜の9時', 'refuse'],
  ],
  ko: [
    ['월요일부터 금요일까지 오전 9시', FRI9],
    ['월~금 오전 9시', FRI9],
    ['월요일~금요일 오전 8시', FRI8],
    ['매주 월요일부터 금요일까지 오전 9시', FRI9],
    ['다음주 월요일부터 금요일까지 오전 9시', 'refuse'],
  ],
  'en-GB': [
    ['w/c 18 May', '2026-05-18T09:00'],
    ['w/c 18/05', '2026-05-18T09:00'],
    ['w/c 20 May', 'ask:2026-05-18T09:00|2026-05-20T09:00'],
    ['week commencing 18 May', '2026-05-18T09:00'],
  ],
  fr: [
    // Every day of the week, or every weekday (`jours de semaine`)? Both are said: refused.
    ['tous les jours de la semaine à 9h', 'refuse'],
    ['chaque jour de la semaine à 9h', 'refuse'],
    // What each reading is typed as reads: every day, and the working week.
    ['tous les jours à 9h', FRI9],
    ['en semaine à 9h', FRI9],
  ],
  it: [
    // `sett` abbreviates both `settimane` (weeks) and `settembre`: after `tra`, neither is read.
    ['tra 3 sett', 'refuse'],
    ['fra 2 sett alle 9', 'refuse'],
    ['3 sett', '2026-09-03T09:00'],
    ['tra 3 settimane', '2026-06-04T10:00'],
  ],
  en: [
    // Two months, or Mondays (`every 2 mondays`, `every 2 wed` read weeks): no one reading.
    ['every 2 mon', 'refuse'],
    ['every 2 mon at 9am', 'refuse'],
    ['every 2 months', FRI9],
    ['every 2 mondays', '2026-05-18T09:00'],
  ],
};

const REASONS = {
  refuse:
    "next week's Monday to Friday is five days once, no repeat and no one instant; `every 2 mon` is every two months or every other Monday; it `tra 3 sett` is in three weeks or the 3rd of September; fr `tous les jours de la semaine` is every day, or every weekday",
  ask: 'the week holding the date from its Monday, or the week from the date itself',
};

export function twentythirdRangesPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-05-14T10:00:00'),
    'native phrasing, twenty-third round (issue 18)',
    'twentythird-ranges-2026-05-14T10:00',
    REASONS,
  );
}

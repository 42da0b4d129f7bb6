import { DateTime } from 'luxon';
import type { Annotated, Grain } from './annotation.js';

/**
 * The tenth round's hand-transcribed sources for zh-CN and zh-TW (expression, file and line, the
 * source's reading; no code of theirs): tudou527/zh-time-nlp's test/time-unit.test.ts (each case
 * resolves at its own reference instant, read in Asia/Shanghai) and wanasit/chrono's Chinese
 * "ago" tests (test/zh/hans/zh_hans_ago.test.ts, test/zh/hant/zh_hant_ago.test.ts, at 10 August
 * 2012 12:14; all past, so refused).
 */

const TUDOU = 'https://github.com/tudou527/zh-time-nlp/blob/master/test/time-unit.test.ts';
const CHRONO = 'https://github.com/wanasit/chrono/blob/master/test/zh/';

/** [text, line, reference (local), reading (local), decision where ours differs]. */
type Row = readonly [string, number, string, string, string?];

/** A part of the day alone: the source picks one hour of it; any hour of that part is right. */
const PART = 'a part of the day alone: any time in it (the source picks one hour of it)';

/** Where our reading of a row differs from the source's. */
const TONIGHT_12 =
  "tonight's 12 is the midnight that ends tonight (decisions: thirteenth round); the source reads today's 00:00";

const TUDOU_ROWS: readonly Row[] = [
  ['3点14分20秒', 40, '2023-06-06 12:00:00', '2023-06-06 15:14:20'],
  ['3点14分20', 50, '2023-06-06 12:00:00', '2023-06-06 15:14:20'],
  ['3点14分', 62, '2023-06-06 12:00:00', '2023-06-06 15:14'],
  ['3点半', 72, '2023-06-06 12:00:00', '2023-06-06 15:30'],
  ['3点1刻', 82, '2023-06-06 12:00:00', '2023-06-06 15:15'],
  ['3点3刻', 92, '2023-06-06 12:00:00', '2023-06-06 15:45'],
  ['昨天凌晨2点42分23秒', 106, '2023-06-06 12:00:00', '2023-06-05 02:42:23'],
  ['昨天早上7点42分23秒', 116, '2023-06-06 12:00:00', '2023-06-05 07:42:23'],
  ['昨天早晨7点42分23秒', 126, '2023-06-06 12:00:00', '2023-06-05 07:42:23'],
  ['昨天早间7点42分23秒', 136, '2023-06-06 12:00:00', '2023-06-05 07:42:23'],
  ['昨天晨间7点42分23秒', 146, '2023-06-06 12:00:00', '2023-06-05 07:42:23'],
  ['昨天上午10点42分23秒', 156, '2023-06-06 12:00:00', '2023-06-05 10:42:23'],
  ['昨天中午1点42分23秒', 168, '2023-06-06 12:00:00', '2023-06-05 13:42:23'],
  ['昨天下午2点42分23秒', 178, '2023-06-06 12:00:00', '2023-06-05 14:42:23'],
  ['昨天午后3点42分23秒', 188, '2023-06-06 12:00:00', '2023-06-05 15:42:23'],
  ['昨天晚上7点42分23秒', 198, '2023-06-06 12:00:00', '2023-06-05 19:42:23'],
  ['昨天夜间9点42分23秒', 208, '2023-06-06 12:00:00', '2023-06-05 21:42:23'],
  ['昨天夜里11点42分23秒', 218, '2023-06-06 12:00:00', '2023-06-05 23:42:23'],
  ['昨天傍晚5点42分23秒', 228, '2023-06-06 12:00:00', '2023-06-05 17:42:23'],
  ['今天凌晨', 242, '2023-06-06 12:00:00', '2023-06-06 03:00'],
  ['今早7点42分23秒', 252, '2023-06-06 12:00:00', '2023-06-06 07:42:23'],
  ['今早', 262, '2023-06-06 12:00:00', '2023-06-06 08:00'],
  ['今天上午', 272, '2023-06-06 12:00:00', '2023-06-06 10:00'],
  ['中午12:12:12', 294, '2023-06-06 12:00:00', '2023-06-06 12:12:12'],
  ['今天下午', 304, '2023-06-06 12:00:00', '2023-06-06 12:00..2023-06-06 18:00', PART],
  ['今晚', 314, '2023-06-06 12:00:00', '2023-06-06 18:00..2023-06-07 00:00', PART],
  // The source reads today's first minute, past at noon; ours is the midnight that ends tonight.
  ['今晚12点', 324, '2023-06-06 12:00:00', '2023-06-07 00:00', TONIGHT_12],
  ['明早7点42分23秒', 338, '2023-06-06 12:00:00', '2023-06-07 07:42:23'],
  ['明晚7点42分23秒', 350, '2023-06-06 12:00:00', '2023-06-07 19:42:23'],
  ['本月19号8点', 362, '2023-06-06 12:00:00', '2023-06-19 08:00'],
  ['5点1分', 374, '2019-10-31 19:00:00', '2019-11-01 05:01'],
  ['5点1分', 384, '2019-12-31 19:00:00', '2020-01-01 05:01'],
  ['本周4上 12:12:12', 398, '2023-06-07 12:00:00', '2023-06-08 12:12:12'],
  ['本周4上 12:12', 408, '2023-06-07 12:00:00', '2023-06-08 12:12'],
  ['上周3上午10点', 420, '2023-06-07 12:00:00', '2023-05-31 10:00'],
  ['周4上午10点', 430, '2023-06-07 12:00:00', '2023-06-08 10:00'],
  ['下周4上午10点', 440, '2023-06-07 12:00:00', '2023-06-15 10:00'],
  ['20年8月14', 452, '2023-06-07 12:00:00', '2020-08-14 08:00'],
  ['30年前8月14', 463, '2023-06-07 12:00:00', '1993-08-14 08:00'],
  ['2021年8月14', 474, '2023-06-07 12:00:00', '2021-08-14 08:00'],
];

const AGO_HANS: readonly Row[] = [
  ['1小时前', 5, '2012-08-10 12:14:00', '2012-08-10 11:14'],
  ['1小时之前', 14, '2012-08-10 12:14:00', '2012-08-10 11:14'],
  ['五分钟前', 23, '2012-08-10 12:14:00', '2012-08-10 12:09'],
  ['3天前', 32, '2012-08-10 12:14:00', '2012-08-07 12:00'],
  ['2星期前', 41, '2012-08-10 12:14:00', '2012-07-27 12:00'],
  ['半小时前', 50, '2012-08-10 12:14:00', '2012-08-10 11:44'],
];
const AGO_HANT: readonly Row[] = [
  ['1小時前', 5, '2012-08-10 12:14:00', '2012-08-10 11:14'],
  ['1小時之前', 14, '2012-08-10 12:14:00', '2012-08-10 11:14'],
  ['五分鐘前', 23, '2012-08-10 12:14:00', '2012-08-10 12:09'],
  ['3天前', 32, '2012-08-10 12:14:00', '2012-08-07 12:00'],
  ['2禮拜前', 41, '2012-08-10 12:14:00', '2012-07-27 12:00'],
  ['半小時前', 50, '2012-08-10 12:14:00', '2012-08-10 11:44'],
];

function rows(
  list: readonly Row[],
  locale: string,
  zone: string,
  source: string,
  prefix: string,
  /** 'second': the source's instants are exact (chrono compares them to the millisecond). */
  exact = false,
): Annotated[] {
  const at = (s: string): DateTime => DateTime.fromSQL(s, { zone });
  return list.map(([text, line, ref, reading, decision]) => {
    const now = at(ref);
    const [from = '', to] = reading.split('..');
    const grain: Grain = exact || from.length > 16 ? 'second' : 'minute';
    return {
      text,
      now,
      locale,
      source: `${source}#L${line}`,
      context: `${prefix}-${now.toISO({ includeOffset: false, suppressSeconds: true }) ?? ''}`,
      reading:
        to === undefined
          ? { start: at(from), grain }
          : { start: at(from), grain: 'hour', end: at(to) },
      ...(decision === undefined ? {} : { decision }),
    };
  });
}

export const zhTimeNlp = (): Annotated[] =>
  rows(TUDOU_ROWS, 'zh-CN', 'Asia/Shanghai', TUDOU, 'zh-time-nlp');
export const chronoAgo = (): Annotated[] => [
  ...rows(AGO_HANS, 'zh-CN', 'Asia/Shanghai', `${CHRONO}hans/zh_hans_ago.test.ts`, 'chrono', true),
  ...rows(AGO_HANT, 'zh-TW', 'Asia/Taipei', `${CHRONO}hant/zh_hant_ago.test.ts`, 'chrono', true),
];

import { DateTime } from 'luxon';
import type { Annotated } from './annotation.js';

/**
 * yagays/ja-timex's tests, transcribed by hand (expression, file and line, the source's reading).
 * tests/test_timex_reference.py resolves at 2021-07-18 00:00 Asia/Tokyo; the taggers' tests
 * (test_abstime_tagger.py, test_reltime_tagger.py) give TIMEX values without a reference, read
 * here at that same instant (a value without a year: its next occurrence; a relative value: from
 * the reference). `null`: the source finds no time in it (kept where the text has none: its
 * tagger's silence on `今朝`, `今晩`, `深夜` is not a reading, and they are left out).
 */

const REPO = 'https://github.com/yagays/ja-timex/blob/main/tests/';
const NOW = DateTime.fromISO('2021-07-18T00:00:00', { zone: 'Asia/Tokyo' });

/** [text, file, line, reading: local date, local date-time, or null]. */
type Row = readonly [
  string,
  'reference' | 'abstime' | 'reltime',
  number,
  string | null,
  /** Where our reading differs from the source's by a documented decision: why. */
  decision?: string,
];

const ROWS: readonly Row[] = [
  ['2021年7月18日', 'reference', 24, '2021-07-18'],
  ['12時59分', 'reference', 28, '2021-07-18T12:59'],
  ['1時間前', 'reference', 32, '2021-07-17T23:00'],
  ['2021年12月30日', 'reference', 44, '2021-12-30'],
  ['12月30日', 'reference', 48, '2021-12-30'],
  ['2021年12月30日木曜日', 'reference', 91, '2021-12-30'],
  ['12時59分1秒', 'reference', 105, '2021-07-18T12:59:01'],
  ['23時', 'reference', 111, '2021-07-18T23:00'],
  ['24時', 'reference', 115, '2021-07-19T00:00'],
  ['25時', 'reference', 118, '2021-07-19T01:00'],
  ['1秒後', 'reference', 123, '2021-07-18T00:00:01'],
  ['1分後', 'reference', 125, '2021-07-18T00:01'],
  ['1時間後', 'reference', 127, '2021-07-18T01:00'],
  ['1日後', 'reference', 129, '2021-07-19T00:00'],
  ['2ヶ月後', 'reference', 131, '2021-09-18T00:00'],
  ['10年後', 'reference', 133, '2031-07-18T00:00'],
  ['1秒前', 'reference', 136, '2021-07-17T23:59:59'],
  ['1分前', 'reference', 138, '2021-07-17T23:59'],
  ['1日前', 'reference', 142, '2021-07-17T00:00'],
  ['2ヶ月前', 'reference', 144, '2021-05-18T00:00'],
  ['半年前', 'reference', 153, '2021-01-18T00:00'],
  ['半日前', 'reference', 157, '2021-07-17T12:00'],
  ['昨日の雨はひどかった', 'reference', 160, '2021-07-17'],
  ['明後日には完成するでしょう', 'reference', 163, '2021-07-20'],
  ['2021/7/18', 'abstime', 13, '2021-07-18'],
  ['2021-7-18', 'abstime', 14, '2021-07-18'],
  ['2021.7.18', 'abstime', 15, '2021-07-18'],
  ['2021・7・18', 'abstime', 16, '2021-07-18'],
  ['7月18日', 'abstime', 20, '2021-07-18'],
  ['2021年/7月/18日', 'abstime', 25, '2021-07-18'],
  ['7/18', 'abstime', 27, '2021-07-18'],
  ['7/8', 'abstime', 36, '2022-07-08'],
  ['12/10', 'abstime', 37, '2021-12-10'],
  ['09/12', 'abstime', 38, '2021-09-12'],
  ['西暦2021/7/18', 'abstime', 48, '2021-07-18'],
  ['令和3年7月18日', 'abstime', 55, '2021-07-18'],
  ['令和3/7/18', 'abstime', 56, '2021-07-18'],
  ['令和3-7-18', 'abstime', 57, '2021-07-18'],
  ['令和3.7.18', 'abstime', 59, '2021-07-18'],
  ['R3年7月18日', 'abstime', 75, '2021-07-18'],
  ['Ｒ3/7/18', 'abstime', 76, '2021-07-18'],
  ['13/13', 'abstime', 95, null],
  ['月曜日', 'abstime', 105, '2021-07-19'],
  ['火曜日', 'abstime', 106, '2021-07-20'],
  ['金曜日', 'abstime', 109, '2021-07-23'],
  ['月曜', 'abstime', 114, '2021-07-19'],
  ['(月曜日)', 'abstime', 115, '2021-07-19'],
  ['(月)', 'abstime', 116, '2021-07-19'],
  ['（月曜日）', 'abstime', 117, '2021-07-19'],
  ['（月）', 'abstime', 118, '2021-07-19'],
  ['月', 'abstime', 119, null],
  ['23時59分59秒', 'abstime', 184, '2021-07-18T23:59:59'],
  ['23時59分', 'abstime', 185, '2021-07-18T23:59'],
  ['23:59:59', 'abstime', 197, '2021-07-18T23:59:59'],
  ['23:59', 'abstime', 199, '2021-07-18T23:59'],
  ['23：59：59', 'abstime', 202, '2021-07-18T23:59:59'],
  ['23：59', 'abstime', 203, '2021-07-18T23:59'],
  ['25時30分', 'abstime', 207, '2021-07-19T01:30'],
  ['29時', 'abstime', 208, '2021-07-19T05:00'],
  ['30時', 'abstime', 210, null],
  ['12:10AM', 'abstime', 215, '2021-07-18T00:10'],
  ['1:10AM', 'abstime', 216, '2021-07-18T01:10'],
  ['11:10AM', 'abstime', 217, '2021-07-18T11:10'],
  ['12:10PM', 'abstime', 218, '2021-07-18T12:10'],
  ['1:10PM', 'abstime', 219, '2021-07-18T13:10'],
  ['11:10PM', 'abstime', 220, '2021-07-18T23:10'],
  ['午前12時10分', 'abstime', 223, '2021-07-18T00:10'],
  ['午後11時10分', 'abstime', 224, '2021-07-18T23:10'],
  ['AM12時10分', 'abstime', 225, '2021-07-18T00:10'],
  ['PM11時10分', 'abstime', 226, '2021-07-18T23:10'],
  ['12:10 AM', 'abstime', 231, '2021-07-18T00:10'],
  ['11:10 PM', 'abstime', 232, '2021-07-18T23:10'],
  ['午後11時', 'abstime', 236, '2021-07-18T23:00'],
  ['00:10 AM', 'abstime', 240, '2021-07-18T00:10'],
  ['12:10', 'abstime', 243, '2021-07-18T12:10'],
  ['午前5時半', 'abstime', 247, '2021-07-18T05:30'],
  ['PM11時半', 'abstime', 248, '2021-07-18T23:30'],
  ['朝6時', 'abstime', 253, '2021-07-18T06:00'],
  ['今朝6時', 'abstime', 255, '2021-07-18T06:00'],
  ['夜6時', 'abstime', 258, '2021-07-18T18:00'],
  ['今夜6時', 'abstime', 260, '2021-07-18T18:00'],
  ['夜11時', 'abstime', 262, '2021-07-18T23:00'],
  [
    '夜12時',
    'abstime',
    263,
    '2021-07-18T00:00',
    'said at midnight, the midnight is now, as Recognizers-Text reads `12 uhr nachts` at 00:00 (the source: the next one)',
  ],
  ['深夜23時', 'abstime', 265, '2021-07-18T23:00'],
  ['深夜2時', 'abstime', 268, '2021-07-18T02:00'],
  ['深夜25時50分', 'abstime', 269, '2021-07-19T01:50'],
  ['深夜24:00', 'abstime', 270, '2021-07-19T00:00'],
  ['朝6時半', 'abstime', 273, '2021-07-18T06:30'],
  ['夜11時半', 'abstime', 274, '2021-07-18T23:30'],
  ['1時間半後', 'reltime', 172, '2021-07-18T01:30'],
  ['1分半後', 'reltime', 174, '2021-07-18T00:01:30'],
  ['1日半後', 'reltime', 181, '2021-07-19T12:00'],
  ['1時間半ほど後', 'reltime', 183, '2021-07-18T01:30'],
  ['1時間半くらい後', 'reltime', 184, '2021-07-18T01:30'],
  ['明日', 'reltime', 126, '2021-07-19'],
  ['明後日', 'reltime', 128, '2021-07-20'],
  ['翌日', 'reltime', 130, '2021-07-19'],
  ['翌々日', 'reltime', 131, '2021-07-20'],
  ['今日', 'reltime', 154, '2021-07-18'],
  ['昨日', 'reltime', 117, '2021-07-17'],
  ['半日後', 'reltime', 202, '2021-07-18T12:00'],
  ['半月後', 'reltime', 197, '2021-08-02T00:00'],
  ['半年後', 'reltime', 192, '2022-01-18T00:00'],
];

export function jaTimex(): Annotated[] {
  return ROWS.map(([text, file, line, at, decision]) => {
    const base = {
      text,
      now: NOW,
      locale: 'ja',
      source: `${REPO}test_${file === 'reference' ? 'timex_reference' : `${file}_tagger`}.py#L${line}`,
      context: 'ja-timex-2021-07-18',
      ...(decision === undefined ? {} : { decision }),
    };
    if (at === null) return { ...base, reading: { refuse: 'the source finds no time in it' } };
    const start = DateTime.fromISO(at, { zone: 'Asia/Tokyo' });
    return {
      ...base,
      reading: {
        start,
        grain:
          at.length === 10
            ? ('day' as const)
            : at.length > 16
              ? ('second' as const)
              : ('minute' as const),
      },
    };
  });
}

import type { Annotated } from './annotation.js';
import { phrasingAt } from './tenth-phrasing.js';

/**
 * Our own phrasing of the twenty-fourth round (issue 18) in Chinese, Japanese and Korean, written
 * down with its readings before the reader learned them: named days the tables lacked and the
 * written `后日`, found by a probe sweep of everyday names (source "native phrasing, twenty-fourth
 * round"), and names taken from sources the corpus had not used: date-holidays' Taiwan data (its
 * names `228和平紀念日`, `靑年節`) and dateparser's zh, ja, ko translation data
 * (scrapinghub/dateparser dateparser/data/date_translation_data/{zh,ja,ko}.py; only its tests had
 * been used for these languages). Said on Thursday 14 May 2026, 10:00 local. A reading is a local
 * minute, a whole local day (09:00), a refusal or the readings asked (`ask:a|b`).
 *
 * Days: Easter 2027 is 28 March (Good Friday 26 March); US Thanksgiving 2026 is 26 November (the
 * Friday after, 27 November); 重阳 2026 (lunar 9/9) is 18 October, 中元 (lunar 7/15) 27 August,
 * 七夕 19 August; 春节 2027 is 6 February in China and Taiwan.
 */

/**
 * Family 1: zh named days and the written `后日` (native phrasing, twenty-fourth round): the leads
 * of a probe of main (`后日`, `圣诞夜`, `耶稣受难日`, `黑色星期五`, `国际儿童节`, `白色情人节`,
 * `老人节`, `敬老节`, `鬼节`, `新年`, `寒食节`, `过两天`, `第二天`) and members they did not name.
 */
const ZH: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    // `后日` is written Chinese for `后天`, which keeps the wall clock.
    ['后日', '2026-05-16T10:00'],
    ['后日下午3点', '2026-05-16T15:00'],
    ['后日早上8点', '2026-05-16T08:00'],
    ['圣诞夜', '2026-12-24T09:00'],
    ['圣诞夜晚上8点', '2026-12-24T20:00'],
    ['耶诞节', '2026-12-25T09:00'],
    ['耶稣受难日', '2027-03-26T09:00'],
    ['受难日', '2027-03-26T09:00'],
    ['黑色星期五', '2026-11-27T09:00'],
    ['黑五', '2026-11-27T09:00'],
    ['黑色星期五晚上8点', '2026-11-27T20:00'],
    ['国际儿童节', '2026-06-01T09:00'],
    ['白色情人节', '2027-03-14T09:00'],
    ['西方情人节', '2027-02-14T09:00'],
    ['七夕情人节', '2026-08-19T09:00'],
    ['女神节', '2027-03-08T09:00'],
    ['老人节', '2026-10-18T09:00'],
    ['敬老节', '2026-10-18T09:00'],
    ['老人节下午3点', '2026-10-18T15:00'],
    ['鬼节', '2026-08-27T09:00'],
    ['七月半', '2026-08-27T09:00'],
    // `新年` is 1 January (元旦, `新年快乐` on New Year's Day) and the Spring Festival (`过新年`).
    ['新年', 'ask:2027-01-01T09:00|2027-02-06T09:00'],
    ['新年那天', 'ask:2027-01-01T09:00|2027-02-06T09:00'],
    // 寒食 is one or two days before 清明 (the 105th day after 冬至): no one day.
    ['寒食节', 'refuse'],
    // The next day after what? A day before it reads (`15号的第二天`).
    ['第二天', 'refuse'],
    ['第二天早上8点', 'refuse'],
    // A couple of days (decided: vague).
    ['过两天', 'refuse'],
    // Read already (guards).
    ['平安夜', '2026-12-24T09:00'],
    ['重阳节', '2026-10-18T09:00'],
    ['中元节', '2026-08-27T09:00'],
    ['后天下午3点', '2026-05-16T15:00'],
  ],
  'zh-TW': [
    ['後日', '2026-05-16T10:00'],
    ['後日下午3點', '2026-05-16T15:00'],
    ['聖誕夜', '2026-12-24T09:00'],
    ['耶誕夜', '2026-12-24T09:00'],
    ['耶誕節', '2026-12-25T09:00'],
    ['耶誕節晚上7點', '2026-12-25T19:00'],
    ['耶穌受難日', '2027-03-26T09:00'],
    ['黑色星期五', '2026-11-27T09:00'],
    ['白色情人節', '2027-03-14T09:00'],
    ['老人節', '2026-10-18T09:00'],
    ['敬老節', '2026-10-18T09:00'],
    ['鬼節', '2026-08-27T09:00'],
    ['中元', '2026-08-27T09:00'],
    ['新年', 'ask:2027-01-01T09:00|2027-02-06T09:00'],
    ['寒食節', 'refuse'],
    ['第二天', 'refuse'],
    // Read already (guards).
    ['平安夜', '2026-12-24T09:00'],
    ['中元節', '2026-08-27T09:00'],
  ],
};

/**
 * Family 2: Taiwan's days under the names people use, from date-holidays' TW data
 * (https://github.com/commenthol/date-holidays/blob/master/data/countries/TW.yaml: `228和平紀念日`
 * 02-28, `靑年節` 03-29 written with the compatibility character 靑, `兒童節` 04-04, `國父逝世紀念日`
 * 03-12, the day Taiwan keeps as 植樹節).
 */
const TW: Record<string, readonly (readonly [string, string])[]> = {
  'zh-TW': [
    ['和平紀念日', '2027-02-28T09:00'],
    ['二二八', '2027-02-28T09:00'],
    ['青年節', '2027-03-29T09:00'],
    ['植樹節', '2027-03-12T09:00'],
    ['婦幼節', '2027-04-04T09:00'],
    // Read already (a guard).
    ['兒童節', '2027-04-04T09:00'],
  ],
};

/**
 * Family 3: ja named days (native phrasing, twenty-fourth round) and dateparser's ja.py
 * (`翌月`, next month; `翌年`, next year: a period).
 */
const JA: Record<string, readonly (readonly [string, string])[]> = {
  ja: [
    ['新年', '2027-01-01T09:00'],
    ['バレンタイン', '2027-02-14T09:00'],
    ['エイプリルフール', '2027-04-01T09:00'],
    ['クリスマスイヴ', '2026-12-24T09:00'],
    ['クリスマスイヴの夜8時', '2026-12-24T20:00'],
    ['ブラックフライデー', '2026-11-27T09:00'],
    ['聖金曜日', '2027-03-26T09:00'],
    ['重陽の節句', '2026-09-09T09:00'],
    ['翌月', '2026-06-14T10:00'],
    // Periods or days that differ by region: refused.
    ['翌年', 'refuse'],
    ['お盆', 'refuse'],
    ['鏡開き', 'refuse'],
    ['お彼岸', 'refuse'],
    ['土用の丑の日', 'refuse'],
    // Read already (guards).
    ['バレンタインデー', '2027-02-14T09:00'],
    ['来月', '2026-06-14T10:00'],
    ['クリスマスイブ', '2026-12-24T09:00'],
  ],
};

/** Family 4: ko named days (native phrasing, twenty-fourth round). */
const KO: Record<string, readonly (readonly [string, string])[]> = {
  ko: [
    ['블랙프라이데이', '2026-11-27T09:00'],
    ['성금요일', '2027-03-26T09:00'],
    ['근로자의 날', '2027-05-01T09:00'],
    ['근로자의날', '2027-05-01T09:00'],
    ['노동절', '2027-05-01T09:00'],
    ['식목일', '2027-04-05T09:00'],
    ['국군의 날', '2026-10-01T09:00'],
    ['국군의날 오전 10시', '2026-10-01T10:00'],
    ['블랙데이', '2027-04-14T09:00'],
    // Korea's lunar 9/9 is 19 October 2026 (the month's new moon is 11 October 00:50 in Seoul,
    // 10 October in Beijing).
    ['중양절', '2026-10-19T09:00'],
    ['백중', '2026-08-27T09:00'],
    // 한식 is also Korean food, 유두 a nipple: not read.
    ['한식', 'refuse'],
    ['유두', 'refuse'],
    // Read already (guards).
    ['스승의 날', '2026-05-15T09:00'],
    ['새해', '2027-01-01T09:00'],
  ],
};

/**
 * Family 5: HeidelTime's Chinese parts of the day (HeidelTime/heideltime
 * resources/chinese/repattern/resources_repattern_rePartOfDay.txt,
 * https://github.com/HeidelTime/heideltime/blob/master/resources/chinese/repattern/resources_repattern_rePartOfDay.txt):
 * the words our tables lacked, `午间`, `晌午` (noon), `子夜`, `夜半` (midnight, the middle of the
 * night) and `今宵` (tonight), with members the list did not write (a day or a clock beside them).
 */
const PARTS: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    ['午间', '2026-05-14T12:00'],
    ['明天午间', '2026-05-15T12:00'],
    ['午间12点半', '2026-05-14T12:30'],
    ['晌午', '2026-05-14T12:00'],
    ['明天晌午', '2026-05-15T12:00'],
    ['子夜', '2026-05-15T00:00'],
    ['夜半两点', '2026-05-15T02:00'],
    ['夜半三点', '2026-05-15T03:00'],
    ['今宵', '2026-05-14T20:00'],
    ['今宵8点', '2026-05-14T20:00'],
    // Read already (guards): HeidelTime's other words.
    ['早晨7点', '2026-05-15T07:00'],
    ['清晨6点', '2026-05-15T06:00'],
    ['午后3点', '2026-05-14T15:00'],
    ['夜晚9点', '2026-05-14T21:00'],
    ['午夜', '2026-05-15T00:00'],
  ],
  'zh-TW': [
    ['午間', '2026-05-14T12:00'],
    ['明天午間', '2026-05-15T12:00'],
    ['晌午', '2026-05-14T12:00'],
    ['子夜', '2026-05-15T00:00'],
    ['夜半兩點', '2026-05-15T02:00'],
    ['今宵', '2026-05-14T20:00'],
    ['今宵8點', '2026-05-14T20:00'],
    // Read already (guards).
    ['午後3點', '2026-05-14T15:00'],
    ['早晨7點', '2026-05-15T07:00'],
  ],
};

/**
 * Family 6: a Korean date extractor's tests (meinside/lazy-korean-date-parser-go lkdp_test.go,
 * https://github.com/meinside/lazy-korean-date-parser-go/blob/master/lkdp_test.go): zero-padded
 * hours and months, `PM` before the clock, `반`, `뒤`. Read already: guards.
 */
const LKDP: Record<string, readonly (readonly [string, string])[]> = {
  ko: [
    ['오늘 오후 9시 30분', '2026-05-14T21:30'],
    ['오후 01시 01분', '2026-05-14T13:01'],
    ['PM 03:30', '2026-05-14T15:30'],
    ['AM 09:30', '2026-05-15T09:30'],
    ['5분 뒤', '2026-05-14T10:05'],
    ['1시간 뒤에', '2026-05-14T11:00'],
    ['11월 5일', '2026-11-05T09:00'],
    ['2026년 06월 02일', '2026-06-02T09:00'],
    ['9시 반', 'ask:2026-05-15T09:30|2026-05-14T21:30'],
    ['5시 01분', 'ask:2026-05-15T05:01|2026-05-14T17:01'],
  ],
};

/**
 * Family 7: ja the hours before dawn (native phrasing, twenty-fourth round: the probe sweep's parts
 * of the day): `明け方` (dawn) before an hour was refused, and `未明` (the small hours) alone read
 * 21:00 of the evening before, a wrong time.
 */
const DAWN: Record<string, readonly (readonly [string, string])[]> = {
  ja: [
    ['明け方4時', '2026-05-15T04:00'],
    ['明け方5時', '2026-05-15T05:00'],
    ['明け方5時半', '2026-05-15T05:30'],
    ['明日の明け方5時', '2026-05-15T05:00'],
    ['未明4時', '2026-05-15T04:00'],
    ['明日の未明3時', '2026-05-15T03:00'],
    ['土曜の未明2時', '2026-05-16T02:00'],
    // Alone, no hour of the small hours is the one meant.
    ['明け方', 'refuse'],
    ['未明', 'refuse'],
    // Read already (guards).
    ['未明二時半', '2026-05-15T02:30'],
    ['早朝5時', '2026-05-15T05:00'],
    ['深夜2時', '2026-05-15T02:00'],
  ],
};

/**
 * Family 8: `在` (at) before an offset, as dateparser's zh data writes `in` (scrapinghub/dateparser
 * dateparser/data/date_translation_data/zh.py, `"in": ["在"]`,
 * https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/zh.py):
 * `在3小时后提醒我` is how the offset is often said.
 */
const AT_OFFSET: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    ['在3小时后', '2026-05-14T13:00'],
    ['在10分钟后', '2026-05-14T10:10'],
    ['在半小时后', '2026-05-14T10:30'],
    ['在两天后', '2026-05-16T10:00'],
    ['在3天以后', '2026-05-17T10:00'],
    ['在一周后', '2026-05-21T10:00'],
    // Read already (a guard): a date after `在`.
    ['在20号下午3点', '2026-05-20T15:00'],
  ],
  'zh-TW': [
    ['在3小時後', '2026-05-14T13:00'],
    ['於10分鐘後', '2026-05-14T10:10'],
    ['在兩天後', '2026-05-16T10:00'],
  ],
};

const REASONS = {
  refuse:
    'a day that is not one (寒食 one or two days before 清明; `第二天`, the next day after what?; `过两天`, a couple of days; ja `お盆`, `お彼岸` periods, `鏡開き` by region, `土用の丑の日` one or two a year, `翌年` a year; `明け方`, `未明` alone, no one hour), or a word that is also an everyday one (ko 한식 Korean food, 유두)',
  ask: '`新年`: 1 January or the Spring Festival, both called the new year; ko a clock without 오전/오후 (morning or evening)',
};

export function twentyfourthEastPhrasing(): Annotated[] {
  const at = phrasingAt(
    'native phrasing, twenty-fourth round (issue 18)',
    'twentyfourth-east',
    REASONS,
  );
  return [
    ...at('2026-05-14T10:00:00', ZH),
    ...at('2026-05-14T10:00:00', TW),
    ...at('2026-05-14T10:00:00', JA),
    ...at('2026-05-14T10:00:00', KO),
    ...at('2026-05-14T10:00:00', PARTS),
    ...at('2026-05-14T10:00:00', LKDP),
    ...at('2026-05-14T10:00:00', DAWN),
    ...at('2026-05-14T10:00:00', AT_OFFSET),
  ];
}

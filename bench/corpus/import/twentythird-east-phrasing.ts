import type { Annotated } from './annotation.js';
import { phrasingAt } from './tenth-phrasing.js';

/**
 * Our own phrasing of the twenty-third round (issue 18) in Chinese, Japanese and Korean, written
 * down with its readings before the reader learned them, from sources the corpus had not used:
 * the twenty-four solar terms (二十四节气, 二十四節気, 24절기) people name as days (`今年春分` in
 * zhanzecheng/Time_NLP's Test.py; the names and their days from the pages named beside each group),
 * the named days of Time_NLP's solar-holiday table, and the forms of the Time-NLP tests (shinyke's
 * Java one and zhanzecheng's Python port). Said on Thursday 14 May 2026, 10:00 local. A reading is
 * a local minute, a whole local day (09:00), a refusal or the readings asked (`ask:a|b`).
 *
 * The solar terms' days are the astronomical ones in the users' zone (China and Taiwan UTC+8,
 * Japan and Korea UTC+9): 芒种 2026 falls on 5 June 23:48 in Beijing, 6 June in Tokyo and Seoul.
 */

/**
 * Family 1: the solar terms. zh: zhanzecheng/Time_NLP Test.py line 29 (`今年春分`,
 * https://github.com/zhanzecheng/Time_NLP/blob/master/Test.py), shinyke/Time-NLP's rule list
 * (test/com/shinyke/TimeAnalyseTest.java, `editTimeExp`); ko: the 24절기 table of
 * https://7505.tistory.com/entry/24절기-24절기의-의미 (name, day); ja: c-c-space/.github
 * hello/autumn/shuubun/index.php (秋分), spiegel-im-spiegel/github-pages-env
 * content/remark/2017/12/winter-solstice.md (冬至). Members no source wrote are added.
 */
const TERMS: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    // Time_NLP: 今年春分 (this year's was 20 March: past).
    ['今年春分', 'refuse'],
    ['春分', '2027-03-21T09:00'],
    ['明年春分', '2027-03-21T09:00'],
    ['夏至', '2026-06-21T09:00'],
    ['今年夏至', '2026-06-21T09:00'],
    ['夏至晚上8点', '2026-06-21T20:00'],
    ['夏至前一天', '2026-06-20T09:00'],
    ['秋分', '2026-09-23T09:00'],
    ['立秋', '2026-08-07T09:00'],
    ['立秋那天早上9点', '2026-08-07T09:00'],
    ['立冬', '2026-11-07T09:00'],
    ['立夏', '2027-05-06T09:00'],
    ['今年立夏', 'refuse'],
    ['小满', '2026-05-21T09:00'],
    ['芒种', '2026-06-05T09:00'],
    ['小暑', '2026-07-07T09:00'],
    ['大暑', '2026-07-23T09:00'],
    ['处暑', '2026-08-23T09:00'],
    ['白露', '2026-09-07T09:00'],
    ['寒露', '2026-10-08T09:00'],
    ['霜降', '2026-10-23T09:00'],
    ['小雪', '2026-11-22T09:00'],
    ['大雪', '2026-12-07T09:00'],
    ['小寒', '2027-01-05T09:00'],
    ['大寒', '2027-01-20T09:00'],
    ['立春', '2027-02-04T09:00'],
    ['雨水', '2027-02-19T09:00'],
    ['惊蛰', '2027-03-06T09:00'],
    ['谷雨', '2027-04-20T09:00'],
    // Read already (guards).
    ['清明', '2027-04-05T09:00'],
    ['冬至', '2026-12-22T09:00'],
  ],
  'zh-TW': [
    ['春分', '2027-03-21T09:00'],
    ['今年春分', 'refuse'],
    ['夏至', '2026-06-21T09:00'],
    ['夏至晚上8點', '2026-06-21T20:00'],
    ['秋分', '2026-09-23T09:00'],
    ['立秋', '2026-08-07T09:00'],
    ['立冬', '2026-11-07T09:00'],
    ['小滿', '2026-05-21T09:00'],
    ['芒種', '2026-06-05T09:00'],
    ['處暑', '2026-08-23T09:00'],
    ['驚蟄', '2027-03-06T09:00'],
    ['穀雨', '2027-04-20T09:00'],
    ['大寒', '2027-01-20T09:00'],
    ['立春', '2027-02-04T09:00'],
    ['冬至', '2026-12-22T09:00'],
  ],
  ja: [
    ['夏至', '2026-06-21T09:00'],
    ['今年の夏至', '2026-06-21T09:00'],
    ['夏至の日', '2026-06-21T09:00'],
    ['夏至の夜8時', '2026-06-21T20:00'],
    ['冬至', '2026-12-22T09:00'],
    ['冬至の日', '2026-12-22T09:00'],
    ['秋分', '2026-09-23T09:00'],
    ['春分', '2027-03-21T09:00'],
    ['立秋', '2026-08-07T09:00'],
    ['立冬', '2026-11-07T09:00'],
    ['立夏', '2027-05-06T09:00'],
    ['芒種', '2026-06-06T09:00'],
    ['小満', '2026-05-21T09:00'],
    ['大暑', '2026-07-23T09:00'],
    ['処暑', '2026-08-23T09:00'],
    ['霜降', '2026-10-23T09:00'],
    ['小寒', '2027-01-05T09:00'],
    ['大寒', '2027-01-20T09:00'],
    ['啓蟄', '2027-03-06T09:00'],
    ['穀雨', '2027-04-20T09:00'],
    // `大雪の日` is also a day of heavy snow (おおゆきの日): not read; `大雪` alone is the term.
    ['大雪の日', 'refuse'],
    // Read already (guards).
    ['立春', '2027-02-04T09:00'],
    ['秋分の日', '2026-09-23T09:00'],
  ],
  ko: [
    ['하지', '2026-06-21T09:00'],
    ['하지 저녁 7시', '2026-06-21T19:00'],
    ['입추', '2026-08-07T09:00'],
    ['입동', '2026-11-07T09:00'],
    ['입춘', '2027-02-04T09:00'],
    ['입하', '2027-05-06T09:00'],
    ['춘분', '2027-03-21T09:00'],
    ['추분', '2026-09-23T09:00'],
    ['경칩', '2027-03-06T09:00'],
    ['청명', '2027-04-05T09:00'],
    ['곡우', '2027-04-20T09:00'],
    ['소만', '2026-05-21T09:00'],
    ['망종', '2026-06-06T09:00'],
    ['소서', '2026-07-07T09:00'],
    ['대서', '2026-07-23T09:00'],
    ['처서', '2026-08-23T09:00'],
    ['한로', '2026-10-08T09:00'],
    ['상강', '2026-10-23T09:00'],
    ['대설', '2026-12-07T09:00'],
    ['소한', '2027-01-05T09:00'],
    // Hangul alone loses the characters: 대한 is also `about` (`에 대한`) and Korea, 소설 a novel,
    // 우수 excellence: not read.
    ['대한', 'refuse'],
    ['소설', 'refuse'],
    ['우수', 'refuse'],
    // Read already (a guard).
    ['동지', '2026-12-22T09:00'],
  ],
};

/**
 * Family 2: Time_NLP's named days (resource/holi_solar.json,
 * https://github.com/zhanzecheng/Time_NLP/blob/master/resource/holi_solar.json): the two our tables
 * lack, 记者节 (8 November, China's journalists' day) and 航海日 (11 July, China's maritime day).
 */
const DAYS: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    ['记者节', '2026-11-08T09:00'],
    ['航海日', '2026-07-11T09:00'],
    ['中国航海日', '2026-07-11T09:00'],
    // Read already (guards).
    ['植树节', '2027-03-12T09:00'],
    ['建军节', '2026-08-01T09:00'],
  ],
};

/**
 * Family 3: the Time-NLP tests' forms (shinyke/Time-NLP test/com/shinyke/TimeAnalyseTest.java,
 * https://github.com/shinyke/Time-NLP/blob/master/test/com/shinyke/TimeAnalyseTest.java; and
 * zhanzecheng/Time_NLP Test.py), the time part alone. Read already: guards.
 */
const TIMENLP: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    ['下周一下午三点', '2026-05-18T15:00'],
    ['下下周一', '2026-05-25T09:00'],
    ['周一', '2026-05-18T09:00'],
    ['明天早上', '2026-05-15T09:00'],
    ['7月 10日晚上7 点左右', '2026-07-10T19:00'],
    ['下午5点左右', '2026-05-14T17:00'],
    ['下午两点半', '2026-05-14T14:30'],
    ['今年儿童节晚上九点一刻', '2026-06-01T21:15'],
    ['今天下午两点', '2026-05-14T14:00'],
    ['6月3', '2026-06-03T09:00'],
  ],
};

/**
 * Family 4: `此时`, `此刻` (this very time) after a day, as `这个时候` reads: a date picker's presets
 * in a public console (`明天此时` = now + 1 day, `下周此时` = now + 7 days; found by the exact
 * string, the index does not name its repository) and alibaba-fusion/next's date-picker demo
 * (components/date-picker2/__docs__/demo/preset/index.md: `此刻` = now,
 * https://github.com/alibaba-fusion/next/blob/master/components/date-picker2/__docs__/demo/preset/index.md).
 */
const SAME_TIME: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    ['明天此时', '2026-05-15T10:00'],
    ['下周此时', '2026-05-21T10:00'],
    ['后天此时', '2026-05-16T10:00'],
    ['明天此刻', '2026-05-15T10:00'],
    // Read already (guards).
    ['明天这个时候', '2026-05-15T10:00'],
    ['下周同一时间', '2026-05-21T10:00'],
  ],
  'zh-TW': [
    ['明天此時', '2026-05-15T10:00'],
    ['下週此時', '2026-05-21T10:00'],
    ['後天此刻', '2026-05-16T10:00'],
    // Read already (a guard).
    ['下週這個時候', '2026-05-21T10:00'],
  ],
};

/**
 * Family 5: ja 雑節 counted from 立春 (its day is the first): 八十八夜 the 88th day, 二百十日 the
 * 210th, 二百二十日 the 220th (https://x-memory.jp/glossary/reki/reki058.html, 二百十日 and the list
 * of 雑節; http://www.tatuma.co.jp/aisatsu/170505.html, 八十八夜). 立春 2026 was 4 February, 2027's is
 * 4 February.
 */
const ZASSETSU: Record<string, readonly (readonly [string, string])[]> = {
  ja: [
    ['八十八夜', '2027-05-02T09:00'],
    ['今年の八十八夜', 'refuse'],
    ['二百十日', '2026-09-01T09:00'],
    ['二百十日の夜8時', '2026-09-01T20:00'],
    ['二百二十日', '2026-09-11T09:00'],
    // Read already (a guard): the eve of 立春.
    ['節分', '2027-02-03T09:00'],
  ],
};

const REASONS = {
  refuse:
    'this year\'s day is past (`今年春分`), or a word that is also an everyday one (ja `大雪の日` a day of heavy snow; ko 대한 "about", 소설 "novel", 우수 "excellence")',
  ask: '',
};

export function twentythirdEastPhrasing(): Annotated[] {
  const at = phrasingAt(
    'native phrasing, twenty-third round (issue 18)',
    'twentythird-east',
    REASONS,
  );
  return [
    ...at('2026-05-14T10:00:00', TERMS),
    ...at('2026-05-14T10:00:00', DAYS),
    ...at('2026-05-14T10:00:00', TIMENLP),
    ...at('2026-05-14T10:00:00', SAME_TIME),
    ...at('2026-05-14T10:00:00', ZASSETSU),
  ];
}

import type { Annotated } from './annotation.js';
import { atLocal, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the fifteenth round (issue 18) in Japanese, Korean and Chinese: named
 * days the holiday tables lacked (JioNLP's festival tables, jionlp/gadget/time_parser.py
 * `fixed_solar_holiday_dict`, `fixed_lunar_holiday_dict`, `regular_solar_holiday_dict`, and the
 * languages' own calendars: `龙抬头`, `小年`, `双十一`, `五一`, `節分`, `섣달그믐`, `동지`), the
 * month after next before a day (`再来月の20日`, `下下个月5号`, `다다음 달 5일`), and everyday
 * WeChat and LINE chat (`后儿晚上8点`, `明早8点`, `夜里两点`, `晚点`, `過兩天`), written down with
 * their readings before the reader learned from them. Read on Thursday 5 March 2026, 10:00 local,
 * as the thirteenth and fourteenth rounds' rows. A reading is a local minute, a whole local day, a
 * span of hours (`from..to`: a part of the day, any hour of it), a refusal (past, a span, vague,
 * or no instant) or the readings asked (`ask:a|b`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  ja: [
    // named days: 節分 is the eve of 立春 (3 February in 2027, 2 February in 2025)
    ['節分', '2027-02-03'],
    ['節分の前日', '2027-02-02'],
    ['節分の夜7時', '2027-02-03T19:00'],
    // several days long: which one?
    ['お盆', 'refuse'],
    ['ゴールデンウィーク', 'refuse'],
    ['GW', 'refuse'],
    // the month after next before a day
    ['再来月の20日', '2026-05-20'],
    ['再来月20日', '2026-05-20'],
    ['再来月の5日の15時', '2026-05-05T15:00'],
    // deadlines
    ['明日中', 'refuse'],
    ['今日中', 'refuse'],
  ],
  ko: [
    // named days: 섣달그믐 is the last day of the lunar year (the eve of 설날), 동지 the solstice
    ['섣달그믐', '2027-02-06'],
    ['섣달그믐 저녁 8시', '2027-02-06T20:00'],
    ['동지', '2026-12-22'],
    ['동지 오후 3시', '2026-12-22T15:00'],
    // the month after next before a day
    ['다다음 달 5일', '2026-05-05'],
    ['다다음달 20일 오후 3시', '2026-05-20T15:00'],
    // deadlines
    ['내일까지', 'refuse'],
    ['금요일까지', 'refuse'],
  ],
  'zh-CN': [
    // lunar named days (JioNLP's fixed_lunar_holiday_dict)
    ['龙抬头', '2026-03-20'],
    ['龙抬头早上8点', '2026-03-20T08:00'],
    ['二月二龙抬头', '2026-03-20'],
    ['上巳节', '2026-04-19'],
    ['寒衣节', '2026-11-09'],
    ['下元节', '2026-11-23'],
    // 12/23 in the north, 12/24 in the south
    ['小年', 'ask:2027-01-30T09:00|2027-01-31T09:00'],
    ['小年晚上8点', 'ask:2027-01-30T20:00|2027-01-31T20:00'],
    ['冬至', '2026-12-22'],
    // solar named days (fixed_solar_holiday_dict, regular_solar_holiday_dict)
    ['建党节', '2026-07-01'],
    ['护士节', '2026-05-12'],
    ['消费者权益日', '2026-03-15'],
    ['三一五', '2026-03-15'],
    ['世界地球日', '2026-04-22'],
    ['地球日', '2026-04-22'],
    ['光棍节', '2026-11-11'],
    ['双十一', '2026-11-11'],
    ['双11', '2026-11-11'],
    ['双十一前一天', '2026-11-10'],
    ['双十一晚上8点', '2026-11-11T20:00'],
    ['双十二', '2026-12-12'],
    ['感恩节', '2026-11-26'],
    ['国际劳动节', '2026-05-01'],
    ['五一', '2026-05-01'],
    ['五一早上9点', '2026-05-01T09:00'],
    ['六一', '2026-06-01'],
    ['三八', '2026-03-08'],
    // a number as well: eleven (the 11th? 11 o'clock?), 3:15
    ['十一', 'refuse'],
    ['315', 'refuse'],
    // lunar days alone: this lunar month's or the 15th?
    ['初一', 'refuse'],
    ['十五', 'refuse'],
    // the month after next before a day
    ['下下个月5号', '2026-05-05'],
    ['下下个月15号下午3点', '2026-05-15T15:00'],
    ['下下月10号', '2026-05-10'],
    // everyday chat
    ['明儿早上8点', '2026-03-06T08:00'],
    ['明儿下午三点', '2026-03-06T15:00'],
    ['明儿个', '2026-03-06'],
    ['后儿', '2026-03-07'],
    ['后儿晚上8点', '2026-03-07T20:00'],
    ['后儿个上午十点', '2026-03-07T10:00'],
    ['今儿晚上8点', '2026-03-05T20:00'],
    ['今儿个晚上七点', '2026-03-05T19:00'],
    ['下礼拜三下午', '2026-03-11T12:00..2026-03-11T18:00'],
    ['这礼拜六', '2026-03-07'],
    ['礼拜天上午十点', '2026-03-08T10:00'],
    ['下下周一', '2026-03-16'],
    ['明天一早', '2026-03-06T06:00..2026-03-06T12:00'],
    ['明早8点', '2026-03-06T08:00'],
    ['明晚8点', '2026-03-06T20:00'],
    ['明天中午', '2026-03-06T12:00'],
    ['中午12点', '2026-03-05T12:00'],
    ['十二点半', '2026-03-05T12:30'],
    ['夜里两点', '2026-03-06T02:00'],
    ['半夜12点', '2026-03-06T00:00'],
    ['凌晨3点', '2026-03-06T03:00'],
    ['今晚九点', '2026-03-05T21:00'],
    ['三点一刻', '2026-03-05T15:15'],
    ['下午三点', '2026-03-05T15:00'],
    ['大后天', '2026-03-08'],
    ['后天下午两点', '2026-03-07T14:00'],
    ['周六上午10点', '2026-03-07T10:00'],
    ['明天晚上十点半', '2026-03-06T22:30'],
    // vague
    ['礼拜几', 'refuse'],
    ['过两天', 'refuse'],
    ['一会儿', 'refuse'],
    ['等会儿', 'refuse'],
    ['待会儿', 'refuse'],
    ['晚点', 'refuse'],
    ['饭后', 'refuse'],
    ['晚饭后', 'refuse'],
    ['下班后', 'refuse'],
  ],
  'zh-TW': [
    // named days
    ['龍抬頭', '2026-03-20'],
    ['龍抬頭早上8點', '2026-03-20T08:00'],
    ['上巳節', '2026-04-19'],
    ['下元節', '2026-11-23'],
    ['冬至', '2026-12-22'],
    ['光棍節', '2026-11-11'],
    ['雙十一', '2026-11-11'],
    ['雙11', '2026-11-11'],
    ['雙十一前一天', '2026-11-10'],
    ['雙十二', '2026-12-12'],
    ['感恩節', '2026-11-26'],
    ['十一', 'refuse'],
    ['初一', 'refuse'],
    ['十五', 'refuse'],
    // the month after next before a day
    ['下下個月5號', '2026-05-05'],
    ['下下個月15號下午3點', '2026-05-15T15:00'],
    // everyday chat
    ['明早8點', '2026-03-06T08:00'],
    ['明晚7點半', '2026-03-06T19:30'],
    ['明天一早', '2026-03-06T06:00..2026-03-06T12:00'],
    ['明天中午', '2026-03-06T12:00'],
    ['中午12點', '2026-03-05T12:00'],
    ['十二點半', '2026-03-05T12:30'],
    ['半夜兩點', '2026-03-06T02:00'],
    ['凌晨3點', '2026-03-06T03:00'],
    ['今晚十點', '2026-03-05T22:00'],
    ['晚上11點', '2026-03-05T23:00'],
    ['三點一刻', 'ask:2026-03-05T15:15|2026-03-06T03:15'],
    ['下禮拜三', '2026-03-11'],
    ['這禮拜六', '2026-03-07'],
    ['禮拜五晚上8點', '2026-03-06T20:00'],
    ['週日早上10點', '2026-03-08T10:00'],
    ['後天下午三點', '2026-03-07T15:00'],
    ['大後天', '2026-03-08'],
    // vague
    ['禮拜幾', 'refuse'],
    ['過兩天', 'refuse'],
    ['等一下', 'refuse'],
    ['待會', 'refuse'],
    ['晚點', 'refuse'],
    ['吃完飯', 'refuse'],
    ['下班後', 'refuse'],
  ],
};

export function fifteenthEastPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    atLocal('2026-03-05T10:00:00'),
    'native phrasing, fifteenth round (issue 18)',
    'fifteenth-east-phrasing-2026-03-05T10:00',
    {
      refuse: 'past, a span, vague, a deadline, a number as well, or no instant',
      ask: 'two days named alike (小年 in the north and the south), or a 12-hour clock: both readings',
    },
  );
}

import type { Annotated } from './annotation.js';
import { phrasingAt } from './tenth-phrasing.js';

/**
 * Our own phrasing of the twenty-first round (issue 18) in Chinese, Japanese and Korean, written
 * down with its readings before the reader learned them: the Korean forms the twentieth round left
 * refused (a named month's last day `3월 말일`, the n-th week of a month `4월 둘째 주`, `다음 달 첫째
 * 주`), the repeats people set in reminder apps (every working day, the 15th of every month, the
 * last day of every month; a clock closed by `마다`), and a sweep of the phrasing reminder apps'
 * help pages show. Said on Thursday 5 March 2026, 10:00 local. A reading is a local minute, a whole
 * local day (09:00), a refusal or the readings asked (`ask:a|b`); a repeat is written as its first
 * occurrence.
 */

/** The n-th week of a month: the week holding the 1st or the first full week (decisions.md). */
const APRIL_WEEK1 = 'ask:2026-04-01T09:00|2026-04-06T09:00';
const APRIL_WEEK2 = 'ask:2026-04-06T09:00|2026-04-13T09:00';
const APRIL_WEEK3 = 'ask:2026-04-13T09:00|2026-04-20T09:00';
const APRIL_LAST = 'ask:2026-04-20T09:00|2026-04-27T09:00';

/** Family 1: the Korean forms left refused. */
const LEFT: Record<string, readonly (readonly [string, string])[]> = {
  ko: [
    ['3월 말일', '2026-03-31T17:00'],
    ['3월 말일에', '2026-03-31T17:00'],
    ['4월 말일', '2026-04-30T17:00'],
    ['4월 말일 오후 3시', '2026-04-30T15:00'],
    ['이달 말일', '2026-03-31T17:00'],
    ['다음 달 말일', '2026-04-30T17:00'],
    ['다음달 말일', '2026-04-30T17:00'],
    ['4월 둘째 주', APRIL_WEEK2],
    ['4월 둘째주', APRIL_WEEK2],
    ['4월 둘째 주에', APRIL_WEEK2],
    ['4월 셋째 주', APRIL_WEEK3],
    ['4월 첫째 주', APRIL_WEEK1],
    ['4월 둘째 주 오전 10시', 'ask:2026-04-06T10:00|2026-04-13T10:00'],
    ['다음 달 첫째 주', APRIL_WEEK1],
    ['다음 달 첫째주', APRIL_WEEK1],
    ['다음달 둘째 주', APRIL_WEEK2],
    ['4월 마지막 주', APRIL_LAST],
    ['6월 첫째 주', '2026-06-01'],
    // Guards: a weekday after the week keeps the n-th weekday, as decided.
    ['4월 둘째 주 월요일', '2026-04-13'],
    ['4월 둘째주 월요일', '2026-04-13'],
    ['다음 달 첫째주 금요일', '2026-04-03'],
    ['4월 넷째 주 금요일', '2026-04-24'],
    ['4월 셋째 주말', '2026-04-18'],
    ['이번 주 토요일', '2026-03-07'],
    ['다음 주 월요일', '2026-03-09'],
  ],
};

/** Family 2: repeats set in reminder apps (the first occurrence). */
const REPEATS: Record<string, readonly (readonly [string, string])[]> = {
  'zh-CN': [
    ['每个工作日早上9点', '2026-03-06T09:00'],
    ['工作日每天9点', '2026-03-06T09:00'],
    ['工作日每天早上9点', '2026-03-06T09:00'],
    ['工作日每天晚上8点', '2026-03-05T20:00'],
    ['每周一到周五9点', '2026-03-06T09:00'],
    ['每月15号', '2026-03-15'],
    ['每个月15号', '2026-03-15'],
    ['每月15号上午10点', '2026-03-15T10:00'],
    ['每月最后一天', '2026-03-31T09:00'], // read since the twenty-third round
    ['每个月最后一天', '2026-03-31T09:00'], // read since the twenty-third round
    ['每月的最后一天', '2026-03-31T09:00'], // read since the twenty-third round
    ['每月底', 'refuse'],
    ['每月月底', 'refuse'],
  ],
  'zh-TW': [
    ['每個工作日早上9點', '2026-03-06T09:00'],
    ['工作日每天9點', 'ask:2026-03-05T21:00|2026-03-06T09:00'],
    ['工作日每天早上9點', '2026-03-06T09:00'],
    ['每月15號', '2026-03-15'],
    ['每個月最後一天', '2026-03-31T09:00'], // read since the twenty-third round
    ['每月底', 'refuse'],
  ],
  ja: [
    ['平日の毎朝9時', '2026-03-06T09:00'],
    ['平日の毎朝7時半', '2026-03-06T07:30'],
    ['平日の毎晩9時', '2026-03-05T21:00'],
    ['平日の毎日9時', '2026-03-06T09:00'],
    ['平日毎日9時', '2026-03-06T09:00'],
    ['平日毎朝9時', '2026-03-06T09:00'],
    ['毎月15日', '2026-03-15'],
    ['毎月15日の10時', '2026-03-15T10:00'],
    ['毎月末', 'refuse'],
    ['毎月末日', '2026-03-31T09:00'], // read since the twenty-third round
  ],
  ko: [
    ['평일 아침 9시마다', '2026-03-06T09:00'],
    ['평일 오전 9시마다', '2026-03-06T09:00'],
    ['평일 저녁 7시마다', '2026-03-05T19:00'],
    ['아침 9시마다', '2026-03-06T09:00'],
    ['오전 9시마다', '2026-03-06T09:00'],
    ['매일 아침 9시마다', '2026-03-06T09:00'],
    ['매주 월요일 오전 9시마다', '2026-03-09T09:00'],
    ['매달 15일', '2026-03-15'],
    ['매월 15일', '2026-03-15'],
    ['매월 15일마다', '2026-03-15'],
    ['매월 말일', '2026-03-31T09:00'], // read since the twenty-third round
    ['매달 말일', '2026-03-31T09:00'], // read since the twenty-third round
    ['매월 마지막 날', '2026-03-31T09:00'], // read since the twenty-third round
    // A clock closed by `마다` after a day is no repeat of that day: refused.
    ['내일 9시마다', 'refuse'],
  ],
};

/** Family 3: phrasing from reminder apps' help pages (each source named beside its rows). */
const SWEEP: Record<string, readonly (readonly [string, string])[]> = {
  ja: [
    // news.mynavi.jp (2017-09-02), iPhone リマインダー: 繰り返しのカスタマイズ (毎週月・水・土,
    // 毎月9日と24日, 第2月曜日, 第4火曜日).
    ['毎週月曜・水曜・土曜', '2026-03-07'],
    ['毎週月曜・水曜', '2026-03-09'],
    ['毎月第2月曜日', '2026-03-09'],
    ['毎月第4火曜日', '2026-03-24'],
    ['毎月9日と24日', 'refuse'],
    ['毎月10日', '2026-03-10'],
    ['毎月26日', '2026-03-26'],
    // studyappli.com (リマインダーとは): 毎朝の起床時間, 1時間後, 今日の夜.
    ['毎朝7時', '2026-03-06T07:00'],
    ['1時間後', '2026-03-05T11:00'],
    ['今日の夜', '2026-03-05T21:00'],
    // Weekend repeats as typed in LINE reminders.
    ['毎週土日10時', '2026-03-07T10:00'],
    ['毎週土日', '2026-03-07'],
  ],
  'zh-CN': [
    // gitea.ishenwei.online nexus wiki "Recurring Tasks" (Todoist repeat phrases in Chinese):
    // 每週一早上9点, 每6个月.
    ['每週一早上9点', '2026-03-09T09:00'],
    ['每周一早上9点', '2026-03-09T09:00'],
    // www.zjgxxwh.com calendar app documentation: 下周三下午两点.
    ['下周三下午两点', '2026-03-11T14:00'],
    // yynote.cn 小黄条 repeat rules (每N天, 每N周, 每N月, 每N年); a count of days or weeks starts
    // tomorrow at 09:00, as `every 3 days` (decided).
    ['每3天', '2026-03-06T09:00'],
    ['每2周', '2026-03-06T09:00'],
    // Weekend repeats as typed in 滴答清单 quick add.
    ['周末每天10点', '2026-03-07T10:00'],
    ['每周六日', '2026-03-07'],
    ['每周六日上午10点', '2026-03-07T10:00'],
    ['每周六和周日', '2026-03-07'],
  ],
  'zh-TW': [
    ['週末每天10點', 'ask:2026-03-07T10:00|2026-03-07T22:00'],
    ['每週六日', '2026-03-07'],
    ['每週一早上9點', '2026-03-09T09:00'],
  ],
  ko: [
    // it.donga.com, 카카오톡 톡캘린더; kakaowork.gitbook.io 캘린더 (반복 일정).
    ['매주 월요일 오전 10시', '2026-03-09T10:00'],
    ['매주 금요일 오후 6시', '2026-03-06T18:00'],
    ['매달 첫째 주 월요일', '2026-04-06'],
    ['매월 둘째 화요일', '2026-03-10'],
    ['매년 3월 10일', '2026-03-10'],
    ['격주 금요일', '2026-03-06'],
    ['주말마다 오전 10시', '2026-03-07T10:00'],
    ['매주 토요일 오전 10시마다', '2026-03-07T10:00'],
  ],
};

/**
 * Family 3, second batch: weekday lists typed short and repeats every two weeks on a weekday, as
 * the repeat settings of the apps above offer them (news.mynavi.jp: several weekdays a week;
 * kakaowork.gitbook.io: 맞춤 설정, several weekdays; yynote.cn: 每N周), and `的` after `每月`.
 */
const SWEEP_TWO: Record<string, readonly (readonly [string, string])[]> = {
  ja: [
    ['2週間ごとの金曜', '2026-03-06'],
    ['2週間ごとの月曜', '2026-03-09'],
  ],
  'zh-CN': [
    ['每周一三五', '2026-03-06'],
    ['每周二四', '2026-03-10'],
    ['每周一三五早上9点', '2026-03-06T09:00'],
    ['每周二四六', '2026-03-07'],
    ['每月的15号', '2026-03-15'],
    ['每月的1号早上9点', '2026-04-01T09:00'],
    ['每个月的15号', '2026-03-15'],
    ['每年的12月25日', '2026-12-25'],
    ['每两周的周五', '2026-03-06'],
    ['每隔3天', 'refuse'],
    ['每个月的第一个周一', '2026-04-06'],
    ['每隔一周的周五', '2026-03-06'],
  ],
  'zh-TW': [
    ['每週一三五', '2026-03-06'],
    ['每週二四', '2026-03-10'],
    ['每月的15號', '2026-03-15'],
    ['每個月的15號', '2026-03-15'],
  ],
  ko: [
    ['매주 월수금', '2026-03-06'],
    ['매주 화목', '2026-03-10'],
    ['매주 화목 오후 7시', '2026-03-05T19:00'],
    ['매주 토일', '2026-03-07'],
    ['2주마다 금요일', '2026-03-06'],
    ['한 달에 한 번', 'refuse'],
    ['매월 마지막 주 금요일', '2026-03-27'],
    ['매주 월요일 아침마다', '2026-03-09T09:00'],
  ],
};

const REASONS = {
  refuse:
    'the end of every month (每月底, 毎月末), two days of every month (one day number per monthly repeat), a clock closed by `마다` after a single day, `每隔3天` (every third day or every fourth: said both ways), or once a month with no day',
  ask: 'the n-th week of a month: counted from the week holding the 1st or from the first full week (decided); a clock without its half of the day in zh-TW (decided)',
};

export function twentyfirstEastPhrasing(): Annotated[] {
  const at = phrasingAt(
    'native phrasing, twenty-first round (issue 18)',
    'twentyfirst-east',
    REASONS,
  );
  return [
    ...at('2026-03-05T10:00:00', LEFT),
    ...at('2026-03-05T10:00:00', REPEATS),
    ...at('2026-03-05T10:00:00', SWEEP),
    ...at('2026-03-05T10:00:00', SWEEP_TWO),
  ];
}

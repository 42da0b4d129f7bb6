import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { askedLocal as asked, instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Japanese, Korean and Chinese families of the tenth round (docs/decisions.md, "Time expressions,
 * tenth round: ja, ko, zh-CN, zh-TW (issue 18)"), read at Thursday 5 March 2026, 10:00 on the
 * caller's wall clock (Tokyo, Seoul, Shanghai, Taipei).
 */

describe("An hour outside the time of day, with minutes: refused, never the clock's own half", () => {
  it.each([
    // The evening's 2:30 was read 14:30 (the bare-hour rule's afternoon), a wrong time.
    ['zh-CN', '傍晚3点15分'],
    ['zh-TW', '傍晚2點半'],
    ['ko', '저녁 2시 반'],
    ['ja', '深夜5時半'],
    ['zh-CN', '今晚2点半'],
    ['en', 'tonight at 12:30'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it.each([
    ['zh-CN', '晚上7点半', '2026-03-05 19:30'],
    ['ja', '夜7時半', '2026-03-05 19:30'],
    ['ja', '昼の1時半', '2026-03-05 13:30'],
    ['zh-CN', '中午1点半', '2026-03-05 13:30'],
    ['ko', '오후 12시 30분', '2026-03-05 12:30'],
    ['en', 'this afternoon at 12:30', '2026-03-05 12:30'],
    // The evening's 12 with minutes is the midnight it ends at, as without them.
    ['zh-CN', '晚上12点半', '2026-03-06 00:30'],
    ['ko', '저녁 12시 30분', '2026-03-06 00:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  // Today's evening (今晚) has one midnight ahead since the thirteenth round: '今晚12点半' is 00:30.
  it.each([['zh-CN', '明天晚上12点半']] as const)(
    '%s "%s" (which midnight?) is refused',
    (locale, text) => {
      expect(readLocal(locale, text)).toBe('invalid_time_format');
    },
  );
});

describe("The evening's small hours (zh): 晚上1点 … 晚上4点 are the coming night's", () => {
  it.each([
    ['zh-CN', '晚上1点', '2026-03-06 01:00'],
    ['zh-CN', '晚上一点', '2026-03-06 01:00'],
    ['zh-CN', '晚上两点半', '2026-03-06 02:30'],
    ['zh-CN', '晚上4点', '2026-03-06 04:00'],
    ['zh-CN', '晚上3点15分', '2026-03-06 03:15'],
    ['zh-CN', '晚上1点钟', '2026-03-06 01:00'],
    ['zh-TW', '晚上兩點鐘', '2026-03-06 02:00'],
    ['zh-CN', '晚上10点钟', '2026-03-05 22:00'],
    ['zh-TW', '晚上2點', '2026-03-06 02:00'],
    ['zh-TW', '晚上兩點半', '2026-03-06 02:30'],
    // Unchanged: the evening's own hours.
    ['zh-CN', '晚上10点', '2026-03-05 22:00'],
    ['zh-CN', '晚上11点半', '2026-03-05 23:30'],
    ['zh-TW', '晚上10點', '2026-03-05 22:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // With a day: the night before that day or after it? (as 深夜2点 with a day)
    ['zh-CN', '明天晚上2点'],
    ['zh-TW', '明天晚上2點'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('A weekday written with a digit (zh): 周4, 星期4, 礼拜4, 週4', () => {
  it.each([
    ['zh-CN', '周4上午10点', '2026-03-12 10:00'],
    ['zh-CN', '下周4上午10点', '2026-03-12 10:00'],
    ['zh-CN', '星期4', '2026-03-12 09:00'],
    ['zh-CN', '礼拜5下午3点', '2026-03-06 15:00'],
    ['zh-CN', '周7', '2026-03-08 09:00'],
    ['zh-TW', '週4', '2026-03-12 09:00'],
    ['zh-TW', '禮拜5', '2026-03-06 09:00'],
    ['zh-TW', '下週4下午3點', '2026-03-12 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('A month, a filler, then the day with its mark: 3月の6日, 10月的2号', () => {
  it.each([
    ['ja', '3月の6日', '2026-03-06 09:00'],
    ['ja', '10月の2日', '2026-10-02 09:00'],
    ['ja', '5月の21日の15時', '2026-05-21 15:00'],
    ['zh-CN', '10月的2号', '2026-10-02 09:00'],
    ['zh-CN', '3月的6号下午3点', '2026-03-06 15:00'],
    ['ko', '10월의 2일', '2026-10-02 09:00'],
    // 月份 (the month, as a span) is the month before a day or weekday of it.
    ['zh-CN', '八月份的第一个周二', '2026-08-04 09:00'],
    ['zh-CN', '12月份25号', '2026-12-25 09:00'],
    ['zh-TW', '8月份的第一個週二', '2026-08-04 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('ja "3月の4日", a day gone this year, is next year\'s, as "3月4日"', () => {
    expect(readLocal('ja', '3月の4日')).toBe('2027-03-04 09:00');
    expect(readLocal('ja', '3月4日')).toBe('2027-03-04 09:00');
  });

  it('ja "3月の6" (no day mark) stays refused', () => {
    expect(readLocal('ja', '3月の6')).toBe('invalid_time_format');
  });

  it('zh-CN "8月份" (a month alone) is its coming first day (fourteenth round: decided again)', () => {
    expect(readLocal('zh-CN', '8月份')).toBe('2026-08-01 09:00');
  });
});

describe('A month and a half (ja, ko, zh): a month and 15 days, as 半月 is 15 days', () => {
  it.each([
    ['zh-CN', '一个半月后', '2026-04-20 10:00'],
    ['zh-CN', '1个半月后', '2026-04-20 10:00'],
    ['zh-CN', '两个半月后', '2026-05-20 10:00'],
    ['zh-TW', '一個半月後', '2026-04-20 10:00'],
    ['ja', '1か月半後', '2026-04-20 10:00'],
    ['ko', '한 달 반 후', '2026-04-20 10:00'],
    ['zh-CN', '一个月半后', '2026-04-20 10:00'],
    ['ja', '一ヶ月半後', '2026-04-20 10:00'],
    ['ko', '1개월 반 후', '2026-04-20 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Every other day: 每隔一天, 隔日, 一日おき, 격일', () => {
  const zoneOf = (locale: string): string => ZONES[locale] ?? 'UTC';
  it.each([
    ['zh-CN', '每隔一天早上8点', '2026-03-06 08:00'],
    ['zh-TW', '每隔一天晚上9點', '2026-03-05 21:00'],
    ['ja', '隔日の朝7時', '2026-03-06 07:00'],
    ['ja', '一日おきに9時', '2026-03-06 09:00'],
    ['ko', '격일로 오전 9시', '2026-03-06 09:00'],
  ] as const)('%s "%s": every 2 days from %s', (locale, text, first) => {
    const zone = zoneOf(locale);
    const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
    expect(r.ok && r.recurrence?.data).toMatchObject({ pattern: 'every_n_days', interval: 2 });
    expect(readLocal(locale, text)).toBe(first);
  });

  it.each([
    // Every N days, or every N+1? (每隔2天: "with 2 days between")
    ['zh-CN', '每隔2天'],
    ['zh-CN', '每隔三天'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Small words', () => {
  it.each([
    ['ko', '한낮', '2026-03-05 12:00'],
    ['ko', '내주 월요일', '2026-03-09 09:00'],
    ['ko', '내주 화요일 오후 3시', '2026-03-10 15:00'],
    ['ko', '담달 1일', '2026-04-01 09:00'],
    ['ko', '내달 5일', '2026-04-05 09:00'],
    ['ko', '내일 한낮', '2026-03-06 12:00'],
    ['ja', '早朝7時', '2026-03-06 07:00'],
    ['ja', '月曜の朝イチで', '2026-03-09 09:00'],
    ['ja', '明日の朝一で', '2026-03-06 09:00'],
    ['ja', '明日早朝5時', '2026-03-06 05:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('A numeric date with the year last in a year-first language: asked', () => {
  it.each([
    ['ja', '3-7-2026', ['2026-03-07 09:00', '2026-07-03 09:00']],
    ['zh-CN', '7/3/2026', ['2026-07-03 09:00', '2026-03-07 09:00']],
    ['ko', '3-7-2026', ['2026-03-07 09:00', '2026-07-03 09:00']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    // The year first settles it; one order only when the other is no date.
    ['ja', '2026-7-3', '2026-07-03 09:00'],
    ['zh-CN', '3/25/2026', '2026-03-25 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Korean weekdays joined by 과, 이랑, 하고 in a weekly recurrence', () => {
  const weekdaysOf = (text: string): unknown => {
    const zone = ZONES.ko ?? 'UTC';
    const r = parseTimeExpression(text, {
      now: instantAt('2026-03-05 10:00', zone),
      zone,
      locale: 'ko',
    });
    return r.ok ? r.recurrence?.data : r.error;
  };
  it.each([
    ['매주 월요일과 목요일', [0, 3], '2026-03-09 09:00'],
    ['월요일과 목요일마다', [0, 3], '2026-03-09 09:00'],
    ['매주 화요일이랑 금요일 오후 3시', [1, 4], '2026-03-06 15:00'],
  ] as const)('"%s" is weekly on %j from %s', (text, weekdays, first) => {
    expect(weekdaysOf(text)).toMatchObject({ pattern: 'every_n_weeks', interval: 1, weekdays });
    expect(readLocal('ko', text)).toBe(first);
  });

  it('"월요일과 목요일" without "every" stays refused (which one?)', () => {
    expect(readLocal('ko', '월요일과 목요일')).toBe('invalid_time_format');
  });
});

describe('Japanese 最初の (the first) and 今から (from now) before a duration', () => {
  it.each([
    ['来月の最初の金曜日', '2026-04-03 09:00'],
    ['6月の最初の月曜日', '2026-06-01 09:00'],
    ['最初の金曜日', '2026-03-06 09:00'],
    // 今から says when, as あと does: '2週間で' alone stays refused (how long something takes).
    ['今から2週間で', '2026-03-19 10:00'],
    ['今から30分で', '2026-03-05 10:30'],
    ['今から1時間後', '2026-03-05 11:00'],
    ['今から2日後の10時', '2026-03-07 10:00'],
  ] as const)('ja "%s" is %s', (text, want) => {
    expect(readLocal('ja', text)).toBe(want);
  });

  it.each(['2週間で', '最初の日'])('ja "%s" stays refused', (text) => {
    expect(readLocal('ja', text)).toBe('invalid_time_format');
  });
});

describe('The ideographic comma 、 is a comma (ja, zh)', () => {
  it.each([
    ['ja', '3月6日、15時', '2026-03-06 15:00'],
    ['ja', '明日、午後3時', '2026-03-06 15:00'],
    ['ja', '3月6日、金曜日', '2026-03-06 09:00'],
    ['zh-CN', '明天、下午3点', '2026-03-06 15:00'],
    ['zh-TW', '明天、下午3點', '2026-03-06 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ja', '毎週月曜日、水曜日、金曜日の9時', [0, 2, 4]],
    ['zh-CN', '每周一、周四', [0, 3]],
    ['zh-TW', '每週一、週四', [0, 3]],
  ] as const)('%s "%s": still a list of weekdays', (locale, text, weekdays) => {
    const zone = ZONES[locale] ?? 'UTC';
    const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
    expect(r.ok && r.recurrence?.data).toMatchObject({ pattern: 'every_n_weeks', weekdays });
  });
});

describe('A duration alone, then an approximation (ja, ko, zh)', () => {
  it.each([
    ['zh-CN', '一个小时左右', '2026-03-05 11:00'],
    ['zh-CN', '10分钟左右', '2026-03-05 10:10'],
    ['ja', '1時間くらい', '2026-03-05 11:00'],
    ['ja', '30分ほど', '2026-03-05 10:30'],
    ['ja', '1時間弱', '2026-03-05 11:00'],
    ['ja', '30分強', '2026-03-05 10:30'],
    ['ko', '한 시간 정도', '2026-03-05 11:00'],
    ['ko', '30분쯤', '2026-03-05 10:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ja', 'くらい'],
    ['zh-CN', '左右'],
  ] as const)('%s "%s" alone stays refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Please around a time (ja, ko, zh), as English "please"', () => {
  it.each([
    ['ja', '10時にお願い', '2026-03-05 10:00'],
    ['ja', '明日10時でお願いします', '2026-03-06 10:00'],
    ['ja', '明日の朝8時でお願い', '2026-03-06 08:00'],
    ['zh-CN', '请明天10点', '2026-03-06 10:00'],
    ['zh-CN', '请在明天上午10点', '2026-03-06 10:00'],
    ['zh-TW', '請明天早上10點', '2026-03-06 10:00'],
    ['ko', '내일 오전 10시 부탁해', '2026-03-06 10:00'],
    ['ko', '내일 오전 10시에 부탁해요', '2026-03-06 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ja', 'お願い'],
    ['ja', '2週間でお願い'],
    ['zh-CN', '请'],
    ['ko', '부탁해'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Particles around a time: topic, sentence end, "at the time" (ja, ko, zh)', () => {
  it.each([
    ['ja', '明日は', '2026-03-06 10:00'],
    ['ja', '明日の3時は', '2026-03-06 15:00'],
    ['ja', '明日の10時ね', '2026-03-06 10:00'],
    ['zh-CN', '明天10点吧', '2026-03-06 10:00'],
    ['zh-CN', '明天10点的时候', '2026-03-06 10:00'],
    ['zh-TW', '明天早上10點的時候', '2026-03-06 10:00'],
    ['ko', '내일 오후 3시에요', '2026-03-06 15:00'],
    ['ko', '내일 오후 3시로', '2026-03-06 15:00'],
    ['ko', '금요일에는', '2026-03-06 09:00'],
    ['ko', '내일 아침은', '2026-03-06 09:00'],
    // The copula and its polite endings.
    ['ja', '明日の10時です', '2026-03-06 10:00'],
    ['ko', '내일 오후 3시입니다', '2026-03-06 15:00'],
    ['ko', '5분 후요', '2026-03-05 10:05'],
    ['zh-CN', '是明天10点', '2026-03-06 10:00'],
    ['zh-CN', '明天10点呢', '2026-03-06 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 'には' after a time is also "by" (a deadline), as '明日までに': refused.
    ['ja', '明日には'],
    ['ja', '10時には'],
    ['ja', 'は'],
    ['zh-CN', '吧'],
    ['ko', '은'],
    ['ja', 'です'],
    ['zh-CN', '是'],
    ['ko', '요'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('"At" before a date (zh: 在, 于, 於) and the possessive 의 (ko)', () => {
  it.each([
    ['zh-CN', '在3月6日下午3点', '2026-03-06 15:00'],
    ['zh-CN', '于3月6日下午3点', '2026-03-06 15:00'],
    ['zh-CN', '于明天上午10点', '2026-03-06 10:00'],
    ['zh-CN', '在12月25日', '2026-12-25 09:00'],
    ['zh-TW', '於12月25日', '2026-12-25 09:00'],
    ['zh-TW', '於明天早上10點', '2026-03-06 10:00'],
    // 'At' before a dotted month and day still settles the clock.
    ['zh-CN', '在3.15', '2026-03-06 03:15'],
    ['ko', '내일의 오후 3시', '2026-03-06 15:00'],
    ['ko', '금요일의 오후 3시', '2026-03-06 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Japanese written in kana, as typed before conversion', () => {
  it.each([
    ['あした3じ', '2026-03-06 15:00'],
    ['あしたのごご3じ', '2026-03-06 15:00'],
    ['ごぜん10じ', '2026-03-05 10:00'],
    ['3じはん', '2026-03-05 15:30'],
    ['ごごさんじはん', '2026-03-05 15:30'],
    ['10ぷんご', '2026-03-05 10:10'],
    ['じゅっぷんご', '2026-03-05 10:10'],
    ['1じかんご', '2026-03-05 11:00'],
    ['いちじかんご', '2026-03-05 11:00'],
    ['3にちご', '2026-03-08 10:00'],
    ['あしたのあさ', '2026-03-06 09:00'],
    ['よる9じ', '2026-03-05 21:00'],
    ['らいしゅうのきんようび', '2026-03-13 09:00'],
    ['あすの10じ', '2026-03-06 10:00'],
    ['しゅうまつ', '2026-03-07 09:00'],
    ['こんどのきんようび', '2026-03-06 09:00'],
    ['3じ10ぷんまえ', '2026-03-05 14:50'],
    ['あしたのごぜんちゅう', '2026-03-06 09:00'],
    ['よなか2じ', '2026-03-06 02:00'],
    ['いっしゅうかんご', '2026-03-12 10:00'],
    ['ふつかごのあさ', '2026-03-07 09:00'],
    // Kana the table had already: unchanged.
    ['あさって10じ', '2026-03-07 10:00'],
    ['こんばん', '2026-03-05 20:00'],
  ] as const)('ja "%s" is %s, as in kanji', (text, want) => {
    expect(readLocal('ja', text)).toBe(want);
  });

  it.each(['ごはん', 'じ'])('ja "%s" is refused', (text) => {
    expect(readLocal('ja', text)).toBe('invalid_time_format');
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseTimeExpression,
  suggestTimeExpressions,
} from '../../shared/domain/time-expression.js';
import { askedLocal as asked, instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Japanese, Chinese and Korean forms finished in the short round (decisions.md, "Time
 * expressions, ninth round: ja, ko, zh-CN, zh-TW (issue 18)", "Short round"), read at Thursday
 * 5 March 2026, 10:00 on the caller's wall clock (Tokyo, Seoul, Shanghai, Taipei).
 */

describe('A dotted month and day alone: the date or the clock', () => {
  it.each([
    // 24-hour clocks: the date at 09:00, or the clock as typed.
    ['ja', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15']],
    ['zh-CN', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15']],
    ['zh-CN', '12.25', ['2026-12-25 09:00', '2026-03-05 12:25']],
    ['ja', '7.30', ['2026-07-30 09:00', '2026-03-06 07:30']],
    // 12-hour clocks: the date, the morning's and the afternoon's clock.
    ['ko', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15', '2026-03-05 15:15']],
    ['zh-TW', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15', '2026-03-05 15:15']],
    ['ko', '8.10', ['2026-08-10 09:00', '2026-03-06 08:10', '2026-03-05 20:10']],
    ['zh-TW', '12.25', ['2026-12-25 09:00', '2026-03-05 12:25']],
    ['ko', '20.03', ['2026-03-20 09:00', '2026-03-05 20:03']],
    // This year's date is past: next year's, still within the year ahead.
    ['zh-CN', '3.01', ['2027-03-01 09:00', '2026-03-06 03:01']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    // A clock after it settles the date.
    ['ja', '3.15 15:00', '2026-03-15 15:00'],
    ['zh-TW', '3.15 15:00', '2026-03-15 15:00'],
    // A day before it, or 'at', settles the clock (as before).
    ['zh-CN', '明天3.15', '2026-03-06 03:15'],
    ['zh-CN', '在3.15', '2026-03-06 03:15'],
    // No month 15 or 45: a clock only.
    ['ja', '13.15', '2026-03-05 13:15'],
    ['zh-CN', '9.45', '2026-03-06 09:45'],
    // Languages that write the day first are unchanged.
    ['de', '3.15', '2026-03-06 03:15'],
    ['en-GB', '7.30', '2026-03-06 07:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each(['ko', 'zh-TW', 'ja'] as const)(
    '%s "3.15": each offered reading is spelled so that it reads back as itself',
    (locale) => {
      const zone = ZONES[locale] ?? 'UTC';
      const r = parseTimeExpression('3.15', {
        now: instantAt('2026-03-05 10:00', zone),
        zone,
        locale,
      });
      expect(r.ok ? 'one reading' : r.error).toBe('time_ambiguous');
      if (r.ok || r.error !== 'time_ambiguous') return;
      expect(r.suggestions?.map((text) => readLocal(locale, text))).toEqual(asked(locale, '3.15'));
    },
  );

  it('reads no 32nd day: the clock alone', () => {
    expect(readLocal('ja', '3.32')).toBe('2026-03-06 03:32');
    expect(asked('ko', '3.32')).toEqual(['2026-03-06 03:32', '2026-03-05 15:32']);
  });

  it.each([
    ['ja', '3.5'], // one digit after the dot: a decimal number
    ['zh-CN', '3.15号'],
    ['en-US', '8.10'], // a 12-hour clock that does not write month.day with a dot: still refused
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('A relative day, a part of the day and a clock without a unit mark', () => {
  it.each([
    ['zh-CN', '明天下午3点半', '2026-03-06 15:30'],
    ['zh-CN', '明天下午三点半', '2026-03-06 15:30'],
    ['zh-TW', '明天下午兩點半', '2026-03-06 14:30'],
    ['ja', '明日の夜9時', '2026-03-06 21:00'],
    ['ja', '明日の夜9時半', '2026-03-06 21:30'],
    ['ja', '明後日の午後3時半', '2026-03-07 15:30'],
    ['ja', 'しあさっての朝8時', '2026-03-08 08:00'],
    ['ko', '내일 밤 9시 반', '2026-03-06 21:30'],
    ['ko', '내일밤 9시반', '2026-03-06 21:30'],
    ['ko', '모레 아침 8시 반', '2026-03-07 08:30'],
    ['ko', '글피 오후 3시', '2026-03-08 15:00'],
    ['zh-CN', '后天早上八点一刻', '2026-03-07 08:15'],
    ['zh-CN', '后天晚上十点一刻', '2026-03-07 22:15'],
    ['zh-CN', '明天晚上8点三刻', '2026-03-06 20:45'],
    ['zh-TW', '大後天晚上七點', '2026-03-08 19:00'],
    ['zh-CN', '大后天晚上7点半', '2026-03-08 19:30'],
    ['zh-TW', '明天晚上七點鐘', '2026-03-06 19:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ja', '明日の深夜2時', 'invalid_time_format'], // which night?
    ['zh-CN', '明天晚上12点', 'invalid_time_format'], // which midnight?
    ['zh-CN', '今天早上8点', 'time_in_past'],
    ['ko', '오늘 아침 8시', 'time_in_past'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Durations: a half, hours counted with 钟头, and after', () => {
  it.each([
    ['zh-CN', '半小时后', '2026-03-05 10:30'],
    ['zh-TW', '半小時後', '2026-03-05 10:30'],
    ['zh-CN', '一个半小时以后', '2026-03-05 11:30'],
    ['zh-TW', '一個半小時以後', '2026-03-05 11:30'],
    // A number in digits, or past three, before 个半 (the table's 一个半 … 三个半 aside).
    ['zh-CN', '1个半小时后', '2026-03-05 11:30'],
    ['zh-TW', '1個半小時後', '2026-03-05 11:30'],
    ['zh-CN', '四个半小时后', '2026-03-05 14:30'],
    ['zh-CN', '1个半钟头后', '2026-03-05 11:30'],
    ['zh-TW', '4個半鐘頭後', '2026-03-05 14:30'],
    ['ja', '1時間半後', '2026-03-05 11:30'],
    ['ja', '一時間半後に', '2026-03-05 11:30'],
    ['ko', '한 시간 반 후', '2026-03-05 11:30'],
    ['ko', '두 시간 반 후', '2026-03-05 12:30'],
    ['zh-CN', '两个钟头后', '2026-03-05 12:00'],
    ['zh-TW', '兩個鐘頭後', '2026-03-05 12:00'],
    ['zh-CN', '十五分钟之后', '2026-03-05 10:15'],
    ['zh-TW', '十五分鐘之後', '2026-03-05 10:15'],
    ['zh-CN', '再过十五分钟', '2026-03-05 10:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['zh-CN', '过一会儿', '10分钟后'],
    ['zh-TW', '過一會兒', '10分鐘後'],
    ['zh-CN', '待会儿', '10分钟后'],
    ['ja', 'しばらくして', '10分後'],
    ['ko', '잠시 후', '10분 후'],
  ] as const)(
    '%s "%s" (a while: how long?) is refused with a length to type',
    (locale, text, hint) => {
      expect(readLocal(locale, text)).toBe('invalid_time_format');
      const zone = ZONES[locale] ?? 'UTC';
      const now = instantAt('2026-03-05 10:00', zone);
      expect(suggestTimeExpressions(text, { now, zone, locale })).toContain(hint);
    },
  );
});

describe('A weekday of the week after next', () => {
  it.each([
    ['zh-CN', '下下周三', '2026-03-18 09:00'],
    ['zh-TW', '下下週三', '2026-03-18 09:00'],
    ['zh-CN', '下下个星期三', '2026-03-18 09:00'],
    ['zh-TW', '下下個禮拜三', '2026-03-18 09:00'],
    ['ja', '再来週の水曜日', '2026-03-18 09:00'],
    ['ja', '再来週水曜', '2026-03-18 09:00'],
    ['ko', '다다음 주 수요일', '2026-03-18 09:00'],
    ['ko', '다다음주 수요일', '2026-03-18 09:00'],
    ['zh-CN', '下下周三下午3点', '2026-03-18 15:00'],
    ['ja', '再来週の水曜日の15時', '2026-03-18 15:00'],
    ['ko', '다다음 주 수요일 오후 3시', '2026-03-18 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('asks on a Sunday where the week starts on Sunday, not where it starts on Monday', () => {
    const sunday = '2026-03-08 10:00';
    expect(readLocal('zh-CN', '下下周三', sunday)).toBe('2026-03-18 09:00');
    expect(asked('zh-TW', '下下週三', sunday)).toEqual(['2026-03-18 09:00', '2026-03-25 09:00']);
    expect(asked('ja', '再来週の水曜日', sunday)).toEqual(['2026-03-18 09:00', '2026-03-25 09:00']);
    expect(asked('ko', '다다음 주 수요일', sunday)).toEqual([
      '2026-03-18 09:00',
      '2026-03-25 09:00',
    ]);
  });

  it.each([
    ['zh-CN', '下下下周三'], // three weeks on: said rarely, refused
    ['ja', '再々来週の水曜日'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

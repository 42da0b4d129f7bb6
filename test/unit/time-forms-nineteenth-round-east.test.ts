import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { expectReading, ZONES, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Korean and Chinese days and months with no clock, nineteenth round (decisions.md,
 * "Time expressions, nineteenth round: ja, ko, zh-CN, zh-TW days and months (issue 18)"), said on
 * Thursday 5 March 2026 at 10:00 local (and on Sunday 27 December 2026 at 10:00 for a year's
 * turn). Each case was refused before this round.
 */
type Row = [string, string, Want];

function table(rows: readonly Row[], local = '2026-03-05T10:00'): void {
  for (const [locale, text, want] of rows) {
    const now = DateTime.fromISO(local, { zone: ZONES[locale] ?? 'UTC' }).toMillis();
    expectReading(locale, now, text, want);
  }
}

describe('a two-digit year before the year mark', () => {
  it('reads this century’s year before a month and day', () => {
    table([
      ['ja', '26年3月15日', '2026-03-15 09:00'],
      ['ja', '26年12月31日', '2026-12-31 09:00'],
      ['zh-CN', '26年3月15号', '2026-03-15 09:00'],
      ['zh-TW', '26年3月15號', '2026-03-15 09:00'],
      ['ko', '26년 3월 15일', '2026-03-15 09:00'],
      ['ko', '26년3월15일', '2026-03-15 09:00'],
      ['ja', '25年3月15日', 'past'],
    ]);
    table(
      [
        ['ja', '27年1月5日', '2027-01-05 09:00'],
        ['zh-CN', '27年1月5号', '2027-01-05 09:00'],
        ['ko', '27년 1월 5일', '2027-01-05 09:00'],
      ],
      '2026-12-27T10:00',
    );
  });
});

describe('next month and the month after next alone (zh, ko)', () => {
  it('reads them a month or two from now, as 下个月, 다음 달 and 再来月', () => {
    table([
      ['zh-CN', '下月', '2026-04-05 10:00'],
      ['zh-CN', '下下个月', '2026-05-05 10:00'],
      ['zh-CN', '下下月', '2026-05-05 10:00'],
      ['zh-TW', '下月', '2026-04-05 10:00'],
      ['zh-TW', '下下個月', '2026-05-05 10:00'],
      ['ko', '다다음 달', '2026-05-05 10:00'],
      ['ko', '다다음달', '2026-05-05 10:00'],
    ]);
    table([['zh-CN', '下下个月', '2027-02-27 10:00']], '2026-12-27T10:00');
  });
});

describe('a position in a named month', () => {
  it('reads zh 中 after a month as its middle, as 中旬', () => {
    table([
      ['zh-CN', '3月中', '2026-03-15 09:00'],
      ['zh-CN', '4月中', '2026-04-15 09:00'],
      ['zh-CN', '下个月中', '2026-04-15 09:00'],
      ['zh-CN', '下月中', '2026-04-15 09:00'],
      ['zh-TW', '3月中', '2026-03-15 09:00'],
      ['zh-TW', '下個月中', '2026-04-15 09:00'],
    ]);
  });

  it('reads ja 頭, の初め, の半ば, の末 and 終わり after a month', () => {
    table([
      ['ja', '来月の頭', '2026-04-01 09:00'],
      ['ja', '来月頭', '2026-04-01 09:00'],
      ['ja', '再来月の頭', '2026-05-01 09:00'],
      ['ja', '4月の頭', '2026-04-01 09:00'],
      ['ja', '4月頭', '2026-04-01 09:00'],
      ['ja', '4月の初め', '2026-04-01 09:00'],
      ['ja', '4月の半ば', '2026-04-15 09:00'],
      ['ja', '4月の末', '2026-04-30 17:00'],
      ['ja', '4月の終わり', '2026-04-30 17:00'],
      ['ja', '4月終わり', '2026-04-30 17:00'],
      ['ja', '来月の末', '2026-04-30 17:00'],
      ['ja', '来月の終わり', '2026-04-30 17:00'],
      ['ja', '今月の終わり', '2026-03-31 17:00'],
    ]);
    table([['ja', '1月の終わり', '2027-01-31 17:00']], '2026-12-27T10:00');
  });

  it('reads ko 이달 as this month', () => {
    table([
      ['ko', '이달 15일', '2026-03-15 09:00'],
      ['ko', '이달 말', '2026-03-31 17:00'],
    ]);
  });
});

describe('day words', () => {
  it('reads ja この週末 as this weekend and ko 그글피 as four days on', () => {
    table([
      ['ja', 'この週末', '2026-03-07 09:00'],
      ['ko', '그글피', '2026-03-09 10:00'],
    ]);
  });
});

describe('weeks and weekends', () => {
  it('reads the week after next and the weekend of a named week', () => {
    table([
      ['zh-CN', '下下个周五', '2026-03-20 09:00'],
      ['zh-TW', '下下個週五', '2026-03-20 09:00'],
      ['ja', '翌週', '2026-03-12 10:00'],
      ['ja', '来週の週末', '2026-03-14 09:00'],
      ['ja', '今週の週末', '2026-03-07 09:00'],
      ['ja', '再来週末', '2026-03-21 09:00'],
      ['ja', '再来週の週末', '2026-03-21 09:00'],
      ['ja', '再来週の頭', '2026-03-16 09:00'],
      ['ko', '다담주', '2026-03-19 10:00'],
      ['ko', '다담주 월요일', '2026-03-16 09:00'],
      ['ko', '다음 주 주말', '2026-03-14 09:00'],
      ['ko', '담주 주말', '2026-03-14 09:00'],
    ]);
  });
});

describe('a count of months and a keyword before a particle', () => {
  it('reads ko 석 달, 넉 달 and 来月に, 다음 달에 as the keyword alone', () => {
    table([
      ['ko', '석 달 뒤', '2026-06-05 10:00'],
      ['ko', '넉 달 후', '2026-07-05 10:00'],
      ['ja', '来月に', '2026-04-05 10:00'],
      ['ja', '再来月に', '2026-05-05 10:00'],
      ['ko', '다음 달에', '2026-04-05 10:00'],
      ['ko', '다음달에', '2026-04-05 10:00'],
    ]);
  });
});

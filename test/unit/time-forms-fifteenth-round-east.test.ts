import { describe, expect, it } from 'vitest';
import { askedLocal } from '../support/time-forms.js';
import { expectReading, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Korean and Chinese forms of the fifteenth round (decisions.md, "Time expressions,
 * fifteenth round: ja, ko, zh-CN, zh-TW (issue 18)"), at Thursday 5 March 2026 01:00 UTC (10:00
 * in Tokyo and Seoul, 09:00 in Shanghai and Taipei).
 */
const THURSDAY = Date.parse('2026-03-05T01:00:00Z');
/** THURSDAY on Shanghai's wall clock. */
const SHANGHAI = '2026-03-05 09:00';

type Row = [string, string, Want];

function table(rows: readonly Row[], now = THURSDAY): void {
  for (const [locale, text, want] of rows) expectReading(locale, now, text, want);
}

describe('named days the holiday tables lacked', () => {
  it('reads the lunar days of JioNLP’s festival table, with clocks and offsets', () => {
    table([
      ['zh-CN', '龙抬头', '2026-03-20 09:00'],
      ['zh-CN', '龙抬头早上8点', '2026-03-20 08:00'],
      ['zh-CN', '二月二龙抬头', '2026-03-20 09:00'],
      ['zh-CN', '上巳节', '2026-04-19 09:00'],
      ['zh-CN', '寒衣节', '2026-11-09 09:00'],
      ['zh-CN', '下元节', '2026-11-23 09:00'],
      ['zh-CN', '冬至', '2026-12-22 09:00'],
      ['zh-TW', '龍抬頭早上8點', '2026-03-20 08:00'],
      ['zh-TW', '上巳節', '2026-04-19 09:00'],
      ['zh-TW', '下元節', '2026-11-23 09:00'],
    ]);
  });

  it('asks which 小年 is meant: the north’s 12/23 or the south’s 12/24', () => {
    expect(askedLocal('zh-CN', '小年', SHANGHAI)).toEqual(['2027-01-30 09:00', '2027-01-31 09:00']);
    expect(askedLocal('zh-CN', '小年晚上8点', SHANGHAI)).toEqual([
      '2027-01-30 20:00',
      '2027-01-31 20:00',
    ]);
  });

  it('reads the solar days and their number-word names', () => {
    table([
      ['zh-CN', '建党节', '2026-07-01 09:00'],
      ['zh-CN', '护士节', '2026-05-12 09:00'],
      ['zh-CN', '消费者权益日', '2026-03-15 09:00'],
      ['zh-CN', '世界地球日', '2026-04-22 09:00'],
      ['zh-CN', '光棍节', '2026-11-11 09:00'],
      ['zh-CN', '双十一', '2026-11-11 09:00'],
      ['zh-CN', '双11', '2026-11-11 09:00'],
      ['zh-CN', '双十一前一天', '2026-11-10 09:00'],
      ['zh-CN', '双十一晚上8点', '2026-11-11 20:00'],
      ['zh-CN', '双十二', '2026-12-12 09:00'],
      ['zh-CN', '感恩节', '2026-11-26 09:00'],
      ['zh-CN', '国际劳动节', '2026-05-01 09:00'],
      ['zh-CN', '五一', '2026-05-01 09:00'],
      ['zh-CN', '五一早上9点', '2026-05-01 09:00'],
      ['zh-CN', '六一', '2026-06-01 09:00'],
      ['zh-CN', '三八', '2026-03-08 09:00'],
      ['zh-TW', '雙十一', '2026-11-11 09:00'],
      ['zh-TW', '光棍節', '2026-11-11 09:00'],
      ['zh-TW', '雙十二', '2026-12-12 09:00'],
      ['zh-TW', '感恩節', '2026-11-26 09:00'],
    ]);
  });

  it('refuses a name that is also a number, and lunar days alone', () => {
    table([
      ['zh-CN', '十一', 'invalid'],
      ['zh-CN', '315', 'invalid'],
      ['zh-CN', '三一五', 'invalid'],
      ['zh-CN', '初一', 'invalid'],
      ['zh-CN', '十五', 'invalid'],
      ['zh-TW', '十一', 'invalid'],
      ['zh-TW', '初一', 'invalid'],
    ]);
  });

  it('reads Taiwan’s 冬至 on the solar term’s day (22 December 2026), not always the 21st', () => {
    table([['zh-TW', '冬至', '2026-12-22 09:00']]);
  });

  it('reads 節分 on the eve of 立春, by year, and the Korean days', () => {
    table([
      ['ja', '節分', '2027-02-03 09:00'],
      ['ja', '節分の前日', '2027-02-02 09:00'],
      ['ja', '節分の夜7時', '2027-02-03 19:00'],
      ['ko', '섣달그믐', '2027-02-06 09:00'],
      ['ko', '섣달그믐 저녁 8시', '2027-02-06 20:00'],
      ['ko', '동지', '2026-12-22 09:00'],
      ['ko', '동지 오후 3시', '2026-12-22 15:00'],
    ]);
    // 2025's 立春 was 3 February: 節分 the 2nd.
    expectReading('ja', Date.parse('2025-01-10T01:00:00Z'), '節分', '2025-02-02 09:00');
  });

  it('refuses the days several days long', () => {
    table([
      ['ja', 'お盆', 'invalid'],
      ['ja', 'ゴールデンウィーク', 'invalid'],
    ]);
  });
});

describe('the month after next before a day', () => {
  it('reads 再来月, 下下个月, 다다음 달 before a day as that day two months on', () => {
    table([
      ['ja', '再来月の20日', '2026-05-20 09:00'],
      ['ja', '再来月20日', '2026-05-20 09:00'],
      ['ja', '再来月の5日の15時', '2026-05-05 15:00'],
      ['ko', '다다음 달 5일', '2026-05-05 09:00'],
      ['ko', '다다음달 20일 오후 3시', '2026-05-20 15:00'],
      ['zh-CN', '下下个月5号', '2026-05-05 09:00'],
      ['zh-CN', '下下个月15号下午3点', '2026-05-15 15:00'],
      ['zh-CN', '下下月10号', '2026-05-10 09:00'],
      ['zh-TW', '下下個月5號', '2026-05-05 09:00'],
      ['zh-TW', '下下個月15號下午3點', '2026-05-15 15:00'],
    ]);
  });
});

describe('everyday WeChat chat', () => {
  it('reads 后儿 (the day after tomorrow, as 明儿 is tomorrow)', () => {
    table([
      ['zh-CN', '后儿晚上8点', '2026-03-07 20:00'],
      ['zh-CN', '后儿个上午十点', '2026-03-07 10:00'],
    ]);
  });

  it('refuses the vague ones', () => {
    table([
      ['zh-CN', '过两天', 'invalid'],
      ['zh-CN', '一会儿', 'invalid'],
      ['zh-CN', '晚点', 'invalid'],
      ['zh-CN', '饭后', 'invalid'],
      ['zh-TW', '過兩天', 'invalid'],
      ['zh-TW', '等一下', 'invalid'],
    ]);
  });
});

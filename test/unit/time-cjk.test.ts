import { describe, expect, it } from 'vitest';
import { THURSDAY, DAY, HOUR, MINUTE, parserFor } from '../support/time.js';

/**
 * The grammar forms Japanese, Korean and Chinese need beyond the shared marks, read with the
 * real tables (locales/time/ja.json, ko.json, zh-CN.json, zh-TW.json). THURSDAY is 2026-03-05
 * 15:00 UTC: 00:00 on Friday 6 March in Tokyo and Seoul, 23:00 on Thursday in Taipei.
 */
const ja = parserFor({ now: THURSDAY, zone: 'Asia/Tokyo', locale: 'ja' });
const ko = parserFor({ now: THURSDAY, zone: 'Asia/Seoul', locale: 'ko' });
const zhCN = parserFor({ now: THURSDAY, zone: 'Asia/Shanghai', locale: 'zh-CN' });
const zhTW = parserFor({ now: THURSDAY, zone: 'Asia/Taipei', locale: 'zh-TW' });

/** A local wall time in Tokyo or Seoul (UTC+9) as an ISO instant. */
const kst = (local: string): string => new Date(Date.parse(`${local}+09:00`)).toISOString();
/** A local wall time in Taipei or Shanghai (UTC+8) as an ISO instant. */
const cst = (local: string): string => new Date(Date.parse(`${local}+08:00`)).toISOString();

describe('Function: parseTimeExpression (Japanese, Korean, Chinese)', () => {
  describe('numeric dates in the order the language writes them (CLDR, through Intl)', () => {
    it.each([
      ['ja', ja, kst('2027-03-04T09:00')],
      ['ko', ko, kst('2027-03-04T09:00')],
      ['zh-CN', zhCN, cst('2027-03-04T09:00')],
    ] as const)(
      '%s reads 3/4 as 4 March (next year: this one is past), like en-US',
      (_, p, time) => {
        expect(p.timeOf('3/4')).toBe(time);
      },
    );

    it('zh-TW reads 3/4 18:00 as 4 March at 18:00, and 12/9 as 9 December', () => {
      expect(zhTW.timeOf('3/4 18:00')).toBe(cst('2027-03-04T18:00'));
      expect(zhTW.timeOf('12/9')).toBe(cst('2026-12-09T09:00'));
    });

    it('day-first locales are unchanged: en-GB and de read 3/4 as 3 April', () => {
      expect(ja.timeOf('3/4', { locale: 'en-GB', zone: 'Europe/London' })).toBe(
        '2026-04-03T08:00:00.000Z',
      );
      expect(ja.timeOf('3.4.', { locale: 'de', zone: 'Europe/Berlin' })).toBe(
        '2026-04-03T07:00:00.000Z',
      );
    });
  });

  describe('CJK dates', () => {
    it('take a year before them: 2027年1月5日, 2027년 1월 5일', () => {
      expect(ja.timeOf('2027年1月5日')).toBe(kst('2027-01-05T09:00'));
      expect(ko.timeOf('2027년 1월 5일 오후 3시')).toBe(kst('2027-01-05T15:00'));
      expect(zhCN.timeOf('2027年1月5日下午3点')).toBe(cst('2027-01-05T15:00'));
    });

    it('a day mark alone is the day of the month (thirteenth round), not a number of days: 3日後 is read', () => {
      expect(ja.timeOf('3日')).toBe(kst('2026-04-03T09:00'));
      expect(ja.timeOf('15日')).toBe(kst('2026-03-15T09:00'));
      expect(ko.timeOf('3일')).toBe(kst('2026-04-03T09:00'));
      expect(ja.timeOf('3日後')).toBe(new Date(THURSDAY + 3 * DAY).toISOString());
      expect(ko.timeOf('3일 후')).toBe(new Date(THURSDAY + 3 * DAY).toISOString());
    });
  });

  describe('clocks', () => {
    it('午前0時 is midnight and 午後0時 noon', () => {
      expect(ja.timeOf('午前0時')).toBe(kst('2026-03-06T00:00'));
      expect(ja.timeOf('午後0時')).toBe(kst('2026-03-06T12:00'));
    });

    it('native number words before an hour mark: 오후 세 시, 세 시 반', () => {
      expect(ko.timeOf('오후 세 시')).toBe(kst('2026-03-06T15:00'));
      expect(ko.timeOf('내일 오후 세 시 반')).toBe(kst('2026-03-07T15:30'));
    });

    it('an hour with minutes and no meridiem moves with the time of day: 晚上8点半 is 20:30', () => {
      expect(zhCN.timeOf('晚上8点半')).toBe(cst('2026-03-06T20:30'));
      expect(zhTW.timeOf('今天晚上7點半', { now: Date.parse('2026-03-05T02:00:00Z') })).toBe(
        cst('2026-03-05T19:30'),
      );
      expect(zhTW.parse('早上8點半')).toEqual({
        ok: true,
        time: Date.parse(cst('2026-03-06T08:30')),
      });
    });

    it('a meridiem with no clock after it is its half of the day: 明日の午後, 내일 오전', () => {
      expect(ja.timeOf('明日の午後')).toBe(kst('2026-03-07T15:00'));
      expect(ko.timeOf('내일 오전')).toBe(kst('2026-03-07T09:00'));
      expect(ja.timeOf('午後7時')).toBe(kst('2026-03-06T19:00'));
    });
  });

  describe('durations', () => {
    it('一个半小时 and 兩個半小時 are one and a half, two and a half hours', () => {
      expect(zhCN.parse('一个半小时后')).toEqual({ ok: true, time: THURSDAY + 90 * MINUTE });
      expect(zhTW.parse('兩個半小時後')).toEqual({ ok: true, time: THURSDAY + 150 * MINUTE });
    });
  });

  describe('recurrences', () => {
    it('a set of weekdays is a weekly recurrence on its own or after every: 平日の9時, 평일마다, 每个工作日', () => {
      const weekdays = {
        pattern: 'custom',
        data: { pattern: 'every_n_weeks', interval: 1, weekdays: [0, 1, 2, 3, 4] },
      };
      expect(ja.parse('平日の9時')).toMatchObject({
        ok: true,
        time: Date.parse(kst('2026-03-06T09:00')),
        recurrence: weekdays,
      });
      expect(ko.parse('평일마다 오전 9시')).toMatchObject({ ok: true, recurrence: weekdays });
      expect(zhCN.parse('每个工作日早上9点')).toMatchObject({ ok: true, recurrence: weekdays });
    });

    it('a monthly phrase names its day with a day mark: 毎月15日, 매달 15일, 每月15号', () => {
      for (const [p, text, time] of [
        [ja, '毎月15日', kst('2026-03-15T09:00')],
        [ko, '매달 15일', kst('2026-03-15T09:00')],
        [zhCN, '每月15号', cst('2026-03-15T09:00')],
        [zhTW, '每個月15號', cst('2026-03-15T09:00')],
      ] as const) {
        expect(p.parse(text), text).toMatchObject({
          ok: true,
          time: Date.parse(time),
          recurrence: { pattern: 'monthly' },
        });
      }
    });

    it('a yearly recurrence takes a CJK date: 每年12月25日', () => {
      expect(zhCN.parse('每年12月25日')).toMatchObject({
        ok: true,
        time: Date.parse(cst('2026-12-25T09:00')),
        recurrence: { pattern: 'yearly' },
      });
    });

    it('a mark that is also a unit counts in recurrences: 3日ごと is every 3 days', () => {
      expect(ja.parse('3日ごと')).toMatchObject({
        ok: true,
        recurrence: { pattern: 'custom', data: { pattern: 'every_n_days', interval: 3 } },
      });
      expect(ko.parse('2시간마다')).toEqual({
        ok: true,
        time: THURSDAY + 2 * HOUR,
        recurrence: {
          pattern: 'custom',
          data: { pattern: 'every_n_hours', interval: 2, weekday: 0, position: 1 },
        },
      });
    });
  });
});

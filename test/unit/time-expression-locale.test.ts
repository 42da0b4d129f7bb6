import { describe, expect, it } from 'vitest';
import { parseRelativeDuration } from '../../shared/domain/time-expression.js';
import { DAY, HOUR, MINUTE, THURSDAY, invalid, parserFor } from '../support/time.js';

/** Thursday 23:00 in Taipei. */
const NOW = THURSDAY;
const zh = { now: NOW, zone: 'Asia/Taipei', locale: 'zh-TW' } as const;
const { parse } = parserFor(zh);

describe('Function: parseTimeExpression', () => {
  describe('Locale zh-TW: units', () => {
    it.each([
      ['秒', 1],
      ['秒鐘', 1],
      ['分', 60],
      ['分鐘', 60],
      ['小時', 3600],
      ['個小時', 3600],
      ['時', 3600],
      ['天', 86_400],
      ['日', 86_400],
      ['週', 604_800],
      ['星期', 604_800],
      ['周', 604_800],
      ['禮拜', 604_800],
      ['個星期', 604_800],
      ['個禮拜', 604_800],
      ['個月', 2_629_746],
    ] as const)('"%s" is %i seconds, as "X後" and as "in X"', (unit, seconds) => {
      expect(parse(`0.5${unit}後`)).toEqual({ ok: true, time: NOW + seconds * 500 });
      expect(parse(`in 0.5 ${unit}`)).toEqual({ ok: true, time: NOW + seconds * 500 });
      expect(parseRelativeDuration(`2${unit}`, 'zh-TW')).toBe(2 * seconds);
    });
  });

  describe('Locale zh-TW: "X後" means "in X"', () => {
    it.each([
      ['10分鐘後', 10 * MINUTE],
      ['2小時30分鐘後', 2.5 * HOUR],
      ['2 小時 30 分鐘 後', 2.5 * HOUR],
      ['1天2小時後', DAY + 2 * HOUR],
      ['3天之後', 3 * DAY],
      ['3天以後', 3 * DAY],
      ['１０分鐘後', 10 * MINUTE],
    ])('"%s"', (text, ms) => {
      expect(parse(text)).toEqual({ ok: true, time: NOW + ms });
    });

    it.each(['後', '分鐘後', '10後', '10分鐘後後', '3月後'])(
      'rejects "%s" (月 alone is a month of the year, not a unit)',
      (text) => {
        expect(parse(text)).toMatchObject(invalid);
      },
    );

    it('reads Chinese numerals: 十分鐘後, 兩小時後', () => {
      expect(parse('十分鐘後')).toEqual({ ok: true, time: NOW + 10 * MINUTE });
      expect(parse('兩小時後')).toEqual({ ok: true, time: NOW + 2 * HOUR });
    });

    it('a bare duration is relative time too (rule 2.5)', () => {
      expect(parse('10分鐘')).toEqual({ ok: true, time: NOW + 10 * MINUTE });
    });
  });

  describe('Locale zh-TW: keywords', () => {
    it.each([
      ['現在', NOW],
      ['今天', Date.parse('2026-03-05T15:59:59Z')], // 23:59:59 in Taipei (correction)
      ['明天', NOW + DAY],
      ['下週', NOW + 7 * DAY],
      ['下星期', NOW + 7 * DAY],
      ['下個月', Date.parse('2026-04-05T15:00:00Z')],
    ])('"%s"', (text, time) => {
      expect(parse(text)).toEqual({ ok: true, time });
    });

    it('"昨天" is in the past', () => {
      expect(parse('昨天')).toMatchObject({ ok: false, error: 'time_in_past' });
    });

    it('date words work as the date part of an "at" expression', () => {
      expect(parse('明天 at 3pm')).toEqual({ ok: true, time: Date.parse('2026-03-06T07:00:00Z') });
      expect(parse('明天at 09:30')).toEqual({ ok: true, time: Date.parse('2026-03-06T01:30:00Z') });
      expect(parse('今天 at 11:30pm')).toEqual({
        ok: true,
        time: Date.parse('2026-03-05T15:30:00Z'),
      });
    });
  });

  describe('Locale zh-TW: weekday names', () => {
    // Today is Thursday (星期四) in Taipei.
    it.each([
      ['星期一', '2026-03-09T01:00:00Z'],
      ['週一', '2026-03-09T01:00:00Z'],
      ['星期二', '2026-03-10T01:00:00Z'],
      ['週二', '2026-03-10T01:00:00Z'],
      ['星期三', '2026-03-11T01:00:00Z'],
      ['週三', '2026-03-11T01:00:00Z'],
      ['星期四', '2026-03-12T01:00:00Z'],
      ['週四', '2026-03-12T01:00:00Z'],
      ['星期五', '2026-03-06T01:00:00Z'],
      ['週五', '2026-03-06T01:00:00Z'],
      ['星期六', '2026-03-07T01:00:00Z'],
      ['週六', '2026-03-07T01:00:00Z'],
      ['星期日', '2026-03-08T01:00:00Z'],
      ['星期天', '2026-03-08T01:00:00Z'],
      ['週日', '2026-03-08T01:00:00Z'],
    ])('"%s" is the next one at 09:00', (text, iso) => {
      expect(parse(text)).toEqual({ ok: true, time: Date.parse(iso) });
    });

    it('works before " at "', () => {
      expect(parse('星期五 at 3pm')).toEqual({
        ok: true,
        time: Date.parse('2026-03-06T07:00:00Z'),
      });
    });
  });

  describe('Locale zh-TW: recurring words (每 / 每個 = "every")', () => {
    // Thursday 23:00 in Taipei: 09:00 tomorrow is 2026-03-06T01:00Z; the next Monday is the 9th.
    it.each([
      ['每天', '2026-03-06T01:00:00Z', 'daily'],
      ['每日', '2026-03-06T01:00:00Z', 'daily'],
      ['每週', '2026-03-09T01:00:00Z', 'weekly'],
      ['每星期', '2026-03-09T01:00:00Z', 'weekly'],
      ['每個星期', '2026-03-09T01:00:00Z', 'weekly'],
      ['每月', '2026-03-06T01:00:00Z', 'monthly'],
      ['每個月', '2026-03-06T01:00:00Z', 'monthly'],
    ] as const)('"%s" alone is recurring as rule 8: %s, %s', (text, iso, repeat) => {
      expect(parse(text)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat,
        recurrence: { pattern: repeat, data: null },
      });
    });

    it.each([
      ['每週一', '2026-03-09T01:00:00Z'],
      ['每星期一', '2026-03-09T01:00:00Z'],
      ['每個星期一', '2026-03-09T01:00:00Z'],
      ['每週二', '2026-03-10T01:00:00Z'],
      ['每週三', '2026-03-11T01:00:00Z'],
      ['每週四', '2026-03-12T01:00:00Z'],
      ['每星期四', '2026-03-12T01:00:00Z'], // today's weekday: a week ahead
      ['每週五', '2026-03-06T01:00:00Z'],
      ['每週六', '2026-03-07T01:00:00Z'],
      ['每週日', '2026-03-08T01:00:00Z'],
      ['每星期日', '2026-03-08T01:00:00Z'],
      ['每星期天', '2026-03-08T01:00:00Z'],
    ])('"%s" alone is the next such weekday strictly after today, 09:00, weekly', (text, iso) => {
      expect(parse(text)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat: 'weekly',
        recurrence: { pattern: 'weekly', data: null },
      });
    });

    it.each([
      // Daily: today if the time is still ahead (it is 23:00), else tomorrow.
      ['每天 at 11:30pm', '2026-03-05T15:30:00Z', 'daily'],
      ['每天at 11:30pm', '2026-03-05T15:30:00Z', 'daily'],
      ['每日 at 9am', '2026-03-06T01:00:00Z', 'daily'],
      ['每天 at 10pm', '2026-03-06T14:00:00Z', 'daily'],
      // Weekly: the next Monday.
      ['每週 at 09:30', '2026-03-09T01:30:00Z', 'weekly'],
      ['每星期 at 09:30', '2026-03-09T01:30:00Z', 'weekly'],
      ['每個星期 at 09:30', '2026-03-09T01:30:00Z', 'weekly'],
      // Every <weekday>: today if it is that weekday and the time is still ahead.
      ['每週五 at 3pm', '2026-03-06T07:00:00Z', 'weekly'],
      ['每星期五 at 3pm', '2026-03-06T07:00:00Z', 'weekly'],
      ['每個星期五 at 3pm', '2026-03-06T07:00:00Z', 'weekly'],
      ['每週四 at 11:30pm', '2026-03-05T15:30:00Z', 'weekly'],
      ['每週四 at 9am', '2026-03-12T01:00:00Z', 'weekly'],
      ['每星期日 at noon', '2026-03-08T04:00:00Z', 'weekly'],
      // Monthly: tomorrow.
      ['每月 at 3pm', '2026-03-06T07:00:00Z', 'monthly'],
      ['每個月 at 3pm', '2026-03-06T07:00:00Z', 'monthly'],
    ] as const)('"%s" is a recurring date part before " at ": %s, %s', (text, iso, repeat) => {
      expect(parse(text)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat,
        recurrence: { pattern: repeat, data: null },
      });
    });

    it('second edition: a date or recurrence before "X後" is moved by whole days only; unknown words are never dropped', () => {
      expect(parse('每天 10分鐘後')).toMatchObject(invalid);
      expect(parse('明天 10分鐘後')).toMatchObject(invalid);
      expect(parse('每天 提醒我')).toMatchObject(invalid);
    });

    it('"年" is a calendar year', () => {
      expect(parse('0.5年後')).toEqual({ ok: true, time: Date.parse('2026-09-05T15:00:00Z') });
    });

    it.each([
      ['每年', '2026-03-06T01:00:00Z', { recurrence: { pattern: 'yearly', data: null } }],
      [
        '每小時',
        '2026-03-05T16:00:00Z',
        {
          recurrence: {
            pattern: 'custom',
            data: { pattern: 'every_n_hours', interval: 1, weekday: 0, position: 1 },
          },
        },
      ],
      [
        '每2天',
        '2026-03-06T01:00:00Z',
        {
          recurrence: {
            pattern: 'custom',
            data: { pattern: 'every_n_days', interval: 2, weekday: 0, position: 1 },
          },
        },
      ],
    ] as const)('second edition: "%s" is a recurrence starting %s', (text, iso, rest) => {
      expect(parse(text)).toEqual({ ok: true, time: Date.parse(iso), ...rest });
    });

    it('"每十天" is every ten days', () => {
      expect(parse('每十天')).toMatchObject({
        ok: true,
        recurrence: { pattern: 'custom', data: { pattern: 'every_n_days', interval: 10 } },
      });
    });

    it.each(['每', '每 at 9am', '每週一 at 25:00', '每週一二'])('rejects "%s"', (text) => {
      expect(parse(text)).toMatchObject(invalid);
    });

    it('is zh-TW vocabulary: other locales do not know it', () => {
      expect(parse('每天', { locale: 'en-US' })).toMatchObject(invalid);
      expect(parse('每週五 at 3pm', { locale: 'en-US' })).toMatchObject(invalid);
    });
  });

  describe('Locale zh-TW: times of day and 點 (second edition: 每天早上8點 uses the time given)', () => {
    // Thursday 23:00 in Taipei.
    it.each([
      ['每天早上8點', '2026-03-06T00:00:00Z', 'daily'],
      ['每天晚上8點', '2026-03-06T12:00:00Z', 'daily'],
      ['每天早上8點30分', '2026-03-06T00:30:00Z', 'daily'],
      ['每週五下午3點', '2026-03-06T07:00:00Z', 'weekly'],
    ] as const)('"%s" starts %s, %s', (text, iso, repeat) => {
      expect(parse(text)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat,
        recurrence: { pattern: repeat, data: null },
      });
    });

    it.each([
      ['明天早上9點', '2026-03-06T01:00:00Z'],
      ['明天下午3點半', '2026-03-06T07:30:00Z'],
      ['半小時後', '2026-03-05T15:30:00Z'],
    ])('"%s" is %s', (text, iso) => {
      expect(parse(text)).toEqual({ ok: true, time: Date.parse(iso) });
    });

    it('"8點" and "每天8點" without a time of day ask: zh-TW writes a 12-hour clock', () => {
      for (const [text, spelled] of [
        ['8點', ['8am', '8pm']],
        ['每天8點', ['每天8am', '每天8pm']],
      ] as const) {
        const r = parse(text);
        expect(r).toMatchObject({ ok: false, error: 'time_ambiguous', suggestions: spelled });
        expect(r.ok ? [] : r.readings?.map((o) => o.time)).toEqual(
          spelled.map((s) => parse(s)).map((o) => (o.ok ? o.time : o.error)),
        );
      }
    });

    it('"今晚10點" at 23:00 is already past', () => {
      expect(parse('今晚10點')).toMatchObject({ ok: false, error: 'time_in_past' });
    });
  });

  describe('Locale zh-TW: English still works', () => {
    it.each([
      'in 2 hours',
      'tomorrow at 3pm',
      'friday',
      'daily',
      '2026-12-25 14:30',
      'every friday',
      'every day at 9am',
    ])('"%s"', (text) => {
      expect(parse(text).ok).toBe(true);
    });
  });

  describe('Other locales', () => {
    it.each(['en-US', 'en-GB', 'zh-CN', 'ja', '', 'constructor', '__proto__'])(
      'locale "%s" has no zh-TW words, and English works',
      (locale) => {
        expect(parse('10分鐘後', { locale })).toMatchObject(invalid);
        expect(parse('in 10 minutes', { locale })).toEqual({ ok: true, time: NOW + 10 * MINUTE });
      },
    );
  });
});

describe('Function: parseRelativeDuration', () => {
  it.each([
    ['30 minutes', 1800],
    ['1 hour', 3600],
    ['1 hour 30 min', 5400],
    ['1 day', 86_400],
    ['  1 Day, 2 Hours  ', 93_600],
    ['1.5 hours', 5400],
    ['0.1 min', 6],
    ['an hour', 3600],
    ['2 years', 63_113_904],
  ])('"%s" is %i seconds', (text, seconds) => {
    expect(parseRelativeDuration(text)).toBe(seconds);
  });

  it.each([
    '',
    '0 minutes',
    '5',
    'minutes',
    'in 30 minutes',
    'tomorrow',
    '2026-12-25',
    'eval( 1 hour',
    '30分鐘',
  ])('"%s" is null', (text) => {
    expect(parseRelativeDuration(text)).toBeNull();
  });

  it('rejects more than 200 characters', () => {
    expect(parseRelativeDuration(`${'1 min '.repeat(33)}1 min`)).toBeNull();
    expect(parseRelativeDuration(`${'1 min '.repeat(32)}1 min`)).toBe(33 * 60);
  });

  it("speaks the locale's units", () => {
    expect(parseRelativeDuration('30分鐘', 'zh-TW')).toBe(1800);
    expect(parseRelativeDuration('1小時30分鐘', 'zh-TW')).toBe(5400);
  });
});

import { describe, expect, it } from 'vitest';
import type { CustomRecurrence, RecurrencePattern } from '../../shared/domain/event.js';
import { describeRecurrence } from '../../shared/domain/recurrence-text.js';
import { createTranslator } from '../../shared/i18n.js';

const translate = createTranslator();
const rule = (
  data: Partial<CustomRecurrence> & Pick<CustomRecurrence, 'pattern'>,
): CustomRecurrence => ({ interval: 1, weekday: 0, position: 1, ...data });
const say = (
  locale: string,
  pattern: RecurrencePattern,
  data: CustomRecurrence | null = null,
): string => describeRecurrence(translate, locale, pattern, data, { capitalized: true });

describe('Function: describeRecurrence', () => {
  it.each([
    ['daily', null, 'Daily', '每天'],
    ['yearly', null, 'Yearly', '每年'],
    [
      'custom',
      rule({ pattern: 'every_n_weeks', interval: 2, weekdays: [0, 3] }),
      'Every 2 weeks on Monday and Thursday',
      '每 2 週的星期一和星期四',
    ],
    [
      'custom',
      rule({ pattern: 'every_n_weeks', weekdays: [0, 1, 2, 3, 4] }),
      'Every weekday',
      '每個工作日',
    ],
    ['custom', rule({ pattern: 'every_n_weeks', weekdays: [5, 6] }), 'Every weekend', '每個週末'],
    [
      'custom',
      rule({ pattern: 'every_n_weeks', weekdays: [0, 2, 4] }),
      'Every Monday, Wednesday, and Friday',
      '每星期一、星期三和星期五',
    ],
    ['custom', rule({ pattern: 'every_n_weeks', interval: 3 }), 'Every 3 weeks', '每 3 週'],
    [
      'custom',
      rule({ pattern: 'weekday_of_month', weekday: 4, position: -1 }),
      'Every last Friday of the month',
      '每月最後一個星期五',
    ],
    [
      'custom',
      rule({ pattern: 'weekday_of_month', weekday: 1, position: 2 }),
      'Every second Tuesday of the month',
      '每月第二個星期二',
    ],
    ['custom', rule({ pattern: 'every_n_days', interval: 3 }), 'Every 3 days', '每 3 天'],
    ['custom', rule({ pattern: 'every_n_days' }), 'Every day', '每天'],
    ['custom', rule({ pattern: 'every_n_hours', interval: 2 }), 'Every 2 hours', '每 2 小時'],
    ['custom', rule({ pattern: 'every_n_hours' }), 'Every hour', '每小時'],
    ['custom', rule({ pattern: 'every_n_months', interval: 3 }), 'Every 3 months', '每 3 個月'],
    ['custom', rule({ pattern: 'every_n_months', interval: 12 }), 'Yearly', '每年'],
    ['custom', rule({ pattern: 'every_n_months', interval: 24 }), 'Every 2 years', '每 2 年'],
  ] as const)('%s %o: "%s" / "%s"', (pattern, data, en, zh) => {
    expect(say('en-US', pattern, data)).toBe(en);
    expect(say('zh-TW', pattern, data)).toBe(zh);
  });

  it("a weekly rule without weekdays of its own keeps its first occurrence's weekday, in that zone", () => {
    // Friday 2026-11-27 23:30 in New York is already Saturday in UTC.
    const anchor = { time: Date.parse('2026-11-28T04:30:00Z'), zone: 'America/New_York' };
    const withAnchor = (
      locale: string,
      pattern: RecurrencePattern,
      data: CustomRecurrence | null,
    ) => describeRecurrence(translate, locale, pattern, data, { capitalized: true, anchor });
    const fortnightly = rule({ pattern: 'every_n_weeks', interval: 2 });
    expect(withAnchor('en-US', 'custom', fortnightly)).toBe('Every 2 weeks on Friday');
    expect(withAnchor('de', 'custom', fortnightly)).toBe('Alle 2 Wochen am Freitag');
    expect(withAnchor('zh-TW', 'custom', fortnightly)).toBe('每 2 週的星期五');
    expect(withAnchor('en-US', 'weekly', null)).toBe('Every Friday');
    expect(withAnchor('ja', 'weekly', null)).toMatch(/金曜日/);
    // Its own weekdays win over the anchor's.
    expect(
      withAnchor('en-US', 'custom', rule({ pattern: 'every_n_weeks', weekdays: [0, 3] })),
    ).toBe('Every Monday and Thursday');
  });

  it('is lower case for use inside a sentence, empty for none, and falls back to en-US', () => {
    expect(
      describeRecurrence(
        translate,
        'en-US',
        'custom',
        rule({ pattern: 'every_n_days', interval: 3 }),
      ),
    ).toBe('every 3 days');
    expect(describeRecurrence(translate, 'en-US', 'none', null)).toBe('');
    expect(say('sv-SE', 'custom', rule({ pattern: 'every_n_weeks', weekdays: [0, 3] }))).toBe(
      'Every Monday and Thursday',
    );
  });
});

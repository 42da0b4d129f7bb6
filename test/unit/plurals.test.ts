import { describe, expect, it } from 'vitest';
import { durationWords, eventReminderText } from '../../shared/domain/event-text.js';
import { createTranslator, loadCatalog, locales } from '../../shared/i18n.js';

type Tree = { [key: string]: string | Tree };

function* messages(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') yield [key, v];
    else yield* messages(v, key);
  }
}

const isPluralKey = (key: string): boolean => /_(zero|one|two|few|many|other)$/.test(key);

describe('Catalogs: plurals go through i18next', () => {
  it.each([...locales])(
    '%s: every message with {{count}} is a plural form, and a _one form has its _other',
    (locale) => {
      const all = new Map(messages(loadCatalog(locale) as Tree));
      for (const [key, text] of all) {
        if (text.includes('{{count}}'))
          expect(isPluralKey(key), `${locale} ${key}: "${text}"`).toBe(true);
        if (key.endsWith('_one')) expect(all.has(key.replace(/_one$/, '_other')), key).toBe(true);
      }
    },
  );

  it('en-US has no number placeholder beside a hand-made plural ("{{n}} minutes")', () => {
    for (const [key, text] of messages(loadCatalog('en-US') as Tree)) {
      if (key.endsWith('_other')) continue;
      expect(text, key).not.toMatch(
        /\{\{\s*\w+\s*\}\}\s+(seconds|minutes|hours|days|weeks|months|years|times)\b/,
      );
    }
  });
});

describe('Function: durationWords', () => {
  const translate = createTranslator();
  const en = (key: string, params?: Record<string, unknown>): string =>
    translate('en-US', key, params);
  const zh = (key: string, params?: Record<string, unknown>): string =>
    translate('zh-TW', key, params);

  it('says one unit in the singular and more in the plural', () => {
    expect(durationWords(en, 60)).toBe('1 minute');
    expect(durationWords(en, 120)).toBe('2 minutes');
    expect(durationWords(en, 1)).toBe('1 second');
  });

  it('splits a mixed duration into its units, weeks only when whole', () => {
    expect(durationWords(en, 5400)).toBe('1 hour 30 minutes');
    expect(durationWords(en, 14 * 86400)).toBe('2 weeks');
    expect(durationWords(en, 10 * 86400)).toBe('10 days');
    expect(durationWords(en, 86400 + 60)).toBe('1 day 1 minute');
  });

  it('speaks Traditional Chinese without English words', () => {
    expect(durationWords(zh, 120)).toBe('2 分鐘');
    expect(durationWords(zh, 5400)).toBe('1 小時 30 分鐘');
    expect(durationWords(zh, 604800)).toBe('1 週');
  });

  it('feeds the default event-reminder text', () => {
    const event = {
      title: 'Standup',
      timing: {
        start: 0,
        durationMinutes: 30,
        timezone: 'America/New_York',
        recurrencePattern: 'none' as const,
        recurrenceData: null,
      },
    };
    const start = Date.parse('2026-06-16T13:23:00Z');
    expect(eventReminderText(en, event, 120, start)).toBe(
      '📅 Standup starts in 2 minutes (2026-06-16 09:23 America/New_York).',
    );
    expect(eventReminderText(zh, event, 120, start)).not.toContain('minutes');
  });
});

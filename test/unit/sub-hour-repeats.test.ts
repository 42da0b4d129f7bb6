import { describe, expect, it } from 'vitest';
import { occurrences } from '../../shared/domain/recurrence.js';
import { describeRecurrence } from '../../shared/domain/recurrence-text.js';
import { readReminderTime } from '../../shared/domain/reminder-time.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { createTranslator, locales } from '../../shared/i18n.js';
import { timeChoices } from '../../shared/interactions/time-preview.js';

/** Repeats shorter than an hour (docs/decisions.md, "Series controls"), down to 15 minutes. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const MIN = 60_000;
const translate = createTranslator();
const ctx = (locale: string) => ({ now: NOW, zone: 'Europe/Berlin', locale });

describe('Function: parseTimeExpression (every N minutes)', () => {
  it.each([
    ['en-US', 'every 30 minutes'],
    ['en-US', 'every 30 min'],
    ['en-GB', 'every 30 mins'],
    ['de', 'alle 30 Minuten'],
    ['fr', 'toutes les 30 minutes'],
    ['es-ES', 'cada 30 minutos'],
    ['es-419', 'cada 30 minutos'],
    ['it', 'ogni 30 minuti'],
    ['nl', 'elke 30 minuten'],
    ['pl', 'co 30 minut'],
    ['pt-BR', 'a cada 30 minutos'],
    ['ru', 'каждые 30 минут'],
    ['uk', 'кожні 30 хвилин'],
    ['tr', 'her 30 dakika'],
    ['ja', '30分ごと'],
    ['ko', '30분마다'],
    ['zh-CN', '每30分钟'],
    ['zh-TW', '每30分鐘'],
  ])('%s reads “%s” as every 30 minutes from now', (locale, text) => {
    const read = parseTimeExpression(text, ctx(locale));
    expect(read).toMatchObject({
      ok: true,
      time: NOW + 30 * MIN,
      recurrence: { pattern: 'custom', data: { pattern: 'every_n_minutes', interval: 30 } },
    });
  });
});

describe('Function: readReminderTime (the minimum)', () => {
  it('takes every 15 minutes and refuses anything shorter, naming the minimum', () => {
    expect(readReminderTime('every 15 min', ctx('en-US'))).toMatchObject({ ok: true });
    for (const text of ['every 5 minutes', 'every minute', 'every 14 minutes'])
      expect(readReminderTime(text, ctx('en-US'))).toEqual({
        ok: false,
        error: 'repeat_too_often',
        params: { minutes: 15 },
      });
    expect(readReminderTime('alle 10 Minuten', ctx('de'))).toMatchObject({
      error: 'repeat_too_often',
    });
  });

  it('says the minimum in the preview as it is typed, in every language', () => {
    for (const locale of locales) {
      const [first] = timeChoices('every 5 minutes', ctx(locale), translate, () => []);
      expect(first?.name, locale).toBe(
        translate(locale, 'preview.repeat_too_often', { minutes: 15 }),
      );
      expect(first?.name, locale).toContain('15');
    }
  });
});

describe('Function: occurrences (every_n_minutes)', () => {
  it('steps exact instants across the autumn DST change, whatever the wall clock says', () => {
    const start = Date.parse('2026-10-25T00:30:00.000Z'); // 02:30 CEST, half an hour before the change
    const got = occurrences(
      {
        start,
        durationMinutes: 0,
        timezone: 'Europe/Berlin',
        recurrencePattern: 'custom',
        recurrenceData: { pattern: 'every_n_minutes', interval: 30, weekday: 0, position: 1 },
      },
      start,
      start + 2 * 3_600_000,
    ).map((o) => o.start);
    expect(got).toEqual([0, 1, 2, 3, 4].map((k) => start + k * 30 * MIN));
  });

  it('is described in every language', () => {
    for (const locale of locales) {
      const text = describeRecurrence(translate, locale, 'custom', {
        pattern: 'every_n_minutes',
        interval: 30,
        weekday: 0,
        position: 1,
      });
      expect(text, locale).toContain('30');
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseTimeExpression,
  suggestTimeExpressions,
  type TimeContext,
} from '../../shared/domain/time-expression.js';
import { readReminderTime } from '../../shared/domain/reminder-time.js';
import { THURSDAY } from '../support/time.js';

const ctx: TimeContext = { now: THURSDAY, zone: 'America/New_York', locale: 'en-US' };

describe('Function: suggestTimeExpressions', () => {
  it('offers a few common choices for an empty text', () => {
    expect(suggestTimeExpressions('', ctx)).toEqual([
      'in 10 minutes',
      'in 1 hour',
      'tomorrow at 9am',
      'every weekday at 9am',
    ]);
    expect(suggestTimeExpressions('   ', ctx)).toHaveLength(4);
  });

  it.each([
    ['tomorow at 3pm', 'tomorrow at 3pm'], // a misspelt word corrected
    ['call mom tomorrow at 3pm', 'tomorrow at 3pm'], // unknown words left out
    ['in 5', 'in 5 minutes'], // a missing unit
    ['tomorrow 9', 'tomorrow 9am'], // a missing am/pm
    ['every wednsday', 'every wednesday'],
    ['nextt friday', 'next friday'],
  ])('for "%s" offers "%s" first', (text, first) => {
    expect(suggestTimeExpressions(text, ctx)[0]).toBe(first);
  });

  it('offers two or three expressions, each one the parser reads', () => {
    for (const text of [
      'asap',
      'soonish',
      'tomorrow at 3pm in 2 hours',
      'every 30 seconds',
      'x'.repeat(200),
      '明天 blah',
      '25:00',
    ]) {
      const suggestions = suggestTimeExpressions(text, ctx);
      expect(suggestions.length, text).toBeGreaterThanOrEqual(2);
      expect(suggestions.length, text).toBeLessThanOrEqual(3);
      for (const s of suggestions) expect(parseTimeExpression(s, ctx).ok, s).toBe(true);
    }
  });

  it("is what an unreadable expression's reply offers (the refusal itself carries none)", () => {
    expect(parseTimeExpression('tomorow at 3pm', ctx)).toEqual({
      ok: false,
      error: 'invalid_time_format',
    });
    expect(readReminderTime('tomorow at 3pm', ctx)).toMatchObject({
      ok: false,
      error: 'invalid_time_format',
      params: { typed: 'tomorow at 3pm', examples: suggestTimeExpressions('tomorow at 3pm', ctx) },
    });
  });

  it('carries none for a time in the past or beyond the horizon', () => {
    expect(parseTimeExpression('yesterday', ctx)).toEqual({ ok: false, error: 'time_in_past' });
    expect(parseTimeExpression('in 400 days', ctx)).toEqual({ ok: false, error: 'time_too_far' });
  });
});

import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/**
 * The second to fifth weekday of a month in Russian, Ukrainian and Polish (docs/decisions.md,
 * "Time expressions, twentieth round: the second to fifth weekday of a month in ru, uk, pl"): the
 * ordinal agreeing with the weekday reads that day at 09:00, as `в первую субботу апреля` already
 * did; after `every` the same words stay an interval (every other week) or refused. Reference:
 * Thursday 5 March 2026, 10:00 local.
 */
describe('The n-th weekday of a month with an agreeing ordinal', () => {
  it.each([
    ['ru', 'во вторую субботу апреля', '2026-04-11 09:00'],
    ['ru', 'вторая суббота апреля', '2026-04-11 09:00'],
    ['ru', 'в третью пятницу апреля', '2026-04-17 09:00'],
    ['ru', 'в третий вторник апреля', '2026-04-21 09:00'],
    ['ru', 'в четвертую среду апреля в 10:00', '2026-04-22 10:00'],
    ['uk', 'у другу суботу квітня', '2026-04-11 09:00'],
    ['uk', "у третю п'ятницю квітня", '2026-04-17 09:00'],
    ['uk', 'у третій вівторок квітня о 10:00', '2026-04-21 10:00'],
    ['pl', 'w drugą sobotę kwietnia', '2026-04-11 09:00'],
    ['pl', 'w trzecią środę kwietnia', '2026-04-15 09:00'],
    ['pl', 'w czwartą sobotę kwietnia', '2026-04-25 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ru', 'каждую третью пятницу'],
    ['pl', 'co trzecią sobotę'],
    ['pl', 'co trzeci wtorek'],
  ] as const)(
    '%s "%s" (every third: of the month, or every three weeks?) stays refused',
    (locale, text) => {
      expect(readLocal(locale, text)).toBe('invalid_time_format');
    },
  );

  it.each([
    ['ru', 'каждую вторую субботу'],
    ['uk', 'кожну другу суботу'],
    ['pl', 'co drugą sobotę'],
  ] as const)('%s "%s" stays every other Saturday', (locale, text) => {
    const r = parseTimeExpression(text, {
      now: Date.parse('2026-03-05T10:00:00Z'),
      zone: 'UTC',
      locale,
    });
    expect(r.ok && r.recurrence).toMatchObject({
      pattern: 'custom',
      data: { pattern: 'every_n_weeks', interval: 2 },
    });
  });
});

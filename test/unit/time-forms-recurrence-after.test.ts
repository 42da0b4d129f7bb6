import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { instantAt, ZONES } from '../support/time-forms.js';

/**
 * Issue 18, item 2: a recurrence written after the time ('9am every day', 'at 10:30 every
 * Wednesday') and plural weekdays that mean every such day ('on thursdays', 'montags', 'los
 * lunes', 'às segundas'). Thursday 5 March 2026, 10:00 local.
 */
const read = (locale: string, text: string): string => {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
  if (!r.ok) return r.error;
  const rule =
    r.recurrence === undefined ? 'once' : (r.recurrence.data?.pattern ?? r.recurrence.pattern);
  return `${new Date(r.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16)} ${rule}`;
};

describe('Forms: recurrences after the time, plural weekdays', () => {
  it.each([
    ['en-US', '9am every day', '2026-03-06 09:00 daily'],
    ['en-US', 'at 10:30am every wednesday', '2026-03-11 10:30 weekly'],
    ['en-GB', 'at 10:30 every wednesday', '2026-03-11 10:30 weekly'],
    ['en-GB', '8:00 daily', '2026-03-06 08:00 daily'],
    ['en-US', 'on thursdays', '2026-03-12 09:00 weekly'],
    ['en-US', 'thursdays at 5pm', '2026-03-05 17:00 weekly'],
    ['en-US', '5pm on thursdays', '2026-03-05 17:00 weekly'],
    ['de', 'montags um 9 Uhr', '2026-03-09 09:00 weekly'],
    ['de', 'um 9 Uhr jeden Montag', '2026-03-09 09:00 weekly'],
    ['nl', 'maandags om 9:00', '2026-03-09 09:00 weekly'],
    ['fr', 'les lundis à 9h', '2026-03-09 09:00 weekly'],
    ['fr', 'à 9h tous les jours', '2026-03-06 09:00 daily'],
    ['es-ES', 'los lunes a las 9:00', '2026-03-09 09:00 weekly'],
    ['es-ES', 'a las 9:00 todos los días', '2026-03-06 09:00 daily'],
    ['it', 'alle 9 ogni lunedì', '2026-03-09 09:00 weekly'],
    ['pt-BR', 'às segundas às 9h', '2026-03-09 09:00 weekly'],
    ['pt-BR', 'aos sábados às 10h', '2026-03-07 10:00 weekly'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'tomorrow at 9am every day'], // a day and a recurrence: which is meant?
    ['en-US', 'every 30 seconds'], // below the shortest interval, 15 minutes
  ] as const)('refused: %s "%s"', (locale, text) => {
    expect(read(locale, text)).toBe('invalid_time_format');
  });
});

import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/**
 * A zone abbreviation whose offset does not hold at the instant read (docs/decisions.md, "Zone
 * abbreviations out of season"): a summer-time one ('9am BST' in February, when London is on
 * GMT) offers both its fixed offset and the zone's clock; a standard-time one ('3pm EST' in July)
 * is the zone's name all year and keeps its clock.
 */
const FEBRUARY = Date.parse('2026-02-04T08:00:00Z'); // Wednesday
const JULY = Date.parse('2026-07-01T08:00:00Z'); // Wednesday

function outcome(text: string, now: number, zone: string, locale: string): string[] | string {
  const r = parseTimeExpression(text, { now, zone, locale });
  if (r.ok) return [new Date(r.time).toISOString()];
  if (r.error === 'time_ambiguous')
    return (r.readings ?? []).map((x) => new Date(x.time).toISOString());
  return r.error;
}

const cases: Array<[string, string, number, string, string[] | string]> = [
  // Out of season: London's clock (GMT) or BST's UTC+1.
  [
    'en-GB',
    'tomorrow at 9am BST',
    FEBRUARY,
    'Europe/London',
    ['2026-02-05T09:00:00.000Z', '2026-02-05T08:00:00.000Z'],
  ],
  [
    'en-GB',
    'mar 10 at 9am BST',
    FEBRUARY,
    'Europe/London',
    ['2026-03-10T09:00:00.000Z', '2026-03-10T08:00:00.000Z'],
  ],
  [
    'en-US',
    'tomorrow at 2pm EDT',
    FEBRUARY,
    'America/New_York',
    ['2026-02-05T19:00:00.000Z', '2026-02-05T18:00:00.000Z'],
  ],
  [
    'en-US',
    'tomorrow at 9am CEST',
    FEBRUARY,
    'America/New_York',
    ['2026-02-05T08:00:00.000Z', '2026-02-05T07:00:00.000Z'],
  ],
  // In season: one reading.
  ['en-GB', 'tomorrow at 9am BST', JULY, 'Europe/London', ['2026-07-02T08:00:00.000Z']],
  ['en-US', 'tomorrow at 2pm EDT', JULY, 'America/New_York', ['2026-07-02T18:00:00.000Z']],
  // A standard-time abbreviation is the zone's clock all year.
  ['en-US', 'tomorrow at 3pm EST', JULY, 'America/New_York', ['2026-07-02T19:00:00.000Z']],
  ['de', 'morgen um 16 Uhr CET', JULY, 'Europe/Berlin', ['2026-07-02T14:00:00.000Z']],
  ['en-US', 'tomorrow at 9am AEST', JULY, 'America/New_York', ['2026-07-01T23:00:00.000Z']],
  // A recurrence keeps the zone's clock.
  ['en-GB', 'every day at 9am BST', FEBRUARY, 'Europe/London', ['2026-02-04T09:00:00.000Z']],
];

describe('Form family: a zone abbreviation out of season', () => {
  it.each(cases)('%s "%s"', (locale, text, now, zone, want) => {
    expect(outcome(text, now, zone, locale)).toEqual(want);
  });
});

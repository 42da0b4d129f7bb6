import { describe, expect, it } from 'vitest';
import { parseTimeExpression, type TimeContext } from '../../shared/domain/time-expression.js';
import {
  zoneForAbbreviation,
  zonesForAbbreviation,
} from '../../shared/domain/time/zone-abbreviations.js';
import { readZoneInput } from '../../shared/domain/zone-names.js';

/** Thursday 5 March 2026, 10:00 in New York (15:00 UTC). */
const THURSDAY = Date.parse('2026-03-05T10:00:00-05:00');
/** Saturday 7 March 2026, 12:00 UTC. */
const SATURDAY = Date.parse('2026-03-07T12:00:00Z');

/** The readings offered, as ISO instants (with their zone when named); a single reading or a refusal says so. */
function readings(text: string, ctx: TimeContext): string[] | string {
  const r = parseTimeExpression(text, ctx);
  if (r.ok) return `one reading: ${new Date(r.time).toISOString()}`;
  if (r.error !== 'time_ambiguous' || r.readings === undefined) return r.error;
  return r.readings.map(
    (o) => `${new Date(o.time).toISOString()}${o.zone === undefined ? '' : ` ${o.zone}`}`,
  );
}

describe('Function: parseTimeExpression: asks between two readings people use', () => {
  describe('"next <weekday>" when one such weekday is still ahead this week', () => {
    it.each([
      ['en-US', 'next friday', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['en-US', 'next saturday at 5pm', '2026-03-07T22:00:00.000Z', '2026-03-14T21:00:00.000Z'],
      ['en-GB', 'next friday', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['de', 'nächsten Freitag', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['fr', 'vendredi prochain', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['es-ES', 'el próximo viernes', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['es-419', 'el viernes que viene', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['it', 'venerdì prossimo', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['pt-BR', 'próxima sexta', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['ja', '次の金曜日', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
      ['ko', '다음 금요일', '2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z'],
    ])('%s "%s" on a Thursday offers tomorrow and a week later', (locale, text, first, second) => {
      expect(readings(text, { now: THURSDAY, zone: 'America/New_York', locale })).toEqual([
        first,
        second,
      ]);
    });

    it.each([
      // The coming Monday is already in next week: one reading.
      ['en-US', 'next monday', 'one reading: 2026-03-09T13:00:00.000Z'],
      ['de', 'nächsten Montag', 'one reading: 2026-03-09T13:00:00.000Z'],
      // Without "next", the coming one, as before.
      ['en-US', 'friday', 'one reading: 2026-03-06T14:00:00.000Z'],
      ['en-US', 'this friday', 'one reading: 2026-03-06T14:00:00.000Z'],
      ['en-US', 'coming friday', 'one reading: 2026-03-06T14:00:00.000Z'],
    ])('%s "%s" on a Thursday: %s', (locale, text, want) => {
      expect(readings(text, { now: THURSDAY, zone: 'America/New_York', locale })).toBe(want);
    });

    it("follows the locale's week: on a Saturday, Sunday starts next week in en-US but ends this one in en-GB", () => {
      expect(readings('next sunday', { now: SATURDAY, zone: 'UTC', locale: 'en-US' })).toBe(
        'one reading: 2026-03-08T09:00:00.000Z',
      );
      expect(readings('next sunday', { now: SATURDAY, zone: 'UTC', locale: 'en-GB' })).toEqual([
        '2026-03-08T09:00:00.000Z',
        '2026-03-15T09:00:00.000Z',
      ]);
    });

    it('spells each reading out as a suggestion that reads back to it alone', () => {
      const ctx = { now: THURSDAY, zone: 'America/New_York', locale: 'en-US' };
      const r = parseTimeExpression('next friday at 3pm', ctx);
      expect(r).toMatchObject({
        ok: false,
        error: 'time_ambiguous',
        suggestions: ['2026-03-06 at 15:00', '2026-03-13 at 15:00'],
      });
      if (r.ok) return;
      for (const [i, s] of (r.suggestions ?? []).entries())
        expect(parseTimeExpression(s, ctx)).toEqual(r.readings?.[i]);
    });
  });

  describe('a numeric date the locale and zone do not order', () => {
    it.each([
      // en-US (Discord's default English) in a zone where dates are written day first.
      [
        'en-US',
        'Europe/Berlin',
        '3/4 at 5pm',
        ['2027-03-04T16:00:00.000Z', '2026-04-03T15:00:00.000Z'],
      ],
      [
        'en-US',
        'Australia/Sydney',
        '03/04',
        ['2027-03-03T22:00:00.000Z', '2026-04-02T22:00:00.000Z'],
      ],
    ])('%s in %s: "%s" offers both orders', (locale, zone, text, want) => {
      expect(readings(text, { now: THURSDAY, zone, locale })).toEqual(want);
    });

    it.each([
      ['en-US', 'America/New_York', '3/4 at 5pm', 'one reading: 2027-03-04T22:00:00.000Z'],
      ['en-US', 'UTC', '3/4 at 5pm', 'one reading: 2027-03-04T17:00:00.000Z'],
      ['en-GB', 'Europe/London', '3/4 at 5pm', 'one reading: 2026-04-03T16:00:00.000Z'],
      ['de', 'America/New_York', '3.4. um 17 Uhr', 'one reading: 2026-04-03T21:00:00.000Z'],
      ['ja', 'Europe/Berlin', '12/9', 'one reading: 2026-12-09T08:00:00.000Z'],
      // Possible in one order only.
      ['en-US', 'Europe/Berlin', '25/12', 'one reading: 2026-12-25T08:00:00.000Z'],
    ])('%s in %s: "%s" has %s', (locale, zone, text, want) => {
      expect(readings(text, { now: THURSDAY, zone, locale })).toBe(want);
    });

    it('offers only the readings still ahead: with a year, a past one is no reading', () => {
      expect(readings('3/4/2026', { now: THURSDAY, zone: 'Europe/Berlin', locale: 'en-US' })).toBe(
        'one reading: 2026-04-03T07:00:00.000Z',
      );
      expect(readings('2/3/2026', { now: THURSDAY, zone: 'Europe/Berlin', locale: 'en-US' })).toBe(
        'time_in_past',
      );
    });
  });

  describe('a zone abbreviation several zones share, by user (item 3)', () => {
    it.each([
      ['BST for an en-GB user', '3pm BST', 'UTC', 'en-GB', 'one reading: 2026-03-05T15:00:00.000Z'],
      [
        'BST in Europe/London',
        '3pm BST',
        'Europe/London',
        'en-US',
        'one reading: 2026-03-05T15:00:00.000Z',
      ],
      [
        'IST in Asia/Kolkata',
        '3pm IST',
        'Asia/Kolkata',
        'en-US',
        'one reading: 2026-03-06T09:30:00.000Z',
      ],
      ['IST for a Hindi locale', '3pm IST', 'UTC', 'hi', 'one reading: 2026-03-06T09:30:00.000Z'],
      [
        'IST in Europe/Dublin (Irish)',
        '3pm IST',
        'Europe/Dublin',
        'en-US',
        'one reading: 2026-03-05T15:00:00.000Z',
      ],
      [
        'IST in Asia/Jerusalem (Israel)',
        '3pm IST',
        'Asia/Jerusalem',
        'en-US',
        'one reading: 2026-03-06T13:00:00.000Z',
      ],
      [
        'CST in the Americas (US Central)',
        '3pm CST',
        'America/New_York',
        'en-US',
        'one reading: 2026-03-05T21:00:00.000Z',
      ],
      [
        'CST for a zh-CN user (China)',
        '3pm CST',
        'UTC',
        'zh-CN',
        'one reading: 2026-03-06T07:00:00.000Z',
      ],
    ])('%s', (_name, text, zone, locale, want) => {
      expect(readings(text, { now: THURSDAY, zone, locale })).toBe(want);
    });

    it('names the zone it settled on, the user own zone where it is one of the readings', () => {
      expect(
        parseTimeExpression('3pm IST', { now: THURSDAY, zone: 'Europe/Dublin', locale: 'en-US' }),
      ).toMatchObject({ ok: true, zone: 'Europe/Dublin' });
      expect(
        parseTimeExpression('3pm BST', { now: THURSDAY, zone: 'UTC', locale: 'en-GB' }),
      ).toMatchObject({ ok: true, zone: 'Europe/London' });
    });

    it.each([
      [
        '3pm IST',
        'UTC',
        'en-US',
        [
          '2026-03-06T09:30:00.000Z Asia/Kolkata',
          '2026-03-05T15:00:00.000Z Europe/Dublin',
          '2026-03-06T13:00:00.000Z Asia/Jerusalem',
        ],
      ],
      [
        '3pm BST',
        'America/New_York',
        'en-US',
        ['2026-03-05T15:00:00.000Z Europe/London', '2026-03-06T09:00:00.000Z Asia/Dhaka'],
      ],
      [
        '3pm CST',
        'Europe/Berlin',
        'de',
        ['2026-03-05T21:00:00.000Z America/Chicago', '2026-03-06T07:00:00.000Z Asia/Shanghai'],
      ],
    ])('"%s" in %s (%s), still ambiguous, offers each zone', (text, zone, locale, want) => {
      expect(readings(text, { now: THURSDAY, zone, locale })).toEqual(want);
    });

    it('is one table for the reader and /timezone set: a settled reading, else the most common one', () => {
      expect(zonesForAbbreviation('ist', { zone: 'Europe/Dublin', locale: 'en-US' })).toEqual([
        'Europe/Dublin',
      ]);
      expect(
        zoneForAbbreviation('IST', { reader: { zone: 'UTC', locale: 'en-US' } }),
      ).toBeUndefined();
      expect(
        zoneForAbbreviation('IST', {
          ambiguous: 'common',
          reader: { zone: 'Asia/Jerusalem', locale: 'en-US' },
        }),
      ).toBe('Asia/Jerusalem');
      expect(zoneForAbbreviation('IST', { ambiguous: 'common' })).toBe('Asia/Kolkata');
      expect(readZoneInput('BST', { zone: 'Asia/Dhaka', locale: 'en-US' })).toEqual({
        ok: true,
        zone: 'Asia/Dhaka',
      });
      expect(readZoneInput('IST', { zone: 'Europe/Dublin', locale: 'en-GB' })).toEqual({
        ok: true,
        zone: 'Europe/Dublin',
      });
      expect(readZoneInput('IST')).toEqual({ ok: true, zone: 'Asia/Kolkata' });
    });
  });

  describe("forms a language's table lists with two readings", () => {
    const amsterdam = { now: Date.parse('2026-03-05T10:00:00+01:00'), zone: 'Europe/Amsterdam' };
    it.each([
      // Dutch: o'clock (the bare-hour rule of 'om 16 uur') or a duration.
      ['nl', '16 uur', ['2026-03-05T15:00:00.000Z', '2026-03-06T01:00:00.000Z']],
      ['nl', '2 uur', ['2026-03-05T13:00:00.000Z', '2026-03-05T11:00:00.000Z']],
      // Italian and Spanish: 'mar' is marzo/marzo or martedì/martes; the next 21st on a Tuesday is 21 April 2026.
      ['it', 'mar 21', ['2026-03-21T08:00:00.000Z', '2026-04-21T07:00:00.000Z']],
      ['it', 'mar 21 alle 15', ['2026-03-21T14:00:00.000Z', '2026-04-21T13:00:00.000Z']],
      ['es-ES', 'mar 21', ['2026-03-21T08:00:00.000Z', '2026-04-21T07:00:00.000Z']],
      ['es-419', 'mar 21', ['2026-03-21T08:00:00.000Z', '2026-04-21T07:00:00.000Z']],
    ])('%s "%s" offers both', (locale, text, want) => {
      expect(readings(text, { ...amsterdam, locale })).toEqual(want);
    });

    it.each([
      ['nl', 'om 16 uur', 'one reading: 2026-03-05T15:00:00.000Z'],
      ['nl', 'over 16 uur', 'one reading: 2026-03-06T01:00:00.000Z'],
      // 10 March 2026 is a Tuesday: both readings are one day.
      ['it', 'mar 10', 'one reading: 2026-03-10T08:00:00.000Z'],
      ['it', 'marzo 21', 'one reading: 2026-03-21T08:00:00.000Z'],
      ['en-US', 'mar 21', 'one reading: 2026-03-21T08:00:00.000Z'],
      ['de', '16 Uhr', 'one reading: 2026-03-05T15:00:00.000Z'],
    ])('%s "%s" has %s', (locale, text, want) => {
      expect(readings(text, { ...amsterdam, locale })).toBe(want);
    });
  });

  it('refuses what has no reading at all, as before', () => {
    expect(readings('next blursday', { now: THURSDAY, zone: 'UTC', locale: 'en-US' })).toBe(
      'invalid_time_format',
    );
    expect(readings('3pm XYZ', { now: THURSDAY, zone: 'UTC', locale: 'en-US' })).toBe(
      'invalid_time_format',
    );
  });
});

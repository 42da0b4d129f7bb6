import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcFields, utcMs } from '../../shared/domain/time/zone.js';

/** The parser's calendar arithmetic must give exactly what Date gives, or reminders land on the wrong day. */
describe('calendar arithmetic without Date', () => {
  it('utcMs equals Date.UTC, overflowing days and clocks included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -300_000, max: 300_000 }),
        fc.integer({ min: -30, max: 40 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 0, max: 70 }),
        (year, month, day, hour, minute, second) => {
          expect(utcMs(year, month, day, hour, minute, second)).toBe(
            Date.UTC(year, month - 1, day, hour, minute, second),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('utcMs keeps Date.UTC’s two-digit years and its NaN beyond the time range', () => {
    expect(utcMs(50, 12, 25, 9, 0, 0)).toBe(Date.UTC(50, 11, 25, 9, 0, 0));
    expect(utcMs(275_760, 9, 14, 0, 0, 0)).toBeNaN();
    expect(utcMs(NaN, 1, 1, 0, 0, 0)).toBeNaN();
    expect(utcMs(2026, 1, 1, Infinity, 0, 0)).toBeNaN();
  });

  it('utcFields reads the date, weekday and time of day as Date does', () => {
    fc.assert(
      fc.property(fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true }), (t) => {
        const d = new Date(t);
        const f = utcFields(t);
        expect([f.year, f.month, f.day, f.weekday, f.msOfDay]).toEqual([
          d.getUTCFullYear(),
          d.getUTCMonth() + 1,
          d.getUTCDate(),
          ((d.getUTCDay() + 6) % 7) + 1,
          ((d.getUTCHours() * 60 + d.getUTCMinutes()) * 60 + d.getUTCSeconds()) * 1000 +
            d.getUTCMilliseconds(),
        ]);
      }),
      { numRuns: 5000 },
    );
    expect(utcFields(NaN).year).toBeNaN();
    expect(utcFields(8.64e15 + 1).day).toBeNaN();
  });
});

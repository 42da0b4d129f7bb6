import { describe, expect, it } from 'vitest';
import { zoneChoices } from '../../shared/domain/zone-names.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import {
  fixedOffsetZone,
  formatDefault,
  isFixedOffset,
  resolveZone,
  zoneOffsetLabel,
} from '../../shared/domain/zones.js';
import { readZone } from '../../shared/usecases/timezone.js';

describe('Fixed offsets as zones', () => {
  it.each([
    ['GMT+2', 'UTC+02:00'],
    ['UTC+5:30', 'UTC+05:30'],
    ['-03:00', 'UTC-03:00'],
    ['utc −3', 'UTC-03:00'],
    ['+0545', 'UTC+05:45'],
    ['UTC+14', 'UTC+14:00'],
    ['GMT+0', 'UTC'],
  ])('reads %s as %s', (typed, zone) => {
    expect(fixedOffsetZone(typed)).toBe(zone);
    expect(resolveZone(typed)).toBe(zone);
  });

  it.each(['UTC+15', 'GMT-13', '+5:75', 'UTC+', '5:30'])('refuses %s', (typed) => {
    expect(fixedOffsetZone(typed)).toBeNull();
  });

  it('keeps its offset all year, with the sign it says (never Etc/GMT’s reversed one)', () => {
    const winter = Date.parse('2026-01-15T12:00:00Z');
    const summer = Date.parse('2026-07-15T12:00:00Z');
    expect(formatDefault(winter, 'UTC-03:00')).toBe('2026-01-15 09:00');
    expect(formatDefault(summer, 'UTC-03:00')).toBe('2026-07-15 09:00');
    expect(formatDefault(summer, 'UTC+05:30')).toBe('2026-07-15 17:30');
    expect(zoneOffsetLabel('UTC+05:30', summer)).toBe('UTC+05:30');
    expect(isFixedOffset('UTC+05:30')).toBe(true);
    expect(isFixedOffset('Asia/Kolkata')).toBe(false);
  });

  it('reads a wall-clock time in it', () => {
    const now = Date.parse('2026-07-15T00:00:00Z');
    const r = parseTimeExpression('tomorrow at 9am', { now, zone: 'UTC+05:30', locale: 'en-US' });
    expect(r.ok && new Date(r.time).toISOString()).toBe('2026-07-16T03:30:00.000Z');
  });
});

describe('Zone input: auto, abbreviations naming several zones, the autocomplete', () => {
  it('reads auto as no saved zone', () => {
    expect(readZone(' Auto ', 'en-US')).toEqual({ ok: true, zone: null });
  });

  it('asks about IST where nothing settles it, and not where the zone or language does', () => {
    const asked = readZone('IST', 'en-US', 'UTC');
    expect(asked).toMatchObject({ ok: false, error: 'timezone_ambiguous' });
    expect(!asked.ok && asked.params?.['zones']).toBe(
      'Asia/Kolkata, Europe/Dublin, Asia/Jerusalem',
    );
    expect(readZone('IST', 'hi', 'Asia/Kolkata')).toEqual({ ok: true, zone: 'Asia/Kolkata' });
    expect(readZone('IST', 'en-GB', 'Europe/Dublin')).toEqual({ ok: true, zone: 'Europe/Dublin' });
  });

  it('offers the zone a typo means, as /timezone set suggests it (Tokio → Asia/Tokyo)', () => {
    expect(zoneChoices('Tokio', 25).map((c) => c.value)).toContain('Asia/Tokyo');
  });

  it('offers auto, a typed fixed offset, and every reading of IST', () => {
    expect(zoneChoices('au', 25)[0]).toEqual({ name: 'auto', value: 'auto' });
    expect(zoneChoices('UTC+5:30', 25)[0]).toEqual({ name: 'UTC+05:30', value: 'UTC+05:30' });
    expect(zoneChoices('IST', 25).slice(0, 3)).toEqual([
      { name: 'IST → Asia/Kolkata', value: 'Asia/Kolkata' },
      { name: 'IST → Europe/Dublin', value: 'Europe/Dublin' },
      { name: 'IST → Asia/Jerusalem', value: 'Asia/Jerusalem' },
    ]);
    for (const c of zoneChoices('IST', 25)) expect(resolveZone(c.value)).not.toBeNull();
  });
});

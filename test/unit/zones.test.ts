import { describe, expect, it } from 'vitest';
import { resolveZone, zoneAliases, zoneOffsetLabel, zoneOrUtc } from '../../shared/domain/zones.js';

describe('Function: resolveZone', () => {
  it.each(Object.entries(zoneAliases))('maps the alias %s to %s', (alias, zone) => {
    expect(resolveZone(alias)).toBe(zone);
  });

  it('accepts IANA identifiers in any case and returns the canonical spelling', () => {
    expect(resolveZone('america/new_york')).toBe('America/New_York');
    expect(resolveZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it('rejects unknown zones (commands report timezone_invalid)', () => {
    expect(resolveZone('Mars/Olympus')).toBeNull();
    expect(resolveZone('')).toBeNull();
  });
});

describe('Function: zoneOrUtc', () => {
  it('falls back to UTC for stored data with an unrecognized zone', () => {
    expect(zoneOrUtc('Nowhere/Land')).toBe('UTC');
    expect(zoneOrUtc(undefined)).toBe('UTC');
    expect(zoneOrUtc('US/Pacific')).toBe('America/Los_Angeles');
  });
});

describe('Function: zoneOffsetLabel', () => {
  it('follows DST', () => {
    expect(zoneOffsetLabel('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe(
      'UTC-05:00',
    );
    expect(zoneOffsetLabel('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe(
      'UTC-04:00',
    );
  });
});

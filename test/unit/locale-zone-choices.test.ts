import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  localeZoneChoices,
  MAX_ZONE_CHOICES,
  zoneChoicesFor,
} from '../../shared/domain/locale-zone-choices.js';
import { localeZone, localeZones } from '../../shared/domain/zones.js';
import { askZone } from '../../shared/usecases/remind.js';
import { discordLocales } from '../support/discord-limits.js';

const NOW = Date.parse('2026-07-01T12:00:00Z');

describe('The zones a caller is asked to choose among, per Discord locale', () => {
  it('offers en-US the six US zones, Eastern first', () => {
    expect(zoneChoicesFor('en-US')).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ]);
  });

  it('offers pt-BR Brasília first, then the Amazon', () => {
    expect(zoneChoicesFor('pt-BR')?.slice(0, 2)).toEqual(['America/Sao_Paulo', 'America/Manaus']);
  });

  it('asks no caller whose language settles one zone (ja, en-GB, de)', () => {
    for (const locale of ['ja', 'en-GB', 'de', 'zh-TW'])
      expect(zoneChoicesFor(locale)).toBeUndefined();
  });

  it('covers every Discord locale: each settles one zone or has its own list', () => {
    for (const locale of discordLocales)
      expect(localeZone(locale) !== undefined || locale in localeZoneChoices, locale).toBe(true);
  });

  it('lists only zones the runtime knows, none twice, none a locale already settles, at most 12', () => {
    for (const [locale, zones] of Object.entries(localeZoneChoices)) {
      expect(locale in localeZones, locale).toBe(false);
      expect(new Set(zones).size).toBe(zones.length);
      expect(zones.length).toBeLessThanOrEqual(MAX_ZONE_CHOICES);
      for (const zone of zones) expect(IANAZone.isValidZone(zone), zone).toBe(true);
    }
  });

  it('asks a locale Discord does not list with UTC alone', () => {
    expect(zoneChoicesFor('xx-YY')).toEqual(['UTC']);
  });
});

describe('askZone: a wall-clock time read in each zone offered', () => {
  it('reads "tomorrow at 9am" at 9:00 in each US zone, each reading naming its zone', () => {
    const asked = askZone('tomorrow at 9am', { now: NOW, zone: 'UTC', locale: 'en-US' });
    expect(asked?.error).toBe('zone_unknown');
    expect(asked?.readings?.map((r) => r.zone)).toEqual(zoneChoicesFor('en-US'));
    const eastern = asked?.readings?.[0];
    // 9:00 EDT on 2 July is 13:00 UTC.
    expect(eastern?.time).toBe(Date.parse('2026-07-02T13:00:00Z'));
  });

  it('does not ask where the locale settles the zone', () => {
    expect(
      askZone('tomorrow at 9am', { now: NOW, zone: 'Asia/Tokyo', locale: 'ja' }),
    ).toBeUndefined();
  });
});

import { Locale } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import {
  readZoneInput,
  suggestZoneNames,
  zoneAbbreviations,
  zoneChoices,
  zoneForAbbreviation,
} from '../../shared/domain/zone-names.js';
import {
  localeZone,
  localeZones,
  resolveUserZone,
  zoneOffsetLabel,
} from '../../shared/domain/zones.js';

const JAN = Date.parse('2026-01-15T12:00:00Z');
const JUL = Date.parse('2026-07-15T12:00:00Z');

describe('Function: resolveUserZone (timezone: auto)', () => {
  it('uses the saved zone whatever the locale, and says it was not assumed', () => {
    expect(resolveUserZone('America/New_York', 'zh-TW')).toEqual({
      zone: 'America/New_York',
      assumed: false,
    });
    expect(resolveUserZone('US/Pacific', 'ja')).toEqual({
      zone: 'America/Los_Angeles',
      assumed: false,
    });
  });

  it.each([
    ['zh-TW', 'Asia/Taipei'],
    ['ja', 'Asia/Tokyo'],
    ['ko', 'Asia/Seoul'],
    ['de', 'Europe/Berlin'],
    ['fr', 'Europe/Paris'],
    ['it', 'Europe/Rome'],
    ['es-ES', 'Europe/Madrid'],
    ['pl', 'Europe/Warsaw'],
    ['nl', 'Europe/Amsterdam'],
    ['tr', 'Europe/Istanbul'],
    ['uk', 'Europe/Kyiv'],
    ['en-GB', 'Europe/London'],
    ['zh-CN', 'Asia/Shanghai'],
  ])('without a saved zone, %s implies %s (assumed)', (locale, zone) => {
    expect(resolveUserZone(undefined, locale)).toEqual({ zone, assumed: true });
  });

  it.each(['en-US', 'es-419', 'pt-BR', 'ru', 'id', '', 'xx-YY'])(
    'without a saved zone, %s points at no single zone: UTC (assumed)',
    (locale) => {
      expect(resolveUserZone(undefined, locale)).toEqual({ zone: 'UTC', assumed: true });
      expect(resolveUserZone(null, locale)).toEqual({ zone: 'UTC', assumed: true });
    },
  );

  it('treats a stored zone it cannot read as no zone, not as a choice', () => {
    expect(resolveUserZone('Nowhere/Land', 'ja')).toEqual({ zone: 'Asia/Tokyo', assumed: true });
  });

  it('maps only Discord locales, each to a zone this runtime knows', () => {
    const discord = new Set<string>(Object.values(Locale));
    for (const [locale, zone] of Object.entries(localeZones)) {
      expect(discord.has(locale), locale).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
    expect(localeZone('ZH-tw')).toBe('Asia/Taipei');
  });
});

describe('Function: readZoneInput', () => {
  it.each([
    ['Taipei', 'Asia/Taipei'],
    ['taipei', 'Asia/Taipei'],
    ['new york', 'America/New_York'],
    ['New_York', 'America/New_York'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['sao paulo', 'America/Sao_Paulo'],
    ['Kyiv', 'Europe/Kyiv'],
    ['Kiev', 'Europe/Kiev'],
    ['los angeles', 'America/Los_Angeles'],
    ['Singapore', 'Asia/Singapore'],
  ])('reads the city %s as %s', (text, zone) => {
    expect(readZoneInput(text)).toEqual({ ok: true, zone });
  });

  it.each([
    ['EST', 'America/New_York'],
    ['edt', 'America/New_York'],
    ['ET', 'America/New_York'],
    ['PST', 'America/Los_Angeles'],
    ['PT', 'America/Los_Angeles'],
    ['CST', 'America/Chicago'],
    ['CT', 'America/Chicago'],
    ['MST', 'America/Denver'],
    ['MT', 'America/Denver'],
    ['CET', 'Europe/Paris'],
    ['JST', 'Asia/Tokyo'],
    ['GMT', 'UTC'],
  ])('reads the abbreviation %s as %s, with its DST', (text, zone) => {
    expect(readZoneInput(text)).toEqual({ ok: true, zone });
  });

  it('never stores a fixed-offset legacy zone for an abbreviation: EST follows New York across DST', () => {
    const est = readZoneInput('EST');
    expect(est.ok && zoneOffsetLabel(est.zone, JAN)).toBe('UTC-05:00');
    expect(est.ok && zoneOffsetLabel(est.zone, JUL)).toBe('UTC-04:00');
    for (const zone of Object.values(zoneAbbreviations()))
      expect(zone === 'UTC' || zone.includes('/'), zone).toBe(true);
  });

  it('keeps IANA names in any case and the spec aliases', () => {
    expect(readZoneInput('asia/tokyo')).toEqual({ ok: true, zone: 'Asia/Tokyo' });
    expect(readZoneInput('US/Eastern')).toEqual({ ok: true, zone: 'America/New_York' });
    expect(readZoneInput('UTC')).toEqual({ ok: true, zone: 'UTC' });
  });

  it.each([
    ['Taipie', 'Asia/Taipei'],
    ['Tokio', 'Asia/Tokyo'],
    ['Asia/Taipe', 'Asia/Taipei'],
    ['new yrok', 'America/New_York'],
    ['Amsterdm', 'Europe/Amsterdam'],
    ['ESTT', 'America/New_York'],
  ])('answers the typo %s with "did you mean" including %s', (text, zone) => {
    const read = readZoneInput(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.suggestions).toContain(zone);
      expect(read.suggestions.length).toBeLessThanOrEqual(3);
    }
  });

  it('suggests nothing for text far from any zone, and never throws on odd input', () => {
    expect(readZoneInput('Mars/Olympus')).toEqual({ ok: false, suggestions: [] });
    expect(readZoneInput('')).toEqual({ ok: false, suggestions: [] });
    expect(readZoneInput('🦄🦄🦄')).toEqual({ ok: false, suggestions: [] });
    expect(suggestZoneNames('x'.repeat(64), 3)).toEqual([]);
  });

  it('suggests the closest first', () => {
    expect(suggestZoneNames('Londn', 3)[0]).toBe('Europe/London');
  });
});

describe('Function: zoneForAbbreviation', () => {
  it('knows abbreviations in any case and nothing else', () => {
    expect(zoneForAbbreviation(' est ')).toBe('America/New_York');
    expect(zoneForAbbreviation('Taipei')).toBeUndefined();
  });
});

describe('Function: zoneChoices (autocomplete)', () => {
  it('finds zones by part of the name, aliases first, at most the limit', () => {
    expect(zoneChoices('us/', 25)[0]).toEqual({ name: 'US/Eastern', value: 'US/Eastern' });
    expect(zoneChoices('', 25)).toHaveLength(25);
  });

  it('matches cities without case, spaces or accents', () => {
    expect(zoneChoices('new york', 25).map((c) => c.value)).toContain('America/New_York');
    expect(zoneChoices('são paulo', 25).map((c) => c.value)).toContain('America/Sao_Paulo');
    expect(zoneChoices('kyiv', 25).map((c) => c.value)).toContain('Europe/Kyiv');
  });

  it('offers the zone an abbreviation means first, valued with its IANA name', () => {
    expect(zoneChoices('EST', 25)[0]).toEqual({
      name: 'EST → America/New_York',
      value: 'America/New_York',
    });
    expect(zoneChoices('jst', 25)[0]).toEqual({ name: 'JST → Asia/Tokyo', value: 'Asia/Tokyo' });
  });
});

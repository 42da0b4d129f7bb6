import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signZoneToken,
  verifyZoneToken,
  ZONE_LINK_TTL_MS,
  zoneLinks,
} from '../../shared/usecases/zone-detect.js';

const KEY = 'a'.repeat(64);
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const claims = { userId: '123456789012345678', locale: 'zh-TW' };

/** A token as an attacker would build one: any payload, a MAC under a key of their choice. */
function forge(payload: unknown, key: string): string {
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${createHmac('sha256', key).update(text).digest('base64url')}`;
}

describe('Zone link tokens', () => {
  it('carry the user, the language and an expiry 15 minutes ahead', () => {
    const check = verifyZoneToken(KEY, signZoneToken(KEY, claims, NOW), NOW);
    expect(check).toEqual({
      ok: true,
      claims: { ...claims, expiresAt: (NOW + ZONE_LINK_TTL_MS) / 1000 },
    });
  });

  it('work until the 15 minutes are over, then are expired', () => {
    const token = signZoneToken(KEY, claims, NOW);
    expect(verifyZoneToken(KEY, token, NOW + ZONE_LINK_TTL_MS - 1000).ok).toBe(true);
    expect(verifyZoneToken(KEY, token, NOW + ZONE_LINK_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are invalid when signed with another key', () => {
    expect(verifyZoneToken(KEY, signZoneToken('b'.repeat(64), claims, NOW), NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('are invalid when the payload is changed to another user or a later expiry', () => {
    const [, mac] = signZoneToken(KEY, claims, NOW).split('.');
    const other = Buffer.from(
      JSON.stringify({
        u: '999999999999999999',
        l: 'en-US',
        e: Math.floor((NOW + ZONE_LINK_TTL_MS) / 1000),
      }),
    ).toString('base64url');
    expect(verifyZoneToken(KEY, `${other}.${mac}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const later = Buffer.from(
      JSON.stringify({ u: claims.userId, l: claims.locale, e: Math.floor(NOW / 1000) + 86_400 }),
    ).toString('base64url');
    expect(verifyZoneToken(KEY, `${later}.${mac}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    '',
    '.',
    'abc',
    'abc.',
    '.abc',
    'a.b.c',
    'ab$.cd',
    `${'x'.repeat(20)}.${'y'.repeat(43)}`,
  ])('are invalid when malformed: %j', (token) => {
    expect(verifyZoneToken(KEY, token, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are invalid when correctly signed but not shaped like ours', () => {
    expect(
      verifyZoneToken(
        KEY,
        forge({ u: 'not-a-snowflake', l: 'en-US', e: NOW / 1000 + 60 }, KEY),
        NOW,
      ).ok,
    ).toBe(false);
    expect(verifyZoneToken(KEY, forge({ u: '1', l: 'en-US' }, KEY), NOW).ok).toBe(false);
    expect(verifyZoneToken(KEY, forge('just text', KEY), NOW).ok).toBe(false);
  });

  it('are put in a link to /tz under the base URL, with or without a trailing slash', () => {
    for (const base of [
      'https://abc.lambda-url.us-east-1.on.aws',
      'https://abc.lambda-url.us-east-1.on.aws/',
      'http://localhost:8787',
    ]) {
      const url = new URL(zoneLinks(base, KEY).url(claims.userId, claims.locale, NOW));
      expect(url.origin).toBe(new URL(base).origin);
      expect(url.pathname).toBe('/tz');
      expect(verifyZoneToken(KEY, url.searchParams.get('t') ?? '', NOW).ok).toBe(true);
    }
  });
});

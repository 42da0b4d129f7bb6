/**
 * "Detect my time zone": a link to a small page that reads the browser's zone and saves it.
 * The link carries a token binding the Discord user (and the language to talk in) to an expiry
 * 15 minutes away, signed with HMAC-SHA256 under a key only the bot has (docs/decisions.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { resolveZone } from '../domain/zones.js';
import type { UserStore } from './ports.js';

/** How long a link works. */
export const ZONE_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * What a token says: who, in which language, until when (epoch seconds), and whether the link
 * came from a zone prompt (whose **Continue** completes the command once the zone is saved).
 */
export interface ZoneTokenClaims {
  readonly userId: string;
  readonly locale: string;
  readonly expiresAt: number;
  readonly fromPrompt?: true;
}

interface Payload {
  readonly u: string;
  readonly l: string;
  readonly e: number;
  /** 1: from a zone prompt. */
  readonly p?: 1;
}

const mac = (key: string, payload: string): Buffer =>
  createHmac('sha256', key).update(payload).digest();

/** `<payload>.<mac>`, both base64url: the payload `{u, l, e, p?}` as JSON, the MAC over its base64url text. */
export function signZoneToken(
  key: string,
  claims: Omit<ZoneTokenClaims, 'expiresAt'>,
  now: number,
): string {
  const payload: Payload = {
    u: claims.userId,
    l: claims.locale,
    e: Math.floor((now + ZONE_LINK_TTL_MS) / 1000),
    ...(claims.fromPrompt ? { p: 1 } : {}),
  };
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${mac(key, text).toString('base64url')}`;
}

export type ZoneTokenCheck =
  | { readonly ok: true; readonly claims: ZoneTokenClaims }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** The claims of a token we signed that has not expired; forged, altered or malformed → invalid. */
export function verifyZoneToken(key: string, token: string, now: number): ZoneTokenCheck {
  const [text = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || text === '' || !/^[\w-]+$/.test(text) || !/^[\w-]+$/.test(signature))
    return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    typeof payload.u !== 'string' ||
    !/^\d{1,20}$/.test(payload.u) ||
    typeof payload.e !== 'number' ||
    typeof payload.l !== 'string'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.e * 1000 <= now) return { ok: false, reason: 'expired' };
  const claims = { userId: payload.u, locale: payload.l, expiresAt: payload.e };
  return { ok: true, claims: payload.p === 1 ? { ...claims, fromPrompt: true } : claims };
}

/** Builds the detect links for one process: the page's address and the signing key. */
export interface ZoneLinks {
  /** The page's address for this user, valid for 15 minutes from `now`; `fromPrompt`: given on a zone prompt. */
  url(userId: string, locale: string, now: number, fromPrompt?: boolean): string;
}

export function zoneLinks(baseUrl: string, key: string): ZoneLinks {
  const page = new URL('tz', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    url(userId, locale, now, fromPrompt = false) {
      const url = new URL(page);
      const claims = { userId, locale, ...(fromPrompt ? { fromPrompt: true as const } : {}) };
      url.searchParams.set('t', signZoneToken(key, claims, now));
      return url.toString();
    },
  };
}

export type SaveDetectedResult =
  | {
      readonly ok: true;
      readonly zone: string;
      readonly locale: string;
      /** The link came from a zone prompt: the page says to go back and press Continue. */
      readonly fromPrompt: boolean;
    }
  | {
      readonly ok: false;
      readonly reason: 'invalid' | 'expired' | 'zone_invalid' | 'used';
      readonly locale?: string;
    };

/**
 * The page's POST: a valid, unexpired token and a zone the browser reported (an IANA name;
 * anything else is refused) → saved as that user's zone, once: a link saves one zone, and a
 * link older than one already used does not work either (`used`). Nothing is saved otherwise;
 * a refused zone does not use the link up.
 */
export async function saveDetectedZone(
  deps: { readonly users: Pick<UserStore, 'setTimezoneFromLink'>; readonly key: string },
  input: { readonly token: string; readonly zone: string; readonly now: number },
): Promise<SaveDetectedResult> {
  const check = verifyZoneToken(deps.key, input.token, input.now);
  if (!check.ok) return check;
  const { userId, locale, expiresAt, fromPrompt } = check.claims;
  const zone = input.zone.length <= 64 ? resolveZone(input.zone) : null;
  if (!zone) return { ok: false, reason: 'zone_invalid', locale };
  if (!(await deps.users.setTimezoneFromLink(userId, zone, expiresAt)))
    return { ok: false, reason: 'used', locale };
  return { ok: true, zone, locale, fromPrompt: fromPrompt === true };
}

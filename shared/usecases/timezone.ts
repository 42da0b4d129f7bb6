import { userError, type Result } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { readZoneInput, zoneChoices } from '../domain/zone-names.js';
import { localeZone, resolveUserZone, type UserZone } from '../domain/zones.js';
import type { UserStore } from './ports.js';

/**
 * /timezone set: stores the caller's zone read from an alias, abbreviation, IANA name or city;
 * anything else is rejected with the closest names ("did you mean"). A shared abbreviation (`IST`,
 * `CST`) is read as the zone the caller's Discord language implies settles it, else its common reading.
 */
export async function setTimezone(
  deps: { readonly users: Pick<UserStore, 'setTimezone' | 'getProfile'> },
  input: { readonly userId: string; readonly zone: string; readonly locale?: string | undefined },
): Promise<Result<{ zone: string; from: string }>> {
  const locale = input.locale ?? '';
  const read = readZone(input.zone, locale);
  if (!read.ok) return read;
  const from = await saveZone(deps, input.userId, read.zone, locale);
  return { ok: true, zone: read.zone, from };
}

/** A zone as typed, read as /timezone set reads it; unknown → timezone_invalid with the closest names. */
export function readZone(text: string, locale: string): Result<{ zone: string }> {
  const read = readZoneInput(text, { zone: localeZone(locale) ?? 'UTC', locale });
  if (read.ok) return { ok: true, zone: read.zone };
  // i18next's context picks `errors.timezone_invalid_suggest`, the same error with its suggestions.
  return read.suggestions.length > 0
    ? userError('timezone_invalid', {
        context: 'suggest',
        suggestions: read.suggestions.map((s) => `\`${s}\``).join(', '),
      })
    : userError('timezone_invalid');
}

/** Saves `zone` (a name resolveZone reads) as the caller's; returns the zone in effect before. */
export async function saveZone(
  deps: { readonly users: Pick<UserStore, 'setTimezone' | 'getProfile'> },
  userId: string,
  zone: string,
  locale: string,
): Promise<string> {
  const before = resolveUserZone((await deps.users.getProfile(userId)).timezone, locale).zone;
  await deps.users.setTimezone(userId, zone);
  return before;
}

/** Where the zone in effect comes from: the user's choice, their Discord language, or neither (UTC). */
export type ZoneSource = 'saved' | 'locale' | 'utc';

/** /timezone show: the zone commands read the caller's times in, and where it comes from. */
export async function showTimezone(
  deps: { readonly users: Pick<UserStore, 'getProfile'> },
  input: { readonly userId: string; readonly locale: string },
): Promise<UserZone & { source: ZoneSource }> {
  const resolved = resolveUserZone(
    (await deps.users.getProfile(input.userId)).timezone,
    input.locale,
  );
  const source: ZoneSource = !resolved.assumed
    ? 'saved'
    : localeZone(input.locale)
      ? 'locale'
      : 'utc';
  return { ...resolved, source };
}

export function suggestZones(query: string): { name: string; value: string }[] {
  return zoneChoices(query, limits.autocompleteChoices);
}

import { userError, type Result } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { readZoneInput, zoneChoices } from '../domain/zone-names.js';
import { zonesForAbbreviation } from '../domain/time/zone-abbreviations.js';
import { isFixedOffset, localeZone, resolveUserZone, type UserZone } from '../domain/zones.js';
import type { UserStore } from './ports.js';

/**
 * /timezone set: stores the caller's zone read from an alias, abbreviation, IANA name, city or
 * fixed offset, or `auto` (none saved); anything else is rejected with the closest names ("did
 * you mean"). A shared abbreviation (`IST`, `CST`) is read as the zone the caller's zone or
 * Discord language settles; unsettled, it is `timezone_ambiguous` (the command asks). Returns
 * the zone now in effect and the one before (for the offer to move reminders).
 */
export async function setTimezone(
  deps: { readonly users: Pick<UserStore, 'setTimezone' | 'getProfile'> },
  input: { readonly userId: string; readonly zone: string; readonly locale?: string | undefined },
): Promise<Result<{ zone: string; from: string; auto: boolean; fixed: boolean }>> {
  const locale = input.locale ?? '';
  const before = resolveUserZone((await deps.users.getProfile(input.userId)).timezone, locale);
  const read = readZone(input.zone, locale, before.zone);
  if (!read.ok) return read;
  await deps.users.setTimezone(input.userId, read.zone);
  return {
    ok: true,
    zone: resolveUserZone(read.zone, locale).zone,
    from: before.zone,
    auto: read.zone === null,
    fixed: read.zone !== null && isFixedOffset(read.zone),
  };
}

/**
 * A zone as typed, read as /timezone set reads it: `auto` (null: no saved zone), a fixed offset
 * (`UTC+5:30`), an abbreviation, city or IANA name. An abbreviation naming several zones that
 * neither `current` (the caller's zone) nor their language settles (`IST`) is
 * `timezone_ambiguous` with the zones it names, for the caller to choose; anything else unknown
 * is `timezone_invalid` with the closest names.
 */
export function readZone(
  text: string,
  locale: string,
  current: string = localeZone(locale) ?? 'UTC',
): Result<{ zone: string | null }> {
  if (text.trim().toLowerCase() === 'auto') return { ok: true, zone: null };
  const reader = { zone: current, locale };
  const abbreviated = zonesForAbbreviation(text, reader);
  if (abbreviated !== undefined && abbreviated.length > 1)
    return userError('timezone_ambiguous', { typed: text.trim(), zones: abbreviated.join(', ') });
  const read = readZoneInput(text, reader);
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

import { userError, type Result } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { resolveZone, searchZones } from '../domain/zones.js';
import type { UserStore } from './ports.js';

/** /timezone set: stores the caller's zone after resolving aliases; unknown zones are rejected. */
export async function setTimezone(
  deps: { readonly users: Pick<UserStore, 'setTimezone'> },
  input: { readonly userId: string; readonly zone: string },
): Promise<Result<{ zone: string }>> {
  const zone = resolveZone(input.zone);
  if (!zone) return userError('timezone_invalid');
  await deps.users.setTimezone(input.userId, zone);
  return { ok: true, zone };
}

/** /timezone show: the stored zone, or undefined when the caller never set one (UTC applies). */
export async function showTimezone(
  deps: { readonly users: Pick<UserStore, 'getProfile'> },
  input: { readonly userId: string },
): Promise<string | undefined> {
  return (await deps.users.getProfile(input.userId)).timezone;
}

export function suggestZones(query: string): string[] {
  return searchZones(query, limits.autocompleteChoices);
}

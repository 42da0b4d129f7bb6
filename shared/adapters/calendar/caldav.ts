/**
 * CalDAV (RFC 4791) with tsdav: discovery of the user's principal and an event calendar when
 * connecting, then one calendar object per Tock event (`<event id>.ics`, UID `<id>@tock`).
 */
import { createAccount, fetchCalendars, makeCalendar, type DAVAccount, type DAVCalendar } from 'tsdav';
import type { EventRecord } from '../../domain/schedule.js';
import { icsCalendar } from '../../calendar/ics.js';
import { failureOf, type CalendarClient, type PushResult } from '../../usecases/calendar-provider.js';

export interface CaldavCredentials {
  readonly serverUrl: string;
  readonly username: string;
  readonly password: string;
}

export type CaldavDiscovery =
  | { readonly ok: true; readonly calendarUrl: string; readonly calendarName: string; readonly created: boolean }
  | { readonly ok: false; readonly error: 'caldav_auth' | 'caldav_unreachable' | 'caldav_no_calendar' };

const CALENDAR_NAME = 'Tock';

function isEventCalendar(c: DAVCalendar): boolean {
  return !c.components || c.components.includes('VEVENT');
}

/**
 * Logs in, finds the principal's calendar home and a calendar that holds events (the one named
 * Tock if any, else the first); when the home has none, makes a "Tock" calendar. Nothing is
 * stored by this: the caller saves the connection only on success.
 */
export async function discoverCaldav(creds: CaldavCredentials, fetchImpl: typeof fetch = fetch): Promise<CaldavDiscovery> {
  const headers = { authorization: basicAuth(creds) };
  let account: DAVAccount;
  try {
    account = await createAccount({ account: { serverUrl: creds.serverUrl, accountType: 'caldav' }, headers, fetch: fetchImpl });
  } catch (err) {
    return { ok: false, error: /401|403|unauthori[sz]ed|forbidden|invalid credentials/i.test(String((err as Error).message)) ? 'caldav_auth' : 'caldav_unreachable' };
  }
  try {
    const calendars = (await fetchCalendars({ account, headers, fetch: fetchImpl })).filter(isEventCalendar);
    const chosen = calendars.find((c) => c.displayName === CALENDAR_NAME) ?? calendars[0];
    if (chosen) return { ok: true, calendarUrl: chosen.url, calendarName: typeof chosen.displayName === 'string' ? chosen.displayName : chosen.url, created: false };
    if (!account.homeUrl) return { ok: false, error: 'caldav_no_calendar' };
    const url = new URL('tock/', account.homeUrl).href;
    await makeCalendar({ url, props: { displayname: CALENDAR_NAME }, headers, fetch: fetchImpl });
    const made = (await fetchCalendars({ account, headers, fetch: fetchImpl })).find((c) => new URL(c.url, url).href === url);
    return made ? { ok: true, calendarUrl: url, calendarName: CALENDAR_NAME, created: true } : { ok: false, error: 'caldav_no_calendar' };
  } catch {
    return { ok: false, error: 'caldav_no_calendar' };
  }
}

function basicAuth(creds: Pick<CaldavCredentials, 'username' | 'password'>): string {
  return `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;
}

/** Pushes events as calendar objects in `calendarUrl` with HTTP Basic credentials. */
export function caldavClient(creds: CaldavCredentials & { readonly calendarUrl: string }, now: () => number, fetchImpl: typeof fetch = fetch): CalendarClient {
  const authorization = basicAuth(creds);
  const objectUrl = (eventId: string) => new URL(`${encodeURIComponent(eventId)}.ics`, creds.calendarUrl.endsWith('/') ? creds.calendarUrl : `${creds.calendarUrl}/`).href;

  async function put(url: string, event: EventRecord, create: boolean): Promise<PushResult> {
    const body = icsCalendar([event], { name: CALENDAR_NAME, now: now() });
    if (!body.includes('BEGIN:VEVENT')) return { ok: false, kind: 'rejected', reason: 'no occurrences' };
    try {
      const res = await fetchImpl(url, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'text/calendar; charset=utf-8', ...(create ? { 'if-none-match': '*' } : {}) },
        body,
      });
      await res.arrayBuffer().catch(() => undefined);
      // 412 on create: an object with this name exists (a lost reply last time): overwrite it.
      if (create && res.status === 412) return put(url, event, false);
      if (res.ok) return { ok: true, providerId: url };
      return failureOf(res.status, `CalDAV ${res.status}`, res.headers.get('retry-after'));
    } catch (err) {
      return { ok: false, kind: 'retry', reason: `CalDAV unreachable: ${(err as Error).name}` };
    }
  }

  return {
    create: (event) => put(objectUrl(event.id), event, true),
    // An update of an object that vanished (404) is not possible with PUT semantics here:
    // PUT to the same URL recreates it, which is what the engine wants anyway.
    update: (providerId, event) => put(providerId, event, false),
    async remove(providerId) {
      try {
        const res = await fetchImpl(providerId, { method: 'DELETE', headers: { authorization } });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok || res.status === 404 || res.status === 410) return { ok: true, providerId };
        return failureOf(res.status, `CalDAV ${res.status}`, res.headers.get('retry-after'));
      } catch (err) {
        return { ok: false, kind: 'retry', reason: `CalDAV unreachable: ${(err as Error).name}` };
      }
    },
  };
}

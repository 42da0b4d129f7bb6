/**
 * CalDAV (RFC 4791) with tsdav: discovery of the user's principal and an event calendar when
 * connecting, then one calendar object per Tock event (`<event id>.ics`, UID `<id>@tock`).
 * Every request, tsdav's included, goes through the guarded fetch (../http/caldav-fetch.ts).
 */
import {
  createAccount,
  fetchCalendars,
  makeCalendar,
  type DAVAccount,
  type DAVCalendar,
} from 'tsdav';
import type { EventRecord } from '../../domain/schedule.js';
import { caldavFetch, checkTarget, type CaldavNetwork } from './caldav-fetch.js';
import { icsCalendar } from '../domain/ics.js';
import {
  failureOf,
  type Attending,
  type CalendarClient,
  type PushResult,
} from '../usecases/calendar-provider.js';

export interface CaldavCredentials {
  readonly serverUrl: string;
  readonly username: string;
  readonly password: string;
}

/**
 * A failed discovery says only that: refused credentials, a server that does not answer and a
 * server without a calendar give the same `caldav_connect_failed`, so the check cannot be used
 * to map a network (issue 17, 1(d)). The operator's log keeps the detail.
 */
export type CaldavDiscovery =
  | {
      readonly ok: true;
      readonly calendarUrl: string;
      readonly calendarName: string;
      readonly created: boolean;
    }
  | { readonly ok: false; readonly error: 'caldav_connect_failed'; readonly detail: string };

const CALENDAR_NAME = 'Tock';

function isEventCalendar(c: DAVCalendar): boolean {
  return !c.components || c.components.includes('VEVENT');
}

/**
 * Logs in, finds the principal's calendar home and a calendar that holds events (the one named
 * Tock if any, else the first); when the home has none, makes a "Tock" calendar. Nothing is
 * stored by this: the caller saves the connection only on success.
 */
export async function discoverCaldav(
  creds: CaldavCredentials,
  network: CaldavNetwork,
): Promise<CaldavDiscovery> {
  const headers = { authorization: basicAuth(creds) };
  const failed = (stage: string, err: unknown): CaldavDiscovery => ({
    ok: false,
    error: 'caldav_connect_failed',
    detail: `${stage}: ${(err as Error).name}: ${(err as Error).message}`,
  });
  const fetchImpl = caldavFetch(creds.serverUrl, network);
  let account: DAVAccount;
  try {
    account = await createAccount({
      account: { serverUrl: creds.serverUrl, accountType: 'caldav' },
      headers,
      fetch: fetchImpl,
    });
  } catch (err) {
    return failed('principal', err);
  }
  try {
    const calendars = (await fetchCalendars({ account, headers, fetch: fetchImpl })).filter(
      isEventCalendar,
    );
    const chosen = calendars.find((c) => c.displayName === CALENDAR_NAME) ?? calendars[0];
    if (chosen) {
      // A server-supplied href: it must be on the configured server like every other (the pushes go there).
      const calendarUrl = new URL(chosen.url, account.homeUrl ?? creds.serverUrl);
      checkTarget(calendarUrl, new URL(creds.serverUrl), network.allowLocal);
      return {
        ok: true,
        calendarUrl: calendarUrl.href,
        calendarName: typeof chosen.displayName === 'string' ? chosen.displayName : chosen.url,
        created: false,
      };
    }
    if (!account.homeUrl) return failed('calendar home', new Error('none'));
    const url = new URL('tock/', account.homeUrl).href;
    await makeCalendar({ url, props: { displayname: CALENDAR_NAME }, headers, fetch: fetchImpl });
    const made = (await fetchCalendars({ account, headers, fetch: fetchImpl })).find(
      (c) => new URL(c.url, url).href === url,
    );
    return made
      ? { ok: true, calendarUrl: url, calendarName: CALENDAR_NAME, created: true }
      : failed('calendar', new Error('not made'));
  } catch (err) {
    return failed('calendar', err);
  }
}

function basicAuth(creds: Pick<CaldavCredentials, 'username' | 'password'>): string {
  return `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;
}

/** What a push that never got an answer says, whatever the cause (timeout, refused address, network): one reason, nothing to map a network with. */
const UNREACHABLE = 'CalDAV server unreachable';

/** Pushes events as calendar objects in `calendarUrl` with HTTP Basic credentials. */
export function caldavClient(
  creds: CaldavCredentials & { readonly calendarUrl: string },
  now: () => number,
  network: CaldavNetwork,
): CalendarClient {
  const authorization = basicAuth(creds);
  const fetchImpl = caldavFetch(creds.serverUrl, network);
  const objectUrl = (eventId: string) =>
    new URL(
      `${encodeURIComponent(eventId)}.ics`,
      creds.calendarUrl.endsWith('/') ? creds.calendarUrl : `${creds.calendarUrl}/`,
    ).href;

  async function put(
    url: string,
    event: EventRecord,
    create: boolean,
    attending?: Attending,
  ): Promise<PushResult> {
    // Someone else's event: ORGANIZER (its owner) and ATTENDEE (this user, with their answer).
    const reader = attending
      ? { userId: attending.userId, answers: new Map([[event.id, attending.status]]) }
      : undefined;
    const body = icsCalendar([event], {
      name: CALENDAR_NAME,
      now: now(),
      ...(reader ? { reader } : {}),
    });
    if (!body.includes('BEGIN:VEVENT'))
      return { ok: false, kind: 'rejected', reason: 'no occurrences' };
    try {
      const res = await fetchImpl(url, {
        method: 'PUT',
        headers: {
          authorization,
          'content-type': 'text/calendar; charset=utf-8',
          ...(create ? { 'if-none-match': '*' } : {}),
        },
        body,
      });
      // An answer that cannot be read within the limits (endless, too slow) is no answer.
      await res.arrayBuffer();
      // 412 on create: an object with this name exists (a lost reply last time): overwrite it.
      if (create && res.status === 412) return put(url, event, false, attending);
      if (res.ok) return { ok: true, providerId: url };
      return failureOf(res.status, `CalDAV ${res.status}`, res.headers.get('retry-after'));
    } catch {
      return { ok: false, kind: 'retry', reason: UNREACHABLE };
    }
  }

  return {
    create: (event, attending) => put(objectUrl(event.id), event, true, attending),
    // An update of an object that vanished (404) is not possible with PUT semantics here:
    // PUT to the same URL recreates it, which is what the engine wants anyway.
    update: (providerId, event, attending) => put(providerId, event, false, attending),
    async remove(providerId) {
      try {
        const res = await fetchImpl(providerId, { method: 'DELETE', headers: { authorization } });
        await res.arrayBuffer();
        if (res.ok || res.status === 404 || res.status === 410) return { ok: true, providerId };
        return failureOf(res.status, `CalDAV ${res.status}`, res.headers.get('retry-after'));
      } catch {
        return { ok: false, kind: 'retry', reason: UNREACHABLE };
      }
    },
  };
}

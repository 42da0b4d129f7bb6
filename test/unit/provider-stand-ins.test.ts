import { describe, expect, it } from 'vitest';
import { createCalendarApiStandIn } from '../../infra/local/sandbox/providers/calendar-api.js';
import {
  googleEventSchema,
  graphEventSchema,
} from '../../infra/local/sandbox/providers/schemas.js';
import {
  googleCalendarClient,
  googleCopyId,
} from '../../shared/calendar/adapters/oauth-calendars.js';
import { googlePayload } from '../../shared/calendar/domain/google-event.js';
import { graphPayload } from '../../shared/calendar/domain/graph-event.js';
import type { CustomRecurrence, EventTiming } from '../../shared/domain/event.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import { calendarApiFetch } from '../support/calendar-api-fetch.js';
import {
  auth,
  codeFrom,
  EMAIL_SCOPE,
  exchange,
  form,
  SCOPE,
  standInOAuthServer,
} from '../support/oauth-stand-in.js';
import { anEvent } from '../support/schedule.js';

/** The stand-ins refuse what Google and Microsoft refuse; Tock's payloads pass them. */
let clock = Date.parse('2026-06-15T10:00:00Z');
const custom = (
  pattern: CustomRecurrence['pattern'],
  interval = 1,
  weekday = 0,
  position = 1,
): CustomRecurrence => ({ pattern, interval, weekday, position });

const oauthServer = (provider: 'google' | 'microsoft' = 'google') =>
  standInOAuthServer(provider, () => clock);

describe('the OAuth server stand-in', () => {
  it('shows an error page, and never redirects, for an unregistered redirect_uri or client', () => {
    const s = oauthServer();
    const wrong = s.authorizePage(form({ ...auth, redirect_uri: 'https://evil.example/cb' }));
    expect([wrong.status, wrong.headers['location']]).toEqual([400, undefined]);
    expect(s.authorizePage(form({ ...auth, client_id: 'other' })).status).toBe(400);
    expect(s.authorizePage(form(auth)).body).toContain('Allow');
    // Without a S256 challenge the client is sent back with invalid_request.
    expect(
      s.authorizePage(form({ ...auth, code_challenge_method: 'plain' })).headers['location'],
    ).toContain('error=invalid_request');
  });

  it('exchanges a code once, only with the right verifier, redirect URI and client secret, within 10 minutes', () => {
    const s = oauthServer();
    expect(
      JSON.parse(exchange(s, codeFrom(s), { code_verifier: 'w'.repeat(43) }).body),
    ).toMatchObject({ error: 'invalid_grant' });
    expect(
      JSON.parse(exchange(s, codeFrom(s), { redirect_uri: 'https://bot.example/other' }).body),
    ).toMatchObject({ error: 'invalid_grant' });
    expect(exchange(s, codeFrom(s), { client_secret: 'nope' }).status).toBe(401);
    const code = codeFrom(s);
    const first = exchange(s, code);
    expect(first.status).toBe(200);
    expect(JSON.parse(exchange(s, code).body)).toMatchObject({ error: 'invalid_grant' });
    // The replay revoked what the first exchange issued.
    expect(s.bearer(`Bearer ${JSON.parse(first.body).access_token}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const late = codeFrom(s);
    clock += 11 * 60_000;
    expect(JSON.parse(exchange(s, late).body)).toMatchObject({
      error: 'invalid_grant',
      error_description: 'authorization code expired',
    });
  });

  it('expires access tokens, refreshes them with the refresh token, and revokes the grant', () => {
    const s = oauthServer();
    const tokens = JSON.parse(exchange(s, codeFrom(s)).body) as {
      access_token: string;
      refresh_token: string;
    };
    expect(s.bearer(`Bearer ${tokens.access_token}`)).toEqual({ ok: true, account: 'a@test' });
    s.expireAccessTokens();
    expect(s.bearer(`Bearer ${tokens.access_token}`)).toEqual({ ok: false, reason: 'expired' });
    const refreshed = JSON.parse(
      s.token(
        form({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: 'cid',
          client_secret: 'csecret',
        }),
        undefined,
        'application/x-www-form-urlencoded',
      ).body,
    ) as { access_token: string };
    expect(s.bearer(`Bearer ${refreshed.access_token}`).ok).toBe(true);
    expect(s.revoke(form({ token: tokens.refresh_token })).status).toBe(200);
    expect(s.refreshTokenWorks(tokens.refresh_token)).toBe(false);
    expect(s.bearer(`Bearer ${refreshed.access_token}`).ok).toBe(false);
  });
});

describe("the OAuth server stand-in: prompt and the account's identity", () => {
  it('connects a signed-in account that allowed the client before without showing anything, unless prompt asks for the page', () => {
    const s = oauthServer('microsoft');
    codeFrom(s);
    // Single sign-on: no prompt, no page, a code for the signed-in account straight away.
    const silent = s.authorizePage(form(auth));
    expect(silent.status).toBe(302);
    expect(silent.headers['location']).toContain('code=');
    expect(s.stats.silentCodes).toBe(1);
    for (const prompt of ['select_account', 'consent', 'login']) {
      const shown = s.authorizePage(form({ ...auth, prompt }));
      expect([shown.status, shown.body.includes('Allow')]).toEqual([200, true]);
    }
    expect(s.authorizePage(form({ ...auth, prompt: 'none' })).headers['location']).toContain(
      'code=',
    );
    expect(s.authorizePage(form({ ...auth, prompt: 'sometimes' })).headers['location']).toContain(
      'error=invalid_request',
    );
    s.signOut();
    expect(s.authorizePage(form({ ...auth, prompt: 'none' })).headers['location']).toContain(
      'error=interaction_required',
    );
    expect(s.authorizePage(form(auth)).status).toBe(200);
  });

  it('tells who a token acts for only when it carries the identity scope', () => {
    for (const provider of ['google', 'microsoft'] as const) {
      const s = oauthServer(provider);
      const code = (scope: string) =>
        new URL(
          s.decide(form({ ...auth, scope, decision: 'allow', account: 'a@test' })).headers[
            'location'
          ] ?? '',
        ).searchParams.get('code') ?? '';
      const token = (scope: string) =>
        JSON.parse(exchange(s, code(scope)).body).access_token as string;
      const me = JSON.parse(
        s.identity(`Bearer ${token(`${SCOPE} ${EMAIL_SCOPE}`)}`).body,
      ) as Record<string, unknown>;
      expect(provider === 'google' ? me['email'] : me['userPrincipalName']).toBe('a@test');
      expect(s.identity(`Bearer ${token(SCOPE)}`).status).toBe(403);
      expect(s.identity(undefined).status).toBe(401);
    }
  });
});

describe('the calendar API stand-ins', () => {
  it('need a bearer token, check bodies against the schema, answer 404 for unknown and 410 for deleted ids, and fail on demand', () => {
    const s = oauthServer();
    const token = JSON.parse(exchange(s, codeFrom(s)).body).access_token as string;
    const api = createCalendarApiStandIn('google', s, () => clock);
    const call = (method: string, path: string, body?: unknown, bearer = `Bearer ${token}`) =>
      api.handle({
        method,
        path,
        authorization: bearer,
        body: body === undefined ? '' : JSON.stringify(body),
      });
    const body = googlePayload(anEvent({ title: 'Gym' }));
    expect(call('POST', '/calendars/primary/events', body, '').status).toBe(401);
    expect(
      call('POST', '/calendars/primary/events', body, '').headers['www-authenticate'],
    ).toContain('Bearer');
    expect(call('POST', '/calendars/primary/events', { ...body, colour: 'red' }).status).toBe(400);
    expect(
      call('POST', '/calendars/primary/events', {
        ...body,
        recurrence: ['RRULE:FREQ=DAILY'],
        start: { dateTime: body?.start?.dateTime },
      }).status,
    ).toBe(400);
    const created = call('POST', '/calendars/primary/events', body);
    expect(created.status).toBe(200);
    const id = JSON.parse(created.body).id as string;
    expect(call('PUT', '/calendars/primary/events/nope', body).status).toBe(404);
    expect(call('DELETE', `/calendars/primary/events/${id}`).status).toBe(204);
    expect(call('PUT', `/calendars/primary/events/${id}`, body).status).toBe(410);
    api.failNext({ status: 429, retryAfterSeconds: 30 }, { status: 500 });
    const limited = call('POST', '/calendars/primary/events', body);
    expect([limited.status, limited.headers['retry-after']]).toEqual([429, '30']);
    expect(call('POST', '/calendars/primary/events', body).status).toBe(500);
    expect(call('POST', '/calendars/primary/events', body).status).toBe(200);
  });

  it('Google refuses a recurrence line that is not RFC 5545', () => {
    const body = googlePayload(
      anEvent({
        title: 'Weekly',
        timing: { recurrencePattern: 'weekly', timezone: 'Europe/Berlin' },
      }),
    );
    const withLines = (...recurrence: string[]) =>
      googleEventSchema.safeParse({ ...body, recurrence }).success;
    expect(withLines('RRULE:FREQ=WEEKLY', 'EXDATE;TZID=Europe/Berlin:20260623T093000')).toBe(true);
    expect(withLines('RRULE:FREQ=WEEKLY;UNTIL=20260714T073000Z', 'EXDATE:20260623T073000Z')).toBe(
      true,
    );
    for (const bad of [
      ['RRULE:FREQ=SOMETIMES'],
      ['RRULE:INTERVAL=2'],
      ['RRULE:FREQ=WEEKLY;INTERVAL=0'],
      ['RRULE:FREQ=WEEKLY;UNTIL=2026-07-14'],
      ['RRULE:FREQ=WEEKLY;UNTIL=20260714T073000Z;COUNT=3'],
      ['RRULE:FREQ=WEEKLY', 'EXDATE;TZID=Europe/Berlin:2026-06-23T09:30'],
      ['RRULE:FREQ=WEEKLY', 'EXDATE;TZID=Europe/Berlin:20260623T093000Z'],
      ['RRULE:FREQ=WEEKLY', 'EXDATE;TZID=Mars/Olympus:20260623T093000'],
    ])
      expect(withLines(...bad), bad.join(' ')).toBe(false);
  });

  it("accept Tock's payload for every kind of recurrence, in three zones", () => {
    const timings = [
      { recurrencePattern: 'none' as const },
      { recurrencePattern: 'daily' as const },
      { recurrencePattern: 'weekly' as const },
      { recurrencePattern: 'monthly' as const },
      { recurrencePattern: 'yearly' as const },
      { recurrencePattern: 'custom' as const, recurrenceData: custom('every_n_days', 3) },
      { recurrencePattern: 'custom' as const, recurrenceData: custom('every_n_weeks', 2) },
      { recurrencePattern: 'custom' as const, recurrenceData: custom('weekday_of_month', 1, 2, 2) },
      {
        recurrencePattern: 'custom' as const,
        recurrenceData: custom('weekday_of_month', 1, 4, -1),
      },
    ];
    for (const timezone of ['America/New_York', 'Europe/Berlin', 'Asia/Taipei']) {
      for (const timing of timings) {
        const event = anEvent({
          title: 'Series',
          description: 'notes',
          location: 'Room 4, https://meet.example/abc',
          timing: { ...timing, timezone },
        });
        const google = googleEventSchema.safeParse(googlePayload(event));
        expect(
          google.success,
          `${timezone} ${JSON.stringify(timing)}: ${google.error?.message}`,
        ).toBe(true);
        const graph = graphPayload(event);
        for (const partial of [false, true]) {
          const parsed = graphEventSchema(partial).safeParse(graph);
          expect(
            parsed.success,
            `${timezone} ${JSON.stringify(timing)}: ${parsed.error?.message}`,
          ).toBe(true);
        }
      }
    }
  });

  /** A signed-in stand-in of each provider, and a call with its token. */
  function apis() {
    return (['google', 'microsoft'] as const).map((provider) => {
      const s = oauthServer(provider);
      const token = JSON.parse(exchange(s, codeFrom(s)).body).access_token as string;
      const api = createCalendarApiStandIn(provider, s, () => clock);
      const call = (method: string, path: string, body?: unknown, query = '') =>
        api.handle({
          method,
          path,
          authorization: `Bearer ${token}`,
          body: body === undefined ? '' : JSON.stringify(body),
          query: new URLSearchParams(query),
          self: 'https://api.test',
        });
      const events = provider === 'google' ? '/calendars/primary/events' : '/me/events';
      return { provider, api, call, events };
    });
  }
  const FROM = Date.parse('2026-06-01T00:00:00Z');
  const TO = Date.parse('2027-09-01T00:00:00Z');
  const window = (provider: 'google' | 'microsoft', top = 1000) =>
    provider === 'google'
      ? `timeMin=${new Date(FROM).toISOString()}&timeMax=${new Date(TO).toISOString()}&maxResults=${top}`
      : `startDateTime=${new Date(FROM).toISOString()}&endDateTime=${new Date(TO).toISOString()}&$top=${top}`;
  const startOf = (i: { start: { dateTime: string; timeZone: string } }) =>
    Date.parse(i.start.timeZone === 'UTC' ? `${i.start.dateTime.slice(0, 19)}Z` : i.start.dateTime);

  it("list a series' instances as Tock lists its occurrences, exception dates and early ends included, in three zones", () => {
    const kinds: Partial<EventTiming>[] = [
      { recurrencePattern: 'daily' },
      { recurrencePattern: 'weekly' },
      { recurrencePattern: 'monthly', start: Date.parse('2026-07-31T07:00:00Z') },
      { recurrencePattern: 'monthly', start: Date.parse('2026-06-30T07:00:00Z') },
      { recurrencePattern: 'yearly' },
      { recurrencePattern: 'custom', recurrenceData: custom('every_n_days', 3) },
      { recurrencePattern: 'custom', recurrenceData: custom('every_n_weeks', 2) },
      { recurrencePattern: 'custom', recurrenceData: custom('weekday_of_month', 1, 2, 2) },
      { recurrencePattern: 'custom', recurrenceData: custom('weekday_of_month', 1, 4, -1) },
    ];
    const [google, microsoft] = apis();
    for (const timezone of ['America/New_York', 'Europe/Berlin', 'Asia/Taipei'])
      for (const kind of kinds) {
        const base = anEvent({ title: 'Series', timing: { ...kind, timezone } }).timing;
        const all = occurrences(base, FROM, TO, Infinity).map((o) => o.start);
        const second = all[1] as number;
        for (const timing of [
          { ...base, exceptions: [second] },
          { ...base, exceptions: [second], until: all[3] as number },
        ]) {
          const label = `${timezone} ${JSON.stringify(kind)} ${timing.until ? 'until' : ''}`;
          const expected = occurrences(timing, FROM, TO, Infinity).map((o) => o.start);
          const event = anEvent({ title: 'Series', timing });
          for (const { provider, call, events } of [google!, microsoft!]) {
            const body = provider === 'google' ? googlePayload(event) : graphPayload(event);
            const created = call('POST', events, body);
            expect(created.status, label).toBeLessThan(300);
            const id = JSON.parse(created.body).id as string;
            const listed = () => {
              const r = call('GET', `${events}/${id}/instances`, undefined, window(provider));
              expect(r.status, label).toBe(200);
              const page = JSON.parse(r.body) as Record<string, { id: string; start: never }[]>;
              return (page[provider === 'google' ? 'items' : 'value'] ?? []).map((i) => ({
                id: i.id,
                start: startOf(i),
              }));
            };
            if (provider === 'microsoft') {
              // Graph has no exception dates: the instance is deleted on its own.
              const before = listed();
              expect(
                before.map((i) => i.start),
                label,
              ).toEqual(all.filter((t) => t <= (timing.until ?? Infinity) - 1));
              const gone = before.find((i) => i.start === second);
              expect(call('DELETE', `${events}/${gone?.id}`).status, label).toBe(204);
            }
            expect(
              listed().map((i) => i.start),
              label,
            ).toEqual(expected);
          }
        }
      }
  });

  it('Graph instances: the window is required, ids must exist, a deleted instance stays gone, long listings come in pages', () => {
    const [, { call, events }] = apis() as [unknown, ReturnType<typeof apis>[number]];
    const event = anEvent({ title: 'Daily', timing: { recurrencePattern: 'daily' } });
    const id = JSON.parse(call('POST', events, graphPayload(event)).body).id as string;
    const noWindow = call('GET', `${events}/${id}/instances`);
    expect(noWindow.status).toBe(400);
    expect(JSON.parse(noWindow.body).error.code).toBe('ErrorInvalidParameter');
    expect(
      call('GET', `${events}/${id}/instances`, undefined, 'startDateTime=2026-06-21T00:00:00Z')
        .status,
    ).toBe(400);
    expect(call('GET', `${events}/nope/instances`, undefined, window('microsoft')).status).toBe(
      404,
    );
    const first = JSON.parse(
      call('GET', `${events}/${id}/instances`, undefined, window('microsoft', 10)).body,
    );
    expect(first.value).toHaveLength(10);
    expect(first.value[0]).toMatchObject({
      seriesMasterId: id,
      type: 'occurrence',
      subject: 'Daily',
      start: { dateTime: '2026-06-20T09:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-06-20T10:00:00.0000000', timeZone: 'UTC' },
    });
    const next = new URL(first['@odata.nextLink']);
    expect(next.pathname).toBe(`/me/events/${id}/instances`);
    const second = JSON.parse(
      call('GET', `${events}/${id}/instances`, undefined, next.search.slice(1)).body,
    );
    expect(second.value[0].start.dateTime).toBe('2026-06-30T09:00:00.0000000');
    // A narrow window lists the one instance that overlaps it.
    const one = JSON.parse(
      call(
        'GET',
        `${events}/${id}/instances`,
        undefined,
        'startDateTime=2026-06-25T09:00:00Z&endDateTime=2026-06-25T09:01:00Z',
      ).body,
    ).value as { id: string }[];
    expect(one).toHaveLength(1);
    const instance = one[0]!.id;
    expect(call('GET', `${events}/${instance}`).status).toBe(200);
    expect(call('DELETE', `${events}/${instance}`).status).toBe(204);
    expect(call('DELETE', `${events}/${instance}`).status).toBe(404);
    expect(call('GET', `${events}/${id}_20260625T093000Z`).status).toBe(404);
    expect(call('DELETE', `${events}/nope_20260625T090000Z`).status).toBe(404);
    const after = JSON.parse(
      call(
        'GET',
        `${events}/${id}/instances`,
        undefined,
        'startDateTime=2026-06-24T00:00:00Z&endDateTime=2026-06-27T00:00:00Z',
      ).body,
    ).value.map((i: { start: { dateTime: string } }) => i.start.dateTime.slice(0, 10));
    expect(after).toEqual(['2026-06-24', '2026-06-26']);
    // A new pattern is a new series: Outlook drops its exceptions.
    const weekly = graphPayload({
      ...event,
      timing: { ...event.timing, recurrencePattern: 'weekly' },
    });
    expect(call('PATCH', `${events}/${id}`, weekly).status).toBe(200);
    expect(call('PATCH', `${events}/${id}`, graphPayload(event)).status).toBe(200);
    expect(call('GET', `${events}/${instance}`).status).toBe(200);
  });
});

describe('a copy at Google created by two pushes at once', () => {
  it('is one event: the client-chosen id makes the second create an update; one re-created after a deletion gets a new id', async () => {
    const s = oauthServer();
    const token = JSON.parse(exchange(s, codeFrom(s)).body).access_token as string;
    const api = createCalendarApiStandIn('google', s, () => clock);
    const base = 'https://google.test/calendar/v3';
    const fetchImpl = calendarApiFetch(api, '/calendar/v3');
    const client = googleCalendarClient(
      base,
      'primary',
      { token: async () => ({ ok: true, accessToken: token }) },
      fetchImpl,
    );
    const event = anEvent({ userId: '300', title: 'Standup' });
    const attending = { userId: '301', status: 'tentative' as const };
    const [a, b] = await Promise.all([
      client.create(event, attending),
      client.create({ ...event, title: 'Standup (moved)' }, attending),
    ]);
    expect(a).toEqual({ ok: true, providerId: googleCopyId(event.id, '301') });
    expect(b).toEqual(a);
    expect(api.live().map((e) => e.id)).toEqual([googleCopyId(event.id, '301')]);
    // Another user's copy of the same event is its own.
    expect(googleCopyId(event.id, '300')).not.toBe(googleCopyId(event.id, '301'));
    expect(googleCopyId(event.id, '301')).toMatch(/^[a-v0-9]{5,1024}$/);

    // Deleted in Google's own app: the id stays taken there; the re-created copy has another.
    const first = googleCopyId(event.id, '301');
    api.deleteAtProvider(first);
    const again = await client.create(event, attending, first);
    expect(again).toEqual({ ok: true, providerId: googleCopyId(event.id, '301', first) });
    expect(api.live().map((e) => e.id)).toEqual([googleCopyId(event.id, '301', first)]);
    // The stand-in refuses an id Google would refuse.
    const bad = api.handle({
      method: 'POST',
      path: '/calendars/primary/events',
      authorization: `Bearer ${token}`,
      body: JSON.stringify({ ...googlePayload(event), id: 'evt_Bad!' }),
    });
    expect(bad.status).toBe(400);
  });
});

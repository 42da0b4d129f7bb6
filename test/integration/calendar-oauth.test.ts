import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInClients, standInEnv } from '../../infra/local/sandbox/providers/index.js';
import { exchangeCode } from '../../shared/calendar/adapters/oauth-client.js';
import { createOAuthStateStore } from '../../shared/calendar/adapters/dynamo/oauth-state-repo.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import {
  oauthClient,
  type OAuthProvider,
} from '../../shared/calendar/providers/oauth-providers.js';
import type { InteractionDeps } from '../../shared/interactions/context.js';
import { loadConfig, type Config } from '../../shared/config.js';
import { createOAuthPages } from '../../shared/calendar/interactions/oauth-pages.js';
import { createOAuthPageDeps } from '../../shared/calendar/oauth-deps.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import {
  Browser,
  connectCalendar,
  consent,
  linkIn,
  startStandIns,
  type Pages,
  type StandInServer,
} from '../support/oauth-flow.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import { TEST_APPLICATION_ID } from '../support/interactions.js';

/** `/calendar connect provider:google|microsoft` → /oauth/start → the stand-in's consent page → /oauth/callback. */
const T0 = Date.parse('2026-06-15T10:00:00.000Z');
let now = T0;
let app: ScheduleApp;
let stand: StandInServer;
let discord: FakeDiscord;
let config: Config;
let pages: Pages;
const log = memoryLogger();
const CALLBACK = 'http://localhost:8787/oauth/callback';

beforeAll(async () => {
  stand = await startStandIns([CALLBACK], () => now);
  [app, discord] = await Promise.all([scheduleApp(T0), startFakeDiscord()]);
  setOffered(['google', 'microsoft']);
  const t = app.db.tables;
  config = loadConfig({
    DYNAMODB_ENDPOINT: app.db.endpoint,
    DATA_DIR: join(tmpdir(), 'tock-test-keys'),
    REMINDERS_TABLE: t.reminders,
    USERS_TABLE: t.users,
    EVENTS_TABLE: t.events,
    PARTICIPANTS_TABLE: t.participants,
    DRAFTS_TABLE: t.drafts,
    CALENDAR_TABLE: t.calendar,
    ...standInEnv(stand.base),
    DISCORD_API_BASE: discord.apiBase,
  });
  pages = createOAuthPages(createOAuthPageDeps(config, { log, now: () => now }));
}, 60_000);

afterAll(async () => {
  await Promise.all([stand?.close(), discord?.close()]);
});

/** The providers the operator configured (the deployment's client ids). */
function setOffered(offered: OAuthProvider[]): void {
  (app.deps as { oauth?: InteractionDeps['oauth'] }).oauth = {
    offered,
    states: createOAuthStateStore(app.db.doc, app.db.tables),
  };
}

function setNow(ms: number): void {
  now = ms;
  app.setNow(ms);
}

async function connectLink(user: Caller, provider: 'google' | 'microsoft'): Promise<string> {
  const reply = await app.send(
    command(user, 'calendar', [opt.subcommand('connect', [opt.string('provider', provider)])]),
  );
  expect(reply.flags).toBe(64);
  return linkIn(reply.data);
}

async function status(user: Caller): Promise<string> {
  return (await app.send(command(user, 'calendar', [opt.subcommand('status')]))).content;
}

const outcome = (body: string) => /data-outcome="([a-z_]+)"/.exec(body)?.[1];

describe('connecting Google Calendar and Outlook (OAuth 2.0 with PKCE)', () => {
  it('link → consent → callback: the page says connected, and /calendar status shows the calendar', async () => {
    for (const provider of ['google', 'microsoft'] as const) {
      const alice: Caller = { userId: snowflake(), locale: 'de' };
      const link = await connectLink(alice, provider);
      expect(link).toMatch(/^http:\/\/localhost:8787\/oauth\/start\?state=[A-Za-z0-9_-]{43}$/);
      expect(link.length).toBeLessThanOrEqual(512);
      const browser = new Browser();
      const started = await browser.start(pages, link);
      expect(started.status).toBe(303);
      expect(started.cookies?.[0]).toMatch(/HttpOnly; SameSite=Lax/);
      const authorize = new URL(started.headers['location'] ?? '');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
      // Microsoft always shows its account picker: a browser signed in to Microsoft is never connected silently.
      expect(authorize.searchParams.get('prompt')).toBe(
        provider === 'google' ? 'consent' : 'select_account',
      );

      const account = `alice-${provider}@example.test`;
      const { page, location } = await consent(authorize.href, 'allow', account);
      expect(page).toContain('Allow');
      const done = await browser.open(pages, location);
      expect(done.status).toBe(200);
      expect(outcome(done.body)).toBe('connected');
      // The page speaks the language of the user who ran the command, and names the account connected.
      expect(done.body).toContain('lang="de"');
      expect(done.body).toContain(account);
      expect(done.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      expect(await status(alice)).toMatch(
        provider === 'google'
          ? /Google Kalender · alice-google@example\.test: /
          : /Outlook \(Microsoft 365\) · alice-microsoft@example\.test: /,
      );
      expect(stand.standIns.providers()[provider].oauth.stats.codesExchanged).toBeGreaterThan(0);
    }
  });

  it("the link's ephemeral reply says the calendar is connected, even when Discord first answers 502", async () => {
    const bob: Caller = { userId: snowflake(), locale: 'en-US' };
    const link = await connectLink(bob, 'google');
    const before = discord.webhookAttempts.length;
    discord.failNext('webhook', 502);
    const browser = new Browser();
    const started = await browser.start(pages, link);
    const { location } = await consent(
      started.headers['location'] ?? '',
      'allow',
      'bob@example.test',
    );
    const done = await browser.open(pages, location);
    expect(outcome(done.body)).toBe('connected');
    const hook = new RegExp(`^/webhooks/${TEST_APPLICATION_ID}/[^/]+/messages/@original$`);
    const edits = discord.webhookAttempts
      .slice(before)
      .filter((c) => hook.test(c.path) && c.method === 'PATCH');
    expect(edits.map((c) => c.status)).toEqual([502, 200]);
    // The interaction token is the credential: no bot token goes to the webhook.
    expect(edits.every((c) => c.authorization === '')).toBe(true);
    const body = edits[1]?.body as { content?: string; components?: unknown[] };
    expect(body.content).toContain('Google Calendar (bob@example.test) is connected');
    expect(body.components).toEqual([]);
  });

  it('refuses a replayed callback, a foreign state, another browser, an expired link, and a denied consent; nothing is connected by them', async () => {
    const bob: Caller = { userId: snowflake() };
    // Replayed: the same callback URL a second time.
    let browser = new Browser();
    const link = await connectLink(bob, 'google');
    const { location } = await consent(
      (await browser.start(pages, link)).headers['location'] ?? '',
      'allow',
    );
    expect(outcome((await browser.open(pages, location)).body)).toBe('connected');
    const replay = await browser.open(pages, location);
    expect([replay.status, outcome(replay.body)]).toEqual([410, 'replayed']);

    // Foreign: a state Tock never issued (or tampered with), and none at all.
    const forged = new URL(location);
    forged.searchParams.set('state', 'A'.repeat(43));
    expect(outcome((await browser.open(pages, forged.href)).body)).toBe('unknown');
    expect((await browser.open(pages, `${CALLBACK}?code=x`)).status).toBe(400);

    // Another user's link, opened in another browser: the start link is bound to the first browser.
    const carol: Caller = { userId: snowflake() };
    const carolLink = await connectLink(carol, 'microsoft');
    const carolBrowser = new Browser();
    const carolAuthorize = (await carolBrowser.start(pages, carolLink)).headers['location'] ?? '';
    const mallory = new Browser();
    expect(outcome((await mallory.start(pages, carolLink)).body)).toBe('other_browser');
    // …and Carol's consent redirect, finished in Mallory's browser (no cookie), does not connect.
    const carolBack = await consent(carolAuthorize, 'allow', 'mallory@example.com');
    const stolen = await mallory.open(pages, carolBack.location);
    expect([stolen.status, outcome(stolen.body)]).toEqual([403, 'other_browser']);
    expect(await status(carol)).toContain('No calendar is connected');

    // Expired: the link is used 11 minutes after the command.
    const dave: Caller = { userId: snowflake() };
    const daveLink = await connectLink(dave, 'google');
    setNow(T0 + 11 * 60_000);
    const late = await new Browser().start(pages, daveLink);
    expect([late.status, outcome(late.body)]).toEqual([410, 'expired']);
    setNow(T0);

    // Denied at the consent page.
    browser = new Browser();
    const erin: Caller = { userId: snowflake() };
    const erinStart = await browser.start(pages, await connectLink(erin, 'google'));
    const denied = await browser.open(
      pages,
      (await consent(erinStart.headers['location'] ?? '', 'deny')).location,
    );
    expect(outcome(denied.body)).toBe('denied');
    expect(await status(erin)).toContain('No calendar is connected');
  });

  it('the start link shows whose Discord account gets which calendar, and binds or redirects nothing until its button is pressed', async () => {
    const mallory: Caller = { userId: snowflake(), locale: 'en-US' };
    const link = await connectLink(mallory, 'microsoft');
    // Mallory sends the link to Victor, who opens it: a page, no cookie, no redirect.
    const victor = new Browser();
    const shown = await victor.open(pages, link);
    expect(shown.status).toBe(200);
    expect(outcome(shown.body)).toBe('confirm');
    expect(shown.headers['location']).toBeUndefined();
    expect(shown.cookies ?? []).toEqual([]);
    expect(shown.body).toContain(`@user${mallory.userId.slice(-4)}`);
    expect(shown.body).toContain('Outlook');
    expect(shown.body).toMatch(
      /<form method="post"><input type="hidden" name="state" value="[A-Za-z0-9_-]{43}"><button type="submit">Continue to Outlook/,
    );
    expect(shown.body).toContain('If someone sent you this link, close this page');
    const csp = shown.headers['content-security-policy'] ?? '';
    expect(csp).toContain(`form-action 'self' ${new URL(stand.base).origin}`);
    expect(shown.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    // Opening it again, anywhere, still binds nothing: Mallory's own browser can still use it.
    expect(outcome((await new Browser().open(pages, link)).body)).toBe('confirm');
    const state = /name="state" value="([^"]+)"/.exec(shown.body)?.[1] ?? '';

    // A page on another site that submits the form for Victor (or a request without the headers browsers add) is refused, and binds nothing.
    const crossSite = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      // A sandboxed frame, or a no-referrer page elsewhere.
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const from of crossSite) {
      const forced = await victor.submit(pages, link, { state }, from);
      expect([forced.status, outcome(forced.body)]).toEqual([403, 'cross_site']);
      expect(forced.headers['location']).toBeUndefined();
      expect(forced.cookies ?? []).toEqual([]);
    }
    // Victor, warned, closes the page; Mallory presses the button herself and is the one bound.
    const own = new Browser();
    // From the page itself: what Chromium sends (Origin: null under no-referrer, Sec-Fetch-Site), or the origin itself.
    const pressed = await own.submit(pages, link, { state });
    expect(pressed.status).toBe(303);
    expect(pressed.headers['location']).toContain('/microsoft/common/oauth2/v2.0/authorize?');
    expect(
      outcome((await victor.submit(pages, link, { state }, { origin: new URL(link).origin })).body),
    ).toBe('other_browser');
    // Only GET and POST: anything else is refused with the allowed methods named.
    const put = await pages({
      method: 'PUT',
      path: '/oauth/start',
      query: '',
      headers: {},
      cookies: [],
      body: '',
    });
    expect([put.status, put.headers['allow']]).toEqual([405, 'GET, POST']);
  });

  it('a browser signed in to Microsoft is not connected silently: the account picker shows every time', async () => {
    const microsoft = stand.standIns.providers().microsoft;
    const first: Caller = { userId: snowflake() };
    const done = await connectCalendar(app, pages, first, 'microsoft', 'victor@outlook.test');
    expect(outcome(done.body)).toBe('connected');
    // Single sign-on now holds victor@outlook.test. Another Tock account's link, opened in that browser:
    const silent = microsoft.oauth.stats.silentCodes;
    const next = await new Browser().start(
      pages,
      await connectLink({ userId: snowflake() }, 'microsoft'),
    );
    const consentPage = await fetch(next.headers['location'] ?? '', { redirect: 'manual' });
    expect(consentPage.status).toBe(200);
    expect(await consentPage.text()).toContain('Allow');
    expect(microsoft.oauth.stats.silentCodes).toBe(silent);
    microsoft.oauth.signOut();
  });

  it('the token endpoint checks PKCE: a code exchanged with another verifier is refused', async () => {
    const erin: Caller = { userId: snowflake() };
    const browser = new Browser();
    const started = await browser.start(pages, await connectLink(erin, 'google'));
    const { location } = await consent(started.headers['location'] ?? '', 'allow');
    const callback = new URL(location);
    const cfg = await oauthClient(config, 'google');
    if (!cfg) throw new Error('google not configured');
    const result = await exchangeCode(cfg, {
      callback,
      state: callback.searchParams.get('state') ?? '',
      verifier: 'x'.repeat(43),
      redirectUri: CALLBACK,
    });
    expect(result).toMatchObject({ ok: false, error: 'failed', reason: 'invalid_grant' });
    // The code was spent by that attempt: the real callback now fails too, and says so.
    const done = await browser.open(pages, location);
    expect(outcome(done.body)).toBe('failed');
  });

  it("refuses a Google response whose issuer is not Google's (mix-up), and connects nothing", async () => {
    const frank: Caller = { userId: snowflake() };
    const browser = new Browser();
    const started = await browser.start(pages, await connectLink(frank, 'google'));
    const forged = new URL((await consent(started.headers['location'] ?? '', 'allow')).location);
    forged.searchParams.set('iss', 'https://issuer.example');
    expect(outcome((await browser.open(pages, forged.href)).body)).toBe('failed');
    expect(await status(frank)).toContain('No calendar is connected');
  });

  it('an unconfigured provider is not offered: a clear ephemeral reply', async () => {
    setOffered(['google']);
    const reply = await app.send(
      command({ userId: snowflake() }, 'calendar', [
        opt.subcommand('connect', [opt.string('provider', 'microsoft')]),
      ]),
    );
    setOffered(['google', 'microsoft']);
    expect(reply.flags).toBe(64);
    expect(reply.content).toContain('not available');
  });

  it('never writes a code, a state, a token or a client secret to a log line or a page', () => {
    const text = JSON.stringify(log.lines) + JSON.stringify(app.deps.log.lines);
    for (const secret of [
      standInClients.google.secret,
      standInClients.microsoft.secret,
      'code_',
      'rt_',
      'at_',
      'state=',
    ])
      expect(text).not.toContain(secret);
  });
});

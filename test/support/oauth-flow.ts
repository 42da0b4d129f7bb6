/**
 * The provider stand-ins on their own port, and a browser's walk through connecting a calendar:
 * the link button of `/calendar connect`, `/oauth/start` (the page, then its button: cookie),
 * the stand-in's consent page ("Allow" or "Deny"), back to `/oauth/callback` with the cookie.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCalendarSync, type CalendarSyncLoop } from '../../infra/local/calendar-sync-loop.js';
import {
  createProviderStandIns,
  standInEnv,
  type ProviderStandIns,
} from '../../infra/local/sandbox/providers/index.js';
import { createOAuthStateStore } from '../../shared/calendar/adapters/dynamo/oauth-state-repo.js';
import type { Logger } from '../../shared/usecases/ports.js';
import { createCalendarSyncDeps } from '../../shared/calendar/calendar-sync-deps.js';
import type { OAuthProvider } from '../../shared/calendar/providers/oauth-providers.js';
import { loadConfig, type Config } from '../../shared/config.js';
import type { InteractionDeps } from '../../shared/interactions/context.js';
import {
  createOAuthPages,
  type OAuthPageRequest,
  type OAuthPageResponse,
} from '../../shared/calendar/interactions/oauth-pages.js';
import { calendarSealer } from '../../shared/interactions-deps.js';
import { createOAuthPageDeps } from '../../shared/calendar/oauth-deps.js';
import type { StreamDeps } from '../../shared/calendar/usecases/calendar-stream.js';
import { command, opt, type Caller } from './interactions.js';
import { scheduleApp, type ScheduleApp } from './schedule-app.js';
import { startFakeDiscord } from './fake-discord.js';

export interface StandInServer {
  readonly base: string;
  readonly standIns: ProviderStandIns;
  close(): Promise<void>;
}

export async function startStandIns(
  redirectUris: readonly string[],
  now?: () => number,
): Promise<StandInServer> {
  const standIns = createProviderStandIns({ redirectUris, ...(now ? { now } : {}) });
  let base = '';
  const server: Server = createServer((req, res) => {
    void standIns.handle(req, res, base).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIns.providers(`${base}/providers`);
  return { base, standIns, close: () => new Promise((r) => server.close(() => r())) };
}

export type Pages = (req: OAuthPageRequest) => Promise<OAuthPageResponse>;

/** A browser: its cookies, sent back to the bot's pages. */
export class Browser {
  readonly cookies = new Map<string, string>();

  async open(pages: Pages, url: string): Promise<OAuthPageResponse> {
    return this.send(pages, 'GET', url, '', {});
  }

  /**
   * Submits a page's form (urlencoded) to `url` with the headers a browser adds. By default what
   * Chromium sends from our own page, whose `Referrer-Policy: no-referrer` turns `Origin` into
   * `null`: `Origin: null` and `Sec-Fetch-Site: same-origin`.
   */
  async submit(
    pages: Pages,
    url: string,
    fields: Record<string, string>,
    from: Record<string, string> = { origin: 'null', 'sec-fetch-site': 'same-origin' },
  ): Promise<OAuthPageResponse> {
    return this.send(pages, 'POST', url, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...from,
    });
  }

  /**
   * The start link as a person uses it: opens the page (which must name the account and offer
   * the button), then presses the button; the answer leads to the provider's consent page.
   */
  async start(pages: Pages, link: string): Promise<OAuthPageResponse> {
    const page = await this.open(pages, link);
    if (page.status !== 200) return page;
    const state = /name="state" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return this.submit(pages, link, { state });
  }

  private async send(
    pages: Pages,
    method: string,
    url: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<OAuthPageResponse> {
    const u = new URL(url);
    const res = await pages({
      method,
      path: u.pathname,
      query: u.search.slice(1),
      headers: { 'accept-language': 'en-US', ...headers },
      cookies: [...this.cookies].map(([k, v]) => `${k}=${v}`),
      body,
    });
    for (const c of res.cookies ?? []) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }
}

/** On the stand-in's consent page: read it, then press Allow or Deny; returns where it redirects. */
export async function consent(
  authorizeUrl: string,
  decision: 'allow' | 'deny',
  account = 'you@example.com',
): Promise<{ page: string; location: string }> {
  const page = await (await fetch(authorizeUrl)).text();
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('decision', decision);
  form.set('account', account);
  const res = await fetch(authorizeUrl.split('?')[0] as string, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return { page, location: res.headers.get('location') ?? '' };
}

/** The link button's URL in a reply's components. */
export function linkIn(data: Record<string, unknown>): string {
  const rows = (data['components'] ?? []) as { components: { url?: string }[] }[];
  return rows.flatMap((r) => r.components).find((c) => c.url)?.url ?? '';
}

/** `/calendar connect`, its link opened in a fresh browser, consent as `account`: the result page. */
export async function connectCalendar(
  app: ScheduleApp,
  pages: Pages,
  user: Caller,
  provider: 'google' | 'microsoft',
  account: string,
): Promise<OAuthPageResponse> {
  const reply = await app.send(
    command(user, 'calendar', [opt.subcommand('connect', [opt.string('provider', provider)])]),
  );
  const browser = new Browser();
  const started = await browser.start(pages, linkIn(reply.data));
  const { location } = await consent(started.headers['location'] ?? '', 'allow', account);
  return browser.open(pages, location);
}

/** The interactions app on fresh tables, the OAuth pages and the sync function's loop, all pointed at the provider stand-ins. */
export interface OAuthStack {
  readonly app: ScheduleApp;
  readonly stand: StandInServer;
  readonly config: Config;
  readonly pages: Pages;
  readonly deps: StreamDeps;
  stop(): Promise<void>;
}

export async function startOAuthStack(o: {
  t0: number;
  now: () => number;
  offered: readonly OAuthProvider[];
  log: Logger;
  env?: Record<string, string>;
  retryMs?: number;
}): Promise<OAuthStack> {
  const stand = await startStandIns(['http://localhost:8787/oauth/callback'], o.now);
  // Discord for the connected message's edit of the link's reply.
  const [app, discord] = await Promise.all([scheduleApp(o.t0), startFakeDiscord()]);
  const t = app.db.tables;
  const config = loadConfig({
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
    ...o.env,
  });
  // What createInteractionDeps builds from this config: the providers offered, and the sealer.
  Object.assign(
    app.deps as { oauth?: InteractionDeps['oauth']; sealer?: InteractionDeps['sealer'] },
    {
      oauth: { offered: o.offered, states: createOAuthStateStore(app.db.doc, app.db.tables) },
      sealer: calendarSealer(config),
    },
  );
  const pages = createOAuthPages(createOAuthPageDeps(config, { log: o.log, now: o.now }));
  const deps = createCalendarSyncDeps(config, { log: o.log, now: o.now });
  const sync: CalendarSyncLoop = await startCalendarSync(config, app.db.endpoint, {
    retryMs: o.retryMs ?? 300,
    deps,
  });
  return {
    app,
    stand,
    config,
    pages,
    deps,
    async stop() {
      sync.stop();
      await Promise.all([stand.close(), discord.close()]);
    },
  };
}

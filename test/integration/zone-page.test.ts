/**
 * "Detect my time zone" end to end through the local runtime's HTTP adapter and the exact
 * Lambda handler, on DynamoDB Local: the link from /timezone show, the page, the POST that
 * saves the zone, and every way a token can be wrong (nothing saved then).
 */
import { TEST_INTERACTION_DEADLINE_MS } from '../support/local-stack.js';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n.js';
import { loadConfig } from '../../shared/config.js';
import { withPublicBaseUrl } from '../../functions/public-pages/public-origin.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createZonePage } from '../../shared/interactions/zone-page.js';
import { signZoneToken, ZONE_LINK_TTL_MS } from '../../shared/usecases/zone-detect.js';
import { generateDevKeyPair, signedHeaders } from '../../infra/local/dev-keys.js';
import {
  buildFunctionUrlEvent,
  createLocalHttpServer,
  type FunctionUrlHandler,
} from '../../infra/local/http.js';
import { freshTables, type TestDb } from '../support/dynamo.js';
import { command, opt, snowflake, TEST_APPLICATION_ID } from '../support/interactions.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW.json' with { type: 'json' };

const KEY = 'f0'.repeat(32);
const keys = generateDevKeyPair();
let db: TestDb;
let server: Server;
let base: string;
let handler: FunctionUrlHandler;
let pages: FunctionUrlHandler;

beforeAll(async () => {
  db = await freshTables();
  server = createLocalHttpServer({
    handler: () => handler,
    pages: () => pages,
    health: () => ({ ok: true, dispatcherRunning: true, lastPassAt: undefined }),
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: db.endpoint,
    REMINDERS_TABLE: db.tables.reminders,
    USERS_TABLE: db.tables.users,
    EVENTS_TABLE: db.tables.events,
    PARTICIPANTS_TABLE: db.tables.participants,
    DRAFTS_TABLE: db.tables.drafts,
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    DISCORD_APPLICATION_ID: TEST_APPLICATION_ID,
    ZONE_LINK_KEY: KEY,
    PUBLIC_BASE_URL: base,
    INTERACTION_DEADLINE_MS: TEST_INTERACTION_DEADLINE_MS,
  });
  // Imported here: the handler reads its config once, at cold start.
  handler = (await import('../../functions/interactions/index.js')).handler;
  pages = (await import('../../functions/public-pages/index.js')).handler;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function interact(body: unknown): Promise<{
  content: string;
  components: { components: { style: number; label: string; url?: string }[] }[];
}> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${base}/interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(keys.privateKey, raw) },
    body: raw,
  });
  expect(res.status).toBe(200);
  const json = (await res.json()) as { data: { content: string; components?: [] } };
  return { content: json.data.content, components: json.data.components ?? [] };
}

async function linkFor(userId: string, locale: 'zh-TW' | 'en-US'): Promise<string> {
  const r = await interact(command({ userId, locale }, 'timezone', [opt.subcommand('show')]));
  const url = r.components.flatMap((row) => row.components).find((c) => c.style === 5)?.url;
  expect(url).toBeDefined();
  return url as string;
}

/** What the page's script sends: JSON, from the page's own origin (a browser adds `Origin` itself). */
const post = (body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${base}/tz`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function savedZone(userId: string): Promise<unknown> {
  return (
    await db.doc.send(
      new GetCommand({
        TableName: db.tables.users,
        Key: { user_id: userId },
        ConsistentRead: true,
      }),
    )
  ).Item?.['timezone'];
}

const tokenOf = (url: string): string => new URL(url).searchParams.get('t') ?? '';

describe('Zone page: GET /tz and POST /tz through the local adapter', () => {
  it("serves the page for a valid link, in the user's language, strictly locked down", async () => {
    const url = await linkFor(snowflake(), 'zh-TW');
    expect(url.startsWith(`${base}/tz?t=`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("connect-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="zh-TW">');
    expect(html).toContain(zhTW.zone.page.title);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('Intl.DateTimeFormat().resolvedOptions().timeZone');
  });

  it('saves the zone the page posts for the user the link was made for, and /timezone show then names it', async () => {
    const userId = snowflake();
    const url = await linkFor(userId, 'en-US');
    const res = await post({ t: tokenOf(url), zone: 'America/New_York' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      enUS.zone.page.saved.replace('{{zone}}', 'America/New_York'),
    );
    expect(await savedZone(userId)).toBe('America/New_York');
    const shown = await interact(
      command({ userId, locale: 'en-US' }, 'timezone', [opt.subcommand('show')]),
    );
    expect(shown.content).toContain('**America/New_York**');
  });

  it('a link saves one zone: used again it is refused (410) and the zone stays; an older link stops working too', async () => {
    const userId = snowflake();
    const older = signZoneToken(KEY, { userId, locale: 'en-US' }, Date.now() - 60_000);
    const t = tokenOf(await linkFor(userId, 'en-US'));
    expect((await post({ t, zone: 'Europe/Berlin' })).status).toBe(200);
    const again = await post({ t, zone: 'Asia/Tokyo' });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { message: string }).message).toBe(enUS.zone.page.used);
    expect((await post({ t: older, zone: 'Asia/Tokyo' })).status).toBe(410);
    expect(await savedZone(userId)).toBe('Europe/Berlin');
    // A new link works.
    await new Promise((r) => setTimeout(r, 1100));
    expect(
      (await post({ t: tokenOf(await linkFor(userId, 'en-US')), zone: 'Asia/Tokyo' })).status,
    ).toBe(200);
    expect(await savedZone(userId)).toBe('Asia/Tokyo');
  });

  it('refuses a POST from another site (no Origin, another origin) and anything but JSON, saving nothing and keeping the link', async () => {
    const userId = snowflake();
    const t = tokenOf(await linkFor(userId, 'zh-TW'));
    const cross = await post({ t, zone: 'Asia/Tokyo' }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(((await cross.json()) as { message: string }).message).toBe(enUS.zone.page.invalid);
    expect((await post({ t, zone: 'Asia/Tokyo' }, { origin: 'null' })).status).toBe(403);
    expect(
      (await post({ t, zone: 'Asia/Tokyo' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect(
      (await post({ t, zone: 'Asia/Tokyo' }, { origin: base.replace('127.0.0.1', 'localhost') }))
        .status,
    ).toBe(403);
    const noOrigin = await fetch(`${base}/tz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t, zone: 'Asia/Tokyo' }),
    });
    expect(noOrigin.status).toBe(403);
    // What a form on another site can send without a preflight.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect((await post({ t, zone: 'Asia/Tokyo' }, { 'content-type': type })).status).toBe(415);
    }
    expect(await savedZone(userId)).toBeUndefined();
    expect(
      (
        await post(
          { t, zone: 'Asia/Taipei' },
          { 'content-type': 'application/json; charset=utf-8' },
        )
      ).status,
    ).toBe(200);
    expect(await savedZone(userId)).toBe('Asia/Taipei');
  });

  it('refuses an expired link with a clear page (410) and saves nothing', async () => {
    const userId = snowflake();
    const token = signZoneToken(
      KEY,
      { userId, locale: 'en-US' },
      Date.now() - ZONE_LINK_TTL_MS - 1000,
    );
    const page = await fetch(`${base}/tz?t=${token}`, {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(enUS.zone.page.expired);
    const res = await post({ t: token, zone: 'Asia/Taipei' });
    expect(res.status).toBe(410);
    expect(await savedZone(userId)).toBeUndefined();
  });

  it('refuses a forged link (403): another key, or the payload changed to another user', async () => {
    const victim = snowflake();
    const otherKey = signZoneToken('0'.repeat(64), { userId: victim, locale: 'en-US' }, Date.now());
    expect((await fetch(`${base}/tz?t=${otherKey}`)).status).toBe(403);
    expect((await post({ t: otherKey, zone: 'Asia/Taipei' })).status).toBe(403);

    const attacker = snowflake();
    const [, mac] = tokenOf(await linkFor(attacker, 'en-US')).split('.');
    const payload = Buffer.from(
      JSON.stringify({ u: victim, l: 'en-US', e: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    const res = await post({ t: `${payload}.${mac}`, zone: 'Asia/Taipei' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(enUS.zone.page.invalid);
    expect(await savedZone(victim)).toBeUndefined();
    expect(await savedZone(attacker)).toBeUndefined();
  });

  it('answers a missing token with 403 and the language the browser asks for', async () => {
    const res = await fetch(`${base}/tz`, { headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(zhTW.zone.page.invalid);
  });

  it('refuses a zone the browser should not report (400), a bad body (400) and a huge one (413), saving nothing', async () => {
    const userId = snowflake();
    const t = tokenOf(await linkFor(userId, 'en-US'));
    expect((await post({ t, zone: 'Mars/Olympus' })).status).toBe(400);
    expect((await post({ t, zone: 'Etc/Unknown' })).status).toBe(400);
    expect((await post({ t, zone: 42 })).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ t, zone: 'x'.repeat(5000) })).status).toBe(413);
    expect(await savedZone(userId)).toBeUndefined();
  });

  it('allows only GET, HEAD and POST on /tz', async () => {
    const res = await fetch(`${base}/tz`, { method: 'PUT', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    const interactions = await fetch(`${base}/interactions`);
    expect(interactions.status).toBe(405);
    expect(interactions.headers.get('allow')).toBe('POST');
    // Paths named like Object.prototype members are not routes.
    expect((await fetch(`${base}/constructor`)).status).toBe(404);
  });
});

describe('Zone page: configuration', () => {
  it('does not exist without a signing key', async () => {
    const page = createZonePage({
      users: { setTimezoneFromLink: () => Promise.reject(new Error('must not save')) },
      clock: { now: () => Date.now() },
      translate: createTranslator(),
      log: memoryLogger(),
      key: undefined,
      origin: undefined,
    });
    expect((await page({ method: 'GET', query: { t: 'x.y' }, headers: {}, body: '' })).status).toBe(
      404,
    );
    expect(
      (await page({ method: 'POST', query: {}, headers: {}, body: '{"t":"x.y","zone":"UTC"}' }))
        .status,
    ).toBe(404);
  });

  it("in AWS, takes the public pages' Function URL requests arrive on as their address unless one is configured", () => {
    const event = (host: string): LambdaFunctionURLEvent =>
      buildFunctionUrlEvent({ method: 'GET', url: '/tz', headers: { host }, body: '' });
    const config = loadConfig({});
    expect(
      withPublicBaseUrl(config, event('abc123xyz.lambda-url.eu-west-1.on.aws')).PUBLIC_BASE_URL,
    ).toBe('https://abc123xyz.lambda-url.eu-west-1.on.aws');
    expect(withPublicBaseUrl(config, event('evil.example.com')).PUBLIC_BASE_URL).toBeUndefined();
    const configured = loadConfig({ PUBLIC_BASE_URL: 'https://tock.example.com' });
    expect(
      withPublicBaseUrl(configured, event('abc123xyz.lambda-url.eu-west-1.on.aws')).PUBLIC_BASE_URL,
    ).toBe('https://tock.example.com');
  });

  it('is served by the public pages function alone: the interactions function answers only POSTs, the pages function no interaction', async () => {
    const event = (method: string, url: string): LambdaFunctionURLEvent =>
      buildFunctionUrlEvent({
        method,
        url,
        headers: { host: 'abc123xyz.lambda-url.eu-west-1.on.aws' },
        body: '',
      });
    expect(await handler(event('GET', '/tz?t=x.y'))).toMatchObject({
      statusCode: 405,
      headers: { allow: 'POST' },
    });
    expect(await handler(event('POST', '/tz'))).toMatchObject({ statusCode: 401 });
    // A feed subscribed to on the interactions URL before the split moves, permanently, without a read.
    expect(await handler(event('GET', '/calendar/abc.ics'))).toMatchObject({
      statusCode: 301,
      headers: { location: `${base}/calendar/abc.ics` },
    });
    expect(await pages(event('POST', '/interactions'))).toMatchObject({ statusCode: 404 });
    expect(await pages(event('POST', '/calendar/abc.ics'))).toMatchObject({
      statusCode: 405,
      headers: { allow: 'GET, HEAD' },
    });
    expect(await pages(event('GET', '/tz?t=x.y'))).toMatchObject({ statusCode: 403 });
  });
});

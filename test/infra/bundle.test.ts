import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDevKeyPair, signRequest, type DevKeyPair } from '../../infra/local/dev-keys.js';
import { buildFunctionUrlEvent, type FunctionUrlHandler } from '../../infra/local/http.js';
import { CATALOG_DIR, TIME_VOCABULARY_DIR, bundleFunction, type Bundle } from '../../infra/bundle.js';
import { tableEnvVar } from '../../infra/stack.js';
import { allTables } from '../../shared/adapters/dynamo/tables.js';
import { locales } from '../../shared/i18n.js';
import { freshTables } from '../support/dynamo.js';
import { commands, ping, reminderIdIn } from '../support/interactions.js';

/** Issue 4's target for the interactions bundle (minified, AWS SDK included). */
const MAX_INTERACTIONS_BYTES = 500 * 1024;

let bundle: Bundle;
let handler: FunctionUrlHandler;
let keys: DevKeyPair;

beforeAll(async () => {
  bundle = await bundleFunction('interactions');
  const db = await freshTables();
  keys = generateDevKeyPair();
  vi.stubEnv('DYNAMODB_ENDPOINT', db.endpoint);
  vi.stubEnv('DISCORD_PUBLIC_KEY', keys.publicKeyHex);
  vi.stubEnv('DISCORD_API_BASE', 'http://127.0.0.1:9/api/v10');
  for (const def of allTables) vi.stubEnv(tableEnvVar(def), db.tables[def.logicalName as keyof typeof db.tables]);
  // The bundle is its own module graph: it reads this environment at its first request.
  ({ handler } = (await import(pathToFileURL(bundle.file).href)) as { handler: FunctionUrlHandler });
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
});

function signedEvent(body: unknown, key = keys.privateKey): ReturnType<typeof buildFunctionUrlEvent> {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return buildFunctionUrlEvent({
    method: 'POST',
    url: '/',
    headers: { 'content-type': 'application/json', 'x-signature-ed25519': signRequest(key, timestamp, text), 'x-signature-timestamp': timestamp },
    body: text,
  });
}

const parse = (result: Awaited<ReturnType<FunctionUrlHandler>>) => {
  const r = result as { statusCode: number; body: string };
  return { status: r.statusCode, body: JSON.parse(r.body) as { type?: number; data?: { content?: string; flags?: number } } };
};

describe('Bundle: interactions', () => {
  it('builds one minified ESM file with the AWS SDK inside, under 500 KB', () => {
    console.log(`interactions bundle: ${(bundle.bytes / 1024).toFixed(1)} KB`);
    expect(bundle.inputs.some((i) => i.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
    expect(bundle.bytes).toBeLessThan(MAX_INTERACTIONS_BYTES);
  });

  it('carries the verifyKey shim, not the whole CommonJS discord-interactions package', () => {
    expect(bundle.inputs).toContain('infra/bundle-shims/discord-interactions.ts');
    expect(bundle.inputs.filter((i) => i.includes('node_modules/discord-interactions/'))).toEqual([]);
  });

  it("carries a Map-based LRU for the SDK's unused endpoint-discovery cache, not mnemonist", () => {
    expect(bundle.inputs).toContain('infra/bundle-shims/lru-cache.ts');
    expect(bundle.inputs.filter((i) => /node_modules\/(mnemonist|obliterator)\//.test(i))).toEqual([]);
  });

  it("signs with node:crypto: @smithy/core's JavaScript SHA-256 fallback is served by a stub", () => {
    expect(bundle.inputs).toContain('infra/bundle-shims/sha256-js.ts');
    const output = Object.values(bundle.metafile.outputs)[0];
    expect(output?.inputs['node_modules/@smithy/core/dist-es/submodules/checksum/sha256/Sha256Js.js']?.bytesInOutput ?? 0).toBe(0);
  });

  it('carries no catalog inside: every locales/<locale>.json ships beside it, read on first use', () => {
    expect(bundle.inputs.filter((i) => i.startsWith('locales/'))).toEqual([]);
    expect(readdirSync(join(bundle.dir, CATALOG_DIR)).filter((f) => f.endsWith('.json')).sort()).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  it('carries no time-expression table inside: each locales/time/<locale>.json ships beside it', () => {
    const tables = readdirSync(new URL('../../locales/time/', import.meta.url)).filter((f) => f.endsWith('.json')).sort();
    expect(tables).toContain('zh-TW.json');
    expect(readdirSync(join(bundle.dir, CATALOG_DIR, TIME_VOCABULARY_DIR)).sort()).toEqual(tables);
  });

  it('answers a signed PING with PONG through a Function URL event', async () => {
    expect(parse(await handler(signedEvent(ping())))).toEqual({ status: 200, body: { type: 1 } });
  });

  it('refuses a request signed with another key (401)', async () => {
    expect(parse(await handler(signedEvent(ping(), generateDevKeyPair().privateKey))).status).toBe(401);
  });

  it('runs a signed /remind against DynamoDB Local and replies with the reminder id', async () => {
    const reply = parse(await handler(signedEvent(commands.remind({ userId: '700000000000000001' }, { message: 'Stretch', time: 'in 2 hours' }))));
    expect(reply.status).toBe(200);
    expect(reply.body.type).toBe(4);
    expect(reminderIdIn(reply.body.data?.content ?? '')).toBeDefined();
  });
});

describe('Bundle: catalogs', () => {
  it('answers in German from the de catalog beside the bundle', async () => {
    const reply = parse(await handler(signedEvent(commands.remind({ userId: '700000000000000002', locale: 'de' }, { message: 'Dehnen', time: 'in 2 hours' }))));
    expect(reply.status).toBe(200);
    expect(reply.body.data?.content).toMatch(/^⏰ Erinnerung `rem_/);
  });
});

describe('Bundle: public pages', () => {
  it('builds small, without what only Discord interactions need (command handlers, signature check, the time parser), and serves its pages from the bundle', async () => {
    const pages = await bundleFunction('public-pages');
    // The environment of beforeAll (DynamoDB Local, the tables), plus the link key set directly.
    vi.stubEnv('ZONE_LINK_KEY', 'k'.repeat(64));
    const { handler: serve } = (await import(pathToFileURL(pages.file).href)) as { handler: FunctionUrlHandler };
    const get = async (url: string) => (await serve(buildFunctionUrlEvent({ method: 'GET', url, headers: { 'accept-language': 'de' }, body: '' }))) as { statusCode: number; body: string };
    expect((await get('/calendar/unknown-token.ics')).statusCode).toBe(404);
    const forged = await get('/tz?t=forged.token');
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('lang="de"');
    expect((await get('/interactions')).statusCode).toBe(404);
    console.log(`public pages bundle: ${(pages.bytes / 1024).toFixed(1)} KB`);
    expect(pages.inputs.filter((i) => /shared\/interactions\/(app|reminder-commands|calendar-commands)\.ts$|shared\/domain\/time\/(reader|grammar|resolve)\.ts$|bundle-shims\/discord-interactions/.test(i))).toEqual([]);
    expect(pages.bytes).toBeLessThan(400 * 1024);
  });

  it('leaves the pages out of the interactions bundle', () => {
    expect(bundle.inputs.filter((i) => /shared\/interactions\/(zone-page|public-routes|oauth-pages)\.ts$/.test(i))).toEqual([]);
  });
});

describe('Bundle: dispatcher', () => {
  it('builds under 500 KB with the AWS SDK inside, and without what it never runs (undici, @discordjs/rest, the SSM client)', async () => {
    const dispatcher = await bundleFunction('dispatcher');
    console.log(`dispatcher bundle: ${(dispatcher.bytes / 1024).toFixed(1)} KB`);
    expect(dispatcher.inputs.some((i) => i.includes('node_modules/@aws-sdk/client-secrets-manager/'))).toBe(true);
    expect(dispatcher.inputs.filter((i) => /node_modules\/(undici|@discordjs\/rest|@aws-sdk\/client-ssm)\//.test(i))).toEqual([]);
    expect(dispatcher.bytes).toBeLessThan(500 * 1024);
  });
});

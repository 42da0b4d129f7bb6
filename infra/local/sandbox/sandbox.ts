/**
 * The sandbox (sandbox mode of `npm start`, when DISCORD_PUBLIC_KEY is unset): a page
 * at `GET /` that plays a Discord client, the REST stand-in under `/api/v10`, and a
 * Server-Sent Events stream between them (`POST /sandbox/message` adds a person's own message). The bot is not aware of any of it: the page's
 * actions reach it as signed POSTs to `/interactions`, and its REST calls reach the
 * stand-in because DISCORD_API_BASE points there.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { locales } from '../../../shared/i18n.js';
import { BadBody, readJson, sendJson } from './http-util.js';
import { loadHistory, persistHistory } from './history.js';
import { createInteractor } from './interactor.js';
import { buildPage, type PageAssets } from './page-build.js';
import type { InteractRequest, SandboxEvent, SandboxState } from './protocol.js';
import { createStandIn } from './stand-in.js';
import { SANDBOX_CHANNEL_ID, SandboxStore, sandboxUsers } from './store.js';

export interface SandboxOptions {
  /** The runtime's own port: the sandbox POSTs to `http://127.0.0.1:PORT/interactions`. */
  readonly port: number;
  readonly applicationId: string;
  /** The dev key pair's private half, to sign as Discord does. */
  readonly privateKey: KeyObject;
  /** DISCORD_BOT_TOKEN, when set: the stand-in then insists on it. */
  readonly botToken?: string | undefined;
  /** Discord's 3 s response deadline, adjustable for slow machines. */
  readonly timeoutMs?: number;
  /** Where the chat is kept across restarts (DATA_DIR/sandbox-history.json); omitted: in memory only. */
  readonly historyFile?: string;
}

export interface SandboxServer {
  /** Serves a sandbox route; false when the path is not the sandbox's. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  readonly store: SandboxStore;
  /** The page, built once (also what the size figures in the README measure). */
  page(): Promise<PageAssets>;
  /** Ends the event streams, so the server can close. */
  close(): void;
}

/** The stand-in's base path; DISCORD_API_BASE is `http://127.0.0.1:PORT` + this in sandbox mode. */
export const STAND_IN_PREFIX = '/api/v10';

const snowflake = z.string().regex(/^\d{1,20}$/);
const actor = { userId: snowflake, locale: z.string().min(2).max(10) };
const view = z.enum(['channel', 'dm']);
const option = z.object({
  name: z.string().max(32),
  type: z.number().int(),
  value: z.union([z.string().max(6000), z.number(), z.boolean()]),
  focused: z.boolean().optional(),
});
/** The page is ours, but its requests are still input: checked before they become payloads. */
const interactRequest = z.discriminatedUnion('kind', [
  z.object({
    ...actor,
    kind: z.enum(['command', 'autocomplete']),
    view,
    name: z.string().max(32),
    subcommand: z.string().max(32).optional(),
    options: z.array(option).max(25),
  }),
  z.object({
    ...actor,
    kind: z.literal('message_command'),
    messageId: snowflake,
    name: z.string().min(1).max(32),
  }),
  z.object({
    ...actor,
    kind: z.literal('component'),
    messageId: snowflake,
    customId: z.string().max(100),
    componentType: z.number().int(),
    values: z.array(z.string().max(100)).max(25).optional(),
  }),
  z.object({
    ...actor,
    kind: z.literal('modal'),
    view,
    messageId: snowflake.optional(),
    customId: z.string().max(100),
    fields: z
      .array(
        z.object({
          customId: z.string().max(100),
          value: z.string().max(4000),
          inLabel: z.boolean(),
        }),
      )
      .max(5),
  }),
]);

/** A plain message the page's user writes (Discord's limit: 2000 characters). */
const sayRequest = z.object({
  userId: snowflake,
  view,
  content: z.string().trim().min(1).max(2000),
});

export function createSandbox(options: SandboxOptions): SandboxServer {
  const bot = { id: options.applicationId, username: 'Tock' };
  const store = new SandboxStore(bot);
  const saved = options.historyFile ? loadHistory(options.historyFile) : undefined;
  if (saved) store.restore(saved);
  const history = options.historyFile ? persistHistory(store, options.historyFile) : undefined;
  const standIn = createStandIn(store, { token: options.botToken });
  const interact = createInteractor(store, {
    interactionsUrl: `http://127.0.0.1:${options.port}/interactions`,
    applicationId: options.applicationId,
    privateKey: options.privateKey,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const streams = new Set<ServerResponse>();
  let page: Promise<PageAssets> | undefined;
  const getPage = (): Promise<PageAssets> => (page ??= buildPage());

  // Every user's DM channel exists from the start, so the page can show them before the first DM.
  for (const u of sandboxUsers) store.dmChannel(u.id);

  store.subscribe((event: SandboxEvent) => {
    const frame = `data: ${JSON.stringify(event)}\n\n`;
    for (const res of streams) res.write(frame);
  });

  function state(): SandboxState {
    return {
      applicationId: options.applicationId,
      bot,
      guildChannelId: SANDBOX_CHANNEL_ID,
      users: sandboxUsers,
      dmChannels: store.dmChannels(),
      locales,
      commands: store.commands,
      messages: store.allMessages(),
      serverEvents: store.serverEvents(),
    };
  }

  function events(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(
      `retry: 1000\n\ndata: ${JSON.stringify({ type: 'state', state: state() } satisfies SandboxEvent)}\n\n`,
    );
    streams.add(res);
    // A comment now and then keeps proxies and the browser from timing the stream out.
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    req.on('close', () => {
      clearInterval(keepAlive);
      streams.delete(res);
    });
  }

  /** A person's own message in the channel or their DM, so message commands can be tried on it. */
  async function say(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let parsed;
    try {
      parsed = sayRequest.safeParse(await readJson(req));
    } catch (err) {
      if (!(err instanceof BadBody)) throw err;
    }
    if (!parsed?.success || !sandboxUsers.some((u) => u.id === parsed.data.userId)) {
      sendJson(res, 400, {
        ok: false,
        error: 'A message needs a sandbox user and 1-2000 characters.',
      });
      return;
    }
    const { userId, content } = parsed.data;
    const now = Date.now();
    store.put({
      id: store.snowflake(now),
      channelId: store.channelFor(parsed.data.view, userId),
      author: { ...store.user(userId), bot: false },
      content,
      embeds: [],
      components: [],
      flags: 0,
      timestamp: new Date(now).toISOString(),
      editedTimestamp: null,
    });
    sendJson(res, 200, { ok: true });
  }

  async function servePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const assets = await getPage();
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? assets.gzip : assets.html;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-cache',
      'content-security-policy':
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:",
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    store,
    page: getPage,
    close() {
      history?.flush();
      for (const res of streams) res.end();
      streams.clear();
    },
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const method = req.method ?? 'GET';
      if (path.startsWith(`${STAND_IN_PREFIX}/`)) {
        await standIn(req, res, path.slice(STAND_IN_PREFIX.length));
        return true;
      }
      if (path === '/' && (method === 'GET' || method === 'HEAD')) await servePage(req, res);
      else if (path === '/sandbox/state' && method === 'GET') sendJson(res, 200, state());
      else if (path === '/sandbox/events' && method === 'GET') events(req, res);
      else if (path === '/sandbox/message' && method === 'POST') await say(req, res);
      else if (path === '/sandbox/interact' && method === 'POST') {
        let parsed;
        try {
          parsed = interactRequest.safeParse(await readJson(req));
        } catch (err) {
          if (!(err instanceof BadBody)) throw err;
        }
        if (!parsed?.success)
          sendJson(res, 400, { ok: false, error: 'Not a sandbox interaction request.' });
        else sendJson(res, 200, await interact(parsed.data as InteractRequest));
      } else return false;
      return true;
    },
  };
}

/**
 * `npm start`: the whole bot on one machine. The exact Lambda handler behind a local
 * HTTP server, the dispatcher as an in-process loop, and AWS's DynamoDB Local as a
 * child process (unless DYNAMODB_ENDPOINT points elsewhere). See "Local runtime
 * contract" in docs/architecture.md.
 */
import { startCalendarSync, type CalendarSyncLoop } from './calendar-sync-loop.js';
import { startParticipantStream } from './participant-stream-loop.js';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../../shared/adapters/dynamo/create-tables.js';
import { createLogger } from '../../shared/adapters/log.js';
import { loadConfig, tableNames, type Config } from '../../shared/config.js';
import { createDispatcherDeps } from '../../shared/dispatcher-deps.js';
import { nodeVersionNotice } from '../node-version.js';
import { loadOrCreateDevKeys, loadOrCreateZoneLinkKey, type DevKeyPair } from './dev-keys.js';
import { DispatcherLoop } from './dispatcher-loop.js';
import { JavaMissingError, startDynamoLocal, type DynamoLocal } from './dynamo-local.js';
import { createLocalHttpServer, type FunctionUrlHandler } from './http.js';
import { startSandbox, type Sandbox } from './sandbox/start.js';
import {
  createProviderStandIns,
  PROVIDER_STATE_FILE,
  PROVIDERS_PREFIX,
  standInEnv,
  type ProviderStandIns,
} from './sandbox/providers/index.js';

const log = createLogger({ component: 'local-runtime' });

// Before any AWS SDK client exists: one line of ours instead of the SDK's Node 20 warning.
const nodeNotice = nodeVersionNotice();
if (nodeNotice) console.warn(nodeNotice);

/** Everything shutdown has to stop; filled in as startup proceeds. */
const state: {
  calendar?: CalendarSyncLoop;
  /** What follows an answer, from the participants table's stream (the participant-stream function in AWS). */
  participants?: { stop(): void };
  handler?: FunctionUrlHandler;
  pages?: FunctionUrlHandler;
  loop?: DispatcherLoop;
  dynamo?: DynamoLocal;
  sandbox?: Sandbox;
  /** Google's and Microsoft's stand-ins (sandbox mode, unless real OAuth clients are configured). */
  providers?: { handle: ProviderStandIns['handle']; base: string };
  tablesReady: boolean;
  /** Startup finished (banner printed): health waits for it, so a client that saw 200 also sees the banner. */
  started?: boolean;
  stopping: boolean;
} = { tablesReady: false, stopping: false };

const server = createLocalHttpServer({
  handler: () => state.handler,
  pages: () => state.pages,
  health: () => {
    const dispatcherRunning = state.loop?.running ?? false;
    return {
      ok: state.tablesReady && dispatcherRunning && state.started === true,
      dispatcherRunning,
      lastPassAt: state.loop?.lastPassAt,
    };
  },
  onError: (err) => log.error('local-http', err),
  extraRoutes: () => {
    const { sandbox, providers } = state;
    if (!sandbox) return undefined;
    return async (req, res) =>
      (providers ? await providers.handle(req, res, providers.base) : false) ||
      sandbox.handle(req, res);
  },
});

async function shutdown(signal: string): Promise<void> {
  if (state.stopping) return;
  state.stopping = true;
  console.log(`\n${signal} received, shutting down…`);
  // A second signal while something hangs should not leave the user stuck, nor a java behind.
  const force = (): void => {
    state.dynamo?.process.kill('SIGKILL');
    process.exit(130);
  };
  process.once('SIGINT', force);
  process.once('SIGTERM', force);
  // Stop accepting; requests in flight may finish while the dispatcher winds down.
  const closed = new Promise<void>((r) => server.close(() => r()));
  server.closeIdleConnections();
  try {
    state.calendar?.stop();
    state.participants?.stop();
    await state.loop?.stop();
    state.sandbox?.close();
    server.closeAllConnections();
    await closed;
    // Stopping DynamoDB Local explicitly: its data files are flushed and no java is orphaned.
    await state.dynamo?.stop();
  } catch (err) {
    log.error('shutdown', err);
    process.exit(1);
  }
  process.exit(0);
}

async function listen(port: number): Promise<number> {
  server.listen(port);
  try {
    await once(server, 'listening');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new StartupError(`Port ${port} is already in use. Stop the other process or set PORT.`);
    throw err;
  }
  return (server.address() as AddressInfo).port;
}

/** A startup failure whose message is the whole story (no stack trace needed). */
class StartupError extends Error {}

async function ensureDatabase(config: Config): Promise<string> {
  if (config.DYNAMODB_ENDPOINT) return config.DYNAMODB_ENDPOINT;
  state.dynamo = await startDynamoLocal({ dataDir: config.DATA_DIR });
  // The handler and dispatcher read DYNAMODB_ENDPOINT like in AWS; set it before importing them.
  process.env.DYNAMODB_ENDPOINT = state.dynamo.endpoint;
  return state.dynamo.endpoint;
}

async function createTables(config: Config, endpoint: string): Promise<void> {
  const client = createDynamoClient({ endpoint, region: config.AWS_REGION });
  try {
    await createTablesIfMissing(client, tableNames(config));
  } finally {
    client.destroy();
  }
}

function sandboxKey(config: Config): (DevKeyPair & { path: string }) | undefined {
  if (config.DISCORD_PUBLIC_KEY) return undefined;
  const keys = loadOrCreateDevKeys(config.DATA_DIR);
  process.env.DISCORD_PUBLIC_KEY = keys.publicKeyHex;
  return keys;
}

async function main(): Promise<void> {
  let config = loadConfig();
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const port = await listen(config.PORT);
  // The sandbox's routes (page, event stream, REST stand-in, provider stand-ins) are mounted in
  // the same tick as the server starts listening, before the first request can be served: an
  // open page that reconnects while DynamoDB Local starts finds its stream, never a 404.
  const sandbox = sandboxKey(config);
  // Sandbox mode: the page and the REST stand-in on this port; DISCORD_API_BASE defaults to the stand-in.
  if (sandbox) state.sandbox = startSandbox(config, port, sandbox.privateKey);
  // Links the bot hands out ("Detect my time zone", the calendar feed) point at this runtime;
  // zone links are signed with a key kept in DATA_DIR.
  process.env.PUBLIC_BASE_URL ??= `http://localhost:${port}`;
  // Sandbox mode without real OAuth clients: Google and Microsoft are local stand-ins on this port.
  if (
    sandbox &&
    !config.GOOGLE_CLIENT_ID &&
    !config.MICROSOFT_CLIENT_ID &&
    !config.CALENDAR_STAND_IN_URL
  ) {
    const base = `http://localhost:${port}`;
    Object.assign(process.env, standInEnv(base));
    const standIns = createProviderStandIns({
      redirectUris: [`${process.env.PUBLIC_BASE_URL.replace(/\/+$/, '')}/oauth/callback`],
      // Grants, tokens and events outlive a restart, as they do at Google and Microsoft.
      stateFile: join(config.DATA_DIR, PROVIDER_STATE_FILE),
    });
    state.providers = { handle: standIns.handle, base };
  }

  const endpoint = await ensureDatabase(config);
  await createTables(config, endpoint);
  state.tablesReady = true;
  process.env.ZONE_LINK_KEY ??= loadOrCreateZoneLinkKey(config.DATA_DIR);
  // A CalDAV server on this machine or the LAN (Radicale, Nextcloud), over http too; set it to
  // false to run with the rules the sync function has in AWS (https, public addresses only).
  process.env.CALDAV_ALLOW_LOCAL ??= 'true';

  // Re-read the environment now that it is final, as a cold Lambda would.
  config = loadConfig();
  // Both Function URL handlers, as deployed: interactions, and the public pages on the same port.
  const [interactions, pages] = await Promise.all([
    import('../../functions/interactions/index.js'),
    import('../../functions/public-pages/index.js'),
  ]);
  state.handler = interactions.handler;
  state.pages = pages.handler;
  state.loop = new DispatcherLoop(createDispatcherDeps(config), {
    intervalMs: config.DISPATCH_INTERVAL_SECONDS * 1000,
  });
  state.loop.start();
  state.calendar = await startCalendarSync(config, endpoint);
  state.participants = await startParticipantStream(config, endpoint);
  await state.sandbox?.ready();
  if (state.stopping) return;

  const base = `http://localhost:${port}`;
  const lines = [
    '',
    'Tock local runtime is up',
    `  Interactions  POST ${base}/interactions`,
    `  Health        GET  ${base}/healthz`,
    `  Zone page     GET  ${base}/tz (the "Detect my time zone" link)`,
    state.dynamo
      ? `  DynamoDB      embedded DynamoDB Local ${state.dynamo.endpoint} (pid ${state.dynamo.process.pid}), data in ${resolve(config.DATA_DIR, 'dynamodb')}`
      : `  DynamoDB      ${endpoint}`,
    `  Discord API   ${config.DISCORD_API_BASE}`,
    ...(state.providers
      ? [
          `  Calendars     Google and Microsoft stand-ins (/calendar connect): events at ${base}${PROVIDERS_PREFIX}/google/view and ${base}${PROVIDERS_PREFIX}/microsoft/view`,
        ]
      : []),
    `  Dispatcher    a pass every ${config.DISPATCH_INTERVAL_SECONDS} s`,
  ];
  if (sandbox) {
    lines.push(
      `  Sandbox       open ${base} in a browser: talk to the bot without a Discord account`,
      '  Sandbox mode  DISCORD_PUBLIC_KEY is unset, so requests are verified against a dev key pair:',
      `                public key   ${sandbox.publicKeyHex}`,
      `                private key  ${sandbox.path}`,
      '                sign timestamp+body with it (signRequest in infra/local/dev-keys.ts)',
    );
  }
  if (!config.DISCORD_BOT_TOKEN && !state.sandbox?.usesStandIn)
    lines.push(
      '  Note          DISCORD_BOT_TOKEN is unset: reminder DMs will be refused by Discord.',
    );
  lines.push('Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
  state.started = true;
}

main().catch(async (err: unknown) => {
  // Expected setup problems get a plain message; anything else is a bug and keeps its stack.
  const plain =
    err instanceof JavaMissingError ||
    err instanceof StartupError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'));
  console.error(
    `\nTock could not start.\n${plain ? (err as Error).message : err instanceof Error ? err.stack : String(err)}\n`,
  );
  await state.dynamo?.stop().catch(() => undefined);
  process.exit(1);
});

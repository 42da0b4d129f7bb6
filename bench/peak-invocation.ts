/**
 * One Lambda instance of the dispatcher for the peak bench (peak.ts), in a process of its
 * own: its own clients, event loop and view of the shared send budget, made once and kept
 * across the invocations it runs, one at a time, as a warm Lambda instance keeps its
 * module state. Configured by TOCK_PEAK_INVOCATION (JSON): a dispatcher (`role: 'dispatcher'`,
 * handing a backlog to the drain when `handoff` is set) or the drain (`role: 'drain'`). Over
 * IPC it says `ready` once loaded, runs an invocation on `start` (the drain's carries the lease
 * token it was started with), asks the bench to start the drain where Lambda would be invoked
 * (`drain`), stops that invocation's claims on `stop`, reports each invocation's figures when
 * its passes are over, and exits on `close`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { RequestPacer, type PacerStats } from '../shared/adapters/discord/budget.js';
import { createDiscordMessenger } from '../shared/adapters/discord/rest.js';
import { dynamoDrainLease, dynamoSlotSource } from '../shared/adapters/dynamo/budget-repo.js';
import { createDocumentClient, LOCAL_COMMIT_BARRIER } from '../shared/adapters/dynamo/client.js';
import { createDispatchRepo } from '../shared/adapters/dynamo/dispatch-repo.js';
import { memoryLogger } from '../shared/adapters/log.js';
import type { TableNames } from '../shared/config.js';
import { abortableSleep, backlogHandoff } from '../shared/dispatcher-deps.js';
import { createTranslator } from '../shared/i18n.js';
import type { DispatchStats } from '../shared/usecases/dispatch-ports.js';
import { runInvocation } from '../shared/usecases/dispatch-invocation.js';
import { runDrain } from '../shared/usecases/dispatch-drain.js';
import { countCapacity, newCapacityCount, type CapacityCount } from './capacity.js';

export interface InvocationConfig {
  readonly endpoint: string;
  readonly tables: TableNames;
  readonly shards: number;
  readonly apiBase: string;
  readonly token: string;
  readonly timeoutMs: number;
  readonly role: 'dispatcher' | 'drain';
  /** A dispatcher hands a backlog to the drain (as the stack deploys it); false: it sends everything itself. */
  readonly handoff: boolean;
}

export type InvocationCommand =
  | { readonly kind: 'start'; readonly token?: string }
  | { readonly kind: 'stop' }
  | { readonly kind: 'close' };

export type InvocationMessage =
  /** `cpuMs`: process CPU time of the cold start (user + system, every thread). */
  | { readonly kind: 'ready'; readonly cpuMs: number }
  /** Start the drain with this lease token (Lambda: an asynchronous invoke of the drain function). */
  | { readonly kind: 'drain'; readonly token: string }
  /** `cpuMs`: process CPU time of this invocation; `wallMs`: how long it ran (what Lambda bills). */
  | {
      readonly kind: 'done';
      readonly cpuMs: number;
      readonly wallMs: number;
      readonly passes: DispatchStats[];
      readonly capacity: CapacityCount;
      readonly pacer: PacerStats;
      readonly rateLimited: number;
      readonly loopDelayMs: { readonly p99: number; readonly max: number };
      readonly sentAt: readonly number[];
    };

const config = JSON.parse(process.env['TOCK_PEAK_INVOCATION'] ?? '{}') as InvocationConfig;
const send = (message: InvocationMessage): void => void process.send?.(message);

const doc = createDocumentClient({ region: 'us-east-1', endpoint: config.endpoint });
// DynamoDB Local's commit barrier (client.ts) is a request per transaction that AWS's DynamoDB
// never gets: left out, so the CPU per reminder is what a Lambda instance spends.
doc.middlewareStack.remove(LOCAL_COMMIT_BARRIER);
const capacity = newCapacityCount();
countCapacity(doc, capacity);
const log = memoryLogger();
const budget = new RequestPacer({ source: dynamoSlotSource(doc, config.tables.budgets) });
const messenger = createDiscordMessenger({ apiBase: config.apiBase, token: config.token, budget });
const lease = dynamoDrainLease(doc, config.tables.budgets);
// A dispatcher hands a backlog to the drain; the drain starts its successor when its time runs out.
const handoff = config.handoff
  ? backlogHandoff(doc, config.tables, { start: async (token) => send({ kind: 'drain', token }) })
  : undefined;
const deps = {
  ...(handoff ? { handoff } : {}),
  repo: createDispatchRepo({ doc, tables: config.tables, shards: config.shards, log }),
  messenger,
  translate: createTranslator(),
  log,
  now: Date.now,
  sleep: abortableSleep,
};
/**
 * When each Discord request left our code (its fetch call), by this machine's clock: the
 * bench checks our own pacing on these, apart from how the requests reached the fake.
 * Every fetch here is a Discord request (DynamoDB goes through node:http).
 */
let sentAt: number[] = [];
const platformFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  sentAt.push(Date.now());
  return platformFetch(input, init);
};

/** How late the event loop ran (a slot is dropped when reached over one spacing late). */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });

/** Process CPU time so far (ms): user + system, every thread, garbage collection included. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** This invocation's figures, and the counters zeroed for the next one. */
function report(passes: DispatchStats[], cpuAtStart: number, startedAt: number): InvocationMessage {
  const out: InvocationMessage = {
    kind: 'done',
    cpuMs: cpuMs() - cpuAtStart,
    wallMs: Date.now() - startedAt,
    passes,
    capacity: structuredClone(capacity),
    pacer: { ...budget.stats },
    rateLimited: messenger.stats.rateLimited,
    loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    sentAt,
  };
  sentAt = [];
  Object.assign(capacity, { readUnits: 0, writeUnits: 0, unreported: 0 });
  for (const name of Object.keys(capacity.requests)) delete capacity.requests[name];
  Object.assign(budget.stats, { reservations: 0, reserved: 0, fired: 0, late: 0 });
  messenger.stats.rateLimited = 0;
  loopDelay.reset();
  return out;
}

let abort = new AbortController();
process.on('message', (message: InvocationCommand) => {
  if (message.kind === 'stop') abort.abort();
  else if (message.kind === 'close') {
    doc.destroy();
    process.disconnect();
  } else {
    abort = new AbortController();
    loopDelay.enable();
    const cpuAtStart = cpuMs();
    const startedAt = Date.now();
    const run =
      config.role === 'drain'
        ? runDrain(
            deps,
            lease,
            { token: message.token ?? '' },
            config.timeoutMs,
            {},
            { signal: abort.signal },
          )
        : runInvocation(deps, config.timeoutMs, {}, abort.signal);
    void run.then((passes) => {
      loopDelay.disable();
      send(report(passes, cpuAtStart, startedAt));
    });
  }
});
send({ kind: 'ready', cpuMs: cpuMs() });

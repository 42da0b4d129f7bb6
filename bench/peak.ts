/**
 * The 09:00 peak: 50,000 reminders due in the same minute for 20,000 users (90 % of their
 * DM channels already cached), drained by dispatcher invocations started a minute apart as
 * EventBridge Scheduler and Lambda run them (each one 90 s long, so they overlap), against
 * a fake Discord that enforces the global limit per bot token over every sliding second
 * and answers 429 beyond it. Invocations run on two Lambda instances in turn, each a
 * process of its own (peak-invocation.ts) with its own clients and its own view of the
 * budget, kept between its invocations as a warm instance keeps them. A dispatcher pass that
 * finds the backlog hands it to the drain (a third instance, started where Lambda would be
 * invoked, shared/usecases/dispatch-drain.ts), as the stack deploys them. They share only
 * DynamoDB Local and Discord (the fake, in a process of its own too). Printed beside DMs/s:
 * CPU milliseconds per delivered reminder, and each function's invocations, GB-seconds and CPU.
 *
 * Baseline: Discord's limit (50 req/s). Targets: ≥ 95 % of it, no 429 (our own overshoot:
 * the fake has no clock skew), no duplicate, no loss.
 *
 * Each instance runs the dispatcher's code bundled as Lambda runs it, held to the CPU share of
 * the memory the stack gives the function (bench/lambda-instance.ts).
 *
 * Run: `npm run bench -- peak [--scale 0.1] [--unthrottled]` (`--scale 1` is the full peak, about 20 minutes;
 * `--no-drain` runs the dispatchers without the drain they hand a backlog to;
 * `--invocations n` stops after n invocations (and lets them finish), for a look at a drain too slow to wait for).
 */
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import { createDocumentClient } from '../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../shared/adapters/dynamo/create-tables.js';
import { toItem } from '../shared/adapters/dynamo/reminder-item.js';
import { tableNames } from '../shared/config.js';
import { abortableSleep } from '../shared/dispatcher-deps.js';
import { toIso, type Reminder } from '../shared/domain/reminder.js';
import { startFakeDiscordProcess } from '../test/support/fake-discord-process.js';
import { aReminder } from '../test/support/reminders.js';
import { mostInOneSecond } from '../test/support/sliding-window.js';
import { newCapacityCount, type CapacityCount } from './capacity.js';
import { insert } from './dispatcher.js';
import { dispatcherMemoryMb, drainMemoryMb } from '../infra/stack.js';
import { reserveCpu, unthrottledArg } from './cpu-share.js';
import { DispatcherFleet, type FleetReports, type InvocationReport } from './lambda-instance.js';

const LIMIT = 50;
const SHARDS = 4;
const TOKEN = 'bench-token';
/** Lambda: a new invocation every minute, each with a 90 s timeout. */
const INVOCATION_SPACING_MS = 60_000;
const INVOCATION_TIMEOUT_MS = 90_000;
/** Each invocation's process is loaded this long before it starts. */
const LOAD_AHEAD_MS = 5_000;

export interface PeakOptions {
  readonly reminders: number;
  readonly users: number;
  /** Share of users whose DM channel id is already stored. */
  readonly cached: number;
  /** Instances with the whole machine instead of the deployed CPU share. */
  readonly unthrottled?: boolean;
  /** Stop after this many invocations even when reminders are left (then they count as losses). */
  readonly maxInvocations?: number;
  /** false: dispatchers send every backlog themselves, without the drain (`--no-drain`, the design before it). */
  readonly drain?: boolean;
}

/** Nearest-rank percentile of sorted values. */
function rank(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** One function's invocations: their process CPU time and what Lambda would bill (duration × memory). */
function costLine(
  name: string,
  memoryMb: number,
  reports: readonly InvocationReport[],
  initCpuMs: readonly number[],
): string {
  const cpu = reports.reduce((sum, r) => sum + r.cpuMs, 0);
  const wall = reports.reduce((sum, r) => sum + r.wallMs, 0);
  const sent = reports.reduce((sum, r) => sum + r.passes.reduce((s, p) => s + p.sent, 0), 0);
  return (
    `${name} (${memoryMb} MB): ${reports.length} invocations, ${(wall / 1000).toFixed(1)} s = ${((wall / 1000) * (memoryMb / 1024)).toFixed(1)} GB-s, ` +
    `${sent} sent, CPU ${(cpu / 1000).toFixed(1)} s (${sent > 0 ? (cpu / sent).toFixed(2) : '-'} ms per reminder it sent); cold starts ${initCpuMs.map((c) => c.toFixed(0)).join(' + ') || '-'} ms CPU`
  );
}

export async function runPeakBench(options: PeakOptions): Promise<boolean> {
  const { reminders: count, users } = options;
  const dynamo = await startDynamoLocal();
  // In a process of its own, as Discord is: the dispatchers' event loop cannot bunch its arrival times.
  const discord = await startFakeDiscordProcess({
    requestsPerSecond: LIMIT,
    slidingWindow: true,
    token: TOKEN,
  });
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  try {
    const tables = tableNames({
      TABLE_PREFIX: 'peak',
      REMINDERS_TABLE: undefined,
      USERS_TABLE: undefined,
    });
    await createTablesIfMissing(raw, tables);
    const userId = (u: number): string => String(200_000_000_000 + u);
    const perUser = new Map<string, number>();
    // The peak minute starts once the data is in: every reminder falls due within it.
    const seedStart = Date.now();
    console.log(`seeding ${count} reminders for ${users} users…`);
    const items: Reminder[] = Array.from({ length: count }, (_, i) => {
      const owner = userId(i % users);
      perUser.set(owner, (perUser.get(owner) ?? 0) + 1);
      return aReminder({
        id: `rem_${i.toString(32).padStart(12, '0')}`,
        userId: owner,
        message: `Peak reminder ${i}`,
        remindTime: '', // set below, once the minute is known
        createdTime: toIso(seedStart - 86_400_000),
        repeatPattern: i % 3 === 0 ? 'daily' : 'none',
        locale: i % 2 === 0 ? 'en-US' : 'zh-TW',
      });
    });
    const cachedChannels = await discord.seedDmChannels(
      Array.from({ length: Math.ceil(users * options.cached) }, (_, u) => userId(u)),
    );
    await insert(
      doc,
      tables.users,
      Array.from({ length: users }, (_, u) => ({
        user_id: userId(u),
        active_reminders: perUser.get(userId(u)) ?? 0,
        ...(u < users * options.cached ? { dm_channel_id: cachedChannels[u] } : {}),
      })),
    );
    // Seeding 50,000 items takes a while: the minute starts after an estimate of it, due seconds spread evenly over it.
    const minuteStart = Date.now() + 5_000 + Math.ceil(count / 25) * 4;
    const dueOf = new Map<string, number>();
    const timed = items.map((r, i) => {
      const due = minuteStart + Math.floor((i / count) * 60_000);
      dueOf.set(`${r.id}:0`, due);
      return { ...r, remindTime: toIso(due) };
    });
    await insert(
      doc,
      tables.reminders,
      timed.map((r) => toItem(r, SHARDS)),
    );
    const late = Date.now() - minuteStart;
    if (late > 0) console.log(`(seeding ran ${(late / 1000).toFixed(1)} s into the minute)`);
    console.log(
      `seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; draining with invocations every 60 s…`,
    );

    const fleet = new DispatcherFleet(
      {
        endpoint: dynamo.endpoint,
        tables,
        shards: SHARDS,
        apiBase: discord.apiBase,
        token: TOKEN,
        handoff: options.drain !== false,
      },
      options.unthrottled === true,
    );
    console.log(fleet.describe());
    const delivered = (): Promise<number> => discord.dmCount();
    const firstAt = Math.max(Date.now(), minuteStart);
    let invocations = 0;
    let fleetReports: FleetReports | undefined;
    try {
      for (
        let k = 0;
        (await delivered()) < count && k < (options.maxInvocations ?? Infinity);
        k++
      ) {
        const startAt = firstAt + k * INVOCATION_SPACING_MS;
        // A new instance is loaded a few seconds ahead: its cold start is not the drain's.
        const waitUntil = startAt - (k < 2 ? LOAD_AHEAD_MS : 0);
        while (Date.now() < waitUntil && (await delivered()) < count)
          await abortableSleep(Math.min(1000, waitUntil - Date.now()));
        if ((await delivered()) >= count) break;
        await fleet.load(k);
        if (Date.now() < startAt) await abortableSleep(startAt - Date.now());
        await fleet.invoke(k);
        invocations++;
        console.log(
          `  invocation ${k + 1} at +${((Date.now() - firstAt) / 1000).toFixed(0)} s on instance ${(k % 2) + 1}; ${await delivered()} delivered so far`,
        );
      }
      if (options.maxInvocations !== undefined) {
        // Let the last invocation (and a drain) run its course.
        await abortableSleep(INVOCATION_TIMEOUT_MS);
      }
    } finally {
      fleetReports = await fleet.stop();
    }
    const reports = [...fleetReports.dispatcher, ...fleetReports.drain];
    const passes = reports.flatMap((r) => r.passes);
    const capacity = reports.reduce<CapacityCount>((sum, r) => {
      for (const [name, n] of Object.entries(r.capacity.requests))
        sum.requests[name] = (sum.requests[name] ?? 0) + n;
      return {
        ...sum,
        readUnits: sum.readUnits + r.capacity.readUnits,
        writeUnits: sum.writeUnits + r.capacity.writeUnits,
        unreported: sum.unreported + r.capacity.unreported,
      };
    }, newCapacityCount());
    const recorded = await discord.record();

    const nonces = new Map<string, number>();
    for (const d of recorded.dms) nonces.set(d.nonce, (nonces.get(d.nonce) ?? 0) + 1);
    const duplicates = [...nonces.values()].reduce((sum, n) => sum + n - 1, 0);
    const losses = [...dueOf.keys()].filter((n) => !nonces.has(n)).length;
    const lateness = recorded.dms
      .map((d) => d.at - (dueOf.get(d.nonce) ?? d.at))
      .sort((a, b) => a - b);
    const firstRequest = recorded.accepted.reduce((a, b) => Math.min(a, b), Infinity);
    const lastDm = recorded.dms.reduce((a, d) => Math.max(a, d.at), -Infinity);
    const seconds = (lastDm - firstRequest) / 1000;
    const dmsPerSecond = recorded.dms.length / seconds;
    const requestsPerSecond = recorded.accepted.filter((t) => t <= lastDm).length / seconds;
    const ratio = requestsPerSecond / LIMIT;
    const ownRetries = reports.reduce((sum, r) => sum + r.rateLimited, 0);
    const perDm = (n: number): string => (n / Math.max(1, recorded.dms.length)).toFixed(3);

    console.log(
      `peak: ${recorded.dms.length} DMs (${count} reminders, ${users} users, ${(options.cached * 100).toFixed(0)}% channels cached, ` +
        `${recorded.dmOpens} DM opens) in ${seconds.toFixed(1)} s by ${invocations} dispatcher invocations and ${fleetReports.drain.length} drain invocations`,
    );
    const cpuMs = reports.reduce((sum, r) => sum + r.cpuMs, 0);
    console.log(
      `  ${dmsPerSecond.toFixed(2)} DMs/s; ${requestsPerSecond.toFixed(2)} requests/s = ${(ratio * 100).toFixed(1)}% of the ${LIMIT} req/s limit (baseline: the limit); ` +
        `CPU ${(cpuMs / Math.max(1, recorded.dms.length)).toFixed(2)} ms per delivered reminder (process CPU time of the invocations, ${(cpuMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  ${costLine('dispatcher', dispatcherMemoryMb, fleetReports.dispatcher, fleetReports.initCpuMs.dispatcher)}`,
    );
    console.log(
      `  ${costLine('drain', drainMemoryMb, fleetReports.drain, fleetReports.initCpuMs.drain)}`,
    );
    const slots = reports
      .map((r) => r.pacer)
      .reduce((sum, p) => ({
        reservations: sum.reservations + p.reservations,
        reserved: sum.reserved + p.reserved,
        fired: sum.fired + p.fired,
        late: sum.late + p.late,
      }));
    console.log(
      `  send slots: ${slots.reserved} reserved in ${slots.reservations} reservations, ${slots.fired} fired, ${slots.late} dropped late (the event loop reached them over one spacing late), ` +
        `${slots.reserved - slots.fired - slots.late} unused (nothing waiting)`,
    );
    console.log(
      `  event loop delay of each invocation, p99/max ms: ${reports.map((r) => `${r.loopDelayMs.p99.toFixed(0)}/${r.loopDelayMs.max.toFixed(0)}`).join(', ')}`,
    );
    // Our own overshoot: more requests sent (by our clock) in one second than the limit. A 429
    // without it is how the requests reached the fake (a pause in a sender after its fetch call,
    // or in the fake itself, bunches arrivals), as Discord's own clock would.
    console.log(
      `  requests accepted per 10 s from the first: ${perWindow(recorded.accepted, firstRequest, 10_000).join(' ')}`,
    );
    const mostSent = mostInOneSecond(reports.flatMap((r) => r.sentAt));
    console.log(
      `  most requests sent in any 1 s by all instances together (our pacing, by our clock): ${mostSent} (the limit ${LIMIT}); the fake's event loop: max delay ${recorded.loopDelayMaxMs.toFixed(0)} ms`,
    );
    console.log(
      `  429s: ${recorded.rateLimited} (seen by the dispatchers: ${ownRetries}); duplicates ${duplicates}; losses ${losses}`,
    );
    console.log(
      `  lateness after the due second: p50 ${(rank(lateness, 0.5) / 1000).toFixed(1)} s, p99 ${(rank(lateness, 0.99) / 1000).toFixed(1)} s, max ${((lateness.at(-1) ?? 0) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  DynamoDB per delivered reminder: ${perDm(capacity.readUnits)} read units, ${perDm(capacity.writeUnits)} write units ` +
        `(${capacity.unreported} requests unreported); requests: ${JSON.stringify(capacity.requests)}`,
    );
    const dynamoRequests = Object.values(capacity.requests).reduce((a, b) => a + b, 0);
    console.log(
      `  DynamoDB Local answered ${(dynamoRequests / seconds).toFixed(1)} requests/s, besides its commit barriers (on a loaded machine it, not the budget, can be what limits DMs/s)`,
    );
    console.log(
      `  passes: ${passes.length}; claimed ${passes.reduce((s, p) => s + p.claimed, 0)}, retried ${passes.reduce((s, p) => s + p.retried, 0)}, failed ${passes.reduce((s, p) => s + p.failed, 0)}`,
    );
    const met = ratio >= 0.95 && mostSent <= LIMIT && duplicates === 0 && losses === 0;
    console.log(
      `targets (≥ 95% of the limit, no second over the limit by our own sends, 0 duplicates, 0 losses): ${met ? 'met' : 'MISSED'}`,
    );
    return met;
  } finally {
    doc.destroy();
    raw.destroy();
    await discord.close();
    await dynamo.stop();
  }
}

/** How many of `times` fall in each `windowMs` from `from` on: where a run loses its pace. */
function perWindow(times: readonly number[], from: number, windowMs: number): number[] {
  const counts: number[] = [];
  for (const t of times) {
    const i = Math.floor((t - from) / windowMs);
    if (i >= 0) counts[i] = (counts[i] ?? 0) + 1;
  }
  return Array.from(counts, (n) => n ?? 0);
}

/** `--scale x`: x × (50,000 reminders, 20,000 users). */
export function scaleArg(argv: readonly string[], fallback: number): number {
  const at = argv.indexOf('--scale');
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!(value > 0 && value <= 1)) throw new Error('--scale takes a number in (0, 1]');
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(reserveCpu());
  const scale = scaleArg(process.argv, 0.1);
  const at = process.argv.indexOf('--invocations');
  const ok = await runPeakBench({
    reminders: Math.round(50_000 * scale),
    users: Math.round(20_000 * scale),
    cached: 0.9,
    unthrottled: unthrottledArg(process.argv),
    drain: !process.argv.includes('--no-drain'),
    ...(at >= 0 ? { maxInvocations: Number(process.argv[at + 1]) } : {}),
  });
  process.exitCode = ok ? 0 : 1;
}

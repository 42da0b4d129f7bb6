/**
 * RSVP bench: a popular announcement. One event card with a capacity, 250 users (an event's
 * most) each pressing Going, every press delivered twice, all 500 at once, against the real interactions handler (called in-process with
 * Function URL events, as bench/handler.ts does) on DynamoDB Local in memory. Measures each
 * press's reply latency and the whole burst's duration, and checks what users would notice:
 * every press answered with the card (UPDATE_MESSAGE), no answer lost or doubled (one row per
 * user, going or waitlisted), exactly the capacity going, the counter equal to the rows.
 *
 * The baseline is a bare GetItem in the same run: once sequentially (the round trip) and once
 * as 500 at once (the same burst shape, so the ratio shows what the press itself adds).
 *
 * What follows the answers (notices, the participants' language and reminders) runs from the
 * participants table's stream, off the press: after the burst the bench reads that stream in
 * batches of the deployed event source's size, runs the same consumer, and reports when
 * everything that follows the burst is stored (checked: each going user's reminder, each
 * waitlisted user's notice), so work moved off the press is not mistaken for work removed.
 * The DynamoDB requests of the burst and of the stream's consumer are counted by command.
 *
 * Discord waits 3 s for an answer: a press not done by the deadline (2.5 s) is answered with
 * DEFERRED_UPDATE_MESSAGE and its card goes out through the interaction's webhook (PATCH
 * @original) to the fake Discord. The bench reports the time to Discord's answer (every press,
 * deferred or not, must be under 3 s), how many were deferred, and when each card landed (the
 * direct answer's, or the webhook edit's arrival at the fake Discord).
 *
 * Run: `npm run bench -- rsvp` (`--presses N`, `--capacity N` to vary).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DynamoDBClient, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import type { FunctionUrlHandler } from '../infra/local/http.js';
import { followRecords } from '../infra/local/participant-stream-loop.js';
import { StreamPoller } from '../infra/local/stream-poller.js';
import { participantStreamSource } from '../infra/participant-stream.js';
import { participantReminderId } from '../shared/domain/ids.js';
import { noticeId } from '../shared/domain/notice.js';
import { createParticipantChangeDeps } from '../shared/participant-stream-deps.js';
import { createDocumentClient } from '../shared/adapters/dynamo/client.js';
import { createEventStore } from '../shared/adapters/dynamo/event-repo.js';
import {
  createParticipantStore,
  SHARED_EVENT_KEY,
} from '../shared/adapters/dynamo/participant-repo.js';
import { createReminderStore } from '../shared/adapters/dynamo/reminder-repo.js';
import { startFakeDiscord } from '../test/support/fake-discord.js';
import { button, snowflake } from '../test/support/interactions.js';
import { itemBytes } from '../test/support/item-size.js';
import { anEvent, scheduleCommand } from '../test/support/schedule.js';
import {
  percentiles,
  prepareHandlerBench,
  ratioHeader,
  ratioRow,
  signedEvent,
  timeCalls,
  type Percentiles,
} from './latency.js';

const GUILD = '900000000000000001';
const WARMUP = 30;

export interface RsvpBenchResult {
  readonly presses: number;
  readonly capacity: number;
  readonly baseline: Percentiles;
  readonly burstBaseline: Percentiles;
  /** Each press's time to Discord's answer (direct or deferred). */
  readonly press: Percentiles;
  /** The slowest answer (ms): Discord shows "This interaction failed" past 3 s. */
  readonly slowestAnswerMs: number;
  /** Presses answered with DEFERRED_UPDATE_MESSAGE (their card edited through the webhook). */
  readonly deferred: number;
  /** Each press's time until its card landed: the direct answer, or the webhook's PATCH at Discord. */
  readonly landed: Percentiles;
  /** Deferred presses whose card edit never reached Discord. */
  readonly undelivered: number;
  /** The whole burst, first press sent to last reply (ms). */
  readonly burstMs: number;
  readonly failures: number;
  readonly users: number;
  readonly rows: number;
  /** Rows neither going nor waitlisted (every user pressed Going). */
  readonly wrong: number;
  readonly going: number;
  readonly waitlisted: number;
  readonly counterGoing: number;
  /** First press sent to everything that follows the burst stored (the stream drained after it), ms. */
  readonly settledMs: number;
  /** The stream's consumer alone (ms). */
  readonly drainMs: number;
  readonly streamRecords: number;
  /** Going users without their reminder, waitlisted users without their notice, after the drain. */
  readonly missingFollowUps: number;
  /** DynamoDB requests by command (`Command!` for a failed one): the burst's, and the consumer's. */
  readonly burstRequests: Readonly<Record<string, number>>;
  readonly drainRequests: Readonly<Record<string, number>>;
  /** Write units the burst would cost in AWS (see countRequests), and the counter item's share. */
  readonly burstCost: WriteCost;
  /** The counter item's size once the burst is over (bytes, as DynamoDB bills it). */
  readonly counterBytes: number;
}

/** Write units as AWS would charge them: the larger item size, before or after, in 1 KB units (at least 1). */
const writeUnitsOf = (bytes: number): number => Math.max(1, Math.ceil(bytes / 1024));

/** Write units and the requests that spent them. */
interface WriteCost {
  units: number;
  /** Of them, the participants table's index (shared/adapters/dynamo/tables.ts). */
  indexUnits: number;
  /** The counter item's writes (succeeded or lost), their units, and the most one cost. */
  counterWrites: number;
  counterUnits: number;
  /** Of the counter's units, those written to the index. */
  counterIndexUnits: number;
  largestCounterUnits: number;
}

/**
 * Counts every DynamoDB request sent in this process by command until stopped (the document and
 * the plain client share one `send`); a failed one counts under its name with `!` (a lost condition).
 * Each write also adds the write units it would cost in AWS: DynamoDB Local reports a successful
 * write's consumed capacity by the larger of the item's sizes before and after, as AWS bills
 * (checked against a 5 KB item); a failed condition still costs the existing item's size (AWS:
 * "DynamoDB still consumes write capacity ... dependent on the size of the existing item (or a
 * minimum of 1)"), counted from the item the failure returns (ALL_OLD), else 1.
 */
function countRequests(): { stop(): Record<string, number>; cost: WriteCost } {
  const proto = Object.getPrototypeOf(DynamoDBClient.prototype) as {
    send: (this: unknown, command: object, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = proto.send;
  const counts: Record<string, number> = {};
  const cost: WriteCost = {
    indexUnits: 0,
    units: 0,
    counterWrites: 0,
    counterUnits: 0,
    counterIndexUnits: 0,
    largestCounterUnits: 0,
  };
  const add = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  const writes = new Set(['Put', 'Update', 'Delete']);
  proto.send = function (this: unknown, command: object, ...rest: unknown[]) {
    const name = command.constructor.name.replace(/Command$/, '');
    const input = (
      command as {
        input?: {
          Key?: Record<string, unknown>;
          Item?: Record<string, unknown>;
          ReturnConsumedCapacity?: string;
        };
      }
    ).input;
    const isWrite = writes.has(name) && input !== undefined;
    if (isWrite) input.ReturnConsumedCapacity = 'INDEXES';
    const onCounter = (input?.Key ?? input?.Item)?.['user_id'] === SHARED_EVENT_KEY;
    const charge = (units: number, indexUnits = 0) => {
      cost.units += units;
      cost.indexUnits += indexUnits;
      if (!onCounter) return;
      cost.counterWrites++;
      cost.counterUnits += units;
      cost.counterIndexUnits += indexUnits;
      cost.largestCounterUnits = Math.max(cost.largestCounterUnits, units);
    };
    const sent = original.call(this, command, ...rest) as Promise<{
      ConsumedCapacity?: {
        CapacityUnits?: number;
        GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
      };
    }>;
    sent.then(
      (out) => {
        add(name);
        if (!isWrite) return;
        const indexes = Object.values(out.ConsumedCapacity?.GlobalSecondaryIndexes ?? {});
        charge(
          out.ConsumedCapacity?.CapacityUnits ?? 1,
          indexes.reduce((n, i) => n + (i.CapacityUnits ?? 0), 0),
        );
      },
      (err: unknown) => {
        add(`${name}!`);
        if (!isWrite) return;
        const found = (err as { Item?: Record<string, AttributeValue> }).Item;
        charge(writeUnitsOf(found ? itemBytes(found) : 0));
      },
    );
    return sent;
  };
  return {
    cost,
    stop() {
      proto.send = original;
      return counts;
    },
  };
}

type Result = Awaited<ReturnType<FunctionUrlHandler>>;

function replyType(result: Result): number | undefined {
  if (typeof result !== 'object' || !result || !('body' in result)) return undefined;
  const status = 'statusCode' in result ? result.statusCode : 200;
  if (status !== 200) return undefined;
  return (JSON.parse(result.body ?? '{}') as { type?: number }).type;
}

/** Discord shows "This interaction failed" when an interaction is not answered within this. */
const DISCORD_ANSWER_MS = 3000;
const DEFERRED_UPDATE = 6;
const UPDATE_MESSAGE = 7;

export async function runRsvpBench(presses: number, capacity: number): Promise<RsvpBenchResult> {
  const db = await startDynamoLocal();
  const discord = await startFakeDiscord();
  try {
    const { keys, config, tables } = await prepareHandlerBench(db.endpoint);
    // Late answers go through the interaction webhook: to the fake Discord, as in the tests.
    process.env['DISCORD_API_BASE'] = discord.apiBase;
    const { handler } = (await import('../functions/interactions/index.js')) as {
      handler: FunctionUrlHandler;
    };
    const doc = createDocumentClient({ region: config.AWS_REGION, endpoint: db.endpoint });
    const events = createEventStore(doc, tables, createReminderStore(doc, tables, 4));
    const participants = createParticipantStore(doc, tables);

    const get = () =>
      doc.send(new GetCommand({ TableName: tables.users, Key: { user_id: 'bench-baseline' } }));
    for (let i = 0; i < WARMUP; i++) await get();
    const baselineSamples = await timeCalls(presses, get);
    const burstBaselineSamples = await Promise.all(
      Array.from({ length: presses }, async () => {
        const start = performance.now();
        await get();
        return performance.now() - start;
      }),
    );

    // A warm-up card (the handler's first requests load its chunks), then the bench's card.
    const owner = { userId: snowflake(), guildId: GUILD };
    const post = async (title: string) => {
      const e = anEvent({
        userId: owner.userId,
        title,
        timing: { start: Date.now() + 86_400_000 },
      });
      await events.create(e, 1000);
      const posted = await handler(
        signedEvent(keys, scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity })),
      );
      if (replyType(posted) !== 4) throw new Error('the card was not posted');
      return e;
    };
    const warm = await post('Warm-up');
    for (let i = 0; i < WARMUP; i++)
      await handler(
        signedEvent(
          keys,
          button(
            { userId: snowflake(), guildId: GUILD },
            `sp:${warm.id}:maybe:en-US:${owner.userId}`,
          ),
        ),
      );

    const card = await post('Launch party');
    const eventId = card.id;
    // The participants stream from here on: read after the burst, as the participant-stream
    // function would (one shard's batches one at a time, at the event source's batch size).
    const consumer = createParticipantChangeDeps(config);
    const stream = new StreamPoller({
      endpoint: db.endpoint,
      region: config.AWS_REGION,
      tables: [tables.participants],
      onRecords: async (records) => {
        for (let i = 0; i < records.length; i += participantStreamSource.batchSize)
          await followRecords(consumer, records.slice(i, i + participantStreamSource.batchSize));
      },
    });
    await stream.open('LATEST');
    const users = Array.from({ length: Math.ceil(presses / 2) }, () => snowflake());
    // Every press delivered twice (the same interaction, as Discord retries one): one answer each.
    const once = users.map((userId) =>
      signedEvent(
        keys,
        button({ userId, guildId: GUILD }, `sp:${eventId}:going:en-US:${owner.userId}`),
      ),
    );
    const bodies = Array.from(
      { length: presses },
      (_, i) => once[i % once.length] as (typeof once)[number],
    );
    let failures = 0;
    let deferred = 0;
    /** Per delivery: its token, when it was sent (epoch ms), and when its card landed if answered directly. */
    const timings: { token: string; sentAt: number; landedMs?: number }[] = [];
    const counting = countRequests();
    const burstStart = performance.now();
    const samples = await Promise.all(
      bodies.map(async (body) => {
        const start = performance.now();
        const sentAt = Date.now();
        // Received now: the deadline counts from the Function URL's receipt.
        const event = { ...body, requestContext: { ...body.requestContext, timeEpoch: sentAt } };
        const result = await handler(event);
        const answeredMs = performance.now() - start;
        const token = (JSON.parse(body.body ?? '{}') as { token: string }).token;
        const type = replyType(result);
        if (type === UPDATE_MESSAGE) timings.push({ token, sentAt, landedMs: answeredMs });
        else if (type === DEFERRED_UPDATE) {
          deferred++;
          timings.push({ token, sentAt });
        } else {
          if (failures === 0)
            console.log('first failed reply:', JSON.stringify(result).slice(0, 400));
          failures++;
        }
        return answeredMs;
      }),
    );
    const burstMs = performance.now() - burstStart;
    // The deferred presses' card edits, as they reach Discord (one PATCH @original per delivery).
    const edits = () => discord.webhooks.filter((c) => c.method === 'PATCH').length;
    const waitUntil = Date.now() + 60_000;
    while (edits() < deferred && Date.now() < waitUntil)
      await new Promise((r) => setTimeout(r, 50));
    const burstRequests = counting.stop();
    const burstCost = { ...counting.cost };
    const editsByToken = new Map<string, number[]>();
    for (const c of discord.webhooks)
      if (c.method === 'PATCH') {
        const token = c.path.split('/')[3] ?? '';
        editsByToken.set(token, [...(editsByToken.get(token) ?? []), c.at]);
      }
    let undelivered = 0;
    const landedSamples: number[] = [];
    for (const t of timings) {
      if (t.landedMs !== undefined) {
        landedSamples.push(t.landedMs);
        continue;
      }
      // Both deliveries of one press share its token: each takes the earliest edit left.
      const at = editsByToken.get(t.token)?.shift();
      if (at === undefined) undelivered++;
      else landedSamples.push(at - t.sentAt);
    }
    const drainCounting = countRequests();
    const drainStart = performance.now();
    const streamRecords = await stream.drain();
    const settled = performance.now();
    const drainRequests = drainCounting.stop();
    stream.stop();

    const rows = await participants.list(eventId);
    // Each user pressed Going (twice): going or waiting, nothing else.
    const wrong = rows.filter((r) => r.status !== 'accepted' && r.status !== 'waitlisted').length;
    const shared = await participants.shared(eventId);
    const { Item: counterItem } = await doc.send(
      new GetCommand({
        TableName: tables.participants,
        Key: { event_id: eventId, user_id: SHARED_EVENT_KEY },
      }),
    );
    const counterBytes = counterItem ? itemBytes(marshall(counterItem)) : 0;
    // What follows the burst, as stored: each going user's reminder, each waitlisted user's notice.
    const stored = async (id: string) =>
      (await doc.send(new GetCommand({ TableName: tables.reminders, Key: { id } }))).Item !==
      undefined;
    let missingFollowUps = 0;
    for (const r of rows)
      if (
        !(await stored(
          r.status === 'accepted'
            ? participantReminderId(eventId, r.userId)
            : noticeId('waitlisted', eventId, r.userId, r.order),
        ))
      )
        missingFollowUps++;
    doc.destroy();
    const result: RsvpBenchResult = {
      presses,
      capacity,
      baseline: percentiles(baselineSamples),
      burstBaseline: percentiles(burstBaselineSamples),
      press: percentiles(samples),
      slowestAnswerMs: Math.max(...samples),
      deferred,
      landed: percentiles(landedSamples),
      undelivered,
      burstMs,
      failures,
      users: users.length,
      rows: rows.length,
      wrong,
      going: rows.filter((r) => r.status === 'accepted').length,
      waitlisted: rows.filter((r) => r.status === 'waitlisted').length,
      counterGoing: shared?.going ?? -1,
      settledMs: settled - burstStart,
      drainMs: settled - drainStart,
      streamRecords,
      missingFollowUps,
      burstRequests,
      drainRequests,
      burstCost,
      counterBytes,
    };
    printResult(result);
    return result;
  } finally {
    await discord.close();
    await db.stop();
  }
}

/** True when nothing a user would notice went wrong. */
export function rsvpHolds(r: RsvpBenchResult): boolean {
  return (
    r.failures === 0 &&
    r.slowestAnswerMs < DISCORD_ANSWER_MS &&
    r.undelivered === 0 &&
    r.rows === r.users &&
    r.wrong === 0 &&
    r.going === Math.min(r.capacity, r.users) &&
    r.going + r.waitlisted === r.users &&
    r.counterGoing === r.going &&
    r.missingFollowUps === 0
  );
}

/** `Command n` by count, the total first. */
function requestLine(counts: Readonly<Record<string, number>>): string {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const each = Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([k, v]) => `${k} ${v}`);
  return [`${total} in all`, ...each].join(', ');
}

function printResult(r: RsvpBenchResult): void {
  console.log(
    [
      '',
      `RSVP burst: ${r.presses} presses at once on one card (capacity ${r.capacity}): ${r.users} users press Going, each press delivered twice,`,
      'the handler in-process, DynamoDB Local in memory; ratios against a bare GetItem measured in this run.',
      '',
      ratioHeader(30),
      ratioRow(30, 'GetItem (baseline, one by one)', r.baseline, r.baseline),
      ratioRow(30, `GetItem, ${r.presses} at once`, r.burstBaseline, r.baseline),
      ratioRow(30, `press, ${r.presses} at once`, r.press, r.baseline),
      ratioRow(30, 'press, its card landed', r.landed, r.baseline),
      '',
      `Time to Discord's answer: p50 ${(r.press.p50 / 1000).toFixed(2)} s, p99 ${(r.press.p99 / 1000).toFixed(2)} s, slowest ${(r.slowestAnswerMs / 1000).toFixed(2)} s ` +
        `(Discord waits 3 s: ${r.slowestAnswerMs < DISCORD_ANSWER_MS ? 'every press answered in time' : 'SOME PRESSES TOO LATE'}). ` +
        `Deferred (DEFERRED_UPDATE_MESSAGE, card through PATCH @original): ${r.deferred} of ${r.presses}; card edits that never landed: ${r.undelivered}.`,
      `Time until each card landed (direct answer or webhook edit): p50 ${(r.landed.p50 / 1000).toFixed(2)} s, p99 ${(r.landed.p99 / 1000).toFixed(2)} s.`,
      `p99 press / p99 GetItem: ${(r.press.p99 / r.baseline.p99).toFixed(1)}x one by one, ` +
        `${(r.press.p99 / r.burstBaseline.p99).toFixed(1)}x against the same burst of GetItems.`,
      `Burst: ${(r.burstMs / 1000).toFixed(2)} s for ${r.presses} presses. Failed replies: ${r.failures}.`,
      `What follows (the participants stream, ${r.streamRecords} records, read after the burst): ${(r.drainMs / 1000).toFixed(2)} s; ` +
        `everything stored ${(r.settledMs / 1000).toFixed(2)} s after the first press. Missing reminders or waitlist notices: ${r.missingFollowUps}.`,
      `Requests during the burst: ${requestLine(r.burstRequests)}.`,
      `Write units the burst would cost in AWS: ${r.burstCost.units} in all (${r.burstCost.indexUnits} of them the participants index's), ${(r.burstCost.units / r.presses).toFixed(2)} per press; ` +
        `the counter item's ${r.burstCost.counterWrites} writes ${r.burstCost.counterUnits} (${(r.burstCost.counterUnits / Math.max(1, r.burstCost.counterWrites)).toFixed(2)} each, ` +
        `at most ${r.burstCost.largestCounterUnits}; ${r.burstCost.counterIndexUnits} of them the index's); the counter item after the burst: ${(r.counterBytes / 1024).toFixed(2)} KB ` +
        `(one item takes at most 1,000 write units a second: this burst's counter writes alone need at least ${(r.burstCost.counterUnits / 1000).toFixed(2)} s in AWS).`,
      `Requests of the stream's consumer: ${requestLine(r.drainRequests)}.`,
      `Rows ${r.rows} for ${r.users} users (lost answers: ${r.users - r.rows}, neither going nor waiting: ${r.wrong}); going ${r.going} ` +
        `(capacity ${r.capacity}, counter ${r.counterGoing}), waitlisted ${r.waitlisted}: ` +
        `${rsvpHolds(r) ? 'holds' : 'DOES NOT HOLD'}.`,
      '',
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { presses: { type: 'string' }, capacity: { type: 'string' } },
    strict: false,
  });
  const presses = Number(values.presses ?? 500);
  const capacity = Number(values.capacity ?? 100);
  runRsvpBench(presses, capacity).then(
    (r) => process.exit(rsvpHolds(r) ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

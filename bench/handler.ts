/**
 * Handler latency bench: the real interactions handler, warm, against DynamoDB Local in
 * memory. The handler function is called in-process with a Function URL event, so HTTP
 * overhead is excluded; signature verification, zod parsing, the use case and every
 * DynamoDB call are included. The baseline is a bare DynamoDB GetItem round trip measured
 * in the same run against the same DynamoDB Local, so the ratio means the same on any machine.
 *
 * Run: `npx tsx bench/handler.ts`. Target: p99 < 50 ms for both commands and the time preview
 * (autocomplete), far inside Discord's 3 s.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import type { FunctionUrlHandler } from '../infra/local/http.js';
import { createDocumentClient } from '../shared/adapters/dynamo/client.js';
import { limits } from '../shared/domain/limits.js';
import { autocomplete, commands, opt, snowflake } from '../test/support/interactions.js';
import {
  percentiles,
  prepareHandlerBench,
  ratioHeader,
  ratioRow,
  signedEvent,
  timeCalls,
  type Percentiles,
} from './latency.js';

export interface HandlerBenchResult {
  readonly requests: number;
  readonly baseline: Percentiles;
  /** A two-item TransactWriteItems, for context: the write /remind makes. */
  readonly transactWrite: Percentiles;
  readonly remind: Percentiles;
  readonly listReminders: Percentiles;
  /** The live preview: /remind `time` autocomplete (one user read, parse, format). */
  readonly preview: Percentiles;
  /** Replies that were not a 200 with a non-ephemeral type 4 (should be 0). */
  readonly failures: number;
}

const REQUESTS = 1000;
/** 1,000 /remind over 250 users is 4 each: under the 5-per-minute limit and far below 100 active. */
const REMIND_USERS = 250;
const LIST_USERS = 50;
const WARMUP = 50;
const TARGET_P99_MS = 50;

/** Times `handler` over prepared events; signing happens before the clock starts. */
async function timeHandler(
  handler: FunctionUrlHandler,
  events: ReturnType<typeof signedEvent>[],
  expectedType = 4,
): Promise<{ samples: number[]; failures: number }> {
  const samples: number[] = [];
  let failures = 0;
  for (const event of events) {
    const start = performance.now();
    const result = await handler(event);
    samples.push(performance.now() - start);
    const reply =
      typeof result === 'object' && result && 'body' in result
        ? (JSON.parse(result.body ?? '{}') as { type?: number; data?: { flags?: number } })
        : {};
    const status =
      typeof result === 'object' && result && 'statusCode' in result ? result.statusCode : 200;
    if (status !== 200 || reply.type !== expectedType || ((reply.data?.flags ?? 0) & 64) !== 0)
      failures++;
  }
  return { samples, failures };
}

/** Runs the bench and prints the table; returns the figures for callers such as bench/run.ts. */
export async function runHandlerBench(): Promise<HandlerBenchResult> {
  const db = await startDynamoLocal();
  try {
    const { keys, config, tables } = await prepareHandlerBench(db.endpoint);

    const { handler } = (await import('../functions/interactions/index.js')) as {
      handler: FunctionUrlHandler;
    };

    // Baseline: the cheapest thing any request does, a single-item read, on a warm client.
    const doc = createDocumentClient({ region: config.AWS_REGION, endpoint: db.endpoint });
    const get = () =>
      doc.send(new GetCommand({ TableName: tables.users, Key: { user_id: 'bench-baseline' } }));
    for (let i = 0; i < WARMUP; i++) await get();
    const baselineSamples = await timeCalls(REQUESTS, get);
    // Context, not the baseline: the write /remind makes (counter update + put, in one transaction).
    const transact = (i: number) =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tables.users,
                Key: { user_id: 'bench-tx' },
                UpdateExpression: 'ADD n :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
            {
              Put: {
                TableName: tables.reminders,
                Item: { id: `bench-tx-${i}` },
                ConditionExpression: 'attribute_not_exists(id)',
              },
            },
          ],
        }),
      );
    for (let i = 0; i < WARMUP; i++) await transact(-1 - i);
    const transactSamples = await timeCalls(REQUESTS, transact);

    // Warm-up on users of their own, so the measured users' rate limits start fresh.
    const warm = Array.from({ length: WARMUP }, () =>
      signedEvent(
        keys,
        commands.remind({ userId: snowflake() }, { message: 'warm-up', time: 'in 2 hours' }),
      ),
    );
    await timeHandler(handler, warm);
    await timeHandler(
      handler,
      warm.map((_, i) => signedEvent(keys, commands.listReminders({ userId: String(i) }))),
    );

    const remindUsers = Array.from({ length: REMIND_USERS }, () => snowflake());
    const perUser = REQUESTS / REMIND_USERS;
    if (perUser > limits.rateLimitCount || perUser > limits.maxActiveRemindersPerUser)
      throw new Error('bench would hit a per-user limit');
    // Round-robin over users: a user's 4 reminders are spread over the whole run.
    const remindEvents = Array.from({ length: REQUESTS }, (_, i) =>
      signedEvent(
        keys,
        commands.remind(
          { userId: remindUsers[i % REMIND_USERS] as string },
          { message: `Bench reminder ${i}`, time: `in ${2 + (i % 50)} hours` },
        ),
      ),
    );
    const remind = await timeHandler(handler, remindEvents);

    // Listing users already own reminders (4 each), so every list reads real items.
    const listEvents = Array.from({ length: REQUESTS }, (_, i) =>
      signedEvent(keys, commands.listReminders({ userId: remindUsers[i % LIST_USERS] as string })),
    );
    const list = await timeHandler(handler, listEvents);

    // Autocomplete answers within Discord's 3 s; typed texts vary as a user's keystrokes would.
    const typed = ['tomorrow at 3pm', 'in 2 hours', 'every day at 9am', 'friday', 'banana', ''];
    const previewEvents = Array.from({ length: REQUESTS }, (_, i) =>
      signedEvent(
        keys,
        autocomplete({ userId: remindUsers[i % LIST_USERS] as string }, 'remind', [
          opt.string('time', typed[i % typed.length] as string, true),
        ]),
      ),
    );
    const preview = await timeHandler(handler, previewEvents, 8);
    doc.destroy();

    const result: HandlerBenchResult = {
      requests: REQUESTS,
      baseline: percentiles(baselineSamples),
      transactWrite: percentiles(transactSamples),
      remind: percentiles(remind.samples),
      listReminders: percentiles(list.samples),
      preview: percentiles(preview.samples),
      failures: remind.failures + list.failures + preview.failures,
    };
    printResult(result);
    return result;
  } finally {
    await db.stop();
  }
}

function printResult(r: HandlerBenchResult): void {
  const row = (name: string, p: Percentiles): string => ratioRow(22, name, p, r.baseline);
  const pass =
    r.remind.p99 < TARGET_P99_MS &&
    r.listReminders.p99 < TARGET_P99_MS &&
    r.preview.p99 < TARGET_P99_MS;
  console.log(
    [
      '',
      `Handler latency: ${r.requests} warm requests per command, handler called in-process (HTTP overhead excluded),`,
      'DynamoDB Local in memory; ratios are against a bare GetItem round trip measured in this run.',
      '',
      ratioHeader(22),
      row('GetItem (baseline)', r.baseline),
      row('TransactWriteItems', r.transactWrite),
      row('/remind', r.remind),
      row('/list_reminders', r.listReminders),
      row('/remind time preview', r.preview),
      '',
      `Target p99 < ${TARGET_P99_MS} ms: ${pass ? 'met' : 'NOT met'}. Failed replies: ${r.failures}.`,
      '',
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runHandlerBench().then(
    (r) => process.exit(r.failures === 0 ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

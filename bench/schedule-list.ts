/**
 * `/schedule_list view:month` latency for a user with 1,000 events (100 recurring) on
 * DynamoDB Local in memory: the real interactions handler called in-process with a Function
 * URL event (signature check, zod, the use case, recurrence expansion, rendering and every
 * DynamoDB call included; HTTP excluded). The baseline is a bare Query for the same user's
 * events starting in the month, measured in the same run, so the ratio means the same on
 * any machine.
 *
 * Run: `npx tsx bench/schedule-list.ts`. Target: p99 < 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { BatchWriteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import type { FunctionUrlHandler } from '../infra/local/http.js';
import { createDocumentClient } from '../shared/adapters/dynamo/client.js';
import { eventToItem } from '../shared/adapters/dynamo/event-item.js';
import { EVENTS_BY_USER_INDEX } from '../shared/adapters/dynamo/tables.js';
import type { RecurrencePattern } from '../shared/domain/event.js';
import type { EventRecord } from '../shared/domain/schedule.js';
import { scheduleCommand } from '../test/support/schedule.js';
import {
  percentiles,
  prepareHandlerBench,
  ratioHeader,
  ratioRow,
  signedEvent,
  timeCalls,
  type Percentiles,
} from './latency.js';

export interface ScheduleListBenchResult {
  readonly requests: number;
  readonly events: number;
  readonly recurring: number;
  readonly baseline: Percentiles;
  readonly list: Percentiles;
  /** Replies that were not a 200 with a listing (should be 0). */
  readonly failures: number;
}

const REQUESTS = 500;
const WARMUP = 30;
const EVENTS = 1000;
const RECURRING = 100;
const TARGET_P99_MS = 100;
const USER = '424242424242424242';
const DAY = 86_400_000;

/** 900 one-off events over the next year and 100 recurring ones that started in the past year. */
function seedEvents(now: number): EventRecord[] {
  const patterns: RecurrencePattern[] = [
    'daily',
    'weekly',
    'weekly',
    'monthly',
    'monthly',
    'yearly',
    'weekly',
    'monthly',
    'daily',
    'weekly',
  ];
  return Array.from({ length: EVENTS }, (_, i) => {
    const recurring = i < RECURRING;
    const start = recurring
      ? now - ((i * 37) % 365) * DAY + (i % 24) * 3_600_000
      : now + Math.floor(((i - RECURRING) / (EVENTS - RECURRING)) * 365 * DAY);
    const minute = Math.floor(start / 60_000) * 60_000;
    return {
      id: `evt_bench${String(i).padStart(7, '0')}`,
      userId: USER,
      title: `Bench event ${i}`,
      description: null,
      timing: {
        start: minute,
        durationMinutes: 30,
        timezone: 'Europe/Berlin',
        recurrencePattern: recurring
          ? (patterns[i % patterns.length] as RecurrencePattern)
          : 'none',
        recurrenceData: null,
      },
      eventType: i % 3 === 0 ? 'work' : 'personal',
      status: 'scheduled',
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      location: null,
      participants: [],
      reminders: [],
      tags: [],
      metadata: {},
    };
  });
}

/** Runs the bench and prints the table; returns the figures for callers such as bench/run.ts. */
export async function runScheduleListBench(): Promise<ScheduleListBenchResult> {
  const db = await startDynamoLocal();
  try {
    const { keys, config, tables } = await prepareHandlerBench(db.endpoint);

    const doc = createDocumentClient({ region: config.AWS_REGION, endpoint: db.endpoint });
    const now = Date.now();
    const items = seedEvents(now).map(eventToItem);
    for (let i = 0; i < items.length; i += 25) {
      await doc.send(
        new BatchWriteCommand({
          RequestItems: {
            [tables.events]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
    await doc.send(
      new PutCommand({
        TableName: tables.users,
        Item: { user_id: USER, event_count: EVENTS, timezone: 'Europe/Berlin' },
      }),
    );

    const { handler } = (await import('../functions/interactions/index.js')) as {
      handler: FunctionUrlHandler;
    };

    const query = () =>
      doc.send(
        new QueryCommand({
          TableName: tables.events,
          IndexName: EVENTS_BY_USER_INDEX,
          KeyConditionExpression: 'user_id = :u AND start_datetime BETWEEN :a AND :b',
          ExpressionAttributeValues: {
            ':u': USER,
            ':a': new Date(now).toISOString(),
            ':b': new Date(now + 31 * DAY).toISOString(),
          },
        }),
      );
    for (let i = 0; i < WARMUP; i++) await query();
    const baselineSamples = await timeCalls(REQUESTS, query);

    const events = Array.from({ length: REQUESTS + WARMUP }, () =>
      signedEvent(keys, scheduleCommand({ userId: USER }, 'schedule_list', { view_type: 'month' })),
    );
    const samples: number[] = [];
    let failures = 0;
    for (const [i, event] of events.entries()) {
      const start = performance.now();
      const result = await handler(event);
      const ms = performance.now() - start;
      if (i >= WARMUP) samples.push(ms);
      const body =
        typeof result === 'object' && result && 'body' in result
          ? (JSON.parse(result.body ?? '{}') as { type?: number; data?: { content?: string } })
          : {};
      if (body.type !== 4 || !body.data?.content?.includes('evt_bench')) failures++;
    }
    doc.destroy();
    const result: ScheduleListBenchResult = {
      requests: REQUESTS,
      events: EVENTS,
      recurring: RECURRING,
      baseline: percentiles(baselineSamples),
      list: percentiles(samples),
      failures,
    };
    printResult(result);
    return result;
  } finally {
    await db.stop();
  }
}

function printResult(r: ScheduleListBenchResult): void {
  const row = (name: string, p: Percentiles): string => ratioRow(28, name, p, r.baseline);
  console.log(
    [
      '',
      `/schedule_list view:month: ${r.requests} warm requests for one user with ${r.events} events (${r.recurring} recurring),`,
      'handler called in-process, DynamoDB Local in memory; ratios against a bare Query of the month measured in this run.',
      '',
      ratioHeader(28),
      row('Query by_user (baseline)', r.baseline),
      row('/schedule_list view:month', r.list),
      '',
      `Target p99 < ${TARGET_P99_MS} ms: ${r.list.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}. Failed replies: ${r.failures}.`,
      '',
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runScheduleListBench().then(
    (r) => process.exit(r.failures === 0 ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

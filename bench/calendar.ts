/**
 * Calendar sync figures (README, "Calendar sync"):
 * 1. Feed generation for a user with 1,000 events (100 recurring, four zones): icsCalendar,
 *    against a baseline of JSON.stringify of the same events (the cheapest serialization).
 * 2. Push latency on the local stack: from the `/schedule_create` reply (the real interactions
 *    handler, in-process) to the event's object existing on a real Radicale, through DynamoDB
 *    Local's stream, the poller and the sync handler. Baseline: one direct CalDAV PUT of the
 *    same object to the same server (the provider call alone).
 *
 * Run: `npx tsx bench/calendar.ts` (needs Java and `radicale`).
 */
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import type { FunctionUrlHandler } from '../infra/local/http.js';
import { startCalendarSync } from '../infra/local/calendar-sync-loop.js';
import { localCipher } from '../shared/calendar/adapters/local-cipher.js';
import { createCalendarSyncStores } from '../shared/calendar/adapters/dynamo/calendar-sync-repo.js';
import { createDocumentClient } from '../shared/adapters/dynamo/client.js';
import { icsCalendar } from '../shared/calendar/domain/ics.js';
import { loadConfig } from '../shared/config.js';
import { connectCaldav } from '../shared/calendar/usecases/calendar-connect.js';
import { startRadicale } from '../test/support/radicale.js';
import { anEvent, eventIdIn, scheduleCommand } from '../test/support/schedule.js';
import { percentiles, prepareHandlerBench, ratioHeader, ratioRow, signedEvent } from './latency.js';

const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Taipei'];

function feedBench(): void {
  const events = Array.from({ length: 1000 }, (_, i) =>
    anEvent({
      title: `Event ${i}`,
      description: i % 3 === 0 ? 'Notes, with; specials\nand lines' : null,
      timing: {
        start: Date.parse('2026-01-01T09:00:00Z') + i * 3_600_000 * 7,
        timezone: zones[i % zones.length] ?? 'UTC',
        recurrencePattern: i % 10 === 0 ? 'weekly' : 'none',
      },
    }),
  );
  const time = (f: () => unknown) => {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      f();
      samples.push(performance.now() - t);
    }
    return percentiles(samples);
  };
  time(() => icsCalendar(events, { name: 'Tock', now: Date.now() })); // warm-up
  const baseline = time(() => JSON.stringify(events));
  const feed = time(() => icsCalendar(events, { name: 'Tock', now: Date.now() }));
  console.log(
    `Feed for 1,000 events (${Math.round(icsCalendar(events, { name: 'Tock', now: Date.now() }).length / 1024)} KB), 30 runs`,
  );
  console.log(ratioHeader(34));
  console.log(ratioRow(34, 'JSON.stringify (baseline)', baseline, baseline));
  console.log(ratioRow(34, 'icsCalendar', feed, baseline));
}

async function pushBench(n: number): Promise<void> {
  const db = await startDynamoLocal();
  const radicale = await startRadicale({ alice: 'pw' });
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'tock-bench-'));
    const { keys } = await prepareHandlerBench(db.endpoint);
    process.env['DATA_DIR'] = dataDir;
    // Radicale listens on loopback: the local runtime's setting.
    process.env['CALDAV_ALLOW_LOCAL'] = 'true';
    const config = loadConfig();
    const { handler } = (await import('../functions/interactions/index.js')) as {
      handler: FunctionUrlHandler;
    };
    const stores = createCalendarSyncStores(
      createDocumentClient({ region: config.AWS_REGION, endpoint: db.endpoint }),
      (await import('../shared/config.js')).tableNames(config),
    );
    const user = { userId: '424242' };
    // The poller starts at the stream's end: start it before the connection is written.
    const sync = await startCalendarSync(config, db.endpoint, { retryMs: 60_000 });
    await connectCaldav(
      { connections: stores.connections, sealer: localCipher(dataDir), allowLocalCaldav: true },
      {
        userId: user.userId,
        serverUrl: radicale.url,
        username: 'alice',
        password: 'pw',
        now: Date.now(),
      },
    );
    const auth = { authorization: `Basic ${Buffer.from('alice:pw').toString('base64')}` };
    for (
      let i = 0;
      i < 100 && (await stores.connections.get(user.userId, 'caldav'))?.status !== 'connected';
      i++
    )
      await new Promise((r) => setTimeout(r, 100));
    const calendar = (await stores.connections.get(user.userId, 'caldav'))?.target ?? '';

    const direct: number[] = [];
    const pushed: number[] = [];
    for (let i = 0; i < n; i++) {
      const body = icsCalendar([anEvent({ id: `evt_direct${i}` })], {
        name: 'Tock',
        now: Date.now(),
      });
      const t = performance.now();
      await (
        await fetch(`${calendar}direct-${i}.ics`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'text/calendar' },
          body,
        })
      ).arrayBuffer();
      direct.push(performance.now() - t);

      const res = await handler(
        signedEvent(
          keys,
          scheduleCommand(user, 'schedule_create', {
            title: `Bench ${i}`,
            date: '2026-12-01',
            time: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
            duration: 5,
          }),
        ),
      );
      const t0 = performance.now();
      const id = eventIdIn(String((res as { body?: string }).body ?? ''));
      for (;;) {
        const got = await fetch(`${calendar}${id}.ics`, { headers: auth });
        await got.arrayBuffer();
        if (got.status === 200) break;
        if (performance.now() - t0 > 30_000) throw new Error('push did not arrive');
        await new Promise((r) => setTimeout(r, 10));
      }
      pushed.push(performance.now() - t0);
    }
    sync.stop();
    console.log(`\nPush latency on the local stack, ${n} creates (poller interval 250 ms)`);
    console.log(ratioHeader(34));
    const baseline = percentiles(direct);
    console.log(ratioRow(34, 'direct CalDAV PUT (baseline)', baseline, baseline));
    console.log(ratioRow(34, 'reply → object on Radicale', percentiles(pushed), baseline));
  } finally {
    await radicale.stop();
    await db.stop();
  }
}

feedBench();
await pushBench(40);

process.exit(0);

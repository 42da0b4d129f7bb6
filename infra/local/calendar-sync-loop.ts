/**
 * The local runtime's calendar sync: the events, participants and calendar tables' streams read from DynamoDB
 * Local and handed to the sync function's own handler, plus the retry pass every `retryMs`
 * (EventBridge Scheduler's job in AWS).
 */
import { createCalendarSyncDeps } from '../../shared/calendar/calendar-sync-deps.js';
import { tableNames, type Config } from '../../shared/config.js';
import { decodeStreamRecords } from '../../shared/calendar/adapters/stream.js';
import {
  handleStreamChanges,
  type StreamDeps,
} from '../../shared/calendar/usecases/calendar-stream.js';
import { retryDue } from '../../shared/calendar/usecases/calendar-sync.js';
import { StreamPoller } from './stream-poller.js';

export interface CalendarSyncLoop {
  stop(): void;
}

export async function startCalendarSync(
  config: Config,
  endpoint: string,
  options: { retryMs?: number; deps?: StreamDeps } = {},
): Promise<CalendarSyncLoop> {
  const deps = options.deps ?? createCalendarSyncDeps(config);
  const tables = tableNames(config);
  const poller = new StreamPoller({
    endpoint,
    region: config.AWS_REGION,
    tables: [tables.events, tables.participants, tables.calendar],
    onRecords: async (records) => {
      await handleStreamChanges(deps, decodeStreamRecords(records));
    },
    onError: (err) => deps.log.error('calendar_stream', err),
  });
  await poller.start();
  // One retry pass at a time: two passes over the same due item would push it twice.
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryDue(deps)
      .catch((err: unknown) => deps.log.error('calendar_retry', err))
      .finally(() => (running = false));
  }, options.retryMs ?? 30_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      poller.stop();
    },
  };
}

import { toIso } from '../domain/reminder.js';
import { dispatchDefaults } from './dispatch-defaults.js';
import type {
  DispatchDeps,
  DispatchPassOptions,
  DispatchStats,
  DrainHandoff,
} from './dispatch-ports.js';
import { Alarm, DueSchedule } from './dispatch-schedule.js';
import { ReminderSender } from './dispatch-send.js';

/**
 * A poll looks for reminders this pass has not read yet: written (created, edited, snoozed)
 * since the last read, so due after it ('time_in_past' refuses earlier ones). It reads from
 * the last successful read less this margin, which covers clock skew between functions and
 * the index's propagation delay (typically well under a second); anything the margin misses
 * is in the next pass's first query. So a backlog (the first query has it) is not read again
 * and again while a peak drains.
 */
const POLL_LOOKBACK_MS = 10_000;

/**
 * How far ahead a poll every `pollMs` reads: what falls due later in the window is read by a
 * later poll, still at least `prepareMs` + 1 s before its due second. During a peak minute
 * each poll then reads a few seconds of it, not the whole window.
 */
function pollLookaheadMs(pollMs: number): number {
  return pollMs + dispatchDefaults.prepareMs + 1_000;
}

/** True when a drain takes the backlog; a failed hand-off is reported and the pass sends it itself. */
async function handOff(deps: DispatchDeps, handoff: DrainHandoff): Promise<boolean> {
  try {
    return await handoff.request();
  } catch (err) {
    deps.log.error('dispatch:handoff', err);
    return false;
  }
}

/** Upper bound of an idle wait; something (a poll, a finished send, the end of polling) always rings first. */
const IDLE_WAIT_MS = 60_000;

/**
 * One dispatcher pass: reads the due index, re-reads it every `pollMs` for reminders
 * created meanwhile, and sends every reminder due within the window at its due second,
 * each exactly once (claim → DM → advance, all conditional). One reminder's failure never
 * stops the others; Discord refusing the bot itself (bad token) stops the pass.
 */
export async function runDispatchPass(
  deps: DispatchDeps,
  options: DispatchPassOptions,
): Promise<DispatchStats> {
  const startedAt = deps.now();
  const untilIso = toIso(startedAt + options.windowMs);
  const { deadlineMs, signal } = options;
  const pollMs = options.pollMs ?? dispatchDefaults.pollMs;
  const concurrency = Math.max(1, options.concurrency ?? dispatchDefaults.concurrency);
  const stats: DispatchStats = {
    claimed: 0,
    sent: 0,
    skipped: 0,
    retried: 0,
    failed: 0,
    halted: false,
    lateMs: 0,
  };

  // Aborted by the caller's signal or by the sender's circuit breaker; cuts every wait short.
  const halt = new AbortController();
  const onAbort = (): void => halt.abort();
  signal?.addEventListener('abort', onAbort);
  if (signal?.aborted) halt.abort(); // aborted before the pass: the listener never fires
  const stopped = (): boolean =>
    halt.signal.aborted || (deadlineMs !== undefined && deps.now() >= deadlineMs);
  const sender = new ReminderSender(
    deps,
    stats,
    dispatchDefaults,
    () => halt.abort(),
    options.spent,
  );
  const schedule = new DueSchedule(
    deadlineMs ?? Number.POSITIVE_INFINITY,
    startedAt + options.windowMs,
  );

  // The scheduler sleeps until the next due second; a poll's finds, a finished send or the end of polling wake it.
  const alarm = new Alarm((ms, signal) => deps.sleep(ms, signal), halt.signal);

  let polling = pollMs > 0;
  const poll = async (): Promise<void> => {
    const windowEndMs = startedAt + options.windowMs;
    const endMs = Math.min(windowEndMs, deadlineMs ?? Number.POSITIVE_INFINITY);
    // The pass's first query read everything due by the window's end as of its start.
    let readAt = startedAt;
    try {
      for (let at = startedAt + pollMs; at < endMs; at += pollMs) {
        const wait = at - deps.now();
        if (wait > 0) await deps.sleep(wait, halt.signal);
        if (stopped()) return;
        const pollAt = deps.now();
        const untilPollIso = toIso(Math.min(windowEndMs, pollAt + pollLookaheadMs(pollMs)));
        try {
          const found = await deps.repo.findDue(untilPollIso, {
            sinceIso: toIso(readAt - POLL_LOOKBACK_MS),
            known: (id) => schedule.has(id),
          });
          readAt = pollAt;
          if (schedule.add(found) > 0) alarm.ring();
        } catch (err) {
          // What is already scheduled still goes out; the next poll (or pass) tries again.
          deps.log.error('dispatch:poll', err);
        }
      }
    } finally {
      polling = false;
      alarm.ring();
    }
  };

  try {
    const first = await deps.repo.findDue(untilIso, { max: dispatchDefaults.firstRead });
    if (
      first.length >= dispatchDefaults.handoffAt &&
      deps.handoff &&
      (await handOff(deps, deps.handoff))
    ) {
      stats.handedOff = true;
      return stats;
    }
    schedule.add(first);
    const poller = polling ? poll() : Promise.resolve();
    const inFlight = new Set<Promise<void>>();
    while (!stopped()) {
      const next = schedule.peek();
      if (!next && !polling) break;
      // Unclaimed reminders are taken `prepareMs` ahead; one under another claim only once that lease ends.
      const startAt = next
        ? next.atMs - (next.atMs === next.dueMs ? dispatchDefaults.prepareMs : 0)
        : 0;
      const wait = next && inFlight.size < concurrency ? startAt - deps.now() : IDLE_WAIT_MS;
      if (!next || wait > 0) {
        await alarm.nap(Math.min(wait, IDLE_WAIT_MS));
        continue;
      }
      schedule.pop();
      const task: Promise<void> = sender.send(next.reminder, next.dueMs).finally(() => {
        inFlight.delete(task);
        alarm.ring();
      });
      inFlight.add(task);
    }
    await Promise.all([...inFlight, poller]);
    await sender.settled();
    return stats;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

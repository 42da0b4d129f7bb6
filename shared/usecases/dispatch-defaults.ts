/** Tunables of a pass, in one place. */
export const dispatchDefaults = {
  /**
   * Reminders in flight at once. Each spends about a second queued for Discord's 50 req/s
   * plus its storage writes, so 50 in flight would leave the REST queue short of a full
   * second's worth; 100 keeps it full. Bounded so a backlog does not hold thousands of claims.
   */
  concurrency: 100,
  /**
   * A claim older than this is abandoned (crashed dispatcher) and may be taken again. It
   * bounds the claim's own requests too: none starts after it (see SendOptions), so two
   * claims of one reminder never send at once. Normal claim → advance takes well under 1 s;
   * a peak adds a few seconds of waiting for send slots; each request times out after 10 s.
   */
  leaseMs: 25_000,
  /**
   * No claim sends a trigger later than this after that trigger's first attempt: Discord
   * de-duplicates a nonce only "in the past few minutes", so every resend (after a 5xx, a
   * timeout or a crash after reaching Discord) stays well inside two minutes of the first.
   * With the lease, the last request of a trigger starts at most 65 + 25 = 90 s after its
   * first. Passes retry a released claim 30 s apart, so three attempts fit. A claim past
   * the window advances without sending and is reported.
   */
  resendWindowMs: 65_000,
  /**
   * Claims of one trigger that may end without an advance (5xx, timeouts, exceptions,
   * crashes) before it is advanced without another send and reported. Counted at claim time.
   */
  maxAttempts: 5,
  /**
   * How often a pass re-queries the due index for reminders created while it runs, so
   * they are still sent at their due second rather than by the next pass. At 2 s, a
   * reminder created 3 s or more before it falls due is found at least 1 s ahead, in time to
   * be claimed `prepareMs` early like the others. Each poll costs one Query per shard
   * (DUE_SHARDS, default 4) on the sparse index, reading only what falls due from its last
   * read (less a margin) to a few seconds ahead: about 5.7 M Queries a month for the always-on Lambda,
   * mostly 0.5 read units each (about $0.36). It also keeps each pass alive for its whole
   * window, so an invocation runs its full ~60 s.
   */
  pollMs: 2_000,
  /**
   * A reminder is claimed this long before its due second and its DM channel looked up, so
   * only the send slot and the message POST remain at the due second (the storage round
   * trips, tens of ms in AWS and far more on a loaded laptop, come off its lateness).
   */
  prepareMs: 1_000,
  /**
   * The most a pass's first query reads (the earliest, split evenly over the shards). One
   * pass cannot send more than the budget allows in its window and lease, 48 × (33 + 25) ≈
   * 2,800; a backlog beyond that is read by the passes after it (one starts every 30 s),
   * and polls read what falls due in the next seconds. Reading a whole 50,000-reminder
   * backlog at every pass start held the event loop for up to a second, and send slots
   * lapsed (measured at the peak: 93.7 % of the limit instead of 96 %).
   */
  firstRead: 3_000,
  /**
   * A pass whose first read finds at least this many reminders (due by the end of its window,
   * or overdue) hands them to a drain when it has one (DispatchDeps.handoff). At 128 MB the
   * dispatcher gets 7.2 % of a CPU; measured at that share (`bench -- lateness --runtime
   * lambda`) it spent 16 ms of CPU per reminder and fell behind above about 4 a second, 150
   * in a 33 s window. 50 keeps it at a third of that, leaving room for reminders created after
   * the first read. A drain pass that claims fewer is the drain's last.
   */
  handoffAt: 50,
} as const;

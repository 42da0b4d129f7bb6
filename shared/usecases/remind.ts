import { userError, type Result, type UserError } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import type { RateLimitRule } from '../domain/rate-limit.js';
import {
  checkReminderOptions,
  toIso,
  type MessageSource,
  type Reminder,
  type RepeatPattern,
} from '../domain/reminder.js';
import { readUntil, reminderSeries } from '../domain/reminder-series.js';
import {
  parseTimeExpression,
  type TimeContext,
  type TimeReading,
} from '../domain/time-expression.js';
import { readReminderTime, type ReadTime } from '../domain/reminder-time.js';
import { zoneChoicesFor } from '../domain/locale-zone-choices.js';
import { resolveUserZone, type UserZone } from '../domain/zones.js';
import type { Clock, CreationUsage, ReminderStore, ReplyVisibility, UserStore } from './ports.js';

/** The creation rate limit, 5 per minute (decisions.md, Limits; the spec states only the goal: spec-notes.md, Limits). */
const creationRate: RateLimitRule = {
  count: limits.rateLimitCount,
  windowMs: limits.rateLimitWindowSeconds * 1000,
};

export interface RemindDeps {
  readonly reminders: Pick<ReminderStore, 'create'>;
  readonly users: Pick<UserStore, 'getProfile'>;
  readonly clock: Clock;
  readonly newId: (prefix: 'rem') => string;
}

export interface RemindInput {
  readonly userId: string;
  readonly locale: string;
  readonly message: string;
  readonly time: string;
  readonly repeat?: string | undefined;
  readonly times?: number | undefined;
  /** A date ending the series (read in the caller's zone). */
  readonly until?: string | undefined;
  /** The message the reminder is about (the "Remind me about this" menu). */
  readonly source?: MessageSource | undefined;
  /** The server channel it is created in, when the bot is a member there: where it is posted if the caller chose channel delivery. */
  readonly channelId?: string | undefined;
  /** The caller may not post in that channel themselves (their permissions there): a DM instead, and the result says so. */
  readonly channelRefused?: boolean | undefined;
  /** The reading of `time` the caller picked when it had several (the ask prompt's buttons). */
  readonly chosen?: ReadTime | undefined;
}

/**
 * /remind: validates the message and the time expression in the caller's zone, then
 * stores the reminder under the per-user limits (100 active, 5 per minute). `zone.assumed`
 * says the time was read in a zone the caller never chose (the reply says so). The reminder keeps
 * the zone the time was read in (the one the text named, else the caller's) and its series:
 * the spec's (spec-notes.md, Reminder fields) pattern, or 'custom' with the rule, from its first occurrence (the anchor) until
 * the `until` date. An unreadable time names what was typed and the closest readable forms.
 */
export async function remind(
  deps: RemindDeps,
  input: RemindInput,
): Promise<
  Result<{
    reminder: Reminder;
    zone: UserZone;
    /** The caller's `replies` choice, read with the zone: the reply needs no second read. */
    replies: ReplyVisibility;
    expressionRepeat?: RepeatPattern;
    channelRefused?: true;
  }>
> {
  const invalid = checkReminderOptions(input);
  if (invalid) return invalid;
  const message = input.message.trim();

  const now = deps.clock.now();
  const profile = await deps.users.getProfile(input.userId);
  const zone = resolveUserZone(profile.timezone, input.locale);
  const ctx = { now, zone: zone.zone, locale: input.locale };
  const reading = readAskingZone(input.time, ctx, zone.assumed, input.chosen, input.until);
  if (!reading.ok) return reading;
  const { read: parsed, wallClock } = reading;
  const readInZone = zone.assumed && wallClock;

  const series = reminderSeries(
    input.repeat as RepeatPattern | undefined,
    parsed.recurrence,
    parsed.repeat,
  );
  const repeat = series.repeatPattern;
  let until: number | undefined;
  // The `until` option, else an end date written in the time ('every day at 9am until friday').
  const untilText = input.until ?? reading.until;
  if (untilText !== undefined) {
    if (repeat === 'none') return userError('until_needs_repeat');
    const read = readUntil(untilText, ctx, parsed.time);
    if (!read.ok) return read;
    until = read.untilMs;
  }
  // Channel delivery posts as the caller's proxy: only where they may post themselves.
  const toChannel = profile.notificationMethod === 'channel' && input.channelId !== undefined;
  const channelRefused = toChannel && input.channelRefused === true;
  const reminder: Reminder = {
    id: deps.newId('rem'),
    userId: input.userId,
    message,
    remindTime: toIso(parsed.time),
    createdTime: toIso(now),
    repeatPattern: repeat,
    isActive: true,
    timesTriggered: 0,
    // `times` only bounds repeating reminders; a one-off is sent once anyway.
    maxTriggers: repeat !== 'none' && input.times !== undefined ? input.times : null,
    locale: input.locale,
    version: 1,
    attempts: 0,
    zone: parsed.zone ?? ctx.zone,
    ...(wallClock ? {} : { zoneFree: true }),
    ...(series.recurrence ? { recurrence: series.recurrence } : {}),
    ...(repeat !== 'none' ? { anchor: toIso(series.anchor ?? parsed.time) } : {}),
    ...(until !== undefined ? { until: toIso(until) } : {}),
    ...(input.source ? { source: input.source } : {}),
    ...(toChannel && !channelRefused ? { channelId: input.channelId } : {}),
  };

  // The expression's own repetition, so the reply can say when the `repeat` option replaced it.
  const expressionRepeat = parsed.repeat;
  return (
    (await createWithinLimits(deps.reminders, reminder, now, profile.usage)) ?? {
      ok: true,
      reminder,
      zone: { zone: zone.zone, assumed: readInZone },
      replies: profile.replies,
      ...(expressionRepeat !== undefined ? { expressionRepeat } : {}),
      ...(channelRefused ? { channelRefused: true as const } : {}),
    }
  );
}

/**
 * readReminderTime, asking the zone first (askZone) when the caller has none (`assumed`) and the
 * zone makes the time, or the time has several readings (the zone first, then the readings in
 * it). `wallClock`: whether the zone made the time: a relative one ("in 2 hours") or one naming
 * its own zone does not move when the caller's zone changes. `untilOption`: the `until` option
 * beside it, a date that ends in the caller's zone: with it, even a relative time asks.
 */
export function readAskingZone(
  text: string,
  ctx: TimeContext,
  assumed: boolean,
  chosen?: ReadTime,
  untilOption?: string,
): Result<{ read: ReadTime; until?: string; wallClock: boolean }> {
  const reading = readReminderTime(text, ctx, chosen);
  const asking = assumed && chosen === undefined;
  if (!reading.ok)
    return (
      (asking && reading.error === 'time_ambiguous' ? askZone(text, ctx) : undefined) ?? reading
    );
  const { read } = reading;
  const wallClock = read.zone === undefined && zoneChangesReading(text, read.time, ctx);
  const endsInZone = untilOption !== undefined;
  return (
    (asking && (wallClock || endsInZone) ? askZone(text, ctx, untilOption) : undefined) ?? {
      ...reading,
      wallClock,
    }
  );
}

/**
 * A wall-clock time by a caller with no saved zone whose language does not settle one: the
 * `zone_unknown` refusal carrying the time read in each zone the language's speakers live in
 * (locale-zone-choices.ts), each reading naming its zone, for the ask prompt (decisions.md, "The
 * zone before the first reminder"). Undefined when the locale settles a zone, or when the
 * time is past in every zone offered. A time with two readings there ("3:30") is offered by its
 * first reading, marked `readAgain`: the press saves the zone and the command reads the text
 * again in it, which then asks between the readings. `untilOption`: an end date given beside the
 * text, which must read in a zone for it to be offered, like one written in the text.
 */
export function askZone(
  text: string,
  ctx: TimeContext,
  untilOption?: string,
): UserError | undefined {
  const zones = zoneChoicesFor(ctx.locale);
  if (zones === undefined) return undefined;
  const readings: TimeReading[] = [];
  let readAgain = false;
  for (const zone of zones) {
    // The command's own reader: a series with an end date or several times of day reads only there.
    const here = { ...ctx, zone };
    const read = readReminderTime(text, here);
    const first = read.ok ? read.read : read.readings?.find((r) => r.zone === undefined);
    if (first === undefined) continue;
    // An end date that does not read there would refuse the press: not offered.
    const until = untilOption ?? (read.ok ? read.until : undefined);
    if (until !== undefined && !readUntil(until, here, first.time).ok) continue;
    readings.push({ ...first, zone });
    readAgain ||= !read.ok;
  }
  // Past in every zone offered ("9am" late in the day): the reading in UTC stands, as before.
  if (readings.length === 0) return undefined;
  const params = { typed: text.trim(), ...(readAgain ? { [READ_AGAIN]: 1 } : {}) };
  return { ...userError('zone_unknown', params), readings };
}

/** The `zone_unknown` param saying the time has several readings in the zones offered. */
export const READ_AGAIN = 'readAgain';

/**
 * Whether the zone `ctx` names changed how `text` (read as `timeMs`) was read. An assumed zone is
 * only worth a note when it did: relative times ("in 2 hours") and times naming their own zone
 * read the same in UTC+0 and UTC+14 (one of which differs from any zone's offset).
 *
 * The text is read again, in those two zones: the first reading cannot say whether it used the
 * zone, and whether it did depends on more than the form ('in 1 month' moves with the zone only
 * on some days, across a DST change or a month's end; '3pm IST' picks its IST by the zone).
 * Reading it elsewhere is the one test that agrees with the parser on every form. The two reads
 * cost about 3 µs (bench -- parser: some 600,000 reads per CPU second), against about 10 ms for
 * a /remind at its p50 (bench -- handler) and Discord's 3 s deadline.
 */
export function zoneChangesReading(text: string, timeMs: number, ctx: TimeContext): boolean {
  return ['UTC', 'Pacific/Kiritimati'].some((other) => {
    const elsewhere = parseTimeExpression(text, { ...ctx, zone: other });
    return !elsewhere.ok || elsewhere.time !== timeMs;
  });
}

/**
 * Stores a new reminder under the per-user limits (100 active, 5 per minute), atomically;
 * undefined when stored, else the limit the user hit. `usage` is what was just read.
 */
export async function createWithinLimits(
  reminders: Pick<ReminderStore, 'create'>,
  reminder: Reminder,
  now: number,
  usage: CreationUsage,
): Promise<UserError | undefined> {
  const outcome = await reminders.create(
    reminder,
    { maxActive: limits.maxActiveRemindersPerUser, rate: creationRate, now },
    usage,
  );
  switch (outcome.kind) {
    case 'created':
      return undefined;
    case 'too_many':
      return userError('too_many_reminders', { max: limits.maxActiveRemindersPerUser });
    case 'rate_limited':
      return userError('rate_limited', { retryAt: Math.ceil(outcome.retryAt / 1000) });
  }
}

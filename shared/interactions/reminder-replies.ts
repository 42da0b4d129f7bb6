/**
 * The replies about reminders that /remind, /edit_reminder, "Remind me about this", the
 * reminder DM and the time prompt share.
 */

import type { APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { describeReminderRepeat } from '../domain/recurrence-text.js';
import type { Reminder } from '../domain/reminder.js';
import { formatInZone, zoneOrUtc } from '../domain/zones.js';
import { resolveLocale } from '../i18n.js';
import type { remind } from '../usecases/remind.js';
import { errorReply, type Ctx } from './context.js';
import { discordTime, ephemeral, truncate, type Components } from './responses.js';
import { agreedSuggestion, COMMON_TIMES } from './time-preview.js';
import { assumedZoneNote, type Audience } from './zone-note.js';

/** The recurrence options /remind and /edit_reminder share, as typed. */
export type SeriesOptions = {
  readonly repeat?: string | undefined;
  readonly times?: number | undefined;
  readonly until?: string | undefined;
};

/** /remind's options besides `time`, as typed (what a time prompt keeps for its press). */
export type RemindOptions = SeriesOptions & {
  readonly message: string;
  readonly channelId?: string | undefined;
};

/**
 * /remind's confirmation: the reminder, the options that changed nothing or replaced part of the
 * time (said rather than dropped silently), and the assumed-zone note for `audience`.
 */
export function remindedReply(
  ctx: Ctx,
  options: RemindOptions,
  result: Extract<Awaited<ReturnType<typeof remind>>, { ok: true }>,
  audience: Audience,
): { content: string; components: Components } {
  const r = result.reminder;
  let text = reminderSummary(ctx, r, 'remind.created');
  if (options.times !== undefined && r.maxTriggers === null)
    text += `\n${ctx.t('remind.times_ignored')}`;
  const chosen = options.repeat;
  if (
    chosen !== undefined &&
    result.expressionRepeat !== undefined &&
    result.expressionRepeat !== chosen
  ) {
    text += `\n${ctx.t('remind.repeat_overrides', { chosen: ctx.t(`repeat.${chosen}`), expression: ctx.t(`repeat.${result.expressionRepeat}`) })}`;
  }
  if (result.channelRefused) text += `\n${ctx.t('remind.channel_refused')}`;
  const note = assumedZoneNote(ctx, result.zone, audience);
  return { content: text + note.line, components: note.components };
}

/**
 * A reminder named in a reply: `<key>` (one-off) or `<key>_repeating` with its id, due time,
 * message and recurrence in words, then its `times` and `until` limits.
 */
export function reminderSummary(ctx: Ctx, r: Reminder, key: string): string {
  const at = Date.parse(r.remindTime);
  const when = `${discordTime(at, 'F')} (${discordTime(at, 'R')})`;
  let text =
    r.repeatPattern === 'none'
      ? ctx.t(key, { id: r.id, when, message: messageExcerpt(r) })
      : ctx.t(`${key}_repeating`, {
          id: r.id,
          when,
          message: messageExcerpt(r),
          pattern: describeReminderRepeat(ctx.deps.translate, ctx.caller.locale, r),
        });
  if (r.maxTriggers !== null) text += ` ${ctx.t('remind.times_limit', { count: r.maxTriggers })}`;
  if (r.until !== undefined)
    text += ` ${ctx.t('remind.until', { date: lastDay(r, ctx.caller.locale) })}`;
  return text;
}

/** The last day of a series with `until`, in the reminder's zone and the caller's language. */
function lastDay(r: Reminder, locale: string): string {
  return formatInZone(Date.parse(r.until ?? '') - 1, zoneOrUtc(r.zone), locale, DATE_WITH_WEEKDAY);
}

/** `Fri, Nov 27, 2026`: the date with its weekday, months abbreviated. */
const DATE_WITH_WEEKDAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

/** `a`, `b` or `c` in the caller's language: user text in code spans (backticks dropped so a span cannot be broken out of). */
export function codeList(items: readonly string[], locale: string): string {
  const spans = items.map((s) => `\`${truncate(s.replace(/`/g, ''), limits.listMessageChars)}\``);
  return new Intl.ListFormat(resolveLocale(locale), { style: 'long', type: 'disjunction' }).format(
    spans,
  );
}

/**
 * /remind's errors; an unreadable or ambiguous time names what was typed and offers the closest
 * readable forms (or the candidate readings) as examples.
 */
export function timeErrorReply(
  ctx: Ctx,
  err: UserError,
  context = 'remind',
): APIInteractionResponse {
  const examples = err.params?.['examples'];
  const typed = err.params?.['typed'];
  if (
    (err.error === 'invalid_time_format' || err.error === 'time_ambiguous') &&
    typeof typed === 'string' &&
    Array.isArray(examples)
  ) {
    ctx.deps.log.info('user_error', { context, key: err.error, userId: ctx.caller.userId });
    const now = ctx.deps.clock.now();
    const list =
      examples.length > 0
        ? (examples as readonly string[]).map((e) =>
            // The examples are relative or spelled-out forms: any zone reads them alike.
            agreedSuggestion(
              e,
              { now, zone: 'UTC', locale: ctx.caller.locale },
              ctx.deps.translate,
            ),
          )
        : COMMON_TIMES.slice(1, 4);
    const key =
      err.error === 'time_ambiguous' ? 'errors.time_ambiguous' : 'errors.invalid_time_examples';
    return ephemeral(
      ctx.t(key, {
        typed: codeList([typed], ctx.caller.locale),
        examples: codeList(list, ctx.caller.locale),
      }),
    );
  }
  return errorReply(ctx, context, err);
}

/** A reminder's message on one line, cut to `max` characters: how confirmations name it. */
export function messageExcerpt(r: Reminder, max: number = limits.listMessageChars): string {
  return truncate(r.message.replace(/\s+/g, ' '), max);
}

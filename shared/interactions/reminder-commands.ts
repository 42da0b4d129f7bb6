import type { APIInteractionResponse } from 'discord-api-types/v10';
import { DateTime } from 'luxon';
import type { UserError } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { describeReminderRepeat } from '../domain/recurrence-text.js';
import type { Reminder } from '../domain/reminder.js';
import { suggestTimeExpressions } from '../domain/time-expression.js';
import { formatDefault, resolveUserZone, zoneOrUtc } from '../domain/zones.js';
import { resolveLocale } from '../i18n.js';
import { remind } from '../usecases/remind.js';
import {
  deleteReminder,
  listReminders,
  suggestReminders,
  type ReminderCursor,
  type ReminderPage,
} from '../usecases/reminder-queries.js';
import {
  errorReply,
  listingReply,
  pager,
  type CommandHandler,
  type ComponentHandler,
  type Ctx,
} from './context.js';
import {
  choices,
  discordTime,
  ephemeral,
  reply,
  truncate,
  updateMessage,
  type Components,
} from './responses.js';
import { COMMON_TIMES, timeChoices } from './time-preview.js';
import { askPrompt } from './time-ask-prompt.js';
import { assumedZoneNote, type Audience } from './zone-note.js';

const LIST_PREFIX = 'list';

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

export const remindCommand: CommandHandler = {
  async run(ctx, options) {
    const given: RemindOptions = {
      message: String(options['message'] ?? ''),
      repeat: options['repeat'] === undefined ? undefined : String(options['repeat']),
      times: typeof options['times'] === 'number' ? options['times'] : undefined,
      until: typeof options['until'] === 'string' ? options['until'] : undefined,
      // Where the caller may not post, a prompt's press delivers by DM.
      channelId: ctx.caller.channelRefused === true ? undefined : ctx.caller.botChannelId,
    };
    const time = String(options['time'] ?? '');
    const result = await remind(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      time,
      ...given,
      channelId: ctx.caller.botChannelId,
      channelRefused: ctx.caller.channelRefused,
    });
    if (!result.ok)
      return (await askPrompt(ctx, result, 'remind', given)) ?? timeErrorReply(ctx, result);
    const { content, components } = remindedReply(ctx, given, result, 'channel');
    return reply(content, components.length > 0 ? components : undefined);
  },
  async autocomplete(ctx, focused) {
    if (focused.name !== 'time') return choices([]);
    // One GetItem for the caller's zone; parsing and formatting take well under a millisecond.
    const profile = await ctx.deps.users.getProfile(ctx.caller.userId);
    const timeCtx = {
      now: ctx.deps.clock.now(),
      zone: resolveUserZone(profile.timezone, ctx.caller.locale).zone,
      locale: ctx.caller.locale,
    };
    return choices(
      timeChoices(focused.value, timeCtx, ctx.deps.translate, (text) =>
        suggestTimeExpressions(text, timeCtx),
      ),
    );
  },
};

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
  const end = DateTime.fromMillis(Date.parse(r.until ?? '') - 1, {
    zone: zoneOrUtc(r.zone),
    locale,
  });
  return end.toLocaleString(DateTime.DATE_MED_WITH_WEEKDAY);
}

/** `a`, `b` or `c` in the caller's language: user text in code spans (backticks dropped so a span cannot be broken out of). */
function codeList(items: readonly string[], locale: string): string {
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
    const list = examples.length > 0 ? (examples as readonly string[]) : COMMON_TIMES.slice(1, 4);
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

function reminderLine(ctx: Ctx, r: Reminder): string {
  const done = `${r.isActive ? '' : ` · ${ctx.t('list.completed')}`}${r.undelivered ? ` · ${ctx.t('list.undelivered')}` : ''}`;
  const repeat = r.repeatPattern === 'none' ? '' : ' 🔁';
  return `${discordTime(Date.parse(r.remindTime), 'f')} · ${truncate(r.message.replace(/\s+/g, ' '), limits.listMessageChars)} · \`${r.id}\`${repeat}${done}`;
}

function listView(
  ctx: Ctx,
  view: ReminderPage,
  showCompleted: boolean,
): { content: string; components: Components } {
  if (view.total === 0) return { content: ctx.t('list.empty'), components: [] };
  const title = ctx.t(showCompleted ? 'list.title_completed' : 'list.title');
  const lines = view.items.map((r) => reminderLine(ctx, r));
  const footer =
    view.pageCount > 1
      ? `\n${ctx.t('list.page', { page: view.page + 1, pages: view.pageCount })}`
      : '';
  const content = `**${title}**\n${lines.join('\n')}${footer}`;
  const first = view.items[0];
  const last = view.items[view.items.length - 1];
  if (view.pageCount <= 1 || !first || !last) return { content, components: [] };
  // Previous/Next carry the owner's id (nobody else can page) and a cursor: the first or last
  // reminder shown, in the list's order: 4+1+20+3+2+9+1+16 = 56 characters at most (limit 100).
  const cursor = (r: Reminder, direction: 'a' | 'b'): string =>
    `${LIST_PREFIX}:${ctx.caller.userId}:${showCompleted ? 1 : 0}:${direction}:${Date.parse(r.remindTime).toString(36)}:${r.id}`;
  return {
    content,
    components: pager(ctx, view.page, view.pageCount, (target) =>
      target < view.page ? cursor(first, 'b') : cursor(last, 'a'),
    ),
  };
}

export const listRemindersCommand: CommandHandler = {
  async run(ctx, options) {
    const showCompleted = options['show_completed'] === true;
    const view = await listReminders(ctx.deps, { userId: ctx.caller.userId, showCompleted });
    const { content, components } = listView(ctx, view, showCompleted);
    return listingReply(ctx, content, components);
  },
};

/** The cursor of a `list:` custom_id; undefined (the first page) for anything else, such as an older button. */
function readCursor(
  direction: string | undefined,
  at36: string | undefined,
  id: string | undefined,
): ReminderCursor | undefined {
  const remindMs = at36 === undefined ? NaN : parseInt(at36, 36);
  if ((direction !== 'a' && direction !== 'b') || !Number.isSafeInteger(remindMs) || !id)
    return undefined;
  return { direction: direction === 'a' ? 'after' : 'before', remindMs, id };
}

/** Previous/Next on a reminder list: `list:<owner>:<showCompleted>:<a|b>:<remind ms, base 36>:<id>`. */
export const listPageButton: ComponentHandler = {
  prefix: LIST_PREFIX,
  async run(ctx, [owner, completed, direction, at36, id]): Promise<APIInteractionResponse> {
    if (owner !== ctx.caller.userId)
      return errorReply(ctx, 'list_reminders', { ok: false, error: 'not_your_button' });
    const showCompleted = completed === '1';
    const view = await listReminders(ctx.deps, {
      userId: owner,
      showCompleted,
      cursor: readCursor(direction, at36, id),
    });
    const { content, components } = listView(ctx, view, showCompleted);
    return updateMessage(content, components);
  },
};

/** A reminder's message on one line, cut to `max` characters: how confirmations name it. */
function messageExcerpt(r: Reminder, max: number = limits.listMessageChars): string {
  return truncate(r.message.replace(/\s+/g, ' '), max);
}

/**
 * An autocomplete choice: when it is due in the caller's zone (Discord shows choice names as
 * plain text, so no `<t:…>`), the message cut to fit 100 characters, the id; finished ones marked.
 */
function suggestion(ctx: Ctx, r: Reminder, zone: string): { name: string; value: string } {
  const head = `${r.isActive ? '' : `${ctx.t('list.completed')} · `}${formatDefault(Date.parse(r.remindTime), zone)} · `;
  const tail = ` · ${r.id}`;
  return {
    name: `${head}${messageExcerpt(r, Math.max(10, 100 - [...head].length - [...tail].length))}${tail}`,
    value: r.id,
  };
}

export const deleteReminderCommand: CommandHandler = {
  async run(ctx, options) {
    const result = await deleteReminder(ctx.deps, {
      userId: ctx.caller.userId,
      id: String(options['reminder_id'] ?? ''),
    });
    if (!result.ok) return errorReply(ctx, 'delete_reminder', result);
    return reply(
      ctx.t('delete.deleted', { id: result.reminder.id, message: messageExcerpt(result.reminder) }),
    );
  },
  async autocomplete(ctx, focused) {
    const [found, profile] = await Promise.all([
      suggestReminders(ctx.deps, { userId: ctx.caller.userId, query: focused.value }),
      ctx.deps.users.getProfile(ctx.caller.userId),
    ]);
    const zone = resolveUserZone(profile.timezone, ctx.caller.locale).zone;
    return choices(found.map((r) => suggestion(ctx, r, zone)));
  },
};

/**
 * What the schedule commands share: error replies with schedule wording and the spec's (spec-notes.md, Errors and context labels)
 * context label, and the texts that name events, times and recurrences.
 */
import {
  ButtonStyle,
  ComponentType,
  type APIButtonComponent,
  type APIInteractionResponse,
} from 'discord-api-types/v10';
import type { Conflict } from '../domain/conflicts.js';
import { classifyScheduleError, type UserError } from '../domain/errors.js';
import type { EventTiming } from '../domain/event.js';
import { describeRecurrence } from '../domain/recurrence-text.js';
import { escapeMarkdown } from '../domain/discord-markdown.js';
import { scheduleLimits, type EventRecord } from '../domain/schedule.js';
import { eventWallClock } from '../domain/event-text.js';
import type { Ctx } from './context.js';
import type { AskCommand } from '../usecases/schedule-ports.js';
import { codeList, timeErrorReply } from './reminder-replies.js';
import { askPrompt } from './time-ask-prompt.js';
import { discordTime, ephemeral, truncate, type Components } from './responses.js';
import { customIds } from './custom-ids.js';

/** The spec's (spec-notes.md, Errors and context labels) context label for schedule errors: `<command>:<event id or 'unknown'>`. */
export function scheduleLabel(command: string, eventId?: string): string {
  // Cut: a label names what was asked for, and a typed id can be thousands of characters.
  return `${command}:${eventId?.trim().slice(0, 40) || 'unknown'}`;
}

/**
 * An expected mistake in a schedule command, ephemeral. Wording is looked up most specific
 * first: `errors.schedule.<command>.<key>`, `errors.schedule.<key>` (e.g. the schedule's
 * own "Use HH:MM" for invalid_time_format), then the shared `errors.<key>`.
 */
export function scheduleErrorReply(
  ctx: Ctx,
  command: string,
  eventId: string | undefined,
  err: UserError,
): APIInteractionResponse {
  const context = scheduleLabel(command, eventId);
  // A date or time the reader could not read, or read two ways: what /remind answers, with the
  // closest readable forms or the readings spelled out.
  if (err.params?.['examples'] !== undefined) return timeErrorReply(ctx, err, context);
  ctx.deps.log.info('user_error', { context, key: err.error, userId: ctx.caller.userId });
  const params: Record<string, unknown> = { ...err.params };
  if (typeof params['typed'] === 'string')
    params['typed'] = codeList([params['typed']], ctx.caller.locale);
  if (typeof params['retryAt'] === 'number')
    params['retry'] = discordTime(params['retryAt'] * 1000, 'T'); // a clock time: true at any reading time, unlike 'R'
  return ephemeral(
    ctx.t(
      [
        `errors.schedule.${command}.${err.error}`,
        `errors.schedule.${err.error}`,
        `errors.${err.error}`,
      ],
      params,
    ),
  );
}

/**
 * A schedule command's refusal: the time prompt when its date and time have several readings
 * (`input`: the options the press completes; undefined after a press, which does not ask again),
 * else the error.
 */
export async function scheduleRefusal(
  ctx: Ctx,
  ask: AskCommand,
  eventId: string | undefined,
  err: UserError,
  input: Readonly<Record<string, unknown>> | undefined,
): Promise<APIInteractionResponse> {
  const asked = input === undefined ? undefined : await askPrompt(ctx, err, ask, input);
  const command = ask === 'schedule_change' ? 'schedule_create' : ask;
  return asked ?? scheduleErrorReply(ctx, command, eventId, err);
}

/** Errors from the AWS SDK carry `$metadata`: storage failures, whatever their wording. */
function isStorageError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && '$metadata' in err;
}

/**
 * Runs a schedule handler; an exception is reported with the context label and answered
 * with the spec's (spec-notes.md, Schedule error classifier) schedule classifier applied to its text. Storage errors are
 * database_error outright: DynamoDB's "Requested resource not found" (a missing table) is
 * not the user's event being missing.
 */
export async function guard(
  ctx: Ctx,
  command: string,
  eventId: string | undefined,
  run: () => Promise<APIInteractionResponse>,
): Promise<APIInteractionResponse> {
  try {
    return await run();
  } catch (err) {
    ctx.deps.log.error(scheduleLabel(command, eventId), err, { userId: ctx.caller.userId });
    const key = isStorageError(err)
      ? 'database_error'
      : classifyScheduleError(err instanceof Error ? err.message : String(err));
    return ephemeral(
      ctx.t([`errors.schedule.${command}.${key}`, `errors.schedule.${key}`, `errors.${key}`]),
    );
  }
}

/** `<t:…:F> (<t:…:R>)`: rendered by Discord in each viewer's zone and language. */
export function when(ms: number): string {
  return `${discordTime(ms, 'F')} (${discordTime(ms, 'R')})`;
}

/**
 * A time of an event: its own wall clock and zone as text (the same for every viewer), then
 * Discord's timestamp labelled as the viewer's time, e.g.
 * "2026-06-16 09:00 America/New_York (your time: <t:…:F>, <t:…:R>)"; in the viewer's own saved
 * zone, "2026-06-16 09:00 America/New_York (<t:…:R>)".
 */
export function eventWhen(
  ctx: Ctx,
  timing: Pick<EventTiming, 'timezone'>,
  ms: number,
  inOwnZone = false,
): string {
  // In the viewer's own saved zone both say the same time: once, with how far ahead.
  if (inOwnZone)
    return ctx.t('schedule.when_own', {
      local: eventWallClock(timing, ms),
      relative: discordTime(ms, 'R'),
    });
  return ctx.t('schedule.when', {
    local: eventWallClock(timing, ms),
    yours: discordTime(ms, 'F'),
    relative: discordTime(ms, 'R'),
  });
}

/** The recurrence in words ("daily", "every 2 weeks on Friday", "every last Friday of the month"); '' for none. */
export function recurrenceText(ctx: Ctx, timing: EventTiming): string {
  return describeRecurrence(
    ctx.deps.translate,
    ctx.caller.locale,
    timing.recurrencePattern,
    timing.recurrenceData,
    { anchor: { time: timing.start, zone: timing.timezone } },
  );
}

/** The confirmation of a new event: id, title, date and time, duration, recurrence, location, description. */
export function createdText(ctx: Ctx, event: EventRecord, inOwnZone = false): string {
  const recurrence = recurrenceText(ctx, event.timing);
  const params = {
    id: event.id,
    title: event.title,
    when: eventWhen(ctx, event.timing, event.timing.start, inOwnZone),
    duration: ctx.t('units.minute', { count: event.timing.durationMinutes }),
    recurrence,
  };
  let text = ctx.t(recurrence ? 'schedule.created_recurring' : 'schedule.created', params);
  if (event.location) text += `\n📍 ${escapeMarkdown(event.location)}`;
  if (event.description)
    text += `\n${ctx.t('schedule.description_line', { description: event.description })}`;
  return text;
}

function button(
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Danger,
  label: string,
  customId: string,
): APIButtonComponent {
  return { type: ComponentType.Button, style, label, custom_id: customId };
}

/**
 * The conflict prompt: what overlaps (each event with its time) and the choices. A create
 * offers Create anyway / Change time / Cancel; an edit, Apply anyway / Cancel.
 */
export function conflictPrompt(
  ctx: Ctx,
  kind: 'create' | 'edit',
  outcome: {
    readonly event: EventRecord;
    readonly draftId: string;
    readonly conflicts: readonly Conflict[];
  },
): { content: string; components: Components } {
  const owner = ctx.caller.userId;
  const lines = outcome.conflicts.map(
    (c) =>
      `• **${truncate(c.title, scheduleLimits.listTitleChars)}** · ${discordTime(c.occurrence.start, 'f')} – ${discordTime(c.occurrence.end, 't')} · \`${c.eventId}\``,
  );
  const expires = discordTime(ctx.deps.clock.now() + scheduleLimits.draftTtlMs, 'R');
  const head = ctx.t(`schedule.conflict.${kind}`, {
    title: outcome.event.title,
    when: eventWhen(ctx, outcome.event.timing, outcome.event.timing.start),
  });
  const content = `${head}\n${lines.join('\n')}\n${ctx.t(`schedule.conflict.choose_${kind}`, { expires })}`;
  const id = (prefix: string, action: string): string =>
    `${prefix}:${owner}:${outcome.draftId}:${action}`;
  const buttons =
    kind === 'create'
      ? [
          button(
            ButtonStyle.Danger,
            ctx.t('schedule.button.create_anyway'),
            id(customIds.schedule.choice, 'force'),
          ),
          button(
            ButtonStyle.Primary,
            ctx.t('schedule.button.change_time'),
            id(customIds.schedule.choice, 'change'),
          ),
          button(
            ButtonStyle.Secondary,
            ctx.t('schedule.button.cancel'),
            id(customIds.schedule.choice, 'cancel'),
          ),
        ]
      : [
          button(
            ButtonStyle.Danger,
            ctx.t('schedule.button.apply_anyway'),
            id(customIds.schedule.edit, 'apply'),
          ),
          button(
            ButtonStyle.Secondary,
            ctx.t('schedule.button.cancel'),
            id(customIds.schedule.edit, 'cancel'),
          ),
        ];
  return { content, components: [{ type: ComponentType.ActionRow, components: buttons }] };
}

/** Buttons carry their owner's id; anyone else pressing them gets not_your_button. */
export function notYours(ctx: Ctx, owner: string | undefined): boolean {
  return owner !== ctx.caller.userId;
}

import { ButtonStyle, ComponentType, type APIInteractionResponse } from 'discord-api-types/v10';
import { escapeMarkdown } from '../domain/discord-markdown.js';
import { eventEnd, scheduleLimits, type EventRecord } from '../domain/schedule.js';
import {
  deleteEvent,
  deleteOccurrences,
  editEvent,
  findEvent,
  suggestEvents,
  type EditOutcome,
} from '../usecases/schedule-edit.js';
import type { definition as deleteDefinition } from './commands/schedule-delete.js';
import type { definition as editDefinition } from './commands/schedule-edit.js';
import type { HandlerOf } from './commands/unit.js';
import { confirmationVisibility, type ComponentHandler, type Ctx } from './context.js';
import {
  choices,
  discordTime,
  ephemeral,
  truncate,
  updateMessage,
  visibleReply,
} from './responses.js';
import {
  conflictPrompt,
  guard,
  notYours,
  scheduleErrorReply,
  scheduleRefusal,
  eventWhen,
} from './schedule-render.js';
import { customIds } from './custom-ids.js';
import type { TimeReading } from '../domain/time-expression.js';
import { occurrenceScopes, type OccurrenceScope } from '../domain/event-exceptions.js';

const DELETE_PREFIX = customIds.schedule.delete;

/** Autocomplete for every `event_id` option: the caller's own events, `evt_… · title`. */
export async function eventIdChoices(
  ctx: Ctx,
  focused: { name: string; value: string },
): Promise<APIInteractionResponse> {
  if (focused.name !== 'event_id') return choices([]);
  const found = await suggestEvents(ctx.deps, { userId: ctx.caller.userId, query: focused.value });
  return choices(
    found.map((e) => ({
      name: `${e.id} · ${truncate(e.title.replace(/\s+/g, ' '), 70)}`,
      value: e.id,
    })),
  );
}

/** What an edit changed on `e`, in words. */
function changeText(ctx: Ctx, field: string, e: EventRecord): string {
  switch (field) {
    case 'title':
      return ctx.t('schedule.change.title', { value: e.title });
    case 'description':
      return e.description
        ? ctx.t('schedule.change.description', { value: e.description })
        : ctx.t('schedule.change.description_cleared');
    case 'location':
      return e.location
        ? ctx.t('schedule.change.location', { value: escapeMarkdown(e.location) })
        : ctx.t('schedule.change.location_cleared');
    case 'duration':
      return ctx.t('schedule.change.duration', {
        count: e.timing.durationMinutes,
        end: eventWhen(ctx, e.timing, eventEnd(e.timing)),
      });
    default:
      return ctx.t('schedule.change.start', { when: eventWhen(ctx, e.timing, e.timing.start) });
  }
}

/**
 * "✏️ Event evt_… updated: <what changed>."; for an occurrence edit, the new event, the series it
 * came from and the occurrence's date (linked reminders stay with the series).
 */
export function editedText(
  ctx: Ctx,
  outcome: Extract<EditOutcome, { kind: 'updated' | 'split' }>,
): string {
  const e = outcome.event;
  const change = changeText(ctx, outcome.field, e);
  if (outcome.kind === 'updated') return ctx.t('schedule.edited', { id: e.id, change });
  return ctx.t(`schedule.${outcome.scope === 'this' ? 'occurrence_edited' : 'following_edited'}`, {
    id: e.id,
    series: outcome.series.id,
    title: truncate(outcome.series.title, scheduleLimits.listTitleChars),
    date: discordTime(outcome.at, 'F'),
    change,
  });
}

/** One /schedule_edit as typed (what a time prompt keeps for its press). */
export interface ScheduleEditOptions {
  readonly eventId: string;
  readonly field: string;
  readonly value: string;
  /** An occurrence's date, and whether the edit is for it alone, it and the following, or all. */
  readonly occurrence?: string | undefined;
  readonly scope?: OccurrenceScope | undefined;
}

/**
 * Applies the edit and answers: the change (in chat, or in place of the time or zone prompt when
 * answering its press), the Apply anyway / Cancel prompt, the time prompt when a date or time
 * value has several readings, or the error.
 */
export async function editEventReply(
  ctx: Ctx,
  options: ScheduleEditOptions,
  chosen?: TimeReading,
  fromPrompt = chosen !== undefined,
): Promise<APIInteractionResponse> {
  const result = await editEvent(ctx.deps, {
    ...options,
    userId: ctx.caller.userId,
    locale: ctx.caller.locale,
    chosen,
  });
  if (!result.ok)
    return scheduleRefusal(
      ctx,
      'schedule_edit',
      options.eventId,
      result,
      fromPrompt ? undefined : { ...options },
    );
  const prompt = result.kind === 'conflicts' ? conflictPrompt(ctx, 'edit', result) : undefined;
  const content = result.kind === 'conflicts' ? (prompt?.content ?? '') : editedText(ctx, result);
  const components = prompt?.components ?? [];
  if (fromPrompt) return updateMessage(content, components);
  return prompt === undefined
    ? visibleReply(await confirmationVisibility(ctx), content)
    : ephemeral(content, components);
}

/**
 * /schedule_edit: the change (private outside the bot's DM unless `replies: public`), or an
 * ephemeral prompt (Apply anyway / Cancel, a time to pick).
 */
export const scheduleEditCommand: HandlerOf<typeof editDefinition> = {
  run(ctx, options) {
    const eventId = options.event_id;
    return guard(ctx, 'schedule_edit', eventId, () =>
      editEventReply(ctx, {
        eventId,
        field: options.field,
        value: options.value,
        occurrence: options.occurrence,
        scope: readScope(options.scope, options.occurrence === undefined ? 'all' : 'this'),
      }),
    );
  },
  autocomplete: eventIdChoices,
};

function deletePrompt(ctx: Ctx, event: EventRecord): APIInteractionResponse {
  const id = (action: string): string =>
    `${DELETE_PREFIX}:${ctx.caller.userId}:${event.id}:${action}`;
  return ephemeral(
    ctx.t('schedule.delete_prompt', {
      id: event.id,
      title: truncate(event.title, scheduleLimits.listTitleChars),
      when: eventWhen(ctx, event.timing, event.timing.start),
    }),
    [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            label: ctx.t('schedule.button.delete'),
            custom_id: id('yes'),
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            label: ctx.t('schedule.button.keep'),
            custom_id: id('no'),
          },
        ],
      },
    ],
  );
}

/** /schedule_delete: with confirm:true deletes at once; confirm:false asks first (Delete / Keep). */
export const scheduleDeleteCommand: HandlerOf<typeof deleteDefinition> = {
  run(ctx, options) {
    const eventId = options.event_id;
    return guard(ctx, 'schedule_delete', eventId, async () => {
      // One occurrence, or it and the following ones: named explicitly, so applied at once.
      if (options.occurrence !== undefined) return occurrenceDeleted(ctx, options);
      if (!options.confirm) {
        const found = await findEvent(ctx.deps, { userId: ctx.caller.userId, eventId });
        return found.ok
          ? deletePrompt(ctx, found.event)
          : scheduleErrorReply(ctx, 'schedule_delete', eventId, found);
      }
      const result = await deleteEvent(ctx.deps, {
        userId: ctx.caller.userId,
        eventId,
        locale: ctx.caller.locale,
      });
      if (!result.ok) return scheduleErrorReply(ctx, 'schedule_delete', eventId, result);
      return visibleReply(
        await confirmationVisibility(ctx),
        ctx.t('schedule.deleted', {
          id: result.id,
          title: truncate(result.title, scheduleLimits.listTitleChars),
        }),
      );
    });
  },
  autocomplete: eventIdChoices,
};

/** Delete / Keep on the prompt: `sd:<owner>:<event id>:<yes|no>`. */
export const deleteButton: ComponentHandler = {
  prefix: DELETE_PREFIX,
  run(ctx, [owner, eventId = '', action]) {
    if (notYours(ctx, owner))
      return Promise.resolve(
        scheduleErrorReply(ctx, 'schedule_delete', eventId, {
          ok: false,
          error: 'not_your_button',
        }),
      );
    return guard(ctx, 'schedule_delete', eventId, async () => {
      if (action !== 'yes')
        return updateMessage(ctx.t('schedule.delete_kept', { id: eventId }), []);
      const result = await deleteEvent(ctx.deps, {
        userId: ctx.caller.userId,
        eventId,
        locale: ctx.caller.locale,
      });
      if (!result.ok) return scheduleErrorReply(ctx, 'schedule_delete', eventId, result);
      return updateMessage(
        ctx.t('schedule.deleted', {
          id: result.id,
          title: truncate(result.title, scheduleLimits.listTitleChars),
        }),
        [],
      );
    });
  },
};

/** The `scope` option's value, or the command's default. */
function readScope(value: string | undefined, fallback: OccurrenceScope): OccurrenceScope {
  return occurrenceScopes.find((s) => s === value) ?? fallback;
}

/** /schedule_delete occurrence:<date> [scope]: 'this' by default. */
async function occurrenceDeleted(
  ctx: Ctx,
  options: { readonly event_id: string; readonly occurrence?: string; readonly scope?: string },
): Promise<APIInteractionResponse> {
  const scope = readScope(options.scope, 'this');
  const result = await deleteOccurrences(ctx.deps, {
    userId: ctx.caller.userId,
    eventId: options.event_id,
    occurrence: options.occurrence ?? '',
    scope,
    locale: ctx.caller.locale,
  });
  if (!result.ok) return scheduleErrorReply(ctx, 'schedule_delete', options.event_id, result);
  const title = truncate(result.title, scheduleLimits.listTitleChars);
  const visibility = await confirmationVisibility(ctx);
  if (result.scope === 'all')
    return visibleReply(visibility, ctx.t('schedule.deleted', { id: result.id, title }));
  return visibleReply(
    visibility,
    ctx.t(`schedule.${result.scope === 'this' ? 'occurrence_deleted' : 'following_deleted'}`, {
      id: result.id,
      title,
      date: discordTime(result.at, 'F'),
    }),
  );
}

/**
 * The schedule's buttons and modal: conflict choices on create (`sc`) and edit (`se`), the
 * Change time modal (`sm`), delete confirmation (`sd`) and list pages (`sl`). Each custom_id
 * carries the owner's id; the draft behind a choice is checked again (owner, expiry).
 */
import { cardButton } from './event-card.js';
import { blockInviterButton, noticeAnswerButton, shareSelect } from './event-share.js';
import { participantsPageButton } from './event-participants.js';
import {
  cancelDraft,
  changeTime,
  createAnyway,
  draftTimes,
  type CreateEventOutcome,
} from '../usecases/schedule-create.js';
import { applyEditAnyway } from '../usecases/schedule-edit.js';
import { formatDefault } from '../domain/zones.js';
import type { APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import type { TimeReading } from '../domain/time-expression.js';
import type { ComponentHandler, Ctx } from './context.js';
import { modal, updateMessage } from './responses.js';
import { advanceReminderLine } from './advance-reminder.js';
import { deleteButton, editedText } from './schedule-edit-command.js';
import { schedulePageButton } from './schedule-list-command.js';
import {
  conflictPrompt,
  createdText,
  guard,
  notYours,
  scheduleErrorReply,
  scheduleRefusal,
} from './schedule-render.js';
import { customIds } from './custom-ids.js';

const MODAL_PREFIX = customIds.schedule.modal;

function failed(ctx: Ctx, command: string, err: UserError) {
  return scheduleErrorReply(ctx, command, undefined, err);
}

async function created(ctx: Ctx, outcome: CreateEventOutcome) {
  if (outcome.kind === 'created')
    return updateMessage(
      createdText(ctx, outcome.event) + (await advanceReminderLine(ctx, outcome.event)),
      [],
    );
  const prompt = conflictPrompt(ctx, 'create', outcome);
  return updateMessage(prompt.content, prompt.components);
}

/** Create anyway / Change time / Cancel: `sc:<owner>:<draft>:<force|change|cancel>`. */
const createChoice: ComponentHandler = {
  prefix: customIds.schedule.choice,
  run(ctx, [owner, draftId = '', action]) {
    if (notYours(ctx, owner))
      return Promise.resolve(
        failed(ctx, 'schedule_create', { ok: false, error: 'not_your_button' }),
      );
    return guard(ctx, 'schedule_create', undefined, async () => {
      const input = { userId: ctx.caller.userId, draftId, locale: ctx.caller.locale };
      if (action === 'force') {
        const result = await createAnyway(ctx.deps, input);
        return result.ok ? created(ctx, result) : failed(ctx, 'schedule_create', result);
      }
      if (action === 'change') {
        const draft = await draftTimes(ctx.deps, input);
        if (!draft.ok) return failed(ctx, 'schedule_create', draft);
        const t = draft.event.timing;
        const [date = '', time = ''] = formatDefault(t.start, t.timezone).split(' ');
        return modal(
          `${MODAL_PREFIX}:${ctx.caller.userId}:${draftId}`,
          ctx.t('schedule.modal.title'),
          [
            { customId: 'date', label: ctx.t('schedule.modal.date'), value: date, maxLength: 100 },
            { customId: 'time', label: ctx.t('schedule.modal.time'), value: time, maxLength: 100 },
            {
              customId: 'duration',
              label: ctx.t('schedule.modal.duration'),
              value: String(t.durationMinutes),
              maxLength: 6,
            },
          ],
        );
      }
      const result = await cancelDraft(ctx.deps, input);
      return result.ok
        ? updateMessage(ctx.t('schedule.conflict.cancelled'), [])
        : failed(ctx, 'schedule_create', result);
    });
  },
};

/** The Change time modal's answer as typed (what a time prompt keeps for its press). */
export interface ChangeTimeOptions {
  readonly draftId: string;
  readonly date: string;
  readonly time: string;
  readonly duration: string;
}

/**
 * Checks the new time and answers in place of the conflict prompt: created, still overlapping,
 * the time prompt when the date and time have several readings (its press comes back here with
 * `chosen`), or the error.
 */
export async function changeTimeReply(
  ctx: Ctx,
  options: ChangeTimeOptions,
  chosen?: TimeReading,
): Promise<APIInteractionResponse> {
  const result = await changeTime(ctx.deps, {
    ...options,
    userId: ctx.caller.userId,
    locale: ctx.caller.locale,
    chosen,
  });
  if (result.ok) return created(ctx, result);
  return scheduleRefusal(
    ctx,
    'schedule_change',
    undefined,
    result,
    chosen ? undefined : { ...options },
  );
}

/** The Change time modal's submit: `sm:<owner>:<draft>` with date, time, duration. */
const changeTimeModal: ComponentHandler = {
  prefix: MODAL_PREFIX,
  run(ctx, [owner, draftId = ''], fields) {
    if (notYours(ctx, owner))
      return Promise.resolve(
        failed(ctx, 'schedule_create', { ok: false, error: 'not_your_button' }),
      );
    return guard(ctx, 'schedule_create', undefined, () =>
      changeTimeReply(ctx, {
        draftId,
        date: fields['date'] ?? '',
        time: fields['time'] ?? '',
        duration: fields['duration'] ?? '',
      }),
    );
  },
};

/** Apply anyway / Cancel on an edit that overlaps: `se:<owner>:<draft>:<apply|cancel>`. */
const editChoice: ComponentHandler = {
  prefix: customIds.schedule.edit,
  run(ctx, [owner, draftId = '', action]) {
    if (notYours(ctx, owner))
      return Promise.resolve(failed(ctx, 'schedule_edit', { ok: false, error: 'not_your_button' }));
    return guard(ctx, 'schedule_edit', undefined, async () => {
      const input = { userId: ctx.caller.userId, draftId, locale: ctx.caller.locale };
      if (action === 'apply') {
        const result = await applyEditAnyway(ctx.deps, input);
        if (!result.ok) return failed(ctx, 'schedule_edit', result);
        // A draft only ever holds an update; 'conflicts' cannot come back from applying one.
        return result.kind === 'conflicts'
          ? updateMessage('', [])
          : updateMessage(editedText(ctx, result), []);
      }
      const result = await cancelDraft(ctx.deps, input);
      return result.ok
        ? updateMessage(ctx.t('schedule.conflict.edit_cancelled'), [])
        : failed(ctx, 'schedule_edit', result);
    });
  },
};

export const scheduleComponents: readonly ComponentHandler[] = [
  createChoice,
  changeTimeModal,
  editChoice,
  deleteButton,
  schedulePageButton,
  cardButton,
  participantsPageButton,
  shareSelect,
  noticeAnswerButton,
  blockInviterButton,
];

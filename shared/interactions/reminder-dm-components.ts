/**
 * The components on a reminder DM (shared/domain/reminder-dm.ts builds them): the Snooze menu
 * and its Custom… modal, Done, Stop repeating and its confirmation. Each answers only the
 * owner named in its custom_id, and says so plainly when the reminder is gone.
 */
import type { APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { seriesNext } from '../domain/series-controls.js';
import {
  CUSTOM_SNOOZE,
  dmComponents,
  dmCustomId,
  dmPrefixes,
  hasSeriesControls,
} from '../domain/reminder-dm.js';
import { muteParticipantReminders } from '../usecases/participant-reminders.js';
import { doneReminder, snoozeReminder, stopRepeating } from '../usecases/reminder-actions.js';
import { confirmRow, errorReply, type ComponentHandler, type Ctx } from './context.js';
import { timeErrorReply } from './reminder-replies.js';
import { askPrompt } from './time-ask-prompt.js';
import type { TimeReading } from '../domain/time-expression.js';
import { discordTime, ephemeral, modal, updateMessage } from './responses.js';
import { seriesControlComponents } from './series-control-components.js';

const CONTEXT = 'reminder_dm';

function failed(ctx: Ctx, err: UserError): APIInteractionResponse {
  if (err.error === 'invalid_time_format' || err.error === 'time_ambiguous')
    return timeErrorReply(ctx, err, CONTEXT);
  const at = err.params?.['at'];
  if (err.error === 'already_snoozed' && typeof at === 'number') {
    ctx.deps.log.info('user_error', {
      context: CONTEXT,
      key: err.error,
      userId: ctx.caller.userId,
    });
    return ephemeral(
      ctx.t('errors.already_snoozed', {
        when: `${discordTime(at * 1000, 'f')} (${discordTime(at * 1000, 'R')})`,
      }),
    );
  }
  return errorReply(ctx, CONTEXT, err);
}

/** The DM's own arguments, `<owner>:<id>:<key>`; null (answered "not your button") for anyone but the owner. */
function ownRef(
  ctx: Ctx,
  [owner, id = '', key = '']: readonly string[],
): { owner: string; id: string; key: string } | null {
  return owner === ctx.caller.userId && id !== '' && key !== '' ? { owner, id, key } : null;
}

const notYours = (ctx: Ctx): Promise<APIInteractionResponse> =>
  Promise.resolve(errorReply(ctx, CONTEXT, { ok: false, error: 'not_your_reminder' }));

async function snoozed(
  ctx: Ctx,
  ref: { id: string; key: string },
  choice: { preset?: string; text?: string },
): Promise<APIInteractionResponse> {
  const result = await snoozeReminder(ctx.deps, {
    userId: ctx.caller.userId,
    locale: ctx.caller.locale,
    id: ref.id,
    key: ref.key,
    ...choice,
  });
  if (!result.ok)
    return (
      (await askPrompt(ctx, result, 'snooze', { id: ref.id, key: ref.key })) ?? failed(ctx, result)
    );
  return snoozedReply(ctx, result.atMs);
}

/** After a snooze: the DM (or the time prompt pressed) keeps its embed; its menu and button go (the snooze's own DM brings new ones). */
export function snoozedReply(ctx: Ctx, atMs: number): APIInteractionResponse {
  return updateMessage(
    ctx.t('dm.snoozed', { when: `${discordTime(atMs, 'F')} (${discordTime(atMs, 'R')})` }),
    [],
  );
}

/**
 * A snooze whose Custom… time was asked about, completed with the reading pressed (or, after the
 * zone prompt, `text` read again: `ask` answers an error, which may be a prompt of its own).
 */
export async function snoozeChosen(
  ctx: Ctx,
  ref: { id: string; key: string },
  text: string,
  chosen: TimeReading | undefined,
  ask: (err: UserError, otherwise: () => APIInteractionResponse) => Promise<APIInteractionResponse>,
): Promise<APIInteractionResponse> {
  const result = await snoozeReminder(ctx.deps, {
    userId: ctx.caller.userId,
    locale: ctx.caller.locale,
    id: ref.id,
    key: ref.key,
    text,
    chosen,
  });
  return result.ok ? snoozedReply(ctx, result.atMs) : ask(result, () => failed(ctx, result));
}

/** The Snooze menu: `rs:<owner>:<id>:<key>`; Custom… opens the modal, a preset snoozes at once. */
const snoozeMenu: ComponentHandler = {
  prefix: dmPrefixes.snooze,
  run(ctx, args, _fields, values = []) {
    const ref = ownRef(ctx, args);
    if (!ref) return notYours(ctx);
    const choice = values[0] ?? '';
    if (choice !== CUSTOM_SNOOZE) return snoozed(ctx, ref, { preset: choice });
    return Promise.resolve(
      modal(dmCustomId(dmPrefixes.custom, ref), ctx.t('dm.custom_title'), [
        {
          customId: 'time',
          label: ctx.t('dm.custom_label'),
          placeholder: ctx.t('dm.custom_placeholder'),
          maxLength: limits.timeExpressionLength,
        },
      ]),
    );
  },
};

/** The Custom… modal's submit: `rm:<owner>:<id>:<key>` with `time`, any one-time expression. */
const customSnooze: ComponentHandler = {
  prefix: dmPrefixes.custom,
  run(ctx, args, fields) {
    const ref = ownRef(ctx, args);
    return ref ? snoozed(ctx, ref, { text: fields['time'] ?? '' }) : notYours(ctx);
  },
};

/** Done on a one-off: `rd:<owner>:<id>:<key>`. */
const done: ComponentHandler = {
  prefix: dmPrefixes.done,
  async run(ctx, args) {
    const ref = ownRef(ctx, args);
    if (!ref) return notYours(ctx);
    const result = await doneReminder(ctx.deps, { userId: ctx.caller.userId, id: ref.id });
    return result.ok ? updateMessage(ctx.t('dm.done_cleared'), []) : failed(ctx, result);
  },
};

/** Stop repeating: `rx:…` asks first, with Stop repeating (`ry:…`) and Keep (`rk:…`, the DM's components back). */
const stopAsk: ComponentHandler = {
  prefix: dmPrefixes.stop,
  run(ctx, args) {
    const ref = ownRef(ctx, args);
    if (!ref) return notYours(ctx);
    return Promise.resolve(
      updateMessage(
        ctx.t('dm.stop_confirm'),
        confirmRow(
          { label: ctx.t('dm.stop_yes'), customId: dmCustomId(dmPrefixes.stopConfirm, ref) },
          { label: ctx.t('dm.keep'), customId: dmCustomId(dmPrefixes.keep, ref) },
        ),
      ),
    );
  },
};

const stopConfirm: ComponentHandler = {
  prefix: dmPrefixes.stopConfirm,
  async run(ctx, args) {
    const ref = ownRef(ctx, args);
    if (!ref) return notYours(ctx);
    const result = await stopRepeating(ctx.deps, { userId: ctx.caller.userId, id: ref.id });
    return result.ok ? updateMessage(ctx.t('dm.stopped'), []) : failed(ctx, result);
  },
};

const keep: ComponentHandler = {
  prefix: dmPrefixes.keep,
  async run(ctx, args) {
    const ref = ownRef(ctx, args);
    if (!ref) return notYours(ctx);
    // Skip next and Pause come back on the reminder's own series (not on an event's).
    const stored = await ctx.deps.reminders.read(ref.owner, ref.id);
    const controls = stored !== null && hasSeriesControls(stored.reminder);
    const mute = stored?.reminder.eventOwnerId !== undefined;
    return updateMessage(
      '',
      dmComponents(
        {
          ...ref,
          repeating: true,
          controls,
          mute,
          ...(controls ? { skips: seriesNext(stored.reminder) } : {}),
        },
        ctx.caller.locale,
        ctx.deps.translate,
      ),
    );
  },
};

/** Mute reminders for this event: `rv:<owner>:<id>:<key>`, on a participant's reminder. */
const mute: ComponentHandler = {
  prefix: dmPrefixes.mute,
  async run(ctx, args) {
    const ref = ownRef(ctx, args);
    if (!ref) return notYours(ctx);
    const result = await muteParticipantReminders(ctx.deps, {
      userId: ctx.caller.userId,
      id: ref.id,
    });
    return result.ok ? updateMessage(ctx.t('participant.muted'), []) : failed(ctx, result);
  },
};

export const reminderDmComponents: readonly ComponentHandler[] = [
  snoozeMenu,
  customSnooze,
  done,
  stopAsk,
  stopConfirm,
  keep,
  mute,
  ...seriesControlComponents,
];

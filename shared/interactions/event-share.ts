/**
 * /schedule_share and the buttons of the DMs it leads to. The command answers the owner with a
 * user select (`ss:<event id>`, up to 25 users); its submit invites them (usecases/event-share.ts)
 * and the dispatcher sends each one invitation DM. On that DM, Going / Maybe / Can't go apply the
 * card's press rules (usecases/event-card.ts) and answer UPDATE_MESSAGE with the answer shown;
 * "Stop invitations from this person" blocks the owner.
 * @see https://discord.com/developers/docs/components/reference#user-select
 */
import {
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  type APIButtonComponent,
  type APIInteractionResponse,
} from 'discord-api-types/v10';
import { participationLimits } from '../domain/limits.js';
import {
  noticeActions,
  noticeMessage,
  noticePrefixes,
  type NoticeAction,
} from '../domain/notice.js';
import { answerCard, leaveEvent } from '../usecases/event-card.js';
import { shareEvent, type ShareOutcome } from '../usecases/event-share.js';
import type { definition } from './commands/schedule-share.js';
import type { HandlerOf } from './commands/unit.js';
import type { ComponentHandler, Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { discordTime, ephemeral, truncate, updateMessage } from './responses.js';
import { eventIdChoices } from './schedule-edit-command.js';
import { guard, scheduleErrorReply } from './schedule-render.js';
import { pressId } from './event-card.js';

const SELECT = customIds.schedule.share;

/** /schedule_share: the owner's event, then Discord's user picker (only the owner sees it). */
export const scheduleShareCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    const eventId = options.event_id;
    return guard(ctx, 'schedule_share', eventId, async () => {
      const event = await ctx.deps.events.get(ctx.caller.userId, eventId);
      if (!event)
        return scheduleErrorReply(ctx, 'schedule_share', eventId, {
          ok: false,
          error: 'event_not_found',
        });
      return ephemeral(
        ctx.t('invite.pick', {
          title: truncate(event.title, 100),
          max: participationLimits.maxPerShare,
        }),
        [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.UserSelect,
                custom_id: `${SELECT}:${event.id}`,
                placeholder: ctx.t('invite.placeholder'),
                min_values: 1,
                max_values: participationLimits.maxPerShare,
              },
            ],
          },
        ],
      );
    });
  },
  autocomplete: eventIdChoices,
};

const mentions = (ids: readonly string[]): string => ids.map((id) => `<@${id}>`).join(', ');

/** The owner's summary: invited, already answered, not delivered (never why), and what was refused. */
function summary(ctx: Ctx, result: Extract<ShareOutcome, { ok: true }>): string {
  const lines = [`**${truncate(result.event.title, 100)}**`];
  const line = (key: string, ids: readonly string[], params: Record<string, unknown> = {}) => {
    if (ids.length > 0) lines.push(ctx.t(key, { n: ids.length, users: mentions(ids), ...params }));
  };
  line('invite.invited', result.invited);
  line('invite.existing', result.existing);
  line('invite.not_delivered', [...result.notDelivered]);
  line('invite.refused', result.refused);
  line('invite.full', result.full, { max: participationLimits.maxParticipants });
  line('invite.over_limit', result.overLimit, {
    max: participationLimits.maxInvitationsPerDay,
    retry: result.retryAt !== undefined ? discordTime(result.retryAt, 'f') : '',
  });
  return lines.join('\n');
}

/** The user select's submit: `ss:<event id>`, by the owner (anyone else finds no event of theirs). */
export const shareSelect: ComponentHandler = {
  prefix: SELECT,
  run(ctx, [eventId = ''], _fields, values = [], bots = []) {
    return guard(ctx, 'schedule_share', eventId, async () => {
      const result = await shareEvent(ctx.deps, {
        ownerId: ctx.caller.userId,
        eventId,
        userIds: values,
        bots,
        locale: ctx.caller.locale,
        now: ctx.deps.clock.now(),
      });
      if (!result.ok) {
        if (result.error === 'event_not_found')
          return scheduleErrorReply(ctx, 'schedule_share', eventId, result);
        return ephemeral(ctx.t('invite.over_max', { max: result.max }));
      }
      return {
        type: InteractionResponseType.UpdateMessage,
        data: { content: summary(ctx, result), components: [], allowed_mentions: { parse: [] } },
      };
    });
  },
};

/** Going / Maybe / Can't go on a notice: `si:<event id>:<answer>:<owner id>`. */
export const noticeAnswerButton: ComponentHandler = {
  prefix: noticePrefixes.answer,
  run(ctx, [eventId = '', action = '', ownerId = '']) {
    return guard(ctx, 'schedule_share', eventId, async () => {
      if (!(noticeActions as readonly string[]).includes(action))
        return ephemeral(ctx.t('share.errors.not_shared'));
      if (action === 'leave') return leave(ctx, eventId, ownerId);
      const result = await answerCard(ctx.deps, {
        userId: ctx.caller.userId,
        eventId,
        ownerId,
        answer: action as Exclude<NoticeAction, 'leave'>,
        pressId: pressId(ctx),
        locale: ctx.caller.locale,
      });
      if (!result.ok)
        return ephemeral(
          ctx.t(`share.errors.${result.error}`, { max: participationLimits.maxParticipants }),
        );
      const message = noticeMessage(
        { kind: 'promoted', eventId, ownerId },
        {
          locale: ctx.caller.locale,
          event: result.view.event,
          nowMs: ctx.deps.clock.now(),
          status: result.status,
        },
        ctx.deps.translate,
      );
      return {
        type: InteractionResponseType.UpdateMessage,
        data: { content: '', ...message, allowed_mentions: { parse: [] } },
      };
    });
  },
};

/** Leave: the participant's row goes (a freed place moves the waitlist up); the DM shows they have no answer. */
async function leave(ctx: Ctx, eventId: string, ownerId: string): Promise<APIInteractionResponse> {
  const result = await leaveEvent(ctx.deps, {
    ownerId,
    eventId,
    userId: ctx.caller.userId,
    cause: pressId(ctx),
    locale: ctx.caller.locale,
  });
  if (!result.ok) return ephemeral(ctx.t('share.errors.not_shared'));
  const message = noticeMessage(
    { kind: 'promoted', eventId, ownerId },
    { locale: ctx.caller.locale, event: result.event, nowMs: ctx.deps.clock.now(), status: null },
    ctx.deps.translate,
  );
  return {
    type: InteractionResponseType.UpdateMessage,
    data: { content: '', ...message, allowed_mentions: { parse: [] } },
  };
}

/**
 * "Stop invitations from this person": `sb:<owner id>`; its private reply carries **Allow again**,
 * `sb:<owner id>:allow`, as does each stopped owner in `/settings`. Both act on the presser's own
 * list only, whoever's message the button is on.
 */
export const blockInviterButton: ComponentHandler = {
  prefix: noticePrefixes.block,
  run(ctx, [ownerId = '', action]) {
    return guard(ctx, 'schedule_share', undefined, async () => {
      if (!/^\d{1,20}$/.test(ownerId)) return ephemeral(ctx.t('share.errors.not_shared'));
      const owner = `<@${ownerId}>`;
      if (action === 'allow') {
        await ctx.deps.invitations.unblock(ctx.caller.userId, ownerId);
        return updateMessage(ctx.t('invite.allowed', { owner }), []);
      }
      await ctx.deps.invitations.block(ctx.caller.userId, ownerId);
      return ephemeral(ctx.t('invite.blocked', { owner }), [
        {
          type: ComponentType.ActionRow,
          components: [allowAgainButton(ctx.t('invite.allow_again'), ownerId)],
        },
      ]);
    });
  },
};

/** **Allow again** for invitations from `ownerId` (handled by {@link blockInviterButton}). */
export function allowAgainButton(label: string, ownerId: string): APIButtonComponent {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label,
    custom_id: `${noticePrefixes.block}:${ownerId}:allow`,
  };
}

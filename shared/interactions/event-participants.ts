/** /schedule_participants: the owner's list of who answered what, only to them, twenty a page. */
import type { APIInteractionResponse } from 'discord-api-types/v10';
import { leaveEvent, listParticipants } from '../usecases/event-card.js';
import { pressId } from './event-card.js';
import type { definition } from './commands/schedule-participants.js';
import type { HandlerOf } from './commands/unit.js';
import { listingReply, pager, type ComponentHandler, type Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { truncate, updateMessage } from './responses.js';
import { eventIdChoices } from './schedule-edit-command.js';
import { guard, notYours, scheduleErrorReply } from './schedule-render.js';
import { scheduleLimits } from '../domain/schedule.js';

const PREFIX = customIds.schedule.participants;

async function show(
  ctx: Ctx,
  eventId: string,
  page: number,
  asUpdate: boolean,
  note?: string,
): Promise<APIInteractionResponse> {
  const result = await listParticipants(ctx.deps, { userId: ctx.caller.userId, eventId, page });
  if (!result.ok) return scheduleErrorReply(ctx, 'schedule_participants', eventId, result);
  const title = truncate(result.event.title, scheduleLimits.listTitleChars);
  const lines = [
    ...(note !== undefined ? [note] : []),
    `**${ctx.t('share.participants.title', { title, id: result.event.id, n: result.total })}**`,
  ];
  if (result.total === 0) lines.push(ctx.t('share.participants.empty'));
  for (const r of result.rows) {
    const status = ctx.t(`share.status.${r.status}`);
    const undelivered = r.notDelivered ? ` · ${ctx.t('invite.not_delivered_mark')}` : '';
    lines.push(
      `<@${r.userId}> · ${status}${r.place !== undefined ? ` #${r.place}` : ''}${undelivered}`,
    );
  }
  if (result.pageCount > 1)
    lines.push(ctx.t('list.page', { page: result.page + 1, pages: result.pageCount }));
  const content = lines.join('\n');
  // The owner's id rides in the custom_id: nobody else can page through the list.
  const components =
    result.pageCount > 1
      ? pager(
          ctx,
          result.page,
          result.pageCount,
          (n) => `${PREFIX}:${ctx.caller.userId}:${result.event.id}:${n}`,
        )
      : [];
  return asUpdate ? updateMessage(content, components) : listingReply(ctx, content, components);
}

export const scheduleParticipantsCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    return guard(ctx, 'schedule_participants', options.event_id, async () => {
      const user = options.remove;
      if (user === undefined) return show(ctx, options.event_id, 0, false);
      // Only the owner: the event is read by the caller and id.
      const removed = await leaveEvent(ctx.deps, {
        ownerId: ctx.caller.userId,
        eventId: options.event_id,
        userId: user,
        cause: pressId(ctx),
        locale: ctx.caller.locale,
      });
      if (!removed.ok)
        return scheduleErrorReply(ctx, 'schedule_participants', options.event_id, removed);
      const note = ctx.t(removed.removed ? 'invite.removed' : 'invite.not_participant', {
        user: `<@${user}>`,
      });
      return show(ctx, options.event_id, 0, false, note);
    });
  },
  autocomplete: eventIdChoices,
};

/** Previous/Next: `spl:<owner>:<event id>:<page>`. */
export const participantsPageButton: ComponentHandler = {
  prefix: PREFIX,
  run(ctx, [owner, eventId = '', page]) {
    if (notYours(ctx, owner))
      return Promise.resolve(
        scheduleErrorReply(ctx, 'schedule_participants', eventId, {
          ok: false,
          error: 'not_your_button',
        }),
      );
    return guard(ctx, 'schedule_participants', eventId, () =>
      show(ctx, eventId, Number(page) || 0, true),
    );
  },
};

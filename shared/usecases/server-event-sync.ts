/**
 * The server's Discord scheduled event for a posted card, made and kept in step by the
 * dispatcher (docs/decisions.md, "Shared events: the server's scheduled event"): only the
 * dispatcher holds the bot token, and its claim, lease and send budget make each request once.
 */
import type { Notice } from '../domain/notice.js';
import {
  SERVER_EVENT_CANCELED,
  channelLink,
  serverEventBody,
  serverEventFollowUp,
  type ServerEventBody,
} from '../domain/server-event.js';
import type {
  DispatchDeps,
  ScheduledEventResult,
  SendOptions,
  ServerEventRef,
} from './dispatch-ports.js';

/**
 * `done`: nothing (more) to do; `retry`: a request that may be repeated failed (a later pass
 * tries again); `gone`: the event is no longer shared; `failed`: the scheduled event could not
 * be made, and the owner is told by DM.
 */
export type ServerEventOutcome = 'done' | 'retry' | 'gone' | 'failed';

type ServerEventNotice = Notice & { readonly body: { readonly kind: 'server_event' } };

export function isServerEventNotice(notice: Notice | undefined): notice is ServerEventNotice {
  return notice?.body.kind === 'server_event';
}

/** A change (PATCH) that failed: repeated when Discord may not have seen it, else given up. */
function afterChange(res: ScheduledEventResult): ServerEventOutcome {
  if (res.ok) return 'done';
  // 4xx: gone (10070, deleted in Discord), already ended or cancelled, or no longer allowed.
  return res.status !== undefined && res.status >= 400 && res.status < 500 ? 'done' : 'retry';
}

/**
 * Makes the server event of `notice` (Create Guild Scheduled Event) and stores its id on the
 * shared event's counter, or brings the stored one in step with the event as it is now (Modify,
 * or status CANCELED for a cancelled or deleted event). A create is tried once: Discord has no
 * nonce for it, so a create that may have reached Discord is never repeated.
 *
 * A series moves on by itself: each event shown for a series stores its next step (a
 * `server_event` notice with `next`, domain/server-event.ts serverEventFollowUp) due when that
 * occurrence ends. Discord ends an EXTERNAL event then, and an ended one takes no change, so the
 * next occurrence is a new scheduled event that replaces the ended one on the counter (only if
 * the counter still holds the ended one: two dispatchers make one). A next step that finds the
 * event moved since (an edit showed a later occurrence, with its own next step) does nothing;
 * one that finds the event deleted (no counter) neither.
 */
export async function syncServerEvent(
  deps: Pick<DispatchDeps, 'repo' | 'messenger' | 'log' | 'now'>,
  notice: ServerEventNotice,
  send: SendOptions,
): Promise<ServerEventOutcome> {
  const { repo, messenger } = deps;
  const { body } = notice;
  const call = messenger.scheduledEvent?.bind(messenger);
  if (!call || !repo.serverEvent || !repo.saveServerEvent || !repo.noticeView) return 'done';
  const save = repo.saveServerEvent.bind(repo);
  const { guildId } = body;
  const cancel = (eventId: string): Promise<ScheduledEventResult> =>
    call({ method: 'PATCH', guildId, eventId, body: { status: SERVER_EVENT_CANCELED } }, send);
  if (body.cancel !== undefined) return afterChange(await cancel(body.cancel));

  const [stored, view] = await Promise.all([
    repo.serverEvent(body.eventId),
    repo.noticeView(notice),
  ]);
  if (stored === undefined || view === null || !view.event) return 'gone';
  const event = view.event;
  // A notice may be claimed a moment before it is due: a next step counts from its own due time.
  const atMs = Math.max(deps.now(), Date.parse(notice.dueTime));
  const payload = serverEventBody(event, deps.now(), channelLink(guildId, body.channelId));
  /** After a request that showed `payload`: its end kept beside the id, and the next step stored. */
  const shown = async (ref: ServerEventRef, shownBody: ServerEventBody, replaces?: string) => {
    const end = Date.parse(shownBody.scheduled_end_time);
    if (!(await save(body.eventId, { ...ref, end }, replaces))) return false;
    const target = {
      eventId: body.eventId,
      ownerId: body.ownerId,
      guildId: ref.guildId,
      channelId: ref.channelId,
    };
    const next = serverEventFollowUp(event, shownBody, target, notice.locale);
    if (next && repo.saveNotice) await repo.saveNotice(next);
    return true;
  };
  // Ended at Discord (the occurrence it showed is over): it takes no change, a new one follows.
  const ended = stored?.end !== undefined && stored.end <= atMs;
  if (stored && !ended) {
    // Moved since this next step was stored: the event shows a later occurrence, with its own.
    if (body.next) return 'done';
    if (payload) {
      const res = await call(
        { method: 'PATCH', guildId: stored.guildId, eventId: stored.id, body: payload },
        send,
      );
      if (res.ok) await shown(stored, payload, stored.id);
      return afterChange(res);
    }
    return event.status === 'cancelled' ? afterChange(await cancel(stored.id)) : 'done';
  }
  if (!payload || (body.next && !stored)) return 'done';
  const where = stored ?? { guildId, channelId: body.channelId };
  const made = await call({ method: 'POST', guildId: where.guildId, body: payload }, send);
  if (!made.ok) {
    deps.log.info('server_event_refused', {
      eventId: body.eventId,
      guildId: where.guildId,
      ...(made.status !== undefined ? { status: made.status } : {}),
      ...(made.code !== undefined ? { code: made.code } : {}),
    });
    // The owner is told when the post's own event could not be made; a series' next one fails quietly.
    return made.unsent ? 'retry' : stored ? 'done' : 'failed';
  }
  const ref = { id: made.id, guildId: where.guildId, channelId: where.channelId };
  if (await shown(ref, payload, stored?.id)) return 'done';
  // Unshared or deleted meanwhile (or made by another post or dispatcher): nothing may keep it in step.
  await call({ method: 'DELETE', guildId: where.guildId, eventId: made.id }, send);
  return 'done';
}

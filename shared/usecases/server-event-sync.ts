/**
 * The server's Discord scheduled event for a posted card, made and kept in step by the
 * dispatcher (docs/decisions.md, "Shared events: the server's scheduled event"): only the
 * dispatcher holds the bot token, and its claim, lease and send budget make each request once.
 */
import type { Notice } from '../domain/notice.js';
import { SERVER_EVENT_CANCELED, channelLink, serverEventBody } from '../domain/server-event.js';
import type { DispatchDeps, ScheduledEventResult, SendOptions } from './dispatch-ports.js';

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
  const { guildId } = body;
  const cancel = (eventId: string): Promise<ScheduledEventResult> =>
    call({ method: 'PATCH', guildId, eventId, body: { status: SERVER_EVENT_CANCELED } }, send);
  if (body.cancel !== undefined) return afterChange(await cancel(body.cancel));

  const [stored, view] = await Promise.all([
    repo.serverEvent(body.eventId),
    repo.noticeView(notice),
  ]);
  if (stored === undefined || view === null || !view.event) return 'gone';
  const payload = serverEventBody(view.event, deps.now(), channelLink(guildId, body.channelId));
  if (stored) {
    if (payload)
      return afterChange(
        await call(
          { method: 'PATCH', guildId: stored.guildId, eventId: stored.id, body: payload },
          send,
        ),
      );
    return view.event.status === 'cancelled' ? afterChange(await cancel(stored.id)) : 'done';
  }
  if (!payload) return 'done';
  const made = await call({ method: 'POST', guildId, body: payload }, send);
  if (!made.ok) {
    deps.log.info('server_event_refused', {
      eventId: body.eventId,
      guildId,
      ...(made.status !== undefined ? { status: made.status } : {}),
      ...(made.code !== undefined ? { code: made.code } : {}),
    });
    return made.unsent ? 'retry' : 'failed';
  }
  const ref = { id: made.id, guildId, channelId: body.channelId };
  if (await repo.saveServerEvent(body.eventId, ref)) return 'done';
  // Unshared or deleted meanwhile (or made by another post): nothing may keep it in step.
  await call({ method: 'DELETE', guildId, eventId: made.id }, send);
  return 'done';
}

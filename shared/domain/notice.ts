/**
 * Notices (docs/decisions.md, "Shared events: invitations and notices"): one-off DMs about a
 * shared event (an invitation, a waitlist place, a promotion, a change, a cancellation) that the
 * dispatcher sends exactly once, like a reminder due now. A notice is stored with what it is
 * about; its text is written when it is sent, in the recipient's language, from the event as it
 * is then. Pure: the dispatcher reads the event and the recipient's language and passes them in.
 */
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIEmbed,
} from 'discord-api-types/v10';
import type { Translate } from '../i18n.js';
import { escapeMarkdown, escapeMarkdownWithin } from './discord-markdown.js';
import { noticePrefixes } from './notice-ids.js';
import type { ParticipantStatus } from './participation.js';
import { answers } from './participation.js';
import { nextOccurrenceAfter } from './recurrence.js';
import type { EventRecord } from './schedule.js';

export { noticePrefixes };

/** What a notice's answer buttons do: the card's three answers, and leaving the event. */
export const noticeActions = [...answers, 'leave'] as const;
export type NoticeAction = (typeof noticeActions)[number];

/** One field of an event an edit changed, as the participants are told (old → new). */
export type FieldChange =
  | { readonly field: 'title' | 'location'; readonly before: string; readonly after: string }
  /** Epoch ms of the next start before and after. */
  | { readonly field: 'start'; readonly before: number; readonly after: number }
  /** Minutes. */
  | { readonly field: 'duration'; readonly before: number; readonly after: number };

/**
 * The occurrence a change or cancellation is about, when it is not the whole event: the one
 * starting at `start` (epoch ms, before the change), or it and the following ones.
 */
export interface OccurrenceRef {
  readonly start: number;
  readonly scope: 'this' | 'following';
}

/** What a notice is about. Each kind but `cancelled` is rendered from the event as it is at send time. */
export type NoticeBody =
  | { readonly kind: 'invitation'; readonly eventId: string; readonly ownerId: string }
  | {
      readonly kind: 'waitlisted';
      readonly eventId: string;
      readonly ownerId: string;
      /** Their place in line when they joined it (1 is next). */
      readonly place: number;
    }
  | { readonly kind: 'promoted'; readonly eventId: string; readonly ownerId: string }
  | {
      readonly kind: 'changed';
      readonly eventId: string;
      readonly ownerId: string;
      readonly changes: readonly FieldChange[];
      /** An edit of one occurrence (or it and the following); absent: the whole event. */
      readonly occurrence?: OccurrenceRef;
    }
  /** Going to this event overlaps the recipient's own events (as they were when they answered). */
  | {
      readonly kind: 'overlap';
      readonly eventId: string;
      readonly ownerId: string;
      readonly overlaps: readonly { readonly title: string; readonly start: number }[];
    }
  /**
   * The server's Discord scheduled event for a posted card (domain/server-event.ts), made or
   * brought in step with the event by the dispatcher; `userId` is the owner, who gets a DM only
   * when it could not be made. `cancel`: the event is gone, cancel this scheduled event.
   * `next`: due when the occurrence it shows ends, to show the series' next one.
   */
  | {
      readonly kind: 'server_event';
      readonly eventId: string;
      readonly ownerId: string;
      readonly guildId: string;
      readonly channelId: string;
      readonly cancel?: string;
      readonly next?: true;
    }
  /** The event is gone: what it was is kept in the notice. */
  | {
      readonly kind: 'cancelled';
      readonly eventId: string;
      readonly ownerId: string;
      readonly title: string;
      readonly start: number;
      /** One occurrence (or it and the following) deleted; the event stays. Absent: the whole event. */
      readonly occurrence?: OccurrenceRef;
    };

export type NoticeKind = NoticeBody['kind'];

export interface Notice {
  /** `ntc_` and 16 characters derived from what it is about ({@link noticeId}). */
  readonly id: string;
  /** Who gets it. */
  readonly userId: string;
  /** When it is due (UTC ISO): when it was made, so it goes out like a reminder due now. */
  readonly dueTime: string;
  /** The language to write it in when the recipient has none stored (the language it was made in). */
  readonly locale: string;
  readonly body: NoticeBody;
}

/** Notices go in the reminders table; their ids never meet a reminder's (`rem_`). */
export const NOTICE_ID_PREFIX = 'ntc_';

/** 32-bit FNV-1a of `text` from `seed`, as 8 hex digits. */
function fnv(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * A notice's id from what makes it unique: its kind, event, recipient and `key` (the press or
 * edit that caused it; none for an invitation, so one event invites one user once). The same
 * cause gives the same id, so a notice written twice is stored once.
 */
export function noticeId(kind: NoticeKind, eventId: string, userId: string, key = ''): string {
  const text = `${kind}:${eventId}:${userId}:${key}`;
  return `${NOTICE_ID_PREFIX}${fnv(text, 0x811c9dc5)}${fnv(text, 0x3b9aca07)}`;
}

/** The embed colour of notices about shared events (Discord blurple). */
export const NOTICE_EMBED_COLOR = 0x5865f2;

const tag = (ms: number, style: 'F' | 'R'): string => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** What a notice shows when it is sent: the recipient's language, the event now, the clock. */
export interface NoticeContext {
  readonly locale: string;
  /** The event as it is now; absent for `cancelled`. */
  readonly event?: EventRecord;
  readonly nowMs: number;
  /** The recipient's answer, shown on a notice updated after a press. */
  readonly status?: ParticipantStatus | null;
}

export interface NoticeMessage {
  readonly embeds: APIEmbed[];
  readonly components: APIActionRowComponent<APIComponentInMessageActionRow>[];
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The event's lines: next start, duration, location, and (on an invitation) its description. */
function eventLines(
  t: (key: string, params?: Record<string, unknown>) => string,
  event: EventRecord,
  nowMs: number,
  withDescription: boolean,
): string[] {
  const next = nextOccurrenceAfter(event.timing, nowMs - 1)?.start ?? event.timing.start;
  return [
    `🗓️ ${tag(next, 'F')} (${tag(next, 'R')})`,
    `⏱️ ${t('units.minute', { count: event.timing.durationMinutes })}`,
    ...(event.location ? [`📍 ${escapeMarkdown(truncate(event.location, 200))}`] : []),
    ...(withDescription && event.description
      ? ['', escapeMarkdown(truncate(event.description, 1500))]
      : []),
  ];
}

function changeLine(
  t: (key: string, params?: Record<string, unknown>) => string,
  change: FieldChange,
): string {
  const show = (v: string | number): string => {
    if (change.field === 'start') return tag(v as number, 'F');
    if (change.field === 'duration') return t('units.minute', { count: v });
    if (v === '') return t('notice.changed.none');
    return escapeMarkdown(truncate(String(v), 200));
  };
  return `${t(`notice.changed.${change.field}`)}: ${show(change.before)} → ${show(change.after)}`;
}

const answerStyles = {
  going: ButtonStyle.Success,
  maybe: ButtonStyle.Primary,
  cant: ButtonStyle.Secondary,
  leave: ButtonStyle.Danger,
} as const satisfies Record<NoticeAction, ButtonStyle>;

/**
 * The buttons: Going / Maybe / Can't go, and on an invitation "Stop invitations from this
 * person", on the others Leave; once answered, both. Each names the event and its owner, so a
 * press needs no state.
 */
export function noticeButtons(
  t: (key: string, params?: Record<string, unknown>) => string,
  body: { readonly kind: NoticeKind; readonly eventId: string; readonly ownerId: string },
  answered = false,
): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const button = (action: NoticeAction): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style: answerStyles[action],
    label: action === 'leave' ? t('notice.button.leave') : t(`share.button.${action}`),
    custom_id: `${noticePrefixes.answer}:${body.eventId}:${action}:${body.ownerId}`,
  });
  const block: APIButtonComponentWithCustomId = {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: t('notice.button.block'),
    custom_id: `${noticePrefixes.block}:${body.ownerId}`,
  };
  const last = answered
    ? [button('leave'), block]
    : [body.kind === 'invitation' ? block : button('leave')];
  return [
    { type: ComponentType.ActionRow, components: answers.map(button) },
    { type: ComponentType.ActionRow, components: last },
  ];
}

/** The heading line of each kind. */
function heading(
  t: (key: string, params?: Record<string, unknown>) => string,
  body: NoticeBody,
): string {
  const owner = `<@${body.ownerId}>`;
  switch (body.kind) {
    case 'invitation':
      return t('notice.invitation.intro', { owner });
    case 'waitlisted':
      return t('notice.waitlisted', { place: body.place });
    case 'promoted':
      return t('notice.promoted');
    case 'changed':
      return body.occurrence
        ? t(`notice.occurrence_changed.${body.occurrence.scope}`, {
            owner,
            when: tag(body.occurrence.start, 'F'),
          })
        : t('notice.changed.intro', { owner });
    case 'cancelled':
      return body.occurrence
        ? t(`notice.occurrence_cancelled.${body.occurrence.scope}`, {
            owner,
            when: tag(body.occurrence.start, 'F'),
          })
        : t('notice.cancelled', { owner });
    case 'overlap':
      return t('notice.overlap');
    case 'server_event':
      return t('notice.server_event_failed');
  }
}

/**
 * The DM of a notice: an embed (the event's title, the heading, the event's lines or what
 * changed) and its buttons. A cancellation has no buttons: there is nothing left to answer.
 */
export function noticeMessage(
  body: NoticeBody,
  context: NoticeContext,
  translate: Translate,
): NoticeMessage {
  const t = (key: string, params?: Record<string, unknown>): string =>
    translate(context.locale, key, params);
  const { event, nowMs } = context;
  // Once answered, the answer stands in for the heading (a waitlist place may be out of date).
  const answered = context.status !== undefined;
  const lines = answered ? [] : [heading(t, body), ''];
  if (body.kind === 'cancelled' && !body.occurrence) lines.push(`🗓️ ${tag(body.start, 'F')}`);
  else if (body.kind === 'changed') lines.push(...body.changes.map((c) => changeLine(t, c)));
  else if (body.kind === 'overlap')
    lines.push(...body.overlaps.map((o) => `• ${truncate(o.title, 100)}: ${tag(o.start, 'F')}`));
  // An occurrence's change says all there is: the series' next start would read as a contradiction.
  if (event && body.kind !== 'cancelled' && !(body.kind === 'changed' && body.occurrence))
    lines.push(
      ...(body.kind === 'changed' || body.kind === 'overlap' ? [''] : []),
      ...eventLines(t, event, nowMs, body.kind === 'invitation'),
    );
  if (answered)
    lines.push(
      '',
      context.status === null
        ? t('notice.answer.none')
        : t('notice.answer.yours', { status: t(`share.status.${context.status}`) }),
    );
  const title = body.kind === 'cancelled' ? body.title : (event?.title ?? '');
  return {
    embeds: [
      {
        // The owner's title to a participant shows as typed; to the owner (server_event) as theirs.
        title:
          body.kind === 'server_event' ? truncate(title, 256) : escapeMarkdownWithin(title, 256),
        description: lines.join('\n').trimEnd(),
        color: NOTICE_EMBED_COLOR,
      },
    ],
    components:
      body.kind === 'cancelled' || body.kind === 'server_event'
        ? []
        : noticeButtons(t, body, answered),
  };
}

/**
 * What an edit changed that participants are told (title, next start, duration, location), old
 * → new; empty when none of these changed (a description edit tells nobody). The start is the
 * next occurrence from `nowMs` before and after.
 */
export function eventChanges(
  before: EventRecord,
  after: EventRecord,
  nowMs: number,
): FieldChange[] {
  const changes: FieldChange[] = [];
  if (before.title !== after.title)
    changes.push({ field: 'title', before: before.title, after: after.title });
  const next = (e: EventRecord): number =>
    nextOccurrenceAfter(e.timing, nowMs - 1)?.start ?? e.timing.start;
  if (next(before) !== next(after))
    changes.push({ field: 'start', before: next(before), after: next(after) });
  if (before.timing.durationMinutes !== after.timing.durationMinutes)
    changes.push({
      field: 'duration',
      before: before.timing.durationMinutes,
      after: after.timing.durationMinutes,
    });
  if ((before.location ?? '') !== (after.location ?? ''))
    changes.push({
      field: 'location',
      before: before.location ?? '',
      after: after.location ?? '',
    });
  return changes;
}

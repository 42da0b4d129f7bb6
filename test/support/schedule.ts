/** Schedule fixtures: the DynamoDB stores, events, and interaction bodies for the /schedule_* commands. */
import { ID_ALPHABET } from '../../shared/domain/ids.js';
import {
  ComponentType,
  InteractionType,
  type APIChatInputApplicationCommandInteraction,
  type APIModalSubmitInteraction,
} from 'discord-api-types/v10';
import { createFeedStore } from '../../shared/calendar/adapters/dynamo/calendar-feed-repo.js';
import type {
  ConnectionStore,
  FeedStore,
  SyncStateStore,
} from '../../shared/calendar/usecases/calendar-ports.js';
import type { Sealer, SyncRequester } from '../../shared/calendar/usecases/calendar-connect.js';
import { createCalendarSyncStores } from '../../shared/calendar/adapters/dynamo/calendar-sync-repo.js';
import { createSyncRequester } from '../../shared/calendar/adapters/dynamo/sync-request-repo.js';
import { localCipher } from '../../shared/calendar/adapters/local-cipher.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDraftStore } from '../../shared/adapters/dynamo/draft-repo.js';
import { createEventStore } from '../../shared/adapters/dynamo/event-repo.js';
import { createLinkedReminderStore } from '../../shared/adapters/dynamo/linked-reminder-repo.js';
import { createParticipantStore } from '../../shared/adapters/dynamo/participant-repo.js';
import { createInvitationStore } from '../../shared/adapters/dynamo/invitation-repo.js';
import { createNoticeStore } from '../../shared/adapters/dynamo/notice-repo.js';
import type {
  InvitationStore,
  NoticeStore,
  ParticipantStore,
} from '../../shared/usecases/participation-ports.js';
import type { EventTiming } from '../../shared/domain/event.js';
import type { EventRecord } from '../../shared/domain/schedule.js';
import type { ReminderStore } from '../../shared/usecases/ports.js';
import type {
  DraftStore,
  EventStore,
  LinkedReminderStore,
} from '../../shared/usecases/schedule-ports.js';
import type { TestDb } from './dynamo.js';
import { button, command, opt, snowflake, type Caller } from './interactions.js';
import type { ScheduleApp } from './schedule-app.js';

/** The schedule's stores on the test tables. */
/** Where the test apps' cipher keeps its key (the dispatcher tests open webhooks with it too). */
export const TEST_KEY_DIR = join(tmpdir(), 'tock-test-keys');

export function scheduleStores(
  db: TestDb,
  reminders: Pick<ReminderStore, 'delete'>,
): {
  events: EventStore;
  drafts: DraftStore;
  linked: LinkedReminderStore;
  participants: ParticipantStore;
  invitations: InvitationStore;
  notices: NoticeStore;
  feeds: FeedStore;
  connections: ConnectionStore;
  states: SyncStateStore;
  sealer: Sealer;
  webhookSealer: Sealer;
  syncRequests: SyncRequester;
} {
  const events = createEventStore(db.doc, db.tables, reminders);
  const cipher = localCipher(TEST_KEY_DIR);
  return {
    feeds: createFeedStore(db.doc, db.tables),
    ...createCalendarSyncStores(db.doc, db.tables),
    sealer: cipher,
    webhookSealer: cipher,
    syncRequests: createSyncRequester(db.doc, db.tables),
    events,
    drafts: createDraftStore(db.doc, db.tables),
    linked: createLinkedReminderStore(db.doc, db.tables),
    participants: createParticipantStore(db.doc, db.tables),
    // The dispatcher tests' shard count (dispatch-fixture.ts), so their passes find the notices.
    invitations: createInvitationStore(db.doc, db.tables, 4),
    notices: createNoticeStore(db.doc, db.tables, 4),
  };
}

let seq = 0;

/** A one-off personal event of user 100, one hour long, starting 2026-06-20 09:00 UTC; tests override what they are about. */
export function anEvent(
  overrides: Partial<Omit<EventRecord, 'timing'>> & { timing?: Partial<EventTiming> } = {},
): EventRecord {
  seq++;
  const { timing, ...rest } = overrides;
  return {
    // The id shape the bot hands out (shared/domain/ids.ts): the sequence in base32, padded.
    id: `evt_${[...seq.toString(32).padStart(12, '0')].map((d) => ID_ALPHABET[parseInt(d, 32)]).join('')}`,
    userId: '100',
    title: `Event ${seq}`,
    description: null,
    timing: {
      start: Date.parse('2026-06-20T09:00:00Z'),
      durationMinutes: 60,
      timezone: 'UTC',
      recurrencePattern: 'none',
      recurrenceData: null,
      ...timing,
    },
    eventType: 'personal',
    status: 'scheduled',
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    location: null,
    participants: [],
    reminders: [],
    tags: [],
    metadata: {},
    ...rest,
  };
}

type Options = Record<string, string | number | boolean | undefined>;

/** A slash command from a flat option map (undefined options left out), typed as Discord would send it. */
export function scheduleCommand(
  caller: Caller,
  name: string,
  options: Options = {},
): APIChatInputApplicationCommandInteraction {
  const list = Object.entries(options).flatMap(([k, v]) =>
    v === undefined
      ? []
      : typeof v === 'string'
        ? [opt.string(k, v)]
        : typeof v === 'number'
          ? [opt.integer(k, v)]
          : [opt.boolean(k, v)],
  );
  return command(caller, name, list);
}

/**
 * MODAL_SUBMIT: the user filled in a modal the bot opened from a button. Discord sends each
 * field back in the layout the modal used: inside Label components (type 18, what the bot
 * sends), or inside Action Rows (the older layout, still accepted).
 */
export function modalSubmit(
  caller: Caller,
  customId: string,
  fields: Record<string, string>,
  layout: 'label' | 'row' = 'label',
): APIModalSubmitInteraction {
  // A button interaction minus what a modal submit does not carry (the message, the button data).
  const base: Record<string, unknown> = { ...button(caller, customId) };
  delete base['message'];
  return {
    ...base,
    type: InteractionType.ModalSubmit,
    data: {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value], n) =>
        layout === 'label'
          ? {
              type: ComponentType.Label,
              id: 2 * n + 1,
              component: { type: ComponentType.TextInput, id: 2 * n + 2, custom_id: id, value },
            }
          : {
              type: ComponentType.ActionRow,
              id: 2 * n + 1,
              components: [{ type: ComponentType.TextInput, id: 2 * n + 2, custom_id: id, value }],
            },
      ),
    },
  } as unknown as APIModalSubmitInteraction;
}

/** The `evt_…` id in a reply's text. */
export function eventIdIn(text: string): string | undefined {
  return /evt_[a-z2-7]{12}/.exec(text)?.[0];
}

/** The custom_ids of a reply's buttons, in order. */
export function buttonIds(
  components: readonly { components: readonly { custom_id?: string }[] }[] | undefined,
): string[] {
  return (components ?? []).flatMap((row) => row.components.map((c) => c.custom_id ?? ''));
}

/** /schedule_create's options for a weekly Standup, Tuesdays at 09:30 in Berlin from 16 June 2026. */
export const BERLIN_STANDUP = {
  title: 'Standup',
  date: '2026-06-16',
  time: '09:30',
  recurring: 'weekly',
  timezone: 'Europe/Berlin',
} as const;

/**
 * The series controls the calendar tests apply to BERLIN_STANDUP, in this order: delete the
 * 23 June occurrence, retitle the 7 July one ("Standup (offsite)", an event of its own), then
 * delete from 21 July on.
 */
export function standupControls(caller: Caller, eventId: string) {
  return {
    deleteOne: scheduleCommand(caller, 'schedule_delete', {
      event_id: eventId,
      confirm: true,
      occurrence: '2026-06-23',
    }),
    editOne: scheduleCommand(caller, 'schedule_edit', {
      event_id: eventId,
      field: 'title',
      value: 'Standup (offsite)',
      occurrence: '2026-07-07',
      scope: 'this',
    }),
    endFrom: scheduleCommand(caller, 'schedule_delete', {
      event_id: eventId,
      confirm: true,
      occurrence: '2026-07-21',
      scope: 'following',
    }),
  };
}

/** The owner's Berlin standup posted as a card in a server: its id and the card's Going, Maybe and Can't go button ids. */
export async function postedStandup(
  app: Pick<ScheduleApp, 'send'>,
  owner: Caller,
): Promise<{ id: string; going: string; maybe: string; cant: string }> {
  const id = eventIdIn(
    (await app.send(scheduleCommand(owner, 'schedule_create', BERLIN_STANDUP))).content,
  ) as string;
  const card = await app.send(
    scheduleCommand({ ...owner, guildId: '900000000000000003' }, 'schedule_post', { event_id: id }),
  );
  const [going = '', maybe = '', cant = ''] = buttonIds(card.components);
  return { id, going, maybe, cant };
}

/** One press of a button by `caller`, as its own interaction. */
export const pressAs = (app: Pick<ScheduleApp, 'send'>, caller: Caller, customId: string) =>
  app.send({ ...button(caller, customId), id: snowflake() });

/**
 * Notices through the dispatcher (docs/decisions.md, "Shared events: invitations and notices"):
 * on DynamoDB Local with the Discord stand-in, sent once by DM like a reminder due now, written
 * at send time in the recipient's language, never listed or counted as a reminder, deleted after.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIEmbed } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { createEventStore } from '../../shared/adapters/dynamo/event-repo.js';
import { createNoticeStore } from '../../shared/adapters/dynamo/notice-repo.js';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { noticeId, type Notice, type NoticeBody } from '../../shared/domain/notice.js';
import { toIso } from '../../shared/domain/reminder.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { SHARDS, useDispatchFixture } from '../support/dispatch-fixture.js';
import { anEvent } from '../support/schedule.js';

const f = useDispatchFixture();
/** One query, no polling. */
const ONCE = { windowMs: 30_000, pollMs: 0 };
const OWNER = '100';
const GUEST = '5151';

async function sharedEvent() {
  const reminders = createReminderStore(f.db.doc, f.db.tables, SHARDS);
  const event = anEvent({ userId: OWNER, title: 'Board games night', location: 'Room 4' });
  expect(await createEventStore(f.db.doc, f.db.tables, reminders).create(event, 1000)).toBe(
    'created',
  );
  return event;
}

function notice(body: NoticeBody, userId = GUEST, locale = 'en-US'): Notice {
  return {
    id: noticeId(body.kind, body.eventId, userId),
    userId,
    dueTime: toIso(Date.now() - 500),
    locale,
    body,
  };
}

const embedOf = (body: Record<string, unknown>): APIEmbed =>
  (body['embeds'] as APIEmbed[])[0] as APIEmbed;
const customIds = (body: Record<string, unknown>): string[] =>
  (body['components'] as { components: { custom_id: string }[] }[]).flatMap((r) =>
    r.components.map((c) => c.custom_id),
  );

describe('notices through the dispatcher', () => {
  it('sends an invitation once by DM, written from the event, then deletes it; never listed nor counted', async () => {
    const event = await sharedEvent();
    await f.insertUser(GUEST, 3);
    const n = notice({ kind: 'invitation', eventId: event.id, ownerId: OWNER });
    await createNoticeStore(f.db.doc, f.db.tables, SHARDS).send([n]);
    const reminders = createReminderStore(f.db.doc, f.db.tables, SHARDS);
    expect(await reminders.listByUser(GUEST, true)).toEqual([]);

    const stats = await runDispatchPass(f.deps(), ONCE);
    expect(stats.sent).toBe(1);
    expect(f.discord.dms).toHaveLength(1);
    const dm = f.discord.dms[0]!;
    expect(dm.userId).toBe(GUEST);
    const embed = embedOf(dm.body);
    expect(embed.title).toBe('Board games night');
    expect(embed.description).toContain(`<@${OWNER}> invites you to this event.`);
    expect(embed.description).toContain(`<t:${event.timing.start / 1000}:F>`);
    expect(embed.description).toContain('60 minutes');
    expect(embed.description).toContain('📍 Room 4');
    expect(customIds(dm.body)).toEqual([
      `si:${event.id}:going:${OWNER}`,
      `si:${event.id}:maybe:${OWNER}`,
      `si:${event.id}:cant:${OWNER}`,
      `sb:${OWNER}`,
    ]);
    expect(dm.body['allowed_mentions']).toEqual({ parse: [] });
    // Gone after its send; the recipient's reminder counter never moved.
    expect(await f.item('reminders', n.id)).toBeUndefined();
    expect((await f.item('users', GUEST))?.['active_reminders']).toBe(3);
    expect((await runDispatchPass(f.deps(), ONCE)).claimed).toBe(0);
    expect(f.discord.dms).toHaveLength(1);
  });

  it('is written in the recipient’s stored language at send time', async () => {
    const event = await sharedEvent();
    await f.insertUser(GUEST, 0, { locale: 'de' });
    await createNoticeStore(f.db.doc, f.db.tables, SHARDS).send([
      notice({ kind: 'waitlisted', eventId: event.id, ownerId: OWNER, place: 2 }),
    ]);
    await runDispatchPass(f.deps(), ONCE);
    const embed = embedOf(f.discord.dms[0]!.body);
    expect(embed.description).toContain('Warteliste, Platz 2');
    expect(customIds(f.discord.dms[0]!.body)).toContain(`si:${event.id}:leave:${OWNER}`);
  });

  it('stored twice, claimed by two dispatchers at once: one DM', async () => {
    const event = await sharedEvent();
    const n = notice({ kind: 'promoted', eventId: event.id, ownerId: OWNER });
    const store = createNoticeStore(f.db.doc, f.db.tables, SHARDS);
    await store.send([n]);
    await store.send([n]);
    const [a, b] = await Promise.all([
      runDispatchPass(f.deps(), ONCE),
      runDispatchPass(f.deps(), ONCE),
    ]);
    expect(a.claimed + b.claimed).toBe(1);
    expect(f.discord.dms).toHaveLength(1);
  });

  it('a send retried after it reached Discord shows once (same nonce)', async () => {
    const event = await sharedEvent();
    const n = notice({ kind: 'invitation', eventId: event.id, ownerId: OWNER });
    await createNoticeStore(f.db.doc, f.db.tables, SHARDS).send([n]);
    const base = f.deps();
    let failed = false;
    const flaky = f.deps({
      messenger: {
        ...base.messenger,
        async sendMessage(channelId, body, options) {
          const result = await base.messenger.sendMessage(channelId, body, options);
          if (failed) return result;
          failed = true;
          return { kind: 'retryable', status: 503 };
        },
      },
    });
    expect((await runDispatchPass(flaky, ONCE)).retried).toBe(1);
    expect(await f.item('reminders', n.id)).toBeDefined();
    expect((await runDispatchPass(flaky, ONCE)).sent).toBe(1);
    expect(f.discord.dms).toHaveLength(1);
    expect(f.discord.nonceReplays).toHaveLength(1);
    expect(await f.item('reminders', n.id)).toBeUndefined();
  });

  it('a refused DM (50007) marks the invitation not delivered and is not tried again', async () => {
    const event = await sharedEvent();
    await f.db.doc.send(
      new PutCommand({
        TableName: f.db.tables.participants,
        Item: {
          event_id: event.id,
          user_id: GUEST,
          role: 'attendee',
          status: 'invited',
          press_order: '0',
          invited: true,
          row_version: 1,
        },
      }),
    );
    f.discord.closeDmsFor(GUEST);
    const n = notice({ kind: 'invitation', eventId: event.id, ownerId: OWNER });
    await createNoticeStore(f.db.doc, f.db.tables, SHARDS).send([n]);
    const stats = await runDispatchPass(f.deps(), ONCE);
    expect(stats.skipped).toBe(1);
    expect(f.discord.dms).toHaveLength(0);
    const { Item } = await f.db.doc.send(
      new GetCommand({
        TableName: f.db.tables.participants,
        Key: { event_id: event.id, user_id: GUEST },
        ConsistentRead: true,
      }),
    );
    expect(Item?.['not_delivered']).toBe(true);
    expect(await f.item('reminders', n.id)).toBeUndefined();
    // The recipient's own undelivered-reminder notice is not theirs to be told about.
    expect((await f.item('users', GUEST))?.['undelivered_notice']).toBeUndefined();
  });

  it('a notice about an event deleted before its send is dropped unsent', async () => {
    const event = await sharedEvent();
    const reminders = createReminderStore(f.db.doc, f.db.tables, SHARDS);
    const n = notice({ kind: 'invitation', eventId: event.id, ownerId: OWNER });
    await createNoticeStore(f.db.doc, f.db.tables, SHARDS).send([n]);
    await createEventStore(f.db.doc, f.db.tables, reminders).delete(OWNER, event.id);
    const stats = await runDispatchPass(f.deps(), ONCE);
    expect(stats.skipped).toBe(1);
    expect(f.discord.dms).toHaveLength(0);
    expect(await f.item('reminders', n.id)).toBeUndefined();
  });

  it('a cancellation is written from what the notice kept, without buttons', async () => {
    const n = notice({
      kind: 'cancelled',
      eventId: 'evt_gone',
      ownerId: OWNER,
      title: 'Picnic',
      start: Date.parse('2026-07-01T10:00:00Z'),
    });
    await createNoticeStore(f.db.doc, f.db.tables, SHARDS).send([n]);
    await runDispatchPass(f.deps(), ONCE);
    const body = f.discord.dms[0]!.body;
    expect(embedOf(body).title).toBe('Picnic');
    expect(embedOf(body).description).toContain(`<@${OWNER}> cancelled this event.`);
    expect(body['components']).toEqual([]);
  });
});

/**
 * The server's own Discord scheduled event for a posted card (issue 22, item 9; docs/decisions.md,
 * "Shared events: the server's scheduled event"): /schedule_post, /schedule_edit and
 * /schedule_delete through the interactions app on DynamoDB Local, then the dispatcher's pass
 * against the Discord stand-in, which enforces the scheduled-events contract.
 */
import type { APIEmbed, APIExternalGuildScheduledEvent } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../shared/domain/schedule.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';
import { newUser, type Caller } from '../support/interactions.js';
import { appDeps, signedSender } from '../support/schedule-app.js';
import { anEvent, scheduleCommand } from '../support/schedule.js';

const f = useDispatchFixture();
/** One query, no polling. */
const ONCE = { windowMs: 30_000, pollMs: 0 };
const GUILD = '900000000000000077';
const CHANNEL = '900000000000000078';
/** CREATE_EVENTS (1 << 44) as Discord sends `app_permissions`. */
const CREATE_EVENTS = (1n << 44n).toString();
const MANAGE_EVENTS = (1n << 33n).toString();
const DAY = 86_400_000;

function app() {
  const deps = appDeps(f.db, Date.now);
  return { deps, send: signedSender(deps) };
}

const member = (extra: Partial<Caller> = {}): Caller =>
  newUser({ guildId: GUILD, channelId: CHANNEL, appPermissions: CREATE_EVENTS, ...extra });

/** An event of the owner's two days ahead, on whole minutes. */
async function ownedEvent(
  a: ReturnType<typeof app>,
  owner: Caller,
  extra: Partial<EventRecord> = {},
): Promise<EventRecord> {
  const start = Math.ceil((Date.now() + 2 * DAY) / 60_000) * 60_000;
  const e = anEvent({
    userId: owner.userId,
    title: 'Board games night',
    description: 'Bring snacks',
    timing: { start, durationMinutes: 90 },
    ...extra,
  });
  expect(await a.deps.events.create(e, 1000)).toBe('created');
  return e;
}

const external = (): APIExternalGuildScheduledEvent[] =>
  f.discord.scheduledEvents.list(GUILD) as APIExternalGuildScheduledEvent[];

describe("the server's scheduled event for a posted card", () => {
  it('is made on /schedule_post where the app may create events: the next start, length, place, description', async () => {
    const a = app();
    const owner = member();
    const e = await ownedEvent(a, owner, { location: 'Room 4' });
    const card = await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    expect((card.data['embeds'] as APIEmbed[])[0]?.title).toBe('Board games night');

    const stats = await runDispatchPass(f.deps(), ONCE);
    expect(stats.sent).toBe(1);
    const [made, ...more] = external();
    expect(more).toEqual([]);
    expect(made).toMatchObject({
      name: 'Board games night',
      description: 'Bring snacks',
      entity_type: 3,
      privacy_level: 2,
      status: 1,
      channel_id: null,
      entity_metadata: { location: 'Room 4' },
      scheduled_start_time: new Date(e.timing.start).toISOString(),
      scheduled_end_time: new Date(e.timing.start + 90 * 60_000).toISOString(),
    });
    expect((await a.deps.participants.shared(e.id))?.serverEvent).toEqual({
      id: made?.id,
      guildId: GUILD,
      channelId: CHANNEL,
    });
    // Made, so the owner is told nothing; the notice is gone.
    expect(f.discord.dms).toEqual([]);
    expect((await runDispatchPass(f.deps(), ONCE)).claimed).toBe(0);
  });

  it("without a place of its own links the card's channel; Manage Events is enough", async () => {
    const a = app();
    const owner = member({ appPermissions: MANAGE_EVENTS });
    const e = await ownedEvent(a, owner);
    await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    await runDispatchPass(f.deps(), ONCE);
    expect(external()[0]?.entity_metadata.location).toBe(
      `https://discord.com/channels/${GUILD}/${CHANNEL}`,
    );
  });

  it('is not made without the permission, nor where only the user installed the app: the card alone', async () => {
    const a = app();
    for (const owner of [
      member({ appPermissions: '0' }),
      member({ userInstallOnly: true }),
      newUser({ appPermissions: CREATE_EVENTS }),
    ]) {
      const e = await ownedEvent(a, owner);
      const card = await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
      expect(card.data['embeds']).toHaveLength(1);
    }
    expect((await runDispatchPass(f.deps(), ONCE)).claimed).toBe(0);
    expect(f.discord.scheduledEventCalls).toEqual([]);
    expect(f.discord.dms).toEqual([]);
  });

  it('follows the owner’s edits (title, time, description) and is cancelled when the event is deleted', async () => {
    const a = app();
    const owner = member();
    const e = await ownedEvent(a, owner);
    await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    await runDispatchPass(f.deps(), ONCE);

    await a.send(
      scheduleCommand(owner, 'schedule_edit', { event_id: e.id, field: 'title', value: 'Chess' }),
    );
    await a.send(
      scheduleCommand(owner, 'schedule_edit', { event_id: e.id, field: 'duration', value: '30' }),
    );
    await a.send(
      scheduleCommand(owner, 'schedule_edit', {
        event_id: e.id,
        field: 'description',
        value: 'Boards provided',
      }),
    );
    await runDispatchPass(f.deps(), ONCE);
    expect(external()).toHaveLength(1);
    expect(external()[0]).toMatchObject({
      name: 'Chess',
      description: 'Boards provided',
      scheduled_end_time: new Date(e.timing.start + 30 * 60_000).toISOString(),
      status: 1,
    });

    await a.send(scheduleCommand(owner, 'schedule_delete', { event_id: e.id, confirm: true }));
    await runDispatchPass(f.deps(), ONCE);
    expect(external()).toHaveLength(1);
    expect(external()[0]?.status).toBe(4);
    expect(f.discord.dms).toEqual([]);
  });

  it('refused by Discord (403, Missing Permissions): the card is posted and the owner is told by DM', async () => {
    const a = app();
    const owner = member({ locale: 'de' });
    const e = await ownedEvent(a, owner);
    f.discord.scheduledEvents.refuse(GUILD);
    const card = await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    expect((card.data['embeds'] as APIEmbed[])[0]?.title).toBe('Board games night');

    await runDispatchPass(f.deps(), ONCE);
    expect(external()).toEqual([]);
    expect(f.discord.dms).toHaveLength(1);
    const dm = f.discord.dms[0];
    expect(dm?.userId).toBe(owner.userId);
    const embed = (dm?.body['embeds'] as APIEmbed[])[0];
    expect(embed?.title).toBe('Board games night');
    expect(embed?.description).toContain('Events erstellen');
    expect(dm?.body['components']).toEqual([]);
    expect(await a.deps.participants.shared(e.id)).toMatchObject({ going: 0 });
    expect((await a.deps.participants.shared(e.id))?.serverEvent).toBeUndefined();
  });

  it('Discord down (500) on the create: never tried twice, the owner is told once', async () => {
    const a = app();
    const owner = member();
    const e = await ownedEvent(a, owner);
    f.discord.failNext('events', 500, 0, 5);
    await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    await runDispatchPass(f.deps(), ONCE);
    await runDispatchPass(f.deps(), ONCE);
    expect(f.discord.dms).toHaveLength(1);
    expect((f.discord.dms[0]?.body['embeds'] as APIEmbed[])[0]?.description).toMatch(
      /could not be made/,
    );
    expect(external()).toEqual([]);
  });

  it("a weekly event's is its next occurrence; deleting that occurrence moves it on; posting again makes no second one", async () => {
    const a = app();
    const owner = member();
    const e = await ownedEvent(a, owner, {
      timing: {
        start: Math.ceil((Date.now() + 2 * DAY) / 60_000) * 60_000,
        durationMinutes: 60,
        timezone: 'UTC',
        recurrencePattern: 'weekly',
        recurrenceData: null,
      },
    } as Partial<EventRecord>);
    await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    await runDispatchPass(f.deps(), ONCE);
    expect(external()[0]?.scheduled_start_time).toBe(new Date(e.timing.start).toISOString());

    await a.send(
      scheduleCommand(owner, 'schedule_delete', {
        event_id: e.id,
        confirm: true,
        occurrence: new Date(e.timing.start).toISOString().slice(0, 10),
      }),
    );
    await runDispatchPass(f.deps(), ONCE);
    const nextWeek = new Date(e.timing.start + 7 * DAY).toISOString();
    expect(external()[0]?.scheduled_start_time).toBe(nextWeek);

    await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity: 5 }));
    await runDispatchPass(f.deps(), ONCE);
    expect(external()).toHaveLength(1);
    expect(external()[0]?.scheduled_start_time).toBe(nextWeek);
    expect(f.discord.scheduledEventCalls.map((c) => c.method)).toEqual(['POST', 'PATCH', 'PATCH']);
  });

  /** Discord's clock and the dispatcher's at `ms`: the stand-in ends events by it, the dispatcher finds next steps due. */
  const at = (ms: number) => {
    f.discord.scheduledEvents.clock = () => ms;
    return f.deps({ now: () => ms });
  };
  const weekly = (start: number, extra: Record<string, unknown> = {}) =>
    ({
      timing: {
        start,
        durationMinutes: 60,
        timezone: 'UTC',
        recurrencePattern: 'weekly',
        recurrenceData: null,
        ...extra,
      },
    }) as Partial<EventRecord>;
  const aheadStart = () => Math.ceil((Date.now() + 2 * DAY) / 60_000) * 60_000;
  const WEEK = 7 * DAY;
  const MINUTE = 60_000;

  it("a series' moves on to the next occurrence by itself when one ends: once, under two dispatchers, after an edit", async () => {
    const a = app();
    const owner = member();
    const start = aheadStart();
    const e = await ownedEvent(a, owner, weekly(start));
    await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    await runDispatchPass(f.deps(), ONCE);
    // An edit before the occurrence: it now ends at half past, and moves on then.
    await a.send(
      scheduleCommand(owner, 'schedule_edit', { event_id: e.id, field: 'duration', value: '30' }),
    );
    await runDispatchPass(f.deps(), ONCE);
    expect(external()).toHaveLength(1);

    // The occurrence ends: Discord ends the event, and two dispatchers make one next. A pass
    // that finds the step under the other's claim waits for that claim's lease (25 s of this
    // frozen clock's sleeps): each pass is cut short after 10 s, long after the winner is done.
    const both = { ...ONCE, signal: AbortSignal.timeout(10_000) };
    await Promise.all([
      runDispatchPass(at(start + 30 * MINUTE), both),
      runDispatchPass(at(start + 30 * MINUTE), both),
    ]);
    const [ended, next, ...more] = external();
    expect(more).toEqual([]);
    expect(ended?.status).toBe(3);
    expect(next).toMatchObject({
      name: 'Board games night',
      status: 1,
      scheduled_start_time: new Date(start + WEEK).toISOString(),
      scheduled_end_time: new Date(start + WEEK + 30 * MINUTE).toISOString(),
    });
    expect((await a.deps.participants.shared(e.id))?.serverEvent?.id).toBe(next?.id);
    // The step stored before the edit (the old end) finds it moved on and does nothing.
    await runDispatchPass(at(start + 60 * MINUTE), ONCE);
    expect(f.discord.scheduledEventCalls.map((c) => c.method)).toEqual(['POST', 'PATCH', 'POST']);

    // And so on, a week later: the owner is never told anything.
    await runDispatchPass(at(start + WEEK + 30 * MINUTE), ONCE);
    expect(external().map((x) => [x.status, x.scheduled_start_time])).toEqual([
      [3, new Date(start).toISOString()],
      [3, new Date(start + WEEK).toISOString()],
      [1, new Date(start + 2 * WEEK).toISOString()],
    ]);
    expect(f.discord.dms).toEqual([]);
  });

  it("a one-off's has no next step, a series' stops after its last occurrence, a deleted event's next step does nothing", async () => {
    const a = app();
    const owner = member();
    const start = aheadStart();
    const oneOff = await ownedEvent(a, owner);
    const twice = await ownedEvent(a, owner, weekly(start, { until: start + WEEK + 1 }));
    const deleted = await ownedEvent(a, owner, weekly(start));
    for (const e of [oneOff, twice, deleted])
      await a.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    await runDispatchPass(f.deps(), ONCE);
    expect(external()).toHaveLength(3);
    await a.send(
      scheduleCommand(owner, 'schedule_delete', { event_id: deleted.id, confirm: true }),
    );
    await runDispatchPass(f.deps(), ONCE);
    const calls = () => f.discord.scheduledEventCalls.map((c) => c.method);
    expect(calls()).toEqual(['POST', 'POST', 'POST', 'PATCH']);

    // Every first occurrence over (the one-off lasts 90 minutes): only the series with a next one moves on.
    await runDispatchPass(at(start + 90 * MINUTE), ONCE);
    expect(calls()).toEqual(['POST', 'POST', 'POST', 'PATCH', 'POST']);
    const made = external()[3];
    expect(made?.scheduled_start_time).toBe(new Date(start + WEEK).toISOString());
    expect((await a.deps.participants.shared(twice.id))?.serverEvent?.id).toBe(made?.id);
    // Its last occurrence over: nothing follows, and nothing is left to claim.
    const last = at(start + WEEK + 60 * MINUTE);
    expect((await runDispatchPass(last, ONCE)).claimed).toBe(0);
    expect(calls()).toHaveLength(5);
    expect(f.discord.dms).toEqual([]);
  });
});

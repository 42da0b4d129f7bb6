/**
 * Each participant's reminders (issue 22, item 4) on DynamoDB Local: answers on an event card
 * through the signed interactions app, sends through the dispatcher to the Discord stand-in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { participantReminderId } from '../../shared/domain/ids.js';
import type { EventTiming } from '../../shared/domain/event.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { syncParticipantReminders } from '../../shared/usecases/participant-reminders.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';
import { participantStream, type ParticipantStream } from '../support/participant-stream.js';
import { button, command, newUser, type Caller } from '../support/interactions.js';
import { appDeps, signedSender } from '../support/schedule-app.js';
import { anEvent, buttonIds, scheduleCommand } from '../support/schedule.js';

const f = useDispatchFixture();
/** Each test's participants stream (its own fresh tables). */
const streams: ParticipantStream[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.stop();
});
const MIN = 60_000;
const GUILD = '900000000000000002';
/** Monday 2026-06-15 10:00 UTC. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
/** 2026-06-16 09:00 in New York (EDT, UTC-4). */
const START = Date.parse('2026-06-16T13:00:00.000Z');

let seq = 1_400_000_000_000_000_000n;

function world() {
  let now = NOW;
  const deps = appDeps(f.db, () => now);
  const app = signedSender(deps);
  const answers = participantStream(() => f.db);
  streams.push(answers);
  // An interaction, then what follows it (the participants stream's consumer).
  const send: typeof app = async (body) => {
    const reply = await app(body);
    await answers.drain(deps);
    return reply;
  };
  const press = (caller: Caller, customId: string) =>
    send({ ...button(caller, customId), id: String(seq++) });
  return {
    deps,
    send,
    press,
    setNow: (ms: number) => void (now = ms),
    /** An event of `owner` (New York unless told), posted as a card; returns its Going / Maybe / Can't go ids. */
    async posted(
      owner: Caller,
      timing: Partial<EventTiming> = {},
      title = 'Board games',
      capacity?: number,
    ) {
      const e = anEvent({
        userId: owner.userId,
        title,
        timing: { start: START, timezone: 'America/New_York', ...timing },
      });
      expect(await deps.events.create(e, 1000)).toBe('created');
      const r = await send(scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity }));
      const [going = '', maybe = '', cant = ''] = buttonIds(r.components);
      return { event: e, going, maybe, cant };
    },
  };
}

/** One dispatcher pass at the fake instant `at`. */
const passAt = (at: number) =>
  runDispatchPass(f.deps({ now: () => at, sleep: async () => undefined }), {
    windowMs: 1000,
    pollMs: 0,
  });

const inGuild = (extra: Partial<Caller> = {}): Caller => newUser({ guildId: GUILD, ...extra });
const dmsTo = (userId: string) => f.discord.dms.filter((d) => d.userId === userId);
const textOf = (dm: { body: Record<string, unknown> }) =>
  (dm.body['embeds'] as { description: string }[])[0]?.description;
const componentIds = (dm: { body: Record<string, unknown> }) =>
  buttonIds(dm.body['components'] as { components: { custom_id?: string }[] }[]);

describe("A participant's reminders", () => {
  it('reach a Going participant in another zone and language at their own lead time, in their language', async () => {
    const w = world();
    const owner = inGuild();
    const ana = inGuild({ locale: 'de' });
    await w.deps.users.setTimezone(ana.userId, 'Asia/Tokyo');
    await w.deps.users.setPreferences(ana.userId, { advanceMinutes: 30 });
    const { event, going } = await w.posted(owner);
    await w.press(ana, going);

    const id = participantReminderId(event.id, ana.userId);
    expect(await f.item('reminders', id)).toMatchObject({
      user_id: ana.userId,
      event_id: event.id,
      event_owner_id: owner.userId,
      offset_seconds: 1800,
      remind_time: new Date(START - 30 * MIN).toISOString(),
      zone: 'Asia/Tokyo',
      is_active: true,
    });
    // Counted among their active reminders (the 100), not the owner's.
    expect((await f.item('users', ana.userId))?.['active_reminders']).toBe(1);
    expect((await f.item('users', owner.userId))?.['active_reminders']).toBeUndefined();

    // The owner renames it: the participant's /list_reminders and DM word it from the event as it is.
    await w.send(
      scheduleCommand(owner, 'schedule_edit', {
        event_id: event.id,
        field: 'title',
        value: 'Bouldering',
      }),
    );
    const listed = await w.send(command(ana, 'list_reminders', []));
    expect(listed.content).toContain(
      `Bouldering beginnt bald: noch 30 Minuten (<t:${START / 1000}:F>)`,
    );

    // The rename itself reaches her once, as a notice due at once (its own DM).
    expect((await passAt(START - 31 * MIN)).sent).toBe(1);
    expect(JSON.stringify(dmsTo(ana.userId)[0]?.body)).toContain('hat diesen Termin geändert');
    expect((await passAt(START - 30 * MIN)).sent).toBe(1);
    const [, dm] = dmsTo(ana.userId);
    expect(dm && textOf(dm)).toBe(
      `📅 Bouldering beginnt bald: noch 30 Minuten (<t:${START / 1000}:F>).`,
    );
    // "Mute reminders for this event", labelled in their language.
    expect(dm && componentIds(dm).some((c) => c.startsWith(`rv:${ana.userId}:${id}:`))).toBe(true);
    expect(JSON.stringify(dm?.body['components'])).toContain('stummschalten');
    expect(dmsTo(owner.userId)).toEqual([]);
    // A one-off event: finished after its only occurrence.
    expect(await f.item('reminders', id)).toMatchObject({ is_active: false });
  });

  it("use the owner's lead time when the participant has none, and 15 minutes when neither has one", async () => {
    const w = world();
    const owner = inGuild();
    const [bo, cy] = [inGuild(), inGuild()];
    const first = await w.posted(owner);
    await w.press(bo, first.going);
    expect(
      (await f.item('reminders', participantReminderId(first.event.id, bo.userId)))?.[
        'offset_seconds'
      ],
    ).toBe(15 * 60);

    await w.deps.users.setPreferences(owner.userId, { advanceMinutes: 45 });
    const second = await w.posted(owner);
    await w.press(cy, second.going);
    expect(
      (await f.item('reminders', participantReminderId(second.event.id, cy.userId)))?.[
        'offset_seconds'
      ],
    ).toBe(45 * 60);

    // The owner's own reminder for the event comes before their setting.
    const third = await w.posted(owner);
    const linked = await w.send(
      scheduleCommand(owner, 'schedule_remind', {
        event_id: third.event.id,
        reminder_time: '20 minutes',
      }),
    );
    expect(linked.content).toContain('20 minutes');
    await w.press(cy, third.going);
    expect(
      (await f.item('reminders', participantReminderId(third.event.id, cy.userId)))?.[
        'offset_seconds'
      ],
    ).toBe(20 * 60);
  });

  it('stay exact across a change of daylight saving time in the event’s zone', async () => {
    const w = world();
    const owner = inGuild();
    const dee = inGuild();
    await w.deps.users.setPreferences(dee.userId, { advanceMinutes: 15 });
    // Daily at 09:00 New York from Friday 2026-10-30; clocks go back on Sunday 2026-11-01.
    const friday = Date.parse('2026-10-30T13:00:00.000Z');
    w.setNow(friday - DAY_MS);
    const { event, going } = await w.posted(owner, { start: friday, recurrencePattern: 'daily' });
    await w.press(dee, going);
    const id = participantReminderId(event.id, dee.userId);
    const sends = [
      '2026-10-30T12:45:00.000Z', // 08:45 EDT
      '2026-10-31T12:45:00.000Z', // 08:45 EDT
      '2026-11-01T13:45:00.000Z', // 08:45 EST
      '2026-11-02T13:45:00.000Z', // 08:45 EST
    ];
    for (const [i, at] of sends.entries()) {
      expect((await f.item('reminders', id))?.['remind_time']).toBe(at);
      expect((await passAt(Date.parse(at))).sent).toBe(1);
      const dm = dmsTo(dee.userId)[i];
      expect(dm && textOf(dm)).toBe(
        `📅 Board games starts in 15 minutes: <t:${(Date.parse(at) + 15 * MIN) / 1000}:F>.`,
      );
    }
    expect((await f.item('reminders', id))?.['remind_time']).toBe('2026-11-03T13:45:00.000Z');
  });

  it('stop when muted from the DM, and stay muted after a new answer', async () => {
    const w = world();
    const owner = inGuild();
    const eve = inGuild();
    const { event, going, maybe } = await w.posted(owner, { recurrencePattern: 'daily' });
    await w.press(eve, going);
    const id = participantReminderId(event.id, eve.userId);
    expect((await passAt(START - 15 * MIN)).sent).toBe(1);
    const [dm] = dmsTo(eve.userId);
    const mute = dm ? componentIds(dm).find((c) => c.startsWith('rv:')) : undefined;
    expect(mute).toBeDefined();

    // Only the reminder's owner can press it.
    const stranger = await w.send(button(inGuild(), mute ?? ''));
    expect(stranger.content).toMatch(/belongs to someone else/);
    expect(await f.item('reminders', id)).toBeDefined();

    const r = await w.send(button(eve, mute ?? ''));
    expect(r.content).toMatch(/Muted/);
    expect(r.components).toEqual([]);
    expect(await f.item('reminders', id)).toBeUndefined();
    expect((await f.item('users', eve.userId))?.['active_reminders']).toBe(0);
    expect((await w.deps.participants.row(event.id, eve.userId))?.muted).toBe(true);

    // Maybe, then Going again: still muted, still none.
    await w.press(eve, maybe);
    await w.press(eve, going);
    expect((await w.deps.participants.row(event.id, eve.userId))?.status).toBe('accepted');
    expect(await f.item('reminders', id)).toBeUndefined();
    expect((await passAt(START + DAY_MS - 15 * MIN)).sent).toBe(0);
  });

  it("go when the answer becomes Can't go, and come back with Going", async () => {
    const w = world();
    const owner = inGuild();
    const fay = inGuild();
    const { event, going, cant } = await w.posted(owner);
    const id = participantReminderId(event.id, fay.userId);
    await w.press(fay, going);
    expect(await f.item('reminders', id)).toMatchObject({ is_active: true });
    await w.press(fay, cant);
    expect(await f.item('reminders', id)).toBeUndefined();
    expect((await f.item('users', fay.userId))?.['active_reminders']).toBe(0);
    expect((await passAt(START - 15 * MIN)).sent).toBe(0);
    await w.press(fay, going);
    expect(await f.item('reminders', id)).toMatchObject({ is_active: true });
    // Pressing Going again withdraws the answer: no reminder.
    await w.press(fay, going);
    expect(await f.item('reminders', id)).toBeUndefined();
  });

  it('wait with the waitlist, and come to whoever moves up when a place frees', async () => {
    const w = world();
    const owner = inGuild();
    const [jo, kim] = [inGuild(), inGuild()];
    const { event, going, cant } = await w.posted(owner, {}, 'Board games', 1);
    await w.press(jo, going);
    await w.press(kim, going);
    expect((await w.deps.participants.row(event.id, kim.userId))?.status).toBe('waitlisted');
    expect(await f.item('reminders', participantReminderId(event.id, kim.userId))).toBeUndefined();
    await w.press(jo, cant);
    expect((await w.deps.participants.row(event.id, kim.userId))?.status).toBe('accepted');
    expect(await f.item('reminders', participantReminderId(event.id, jo.userId))).toBeUndefined();
    expect(await f.item('reminders', participantReminderId(event.id, kim.userId))).toMatchObject({
      is_active: true,
      remind_time: new Date(START - 15 * MIN).toISOString(),
    });
  });

  it('come to whoever moves up when the owner raises the capacity by posting again', async () => {
    const w = world();
    const owner = inGuild();
    const [jo, kim] = [inGuild(), inGuild()];
    const { event, going } = await w.posted(owner, {}, 'Board games', 1);
    await w.press(jo, going);
    await w.press(kim, going);
    expect(await f.item('reminders', participantReminderId(event.id, kim.userId))).toBeUndefined();
    await w.send(scheduleCommand(owner, 'schedule_post', { event_id: event.id, capacity: 2 }));
    expect((await w.deps.participants.row(event.id, kim.userId))?.status).toBe('accepted');
    expect(await f.item('reminders', participantReminderId(event.id, kim.userId))).toMatchObject({
      is_active: true,
      remind_time: new Date(START - 15 * MIN).toISOString(),
    });
  });

  it('come to whoever moves up in their own stored language, not the presser’s', async () => {
    const w = world();
    const owner = inGuild();
    const [jo, kim] = [inGuild({ locale: 'en-US' }), inGuild({ locale: 'fr' })];
    const { event, going, cant } = await w.posted(owner, {}, 'Board games', 1);
    await w.press(jo, going);
    await w.press(kim, going); // waitlisted; her answer keeps her language
    await w.press(jo, cant); // moves her up
    const id = participantReminderId(event.id, kim.userId);
    expect(await f.item('reminders', id)).toMatchObject({ locale: 'fr', is_active: true });
    await passAt(START - 15 * MIN);
    const reminder = dmsTo(kim.userId).find((d) => textOf(d)?.startsWith('📅'));
    expect(reminder && textOf(reminder)).toBe(
      `📅 Board games commence dans 15 minutes : <t:${START / 1000}:F>.`,
    );
  });

  it("are taken back when Can't go lands while Going's reminder is being written", async () => {
    const w = world();
    const owner = inGuild();
    const lou = inGuild();
    const { event, going } = await w.posted(owner);
    expect((await w.deps.participants.press(event.id, lou.userId, 'going', '1')).kind).toBe(
      'answered',
    );
    const id = participantReminderId(event.id, lou.userId);
    // The other answer arrives after this sync read the row, just as the reminder is written.
    const reminders = {
      ...w.deps.reminders,
      create: async (...args: Parameters<typeof w.deps.reminders.create>) => {
        const created = await w.deps.reminders.create(...args);
        await w.deps.participants.press(event.id, lou.userId, 'cant', '2');
        return created;
      },
    };
    await syncParticipantReminders(
      { ...w.deps, reminders },
      { event, userIds: [lou.userId], locale: 'en-US' },
    );
    expect((await w.deps.participants.row(event.id, lou.userId))?.status).toBe('declined');
    expect(await f.item('reminders', id)).toBeUndefined();
    expect((await f.item('users', lou.userId))?.['active_reminders']).toBe(0);
    expect(going).toContain(event.id);
  });

  it('come with Maybe only for a participant who opted in with /settings maybe_reminders', async () => {
    const w = world();
    const owner = inGuild();
    const [gil, hal] = [inGuild(), inGuild()];
    const { event, maybe } = await w.posted(owner);
    const opted = await w.send(scheduleCommand(hal, 'settings', { maybe_reminders: true }));
    expect(opted.content).toContain('maybe_reminders:false');
    await w.press(gil, maybe);
    await w.press(hal, maybe);
    expect(await f.item('reminders', participantReminderId(event.id, gil.userId))).toBeUndefined();
    expect(await f.item('reminders', participantReminderId(event.id, hal.userId))).toMatchObject({
      is_active: true,
    });
  });

  it('move when the owner edits the time, and go with the event', async () => {
    const w = world();
    const owner = inGuild();
    await w.deps.users.setTimezone(owner.userId, 'America/New_York');
    const ivy = inGuild();
    const { event, going } = await w.posted(owner);
    await w.press(ivy, going);
    const id = participantReminderId(event.id, ivy.userId);
    const edited = await w.send(
      scheduleCommand(owner, 'schedule_edit', {
        event_id: event.id,
        field: 'time',
        value: '10:30',
      }),
    );
    expect(edited.content).toContain(event.id);
    // 10:30 New York (EDT) is 14:30 UTC; 15 minutes before.
    expect((await f.item('reminders', id))?.['remind_time']).toBe('2026-06-16T14:15:00.000Z');
    // The pass before the old time sends only the notice of the change (due at once).
    expect((await passAt(START - 15 * MIN)).sent).toBe(1);
    expect(dmsTo(ivy.userId)).toHaveLength(1);
    expect((await passAt(Date.parse('2026-06-16T14:15:00.000Z'))).sent).toBe(1);
    expect(dmsTo(ivy.userId)).toHaveLength(2);

    const again = await w.posted(owner);
    await w.press(ivy, again.going);
    const other = participantReminderId(again.event.id, ivy.userId);
    expect(await f.item('reminders', other)).toBeDefined();
    expect(await w.deps.events.delete(owner.userId, again.event.id)).toBe(true);
    expect(await f.item('reminders', other)).toBeUndefined();
    expect((await f.item('users', ivy.userId))?.['active_reminders']).toBe(0);
  });
});

const DAY_MS = 86_400_000;

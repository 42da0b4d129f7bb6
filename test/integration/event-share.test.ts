/**
 * /schedule_share on DynamoDB Local: the owner picks people, each gets one `invited` row and one
 * invitation DM through the dispatcher (the Discord stand-in), and the DM's buttons answer.
 */
import {
  ComponentType,
  InteractionResponseType,
  MessageFlags,
  type APIEmbed,
} from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../shared/adapters/log.js';
import type { EventTiming } from '../../shared/domain/event.js';
import { participantReminderId } from '../../shared/domain/ids.js';
import { participationLimits } from '../../shared/domain/limits.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { createEventOperations } from '../../shared/usecases/events-internal.js';
import { dispatchDepsOn } from '../support/dispatch-fixture.js';
import { participantStream, type ParticipantStream } from '../support/participant-stream.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import {
  button,
  command,
  newUser,
  snowflake,
  userSelect,
  type Caller,
} from '../support/interactions.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { anEvent, scheduleCommand } from '../support/schedule.js';

const ONCE = { windowMs: 30_000, pollMs: 0 };
let app: ScheduleApp;
let discord: FakeDiscord;
let answers: ParticipantStream;
beforeAll(async () => {
  [app, discord] = await Promise.all([scheduleApp(Date.now()), startFakeDiscord()]);
  answers = participantStream(() => app.db);
});
afterAll(async () => {
  answers.stop();
  await discord.close();
  app.db.doc.destroy();
});

/**
 * What follows the answers so far (the participants stream's consumer, where AWS runs the
 * participant-stream function), then a dispatcher pass: the notices they made go out.
 */
const dispatch = async () => {
  await answers.drain(app.deps);
  return runDispatchPass(dispatchDepsOn(app.db, discord.apiBase), ONCE);
};
const dmsTo = (userId: string) => discord.dms.filter((d) => d.userId === userId);
/** The owner's /schedule_edit of one field of their event. */
const editField = (owner: Caller, eventId: string, field: string, value: string) =>
  app.send(scheduleCommand(owner, 'schedule_edit', { event_id: eventId, field, value }));
const embedOf = (body: Record<string, unknown>): APIEmbed =>
  (body['embeds'] as APIEmbed[])[0] as APIEmbed;

/** Interaction ids in increasing order, as Discord's snowflakes are. */
let seq = 1_400_000_000_000_000_000n;
const press = (caller: Caller, customId: string) => ({
  ...button(caller, customId),
  id: String(seq++),
});

async function ownedEvent(owner: Caller, timing: Partial<EventTiming> = {}) {
  const e = anEvent({
    userId: owner.userId,
    title: 'Climbing',
    location: 'North wall',
    description: 'Bring shoes',
    timing: { start: Date.now() + 7 * 86_400_000, ...timing },
  });
  expect(await app.deps.events.create(e, 1000)).toBe('created');
  return e;
}

async function share(owner: Caller, eventId: string, users: { id: string; bot?: boolean }[]) {
  return app.send(userSelect(owner, `ss:${eventId}`, users));
}

describe('/schedule_share', () => {
  it('answers the owner with a user select of up to 25', async () => {
    const owner = newUser();
    const e = await ownedEvent(owner);
    const r = await app.send(scheduleCommand(owner, 'schedule_share', { event_id: e.id }));
    expect(r.flags).toBe(MessageFlags.Ephemeral);
    const select = r.components[0]?.components[0] as unknown as Record<string, unknown>;
    expect(select['type']).toBe(ComponentType.UserSelect);
    expect(select['custom_id']).toBe(`ss:${e.id}`);
    expect(select['max_values']).toBe(participationLimits.maxPerShare);
  });

  it('only the owner shares: anyone else’s event is not found, and nobody is invited', async () => {
    const owner = newUser();
    const e = await ownedEvent(owner);
    const stranger = newUser();
    const r = await app.send(scheduleCommand(stranger, 'schedule_share', { event_id: e.id }));
    expect(r.content).toMatch(/not found/i);
    const guest = newUser();
    const s = await share(stranger, e.id, [{ id: guest.userId }]);
    expect(s.content).toMatch(/not found/i);
    expect(await app.deps.participants.list(e.id)).toEqual([]);
  });

  it('invites each chosen user once: a row, one DM with the event and the buttons; Going answers on the DM', async () => {
    const owner = newUser();
    const e = await ownedEvent(owner);
    const guest = newUser();
    const bot = snowflake();
    const r = await share(owner, e.id, [
      { id: guest.userId },
      { id: bot, bot: true },
      { id: owner.userId },
    ]);
    expect(r.type).toBe(InteractionResponseType.UpdateMessage);
    expect(r.content).toContain(`Invited (1): <@${guest.userId}>`);
    expect(r.content).toContain(
      `Not invited, bots and yourself (2): <@${bot}>, <@${owner.userId}>`,
    );
    // Asked again: nothing new is sent.
    const again = await share(owner, e.id, [{ id: guest.userId }]);
    expect(again.content).toContain(`Already invited or answered (1): <@${guest.userId}>`);
    expect((await app.deps.participants.list(e.id)).map((p) => [p.userId, p.status])).toEqual([
      [guest.userId, 'invited'],
    ]);

    await dispatch();
    await dispatch();
    const dms = dmsTo(guest.userId);
    expect(dms).toHaveLength(1);
    expect(dmsTo(bot)).toHaveLength(0);
    const embed = embedOf(dms[0]!.body);
    expect(embed.title).toBe('Climbing');
    expect(embed.description).toContain(`<@${owner.userId}> invites you`);
    expect(embed.description).toContain(`<t:${Math.floor(e.timing.start / 1000)}:F>`);
    expect(embed.description).toContain('Bring shoes');

    const going = await app.send(press(guest, `si:${e.id}:going:${owner.userId}`));
    expect(going.type).toBe(InteractionResponseType.UpdateMessage);
    expect(embedOf(going.data).description).toContain('Your answer: Going');
    expect((await app.deps.participants.list(e.id))[0]?.status).toBe('accepted');
    // Withdrawn by pressing it again: invited once more.
    const back = await app.send(press(guest, `si:${e.id}:going:${owner.userId}`));
    expect(embedOf(back.data).description).toContain('Your answer: Invited');
  });

  it('Stop invitations from this person: later invitations from that owner are "not delivered", never sent', async () => {
    const owner = newUser();
    const first = await ownedEvent(owner);
    const second = await ownedEvent(owner);
    const guest = newUser();
    await share(owner, first.id, [{ id: guest.userId }]);
    const stop = await app.send(press(guest, `sb:${owner.userId}`));
    expect(stop.flags).toBe(MessageFlags.Ephemeral);
    expect(stop.content).toContain(`no more invitations from <@${owner.userId}>`);
    const r = await share(owner, second.id, [{ id: guest.userId }]);
    expect(r.content).toContain(`Not delivered (1): <@${guest.userId}>`);
    expect(r.content).not.toMatch(/stop|block/i);
    expect(await app.deps.participants.list(second.id)).toEqual([]);
    // Another owner still reaches them.
    const other = newUser();
    const theirs = await ownedEvent(other);
    expect((await share(other, theirs.id, [{ id: guest.userId }])).content).toContain(
      'Invited (1)',
    );
  });

  it('a stopped owner can be allowed again: from the Stop reply, and from /settings, which lists only the caller’s own, privately', async () => {
    const [ann, bob, guest] = [newUser(), newUser(), newUser()];
    const annEvent = await ownedEvent(ann);
    const bobEvent = await ownedEvent(bob);
    const stopAnn = await app.send(press(guest, `sb:${ann.userId}`));
    await app.send(press(guest, `sb:${bob.userId}`));
    const ids = (r: { components?: unknown }) =>
      ((r.components ?? []) as { components: { custom_id?: string; label?: string }[] }[]).flatMap(
        (row) => row.components,
      );
    expect(ids(stopAnn)).toEqual([
      expect.objectContaining({ custom_id: `sb:${ann.userId}:allow`, label: 'Allow again' }),
    ]);

    // In a server: only the caller sees it.
    const settings = await app.send(
      command({ ...guest, guildId: '900000000000000007' }, 'settings', []),
    );
    expect(settings.flags).toBe(MessageFlags.Ephemeral);
    const [first, second] = [ann, bob].sort(
      (a, b) => a.userId.length - b.userId.length || (a.userId < b.userId ? -1 : 1),
    ) as [Caller, Caller];
    expect(settings.content).toContain(
      `🚫 You stopped invitations from: 1. <@${first.userId}> · 2. <@${second.userId}>`,
    );
    expect(ids(settings).map((b) => [b.custom_id, b.label])).toEqual([
      [`sb:${first.userId}:allow`, 'Allow #1 again'],
      [`sb:${second.userId}:allow`, 'Allow #2 again'],
    ]);
    // Nobody else sees them.
    expect((await app.send(command(newUser(), 'settings', []))).content).not.toContain('🚫');

    const allowed = await app.send(press(guest, `sb:${ann.userId}:allow`));
    expect(allowed.type).toBe(InteractionResponseType.UpdateMessage);
    expect(allowed.content).toBe(`✅ Invitations from <@${ann.userId}> are allowed again.`);
    expect((await share(ann, annEvent.id, [{ id: guest.userId }])).content).toContain(
      'Invited (1)',
    );
    expect((await share(bob, bobEvent.id, [{ id: guest.userId }])).content).toContain(
      `Not delivered (1): <@${guest.userId}>`,
    );
    const after = await app.send(command(guest, 'settings', []));
    expect(after.content).toContain(`🚫 You stopped invitations from: 1. <@${bob.userId}>`);
    expect(after.content).not.toContain(`<@${ann.userId}>`);
  });

  it('an invitee whose DMs are closed shows as "not delivered" in the owner’s list', async () => {
    const owner = newUser();
    const e = await ownedEvent(owner);
    const [closed, open] = [newUser(), newUser()];
    discord.closeDmsFor(closed.userId);
    await share(owner, e.id, [{ id: closed.userId }, { id: open.userId }]);
    await dispatch();
    expect(dmsTo(closed.userId)).toHaveLength(0);
    const list = await app.send(
      scheduleCommand(owner, 'schedule_participants', { event_id: e.id }),
    );
    expect(list.content).toContain(`<@${closed.userId}> · Invited · not delivered`);
    expect(list.content).not.toContain(`<@${open.userId}> · Invited · not delivered`);
  });

  it('at most 100 invitation DMs per owner in a rolling day', async () => {
    const owner = newUser();
    const events = await Promise.all([1, 2, 3, 4, 5].map(() => ownedEvent(owner)));
    const invited: string[] = [];
    for (const e of events.slice(0, 4)) {
      const users = Array.from({ length: 25 }, () => ({ id: snowflake() }));
      const r = await share(owner, e.id, users);
      expect(r.content).toContain('Invited (25)');
      invited.push(...users.map((u) => u.id));
    }
    const late = await share(owner, events[4]!.id, [{ id: snowflake() }]);
    expect(late.content).toContain('you sent 100 invitations in the last 24 hours (1)');
    expect(await app.deps.participants.list(events[4]!.id)).toEqual([]);
  });
});

describe('waitlist place and promotion, told by DM', () => {
  it('a Going beyond the capacity is told its place; the first waiting is told when a place frees; a retried press tells nobody twice', async () => {
    const owner = newUser({ guildId: '900000000000000002' });
    const e = await ownedEvent(owner);
    await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity: 1 }));
    const [first, second, third] = [newUser(), newUser({ locale: 'fr' }), newUser()];
    const card = (answer: string) => `sp:${e.id}:${answer}:en-US:${owner.userId}`;
    await app.send(press(first, card('going')));
    const late = press(second, card('going'));
    await app.send(late);
    await app.send(late); // Discord delivers the same interaction again
    await app.send(press(third, card('going')));
    await dispatch();
    expect(dmsTo(first.userId)).toHaveLength(0);
    const waiting = dmsTo(second.userId);
    expect(waiting).toHaveLength(1);
    // In the presser's language, with their place.
    expect(embedOf(waiting[0]!.body).description).toContain('liste d’attente, place 1');
    expect(embedOf(dmsTo(third.userId)[0]!.body).description).toContain('waitlist, place 2');

    // The first withdraws: the second moves up and is told, in the language they answered in.
    await app.send(press(first, card('going')));
    await dispatch();
    const promoted = dmsTo(second.userId);
    expect(promoted).toHaveLength(2);
    expect(embedOf(promoted[1]!.body).description).toContain('Une place s’est libérée');
    expect(embedOf(promoted[1]!.body).title).toBe('Climbing');
    expect(dmsTo(third.userId)).toHaveLength(1);
    expect(
      (await app.deps.participants.list(e.id)).find((p) => p.userId === second.userId)?.status,
    ).toBe('accepted');
  });
});

describe('changes reach people', () => {
  /** An event with guests who answered Going, Maybe and Can't go on their invitations. */
  async function answeredEvent(timing: Partial<EventTiming> = {}) {
    const owner = newUser();
    const e = await ownedEvent(owner, timing);
    const [going, maybe, cant] = [newUser(), newUser(), newUser()];
    await share(
      owner,
      e.id,
      [going, maybe, cant].map((u) => ({ id: u.userId })),
    );
    await app.send(press(going, `si:${e.id}:going:${owner.userId}`));
    await app.send(press(maybe, `si:${e.id}:maybe:${owner.userId}`));
    await app.send(press(cant, `si:${e.id}:cant:${owner.userId}`));
    await dispatch(); // the invitations
    return { owner, e, going, maybe, cant };
  }
  const last = (userId: string) => embedOf(dmsTo(userId).at(-1)!.body);
  /** After the event was deleted: its rows are gone, and those going or maybe were told once (Can't go: only the invitation). */
  async function expectToldOfDeletion(p: Awaited<ReturnType<typeof answeredEvent>>): Promise<void> {
    expect(await app.deps.participants.list(p.e.id)).toEqual([]);
    await dispatch();
    await dispatch();
    for (const u of [p.going, p.maybe]) {
      expect(dmsTo(u.userId)).toHaveLength(2);
      expect(last(u.userId).title).toBe('Climbing');
      expect(last(u.userId).description).toContain(`<@${p.owner.userId}> cancelled this event.`);
    }
    expect(dmsTo(p.cant.userId)).toHaveLength(1);
  }

  it('an edit of the title or time tells those going or maybe once, old → new; a description edit tells nobody', async () => {
    const { owner, e, going, maybe, cant } = await answeredEvent();
    await editField(owner, e.id, 'title', 'Bouldering');
    await editField(owner, e.id, 'description', 'Chalk too');
    await dispatch();
    for (const u of [going, maybe]) {
      expect(dmsTo(u.userId)).toHaveLength(2);
      expect(last(u.userId).title).toBe('Bouldering');
      expect(last(u.userId).description).toContain(`<@${owner.userId}> changed this event.`);
      expect(last(u.userId).description).toContain('Title: Climbing → Bouldering');
    }
    expect(dmsTo(cant.userId)).toHaveLength(1);

    await editField(owner, e.id, 'duration', '90');
    await dispatch();
    expect(last(going.userId).description).toContain('Duration: 60 minutes → 90 minutes');
  });

  it('a location change reaches those going or maybe once, old → new, markdown shown as typed; cleared says none', async () => {
    const { owner, e, going, maybe, cant } = await answeredEvent();
    await editField(owner, e.id, 'location', '[Gym](https://example.com) <@1>');
    await dispatch();
    for (const u of [going, maybe]) {
      expect(dmsTo(u.userId)).toHaveLength(2);
      expect(last(u.userId).description).toContain(
        'Place: North wall → \\[Gym\\](https://example.com) \\<@1\\>',
      );
      expect(last(u.userId).description).toContain('📍 \\[Gym\\](https://example.com)');
    }
    expect(dmsTo(cant.userId)).toHaveLength(1);
    await app.send(
      scheduleCommand(owner, 'schedule_edit', { event_id: e.id, field: 'location', value: '-' }),
    );
    await dispatch();
    expect(dmsTo(going.userId)).toHaveLength(3);
    expect(last(going.userId).description).toContain(
      'Place: \\[Gym\\](https://example.com) \\<@1\\> → none',
    );
    expect(last(going.userId).description).not.toContain('📍');
  });

  it('deleting the event tells each participant once and removes their rows', async () => {
    const { owner, e, going, maybe, cant } = await answeredEvent();
    const r = await app.send(
      scheduleCommand(owner, 'schedule_delete', { event_id: e.id, confirm: true }),
    );
    expect(r.content).toMatch(/deleted/i);
    await expectToldOfDeletion({ owner, e, going, maybe, cant });
  });

  it('an occurrence split off by an edit keeps the series’ people: going and maybe carried, reminders at its own time; Can’t go not', async () => {
    const DAY = 86_400_000;
    const first = Math.ceil(Date.now() / DAY) * DAY + 7 * DAY + 18 * 3_600_000;
    const second = first + 7 * DAY;
    const { owner, e, going, maybe, cant } = await answeredEvent({
      start: first,
      timezone: 'UTC',
      recurrencePattern: 'weekly',
    });
    const edited = await app.send(
      scheduleCommand(owner, 'schedule_edit', {
        event_id: e.id,
        field: 'time',
        value: '20:00',
        occurrence: new Date(second).toISOString().slice(0, 10),
        scope: 'this',
      }),
    );
    const split = /evt_[a-z2-7]{12}/.exec(edited.content.replace(e.id, ''))?.[0] as string;
    expect(split, edited.content).toBeDefined();
    const rows = await app.deps.participants.list(split);
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.status]))).toEqual({
      [going.userId]: 'accepted',
      [maybe.userId]: 'tentative',
    });
    expect(rows.map((r) => r.userId)).not.toContain(cant.userId);
    // Going brings the reminder, before the moved start (20:00), read from the new event.
    const reminder = await app.deps.reminders.read(
      going.userId,
      participantReminderId(split, going.userId),
    );
    expect(reminder?.reminder).toMatchObject({ eventId: split, isActive: true });
    expect(Date.parse(reminder?.reminder.remindTime ?? '')).toBeLessThan(second + 2 * 3_600_000);
    expect(Date.parse(reminder?.reminder.remindTime ?? '')).toBeGreaterThan(second);
    // The series keeps its own rows.
    expect((await app.deps.participants.list(e.id)).map((r) => r.userId).sort()).toEqual(
      [going.userId, maybe.userId, cant.userId].sort(),
    );
  });

  it('an edit or a deletion of occurrences of a repeating event tells those going or maybe once, naming them', async () => {
    const DAY = 86_400_000;
    // Weekly at 18:00 UTC from a week ahead: the second and third occurrences.
    const first = Math.ceil(Date.now() / DAY) * DAY + 7 * DAY + 18 * 3_600_000;
    const [second, third] = [first + 7 * DAY, first + 14 * DAY];
    const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const tag = (ms: number) => `<t:${ms / 1000}:F>`;
    const { owner, e, going, maybe, cant } = await answeredEvent({
      start: first,
      timezone: 'UTC',
      recurrencePattern: 'weekly',
    });
    const edited = await app.send(
      scheduleCommand(owner, 'schedule_edit', {
        event_id: e.id,
        field: 'duration',
        value: '90',
        occurrence: date(second),
        scope: 'this',
      }),
    );
    expect(edited.content).not.toMatch(/not found|⚠️/i);
    await dispatch();
    await dispatch();
    for (const u of [going, maybe]) {
      expect(dmsTo(u.userId)).toHaveLength(2);
      expect(last(u.userId).title).toBe('Climbing');
      expect(last(u.userId).description).toContain(
        `<@${owner.userId}> changed the occurrence of ${tag(second)}.`,
      );
      expect(last(u.userId).description).toContain('Duration: 60 minutes → 90 minutes');
      // Not the series' next start, which the edit did not change.
      expect(last(u.userId).description).not.toContain(tag(first));
    }
    expect(dmsTo(cant.userId)).toHaveLength(1);

    const deleted = await app.send(
      scheduleCommand(owner, 'schedule_delete', {
        event_id: e.id,
        confirm: true,
        occurrence: date(third),
        scope: 'following',
      }),
    );
    expect(deleted.content).toContain('<t:');
    await dispatch();
    await dispatch();
    for (const u of [going, maybe]) {
      expect(dmsTo(u.userId)).toHaveLength(3);
      expect(last(u.userId).title).toBe('Climbing');
      expect(last(u.userId).description).toContain(
        `<@${owner.userId}> cancelled the occurrences from ${tag(third)} on.`,
      );
    }
    expect(dmsTo(cant.userId)).toHaveLength(1);
    // The event stays, and so do their answers.
    expect(await app.deps.participants.list(e.id)).toHaveLength(3);
  });

  it('deleting through the internal events API tells them exactly as /schedule_delete does', async () => {
    const { owner, e, going, maybe, cant } = await answeredEvent();
    const ops = createEventOperations({ ...app.deps, log: memoryLogger() });
    expect(await ops.deleteEvent(owner.userId, e.id)).toBe(true);
    await expectToldOfDeletion({ owner, e, going, maybe, cant });
  });

  it('the owner removes a participant; a participant leaves; a freed place promotes the waitlist', async () => {
    const owner = newUser({ guildId: '900000000000000003' });
    const e = await ownedEvent(owner);
    await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity: 1 }));
    const [a, b, c] = [newUser(), newUser(), newUser()];
    const card = (answer: string) => `sp:${e.id}:${answer}:en-US:${owner.userId}`;
    for (const u of [a, b, c]) await app.send(press(u, card('going')));
    await dispatch(); // their waitlist places
    const removeOption = { type: 6, name: 'remove', value: a.userId };
    const participantsCommand = (caller: Caller) => {
      const body = scheduleCommand(caller, 'schedule_participants', { event_id: e.id });
      return {
        ...body,
        data: { ...body.data, options: [...(body.data.options ?? []), removeOption] },
      };
    };
    // Nobody but the owner removes anyone.
    const stranger = await app.send(participantsCommand(newUser()));
    expect(stranger.content).toMatch(/not found/i);
    const removed = await app.send(participantsCommand(owner));
    expect(removed.content).toContain(`Removed <@${a.userId}> from the event.`);
    const statuses = async () =>
      Object.fromEntries((await app.deps.participants.list(e.id)).map((p) => [p.userId, p.status]));
    expect(await statuses()).toEqual({ [b.userId]: 'accepted', [c.userId]: 'waitlisted' });
    await dispatch();
    expect(embedOf(dmsTo(b.userId).at(-1)!.body).description).toContain('A place freed up');

    const left = await app.send(press(b, `si:${e.id}:leave:${owner.userId}`));
    expect(left.type).toBe(InteractionResponseType.UpdateMessage);
    expect(embedOf(left.data).description).toContain('You have no answer for this event.');
    expect(await statuses()).toEqual({ [c.userId]: 'accepted' });
    await dispatch();
    expect(embedOf(dmsTo(c.userId).at(-1)!.body).description).toContain('A place freed up');
  });
});

describe('the presser’s overlap notice', () => {
  it('Going to an event that overlaps their own events tells them which, by DM; Maybe does not', async () => {
    const owner = newUser();
    const e = await ownedEvent(owner);
    const guest = newUser();
    const mine = anEvent({
      userId: guest.userId,
      title: 'Dentist',
      timing: { start: e.timing.start + 30 * 60_000 },
    });
    expect(await app.deps.events.create(mine, 1000)).toBe('created');
    const elsewhere = anEvent({
      userId: guest.userId,
      title: 'Later',
      timing: { start: e.timing.start + 5 * 3_600_000 },
    });
    expect(await app.deps.events.create(elsewhere, 1000)).toBe('created');
    await share(owner, e.id, [{ id: guest.userId }]);
    await dispatch(); // the invitation
    await app.send(press(guest, `si:${e.id}:maybe:${owner.userId}`));
    await dispatch();
    expect(dmsTo(guest.userId)).toHaveLength(1);
    await app.send(press(guest, `si:${e.id}:going:${owner.userId}`));
    await dispatch();
    expect(dmsTo(guest.userId)).toHaveLength(2);
    const told = embedOf(dmsTo(guest.userId)[1]!.body).description ?? '';
    expect(told).toContain('it overlaps these events of yours');
    expect(told).toContain(`Dentist: <t:${Math.floor(mine.timing.start / 1000)}:F>`);
    expect(told).not.toContain('Later');
    // Nobody else learns of the guest's events.
    expect(dmsTo(owner.userId)).toHaveLength(0);
  });
});

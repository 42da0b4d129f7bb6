/**
 * Events a user takes part in, in their schedule (issue 22, item 5) on DynamoDB Local: their
 * /schedule_list, their ICS feed and their conflict checks, never the owner's other events.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../shared/interactions/interaction-http.js';
import { publicRoute } from '../../shared/interactions/public-routes.js';
import { parseCalendar } from '../support/ical-expand.js';
import { button, command, newUser, opt, type Caller } from '../support/interactions.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { anEvent, buttonIds, scheduleCommand } from '../support/schedule.js';

/** Monday 2026-06-15 10:00 UTC; the events are on Saturday 2026-06-20. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const AT_NINE = Date.parse('2026-06-20T09:00:00.000Z');
const GUILD = '900000000000000003';

let app: ScheduleApp;
let get: (path: string) => Promise<HttpResponse>;
beforeAll(async () => {
  app = await scheduleApp(NOW);
  get = (path) => publicRoute(app.deps, path);
});

let seq = 1_500_000_000_000_000_000n;
const press = (caller: Caller, customId: string) =>
  app.send({ ...button(caller, customId), id: String(seq++) });

/** The owner's posted event (with a description only the owner sees) and one they keep to themselves. */
async function sharedAndPrivate(owner: Caller) {
  const shared = anEvent({
    userId: owner.userId,
    title: 'Climbing',
    description: 'Door code 4711',
    location: 'North wall',
    timing: { start: AT_NINE, durationMinutes: 120 },
  });
  const hidden = anEvent({
    userId: owner.userId,
    title: 'Doctor appointment',
    timing: { start: AT_NINE, durationMinutes: 60 },
  });
  for (const e of [shared, hidden]) expect(await app.deps.events.create(e, 1000)).toBe('created');
  const card = await app.send(
    scheduleCommand({ ...owner, guildId: GUILD }, 'schedule_post', { event_id: shared.id }),
  );
  const [going = '', maybe = '', cant = ''] = buttonIds(card.components);
  return { shared, hidden, going, maybe, cant };
}

const listOf = async (caller: Caller, options: Record<string, string> = {}) =>
  (await app.send(scheduleCommand(caller, 'schedule_list', { view_type: 'all', ...options })))
    .content;

async function feedOf(caller: Caller): Promise<string> {
  const r = await app.send(command(caller, 'calendar', [opt.subcommand('feed', [])]));
  const path = /https?:\/\/[^/]+(\/calendar\/[A-Za-z0-9_-]+\.ics)/.exec(r.content)?.[1];
  expect(path, r.content).toBeDefined();
  const res = await get(path as string);
  expect(res.status).toBe(200);
  // Unfolded (RFC 5545 §3.1): long lines continue after CRLF and a space.
  return String(res.body).replace(/\r\n /g, '');
}

describe('Events a user takes part in', () => {
  it("appear in their /schedule_list marked with the owner, without an id to edit, and none of the owner's others", async () => {
    const owner = newUser();
    const [ann, ben, cat] = [newUser(), newUser(), newUser()];
    const { shared, going, maybe, cant } = await sharedAndPrivate(owner);
    await press(ann, going);
    await press(ben, maybe);
    await press(cat, cant);

    const annList = await listOf(ann);
    expect(annList).toContain(
      `Climbing · 📍 North wall · 👥 <@${owner.userId}>'s event · you're going`,
    );
    expect(annList).not.toContain(shared.id);
    expect(annList).not.toContain('Doctor appointment');
    expect(annList).not.toContain('Door code');
    expect(await listOf(ben)).toContain(
      `Climbing · 📍 North wall · 👥 <@${owner.userId}>'s event · maybe`,
    );
    // Can't go: not in their schedule.
    expect(await listOf(cat)).not.toContain('Climbing');
    // A type filter lists their own events only (the type is the owner's).
    expect(await listOf(ann, { filter: 'personal' })).not.toContain('Climbing');
    // The owner's own list is as before: the event with its id, no marker.
    const ownerList = await listOf(owner);
    expect(ownerList).toContain(`Climbing · 📍 North wall · \`${shared.id}\``);
    expect(ownerList).not.toContain('👥');

    // Read-only for them: the owner's event is not theirs to edit.
    const edit = await app.send(
      scheduleCommand(ann, 'schedule_edit', {
        event_id: shared.id,
        field: 'title',
        value: 'Mine now',
      }),
    );
    expect(edit.content).toMatch(/not found/i);
    expect((await app.deps.events.get(owner.userId, shared.id))?.title).toBe('Climbing');

    // Withdrawing the answer takes it out again.
    await press(ann, going);
    expect(await listOf(ann)).not.toContain('Climbing');
  });

  it('count in their conflict checks, naming only the event they take part in', async () => {
    const owner = newUser();
    const dan = newUser();
    const { going } = await sharedAndPrivate(owner);
    await press(dan, going);
    const prompt = await app.send(
      scheduleCommand(dan, 'schedule_create', {
        timezone: 'UTC',
        title: 'Lunch',
        date: '2026-06-20',
        time: '10:30',
      }),
    );
    expect(prompt.content).toContain('**Climbing**');
    expect(prompt.content).not.toContain('Doctor appointment');
    expect(prompt.components[0]?.components.map((c) => c.label)).toContain('Create anyway');

    // Someone who did not answer has no conflict with it.
    const eve = newUser();
    const free = await app.send(
      scheduleCommand(eve, 'schedule_create', {
        timezone: 'UTC',
        title: 'Lunch',
        date: '2026-06-20',
        time: '10:30',
      }),
    );
    expect(free.content).not.toContain('Climbing');
    expect(free.content).toContain('Lunch');
  });

  it('are in their ICS feed as events they did not create, without the description unless invited', async () => {
    const owner = newUser();
    const [fay, gus] = [newUser(), newUser()];
    const { shared, going, maybe } = await sharedAndPrivate(owner);
    await press(fay, going);
    await press(gus, maybe);

    const ics = await feedOf(fay);
    const events = parseCalendar(ics);
    expect(events.map((e) => e.summary)).toEqual(['Climbing']);
    expect(events[0]?.description).toBeNull();
    expect(events[0]?.expand(AT_NINE - 1, AT_NINE + 1)).toEqual([
      { start: AT_NINE, end: AT_NINE + 120 * 60_000 },
    ]);
    expect(ics).toContain(`ORGANIZER:urn:discord:user:${owner.userId}`);
    expect(ics).toContain(
      `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:urn:discord:user:${fay.userId}`,
    );
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).not.toContain('Door code');
    expect(ics).not.toContain('Doctor appointment');

    const maybeIcs = await feedOf(gus);
    expect(maybeIcs).toContain('PARTSTAT=TENTATIVE');
    expect(maybeIcs).toContain('STATUS:TENTATIVE');

    // The owner's own feed: their events as their own, no ORGANIZER.
    const ownerIcs = await feedOf(owner);
    expect(
      parseCalendar(ownerIcs)
        .map((e) => e.summary)
        .sort(),
    ).toEqual(['Climbing', 'Doctor appointment']);
    expect(ownerIcs).not.toContain('ORGANIZER');

    // Invited by the owner (the row says so): the description is theirs to see.
    const hal = newUser();
    await app.db.doc.send(
      new PutCommand({
        TableName: app.db.tables.participants,
        Item: {
          event_id: shared.id,
          user_id: hal.userId,
          role: 'attendee',
          status: 'accepted',
          press_order: '1',
          invited: true,
          row_version: 1,
        },
      }),
    );
    expect(parseCalendar(await feedOf(hal))[0]?.description).toBe('Door code 4711');
  });
});

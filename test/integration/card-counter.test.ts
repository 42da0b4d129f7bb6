/**
 * The card under racing presses, on DynamoDB Local: presses race, each delivered twice, and
 * every card they answer with is held against the rows stored afterwards; then a quiet press
 * shows exactly what the rows say. The card is read from the event's counter (docs/decisions.md,
 * "Card press: the card from the counter"), not from the rows.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { InteractionResponseType, type APIEmbed } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_EVENT_KEY } from '../../shared/adapters/dynamo/participant-repo.js';
import { compareOrder } from '../../shared/domain/participation.js';
import { button, newUser, type Caller } from '../support/interactions.js';
import { itemBytes } from '../support/item-size.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { anEvent, scheduleCommand } from '../support/schedule.js';

const GUILD = '900000000000000004';
let app: ScheduleApp;
beforeAll(async () => {
  app = await scheduleApp(Date.now());
});

let seq = 1_500_000_000_000_000_000n;
const press = (caller: Caller, customId: string) => ({
  ...button(caller, customId),
  id: String(seq++),
});
const embedOf = (r: { data: Record<string, unknown> }): APIEmbed =>
  (r.data['embeds'] as APIEmbed[])[0] as APIEmbed;
const mentioned = (text = ''): string[] => [...text.matchAll(/<@(\d+)>/g)].map((m) => m[1] ?? '');
const countIn = (name = ''): number => Number(/· (\d+)/.exec(name)?.[1] ?? NaN);
const omit = (item: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !keys.includes(k)));

async function postedCard(capacity: number) {
  const owner = newUser({ guildId: GUILD });
  const e = anEvent({ userId: owner.userId, timing: { start: Date.now() + 86_400_000 } });
  expect(await app.deps.events.create(e, 1000)).toBe('created');
  const posted = await app.send(
    scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity }),
  );
  expect(posted.type).toBe(InteractionResponseType.ChannelMessageWithSource);
  return { e, card: (a: string) => `sp:${e.id}:${a}:en-US:${owner.userId}` };
}

/** The event's counter item as stored. */
async function counterItem(eventId: string): Promise<Record<string, unknown>> {
  const { Item } = await app.db.doc.send(
    new GetCommand({
      TableName: app.db.tables.participants,
      Key: { event_id: eventId, user_id: SHARED_EVENT_KEY },
      ConsistentRead: true,
    }),
  );
  return Item ?? {};
}

/** What the stored rows say a card must show. */
async function fromRows(eventId: string) {
  const rows = (await app.deps.participants.list(eventId)).sort((a, b) =>
    compareOrder(a.order, b.order),
  );
  const ids = (s: string) => rows.filter((r) => r.status === s).map((r) => r.userId);
  return { going: ids('accepted'), maybe: ids('tentative'), waitlisted: ids('waitlisted').length };
}

describe('the card under racing presses', () => {
  it('racing presses (each delivered twice) never show more going than the capacity nor anyone the rows do not hold; a quiet press shows exactly the rows', async () => {
    const { e, card } = await postedCard(10);
    const goers = Array.from({ length: 30 }, () => newUser({ guildId: GUILD }));
    const maybes = Array.from({ length: 8 }, () => newUser({ guildId: GUILD }));
    const bodies = [
      ...goers.map((u) => press(u, card('going'))),
      ...maybes.map((u) => press(u, card('maybe'))),
    ];
    const replies = await Promise.all([...bodies, ...bodies].map((b) => app.send(b)));
    const stored = await fromRows(e.id);
    expect(stored.going).toHaveLength(10);
    expect(stored.maybe).toHaveLength(8);
    expect(stored.waitlisted).toBe(20);
    for (const r of replies) {
      expect(r.type).toBe(InteractionResponseType.UpdateMessage);
      const [going, maybe] = embedOf(r).fields ?? [];
      expect(countIn(going?.name)).toBeLessThanOrEqual(10);
      // Nobody left in this race: whoever a card shows going or maybe is so in the rows.
      for (const id of mentioned(going?.value)) expect(stored.going).toContain(id);
      for (const id of mentioned(maybe?.value)) expect(stored.maybe).toContain(id);
      // While a place taken twice is given back, more may wait than at the end (the first
      // waiting moves up): never more than those who pressed Going, counted once each.
      const waiting = /Waitlist: (\d+)/.exec(embedOf(r).footer?.text ?? '')?.[1];
      expect(countIn(going?.name) + Number(waiting ?? 0)).toBeLessThanOrEqual(goers.length);
    }

    // A press once the race is over: the card is exactly the rows (first 10 names in press order).
    const quiet = await app.send(press(newUser({ guildId: GUILD }), card('cant')));
    const [going, maybe] = embedOf(quiet).fields ?? [];
    expect(going?.name).toBe('✅ Going · 10/10');
    expect(mentioned(going?.value)).toEqual(stored.going);
    expect(maybe?.name).toBe('❔ Maybe · 8');
    expect(mentioned(maybe?.value)).toEqual(stored.maybe);
    expect(embedOf(quiet).footer?.text).toBe('Waitlist: 20');
    // Every press rewrites the counter item and AWS bills a write by its size (1 KB units): each
    // of the 38 answers it holds costs under 30 bytes (ids packed; 42 written in decimal).
    const item = await counterItem(e.id);
    const answers = Object.keys(item).filter((k) => /^[gmw]\|/.test(k));
    expect(answers).toHaveLength(38);
    const answerBytes = itemBytes(marshall(item)) - itemBytes(marshall(omit(item, answers)));
    expect(answerBytes / answers.length).toBeLessThan(30);
  });

  it('follows changed answers, a leave and a promotion, and keeps no answer taken back on the counter', async () => {
    const { e, card } = await postedCard(1);
    const [ann, bob, cy] = [GUILD, GUILD, GUILD].map((guildId) => newUser({ guildId })) as [
      Caller,
      Caller,
      Caller,
    ];
    await app.send(press(ann, card('going')));
    await app.send(press(bob, card('going'))); // waitlisted
    await app.send(press(cy, card('maybe')));
    await app.send(press(cy, card('going'))); // waitlisted, behind Bob
    await app.send(press(ann, card('maybe'))); // Bob moves up
    await app.deps.participants.remove(e.id, cy.userId, '1');
    const last = await app.send(press(newUser({ guildId: GUILD }), card('cant')));
    const stored = await fromRows(e.id);
    expect(stored).toEqual({ going: [bob.userId], maybe: [ann.userId], waitlisted: 0 });
    const [going, maybe] = embedOf(last).fields ?? [];
    expect(mentioned(going?.value)).toEqual([bob.userId]);
    expect(mentioned(maybe?.value)).toEqual([ann.userId]);
    expect(embedOf(last).footer?.text).toBe('Places left: 0');
    // The counter holds the card: the two answers that stand (shown above), nothing of those taken back.
    const item = await counterItem(e.id);
    expect(Object.keys(item).filter((k) => /^[gmw]\|/.test(k))).toHaveLength(2);
  });
});

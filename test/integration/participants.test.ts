import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { createEventStore } from '../../shared/adapters/dynamo/event-repo.js';
import {
  createParticipantStore,
  SHARED_EVENT_KEY,
} from '../../shared/adapters/dynamo/participant-repo.js';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { compareOrder } from '../../shared/domain/participation.js';
import type { ParticipantStore } from '../../shared/usecases/participation-ports.js';
import { freshTables, type TestDb } from '../support/dynamo.js';
import { snowflake } from '../support/interactions.js';
import { anEvent } from '../support/schedule.js';

let db: TestDb;
let store: ParticipantStore;

beforeAll(async () => {
  db = await freshTables();
  store = createParticipantStore(db.doc, db.tables);
});

/** Press ids in increasing order, as Discord's interaction snowflakes are. */
let pressSeq = 10n ** 18n;
const nextPress = () => String(pressSeq++);
const user = () => snowflake();

async function statuses(eventId: string): Promise<Record<string, string>> {
  return Object.fromEntries((await store.list(eventId)).map((r) => [r.userId, r.status]));
}

/** The answers the event's counter item holds, as code and count ('g1', 'w0'), sorted. */
async function answerCounts(eventId: string): Promise<string[]> {
  const { Item = {} } = await db.doc.send(
    new GetCommand({
      TableName: db.tables.participants,
      Key: { event_id: eventId, user_id: SHARED_EVENT_KEY },
      ConsistentRead: true,
    }),
  );
  return Object.entries(Item)
    .filter(([k]) => /^[gmw]\|/.test(k))
    .map(([k, n]) => `${k[0]}${String(n)}`)
    .sort();
}

/**
 * Waits until a held write's first half shows (a counter write before the held row write): a few
 * seconds allowed, since a loaded machine takes longer than vi.waitFor's 1 s default.
 */
const settled = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000 });

type Around = (command: string, input: string, send: () => Promise<unknown>) => Promise<unknown>;

/** A store on its own client whose every request passes through `around` (to hold or watch it). */
function storeAround(around: Around) {
  const raw = createDynamoClient({ endpoint: db.endpoint, region: 'us-east-1' });
  raw.middlewareStack.add(
    (next, context) => (args) =>
      around(context.commandName ?? '', JSON.stringify((args as { input?: unknown }).input), () =>
        next(args),
      ) as ReturnType<typeof next>,
    { step: 'initialize', name: 'around' },
  );
  return {
    store: createParticipantStore(DynamoDBDocumentClient.from(raw), db.tables),
    destroy: () => raw.destroy(),
  };
}

/** A store whose row writes (Put) of `userId` wait until released. */
function holdingRowsOf(userId: string) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const around = storeAround(async (command, input, send) => {
    if (command === 'PutItemCommand' && input.includes(userId)) await held;
    return send();
  });
  return { ...around, release: () => release() };
}

describe('Class: ParticipantStore', () => {
  it('50 simultaneous Going on a capacity of 10: exactly 10 going, 40 waitlisted in press order', async () => {
    const eventId = 'evt_race50aaaaaa';
    await store.open(eventId, '100', 10);
    const presses = Array.from({ length: 50 }, () => ({ user: user(), id: nextPress() }));
    const results = await Promise.all(
      presses.map((p) => store.press(eventId, p.user, 'going', p.id)),
    );
    expect(results.every((r) => r.kind === 'answered')).toBe(true);
    const rows = await store.list(eventId);
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(10);
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    expect(waiting).toHaveLength(40);
    // Each waitlisted row keeps the snowflake of its own press: the line is the press order.
    const pressOf = new Map(presses.map((p) => [p.user, p.id]));
    for (const w of waiting) expect(w.order).toBe(pressOf.get(w.userId));
    expect(await store.shared(eventId)).toMatchObject({ going: 10, rows: 50, capacity: 10 });
  });

  it('a place given back goes to the first on the waitlist', async () => {
    const eventId = 'evt_promoteaaaaa';
    await store.open(eventId, '100', 2);
    const [a, b, c, d] = [user(), user(), user(), user()];
    for (const u of [a, b, c, d]) await store.press(eventId, u, 'going', nextPress());
    expect(await statuses(eventId)).toEqual({
      [a]: 'accepted',
      [b]: 'accepted',
      [c]: 'waitlisted',
      [d]: 'waitlisted',
    });
    const left = await store.press(eventId, a, 'cant', nextPress());
    expect(left).toMatchObject({
      kind: 'answered',
      status: 'declined',
      promoted: [c],
      repeated: false,
    });
    expect(await statuses(eventId)).toMatchObject({ [c]: 'accepted', [d]: 'waitlisted' });
    expect(await store.shared(eventId)).toMatchObject({ going: 2 });
    // Pressing Going again withdraws it, and the place moves on again.
    const again = await store.press(eventId, b, 'going', nextPress());
    expect(again).toMatchObject({ status: null, promoted: [d] });
    expect(await store.shared(eventId)).toMatchObject({ going: 2, rows: 3 });
  });

  it('a double press (the same interaction twice, also at once) records one answer', async () => {
    const eventId = 'evt_doubleaaaaaa';
    await store.open(eventId, '100', undefined);
    const u = user();
    const id = nextPress();
    const [first, second] = await Promise.all([
      store.press(eventId, u, 'going', id),
      store.press(eventId, u, 'going', id),
    ]);
    expect([first, second].filter((r) => r.kind === 'answered' && r.repeated)).toHaveLength(1);
    expect(await store.press(eventId, u, 'going', id)).toMatchObject({ repeated: true });
    expect(await statuses(eventId)).toEqual({ [u]: 'accepted' });
    expect(await store.shared(eventId)).toMatchObject({ going: 1, rows: 1 });
  });

  it('answers nothing for an event never opened, and keeps a raised capacity fair', async () => {
    expect(await store.press('evt_neveropenaaa', user(), 'going', nextPress())).toEqual({
      kind: 'not_shared',
    });
    const eventId = 'evt_capacityaaaa';
    await store.open(eventId, '100', 1);
    const [a, b, c] = [user(), user(), user()];
    for (const u of [a, b, c]) await store.press(eventId, u, 'going', nextPress());
    expect(await store.open(eventId, '100', 0)).toEqual({ kind: 'below_going', going: 1 });
    expect(await store.open(eventId, '100', 2)).toEqual({ kind: 'opened', promoted: [b] });
    expect(await statuses(eventId)).toEqual({
      [a]: 'accepted',
      [b]: 'accepted',
      [c]: 'waitlisted',
    });
  });

  it('deleting an event deletes its participant rows and its counter', async () => {
    const reminders = createReminderStore(db.doc, db.tables, 4);
    const events = createEventStore(db.doc, db.tables, reminders);
    const owner = user();
    const e = anEvent({ userId: owner });
    expect(await events.create(e, 1000)).toBe('created');
    await store.open(e.id, owner, 5);
    for (let i = 0; i < 3; i++) await store.press(e.id, user(), 'maybe', nextPress());
    expect(await store.list(e.id)).toHaveLength(3);
    expect(await events.delete(owner, e.id)).toBe(true);
    const { Items } = await db.doc.send(
      new QueryCommand({
        TableName: db.tables.participants,
        KeyConditionExpression: 'event_id = :e',
        ExpressionAttributeValues: { ':e': e.id },
      }),
    );
    expect(Items).toEqual([]);
    expect(await store.press(e.id, user(), 'going', nextPress())).toEqual({ kind: 'not_shared' });
  });

  it('a counter briefly ahead of the rows (a losing press giving its count back) refuses nobody', async () => {
    const eventId = 'evt_counteraaaaa';
    await store.open(eventId, '100', undefined);
    await store.press(eventId, user(), 'going', nextPress());
    const setRows = (n: number) =>
      db.doc.send(
        new UpdateCommand({
          TableName: db.tables.participants,
          Key: { event_id: eventId, user_id: SHARED_EVENT_KEY },
          UpdateExpression: 'SET row_count = :n',
          ExpressionAttributeValues: { ':n': n },
        }),
      );
    await setRows(250);
    const late = store.press(eventId, user(), 'maybe', nextPress());
    await new Promise((r) => setTimeout(r, 30));
    await setRows(1);
    expect(await late).toMatchObject({ kind: 'answered', status: 'tentative' });
    expect(await store.shared(eventId)).toMatchObject({ rows: 2 });
  });

  it('a place taken and given back by a press delivered twice goes to whoever joined the waitlist meanwhile', async () => {
    const eventId = 'evt_givebackaaaa';
    await store.open(eventId, '100', 2);
    const a = user();
    const b = user();
    // A second client whose writes of a's row wait until released.
    const { store: slow, release, destroy } = holdingRowsOf(a);
    const id = nextPress();
    // Both deliveries of a's Going take a place before either writes a's row…
    const twice = [slow.press(eventId, a, 'going', id), slow.press(eventId, a, 'going', id)];
    await settled(async () => {
      expect(await store.shared(eventId)).toMatchObject({ going: 2 });
    });
    // …so b finds both places taken and joins the waitlist.
    expect(await store.press(eventId, b, 'going', nextPress())).toMatchObject({
      status: 'waitlisted',
    });
    release();
    const results = await Promise.all(twice);
    // One delivery wrote a's row; the other gave its place back, and b moved up.
    expect(results.flatMap((r) => (r.kind === 'answered' ? r.promoted : []))).toEqual([b]);
    expect(await statuses(eventId)).toEqual({ [a]: 'accepted', [b]: 'accepted' });
    expect(await store.shared(eventId)).toMatchObject({ going: 2, rows: 2 });
    destroy();
  });

  it('an answer given back after another press of the same user decided otherwise leaves no key on the counter', async () => {
    const eventId = 'evt_spentkeyaaaa';
    await store.open(eventId, '100', 1);
    const [a, b] = [user(), user()];
    // b's press is the earlier one (Discord's ids order presses), though it arrives later.
    const [pressOfB, pressOfA] = [nextPress(), nextPress()];
    const { store: slow, release, destroy } = holdingRowsOf(a);
    // a's Going takes the place; its row write waits…
    const going = slow.press(eventId, a, 'going', pressOfA);
    await settled(async () => {
      expect(await store.shared(eventId)).toMatchObject({ going: 1 });
    });
    // …while a's own Maybe is written, and b, finding the place taken, waits.
    await store.press(eventId, a, 'maybe', nextPress());
    await store.press(eventId, b, 'going', pressOfB);
    release();
    // a's Going loses its row write, gives the place back and decides again: behind b.
    expect(await going).toMatchObject({ status: 'waitlisted', promoted: [b] });
    destroy();
    expect(await statuses(eventId)).toEqual({ [a]: 'waitlisted', [b]: 'accepted' });
    // The counter keeps the two answers that stand, nothing at 0 (it would grow with every race).
    expect(await answerCounts(eventId)).toEqual(['g1', 'w1']);
  });

  it('while two deliveries of one press decided differently are in flight, the card never shows going the one whose place may be given back', async () => {
    const eventId = 'evt_inflightcard';
    await store.open(eventId, '100', 1);
    const a = user();
    const id = nextPress();
    // The first delivery takes the place; its row write waits…
    const slow = holdingRowsOf(a);
    const first = slow.store.press(eventId, a, 'going', id);
    await settled(async () => {
      expect(await store.shared(eventId)).toMatchObject({ going: 1 });
    });
    // …so the second, after waiting for that row a while, finds the place taken: the waitlist.
    const second = await store.press(eventId, a, 'going', id);
    expect(second).toMatchObject({ kind: 'answered', status: 'waitlisted' });
    expect(await statuses(eventId)).toEqual({ [a]: 'waitlisted' });
    // Its card matches the row just written, not the place the first delivery gives back.
    const card = second.kind === 'answered' ? second.shared.card : undefined;
    expect(card).toEqual({ answered: [], waitlisted: 1 });
    slow.release();
    // The first loses its row write and gives the place back: a moves up.
    expect(await first).toMatchObject({ status: 'waitlisted', repeated: true, promoted: [a] });
    expect(await statuses(eventId)).toEqual({ [a]: 'accepted' });
    slow.destroy();
  });

  it('two promotions of the same waiting user at once leave no key on the counter', async () => {
    const eventId = 'evt_twopromoaaaa';
    await store.open(eventId, '100', 2);
    const [a, b, w] = [user(), user(), user()];
    for (const u of [a, b, w]) await store.press(eventId, u, 'going', nextPress());
    /** A store whose writes of w's row (a promotion's) wait, telling when one is held. */
    const promotingHeld = () => {
      let release = () => {};
      let reached = () => {};
      const held = new Promise<void>((r) => (release = r));
      const atRow = new Promise<void>((r) => (reached = r));
      const around = storeAround(async (command, input, send) => {
        if (command === 'UpdateItemCommand' && input.includes(w)) {
          reached();
          await held;
        }
        return send();
      });
      return { ...around, release: () => release(), atRow };
    };
    // a leaves: its promotion counts w going, and w's row write waits…
    const first = promotingHeld();
    const leaveA = first.store.press(eventId, a, 'cant', nextPress());
    await first.atRow;
    // …while b leaves too: its promotion reads w still waiting and counts w going once more.
    const second = promotingHeld();
    const leaveB = second.store.press(eventId, b, 'cant', nextPress());
    await second.atRow;
    // The first promotion writes w's row; the second loses it and gives its count back.
    first.release();
    expect(await leaveA).toMatchObject({ status: 'declined', promoted: [w] });
    second.release();
    expect(await leaveB).toMatchObject({ status: 'declined', promoted: [] });
    first.destroy();
    second.destroy();
    expect(await statuses(eventId)).toEqual({ [a]: 'declined', [b]: 'declined', [w]: 'accepted' });
    expect(await store.shared(eventId)).toMatchObject({ going: 1, waiting: 0 });
    // The counter keeps w's one answer, nothing at 0 (it would grow with every race).
    expect(await answerCounts(eventId)).toEqual(['g1']);
  });

  it('a press delivered again while its first delivery writes the row waits for that row instead of counting again; when the row never comes, it records the answer itself', async () => {
    const eventId = 'evt_redeliveraaa';
    await store.open(eventId, '100', 2);
    // A store that counts the counter writes it sends, and tells when its first read is done.
    let updates = 0;
    let afterRead = () => {};
    const counting = storeAround(async (command, _input, send) => {
      if (command === 'UpdateItemCommand') updates++;
      const out = await send();
      if (command === 'BatchGetItemCommand') afterRead();
      return out;
    });

    /** A new user's Going, its row write held once its counter write has taken place `going`. */
    async function heldGoing(going: number) {
      const who = user();
      const id = nextPress();
      const held = holdingRowsOf(who);
      const first = held.store.press(eventId, who, 'going', id);
      await settled(async () => {
        expect(await store.shared(eventId)).toMatchObject({ going });
      });
      return { who, id, held, first };
    }
    // The first delivery counted its Going; its row is stored a moment after the second arrives.
    const { who: u, id: uPress, held: slowU, first: firstU } = await heldGoing(1);
    // The row is stored once the second delivery has read the counter (its answer counted, no row).
    afterRead = slowU.release;
    const againU = counting.store.press(eventId, u, 'going', uPress);
    expect(await againU).toMatchObject({ status: 'accepted', repeated: true });
    expect(updates).toBe(0);
    expect(await firstU).toMatchObject({ status: 'accepted', repeated: false });

    // A first delivery that stops between its two writes: the second records the answer.
    const { who: v, id: vPress, held: slowV, first: firstV } = await heldGoing(2);
    // (The place it counted stays taken, so the answer waits: no answer is lost.)
    expect(await store.press(eventId, v, 'going', vPress)).toMatchObject({
      status: 'waitlisted',
      repeated: false,
    });
    expect(await statuses(eventId)).toEqual({ [u]: 'accepted', [v]: 'waitlisted' });
    // Should it still write, it loses to the stored row, gives its place back, and v moves up.
    slowV.release();
    expect(await firstV).toMatchObject({ status: 'waitlisted', repeated: true, promoted: [v] });
    expect(await statuses(eventId)).toEqual({ [u]: 'accepted', [v]: 'accepted' });
    expect(await store.shared(eventId)).toMatchObject({ going: 2, rows: 2, waiting: 0 });
    for (const s of [slowU, slowV, counting]) s.destroy();
  });

  it('a place freed while someone waits goes to them, not to a Going that arrives meanwhile', async () => {
    const eventId = 'evt_nojumpaaaaaa';
    await store.open(eventId, '100', 1);
    const [a, w, late] = [user(), user(), user()];
    await store.press(eventId, a, 'going', nextPress());
    expect(await store.press(eventId, w, 'going', nextPress())).toMatchObject({
      status: 'waitlisted',
    });
    // a leaves: the counter gives the place back, a's row write waits…
    const leaving = holdingRowsOf(a);
    const leave = leaving.store.press(eventId, a, 'cant', nextPress());
    await settled(async () => {
      expect(await store.shared(eventId)).toMatchObject({ going: 0 });
    });
    // …and a Going arriving now finds the place free, but w is waiting for it.
    expect(await store.press(eventId, late, 'going', nextPress())).toMatchObject({
      status: 'waitlisted',
    });
    leaving.release();
    // The place moves up to w (the promotion after the leave, or the one after late's Going).
    expect(await leave).toMatchObject({ status: 'declined' });
    expect(await statuses(eventId)).toEqual({
      [a]: 'declined',
      [w]: 'accepted',
      [late]: 'waitlisted',
    });
    expect(await store.shared(eventId)).toMatchObject({ going: 1, waiting: 1 });
    leaving.destroy();
  });

  it('a Going counted as waiting before a place freed, its row written after, is promoted', async () => {
    const eventId = 'evt_lateroweaaaa';
    await store.open(eventId, '100', 1);
    const [a, w] = [user(), user()];
    await store.press(eventId, a, 'going', nextPress());
    // w's Going joins the waitlist on the counter; its row write waits…
    const joining = holdingRowsOf(w);
    const join = joining.store.press(eventId, w, 'going', nextPress());
    await settled(async () => {
      expect(await store.shared(eventId)).toMatchObject({ rows: 2 });
    });
    // …while a leaves; w's row is stored only once the promotion after the leave has read the rows.
    const leaver = storeAround(async (command, _input, send) => {
      const out = await send();
      if (command === 'QueryCommand') joining.release();
      return out;
    });
    await leaver.store.press(eventId, a, 'cant', nextPress());
    expect(await join).toMatchObject({ status: 'waitlisted' });
    // Nobody waits while a place is free: w moved up.
    expect(await statuses(eventId)).toEqual({ [a]: 'declined', [w]: 'accepted' });
    expect(await store.shared(eventId)).toMatchObject({ going: 1, waiting: 0 });
    joining.destroy();
    leaver.destroy();
  });

  it('a leave racing 20 Going presses (each delivered twice): the place goes to the first waiting, the rest wait in press order', async () => {
    const eventId = 'evt_leaveraceaaa';
    await store.open(eventId, '100', 3);
    const going = [user(), user(), user()];
    for (const u of going) await store.press(eventId, u, 'going', nextPress());
    const first = user();
    await store.press(eventId, first, 'going', nextPress()); // waitlisted, first in line
    const [leaver, ...stay] = going as [string, ...string[]];
    const newcomers = Array.from({ length: 20 }, () => ({ user: user(), id: nextPress() }));
    const leaveId = nextPress();
    await Promise.all([
      store.press(eventId, leaver, 'cant', leaveId),
      ...newcomers.flatMap((p) => [
        store.press(eventId, p.user, 'going', p.id),
        store.press(eventId, p.user, 'going', p.id),
      ]),
      store.press(eventId, leaver, 'cant', leaveId),
    ]);
    const rows = await store.list(eventId);
    const accepted = rows.filter((r) => r.status === 'accepted').map((r) => r.userId);
    expect(accepted.sort()).toEqual([...stay, first].sort());
    const line = rows
      .filter((r) => r.status === 'waitlisted')
      .sort((x, y) => compareOrder(x.order, y.order))
      .map((r) => r.userId);
    expect(line).toEqual(newcomers.map((p) => p.user));
    expect(await store.shared(eventId)).toMatchObject({ going: 3, rows: 24, waiting: 20 });
  });

  it('a leave racing Going presses with nobody waiting: no place stays free while anyone waits', async () => {
    for (let round = 0; round < 3; round++) {
      const eventId = `evt_leavefree${round}aa`;
      await store.open(eventId, '100', 3);
      const going = [user(), user(), user()];
      for (const u of going) await store.press(eventId, u, 'going', nextPress());
      const newcomers = Array.from({ length: 12 }, () => ({ user: user(), id: nextPress() }));
      const leaveId = nextPress();
      await Promise.all([
        ...newcomers.flatMap((p) => [
          store.press(eventId, p.user, 'going', p.id),
          store.press(eventId, p.user, 'going', p.id),
        ]),
        store.press(eventId, going[0] ?? '', 'cant', leaveId),
      ]);
      const rows = await store.list(eventId);
      expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(3);
      expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(11);
      expect(await store.shared(eventId)).toMatchObject({ going: 3, rows: 15, waiting: 11 });
    }
  });
});

import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import * as z from 'zod/mini';
import type { EventRecord } from '../../domain/schedule.js';
import type { TableNames } from './table-names.js';
import {
  compareOrder,
  decidePress,
  holdsSeat,
  participantStatuses,
  participationLimits,
  type ParticipantStatus,
  promotions,
  seatFree,
  type Answer,
  type SeatChange,
} from '../../domain/participation.js';
import type {
  ParticipantRow,
  ParticipantStore,
  PressResult,
  SharedEvent,
} from '../../usecases/participation-ports.js';
import { contentionPause, isConditionFailure, retryContention } from './contention.js';
import { eventFromItem } from './event-item.js';
import { queryAll, queryIndexOr } from './query.js';
import {
  PARTICIPANTS_BY_USER_INDEX,
  PARTICIPANTS_RETIRED_BY_USER_INDEX,
  SHARED_EVENT_KEY,
} from './tables.js';

export { SHARED_EVENT_KEY };

/**
 * Many people press one card at once: a press that read a free place another press took
 * first re-reads and decides again (now the waitlist), more patiently than a single user's write.
 */
const PRESS_ATTEMPTS = 20;

/** Counter conditions: a going place is free; the event has room for one more row. */
const PLACE_FREE = '(attribute_not_exists(place_limit) OR going_count < place_limit)';
const ROOM_FOR_ROW = 'row_count < :max';
/** Nobody waits for a place (a counter that keeps `wait_count`): a free place is the waitlist's. */
const NOBODY_WAITING = 'wait_count < :one';

/**
 * The card on the counter (docs/decisions.md, "Card press: the card from the counter"): a
 * counter opened with {@link CARD_FLAG} keeps one number attribute per going, maybe or waiting
 * answer, named by its status, press order and user (`g|<order>|<user>`, `m|…`, `w|…`; the ids packed).
 * Every write adds to them (never sets), in the same conditional update as `going_count`, and a
 * write given back subtracts the same: two deliveries of one press add 2 and the loser takes 1
 * back, so an answer shows (and counts) while its number is above 0: never twice, and exactly
 * as the rows say once no write is in flight. Older counters carry no flag (their card reads the rows); the additions on them
 * are ignored.
 */
const CARD_FLAG = 'card_counts';
const CARD_KEY = /^([gmw])\|([^|]+)\|(.+)$/;
/**
 * The flag's value on counters opened since issue 22's tenth round: their answer keys hold the
 * press order and the user packed ({@link packId}), and they keep `wait_count`, how many wait
 * (added to like the answers), so a Going decides "someone waits" on the counter. A counter
 * flagged 1 (the round before, ids in decimal) is read like an older counter: its card from the
 * rows.
 */
const CARD_WITH_WAITING = 2;

const cardFlagged = (item: Record<string, unknown>): boolean =>
  item[CARD_FLAG] === CARD_WITH_WAITING;

/** The counter item each {@link SharedEvent} was read from (its answers, for a press's own checks). */
const itemOf = new WeakMap<SharedEvent, Record<string, unknown>>();

/** The card's answers on the counter (flagged) that are still counted (above 0): key, code, order and user. */
function countedAnswers(item: Record<string, unknown> | undefined) {
  if (!item || !cardFlagged(item)) return [];
  return Object.entries(item).flatMap(([key, n]) => {
    const m = CARD_KEY.exec(key);
    if (!m || typeof n !== 'number' || n <= 0) return [];
    const [, code = '', order = '', userId = ''] = m;
    return [{ key, code, order: unpackId(order), userId: unpackId(userId) }];
  });
}

/**
 * True when the counter counts an answer of `userId` set by the press `pressId` (its order is
 * the press's id): another delivery of the same press wrote the counter and its row write is
 * in flight (or lost, about to be given back).
 */
function pressCounted(shared: SharedEvent, userId: string, pressId: string): boolean {
  return countedAnswers(itemOf.get(shared)).some((a) => a.userId === userId && a.order === pressId);
}

/** Users the counter counts as waiting: each one's row is written or about to be. */
function waitingOnCounter(shared: SharedEvent): Set<string> {
  return new Set(
    countedAnswers(itemOf.get(shared))
      .filter((a) => a.code === 'w')
      .map((a) => a.userId),
  );
}

interface CardDelta {
  readonly key: string;
  readonly by: number;
}

/** The digits of {@link packId} (base64url's alphabet: no `|`, no `=`). */
const PACK_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MAX_PACKED = 1n << 64n;

/**
 * A Discord id (a snowflake: a decimal below 2^64, up to 20 digits) in base 64, up to 11
 * characters: every press rewrites the counter item and pays for its size, names included.
 * Anything else is kept as it is, after `=`.
 */
function packId(id: string): string {
  if (!/^(0|[1-9]\d{0,19})$/.test(id) || BigInt(id) >= MAX_PACKED) return `=${id}`;
  let n = BigInt(id);
  let out = '';
  do {
    out = (PACK_DIGITS[Number(n & 63n)] ?? '') + out;
    n >>= 6n;
  } while (n > 0n);
  return out;
}

function unpackId(packed: string): string {
  if (packed.startsWith('=')) return packed.slice(1);
  let n = 0n;
  for (const ch of packed) n = (n << 6n) | BigInt(PACK_DIGITS.indexOf(ch));
  return n.toString();
}

function cardKey(status: ParticipantStatus, order: string, userId: string): string | null {
  const code = status === 'accepted' ? 'g' : status === 'tentative' ? 'm' : 'w';
  return status === 'accepted' || status === 'tentative' || status === 'waitlisted'
    ? `${code}|${packId(order)}|${packId(userId)}`
    : null;
}

type Answered = { readonly status: ParticipantStatus; readonly order: string } | null;

/** What a change of one row from `before` to `after` adds to the card's counts. */
function cardDeltas(userId: string, before: Answered, after: Answered): CardDelta[] {
  const by = new Map<string, number>();
  const add = (a: Answered, n: number) => {
    const key = a ? cardKey(a.status, a.order, userId) : null;
    if (key) by.set(key, (by.get(key) ?? 0) + n);
  };
  add(before, -1);
  add(after, 1);
  return [...by].filter(([, n]) => n !== 0).map(([key, n]) => ({ key, by: n }));
}

const negated = (card: readonly CardDelta[]): CardDelta[] =>
  card.map((d) => ({ key: d.key, by: -d.by }));

/**
 * Which answer a user shows while writes of two answers are in flight: the one holding no place
 * first, so a card never shows going someone whose place is about to be given back.
 */
const SHOWN_FIRST = ['w', 'm', 'g'];

/**
 * The card a flagged counter item holds. Each user shows once: while two answers of theirs are
 * in flight (two deliveries deciding differently, one to be given back), the one holding no
 * place, which the rows may keep; the place, when it is the one kept, shows once its row is
 * written and the other answer given back.
 */
function cardOf(item: Record<string, unknown>): SharedEvent['card'] {
  if (!cardFlagged(item)) return undefined;
  const byUser = new Map<string, { code: string; order: string }>();
  for (const { code, order, userId } of countedAnswers(item)) {
    const seen = byUser.get(userId);
    if (!seen || SHOWN_FIRST.indexOf(code) < SHOWN_FIRST.indexOf(seen.code))
      byUser.set(userId, { code, order });
  }
  const answered = [...byUser]
    .filter(([, a]) => a.code !== 'w')
    .map(([userId, a]) => {
      return { userId, order: a.order, status: a.code === 'g' ? 'accepted' : 'tentative' } as const;
    })
    .sort((a, b) => compareOrder(a.order, b.order));
  return { answered, waitlisted: byUser.size - answered.length };
}

/** The counter counted a row that a losing press is about to give back: try again. */
class CounterAhead extends Error {}

/** A counter condition failed: the counter as the write found it (null: the event was closed). */
class CounterMoved extends Error {
  constructor(readonly found: SharedEvent | null) {
    super('the counter moved');
  }
}

const retryable = (err: unknown): boolean => err instanceof CounterAhead || isConditionFailure(err);

/** Reads of the counter and the row, each after a pause, before a press counts the rows themselves. */
const COUNTER_AHEAD_READS = 4;

/**
 * Reads, each after a pause, while a write the counter already counts has not reached its row
 * (another delivery of the same press; a waiting answer a promotion must see); after them the
 * press or the promotion goes on as if none were in flight (safe: see {@link pressOnce}).
 */
const IN_FLIGHT_READS = 5;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rounds of promotion after a place frees (each round re-reads the waitlist). */
const PROMOTION_ROUNDS = 10;

const counterSchema = z.object({
  event_id: z.string(),
  owner_id: z.string(),
  place_limit: z.optional(z.int()),
  going_count: z.int(),
  row_count: z.int(),
  wait_count: z.optional(z.int()),
  server_event_id: z.optional(z.string()),
  server_event_guild: z.optional(z.string()),
  server_event_channel: z.optional(z.string()),
});

const rowSchema = z.object({
  event_id: z.string(),
  user_id: z.string(),
  status: z.enum(participantStatuses),
  press_order: z.string(),
  press_id: z.optional(z.string()),
  invited: z._default(z.boolean(), false),
  reminders_muted: z.optional(z.boolean()),
  row_version: z.int(),
  not_delivered: z.optional(z.boolean()),
  answer_locale: z.optional(z.string()),
});

type StoredRow = z.infer<typeof rowSchema>;

/**
 * What {@link PARTICIPANTS_BY_USER_INDEX} holds of a row: its keys and the attributes the index
 * projects (`PARTICIPANT_ROW_ATTRIBUTES`, tables.ts), all a {@link ParticipantRow} needs.
 */
export const indexRowSchema = z.object({
  event_id: z.string(),
  user_id: z.string(),
  status: z.enum(participantStatuses),
  press_order: z.string(),
  invited: z._default(z.boolean(), false),
  reminders_muted: z.optional(z.boolean()),
  not_delivered: z.optional(z.boolean()),
});

const cardRowSchema = z.object({
  user_id: z.string(),
  status: z.enum(participantStatuses),
  press_order: z.string(),
});

function sharedFromItem(item: Record<string, unknown>): SharedEvent {
  const c = counterSchema.parse(item);
  const card = cardOf(item);
  const shared: SharedEvent = {
    ...(card ? { card } : {}),
    eventId: c.event_id,
    ownerId: c.owner_id,
    ...(c.place_limit !== undefined ? { capacity: c.place_limit } : {}),
    going: c.going_count,
    rows: c.row_count,
    ...(item[CARD_FLAG] === CARD_WITH_WAITING ? { waiting: c.wait_count ?? 0 } : {}),
    ...(c.server_event_id && c.server_event_guild && c.server_event_channel
      ? {
          serverEvent: {
            id: c.server_event_id,
            guildId: c.server_event_guild,
            channelId: c.server_event_channel,
          },
        }
      : {}),
  };
  itemOf.set(shared, item);
  return shared;
}

function rowFromStored(r: z.infer<typeof indexRowSchema>): ParticipantRow {
  return {
    eventId: r.event_id,
    userId: r.user_id,
    status: r.status,
    order: r.press_order,
    invited: r.invited,
    ...(r.not_delivered === true ? { notDelivered: true } : {}),
    ...(r.reminders_muted === true ? { muted: true } : {}),
  };
}

/** Participant rows and the per-event counter on DynamoDB; every change is one transaction. */
export function createParticipantStore(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
): ParticipantStore {
  const counterKey = (eventId: string) => ({ event_id: eventId, user_id: SHARED_EVENT_KEY });

  async function counter(eventId: string): Promise<SharedEvent | null> {
    const { Item } = await doc.send(
      new GetCommand({
        TableName: tables.participants,
        Key: counterKey(eventId),
        ConsistentRead: true,
      }),
    );
    return Item ? sharedFromItem(Item) : null;
  }

  async function storedRows(eventId: string): Promise<StoredRow[]> {
    const items = await queryAll(doc, {
      TableName: tables.participants,
      KeyConditionExpression: 'event_id = :e',
      ExpressionAttributeValues: { ':e': eventId },
      ConsistentRead: true,
    });
    return items.filter((i) => i['user_id'] !== SHARED_EVENT_KEY).map((i) => rowSchema.parse(i));
  }

  /** The counter's update: `seat` places and `rows` rows, under `conditions`. */
  function counterUpdate(
    eventId: string,
    seat: SeatChange,
    rows: -1 | 0 | 1,
    conditions: readonly string[],
    card: readonly CardDelta[] = [],
  ) {
    // How many wait moves with the waiting answers (kept on every counter, read where flagged).
    const waits = card.reduce((n, d) => (d.key.startsWith('w|') ? n + d.by : n), 0);
    const adds = [
      ...card.map((_, i) => `#c${i} :c${i}`),
      ...(waits !== 0 ? ['wait_count :w'] : []),
    ];
    return {
      TableName: tables.participants,
      Key: counterKey(eventId),
      UpdateExpression: `SET going_count = going_count + :seat, row_count = row_count + :rows${
        adds.length > 0 ? ` ADD ${adds.join(', ')}` : ''
      }`,
      ConditionExpression: ['attribute_exists(event_id)', ...conditions].join(' AND '),
      ...(card.length > 0
        ? { ExpressionAttributeNames: Object.fromEntries(card.map((d, i) => [`#c${i}`, d.key])) }
        : {}),
      ExpressionAttributeValues: {
        ...Object.fromEntries(card.map((d, i) => [`:c${i}`, d.by])),
        ...(waits !== 0 ? { ':w': waits } : {}),
        ...(conditions.includes(NOBODY_WAITING) ? { ':one': 1 } : {}),
        ':seat': seat,
        ':rows': rows,
        ...(conditions.includes(ROOM_FOR_ROW)
          ? { ':max': participationLimits.maxParticipants }
          : {}),
      },
    };
  }

  /**
   * Moves the counter by `seat` places and `rows` rows, under `conditions`; a failed condition
   * throws (the caller re-reads and decides again). One item, one conditional update: presses
   * on one card queue on it instead of cancelling each other as transactions would.
   */
  async function moveCounter(
    eventId: string,
    seat: SeatChange,
    rows: -1 | 0 | 1,
    conditions: readonly string[] = [],
    card: readonly CardDelta[] = [],
  ): Promise<Record<string, unknown>> {
    const { Attributes } = await doc.send(
      new UpdateCommand({
        ...counterUpdate(eventId, seat, rows, conditions, card),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ?? {};
  }

  /**
   * Takes away the card's answers a change left at 0 (so the counter item does not grow with
   * every answer ever given); `after` is the counter item the change returned. Every counter
   * change ends here, so the last one to leave an answer at 0 takes it away, whichever way it
   * moved it: a give-back can bring an answer up to 0 from below (two promotions of one waiting
   * user both take one from the waiting answer; the one whose row write loses gives it back).
   */
  async function dropSpent(
    eventId: string,
    card: readonly CardDelta[],
    after: Record<string, unknown> | undefined,
  ): Promise<void> {
    await Promise.all(
      card
        .filter((d) => after?.[d.key] === 0)
        .map((d) =>
          doc
            .send(
              new UpdateCommand({
                TableName: tables.participants,
                Key: counterKey(eventId),
                UpdateExpression: 'REMOVE #k',
                ConditionExpression: '#k = :zero',
                ExpressionAttributeNames: { '#k': d.key },
                ExpressionAttributeValues: { ':zero': 0 },
              }),
            )
            .catch((err: unknown) => {
              // Still counted (a write in flight): the next change of that answer takes it away.
              if (!isConditionFailure(err)) throw err;
            }),
        ),
    );
  }

  /**
   * The counter first (it decides whether a place or a row is free), then the row, on the
   * version read. A row that changed meanwhile (the same user pressing twice at once) gives the
   * counter back and loses the race; so the counter never counts a place no row holds, except
   * for a process stopped between the two writes, which can only leave a place unused.
   */
  async function counterThenRow(
    eventId: string,
    seat: SeatChange,
    rows: -1 | 0 | 1,
    conditions: readonly string[],
    writeRow: () => Promise<unknown>,
    card: readonly CardDelta[] = [],
  ): Promise<void> {
    const moves = seat !== 0 || rows !== 0 || card.length > 0;
    const after = moves ? await moveCounter(eventId, seat, rows, conditions, card) : undefined;
    try {
      await writeRow();
    } catch (err) {
      if (moves && isConditionFailure(err)) {
        const back = negated(card);
        await dropSpent(
          eventId,
          back,
          await moveCounter(eventId, -seat as SeatChange, -rows as -1 | 0 | 1, [], back),
        );
      }
      throw err;
    }
    await dropSpent(eventId, card, after);
  }

  /**
   * Moves the first on the waitlist into free places; returns who moved up. Each promoted row
   * names `cause`, the interaction that freed the place: what follows a promotion (the notice,
   * the reminder) runs from the participants' stream and derives its notice from it.
   */
  async function promote(eventId: string, cause?: string): Promise<string[]> {
    const promoted: string[] = [];
    let waits = 0;
    for (let round = 0; round < PROMOTION_ROUNDS; round++) {
      const [shared, rows] = await Promise.all([counter(eventId), storedRows(eventId)]);
      if (!shared) return promoted;
      // A Going the counter already counts as waiting whose row is not written yet may be first
      // in line: wait for its row before giving the place (see pressOnce's proof).
      const listed = new Set(rows.filter((r) => r.status === 'waitlisted').map((r) => r.user_id));
      if (
        seatFree(shared) &&
        waits < IN_FLIGHT_READS &&
        [...waitingOnCounter(shared)].some((u) => !listed.has(u))
      ) {
        waits++;
        round--;
        await pause(contentionPause(waits));
        continue;
      }
      const next = promotions(
        rows.map((r) => ({ ...rowFromStored(r), version: r.row_version })),
        shared,
      );
      if (next.length === 0) return promoted;
      let lost = false;
      for (const r of next) {
        try {
          await counterThenRow(
            eventId,
            1,
            0,
            [PLACE_FREE],
            () =>
              doc.send(
                new UpdateCommand({
                  TableName: tables.participants,
                  Key: { event_id: eventId, user_id: r.userId },
                  UpdateExpression: `SET #s = :accepted, row_version = row_version + :one${
                    cause !== undefined ? ', promoted_by = :cause' : ''
                  }`,
                  ConditionExpression: '#s = :waitlisted AND row_version = :v',
                  ExpressionAttributeNames: { '#s': 'status' },
                  ExpressionAttributeValues: {
                    ':accepted': 'accepted',
                    ':waitlisted': 'waitlisted',
                    ':one': 1,
                    ':v': r.version,
                    ...(cause !== undefined ? { ':cause': cause } : {}),
                  },
                }),
              ),
            cardDeltas(
              r.userId,
              { status: 'waitlisted', order: r.order },
              { status: 'accepted', order: r.order },
            ),
          );
          promoted.push(r.userId);
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
          lost = true; // someone else moved first: read again
          break;
        }
      }
      if (!lost) return promoted;
    }
    return promoted;
  }

  /**
   * The counter and the presser's row, in one read; with `ownerId`, the event too (a BatchGet
   * spans tables): null when there is none, or it is not that owner's.
   */
  async function readPress(
    eventId: string,
    userId: string,
    ownerId?: string,
  ): Promise<{ shared: SharedEvent | null; row: StoredRow | null; event: EventRecord | null }> {
    const { Responses } = await doc.send(
      new BatchGetCommand({
        RequestItems: {
          [tables.participants]: {
            Keys: [counterKey(eventId), { event_id: eventId, user_id: userId }],
            ConsistentRead: true,
          },
          ...(ownerId !== undefined
            ? { [tables.events]: { Keys: [{ id: eventId }], ConsistentRead: true } }
            : {}),
        },
      }),
    );
    const items = Responses?.[tables.participants] ?? [];
    const counterItem = items.find((i) => i['user_id'] === SHARED_EVENT_KEY);
    const rowItem = items.find((i) => i['user_id'] === userId);
    const eventItem = Responses?.[tables.events]?.[0];
    return {
      shared: counterItem ? sharedFromItem(counterItem) : null,
      row: rowItem ? rowSchema.parse(rowItem) : null,
      event: eventItem && eventItem['user_id'] === ownerId ? eventFromItem(eventItem) : null,
    };
  }

  /** The item a failed condition found (ReturnValuesOnConditionCheckFailure: ALL_OLD); undefined when none. */
  function foundItem(err: unknown): Record<string, unknown> | undefined {
    const item = (err as { Item?: Record<string, AttributeValue> }).Item;
    return item ? unmarshall(item) : undefined;
  }

  /**
   * Moves the counter like {@link moveCounter} and returns it after the move; a failed condition
   * throws {@link CounterMoved} with the counter as it is (null: gone), so the press decides
   * again at once instead of reading it again.
   */
  async function moveCounterReturning(
    eventId: string,
    seat: SeatChange,
    rows: -1 | 0 | 1,
    conditions: readonly string[],
    card: readonly CardDelta[] = [],
  ): Promise<SharedEvent> {
    try {
      const { Attributes } = await doc.send(
        new UpdateCommand({
          ...counterUpdate(eventId, seat, rows, conditions, card),
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return sharedFromItem(Attributes ?? {});
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const item = foundItem(err);
      throw new CounterMoved(item ? sharedFromItem(item) : null);
    }
  }

  /**
   * One press. The counter and the presser's row are read once; a counter write that loses a
   * race decides again at once from the counter it found (a `going` that found the places taken
   * becomes `waitlisted`); a row write that loses returns the row it found (another delivery of
   * the same press, most often), and the press decides again from it.
   *
   * Before writing, the press decides what the counter already shows (docs/decisions.md, "Card
   * press, tenth round"):
   * - This press's own answer counted (a key with this press's id as its order): another
   *   delivery of the same press wrote the counter and writes the row now. This one waits for
   *   the row (a few reads) and answers from it, instead of a counter write certain to be given
   *   back. When the row does not come (that delivery died between its two writes), it goes on
   *   as before: counts the answer again and writes the row; should the other delivery still
   *   write, one of the two row writes loses and gives its count back, so one answer per user
   *   and a redelivered press changing nothing hold as they did (no answer lost).
   * - A Going while anyone waits (`wait_count`, on counters that keep it) or no place is free:
   *   the waitlist, with the counter's condition `wait_count < 1` beside the free place's.
   *
   * Why a place freed in between still goes to the waitlist in press order. The counter is one
   * item, so its writes are in one order. (1) No new Going takes a place while anyone waits: it
   *   decides so on the counter it read and its write is conditional on it (`wait_count < 1`).
   * (2) A place freed (a leave, a change of answer, a place given back) is followed by a
   *   promotion, which gives it to the first waiting row in press order. Let W be a Going that
   *   joins the waitlist and L the write freeing the place. If W's counter write comes after L's,
   *   the counter it returns shows the free place, and W promotes after writing its row. If it
   *   comes before, the promotion after L reads the counter after W's write, which counts W's
   *   waiting answer, and waits until W's row is stored before giving the place (a few reads;
   *   a row that never comes is a delivery that died, whose redelivery promotes as W). Either
   *   way W's row is seen by a promotion once the place is free, so nobody waits while a place
   *   is free, and the place goes to the first in press order.
   */
  async function pressOnce(
    eventId: string,
    userId: string,
    answer: Answer,
    pressId: string,
    ownerId?: string,
    locale?: string,
  ): Promise<PressResult> {
    const first = await readPress(eventId, userId, ownerId);
    // A card whose event is gone, or a button naming another owner: nothing is recorded.
    if (ownerId !== undefined && !first.event) return { kind: 'not_shared' };
    let { shared, row } = first;
    const event = ownerId !== undefined ? { event: first.event } : {};
    // A place this press took and gave back (its row write lost): a press that found it taken
    // meanwhile joined the waitlist, so the waitlist moves up as when a place is left.
    let gaveBack = false;
    const answered = async (
      status: ParticipantStatus | null,
      repeated: boolean,
      now: SharedEvent,
      freed: boolean,
      previous?: ParticipantStatus | null,
    ): Promise<PressResult> => {
      const promoted = freed ? await promote(eventId, pressId) : [];
      return {
        kind: 'answered',
        status,
        ...(previous !== undefined ? { previous } : {}),
        promoted,
        repeated,
        shared: promoted.length > 0 ? ((await counter(eventId)) ?? now) : now,
        ...event,
      };
    };
    const key = { event_id: eventId, user_id: userId };
    let waits = 0;
    for (let attempt = 0; attempt < PRESS_ATTEMPTS; attempt++) {
      if (!shared) return { kind: 'not_shared' };
      if (row?.press_id === pressId) return answered(row.status, true, shared, gaveBack);
      if (waits < IN_FLIGHT_READS && pressCounted(shared, userId, pressId)) {
        // Another delivery of this press counted it and writes the row now: wait for the row.
        waits++;
        await pause(contentionPause(waits));
        ({ shared, row } = await readPress(eventId, userId));
        continue;
      }
      if (!row && shared.rows >= participationLimits.maxParticipants) {
        // The counter runs ahead of the rows while a press that lost its row write (most often
        // the same press delivered twice) gives its count back: read the counter and the row
        // again after a pause; after a few, full only when the rows say so.
        if (attempt < COUNTER_AHEAD_READS) {
          await pause(contentionPause(attempt + 1));
          ({ shared, row } = await readPress(eventId, userId));
          continue;
        }
        const stored = await storedRows(eventId);
        row = stored.find((r) => r.user_id === userId) ?? null;
        if (row) continue;
        if (stored.length >= participationLimits.maxParticipants) return { kind: 'full' };
        throw new CounterAhead();
      }
      const invited = row?.invited ?? false;
      const out = decidePress(row?.status, answer, shared, invited);
      const rowsDelta = !row ? 1 : out.status === null ? -1 : 0;
      const conditions = [
        ...(out.seat === 1 ? [PLACE_FREE] : []),
        ...(out.seat === 1 && shared.waiting !== undefined ? [NOBODY_WAITING] : []),
        ...(rowsDelta === 1 ? [ROOM_FOR_ROW] : []),
      ];
      // A new status queues anew (the waitlist is in press order); promotion keeps it.
      const order = out.status === row?.status ? row.press_order : pressId;
      const card = cardDeltas(
        userId,
        row ? { status: row.status, order: row.press_order } : null,
        out.status !== null ? { status: out.status, order } : null,
      );
      const moves = out.seat !== 0 || rowsDelta !== 0 || card.length > 0;
      let after = shared;
      if (moves) {
        try {
          after = await moveCounterReturning(eventId, out.seat, rowsDelta, conditions, card);
        } catch (err) {
          if (!(err instanceof CounterMoved)) throw err;
          if (!err.found) return { kind: 'not_shared' };
          // Decide again at once from the counter the failed write found (a `going` that found
          // the places taken becomes `waitlisted`), on the row read before: a row written
          // meanwhile (the same press delivered twice) fails the row's own condition, which
          // gives the counter back and returns that row.
          shared = err.found;
          continue;
        }
      }
      const rowCondition = row
        ? {
            ConditionExpression: 'row_version = :v',
            ExpressionAttributeValues: { ':v': row.row_version },
          }
        : { ConditionExpression: 'attribute_not_exists(user_id)' };
      try {
        await (out.status === null
          ? doc.send(
              new DeleteCommand({
                TableName: tables.participants,
                Key: key,
                ...rowCondition,
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              }),
            )
          : doc.send(
              new PutCommand({
                TableName: tables.participants,
                Item: {
                  ...key,
                  role: 'attendee',
                  status: out.status,
                  press_order: order,
                  press_id: pressId,
                  invited,
                  // A mute is the participant's choice for the event: a new answer keeps it.
                  ...(row?.reminders_muted === true ? { reminders_muted: true } : {}),
                  // The presser's language: what follows the answer (participant-changes.ts) is
                  // written in it. A press no one made (a split series' carried answers) has none.
                  ...(locale !== undefined ? { answer_locale: locale } : {}),
                  row_version: (row?.row_version ?? 0) + 1,
                },
                ...rowCondition,
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              }),
            ));
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        // The row changed meanwhile (the same user, or the same press delivered twice): the
        // counter gives back what it took, and the press decides again from the row found.
        const found = foundItem(err);
        row = found ? rowSchema.parse(found) : null;
        if (out.seat === 1) gaveBack = true;
        if (moves) {
          shared = await moveCounterReturning(
            eventId,
            -out.seat as SeatChange,
            -rowsDelta as -1 | 0 | 1,
            [],
            negated(card),
          ).catch((e: unknown) => {
            if (e instanceof CounterMoved) return e.found; // the event was closed meanwhile
            throw e;
          });
          // The answer given back may be left at 0 (the other delivery decided another one).
          if (shared) await dropSpent(eventId, negated(card), itemOf.get(shared));
        }
        continue;
      }
      await dropSpent(eventId, card, itemOf.get(after));
      // A place freed before this Going joined the waitlist (proof above): the line moves up.
      const freeWhileWaiting = out.status === 'waitlisted' && seatFree(after);
      return answered(
        out.status,
        false,
        after,
        out.seat === -1 || gaveBack || freeWhileWaiting,
        row?.status ?? null,
      );
    }
    throw new CounterAhead();
  }

  /** Deletes the user's row (on the version read), gives back its place and row; false when there was none. */
  async function removeOnce(eventId: string, userId: string): Promise<boolean> {
    const key = { event_id: eventId, user_id: userId };
    const { Item } = await doc.send(
      new GetCommand({ TableName: tables.participants, Key: key, ConsistentRead: true }),
    );
    if (!Item) return false;
    const row = rowSchema.parse(Item);
    await counterThenRow(
      eventId,
      holdsSeat(row.status) ? -1 : 0,
      -1,
      [],
      () =>
        doc.send(
          new DeleteCommand({
            TableName: tables.participants,
            Key: key,
            ConditionExpression: 'row_version = :v',
            ExpressionAttributeValues: { ':v': row.row_version },
          }),
        ),
      cardDeltas(userId, { status: row.status, order: row.press_order }, null),
    );
    return true;
  }

  return {
    async remove(eventId, userId, cause) {
      const removed = await retryContention(retryable, () => removeOnce(eventId, userId));
      return { removed, promoted: removed ? await promote(eventId, cause) : [] };
    },

    async open(eventId, ownerId, capacity, cause) {
      // A new counter carries the card (CARD_FLAG); one that exists is changed below.
      try {
        await doc.send(
          new PutCommand({
            TableName: tables.participants,
            Item: {
              ...counterKey(eventId),
              owner_id: ownerId,
              going_count: 0,
              row_count: 0,
              wait_count: 0,
              [CARD_FLAG]: CARD_WITH_WAITING,
              ...(capacity !== undefined ? { place_limit: capacity } : {}),
            },
            ConditionExpression: 'attribute_not_exists(event_id)',
          }),
        );
        return { kind: 'opened', promoted: [] };
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tables.participants,
            Key: counterKey(eventId),
            UpdateExpression: `SET owner_id = :o, going_count = if_not_exists(going_count, :zero), row_count = if_not_exists(row_count, :zero)${
              capacity === undefined ? ' REMOVE place_limit' : ', place_limit = :c'
            }`,
            ConditionExpression:
              capacity === undefined
                ? 'attribute_not_exists(event_id) OR owner_id = :o'
                : '(attribute_not_exists(event_id) OR owner_id = :o) AND (attribute_not_exists(going_count) OR going_count <= :c)',
            ExpressionAttributeValues: {
              ':o': ownerId,
              ':zero': 0,
              ...(capacity === undefined ? {} : { ':c': capacity }),
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
        const shared = await counter(eventId);
        return { kind: 'below_going', going: shared?.going ?? 0 };
      }
      return { kind: 'opened', promoted: await promote(eventId, cause) };
    },

    shared: counter,

    async list(eventId) {
      return (await storedRows(eventId)).map(rowFromStored);
    },

    async cardRows(eventId) {
      // Only the three attributes a card shows: every press reads them all.
      const items = await queryAll(doc, {
        TableName: tables.participants,
        KeyConditionExpression: 'event_id = :e',
        ProjectionExpression: 'user_id, #s, press_order',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':e': eventId },
        ConsistentRead: true,
      });
      return items
        .filter((i) => i['user_id'] !== SHARED_EVENT_KEY)
        .map((i) => {
          const r = cardRowSchema.parse(i);
          return { userId: r.user_id, status: r.status, order: r.press_order };
        });
    },

    async row(eventId, userId) {
      if (userId === SHARED_EVENT_KEY) return null;
      const { Item } = await doc.send(
        new GetCommand({
          TableName: tables.participants,
          Key: { event_id: eventId, user_id: userId },
          ConsistentRead: true,
        }),
      );
      return Item ? rowFromStored(rowSchema.parse(Item)) : null;
    },

    async mute(eventId, userId) {
      if (userId === SHARED_EVENT_KEY) return false;
      try {
        // Not a new answer: the row's version (which presses are conditional on) stays.
        await doc.send(
          new UpdateCommand({
            TableName: tables.participants,
            Key: { event_id: eventId, user_id: userId },
            UpdateExpression: 'SET reminders_muted = :yes',
            ConditionExpression: 'attribute_exists(user_id)',
            ExpressionAttributeValues: { ':yes': true },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },

    async byUser(userId) {
      // Right after a deploy that added the index, AWS may still be building it: the index it
      // replaced answers meanwhile (docs/decisions.md, "Participants index without counters").
      const items = await queryIndexOr(
        doc,
        {
          TableName: tables.participants,
          IndexName: PARTICIPANTS_BY_USER_INDEX,
          KeyConditionExpression: 'user_id = :u',
          ExpressionAttributeValues: { ':u': userId },
        },
        PARTICIPANTS_RETIRED_BY_USER_INDEX,
      );
      return items.map((i) => rowFromStored(indexRowSchema.parse(i)));
    },

    press(eventId, userId, answer, pressId, ownerId, locale) {
      return retryContention(
        retryable,
        () => pressOnce(eventId, userId, answer, pressId, ownerId, locale),
        PRESS_ATTEMPTS,
      );
    },
  };
}

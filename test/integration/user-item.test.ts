import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { conditional } from '../../shared/adapters/dynamo/contention.js';
import {
  dmChannelOf,
  numbersOf,
  preferencesOf,
  rateLogAttribute,
  undeliveredOf,
  usageOf,
  userUpdate,
  type UserUpdate,
} from '../../shared/adapters/dynamo/user-item.js';
import { freshTables, type TestDb } from '../support/dynamo.js';

/** The users item codec against DynamoDB Local: what each update leaves, and when it refuses. */
let db: TestDb;
let seq = 0;
const newUser = (): string => `u${++seq}`;

beforeAll(async () => {
  db = await freshTables();
});

async function write(userId: string, update: UserUpdate): Promise<boolean> {
  return conditional(() => db.doc.send(new UpdateCommand(update.toUpdate(db.tables, userId))));
}

async function item(userId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db.doc.send(
    new GetCommand({ TableName: db.tables.users, Key: { user_id: userId }, ConsistentRead: true }),
  );
  return Item;
}

describe('users item', () => {
  it('reads the defaults from a user who has no item yet', () => {
    expect(preferencesOf(undefined)).toEqual({
      notificationMethod: 'dm',
      advanceMinutes: 0,
      maybeReminders: false,
      replies: 'private',
    });
    expect(usageOf(undefined)).toEqual({ activeReminders: 0, recentCreations: undefined });
    expect(undeliveredOf(undefined)).toBe(0);
    expect(dmChannelOf(undefined)).toBeUndefined();
  });

  it('a counter goes up to its limit and no further, and down to 0 from absent', async () => {
    const user = newUser();
    expect(await write(user, userUpdate().increment('activeReminders', 2))).toBe(true);
    expect(await write(user, userUpdate().increment('activeReminders', 2))).toBe(true);
    expect(await write(user, userUpdate().increment('activeReminders', 2))).toBe(false);
    expect(usageOf(await item(user)).activeReminders).toBe(2);

    const other = newUser();
    expect(await write(other, userUpdate().decrement('eventCount'))).toBe(true);
    expect((await item(other))?.['event_count']).toBe(0);
  });

  it('a guarded decrement refuses at 0, and an added notice counts up in the same update', async () => {
    const user = newUser();
    await write(user, userUpdate().increment('activeReminders'));
    const finish = () =>
      userUpdate().decrementPositive('activeReminders').add('undeliveredNotice', 1);
    expect(await write(user, finish())).toBe(true);
    expect(await write(user, finish())).toBe(false);
    const after = await item(user);
    expect(usageOf(after).activeReminders).toBe(0);
    expect(undeliveredOf(after)).toBe(1);
  });

  it('a rate log is replaced only while it is as read', async () => {
    const user = newUser();
    const log = { attribute: rateLogAttribute('caldav') };
    const replace = (old: number[] | undefined, next: number[]) => {
      const update = userUpdate().set(log, next);
      return update.when(old === undefined ? update.absent(log) : update.equals(log, old));
    };
    expect(await write(user, replace(undefined, [1]))).toBe(true);
    expect(await write(user, replace(undefined, [2]))).toBe(false);
    expect(await write(user, replace([1], [1, 3]))).toBe(true);
    expect(numbersOf(await item(user), log)).toEqual([1, 3]);
  });

  it('sets and removes settings with their names and defaults', async () => {
    const user = newUser();
    await write(
      user,
      userUpdate()
        .set('notificationMethod', 'channel')
        .set('dmChannelId', 'c1')
        .set('timezone', 'UTC'),
    );
    expect(preferencesOf(await item(user))).toEqual({
      notificationMethod: 'channel',
      advanceMinutes: 0,
      maybeReminders: false,
      replies: 'private',
    });
    const forget = (id: string) => {
      const update = userUpdate().remove('dmChannelId');
      return update.when(update.equals('dmChannelId', id));
    };
    expect(await write(user, forget('other'))).toBe(false);
    expect(dmChannelOf(await item(user))).toBe('c1');
    expect(await write(user, forget('c1'))).toBe(true);
    expect(dmChannelOf(await item(user))).toBeUndefined();
  });
});

/**
 * What follows an answer, from the participants table's stream (participant-changes.ts), on
 * DynamoDB Local: the records of one row come in order, those of different rows in any order,
 * and any record may come again.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamPoller } from '../../infra/local/stream-poller.js';
import { participantRowChanges } from '../../shared/adapters/dynamo/participant-stream.js';
import type { StreamRecord } from '../../shared/adapters/dynamo/stream-image.js';
import { participantReminderId } from '../../shared/domain/ids.js';
import { noticeId, type NoticeKind } from '../../shared/domain/notice.js';
import { followParticipantChanges } from '../../shared/usecases/participant-changes.js';
import { newUser } from '../support/interactions.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { anEvent } from '../support/schedule.js';

let app: ScheduleApp;
let stream: StreamPoller;
const records: StreamRecord[] = [];

beforeAll(async () => {
  app = await scheduleApp(Date.now());
  stream = new StreamPoller({
    endpoint: app.db.endpoint,
    region: 'us-east-1',
    tables: [app.db.tables.participants],
    onRecords: async (batch) => void records.push(...batch),
  });
  await stream.open('TRIM_HORIZON');
});
afterAll(() => {
  stream.stop();
  app.db.doc.destroy();
});

/** The records written since the last call. */
async function newRecords(): Promise<StreamRecord[]> {
  await stream.drain();
  return records.splice(0);
}

async function stored(id: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await app.db.doc.send(
    new GetCommand({ TableName: app.db.tables.reminders, Key: { id }, ConsistentRead: true }),
  );
  return Item;
}

const notice = (kind: NoticeKind, eventId: string, userId: string, cause: string) =>
  stored(noticeId(kind, eventId, userId, cause));

/** Records of different rows shuffled (reversed), each row's own records kept in order. */
function acrossRowsReversed(batch: readonly StreamRecord[]): StreamRecord[] {
  const byRow = new Map<string, StreamRecord[]>();
  for (const r of batch) {
    const key = JSON.stringify(
      r.dynamodb?.NewImage?.['user_id'] ?? r.dynamodb?.OldImage?.['user_id'],
    );
    byRow.set(key, [...(byRow.get(key) ?? []), r]);
  }
  return [...byRow.values()].reverse().flat();
}

/** An owner's event tomorrow, open on a card with one place. */
async function cardWithOnePlace() {
  const owner = newUser();
  const e = anEvent({ userId: owner.userId, timing: { start: Date.now() + 86_400_000 } });
  expect(await app.deps.events.create(e, 1000)).toBe('created');
  const { participants } = app.deps;
  await participants.open(e.id, owner.userId, 1, '900');
  return { owner, e, participants };
}

describe('What follows an answer, from the participants stream', () => {
  it('tells the waitlist place stored when it is sent, whatever order rows arrive in; a promotion names the press that freed the place; a replay sends nothing twice', async () => {
    const { owner, e, participants } = await cardWithOnePlace();
    const [ann, bob, cy] = [newUser(), newUser(), newUser()];
    await participants.press(e.id, ann.userId, 'going', '1001', owner.userId, 'en-US');
    await participants.press(e.id, bob.userId, 'going', '1002', owner.userId, 'de');
    await participants.press(e.id, cy.userId, 'going', '1003', owner.userId, 'fr');
    // Ann cannot go after all: Bob moves up.
    const left = await participants.press(e.id, ann.userId, 'cant', '1004', owner.userId, 'en-US');
    expect(left).toMatchObject({ promoted: [bob.userId] });

    const batch = acrossRowsReversed(await newRecords());
    expect(await followParticipantChanges(app.deps, participantRowChanges(batch))).toEqual({
      failed: [],
    });
    // Bob, moved up by Ann's second press, is told once, in his own language.
    expect(await notice('promoted', e.id, bob.userId, '1004')).toMatchObject({ locale: 'de' });
    // His waitlisted answer had already moved up when it was read: no stale place.
    expect(await notice('waitlisted', e.id, bob.userId, '1002')).toBeUndefined();
    // Cy is first in line now, not second as when he pressed.
    expect(await notice('waitlisted', e.id, cy.userId, '1003')).toMatchObject({ locale: 'fr' });
    expect(JSON.stringify(await notice('waitlisted', e.id, cy.userId, '1003'))).toContain(
      '"place":1',
    );
    // Each presser's language is kept; Bob's reminder follows his row (going), Ann's does not exist.
    expect(await app.deps.invitations.storedLocale(cy.userId)).toBe('fr');
    expect(await stored(participantReminderId(e.id, bob.userId))).toMatchObject({
      is_active: true,
      locale: 'de',
    });
    expect(await stored(participantReminderId(e.id, ann.userId))).toBeUndefined();

    // Delivered again (a retried batch): nothing new, nothing twice.
    const before = await notice('promoted', e.id, bob.userId, '1004');
    expect(await followParticipantChanges(app.deps, participantRowChanges(batch))).toEqual({
      failed: [],
    });
    expect(await notice('promoted', e.id, bob.userId, '1004')).toEqual(before);
  });

  it('a leave promotes from the waitlist by the leave’s own interaction; a deleted event’s records do nothing', async () => {
    const { owner, e, participants } = await cardWithOnePlace();
    const [dee, eli] = [newUser(), newUser()];
    await participants.press(e.id, dee.userId, 'going', '2001', owner.userId, 'en-US');
    await participants.press(e.id, eli.userId, 'going', '2002', owner.userId, 'en-US');
    await participants.remove(e.id, dee.userId, '2003');
    await followParticipantChanges(app.deps, participantRowChanges(await newRecords()));
    expect(await notice('promoted', e.id, eli.userId, '2003')).toBeDefined();
    expect(await stored(participantReminderId(e.id, eli.userId))).toMatchObject({
      is_active: true,
    });

    // The owner deletes the event: its rows go, and their records find no event.
    expect(await app.deps.events.delete(owner.userId, e.id)).toBeTruthy();
    const gone = participantRowChanges(await newRecords());
    expect(gone.length).toBeGreaterThan(0);
    expect(await followParticipantChanges(app.deps, gone)).toEqual({ failed: [] });
  });
});

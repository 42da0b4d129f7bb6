import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { eventToItem } from '../../shared/adapters/dynamo/event-item.js';
import { providerAdapters } from '../../shared/calendar/adapters/provider-adapters.js';
import { decodeStreamRecords, type StreamRecord } from '../../shared/calendar/adapters/stream.js';
import {
  calendarProviders,
  descriptorOf,
  providerOfKey,
  providers,
} from '../../shared/calendar/providers/index.js';
import { configuredOAuthProviders } from '../../shared/calendar/providers/oauth-providers.js';
import { loadConfig } from '../../shared/config.js';
import { anEvent } from '../support/schedule.js';

const localesDir = join(import.meta.dirname, '../../locales');

describe('Calendar providers: the list and their descriptors', () => {
  it('names every provider in /calendar connect and disconnect, in every catalog', () => {
    const files = readdirSync(localesDir).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(17);
    for (const file of files) {
      const catalog = JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as {
        commands: {
          calendar: { sub: Record<string, { options: { provider: { choices: object } } }> };
        };
      };
      for (const sub of ['connect', 'disconnect'])
        expect(
          Object.keys(catalog.commands.calendar.sub[sub]?.options.provider.choices ?? {}).sort(),
          `${file} ${sub}`,
        ).toEqual([...providers].sort());
    }
  });

  it('gives each provider one id, one spec key and an adapter', () => {
    expect(new Set(providers).size).toBe(calendarProviders.length);
    expect(Object.keys(providerAdapters).sort()).toEqual([...providers].sort());
    expect(providerOfKey('provider_a')).toBe('google');
    expect(providerOfKey('provider_b')).toBe('microsoft');
    expect(providerOfKey('provider_c')).toBe('caldav');
    expect(providerOfKey('provider_x')).toBeUndefined();
  });

  it('offers an OAuth provider only where its client id is configured, and revokes only Google', () => {
    const base = { AWS_REGION: 'us-east-1' };
    expect(configuredOAuthProviders(loadConfig(base))).toEqual([]);
    expect(configuredOAuthProviders(loadConfig({ ...base, MICROSOFT_CLIENT_ID: 'ms' }))).toEqual([
      'microsoft',
    ]);
    expect(providers.filter((p) => descriptorOf(p).revocable)).toEqual(['google']);
  });
});

const image = (item: Record<string, unknown>) =>
  marshall(item, { removeUndefinedValues: true }) as Record<string, unknown>;

describe('Calendar stream: records decoded into typed changes', () => {
  const event = anEvent({ userId: '300' });
  const record = (
    seq: string,
    images: { NewImage?: Record<string, unknown>; OldImage?: Record<string, unknown> },
  ): StreamRecord => ({ eventID: `e${seq}`, dynamodb: { SequenceNumber: seq, ...images } });

  it('reads connections to act on, sync requests and event changes; leaves out the rest', () => {
    const changes = decodeStreamRecords([
      record('1', {
        NewImage: image({ pk: 'user#300', sk: 'conn#caldav', user_id: '300', status: 'checking' }),
      }),
      record('2', {
        NewImage: image({ pk: 'user#300', sk: 'conn#google', user_id: '300', status: 'connected' }),
      }),
      record('3', { NewImage: image({ pk: 'user#300', sk: 'request#sync', user_id: '300' }) }),
      record('4', { NewImage: image(eventToItem(event)) }),
      // Only linked reminders changed: nothing a calendar shows.
      record('5', {
        OldImage: image(eventToItem(event)),
        NewImage: image(eventToItem({ ...event, reminders: ['rem_aaaaaaaaaaaa'] })),
      }),
      record('6', { OldImage: image(eventToItem(event)) }),
      record('7', {
        NewImage: image({ pk: 'user#301', sk: 'conn#acme', user_id: '301', status: 'checking' }),
      }),
    ]);
    expect(changes).toEqual([
      {
        kind: 'connection',
        userId: '300',
        provider: 'caldav',
        status: 'checking',
        owner: '300',
        sequence: '1',
        eventID: 'e1',
      },
      { kind: 'sync_request', userId: '300', owner: '300', sequence: '3', eventID: 'e3' },
      {
        kind: 'event',
        userId: '300',
        eventId: event.id,
        event: expect.objectContaining({ id: event.id, title: event.title }),
        owner: '300',
        sequence: '4',
        eventID: 'e4',
      },
      {
        kind: 'event',
        userId: '300',
        eventId: event.id,
        event: null,
        owner: '300',
        sequence: '6',
        eventID: 'e6',
      },
    ]);
  });

  it("reads a participant's changed answer (or row gone); leaves out the event's counter and a row whose answer stayed", () => {
    const row = (status: string, version: number) => ({
      event_id: event.id,
      user_id: '400',
      status,
      press_order: '1',
      invited: false,
      row_version: version,
    });
    const counter = {
      event_id: event.id,
      user_id: '#shared',
      owner_id: '300',
      going_count: 1,
      row_count: 1,
    };
    const changes = decodeStreamRecords([
      record('1', { NewImage: image(row('accepted', 1)) }),
      // Only its version moved (a repeated press): nothing a calendar shows.
      record('2', { OldImage: image(row('accepted', 1)), NewImage: image(row('accepted', 2)) }),
      record('3', { OldImage: image(row('accepted', 2)), NewImage: image(row('declined', 3)) }),
      record('4', { NewImage: image(counter) }),
      record('5', { OldImage: image(row('tentative', 4)) }),
    ]);
    const participation = { kind: 'participation', userId: '400', eventId: event.id, owner: '400' };
    expect(changes).toEqual([
      { ...participation, sequence: '1', eventID: 'e1' },
      { ...participation, sequence: '3', eventID: 'e3' },
      { ...participation, sequence: '5', eventID: 'e5' },
    ]);
  });

  it('pushes an occurrence taken out of a series, and a series ended early', () => {
    const weekly = anEvent({ userId: '300', timing: { recurrencePattern: 'weekly' } });
    const week = 7 * 86_400_000;
    const fewer = {
      ...weekly,
      timing: { ...weekly.timing, exceptions: [weekly.timing.start + week] },
    };
    const ended = { ...fewer, timing: { ...fewer.timing, until: weekly.timing.start + 3 * week } };
    const changes = decodeStreamRecords([
      record('1', { OldImage: image(eventToItem(weekly)), NewImage: image(eventToItem(fewer)) }),
      record('2', { OldImage: image(eventToItem(fewer)), NewImage: image(eventToItem(ended)) }),
    ]);
    expect(changes.map((c) => (c.kind === 'event' ? c.event?.timing : null))).toEqual([
      fewer.timing,
      ended.timing,
    ]);
  });

  it('pushes a location set, changed or cleared', () => {
    const placed = { ...event, location: 'North wall' };
    const changes = decodeStreamRecords([
      record('1', { OldImage: image(eventToItem(event)), NewImage: image(eventToItem(placed)) }),
      record('2', { OldImage: image(eventToItem(placed)), NewImage: image(eventToItem(event)) }),
    ]);
    expect(changes.map((c) => (c.kind === 'event' ? c.event?.location : undefined))).toEqual([
      'North wall',
      null,
    ]);
  });

  it('hands an event it cannot read on as unreadable, so the stream retries it', () => {
    const [change] = decodeStreamRecords([
      record('9', { NewImage: image({ ...eventToItem(anEvent()), status: 'maybe' }) }),
    ]);
    expect(change).toMatchObject({ kind: 'unreadable', owner: '100', sequence: '9' });
  });
});

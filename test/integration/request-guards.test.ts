/**
 * What the endpoint does with requests no real user sends: replays of old signed requests,
 * absurdly nested options, ids of the wrong shape. None of them may produce a 5xx, an error
 * log, or a database call with a key DynamoDB refuses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createInteractionsApp, SIGNATURE_MAX_AGE_SECONDS } from '../../shared/interactions/app.js';
import { generateDevKeyPair, signRequest } from '../../infra/local/dev-keys.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW.json' with { type: 'json' };
import {
  button,
  command,
  newUser,
  opt,
  ping,
  TEST_APPLICATION_ID,
} from '../support/interactions.js';
import { modalSubmit, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

const keys = generateDevKeyPair();
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const EPHEMERAL = 64;
let app: ScheduleApp;

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

/** Signs `raw` with `timestampSeconds` and posts it to an app whose wall clock reads `wallMs`. */
async function post(
  raw: string,
  timestampSeconds: number,
  wallMs: number,
): Promise<{ status: number; body: unknown }> {
  const endpoint = createInteractionsApp(keys.publicKeyHex, app.deps, { now: () => wallMs });
  const timestamp = String(timestampSeconds);
  return endpoint({
    body: raw,
    timestamp,
    signature: signRequest(keys.privateKey, timestamp, raw),
  });
}

describe('Endpoint: replay window', () => {
  const wall = Date.parse('2026-06-15T12:00:00.000Z');
  const wallSeconds = wall / 1000;
  const raw = JSON.stringify(ping());

  it('accepts a validly signed request stamped up to five minutes either side of its clock', async () => {
    for (const skew of [0, -SIGNATURE_MAX_AGE_SECONDS, SIGNATURE_MAX_AGE_SECONDS]) {
      expect((await post(raw, wallSeconds + skew, wall)).status).toBe(200);
    }
  });

  it('refuses a validly signed request older or newer than five minutes with 401', async () => {
    expect(SIGNATURE_MAX_AGE_SECONDS).toBe(300);
    for (const skew of [-SIGNATURE_MAX_AGE_SECONDS - 1, SIGNATURE_MAX_AGE_SECONDS + 1, -86_400]) {
      expect((await post(raw, wallSeconds + skew, wall)).status).toBe(401);
    }
  });

  it('refuses a signed timestamp that is not a number of seconds', async () => {
    const endpoint = createInteractionsApp(keys.publicKeyHex, app.deps, { now: () => wall });
    const timestamp = 'yesterday';
    expect(
      (
        await endpoint({
          body: raw,
          timestamp,
          signature: signRequest(keys.privateKey, timestamp, raw),
        })
      ).status,
    ).toBe(401);
  });
});

describe('Endpoint: option nesting', () => {
  /** A command body whose options nest `levels` deep (levels 1..n-1 subcommand groups, then a value). */
  function nested(levels: number): string {
    const value = '{"name":"zone","type":3,"value":"Asia/Taipei"}';
    const inner =
      '{"name":"g","type":2,"options":['.repeat(levels - 1) + value + ']}'.repeat(levels - 1);
    const body = command(newUser(), 'timezone', []) as unknown as Record<string, unknown>;
    return JSON.stringify({
      ...body,
      data: { ...(body['data'] as object), options: ['@'] },
    }).replace('"@"', inner);
  }

  it('answers a validly signed body nested a thousand levels deep with 400, not a 5xx', async () => {
    const now = Date.now();
    for (const levels of [4, 1000, 20_000]) {
      const res = await post(nested(levels), Math.floor(now / 1000), now);
      expect(res.status).toBe(400);
    }
  });

  it('through the Lambda handler behind the Function URL too: 400, never a thrown error (which the URL turns into a 502)', async () => {
    process.env['DISCORD_PUBLIC_KEY'] = keys.publicKeyHex;
    const { handler } = await import('../../functions/interactions/index.js');
    for (const isBase64Encoded of [false, true]) {
      const raw = nested(1000);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const event = {
        body: isBase64Encoded ? Buffer.from(raw).toString('base64') : raw,
        isBase64Encoded,
        headers: {
          'x-signature-ed25519': signRequest(keys.privateKey, timestamp, raw),
          'x-signature-timestamp': timestamp,
        },
      } as unknown as Parameters<typeof handler>[0];
      expect(await handler(event)).toMatchObject({ statusCode: 400 });
    }
  });

  it('still routes Discord’s deepest shape: a subcommand with its options', async () => {
    const now = Date.now();
    const body = command(newUser(), 'timezone', [
      opt.subcommand('set', [opt.string('zone', 'Asia/Taipei')]),
    ]);
    const res = await post(JSON.stringify(body), Math.floor(now / 1000), now);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('Asia/Taipei');
  });

  it('answers a body that is not JSON, or JSON that is not an interaction, with 400', async () => {
    const now = Date.now();
    for (const raw of [
      '{"type":',
      '[]',
      'null',
      '{"type":2}',
      `{"type":2,"id":"1","application_id":"${TEST_APPLICATION_ID}","token":"t","user":{"id":"5"},"data":{"name":"remind","options":[{"name":"x","type":3,"options":[{"name":"y","type":3,"options":[{"name":"z","type":3,"options":[{"name":"w","type":3}]}]}]}]}}`,
    ]) {
      expect((await post(raw, Math.floor(now / 1000), now)).status, raw.slice(0, 40)).toBe(400);
    }
  });
});

describe('Ids of the wrong shape', () => {
  const malformed = [
    '',
    '   ',
    'x'.repeat(3000),
    `rem_${'a'.repeat(3000)}`,
    'rem_ABCDEFGHIJKL',
    'rem_abc',
    'evt_abcdefghijk1',
    'drf_',
    'drf_abcdefghijkl\u0000',
  ];

  /** Replies that must be the localized "not found" (ephemeral, status 200), with no error logged. */
  async function expectNotFound(body: unknown, text: string): Promise<void> {
    const errorsBefore = app.deps.log.lines.filter((l) => l['level'] === 'error').length;
    const r = await app.send(body);
    expect(r.status).toBe(200);
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toBe(text);
    expect(app.deps.log.lines.filter((l) => l['level'] === 'error')).toHaveLength(errorsBefore);
  }

  it('/delete_reminder: a blank, over-long or malformed reminder_id is not found, in the caller’s language', async () => {
    for (const id of malformed) {
      await expectNotFound(
        command(newUser(), 'delete_reminder', [opt.string('reminder_id', id)]),
        enUS.errors.reminder_not_found,
      );
    }
    await expectNotFound(
      command(newUser({ locale: 'zh-TW' }), 'delete_reminder', [
        opt.string('reminder_id', ' '.repeat(10)),
      ]),
      zhTW.errors.reminder_not_found,
    );
  });

  it('/schedule_edit, /schedule_delete, /schedule_remind: a malformed event_id is not found', async () => {
    for (const id of malformed) {
      const user = newUser();
      await expectNotFound(
        scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'title', value: 'x' }),
        enUS.errors.event_not_found,
      );
      await expectNotFound(
        scheduleCommand(user, 'schedule_delete', { event_id: id, confirm: true }),
        enUS.errors.event_not_found,
      );
      await expectNotFound(
        scheduleCommand(user, 'schedule_delete', { event_id: id, confirm: false }),
        enUS.errors.event_not_found,
      );
      await expectNotFound(
        scheduleCommand(user, 'schedule_remind', { event_id: id, reminder_time: '10 minutes' }),
        enUS.errors.event_not_found,
      );
    }
  });

  // custom_id is at most 100 characters (Discord's limit; longer ones are a 400), so 60 is the longest id that fits.
  it('buttons and modals whose custom_id carries a malformed draft or event id answer as an expired choice / not found', async () => {
    for (const id of ['', '   ', 'x'.repeat(60), 'drf_ABC']) {
      const user = newUser();
      for (const action of ['force', 'change', 'cancel'])
        await expectNotFound(
          button(user, `sc:${user.userId}:${id}:${action}`),
          enUS.errors.draft_expired,
        );
      for (const action of ['apply', 'cancel'])
        await expectNotFound(
          button(user, `se:${user.userId}:${id}:${action}`),
          enUS.errors.draft_expired,
        );
      await expectNotFound(
        modalSubmit(user, `sm:${user.userId}:${id}`, {
          date: '2026-06-20',
          time: '10:00',
          duration: '30',
        }),
        enUS.errors.draft_expired,
      );
      await expectNotFound(
        button(user, `sd:${user.userId}:${id}:yes`),
        enUS.errors.event_not_found,
      );
    }
  });
});

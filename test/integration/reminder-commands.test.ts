import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { createUserStore } from '../../shared/adapters/dynamo/user-repo.js';
import { newId } from '../../shared/adapters/ids.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { createTranslator } from '../../shared/i18n.js';
import { createInteractionsApp } from '../../shared/interactions/app.js';
import type { InteractionDeps } from '../../shared/interactions/context.js';
import { generateDevKeyPair, signRequest } from '../../infra/local/dev-keys.js';
import { freshTables, type TestDb } from '../support/dynamo.js';
import { aReminder } from '../support/reminders.js';
import { scheduleStores } from '../support/schedule.js';
import {
  autocomplete,
  button,
  command,
  commands,
  opt,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };

const keys = generateDevKeyPair();
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
let clockNow = NOW;
let deps: InteractionDeps & { log: ReturnType<typeof memoryLogger> };
let app: ReturnType<typeof createInteractionsApp>;
let db: TestDb;

interface Reply {
  status: number;
  type?: number;
  content: string;
  flags?: number;
  components: { components: { custom_id: string; label: string; disabled?: boolean }[] }[];
  choices: { name: string; value: string }[];
}

async function send(body: unknown, sign = true): Promise<Reply> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await app({
    body: raw,
    timestamp,
    signature: sign ? signRequest(keys.privateKey, timestamp, raw) : '00'.repeat(64),
  });
  const b = res.body as {
    type?: number;
    data?: {
      content?: string;
      flags?: number;
      components?: Reply['components'];
      choices?: Reply['choices'];
    };
  };
  return {
    status: res.status,
    ...(b.type !== undefined ? { type: b.type } : {}),
    content: b.data?.content ?? '',
    ...(b.data?.flags !== undefined ? { flags: b.data.flags } : {}),
    components: b.data?.components ?? [],
    choices: b.data?.choices ?? [],
  };
}

const newUser = (extra: Partial<Caller> = {}): Caller => ({
  userId: snowflake(),
  guildId: snowflake(),
  ...extra,
});

beforeAll(async () => {
  db = await freshTables();
  const reminders = createReminderStore(db.doc, db.tables, 4);
  deps = {
    reminders,
    users: createUserStore(db.doc, db.tables),
    ...scheduleStores(db, reminders),
    clock: { now: () => clockNow },
    newId,
    translate: createTranslator(),
    log: memoryLogger(),
  };
  app = createInteractionsApp(keys.publicKeyHex, deps);
});

describe('Endpoint: interactions', () => {
  it('answers 401 to a bad signature before reading the body', async () => {
    expect((await send({ not: 'json at all' }, false)).status).toBe(401);
  });

  it('answers an unknown command with an ephemeral error, not a 500', async () => {
    const r = await send(command(newUser(), 'teleport'));
    expect(r.status).toBe(200);
    expect(r.flags).toBe(64);
    expect(r.content).toBe(enUS.errors.unknown_command);
  });

  it('answers a wrongly typed option with an ephemeral error', async () => {
    const r = await send(
      command(newUser(), 'remind', [opt.integer('message', 5), opt.string('time', 'in 1 hour')]),
    );
    expect(r.flags).toBe(64);
    expect(r.content).toBe(enUS.errors.invalid_input);
  });

  it('works in a DM (user) as in a guild (member.user)', async () => {
    const dmUser: Caller = { userId: snowflake() };
    const r = await send(commands.remind(dmUser, { message: 'from a DM', time: 'in 1 hour' }));
    expect(reminderIdIn(r.content)).toBeDefined();
    const list = await send(commands.listReminders(dmUser));
    expect(list.content).toContain('from a DM');
  });
});

describe('Command: /remind', () => {
  it('confirms with the id and the time as Discord timestamp markup', async () => {
    const r = await send(commands.remind(newUser(), { message: 'Stretch', time: 'in 2 hours' }));
    expect(r.type).toBe(4);
    expect(r.flags).toBe(64); // in a server: private by default
    expect(reminderIdIn(r.content)).toMatch(/^rem_[a-z2-7]{12}$/);
    const unix = Math.floor((NOW + 2 * 3600_000) / 1000);
    expect(r.content).toContain(`<t:${unix}:F>`);
    expect(r.content).toContain(`<t:${unix}:R>`);
  });

  it('names the recurrence and the times limit of a repeating reminder', async () => {
    const r = await send(
      commands.remind(newUser(), {
        message: 'Water',
        time: 'in 1 hour',
        repeat: 'daily',
        times: 3,
      }),
    );
    expect(r.content).toContain('repeating daily');
    expect(r.content).toContain('3 times');
  });

  it('takes the recurrence from an expression like "every day" when repeat is omitted', async () => {
    // en-GB settles a zone (Europe/London): no zone prompt first.
    const caller = newUser({ locale: 'en-GB' });
    const r = await send(commands.remind(caller, { message: 'Standup', time: 'every day' }));
    expect(r.content).toContain('repeating daily');
  });

  it.each([
    ['yesterday', 'time_in_past'],
    ['in 2 years', 'time_too_far'],
  ] as const)('rejects "%s" with the ephemeral %s error', async (time, key) => {
    const r = await send(commands.remind(newUser(), { message: 'x', time }));
    expect(r.flags).toBe(64);
    expect(r.content).toBe(enUS.errors[key]);
  });

  it.each(['banana', 'eval(1)'])(
    'rejects "%s" naming what was typed, with readable examples',
    async (time) => {
      const r = await send(commands.remind(newUser(), { message: 'x', time }));
      expect(r.flags).toBe(64);
      expect(r.content).toContain(`I couldn't read \`${time}\` as a time`);
      const examples = [...(r.content ?? '').matchAll(/`([^`]+)`/g)]
        .map((m) => m[1] ?? '')
        .slice(1);
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const example of examples)
        expect(
          parseTimeExpression(example, { now: Date.now(), zone: 'UTC', locale: 'en-US' }).ok,
          example,
        ).toBe(true);
    },
  );

  it('rejects a 501-character message and accepts 500', async () => {
    const user = newUser();
    const long = await send(commands.remind(user, { message: 'a'.repeat(501), time: 'in 1 hour' }));
    expect(long.flags).toBe(64);
    expect(long.content).toContain('500');
    const ok = await send(commands.remind(user, { message: 'a'.repeat(500), time: 'in 1 hour' }));
    expect(reminderIdIn(ok.content)).toBeDefined();
  });

  it('rejects a repeat value outside the four', async () => {
    const r = await send(
      commands.remind(newUser(), { message: 'x', time: 'in 1 hour', repeat: 'hourly' }),
    );
    expect(r.content).toBe(enUS.errors.invalid_repeat);
  });

  it("replies in the caller's language", async () => {
    const r = await send(
      commands.remind(newUser({ locale: 'zh-TW' }), { message: '喝水', time: 'in 1 hour' }),
    );
    expect(r.content).toContain('已設定提醒');
    const e = await send(
      commands.remind(newUser({ locale: 'zh-TW' }), { message: 'x', time: 'banana' }),
    );
    expect(e.content).toMatch(/^⚠️ 無法把 `banana` 讀成時間。試試 `[^`]+`(、`[^`]+`)*或`[^`]+`。$/);
  });

  it("reads absolute times in the caller's saved time zone", async () => {
    const user = newUser();
    await send(
      command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Asia/Taipei')])]),
    );
    const r = await send(commands.remind(user, { message: 'tea', time: 'tomorrow at 3pm' }));
    // 2026-06-16 15:00 in Taipei (UTC+8) is 07:00 UTC.
    expect(r.content).toContain(`<t:${Date.parse('2026-06-16T07:00:00Z') / 1000}:F>`);
  });

  it('allows five reminders a minute and refuses the sixth, naming when to retry', async () => {
    const user = newUser();
    for (let i = 0; i < 5; i++) {
      expect(
        reminderIdIn(
          (await send(commands.remind(user, { message: `r${i}`, time: 'in 1 hour' }))).content,
        ),
      ).toBeDefined();
    }
    const sixth = await send(commands.remind(user, { message: 'r6', time: 'in 1 hour' }));
    expect(sixth.flags).toBe(64);
    expect(sixth.content).toContain(`<t:${(NOW + 60_000) / 1000}:T>`);
    clockNow = NOW + 61_000;
    try {
      expect(
        reminderIdIn(
          (await send(commands.remind(user, { message: 'later', time: 'in 1 hour' }))).content,
        ),
      ).toBeDefined();
    } finally {
      clockNow = NOW;
    }
  });

  it('never lets concurrent requests pass 100 active reminders', async () => {
    const user = newUser();
    const store = deps.reminders;
    const attempt = (i: number) =>
      store.create(
        aReminder({
          id: newId('rem'),
          userId: user.userId,
          message: `m${i}`,
          remindTime: new Date(NOW + 3600_000).toISOString(),
        }),
        // A rule that never limits, so only the active-reminder limit is in play.
        { maxActive: 100, rate: { count: 1000, windowMs: 1 }, now: NOW + i },
      );
    // 120 creations, six at a time racing on the same counter.
    const outcomes: string[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, j) => attempt(batch * 6 + j)),
      );
      outcomes.push(...results.map((r) => r.kind));
    }
    expect(outcomes.filter((k) => k === 'created')).toHaveLength(100);
    expect(outcomes.filter((k) => k === 'too_many')).toHaveLength(20);
    expect(await store.listByUser(user.userId, false)).toHaveLength(100);
    const r = await send(commands.remind(user, { message: 'one more', time: 'in 1 hour' }));
    expect(r.flags).toBe(64);
    expect(r.content).toBe(enUS.errors.too_many_reminders.replace('{{max}}', '100'));
  });
});

describe('Command: /list_reminders', () => {
  it('shows an empty list with how to create one', async () => {
    const r = await send(commands.listReminders(newUser()));
    expect(r.content).toBe(enUS.list.empty);
  });

  it('lists in remind_time order, ten a page, with Previous/Next for the owner only', async () => {
    const user = newUser();
    for (let i = 12; i >= 1; i--) {
      clockNow = NOW + (12 - i) * 13_000; // stay under the rate limit
      await send(
        commands.remind(user, {
          message: `item ${String(i).padStart(2, '0')}`,
          time: `in ${i} hours`,
        }),
      );
    }
    clockNow = NOW;
    const first = await send(commands.listReminders(user));
    const lines = first.content.split('\n').filter((l) => l.includes('rem_'));
    expect(lines).toHaveLength(10);
    expect(lines[0]).toContain('item 01');
    expect(lines[9]).toContain('item 10');
    const [prev, next] = first.components[0]?.components ?? [];
    expect(prev?.disabled).toBe(true);
    expect(next?.disabled).toBe(false);

    const stranger = await send(button(newUser(), next?.custom_id ?? ''));
    expect(stranger.flags).toBe(64);
    expect(stranger.content).toBe(enUS.errors.not_your_button);

    const second = await send(button(user, next?.custom_id ?? ''));
    expect(second.type).toBe(7);
    expect(second.content).toContain('item 11');
    expect(second.content).toContain('item 12');
    expect(second.content).not.toContain('item 01');
  });
});

describe('Command: /delete_reminder', () => {
  it("deletes the caller's reminder, and reports another user's as not found", async () => {
    const alice = newUser();
    const bob = newUser();
    const id =
      reminderIdIn(
        (await send(commands.remind(alice, { message: 'secret', time: 'in 1 hour' }))).content,
      ) ?? '';
    const byBob = await send(commands.deleteReminder(bob, id));
    expect(byBob.flags).toBe(64);
    expect(byBob.content).toBe(enUS.errors.reminder_not_found);
    expect((await send(commands.listReminders(bob))).content).not.toContain('secret');

    const byAlice = await send(commands.deleteReminder(alice, id));
    expect(byAlice.content).toContain(id);
    expect((await send(commands.listReminders(alice))).content).toBe(enUS.list.empty);
    expect((await send(commands.deleteReminder(alice, id))).content).toBe(
      enUS.errors.reminder_not_found,
    );
  });

  it('frees a slot under the active limit when an active reminder is deleted', async () => {
    const user = newUser();
    const counter = async (): Promise<unknown> =>
      (
        await db.doc.send(
          new GetCommand({ TableName: db.tables.users, Key: { user_id: user.userId } }),
        )
      ).Item?.['active_reminders'];
    const id =
      reminderIdIn(
        (await send(commands.remind(user, { message: 'a', time: 'in 1 hour' }))).content,
      ) ?? '';
    expect(await counter()).toBe(1);
    await send(commands.deleteReminder(user, id));
    expect(await counter()).toBe(0);
  });

  it("autocompletes over the caller's own reminders only", async () => {
    const alice = newUser();
    const bob = newUser();
    await send(commands.remind(alice, { message: 'dentist appointment', time: 'in 1 hour' }));
    await send(commands.remind(bob, { message: 'dentist for bob', time: 'in 1 hour' }));
    const r = await send(
      autocomplete(alice, 'delete_reminder', [opt.string('reminder_id', 'dent', true)]),
    );
    expect(r.type).toBe(8);
    expect(r.choices).toHaveLength(1);
    expect(r.choices[0]?.name).toContain('dentist appointment');
    expect(r.choices[0]?.value).toMatch(/^rem_/);
  });
});

describe('Command: /timezone', () => {
  it('sets a zone through an alias and shows it', async () => {
    const user = newUser();
    const set = await send(
      command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'US/Eastern')])]),
    );
    expect(set.content).toContain('America/New_York');
    const show = await send(command(user, 'timezone', [opt.subcommand('show')]));
    expect(show.content).toContain('America/New_York');
    expect(show.content).toContain('UTC-04:00');
  });

  it('rejects an unknown zone and says UTC applies when none is set', async () => {
    const user = newUser();
    const bad = await send(
      command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Mars/Olympus')])]),
    );
    expect(bad.flags).toBe(64);
    expect(bad.content).toBe(enUS.errors.timezone_invalid); // nothing close to suggest
    expect((await send(command(user, 'timezone', [opt.subcommand('show')]))).content).toBe(
      enUS.timezone.show_utc.replace('{{zone}}', 'UTC').replace('{{offset}}', 'UTC+00:00'),
    );
  });

  it('autocompletes zone names, aliases included', async () => {
    const r = await send(
      autocomplete(newUser(), 'timezone', [
        opt.subcommand('set', [opt.string('zone', 'taip', true)]),
      ]),
    );
    expect(r.choices.map((c) => c.value)).toContain('Asia/Taipei');
    const us = await send(
      autocomplete(newUser(), 'timezone', [
        opt.subcommand('set', [opt.string('zone', 'US/', true)]),
      ]),
    );
    expect(us.choices.map((c) => c.value)).toContain('US/Pacific');
  });
});

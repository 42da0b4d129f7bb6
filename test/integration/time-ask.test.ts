import { beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };
import { parseTimeExpression, type TimeReading } from '../../shared/domain/time-expression.js';
import { definition as remindMessageMenu } from '../../shared/interactions/commands/remind-message.js';
import {
  aMessage,
  autocomplete,
  button,
  command,
  commands,
  fragment,
  messageCommand,
  modalSubmit,
  newUser,
  opt,
  reminderIdIn,
  type Caller,
} from '../support/interactions.js';
import {
  countListed,
  scheduleApp,
  storedReminder,
  type AppReply,
  type ScheduleApp,
} from '../support/schedule-app.js';
import { checkMessageComponents } from '../support/discord-components.js';
import { locales } from '../../shared/i18n.js';

let app: ScheduleApp;
// The real time: drafts carry a TTL, which DynamoDB Local enforces, so a clock in the past would expire them.
const NOW = Date.now();

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

/** "3pm BST" for a user with no zone and en-US: British Summer Time or Bangladesh? Both within a day, whatever today is. */
const AMBIGUOUS = '3pm BST';

function readingsOf(text: string, zone = 'UTC', locale = 'en-US'): readonly TimeReading[] {
  const r = parseTimeExpression(text, { now: NOW, zone, locale });
  if (r.ok || r.readings === undefined) throw new Error(`"${text}" is not asked about`);
  return r.readings;
}

function buttonsOf(reply: AppReply): { custom_id: string; label: string }[] {
  return reply.components.flatMap((row) => row.components);
}

const stored = (id: string) => storedReminder(app, id);

const countReminders = (caller: Caller) => countListed(app, caller);

async function prompt(caller: Caller, time = AMBIGUOUS) {
  app.setNow(NOW);
  const reply = await app.send(commands.remind(caller, { message: 'Call the office', time }));
  return { reply, buttons: buttonsOf(reply) };
}

describe('Ask instead of guessing: /remind with a time of two readings', () => {
  it('answers privately with each reading as a full Discord timestamp and one button each, and stores nothing yet', async () => {
    const caller = newUser({ guildId: '1200000000000000001' });
    const { reply, buttons } = await prompt(caller);
    const [london, dhaka] = readingsOf(AMBIGUOUS);
    expect(reply.type).toBe(4);
    expect(reply.flags).toBe(64);
    expect(reply.content).toContain(enUS.remind.ask_prompt.replace('{{typed}}', '`3pm BST`'));
    expect(reply.content).toContain(`<t:${Math.floor((london?.time ?? 0) / 1000)}:F>`);
    expect(reply.content).toContain(`<t:${Math.floor((dhaka?.time ?? 0) / 1000)}:F>`);
    expect(reply.content).toContain('Europe/London');
    expect(reply.content).toContain('Asia/Dhaka');
    expect(buttons).toHaveLength(2);
    expect(checkMessageComponents(reply.components)).toEqual([]);
    expect(buttons[0]?.label).toContain('15:00 Europe/London');
    expect(buttons[1]?.label).toContain('15:00 Asia/Dhaka');
    expect(await countReminders(caller)).toBe(0);
  });

  it('creates the reminder of the reading pressed, exactly as /remind would, in place of the prompt', async () => {
    const caller = newUser();
    const { buttons } = await prompt(caller);
    const done = await app.send(button(caller, buttons[1]?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const id = reminderIdIn(done.content) as string;
    expect(done.content).toContain('Call the office');
    expect(done.components).toEqual([]);
    const r = await stored(id);
    expect(r).toMatchObject({
      userId: caller.userId,
      message: 'Call the office',
      remindTime: new Date(readingsOf(AMBIGUOUS)[1]?.time ?? 0).toISOString(),
      zone: 'Asia/Dhaka',
      repeatPattern: 'none',
    });
  });

  it('creates one reminder however often it is pressed: a second press says the choice is gone', async () => {
    const caller = newUser();
    const { buttons } = await prompt(caller);
    const first = button(caller, buttons[0]?.custom_id ?? '');
    const [a, b] = await Promise.all([
      app.send(first),
      app.send(button(caller, buttons[1]?.custom_id ?? '')),
    ]);
    const created = [a, b].filter((r) => reminderIdIn(r.content) !== undefined);
    expect(created).toHaveLength(1);
    const refused = [a, b].find((r) => reminderIdIn(r.content) === undefined);
    expect(refused).toMatchObject({ flags: 64, content: enUS.errors.draft_expired });
    expect(await countReminders(caller)).toBe(1);
    const again = await app.send(first);
    expect(again).toMatchObject({ flags: 64, content: enUS.errors.draft_expired });
    expect(await countReminders(caller)).toBe(1);
  });

  it('refuses another user’s press and creates nothing', async () => {
    const owner = newUser();
    const stranger = newUser();
    const { buttons } = await prompt(owner);
    const pressed = await app.send(button(stranger, buttons[0]?.custom_id ?? ''));
    expect(pressed).toMatchObject({ flags: 64, content: enUS.errors.not_your_button });
    expect(await countReminders(stranger)).toBe(0);
    expect(await countReminders(owner)).toBe(0);
    // The owner's buttons still work.
    const mine = await app.send(button(owner, buttons[0]?.custom_id ?? ''));
    expect(reminderIdIn(mine.content)).toBeDefined();
  });

  it.each(locales)(
    'fits Discord’s component limits in %s, three readings included',
    async (locale) => {
      const { reply, buttons } = await prompt(
        newUser({ locale: locale as NonNullable<Caller['locale']> }),
        '3pm IST',
      );
      expect(buttons.length).toBeGreaterThanOrEqual(2);
      expect(checkMessageComponents(reply.components)).toEqual([]);
      expect(reply.content.length).toBeLessThanOrEqual(2000);
    },
  );

  it('expires cleanly: after 15 minutes a press answers in the presser’s language and creates nothing', async () => {
    // In Europe/Berlin (German's zone) BST is London; IST still has three readings.
    const caller = newUser({ locale: 'de' });
    const { buttons } = await prompt(caller, '3pm IST');
    expect(buttons).toHaveLength(3);
    app.setNow(NOW + 15 * 60_000 + 1000);
    const late = await app.send(button(caller, buttons[0]?.custom_id ?? ''));
    expect(late).toMatchObject({ flags: 64, content: de.errors.draft_expired });
    app.setNow(NOW);
    expect(await countReminders(caller)).toBe(0);
  });

  it('keeps /remind’s limits: the press counts toward 5 a minute', async () => {
    const caller = newUser();
    for (let i = 0; i < 5; i++)
      expect(
        reminderIdIn(
          (await app.send(commands.remind(caller, { message: `r${i}`, time: 'in 2 hours' })))
            .content,
        ),
      ).toBeDefined();
    const { buttons } = await prompt(caller);
    const pressed = await app.send(button(caller, buttons[0]?.custom_id ?? ''));
    expect(pressed.flags).toBe(64);
    expect(pressed.content).toContain(fragment(enUS.errors.rate_limited));
    expect(await countReminders(caller)).toBe(5);
  });

  it('a text with one reading is created at once, as before', async () => {
    // en-GB reads BST as British Summer Time; a date in its season keeps it one reading whatever
    // today is (out of season, "3pm BST" asks between UTC+1 and London's clock).
    const caller = newUser({ locale: 'en-GB' });
    const done = await app.send(
      commands.remind(caller, { message: 'Tea', time: `1 July ${AMBIGUOUS}` }),
    );
    expect(reminderIdIn(done.content)).toBeDefined();
  });
});

describe('Ask instead of guessing: the other places a time is read', () => {
  it('/remind’s preview shows each reading, valued a text that reads back to it alone', async () => {
    const caller = newUser();
    const reply = await app.send(
      autocomplete(caller, 'remind', [
        opt.string('message', 'x'),
        opt.string('time', AMBIGUOUS, true),
      ]),
    );
    expect(reply.choices).toHaveLength(2);
    expect(reply.choices[0]?.name).toMatch(/^Option 1 of 2: .*Europe\/London/);
    expect(reply.choices[1]?.name).toMatch(/^Option 2 of 2: .*Asia\/Dhaka/);
    const [london, dhaka] = readingsOf(AMBIGUOUS);
    for (const [choice, reading] of [
      [reply.choices[0], london],
      [reply.choices[1], dhaka],
    ] as const) {
      expect(
        parseTimeExpression(choice?.value ?? '', { now: NOW, zone: 'UTC', locale: 'en-US' }),
      ).toMatchObject({ ok: true, time: reading?.time, zone: reading?.zone });
    }
  });

  it('"Remind me about this": the modal’s time asks too, and the press keeps the message’s link', async () => {
    const caller = newUser();
    const message = aMessage('Quarterly report');
    const menu = await app.send(messageCommand(caller, remindMessageMenu.name, message));
    const asked = await app.send(
      modalSubmit(caller, String(menu.data['custom_id']), { when: AMBIGUOUS, note: '' }),
    );
    expect(asked.flags).toBe(64);
    const buttons = buttonsOf(asked);
    expect(buttons).toHaveLength(2);
    const done = await app.send(button(caller, buttons[0]?.custom_id ?? ''));
    const r = await stored(reminderIdIn(done.content) as string);
    expect(r).toMatchObject({
      message: 'Quarterly report',
      zone: 'Europe/London',
      remindTime: new Date(readingsOf(AMBIGUOUS)[0]?.time ?? 0).toISOString(),
    });
    expect(r?.source?.url).toContain(message.id);
  });

  it('/edit_reminder: the new time asks, and the press moves the reminder', async () => {
    const caller = newUser();
    const created = await app.send(
      commands.remind(caller, { message: 'Stand-up', time: 'in 3 hours' }),
    );
    const id = reminderIdIn(created.content) as string;
    const asked = await app.send(
      command(caller, 'edit_reminder', [
        opt.string('reminder_id', id),
        opt.string('time', AMBIGUOUS),
      ]),
    );
    expect(asked.flags).toBe(64);
    const buttons = buttonsOf(asked);
    expect(buttons).toHaveLength(2);
    expect((await stored(id))?.remindTime).toBe(new Date(NOW + 3 * 3_600_000).toISOString());
    const done = await app.send(button(caller, buttons[1]?.custom_id ?? ''));
    expect(done.type).toBe(7);
    expect(done.content).toContain(id);
    expect(await stored(id)).toMatchObject({
      message: 'Stand-up',
      zone: 'Asia/Dhaka',
      remindTime: new Date(readingsOf(AMBIGUOUS)[1]?.time ?? 0).toISOString(),
    });
  });

  it('/edit_reminder: a new time moves a series without ending it, and the press keeps the state asked beside it', async () => {
    const caller = newUser();
    const created = await app.send(
      commands.remind(caller, { message: 'Water', time: 'in 3 hours', repeat: 'daily' }),
    );
    const id = reminderIdIn(created.content) as string;
    const asked = await app.send(
      command(caller, 'edit_reminder', [
        opt.string('reminder_id', id),
        opt.string('time', AMBIGUOUS),
        opt.string('state', 'pause'),
      ]),
    );
    const done = await app.send(button(caller, buttonsOf(asked)[0]?.custom_id ?? ''));
    expect(done.content).toContain(enUS.series.paused);
    expect(await stored(id)).toMatchObject({
      repeatPattern: 'daily',
      paused: true,
      remindTime: new Date(readingsOf(AMBIGUOUS)[0]?.time ?? 0).toISOString(),
    });
  });
});

/**
 * Private by default in servers: every personal confirmation is ephemeral outside the bot's
 * DM, public after `/settings replies:public`, a normal message in the bot's DM; listings and
 * errors stay private whatever the choice. Through the interactions app on DynamoDB Local.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { definition as remindMessageMenu } from '../../shared/interactions/commands/remind-message.js';
import {
  aMessage,
  command,
  commands,
  messageCommand,
  opt,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { eventIdIn, modalSubmit, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };

const EPHEMERAL = 64;
let app: ScheduleApp;

beforeAll(async () => {
  // The real time: message drafts carry a TTL that DynamoDB Local enforces.
  app = await scheduleApp(Date.now());
});

const inGuild = (extra: Partial<Caller> = {}): Caller => ({
  userId: snowflake(),
  guildId: snowflake(),
  ...extra,
});

/** Every personal confirmation a user can get, in order, each as the reply's flags. */
async function confirmations(caller: Caller): Promise<Record<string, number | undefined>> {
  const created = await app.send(
    commands.remind(caller, { message: 'Dentist', time: 'in 2 hours' }),
  );
  const id = reminderIdIn(created.content) as string;
  const edited = await app.send(
    command(caller, 'edit_reminder', [
      opt.string('reminder_id', id),
      opt.string('message', 'Dentist at 3'),
    ]),
  );
  const event = await app.send(
    scheduleCommand(caller, 'schedule_create', {
      title: 'Therapy',
      date: '2030-01-08',
      time: '09:00',
      // A zone of its own: a caller without one would be asked first (zone-ask.test.ts).
      timezone: 'Europe/Berlin',
    }),
  );
  const eventId = eventIdIn(event.content) as string;
  const eventEdit = await app.send(
    scheduleCommand(caller, 'schedule_edit', {
      event_id: eventId,
      field: 'title',
      value: 'Therapy (room 2)',
    }),
  );
  const eventRemind = await app.send(
    scheduleCommand(caller, 'schedule_remind', { event_id: eventId, reminder_time: '1 hour' }),
  );
  const zone = await app.send(
    command(caller, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Europe/Berlin')])]),
  );
  const menu = await app.send(
    messageCommand(caller, remindMessageMenu.name, aMessage('Bring the slides', snowflake())),
  );
  const fromMessage = await app.send(
    modalSubmit(caller, String(menu.data['custom_id']), { when: 'in 3 hours', note: '' }),
  );
  const deleted = await app.send(commands.deleteReminder(caller, id));
  const eventDeleted = await app.send(
    scheduleCommand(caller, 'schedule_delete', { event_id: eventId, confirm: true }),
  );
  for (const r of [created, edited, event, eventEdit, eventRemind, zone, fromMessage, deleted])
    expect(r.type, r.content).toBe(4);
  expect(reminderIdIn(fromMessage.content)).toBeDefined();
  return {
    remind: created.flags,
    edit_reminder: edited.flags,
    schedule_create: event.flags,
    schedule_edit: eventEdit.flags,
    schedule_remind: eventRemind.flags,
    'timezone set': zone.flags,
    'Remind me about this': fromMessage.flags,
    delete_reminder: deleted.flags,
    schedule_delete: eventDeleted.flags,
  };
}

const all = (flags: number | undefined) => ({
  remind: flags,
  edit_reminder: flags,
  schedule_create: flags,
  schedule_edit: flags,
  schedule_remind: flags,
  'timezone set': flags,
  'Remind me about this': flags,
  delete_reminder: flags,
  schedule_delete: flags,
});

describe('Private by default in servers', () => {
  it('a /remind in a server channel is seen only by its author', async () => {
    const r = await app.send(
      commands.remind(inGuild(), { message: 'Call the bank', time: 'in 1 hour' }),
    );
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toContain('Call the bank');
  });

  it('every personal confirmation in a server is ephemeral by default, and so is /settings', async () => {
    const caller = inGuild();
    expect(await confirmations(caller)).toEqual(all(EPHEMERAL));
    const saved = await app.send(
      scheduleCommand(caller, 'settings', { reminder_advance_minutes: 10 }),
    );
    expect(saved.flags).toBe(EPHEMERAL);
    expect(saved.content).toContain(enUS.settings.replies_private);
  });

  it('after /settings replies:public the channel sees them; lists and errors stay private', async () => {
    const caller = inGuild({ locale: 'de' });
    const chosen = await app.send(scheduleCommand(caller, 'settings', { replies: 'public' }));
    expect(chosen.flags).toBeUndefined(); // the change itself is a confirmation
    expect(chosen.content).toContain(de.settings.replies_public);
    expect(await confirmations(caller)).toEqual(all(undefined));

    expect((await app.send(commands.listReminders(caller))).flags).toBe(EPHEMERAL);
    expect((await app.send(scheduleCommand(caller, 'schedule_list', {}))).flags).toBe(EPHEMERAL);
    expect((await app.send(scheduleCommand(caller, 'settings', {}))).flags).toBe(EPHEMERAL);
    const error = await app.send(commands.remind(caller, { message: 'x', time: 'whenever' }));
    expect(error.flags).toBe(EPHEMERAL);
    expect((await app.send(commands.deleteReminder(caller, 'rem_nosuchreminder'))).flags).toBe(
      EPHEMERAL,
    );

    // And back: private again.
    const back = await app.send(scheduleCommand(caller, 'settings', { replies: 'private' }));
    expect(back.flags).toBe(EPHEMERAL);
    const r = await app.send(commands.remind(caller, { message: 'Quiet', time: 'in 1 hour' }));
    expect(r.flags).toBe(EPHEMERAL);
  });

  it('in a group DM where the app is used, confirmations are private too', async () => {
    const caller: Caller = { userId: snowflake(), groupDm: true };
    const r = await app.send(commands.remind(caller, { message: 'Tickets', time: 'in 1 hour' }));
    expect(r.flags).toBe(EPHEMERAL);
  });

  it('in the bot’s DM replies are normal messages, whatever the choice; errors stay ephemeral', async () => {
    const caller: Caller = { userId: snowflake() };
    expect(await confirmations(caller)).toEqual(all(undefined));
    await app.send(scheduleCommand(caller, 'settings', { replies: 'public' }));
    const r = await app.send(commands.remind(caller, { message: 'Tea', time: 'in 1 hour' }));
    expect(r.flags).toBeUndefined();
    const error = await app.send(commands.remind(caller, { message: 'x', time: 'whenever' }));
    expect(error.flags).toBe(EPHEMERAL);
  });

  it('refuses a replies value that is not one of the two choices, ephemerally', async () => {
    const r = await app.send(scheduleCommand(inGuild(), 'settings', { replies: 'everyone' }));
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toBe(enUS.errors.invalid_input);
  });
});

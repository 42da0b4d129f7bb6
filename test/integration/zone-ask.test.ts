/**
 * The zone before the first reminder (decisions.md): a wall-clock time by a caller with no zone
 * whose Discord language spans several zones asks first, one button per zone; one press saves
 * the zone and creates the reminder at the right instant. Through the interactions app on
 * DynamoDB Local.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };
import { readWallClock, zoneOffsetLabel } from '../../shared/domain/zones.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { zoneLinks } from '../../shared/usecases/zone-detect.js';
import { createZonePage } from '../../shared/interactions/zone-page.js';
import { createTranslator } from '../../shared/i18n.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { checkMessageComponents } from '../support/discord-components.js';
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
import { definition as remindMessageMenu } from '../../shared/interactions/commands/remind-message.js';

let app: ScheduleApp;
// The real time: drafts carry a TTL, which DynamoDB Local enforces.
const NOW = Date.now();
const ORIGIN = 'https://tock.example';
const LINK_KEY = 'ab'.repeat(32);

beforeAll(async () => {
  app = await scheduleApp(NOW, { zoneLinks: zoneLinks(ORIGIN, LINK_KEY) });
});

function buttonsOf(reply: AppReply): { custom_id?: string; label: string; url?: string }[] {
  return reply.components.flatMap((row) => row.components);
}

/** The instant `text` names when read in `zone`. */
function instantIn(text: string, zone: string): number {
  const r = parseTimeExpression(text, { now: NOW, zone, locale: 'en-US' });
  if (!r.ok) throw new Error(`"${text}" does not read in ${zone}`);
  return r.time;
}

const stored = (id: string) => storedReminder(app, id);

const countReminders = (caller: Caller) => countListed(app, caller);

async function savedZone(caller: Caller): Promise<string | undefined> {
  return (await app.deps.users.getProfile(caller.userId)).timezone;
}

const WALL = 'tomorrow at 9am';

/** The zone prompt's first line for `typed`: `prompt` (the press makes it) or `prompt_saved`. */
function zonePrompt(key: 'prompt' | 'prompt_saved', typed: string): string {
  return enUS.zone_ask[key].replace('{{typed}}', `\`${typed}\``);
}

describe('The zone before the first reminder: /remind', () => {
  it('asks an en-US caller with no zone first: six US zones, each with its time, Detect and Other…, privately; nothing stored', async () => {
    const caller = newUser({ guildId: '1200000000000000001' });
    const reply = await app.send(commands.remind(caller, { message: 'Standup', time: WALL }));
    expect(reply.type).toBe(4);
    expect(reply.flags).toBe(64);
    expect(reply.content).toContain(fragment(enUS.zone_ask.prompt));
    expect(reply.content).toContain(`\`${WALL}\``);
    const buttons = buttonsOf(reply);
    const labels = buttons.map((b) => b.label);
    for (const name of ['Eastern', 'Central', 'Mountain', 'Pacific', 'Alaska', 'Hawaii'])
      expect(labels.some((l) => l.startsWith(name))).toBe(true);
    // Each zone's button says what the time would be there: 9:00 tomorrow, in that zone.
    expect(labels.filter((l) => l.includes('09:00'))).toHaveLength(6);
    expect(buttons.some((b) => b.label === enUS.zone.detect_button && b.url !== undefined)).toBe(
      true,
    );
    expect(labels).toContain(enUS.zone_ask.other);
    expect(checkMessageComponents(reply.components)).toEqual([]);
    expect(await countReminders(caller)).toBe(0);
    expect(await savedZone(caller)).toBeUndefined();
  });

  it('one press saves the zone and creates exactly one reminder at 9:00 in it', async () => {
    const caller = newUser();
    const reply = await app.send(commands.remind(caller, { message: 'Standup', time: WALL }));
    const central = buttonsOf(reply).find((b) => b.label.startsWith('Central'));
    const done = await app.send(button(caller, central?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const id = reminderIdIn(done.content) as string;
    expect(await stored(id)).toMatchObject({
      message: 'Standup',
      remindTime: new Date(instantIn(WALL, 'America/Chicago')).toISOString(),
      zone: 'America/Chicago',
    });
    expect(await savedZone(caller)).toBe('America/Chicago');
    // A second press creates nothing more.
    const again = await app.send(button(caller, central?.custom_id ?? ''));
    expect(again).toMatchObject({ flags: 64, content: enUS.errors.draft_expired });
    expect(await countReminders(caller)).toBe(1);
    // The next wall-clock time is read in the saved zone without asking.
    const next = await app.send(
      commands.remind(caller, { message: 'Lunch', time: 'tomorrow at noon' }),
    );
    const nextId = reminderIdIn(next.content) as string;
    expect((await stored(nextId))?.zone).toBe('America/Chicago');
  });

  it('does not ask for a relative time ("in 2 hours"): made at once, two hours from now', async () => {
    const caller = newUser();
    const reply = await app.send(commands.remind(caller, { message: 'Tea', time: 'in 2 hours' }));
    const id = reminderIdIn(reply.content) as string;
    expect(id).toBeDefined();
    expect(Date.parse((await stored(id))?.remindTime ?? '')).toBe(NOW + 2 * 3600_000);
    expect(await savedZone(caller)).toBeUndefined();
  });

  it('does not ask where the language settles a zone (ja → Asia/Tokyo)', async () => {
    const caller = newUser({ locale: 'ja' });
    const reply = await app.send(commands.remind(caller, { message: 'Tea', time: WALL }));
    const id = reminderIdIn(reply.content) as string;
    expect((await stored(id))?.zone).toBe('Asia/Tokyo');
  });

  it('offers Brazil’s zones to pt-BR, named in Portuguese', async () => {
    const caller = newUser({ locale: 'pt-BR' });
    const reply = await app.send(commands.remind(caller, { message: 'Café', time: WALL }));
    const labels = buttonsOf(reply).map((b) => b.label);
    expect(labels.some((l) => l.startsWith('Horário Padrão de Brasília'))).toBe(true);
    expect(labels.some((l) => l.includes('Amazonas'))).toBe(true);
  });

  it('Other… opens a modal; a zone typed there is saved and the time read in it', async () => {
    const caller = newUser();
    const reply = await app.send(commands.remind(caller, { message: 'Call', time: WALL }));
    const other = buttonsOf(reply).find((b) => b.label === enUS.zone_ask.other);
    const opened = await app.send(button(caller, other?.custom_id ?? ''));
    expect(opened.type).toBe(9);
    const modalId = opened.data['custom_id'] as string;
    // Not a zone: said so, and the prompt still works.
    const wrong = await app.send(modalSubmit(caller, modalId, { zone: 'Atlantis' }));
    expect(wrong.flags).toBe(64);
    expect(wrong.content).toContain(fragment(enUS.errors.timezone_invalid));
    const done = await app.send(modalSubmit(caller, modalId, { zone: 'Lisbon' }));
    const id = reminderIdIn(done.content) as string;
    expect(await stored(id)).toMatchObject({
      remindTime: new Date(instantIn(WALL, 'Europe/Lisbon')).toISOString(),
      zone: 'Europe/Lisbon',
    });
    expect(await savedZone(caller)).toBe('Europe/Lisbon');
    expect(await countReminders(caller)).toBe(1);
  });

  it('refuses another user’s press', async () => {
    const owner = newUser();
    const reply = await app.send(commands.remind(owner, { message: 'x', time: WALL }));
    const first = buttonsOf(reply)[0];
    const pressed = await app.send(button(newUser(), first?.custom_id ?? ''));
    expect(pressed).toMatchObject({ flags: 64, content: enUS.errors.not_your_button });
    expect(await savedZone(owner)).toBeUndefined();
  });
});

describe('The zone before the readings: a time with two readings', () => {
  const TWO = 'tomorrow 3:30';

  it('asks the zone first (names only), then the readings in the zone pressed, in place; one press creates the reminder at that instant', async () => {
    const caller = newUser();
    const asked = await app.send(commands.remind(caller, { message: 'Call', time: TWO }));
    expect(asked.content).toContain(zonePrompt('prompt_saved', TWO));
    // Nothing is made at the press: the prompt does not say it is.
    expect(asked.content).not.toContain(zonePrompt('prompt', TWO));
    const readingsAsked = enUS.remind.ask_prompt.replace('{{typed}}', `\`${TWO}\``);
    expect(asked.content).not.toContain(readingsAsked);
    // The time is not one moment yet: each zone's button names the zone alone.
    const eastern = buttonsOf(asked).find((b) => b.label.startsWith('Eastern'));
    expect(eastern?.label).toBe('Eastern Time');
    expect(checkMessageComponents(asked.components)).toEqual([]);
    const readings = await app.send(button(caller, eastern?.custom_id ?? ''));
    // The readings prompt replaces the zone prompt, its readings in New York.
    expect(readings.type).toBe(7);
    expect(readings.content).toContain(readingsAsked);
    expect(await savedZone(caller)).toBe('America/New_York');
    expect(await countReminders(caller)).toBe(0);
    const afternoon = buttonsOf(readings).find((b) => b.label.includes('15:30'));
    expect(afternoon).toBeDefined();
    const done = await app.send(button(caller, afternoon?.custom_id ?? ''));
    expect(done.type).toBe(7);
    expect(await stored(reminderIdIn(done.content) as string)).toMatchObject({
      remindTime: new Date(instantIn('tomorrow 3:30pm', 'America/New_York')).toISOString(),
      zone: 'America/New_York',
    });
    expect(await countReminders(caller)).toBe(1);
  });
});

describe('The zone before a new time: /edit_reminder', () => {
  it('asks the zone first for a wall-clock time; the press saves it and moves the reminder to that wall clock there', async () => {
    const caller = newUser();
    const made = await app.send(
      commands.remind(caller, { message: 'Stand-up', time: 'in 3 hours' }),
    );
    const id = reminderIdIn(made.content) as string;
    const before = (await stored(id))?.remindTime;
    const asked = await app.send(
      command(caller, 'edit_reminder', [opt.string('reminder_id', id), opt.string('time', WALL)]),
    );
    expect(asked.flags).toBe(64);
    expect(asked.content).toContain(zonePrompt('prompt_saved', WALL));
    // Nothing is made at the press: the prompt does not say it is.
    expect(asked.content).not.toContain(zonePrompt('prompt', WALL));
    expect((await stored(id))?.remindTime).toBe(before);
    const central = buttonsOf(asked).find((b) => b.label.startsWith('Central'));
    expect(central?.label).toContain('09:00');
    const done = await app.send(button(caller, central?.custom_id ?? ''));
    expect(done.type).toBe(7);
    expect(done.content).toContain(id);
    expect(await stored(id)).toMatchObject({
      message: 'Stand-up',
      remindTime: new Date(instantIn(WALL, 'America/Chicago')).toISOString(),
      zone: 'America/Chicago',
    });
    expect(await savedZone(caller)).toBe('America/Chicago');
    expect(await countReminders(caller)).toBe(1);
  });

  it('a new time with two readings: the zone first, then the readings in it, in place; the press moves the reminder', async () => {
    const caller = newUser();
    const made = await app.send(commands.remind(caller, { message: 'Call', time: 'in 3 hours' }));
    const id = reminderIdIn(made.content) as string;
    const asked = await app.send(
      command(caller, 'edit_reminder', [
        opt.string('reminder_id', id),
        opt.string('time', 'tomorrow 3:30'),
      ]),
    );
    const pacific = buttonsOf(asked).find((b) => b.label.startsWith('Pacific'));
    expect(pacific?.label).toBe('Pacific Time');
    const readings = await app.send(button(caller, pacific?.custom_id ?? ''));
    expect(readings.type).toBe(7);
    const morning = buttonsOf(readings).find((b) => b.label.includes('03:30'));
    const done = await app.send(button(caller, morning?.custom_id ?? ''));
    expect(done.type).toBe(7);
    expect(await stored(id)).toMatchObject({
      remindTime: new Date(instantIn('tomorrow 3:30am', 'America/Los_Angeles')).toISOString(),
      zone: 'America/Los_Angeles',
    });
  });

  it('does not ask for a relative new time', async () => {
    const caller = newUser();
    const made = await app.send(commands.remind(caller, { message: 'Tea', time: 'in 3 hours' }));
    const id = reminderIdIn(made.content) as string;
    const edited = await app.send(
      command(caller, 'edit_reminder', [
        opt.string('reminder_id', id),
        opt.string('time', 'in 2 hours'),
      ]),
    );
    expect(edited.content).not.toContain(fragment(enUS.zone_ask.prompt));
    expect(Date.parse((await stored(id))?.remindTime ?? '')).toBe(NOW + 2 * 3600_000);
    expect(await savedZone(caller)).toBeUndefined();
  });
});

describe('The zone before the first reminder: Remind me about this', () => {
  it('asks before the message reminder, and one press creates it in the zone chosen', async () => {
    const caller = newUser();
    const message = aMessage('Renew the passport');
    const menu = await app.send(messageCommand(caller, remindMessageMenu.name, message));
    const asked = await app.send(
      modalSubmit(caller, menu.data['custom_id'] as string, { when: WALL, note: '' }),
    );
    expect(asked.content).toContain(fragment(enUS.zone_ask.prompt));
    const pacific = buttonsOf(asked).find((b) => b.label.startsWith('Pacific'));
    const done = await app.send(button(caller, pacific?.custom_id ?? ''));
    const r = await stored(reminderIdIn(done.content) as string);
    expect(r).toMatchObject({
      remindTime: new Date(instantIn(WALL, 'America/Los_Angeles')).toISOString(),
      zone: 'America/Los_Angeles',
    });
    expect(r?.source?.excerpt).toContain('Renew the passport');
  });
});

describe('A zone set with /timezone set is used without asking', () => {
  it('reads the wall-clock time in the saved zone', async () => {
    const caller = newUser();
    await app.send(
      command(caller, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Denver')])]),
    );
    const reply = await app.send(commands.remind(caller, { message: 'x', time: WALL }));
    const id = reminderIdIn(reply.content) as string;
    expect((await stored(id))?.remindTime).toBe(
      new Date(instantIn(WALL, 'America/Denver')).toISOString(),
    );
  });
});

describe('After a zone change: the offer to move reminders read in the earlier zone', () => {
  /** A date ten days ahead, so 09:00 on it is ahead in every zone. */
  const day = new Date(NOW + 10 * 86_400_000).toISOString().slice(0, 10);

  async function setZone(caller: Caller, zone: string): Promise<AppReply> {
    return app.send(
      command(caller, 'timezone', [opt.subcommand('set', [opt.string('zone', zone)])]),
    );
  }

  it('offers to move the wall-clock reminders (count, old → new), not the relative ones; one press moves them keeping the clock time', async () => {
    const caller = newUser();
    await setZone(caller, 'New York');
    const wall = reminderIdIn(
      (await app.send(commands.remind(caller, { message: 'Dentist', time: `${day} 09:00` })))
        .content,
    ) as string;
    const relative = reminderIdIn(
      (await app.send(commands.remind(caller, { message: 'Oven', time: 'in 2 hours' }))).content,
    ) as string;
    const before = await stored(wall);
    const relativeBefore = await stored(relative);
    const changed = await setZone(caller, 'Tokyo');
    expect(changed.flags).toBe(64);
    expect(changed.content).toContain(
      enUS.zone_ask.move_offer
        .replace('{{total}}', '1')
        .replace('{{from}}', 'America/New_York')
        .replace('{{to}}', 'Asia/Tokyo'),
    );
    expect(changed.content).toContain(wall);
    expect(changed.content).not.toContain(relative);
    const was = Math.floor(Date.parse(before?.remindTime ?? '') / 1000);
    const tokyo = instantIn(`${day} 09:00`, 'Asia/Tokyo');
    expect(changed.content).toContain(`<t:${was}:f> → <t:${tokyo / 1000}:f>`);
    const move = buttonsOf(changed).find((b) => b.label === enUS.zone_ask.move_button);
    expect(checkMessageComponents(changed.components)).toEqual([]);
    // Nobody else can press it.
    const stranger = await app.send(button(newUser(), move?.custom_id ?? ''));
    expect(stranger.content).toBe(enUS.errors.not_your_button);
    const moved = await app.send(button(caller, move?.custom_id ?? ''));
    expect(moved.type).toBe(7);
    expect(moved.content).toBe(
      enUS.zone_ask.moved.replace('{{to}}', 'Asia/Tokyo').replace('{{total}}', '1'),
    );
    expect(await stored(wall)).toMatchObject({
      remindTime: new Date(tokyo).toISOString(),
      zone: 'Asia/Tokyo',
    });
    expect((await stored(relative))?.remindTime).toBe(relativeBefore?.remindTime);
    // A second press has nothing left to move.
    const again = await app.send(button(caller, move?.custom_id ?? ''));
    expect(again.content).toBe(enUS.zone_ask.move_none);
    expect((await stored(wall))?.remindTime).toBe(new Date(tokyo).toISOString());
  });

  it('says nothing of moving when no reminder was read in the earlier zone', async () => {
    const caller = newUser();
    await setZone(caller, 'New York');
    await app.send(commands.remind(caller, { message: 'Oven', time: 'in 2 hours' }));
    const changed = await setZone(caller, 'Tokyo');
    expect(changed.content).not.toContain(fragment(enUS.zone_ask.move_offer));
    expect(changed.components).toEqual([]);
  });

  it('/settings zone: offers the same move', async () => {
    const caller = newUser();
    await setZone(caller, 'Chicago');
    await app.send(commands.remind(caller, { message: 'Gym', time: `${day} 18:00` }));
    const changed = await app.send(command(caller, 'settings', [opt.string('zone', 'Berlin')]));
    expect(changed.content).toContain(fragment(enUS.zone_ask.move_offer));
    expect(buttonsOf(changed).map((b) => b.label)).toContain(enUS.zone_ask.move_button);
  });
});

describe('/timezone set and /settings: auto, fixed offsets, IST, typo-tolerant autocomplete', () => {
  const setZone = (caller: Caller, zone: string): Promise<AppReply> =>
    app.send(command(caller, 'timezone', [opt.subcommand('set', [opt.string('zone', zone)])]));

  it('auto can be chosen again: the saved zone is removed and the language’s zone used', async () => {
    const caller = newUser({ locale: 'de' });
    await setZone(caller, 'Tokyo');
    const r = await setZone(caller, 'auto');
    expect(r.content).toBe(
      de.timezone.auto
        .replace('{{zone}}', 'Europe/Berlin')
        .replace('{{offset}}', zoneOffsetLabel('Europe/Berlin', NOW)),
    );
    expect(await savedZone(caller)).toBeUndefined();
    // And through /settings.
    await setZone(caller, 'Tokyo');
    await app.send(command(caller, 'settings', [opt.string('zone', 'auto')]));
    expect(await savedZone(caller)).toBeUndefined();
  });

  it('a fixed offset is saved in its one spelling, with the DST note, and times are read in it', async () => {
    const caller = newUser();
    const r = await setZone(caller, 'UTC+5:30');
    expect(r.content).toContain('UTC+05:30');
    expect(r.content).toContain(enUS.timezone.fixed_note);
    expect(await savedZone(caller)).toBe('UTC+05:30');
    const made = await app.send(commands.remind(caller, { message: 'Chai', time: WALL }));
    const id = reminderIdIn(made.content) as string;
    expect((await stored(id))?.remindTime).toBe(
      new Date(instantIn(WALL, 'UTC+05:30')).toISOString(),
    );
  });

  it('IST asks (India, Ireland, Israel) instead of picking; the press saves the zone pressed', async () => {
    const caller = newUser();
    const asked = await setZone(caller, 'IST');
    expect(asked.flags).toBe(64);
    expect(asked.content).toContain(enUS.timezone.ask_abbreviation.replace('{{typed}}', '`IST`'));
    const buttons = buttonsOf(asked);
    expect(buttons.map((b) => b.custom_id?.split(':')[2])).toEqual([
      'Asia/Kolkata',
      'Europe/Dublin',
      'Asia/Jerusalem',
    ]);
    expect(buttons[0]?.label).toContain('India');
    expect(checkMessageComponents(asked.components)).toEqual([]);
    expect(await savedZone(caller)).toBeUndefined();
    const stranger = await app.send(button(newUser(), buttons[1]?.custom_id ?? ''));
    expect(stranger.content).toBe(enUS.errors.not_your_button);
    const pressed = await app.send(button(caller, buttons[1]?.custom_id ?? ''));
    expect(pressed.type).toBe(7);
    expect(pressed.content).toContain('Europe/Dublin');
    expect(await savedZone(caller)).toBe('Europe/Dublin');
    // /settings asks the same question.
    const viaSettings = await app.send(command(newUser(), 'settings', [opt.string('zone', 'IST')]));
    expect(buttonsOf(viaSettings)).toHaveLength(3);
  });

  it('the zone autocomplete offers what a typo means (Tokio → Asia/Tokyo)', async () => {
    const caller = newUser();
    const r = await app.send(
      autocomplete(caller, 'timezone', [
        opt.subcommand('set', [opt.string('zone', 'Tokio', true)]),
      ]),
    );
    expect(r.choices.map((c) => c.value)).toContain('Asia/Tokyo');
  });
});

describe('The zone before the first event: /schedule_create', () => {
  it('asks an en-US caller with no zone first; one press saves the zone and creates the event at that wall clock', async () => {
    const caller = newUser();
    const day = new Date(NOW + 10 * 86_400_000).toISOString().slice(0, 10);
    const asked = await app.send(
      scheduleCommand(caller, 'schedule_create', { title: 'Dentist', date: day, time: '14:30' }),
    );
    expect(asked.flags).toBe(64);
    expect(asked.content).toContain(fragment(enUS.zone_ask.prompt));
    expect(eventIdIn(asked.content)).toBeUndefined();
    const mountain = buttonsOf(asked).find((b) => b.label.startsWith('Mountain'));
    expect(mountain?.label).toContain('14:30');
    const done = await app.send(button(caller, mountain?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const id = eventIdIn(done.content) as string;
    expect(id).toBeDefined();
    const event = await app.deps.events.get(caller.userId, id);
    const wall = readWallClock(day, '14:30', 'America/Denver');
    expect(event?.timing).toMatchObject({
      timezone: 'America/Denver',
      start: wall.ok ? wall.time : NaN,
    });
    expect(await savedZone(caller)).toBe('America/Denver');
  });
});

describe('Detect my time zone, then Continue: one flow from the zone prompt', () => {
  /** The detect page as the public pages function serves it, on the same users table and key. */
  const page = () =>
    createZonePage({
      users: app.deps.users,
      clock: { now: () => Date.now() },
      translate: createTranslator(),
      log: memoryLogger(),
      key: LINK_KEY,
      origin: ORIGIN,
    });

  /** The page's Save: the POST its script sends for `zone`, with the token of the link `url`. */
  async function saveOnPage(
    url: string,
    zone: string,
  ): Promise<{ status: number; message: string }> {
    const token = new URL(url).searchParams.get('t') ?? '';
    const res = await page()({
      method: 'POST',
      query: {},
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ t: token, zone }),
    });
    return { status: res.status, message: (JSON.parse(res.body) as { message: string }).message };
  }

  it('Continue before saving says what to do and leaves the prompt usable; after Save on the page, Continue makes the reminder at 9:00 in the zone detected', async () => {
    const caller = newUser();
    const asked = await app.send(commands.remind(caller, { message: 'Standup', time: WALL }));
    const buttons = buttonsOf(asked);
    const detect = buttons.find((b) => b.label === enUS.zone.detect_button);
    const proceed = buttons.find((b) => b.label === enUS.zone_continue.button);
    expect(detect?.url).toBeDefined();
    expect(proceed?.custom_id).toBeDefined();
    expect(checkMessageComponents(asked.components)).toEqual([]);

    // Before the page saved anything: the hint, privately, as a new message; nothing made.
    const early = await app.send(button(caller, proceed?.custom_id ?? ''));
    expect(early).toMatchObject({ type: 4, flags: 64, content: enUS.zone_continue.first });
    expect(await countReminders(caller)).toBe(0);
    expect(await savedZone(caller)).toBeUndefined();

    // Someone else's press is refused, and does not use the prompt up.
    const stranger = await app.send(button(newUser(), proceed?.custom_id ?? ''));
    expect(stranger).toMatchObject({ flags: 64, content: enUS.errors.not_your_button });

    // The page's Save: the zone is saved, and the page says to go back and press Continue.
    const saved = await saveOnPage(detect?.url ?? '', 'America/Denver');
    expect(saved).toEqual({
      status: 200,
      message: enUS.zone_continue.page_saved.replace('{{zone}}', 'America/Denver'),
    });
    expect(await savedZone(caller)).toBe('America/Denver');

    const done = await app.send(button(caller, proceed?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const id = reminderIdIn(done.content) as string;
    expect(await stored(id)).toMatchObject({
      message: 'Standup',
      remindTime: new Date(instantIn(WALL, 'America/Denver')).toISOString(),
      zone: 'America/Denver',
    });
    expect(await countReminders(caller)).toBe(1);
    // Once: a second press makes nothing more.
    const again = await app.send(button(caller, proceed?.custom_id ?? ''));
    expect(again).toMatchObject({ flags: 64, content: enUS.errors.draft_expired });
    expect(await countReminders(caller)).toBe(1);
  });

  it('a link from /timezone show keeps the plain saved message (no Continue to go back to)', async () => {
    const caller = newUser();
    const shown = await app.send(command(caller, 'timezone', [opt.subcommand('show', [])]));
    const link = buttonsOf(shown).find((b) => b.url !== undefined);
    const saved = await saveOnPage(link?.url ?? '', 'Asia/Tokyo');
    expect(saved.message).toBe(enUS.zone.page.saved.replace('{{zone}}', 'Asia/Tokyo'));
  });
});

describe('The zone before a repeating time: asked like a one-off, the series made in the zone chosen', () => {
  /** `iso` as the wall clock in `zone`: `YYYY-MM-DD HH:MM`. */
  function wallIn(iso: string | undefined, zone: string): string {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(Date.parse(iso ?? ''));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  }

  /** A date ten days ahead, and the weekday four days ahead (after tomorrow in every US zone). */
  const day = new Date(NOW + 10 * 86_400_000).toISOString().slice(0, 10);
  const dayAfter = new Date(NOW + 11 * 86_400_000).toISOString().slice(0, 10);
  const weekdayAhead = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
    .format(NOW + 4 * 86_400_000)
    .toLowerCase();

  it.each([
    'tomorrow at 9am',
    'every day at 9am',
    'every monday at 9',
    '9am every day',
    'every weekday at 9 and 17',
    'every weekday at 9am and 5pm',
    `every day at 9am until ${day}`,
    `every day at 9 until ${weekdayAhead}`,
  ])('"%s" asks the zone first, privately; nothing stored', async (time) => {
    const caller = newUser();
    const asked = await app.send(commands.remind(caller, { message: 'Meds', time }));
    expect(asked.flags).toBe(64);
    expect(asked.content).toContain(`\`${time}\``);
    expect(asked.content).toMatch(/^🌐/);
    expect(buttonsOf(asked).filter((b) => b.label.startsWith('Central'))).toHaveLength(1);
    expect(await countReminders(caller)).toBe(0);
  });

  it.each(['every 2 hours', 'in 3 hours'])(
    '"%s" (relative) is made at once, no zone asked',
    async (time) => {
      const caller = newUser();
      const made = await app.send(commands.remind(caller, { message: 'Water', time }));
      expect(reminderIdIn(made.content)).toBeDefined();
      expect(await savedZone(caller)).toBeUndefined();
    },
  );

  it('"every 2 hours" with the `until` option: the end date is a day in a zone, so the zone is asked; the series ends as that day ends there', async () => {
    const caller = newUser();
    const time = 'every 2 hours';
    const asked = await app.send(commands.remind(caller, { message: 'Water', time, until: day }));
    expect(asked.flags).toBe(64);
    expect(asked.content).toContain(zonePrompt('prompt', time));
    expect(await countReminders(caller)).toBe(0);
    const central = buttonsOf(asked).find((b) => b.label.startsWith('Central'));
    const done = await app.send(button(caller, central?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const r = await stored(reminderIdIn(done.content) as string);
    expect(r?.zone).toBe('America/Chicago');
    expect(wallIn(r?.until, 'America/Chicago')).toBe(`${dayAfter} 00:00`);
  });

  it('"every day at 9am until <date>": one press makes the series at 9:00 in the zone chosen, ending after that date there', async () => {
    const caller = newUser();
    const time = `every day at 9am until ${day}`;
    const asked = await app.send(commands.remind(caller, { message: 'Meds', time }));
    expect(asked.content).toContain(zonePrompt('prompt', time));
    const central = buttonsOf(asked).find((b) => b.label.startsWith('Central'));
    expect(central?.label).toContain('09:00');
    const done = await app.send(button(caller, central?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const r = await stored(reminderIdIn(done.content) as string);
    expect(r).toMatchObject({ repeatPattern: 'daily', zone: 'America/Chicago' });
    expect(wallIn(r?.remindTime, 'America/Chicago')).toMatch(/ 09:00$/);
    // The end date is read in the zone chosen: the series ends as that day ends there.
    expect(wallIn(r?.until, 'America/Chicago')).toBe(`${dayAfter} 00:00`);
    expect(await savedZone(caller)).toBe('America/Chicago');
  });

  it('"every day at 9 until <weekday>": the zone first, then 9 or 21 in it; the series ends after that weekday there', async () => {
    const caller = newUser();
    const time = `every day at 9 until ${weekdayAhead}`;
    const asked = await app.send(commands.remind(caller, { message: 'Meds', time }));
    const pacific = buttonsOf(asked).find((b) => b.label.startsWith('Pacific'));
    expect(pacific?.label).toBe('Pacific Time');
    const readings = await app.send(button(caller, pacific?.custom_id ?? ''));
    expect(readings.type).toBe(7);
    expect(await savedZone(caller)).toBe('America/Los_Angeles');
    const morning = buttonsOf(readings).find((b) => b.label.includes('09:00'));
    const done = await app.send(button(caller, morning?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const r = await stored(reminderIdIn(done.content) as string);
    expect(r).toMatchObject({ repeatPattern: 'daily', zone: 'America/Los_Angeles' });
    expect(wallIn(r?.remindTime, 'America/Los_Angeles')).toMatch(/ 09:00$/);
    expect(wallIn(r?.until, 'America/Los_Angeles')).toMatch(/ 00:00$/);
  });

  it('"every weekday at 9am and 5pm": one press makes one series at both times in the zone chosen', async () => {
    const caller = newUser();
    const asked = await app.send(
      commands.remind(caller, { message: 'Stretch', time: 'every weekday at 9am and 5pm' }),
    );
    const eastern = buttonsOf(asked).find((b) => b.label.startsWith('Eastern'));
    const done = await app.send(button(caller, eastern?.custom_id ?? ''));
    const r = await stored(reminderIdIn(done.content) as string);
    expect(r).toMatchObject({ zone: 'America/New_York', recurrence: { times: [540, 1020] } });
    expect(wallIn(r?.remindTime, 'America/New_York')).toMatch(/ (09|17):00$/);
    expect(await countReminders(caller)).toBe(1);
  });
});

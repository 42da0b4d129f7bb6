/**
 * `timezone: auto` and /timezone through the interactions app on DynamoDB Local: cities,
 * abbreviations and "did you mean" on /timezone set, the assumed-zone note in /remind,
 * /schedule_create and /schedule_list replies, and the "Detect my time zone" link button.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { zoneLinks } from '../../shared/usecases/zone-detect.js';
import {
  autocomplete,
  button,
  command,
  commands,
  fragment,
  opt,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { scheduleApp, type AppReply, type ScheduleApp } from '../support/schedule-app.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW.json' with { type: 'json' };

const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const BASE = 'https://tock.example.com';
const unix = (iso: string): number => Date.parse(iso) / 1000;
const fill = (text: string, params: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
const newUser = (extra: Partial<Caller> = {}): Caller => ({ userId: snowflake(), ...extra });

let app: ScheduleApp;
let plain: ScheduleApp;

interface Button {
  type: number;
  style: number;
  label: string;
  url?: string;
  custom_id?: string;
}
const buttons = (r: AppReply): Button[] =>
  ((r.data['components'] ?? []) as { components: Button[] }[]).flatMap((row) => row.components);
/** Link buttons (style 5) of a reply. */
const links = (r: AppReply): Button[] => buttons(r).filter((c) => c.style === 5);
/** The public "Detect my time zone" buttons of a reply (they hand out links, carrying none). */
const detectButtons = (r: AppReply): Button[] => buttons(r).filter((c) => c.custom_id === 'tz');
/** The user a detect link's token is for. */
const linkUser = (url: string | undefined): unknown =>
  (
    JSON.parse(
      Buffer.from(
        (new URL(url ?? '').searchParams.get('t') ?? '').split('.')[0] ?? '',
        'base64url',
      ).toString(),
    ) as { u: string }
  ).u;

async function savedZone(a: ScheduleApp, userId: string): Promise<unknown> {
  const item = (
    await a.db.doc.send(
      new GetCommand({
        TableName: a.db.tables.users,
        Key: { user_id: userId },
        ConsistentRead: true,
      }),
    )
  ).Item;
  return item?.['timezone'];
}

const set = (a: ScheduleApp, user: Caller, zone: string): Promise<AppReply> =>
  a.send(command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', zone)])]));
const show = (a: ScheduleApp, user: Caller): Promise<AppReply> =>
  a.send(command(user, 'timezone', [opt.subcommand('show')]));

beforeAll(async () => {
  app = await scheduleApp(NOW, { zoneLinks: zoneLinks(BASE, 'k'.repeat(64)) });
  plain = await scheduleApp(NOW);
});

describe('Command: /timezone set', () => {
  it.each([
    ['Taipei', 'Asia/Taipei'],
    ['new york', 'America/New_York'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['EST', 'America/New_York'],
    ['PT', 'America/Los_Angeles'],
    ['CET', 'Europe/Paris'],
  ])('stores %s as %s', async (typed, zone) => {
    const user = newUser();
    const r = await set(app, user, typed);
    expect(r.flags).toBeUndefined();
    expect(r.content).toContain(`**${zone}**`);
    expect(await savedZone(app, user.userId)).toBe(zone);
  });

  it('answers a typo with "did you mean", in the caller\'s language, and saves nothing', async () => {
    const user = newUser();
    const r = await set(app, user, 'Taipie');
    expect(r.flags).toBe(64);
    expect(r.content).toBe(
      fill(enUS.errors.timezone_invalid_suggest, { suggestions: '`Asia/Taipei`' }),
    );
    const zh = await set(app, newUser({ locale: 'zh-TW' }), 'Tokio');
    expect(zh.content).toContain('你是不是要找');
    expect(zh.content).toContain('`Asia/Tokyo`');
    expect(await savedZone(app, user.userId)).toBeUndefined();
  });

  it('autocompletes cities and abbreviations with values every zone option accepts', async () => {
    const est = await app.send(
      autocomplete(newUser(), 'timezone', [
        opt.subcommand('set', [opt.string('zone', 'EST', true)]),
      ]),
    );
    expect(est.choices[0]).toEqual({ name: 'EST → America/New_York', value: 'America/New_York' });
    const city = await app.send(
      autocomplete(newUser(), 'schedule_create', [
        opt.string('title', 'x'),
        opt.string('time', '09:00'),
        opt.string('timezone', 'sao paulo', true),
      ]),
    );
    expect(city.choices.map((c) => c.value)).toContain('America/Sao_Paulo');
  });
});

describe('Command: /timezone show', () => {
  it('says auto and names the zone the Discord language implies, with the detect link, to the caller only', async () => {
    const user = newUser({ locale: 'zh-TW' });
    const r = await show(app, user);
    expect(r.flags).toBe(64);
    expect(r.content).toBe(
      fill(zhTW.timezone.show_locale, { zone: 'Asia/Taipei', offset: 'UTC+08:00' }),
    );
    const [link] = links(r);
    expect(link?.label).toBe(zhTW.zone.detect_button);
    expect(link?.url).toMatch(/^https:\/\/tock\.example\.com\/tz\?t=[\w-]+\.[\w-]+$/);
    expect(linkUser(link?.url)).toBe(user.userId);
  });

  it('says auto with UTC when the language points at no single zone, and the saved zone once set', async () => {
    const user = newUser({ locale: 'en-US' });
    expect((await show(app, user)).content).toBe(
      fill(enUS.timezone.show_utc, { zone: 'UTC', offset: 'UTC+00:00' }),
    );
    await set(app, user, 'Taipei');
    expect((await show(app, user)).content).toBe(
      fill(enUS.timezone.show_saved, { zone: 'Asia/Taipei', offset: 'UTC+08:00' }),
    );
  });

  it('offers no link or detect button when the bot has no public address', async () => {
    const user = newUser({ locale: 'zh-TW' });
    const r = await show(plain, user);
    expect(r.content).toContain('Asia/Taipei');
    expect(buttons(r)).toEqual([]);
    const remind = await plain.send(
      commands.remind(user, { message: 'x', time: 'tomorrow at 3pm' }),
    );
    expect(remind.content).toContain(fill(zhTW.zone.assumed_note, { zone: 'Asia/Taipei' }));
    expect(buttons(remind)).toEqual([]);
  });
});

describe('timezone: auto in replies', () => {
  it('/remind for a zh-TW user without a zone reads the time in Asia/Taipei and says so once, with the detect button', async () => {
    const user = newUser({ locale: 'zh-TW', guildId: snowflake() });
    // Private by default: only the caller sees the confirmation, so it carries their own link.
    const own = await app.send(commands.remind(user, { message: '喝茶', time: 'tomorrow at 3pm' }));
    expect(own.flags).toBe(64);
    expect(linkUser(links(own)[0]?.url)).toBe(user.userId);
    expect(detectButtons(own)).toEqual([]);
    await app.send(scheduleCommand(user, 'settings', { replies: 'public' }));
    const r = await app.send(commands.remind(user, { message: '喝茶', time: 'tomorrow at 3pm' }));
    expect(reminderIdIn(r.content)).toBeDefined();
    expect(r.flags).toBeUndefined();
    expect(r.content).toContain(`<t:${unix('2026-06-16T07:00:00Z')}:F>`); // 15:00 in Taipei
    const note = fill(zhTW.zone.assumed_note, { zone: 'Asia/Taipei' });
    expect(r.content.endsWith(`\n${note}`)).toBe(true);
    expect(r.content.split(note)).toHaveLength(2);
    // The channel sees this reply: it carries no user's link, only a button that hands one out.
    expect(links(r)).toEqual([]);
    expect(detectButtons(r).map((b) => b.label)).toEqual([zhTW.zone.detect_button]);
  });

  it('the public detect button gives whoever presses it an ephemeral link of their own', async () => {
    const owner = newUser({ locale: 'zh-TW' });
    const pressed = await app.send(button(owner, 'tz'));
    expect(pressed.flags).toBe(64);
    expect(pressed.content).toBe(zhTW.zone.detect_prompt);
    expect(linkUser(links(pressed)[0]?.url)).toBe(owner.userId);
    const someoneElse = newUser({ locale: 'en-US' });
    const theirs = await app.send(button(someoneElse, 'tz'));
    expect(theirs.content).toBe(enUS.zone.detect_prompt);
    expect(linkUser(links(theirs)[0]?.url)).toBe(someoneElse.userId);
    const off = await plain.send(button(owner, 'tz'));
    expect(off.flags).toBe(64);
    expect(off.content).toBe(zhTW.zone.detect_unavailable);
  });

  it('/remind adds no note when the zone did not change the reading (a relative time)', async () => {
    const r = await app.send(
      commands.remind(newUser({ locale: 'zh-TW' }), { message: '伸展', time: 'in 2 hours' }),
    );
    expect(r.content).toContain(`<t:${(NOW + 2 * 3_600_000) / 1000}:F>`);
    expect(r.content).not.toContain('🌐');
    expect(links(r)).toEqual([]);
  });

  it('/remind for an en-US user without a zone asks for the zone first; with a saved zone, no note', async () => {
    const user = newUser({ locale: 'en-US' });
    const r = await app.send(commands.remind(user, { message: 'tea', time: 'tomorrow at 3pm' }));
    expect(r.flags).toBe(64);
    expect(r.content).toContain(fragment(enUS.zone_ask.prompt));
    expect(r.content).not.toContain(`<t:${unix('2026-06-16T15:00:00Z')}:F>`);
    await set(app, user, 'Asia/Taipei');
    const saved = await app.send(
      commands.remind(user, { message: 'tea', time: 'tomorrow at 3pm' }),
    );
    expect(saved.content).toContain(`<t:${unix('2026-06-16T07:00:00Z')}:F>`);
    expect(saved.content).not.toContain('🌐');
    expect(links(saved)).toEqual([]);
  });

  it('/schedule_create for a zh-TW user without a zone creates the event in Asia/Taipei and says so', async () => {
    const user = newUser({ locale: 'zh-TW' });
    const r = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: '牙醫',
        date: '2026-06-20',
        time: '14:30',
      }),
    );
    expect(eventIdIn(r.content)).toBeDefined();
    expect(r.content).toContain(`<t:${unix('2026-06-20T06:30:00Z')}:F>`);
    expect(r.content).toContain(fill(zhTW.zone.assumed_note, { zone: 'Asia/Taipei' }));
    // In the bot's DM only the caller reads the reply: it carries their own link.
    expect(r.flags).toBeUndefined();
    expect(detectButtons(r)).toEqual([]);
    expect(linkUser(links(r)[0]?.url)).toBe(user.userId);
    // The conflict prompt only the caller sees carries the link itself.
    const clash = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: '撞期',
        date: '2026-06-20',
        time: '14:45',
      }),
    );
    expect(clash.flags).toBe(64);
    expect(clash.content).toContain(fill(zhTW.zone.assumed_note, { zone: 'Asia/Taipei' }));
    expect(linkUser(links(clash)[0]?.url)).toBe(user.userId);
    const explicit = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: 'NY call',
        date: '2026-06-21',
        time: '09:00',
        timezone: 'EST',
      }),
    );
    expect(explicit.content).toContain(`<t:${unix('2026-06-21T13:00:00Z')}:F>`);
    expect(explicit.content).not.toContain('🌐');
  });

  it('/schedule_list for a zh-TW user without a zone groups days in Asia/Taipei and says so', async () => {
    const user = newUser({ locale: 'zh-TW' });
    await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: '早餐',
        date: '2026-06-16',
        time: '07:00',
      }),
    );
    const r = await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'week' }));
    expect(r.content).toContain('__2026年6月16日星期二__');
    expect(r.content).toContain(fill(zhTW.zone.assumed_note, { zone: 'Asia/Taipei' }));
  });
});

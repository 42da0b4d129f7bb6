import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { useE2eStack } from '../support/e2e-stack.js';
import { autocomplete, button, newUser, opt, type Caller } from '../support/interactions.js';
import { buttonIds, eventIdIn, modalSubmit, scheduleCommand } from '../support/schedule.js';
import { durationWords } from '../../shared/domain/event-text.js';
import { createTranslator } from '../../shared/i18n.js';

const translate = createTranslator();

const EPHEMERAL = 64;
/** A date a month ahead, so these tests never depend on the hour they run at. */
const AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('e2e: schedule commands over signed HTTP', () => {
  const e2e = useE2eStack();

  async function send(body: unknown) {
    const reply = await e2e.stack.post(body);
    expect(reply.status).toBe(200);
    return reply.json as {
      type: number;
      data: {
        content?: string;
        flags?: number;
        custom_id?: string;
        components?: { components: { custom_id: string }[] }[];
      };
    };
  }

  async function create(
    caller: Caller,
    options: Record<string, string | number | boolean>,
  ): Promise<string> {
    const r = await send(
      scheduleCommand(caller, 'schedule_create', { timezone: 'UTC', ...options }),
    );
    const id = eventIdIn(r.data.content ?? '');
    expect(id, r.data.content).toBeDefined();
    return id as string;
  }

  it('/schedule_create, /schedule_list, /schedule_edit and /schedule_delete for the owner only', async () => {
    const alice = newUser();
    const bob = newUser();
    const id = await create(alice, {
      title: 'Planning',
      date: AHEAD,
      time: '09:00',
      recurring: 'weekly',
      type: 'work',
    });
    const list = await send(scheduleCommand(alice, 'schedule_list', { view_type: 'all' }));
    expect(list.type).toBe(4);
    expect(list.data.content).toContain(`Planning · \`${id}\` 🔁`);
    expect(
      (await send(scheduleCommand(bob, 'schedule_list', { view_type: 'all' }))).data.content,
    ).not.toContain(id);

    const choices = await send(
      autocomplete(alice, 'schedule_edit', [opt.string('event_id', 'plan', true)]),
    );
    expect(choices.type).toBe(8);
    const edit = await send(
      scheduleCommand(alice, 'schedule_edit', { event_id: id, field: 'title', value: 'Roadmap' }),
    );
    expect(edit.data.content).toContain('**Roadmap**');
    const stolen = await send(
      scheduleCommand(bob, 'schedule_edit', { event_id: id, field: 'title', value: 'x' }),
    );
    expect(stolen.data).toMatchObject({ flags: EPHEMERAL, content: enUS.errors.event_not_found });

    const ask = await send(
      scheduleCommand(alice, 'schedule_delete', { event_id: id, confirm: false }),
    );
    expect(ask.data.flags).toBe(EPHEMERAL);
    const [yes] = buttonIds(ask.data.components);
    expect((await send(button(bob, yes as string))).data.content).toBe(enUS.errors.not_your_button);
    expect((await send(button(alice, yes as string))).data.content).toBe(
      enUS.schedule.deleted.replace('{{id}}', id).replace('{{title}}', 'Roadmap'),
    );
    expect(
      (await send(scheduleCommand(alice, 'schedule_delete', { event_id: id, confirm: true }))).data
        .content,
    ).toBe(enUS.errors.event_not_found);
  });

  it('the conflict flow: prompt, Change time modal, then the event is created', async () => {
    const user = newUser();
    await create(user, { title: 'Meeting', date: AHEAD, time: '09:00' });
    const prompt = await send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Call',
        date: AHEAD,
        time: '09:30',
      }),
    );
    expect(prompt.data.flags).toBe(EPHEMERAL);
    expect(prompt.data.content).toContain('**Meeting**');
    const opened = await send(button(user, buttonIds(prompt.data.components)[1] as string));
    expect(opened.type).toBe(9);
    const done = await send(
      modalSubmit(user, opened.data.custom_id as string, {
        date: AHEAD,
        time: '10:00',
        duration: '30',
      }),
    );
    expect(done.type).toBe(7);
    expect(eventIdIn(done.data.content ?? '')).toBeDefined();
    const list = await send(scheduleCommand(user, 'schedule_list', { view_type: 'all' }));
    expect(list.data.content).toContain('Call');
  });

  it('/schedule_remind: the linked reminder arrives as a DM before the event', async () => {
    const user = newUser();
    // The event starts on the first whole minute at least 65 s ahead; the reminder is due ~4 s from now.
    const start = Math.ceil((Date.now() + 65_000) / 60_000) * 60_000;
    const iso = new Date(start).toISOString();
    const id = await create(user, {
      title: 'Launch',
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
    });
    const offset = Math.floor((start - Date.now()) / 1000) - 4;
    const r = await send(
      scheduleCommand(user, 'schedule_remind', {
        event_id: id,
        reminder_time: `${offset} seconds`,
      }),
    );
    expect(r.type).toBe(4);
    expect(r.data.content).toContain('**Launch**');
    await e2e.discord.waitForDms(1, 20_000);
    const dm = e2e.discord.dms.find((d) => d.userId === user.userId);
    expect((dm?.body['embeds'] as { description: string }[])[0]?.description).toBe(
      `📅 Launch starts in ${durationWords((k, p) => translate('en-US', k, p), offset)} (${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC).`,
    );
    const bad = await send(
      scheduleCommand(user, 'schedule_remind', { event_id: id, reminder_time: '2 days' }),
    );
    expect(bad.data.content).toBe(enUS.errors.schedule.schedule_remind.date_in_past);
  }, 40_000);
});

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { button, snowflake, type Caller } from '../support/interactions.js';
import { validateModal } from '../support/discord-modal.js';
import { buttonIds, eventIdIn, modalSubmit, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Monday 2026-06-15 10:00 UTC. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const EPHEMERAL = 64;
const unix = (iso: string): number => Date.parse(iso) / 1000;
let app: ScheduleApp;
const newUser = (): Caller => ({ userId: snowflake() });

async function eventsOf(caller: Caller): Promise<string> {
  return (await app.send(scheduleCommand(caller, 'schedule_list', { view_type: 'all' }))).content;
}

/** A user with a 09:00-10:00 meeting on 2026-06-20, and the prompt for an overlapping 09:30 event. */
async function conflicting(): Promise<{
  user: Caller;
  meeting: string;
  prompt: Awaited<ReturnType<ScheduleApp['send']>>;
}> {
  const user = newUser();
  const meeting = eventIdIn(
    (
      await app.send(
        scheduleCommand(user, 'schedule_create', {
          timezone: 'UTC',
          title: 'Meeting',
          date: '2026-06-20',
          time: '09:00',
        }),
      )
    ).content,
  ) as string;
  const prompt = await app.send(
    scheduleCommand(user, 'schedule_create', {
      timezone: 'UTC',
      title: 'Call',
      date: '2026-06-20',
      time: '09:30',
    }),
  );
  return { user, meeting, prompt };
}

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

describe('Conflicts: /schedule_create', () => {
  it('asks before double-booking: an ephemeral prompt naming each conflicting event with its time, three choices', async () => {
    const { user, meeting, prompt } = await conflicting();
    expect(prompt.flags).toBe(EPHEMERAL);
    expect(prompt.content).toContain(`**Meeting** · <t:${unix('2026-06-20T09:00:00Z')}:f>`);
    expect(prompt.content).toContain(meeting);
    expect(prompt.components[0]?.components.map((c) => c.label)).toEqual([
      'Create anyway',
      'Change time',
      'Cancel',
    ]);
    expect(await eventsOf(user)).not.toContain('Call'); // nothing created yet
  });

  it('never compares an event with itself, and touching events do not conflict', async () => {
    const user = newUser();
    await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'A',
        date: '2026-06-20',
        time: '09:00',
      }),
    );
    const b = await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'B',
        date: '2026-06-20',
        time: '10:00',
      }),
    );
    expect(eventIdIn(b.content)).toBeDefined();
    const edit = await app.send(
      scheduleCommand(user, 'schedule_edit', {
        event_id: eventIdIn(b.content) as string,
        field: 'duration',
        value: '45',
      }),
    );
    expect(edit.type).toBe(4);
    expect(edit.flags).toBeUndefined();
  });

  it("finds a recurring event's later occurrence", async () => {
    const user = newUser();
    await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Weekly sync',
        date: '2026-06-16',
        time: '14:00',
        recurring: 'weekly',
      }),
    );
    const r = await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Doctor',
        date: '2026-07-07',
        time: '14:30',
      }),
    );
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toContain(`**Weekly sync** · <t:${unix('2026-07-07T14:00:00Z')}:f>`);
  });

  it('Create anyway creates it; only the caller can press; a second press finds the draft gone', async () => {
    const { user, prompt } = await conflicting();
    const [force] = buttonIds(prompt.components);
    const stranger = await app.send(button(newUser(), force as string));
    expect(stranger.content).toBe(enUS.errors.not_your_button);
    const done = await app.send(button(user, force as string));
    expect(done.type).toBe(7);
    expect(eventIdIn(done.content)).toBeDefined();
    expect(done.content).toContain('**Call**');
    expect(await eventsOf(user)).toContain('Call');
    expect((await app.send(button(user, force as string))).content).toBe(enUS.errors.draft_expired);
  });

  it('Cancel creates nothing', async () => {
    const { user, prompt } = await conflicting();
    const cancel = buttonIds(prompt.components)[2] as string;
    expect((await app.send(button(user, cancel))).content).toBe(enUS.schedule.conflict.cancelled);
    expect(await eventsOf(user)).not.toContain('Call');
  });

  it('Change time opens a modal; its answer is validated and checked again', async () => {
    const { user, prompt } = await conflicting();
    const change = buttonIds(prompt.components)[1] as string;
    const opened = await app.send(button(user, change));
    expect(opened.type).toBe(9);
    const modalId = opened.data['custom_id'] as string;
    expect(validateModal(opened.data)).toEqual([]);
    const parts = opened.data['components'] as {
      type: number;
      label: string;
      component: { custom_id: string; value?: string };
    }[];
    expect(parts.map((p) => [p.type, p.label])).toEqual([
      [18, enUS.schedule.modal.date],
      [18, enUS.schedule.modal.time],
      [18, enUS.schedule.modal.duration],
    ]);
    const inputs = parts.map((p) => p.component);
    expect(inputs).toEqual([
      expect.objectContaining({ custom_id: 'date', value: '2026-06-20' }),
      expect.objectContaining({ custom_id: 'time', value: '09:30' }),
      expect.objectContaining({ custom_id: 'duration', value: '60' }),
    ]);
    const bad = await app.send(
      modalSubmit(user, modalId, { date: '2026-06-20', time: 'whenever', duration: '60' }),
    );
    expect(bad.flags).toBe(64);
    expect(bad.content).toContain('`2026-06-20 whenever`');
    const stranger = await app.send(
      modalSubmit(newUser(), modalId, { date: '2026-06-20', time: '11:00', duration: '60' }),
    );
    expect(stranger.content).toBe(enUS.errors.not_your_button);
    // The older layout (fields inside Action Rows) is still read.
    const still = await app.send(
      modalSubmit(user, modalId, { date: '2026-06-20', time: '09:45', duration: '30' }, 'row'),
    );
    expect(still.type).toBe(7);
    expect(still.content).toContain('**Meeting**');
    expect(buttonIds(still.components)).toHaveLength(3);
    const ok = await app.send(
      modalSubmit(user, modalId, { date: '2026-06-20', time: '10:00', duration: '30' }),
    );
    expect(ok.type).toBe(7);
    expect(ok.content).toContain(`<t:${unix('2026-06-20T10:00:00Z')}:F>`);
    expect(ok.content).toContain('30 minutes');
  });

  it('answers draft_expired after 15 minutes, even before TTL removes the draft', async () => {
    const { user, prompt } = await conflicting();
    app.setNow(NOW + 15 * 60_000 + 1);
    try {
      for (const id of buttonIds(prompt.components))
        expect((await app.send(button(user, id))).content).toBe(enUS.errors.draft_expired);
    } finally {
      app.setNow(NOW);
    }
    const draftId = (buttonIds(prompt.components)[0] as string).split(':')[2] as string;
    const stored = await app.db.doc.send(
      new GetCommand({ TableName: app.db.tables.drafts, Key: { id: draftId } }),
    );
    expect(stored.Item?.['expires_at']).toBe(Math.ceil((NOW + 15 * 60_000) / 1000));
  });
});

describe('Conflicts: /schedule_edit', () => {
  it('checks date, time and duration edits; Apply anyway applies, Cancel keeps the event', async () => {
    const { user, prompt } = await conflicting();
    await app.send(button(user, buttonIds(prompt.components)[2] as string)); // cancel the Call
    const lunch = eventIdIn(
      (
        await app.send(
          scheduleCommand(user, 'schedule_create', {
            timezone: 'UTC',
            title: 'Lunch',
            date: '2026-06-20',
            time: '12:00',
          }),
        )
      ).content,
    ) as string;
    const ask = await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: lunch, field: 'time', value: '09:15' }),
    );
    expect(ask.flags).toBe(EPHEMERAL);
    expect(ask.content).toContain('**Meeting**');
    const [apply, cancel] = buttonIds(ask.components);
    expect(ask.components[0]?.components.map((c) => c.label)).toEqual(['Apply anyway', 'Cancel']);
    expect((await app.send(button(user, cancel as string))).content).toBe(
      enUS.schedule.conflict.edit_cancelled,
    );
    expect(await eventsOf(user)).toContain(`<t:${unix('2026-06-20T12:00:00Z')}:t> · Lunch`);

    const again = await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: lunch, field: 'time', value: '09:15' }),
    );
    expect(
      (await app.send(button(newUser(), buttonIds(again.components)[0] as string))).content,
    ).toBe(enUS.errors.not_your_button);
    const applied = await app.send(button(user, buttonIds(again.components)[0] as string));
    expect(applied.type).toBe(7);
    expect(applied.content).toContain(`<t:${unix('2026-06-20T09:15:00Z')}:F>`);
    expect(apply).toBeDefined();
    // A title edit never runs the check.
    expect(
      (
        await app.send(
          scheduleCommand(user, 'schedule_edit', {
            event_id: lunch,
            field: 'title',
            value: 'Brunch',
          }),
        )
      ).flags,
    ).toBeUndefined();
  });
});

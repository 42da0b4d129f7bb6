import { beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW.json' with { type: 'json' };
import { commands, snowflake, type Caller } from '../support/interactions.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Monday 2026-06-15 10:00 UTC. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const EPHEMERAL = 64;
let app: ScheduleApp;
const newUser = (extra: Partial<Caller> = {}): Caller => ({ userId: snowflake(), ...extra });

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

describe('Errors say what is wrong', () => {
  it.each([
    [{ duration: 20_000 }, enUS.errors.schedule.duration_invalid, '10,080'],
    [
      { title: 'x'.repeat(130) },
      enUS.errors.title_too_long.replace('{{max}}', '100'),
      'at most 100',
    ],
    [
      { description: 'x'.repeat(1001) },
      enUS.errors.description_too_long.replace('{{max}}', '1000'),
      'at most 1000',
    ],
    [{ repeat_rule: 'whenever' }, enUS.errors.repeat_rule_invalid, '2nd tuesday'],
    [
      { recurring: 'daily', repeat_rule: 'every 2 days' },
      enUS.errors.recurrence_conflict,
      'not both',
    ],
  ])('/schedule_create with %o', async (options, message, names) => {
    const r = await app.send(
      scheduleCommand(newUser(), 'schedule_create', {
        title: 'Plan',
        date: '2026-06-20',
        time: '09:00',
        ...options,
      }),
    );
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toBe(message);
    expect(r.content).toContain(names);
  });

  it('an over-long title in /schedule_edit names the limit, in zh-TW too', async () => {
    const user = newUser({ locale: 'zh-TW' });
    const id = eventIdIn(
      (
        await app.send(
          scheduleCommand(user, 'schedule_create', {
            title: 'Plan',
            date: '2026-06-20',
            time: '09:00',
          }),
        )
      ).content,
    ) as string;
    const r = await app.send(
      scheduleCommand(user, 'schedule_edit', {
        event_id: id,
        field: 'title',
        value: '長'.repeat(101),
      }),
    );
    expect(r.content).toBe(zhTW.errors.title_too_long.replace('{{max}}', '100'));
  });

  it('the rate limit names a clock time (true whenever it is read), not a countdown', async () => {
    const user = newUser();
    for (let i = 0; i < 5; i++)
      await app.send(commands.remind(user, { message: `m${i}`, time: 'in 1 hour' }));
    const r = await app.send(commands.remind(user, { message: 'one too many', time: 'in 1 hour' }));
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toMatch(/from <t:\d+:T>\.$/);
    expect(r.content).not.toContain(':R>');
  });
});

describe('An empty listing says when later events exist', () => {
  it('filter:deadline with nothing this week but one in three weeks suggests view_type:all', async () => {
    const user = newUser();
    expect(
      (await app.send(scheduleCommand(user, 'schedule_list', { filter: 'deadline' }))).content,
    ).toContain(enUS.schedule.list.empty);
    await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Taxes',
        date: '2026-07-06',
        time: '09:00',
        type: 'deadline',
      }),
    );
    const week = await app.send(scheduleCommand(user, 'schedule_list', { filter: 'deadline' }));
    expect(week.content).toContain(
      'No events for the next 7 days, but you have later ones: try `/schedule_list view_type:all`.',
    );
    expect(
      (
        await app.send(
          scheduleCommand(user, 'schedule_list', { filter: 'deadline', view_type: 'all' }),
        )
      ).content,
    ).toContain('Taxes');
    // Another type's later events do not count.
    expect(
      (await app.send(scheduleCommand(user, 'schedule_list', { filter: 'work' }))).content,
    ).toContain(enUS.schedule.list.empty);
  });
});

describe('/remind says what it did with options it could not use as given', () => {
  it('`times` on a reminder that does not repeat', async () => {
    const r = await app.send(
      commands.remind(newUser(), { message: 'once', time: 'in 2 hours', times: 3 }),
    );
    expect(r.flags).toBeUndefined();
    expect(r.content).toContain(enUS.remind.times_ignored);
  });

  it('a `repeat` option that replaces the repetition in the time', async () => {
    // en-GB settles a zone: a wall-clock time is read at once, without the zone prompt.
    const britishUser = (): Caller => newUser({ locale: 'en-GB' });
    const weekly = await app.send(
      commands.remind(britishUser(), {
        message: 'plants',
        time: 'every day at 9am',
        repeat: 'weekly',
      }),
    );
    expect(weekly.content).toContain(
      'The `repeat` option (weekly) replaced the repetition in the time (daily).',
    );
    const none = await app.send(
      commands.remind(britishUser(), {
        message: 'plants',
        time: 'every day at 9am',
        repeat: 'none',
      }),
    );
    expect(none.content).toContain(
      'The `repeat` option (none) replaced the repetition in the time (daily).',
    );
    const same = await app.send(
      commands.remind(britishUser(), {
        message: 'plants',
        time: 'every day at 9am',
        repeat: 'daily',
      }),
    );
    expect(same.content).not.toContain('replaced');
    const plain = await app.send(
      commands.remind(newUser(), {
        message: 'plants',
        time: 'in 2 hours',
        repeat: 'daily',
        times: 2,
      }),
    );
    expect(plain.content).not.toMatch(/replaced|not used/);
  });
});

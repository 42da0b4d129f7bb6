import { beforeAll, describe, expect, it } from 'vitest';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Monday 2026-06-15 10:00 UTC. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const unix = (iso: string): number => Date.parse(iso) / 1000;
let app: ScheduleApp;

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

/** A viewer in Taipei (their own zone saved), in the given language. */
async function taipeiViewer(locale: 'en-US' | 'zh-TW'): Promise<Caller> {
  const user: Caller = { userId: snowflake(), locale };
  await app.send(
    command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Asia/Taipei')])]),
  );
  return user;
}

describe("Event replies: the event's own time, and the viewer's", () => {
  it('a New York event created from Taipei shows 09:00 New York time, and the timestamp as "your time"', async () => {
    const user = await taipeiViewer('en-US');
    const r = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: 'Call',
        date: '2026-06-20',
        time: '09:00',
        timezone: 'America/New_York',
        duration: 1,
      }),
    );
    const at = unix('2026-06-20T13:00:00Z');
    expect(r.content).toContain(
      `2026-06-20 09:00 America/New_York (your time: <t:${at}:F>, <t:${at}:R>)`,
    );
    expect(r.content).toContain('1 minute.');
    expect(r.content).not.toMatch(/\b1 minutes\b/);
  });

  it("an event in the viewer's own saved zone states its time once", async () => {
    const user = await taipeiViewer('en-US');
    const r = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: 'Lunch',
        date: '2026-06-20',
        time: '12:30',
      }),
    );
    const at = unix('2026-06-20T04:30:00Z');
    expect(r.content).toContain(`2026-06-20 12:30 Asia/Taipei (<t:${at}:R>)`);
    expect(r.content).not.toContain('your time');
    expect(r.content).not.toContain(`<t:${at}:F>`);
    // Named explicitly, the same zone is still the viewer's own.
    const named = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: 'Dinner',
        date: '2026-06-20',
        time: '19:00',
        timezone: 'Asia/Taipei',
      }),
    );
    expect(named.content).not.toContain('your time');
  });

  it("an event reminder's text follows a renamed event in /list_reminders", async () => {
    const user = await taipeiViewer('en-US');
    const id = eventIdIn(
      (
        await app.send(
          scheduleCommand(user, 'schedule_create', {
            title: 'Standup',
            date: '2026-06-23',
            time: '09:00',
          }),
        )
      ).content,
    ) as string;
    await app.send(
      scheduleCommand(user, 'schedule_remind', { event_id: id, reminder_time: '10 minutes' }),
    );
    const list = async () => (await app.send(command(user, 'list_reminders', []))).content;
    expect(await list()).toContain('Standup starts in 10 minutes');
    await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'title', value: 'Daily sync' }),
    );
    const after = await list();
    expect(after).toContain('Daily sync starts in 10 minutes');
    expect(after).not.toContain('Standup');
  });

  it('the same in Traditional Chinese, without English words', async () => {
    const user = await taipeiViewer('zh-TW');
    const r = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: '通話',
        date: '2026-06-21',
        time: '09:00',
        timezone: 'America/New_York',
        duration: 90,
      }),
    );
    const at = unix('2026-06-21T13:00:00Z');
    expect(r.content).toContain(
      `2026-06-21 09:00 America/New_York（你的時間：<t:${at}:F>，<t:${at}:R>）`,
    );
    expect(r.content).toContain('90 分鐘');
    expect(r.content).not.toMatch(/minute|your time/);
  });

  it("edits and delete prompts name the event's own time too; /schedule_remind words its lead time", async () => {
    const user = await taipeiViewer('en-US');
    const id = eventIdIn(
      (
        await app.send(
          scheduleCommand(user, 'schedule_create', {
            title: 'Review',
            date: '2026-06-22',
            time: '09:00',
            timezone: 'America/New_York',
          }),
        )
      ).content,
    ) as string;
    const moved = await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'time', value: '10:30' }),
    );
    expect(moved.content).toContain('2026-06-22 10:30 America/New_York (your time: ');
    const shorter = await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'duration', value: '1' }),
    );
    expect(shorter.content).toContain(
      'it now lasts 1 minute, until 2026-06-22 10:31 America/New_York',
    );
    const prompt = await app.send(
      scheduleCommand(user, 'schedule_delete', { event_id: id, confirm: false }),
    );
    expect(prompt.content).toContain('2026-06-22 10:30 America/New_York (your time: ');
    const linked = await app.send(
      scheduleCommand(user, 'schedule_remind', { event_id: id, reminder_time: '1 minute' }),
    );
    expect(linked.content).toContain('you will get it 1 minute before the event');
    const zh = await app.send(
      scheduleCommand({ ...user, locale: 'zh-TW' }, 'schedule_remind', {
        event_id: id,
        reminder_time: '2 hours',
      }),
    );
    expect(zh.content).toContain('活動前 2 小時 收到');
  });
});

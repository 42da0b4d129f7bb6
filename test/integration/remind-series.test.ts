import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromItem, toItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { nextReminderTime } from '../../shared/domain/dispatch-plan.js';
import { toIso } from '../../shared/domain/reminder.js';
import { readWallClock } from '../../shared/domain/zones.js';
import {
  autocomplete,
  command,
  commands,
  opt,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { aReminder } from '../support/reminders.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** /remind's series through the interactions endpoint on DynamoDB Local: zone, rule, `until`, the preview. */
const NOW = Date.parse('2026-11-26T14:00:00.000Z'); // Thursday, 09:00 in New York
const NY = 'America/New_York';
let app: ScheduleApp;

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

const at = (date: string, time: string, zone: string): number => {
  const read = readWallClock(date, time, zone);
  if (!read.ok) throw new Error(read.error);
  return read.time;
};

async function userIn(zone: string, extra: Partial<Caller> = {}): Promise<Caller> {
  const caller = { userId: snowflake(), guildId: snowflake(), ...extra };
  await app.send(command(caller, 'timezone', [opt.subcommand('set', [opt.string('zone', zone)])]));
  return caller;
}

async function stored(id: string | undefined): Promise<Record<string, unknown> | undefined> {
  return (
    await app.db.doc.send(new GetCommand({ TableName: app.db.tables.reminders, Key: { id } }))
  ).Item;
}

describe('Command: /remind stores the zone and the series', () => {
  it('every day at 9am with times and until: the zone, the anchor and the end of the last local day', async () => {
    const caller = await userIn(NY);
    const r = await app.send(
      commands.remind(caller, {
        message: 'stretch',
        time: 'every day at 9am',
        times: 5,
        until: '2026-12-31',
      }),
    );
    expect(r.content).toContain('repeating daily');
    expect(r.content).toContain('Last day: Thu, Dec 31, 2026.');
    const item = await stored(reminderIdIn(r.content));
    // It is 09:00 in New York: today's 09:00 is still (just) ahead, so it is the first.
    const first = toIso(at('2026-11-26', '09:00', NY));
    expect(item).toMatchObject({
      repeat_pattern: 'daily',
      zone: NY,
      remind_time: first,
      anchor_time: first,
      max_triggers: 5,
      until_time: toIso(at('2027-01-01', '00:00', NY)),
    });
    expect(item?.['recurrence_data']).toBeUndefined();
  });

  it('a one-off stores the zone it was read in, and no series fields', async () => {
    const caller = await userIn('Asia/Taipei');
    const item = await stored(
      reminderIdIn(
        (await app.send(commands.remind(caller, { message: 'tea', time: 'tomorrow at 3pm' })))
          .content,
      ),
    );
    expect(item).toMatchObject({ repeat_pattern: 'none', zone: 'Asia/Taipei' });
    expect(item?.['anchor_time']).toBeUndefined();
  });

  it("the last day of every month: this month's last day, then each one after, short months included", async () => {
    const caller = await userIn(NY);
    const r = await app.send(
      commands.remind(caller, { message: 'pay rent', time: 'last day of every month at 9am' }),
    );
    expect(r.content).toContain('every month on its last day');
    const item = await stored(reminderIdIn(r.content));
    // Said on Thursday 26 November: Monday 30 November first, the series anchored on 31 October.
    expect(item).toMatchObject({
      repeat_pattern: 'custom',
      remind_time: toIso(at('2026-11-30', '09:00', NY)),
      anchor_time: toIso(at('2026-10-31', '09:00', NY)),
    });
    let due = fromItem(item!);
    const sends: string[] = [];
    for (let k = 0; k < 5; k++) {
      const next = nextReminderTime(due, Date.parse(due.remindTime));
      expect(next).not.toBeNull();
      due = { ...due, remindTime: toIso(next!) };
      sends.push(new Date(next!).toLocaleString('sv-SE', { timeZone: NY }).slice(0, 16));
    }
    expect(sends).toEqual([
      '2026-12-31 09:00',
      '2027-01-31 09:00',
      '2027-02-28 09:00',
      '2027-03-31 09:00',
      '2027-04-30 09:00',
    ]);
  });

  it('a custom rule round-trips through the reminders table', async () => {
    const r = aReminder({
      id: 'rem_customrule22',
      repeatPattern: 'custom',
      zone: NY,
      anchor: toIso(NOW),
      until: toIso(NOW + 30 * 86_400_000),
      recurrence: {
        pattern: 'every_n_weeks',
        interval: 2,
        weekday: 0,
        position: 1,
        weekdays: [0, 3],
      },
    });
    await app.db.doc.send(
      new PutCommand({ TableName: app.db.tables.reminders, Item: toItem(r, 4) }),
    );
    expect(fromItem(await stored(r.id))).toEqual(r);
  });
});

describe('Command: /remind until, refused clearly', () => {
  it.each([
    [
      'every day at 9am',
      'soonish',
      "⚠️ I couldn't read soonish as a date for `until`. Use a date such as `2027-03-31`, `friday` or `end of march`.",
    ],
    ['every day at 9am', '2026-11-25', "⚠️ `until` cannot be before the reminder's first time."],
    ['every day at 9pm', '2026-11-25', "⚠️ `until` cannot be before the reminder's first time."],
    ['every day at 9am', '2028-01-01', '⚠️ `until` can be at most one year ahead.'],
    [
      'tomorrow at 9am',
      '2026-12-31',
      '⚠️ `until` ends a repeating reminder: add `repeat`, or use a repeating time such as `every day at 9am`.',
    ],
  ])('time %s, until %s', async (time, until, message) => {
    const r = await app.send(commands.remind(await userIn(NY), { message: 'x', time, until }));
    expect(r.flags).toBe(64);
    expect(r.content).toBe(message);
  });

  it("in the caller's language", async () => {
    const r = await app.send(
      commands.remind(await userIn(NY, { locale: 'zh-TW' }), {
        message: 'x',
        time: 'every day at 9am',
        until: '2026-11-01',
      }),
    );
    expect(r.content).toBe('⚠️ `until` 不能早於提醒第一次發送的時間。');
  });
});

describe('/remind: suggestions that read right', () => {
  it('an unreadable time suggests forms whose unit agrees with the number (in 15 seconds, in 1 minute)', async () => {
    const caller = await userIn(NY);
    const typo = await app.send(
      command(caller, 'remind', [opt.string('message', 'x'), opt.string('time', 'in 15 secnd')]),
    );
    expect(typo.content).toContain('`in 15 seconds`');
    expect(typo.content).not.toContain('`in 15 second`');
    const bare = await app.send(
      command(caller, 'remind', [opt.string('message', 'x'), opt.string('time', 'in 1')]),
    );
    expect(bare.content).toContain('`in 1 minute`');
    expect(bare.content).not.toContain('`in 1 minutes`');
  });
});

describe('Autocomplete: the time preview', () => {
  it("/remind time: type 8, the reading in the caller's saved zone first, valued the typed text", async () => {
    const caller = await userIn('Asia/Taipei');
    const r = await app.send(
      autocomplete(caller, 'remind', [
        opt.string('message', 'x'),
        opt.string('time', 'tomorrow at 3pm', true),
      ]),
    );
    expect(r.type).toBe(8);
    expect(r.choices[0]).toEqual({
      name: 'Fri, Nov 27, 15:00 Asia/Taipei (in 17 hr)',
      value: 'tomorrow at 3pm',
    });
  });

  it("/remind time, empty box: a few common choices within Discord's limits", async () => {
    const r = await app.send(
      autocomplete(await userIn('UTC'), 'remind', [opt.string('time', '', true)]),
    );
    expect(r.type).toBe(8);
    expect(r.choices.length).toBeGreaterThanOrEqual(3);
    expect(r.choices.length).toBeLessThanOrEqual(25);
    for (const c of r.choices) expect(c.name.length <= 100 && c.value.length <= 100).toBe(true);
  });

  it("/schedule_remind reminder_time: the duration before the event, in the caller's language", async () => {
    const r = await app.send(
      autocomplete({ userId: snowflake(), locale: 'zh-TW' }, 'schedule_remind', [
        opt.string('event_id', 'evt_x'),
        opt.string('reminder_time', '30 minutes', true),
      ]),
    );
    expect(r.type).toBe(8);
    expect(r.choices[0]).toEqual({ name: '活動前 30 分鐘', value: '30 minutes' });
  });
});

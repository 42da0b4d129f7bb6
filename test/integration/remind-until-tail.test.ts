import { describe, expect, it } from 'vitest';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { createUserStore } from '../../shared/adapters/dynamo/user-repo.js';
import { newId } from '../../shared/adapters/ids.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { remind } from '../../shared/usecases/remind.js';
import { SHARDS, useDispatchFixture } from '../support/dispatch-fixture.js';

/** "… until <date>" inside /remind's time, on DynamoDB Local, through the dispatcher. */
const f = useDispatchFixture();
const USER = '4242';
/**
 * Monday 2026-11-30 12:00 UTC; the user has no zone and an en-GB locale: Europe/London, UTC+0 in
 * winter (an en-US caller is asked for a zone first: zone-ask.test.ts).
 */
const NOW = Date.parse('2026-11-30T12:00:00.000Z');
const nineOn = (day: number) => Date.parse(`2026-12-0${day}T09:00:00.000Z`);

async function passAt(at: number) {
  return runDispatchPass(f.deps({ now: () => at, sleep: async () => undefined }), {
    windowMs: 1000,
    pollMs: 0,
  });
}

function deps() {
  return {
    reminders: createReminderStore(f.db.doc, f.db.tables, SHARDS),
    users: createUserStore(f.db.doc, f.db.tables),
    clock: { now: () => NOW },
    newId,
  };
}

describe('Command: /remind with an end date in its time', () => {
  it('"every day at 9am until friday" is sent Tuesday to Friday, then stops', async () => {
    const made = await remind(deps(), {
      userId: USER,
      locale: 'en-GB',
      message: 'stretch',
      time: 'every day at 9am until friday',
    });
    if (!made.ok) throw new Error(made.error);
    expect(made.reminder).toMatchObject({
      repeatPattern: 'daily',
      remindTime: '2026-12-01T09:00:00.000Z',
      until: '2026-12-05T00:00:00.000Z',
    });
    for (const day of [1, 2, 3, 4]) expect((await passAt(nineOn(day))).sent).toBe(1);
    expect(await f.item('reminders', made.reminder.id)).toMatchObject({
      is_active: false,
      times_triggered: 4,
    });
    expect((await passAt(nineOn(5))).sent).toBe(0);
    expect(f.discord.dms).toHaveLength(4);
  });

  it('reads the end date in German and Japanese too, and the `until` option wins over it', async () => {
    const de = await remind(deps(), {
      userId: USER,
      locale: 'de',
      message: 'x',
      time: 'jeden Montag um 9 Uhr bis 3. März',
    });
    expect(de.ok && [de.reminder.repeatPattern, de.reminder.until]).toEqual([
      'weekly',
      // Berlin (the zone German implies): the day after 3 March starts at 23:00 UTC.
      '2027-03-03T23:00:00.000Z',
    ]);
    const ja = await remind(deps(), {
      userId: USER,
      locale: 'ja',
      message: 'x',
      time: '毎日9時 金曜日まで',
    });
    expect(ja.ok && ja.reminder.until).toBe('2026-12-04T15:00:00.000Z');
    const option = await remind(deps(), {
      userId: USER,
      locale: 'en-GB',
      message: 'x',
      time: 'every day at 9am until friday',
      until: '2026-12-10',
    });
    expect(option.ok && option.reminder.until).toBe('2026-12-11T00:00:00.000Z');
  });

  it('refuses an end date it cannot read, naming it', async () => {
    const r = await remind(deps(), {
      userId: USER,
      locale: 'en-US',
      message: 'x',
      time: 'every day at 9am until someday',
    });
    expect(r).toEqual({ ok: false, error: 'until_invalid', params: { typed: 'someday' } });
  });
});

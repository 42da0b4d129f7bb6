import { describe, expect, it } from 'vitest';
import { toIso } from '../../shared/domain/reminder.js';
import { formatDefault, readWallClock } from '../../shared/domain/zones.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';

/** decisions.md, "Next occurrence of a repeat (second edition)", through the real dispatcher and DynamoDB Local. */
const NY = 'America/New_York';
const WINDOW = { windowMs: 30_000, pollMs: 0 };
const f = useDispatchFixture();

function at(date: string, time: string): number {
  const result = readWallClock(date, time, NY);
  if (!result.ok) throw new Error(`${date} ${time}: ${result.error}`);
  return result.time;
}

/**
 * Runs one dispatcher pass per day with the clock injected just after the reminder's stored due
 * time, and returns the New York wall clock of each DM's embed timestamp (the send's clock).
 */
async function sendDaily(
  firstDay: string,
  days: number,
): Promise<{ sent: string[]; next: string }> {
  const first = at(firstDay, '08:00');
  const r = await f.insertReminder({
    repeatPattern: 'daily',
    remindTime: toIso(first),
    zone: NY,
    anchor: toIso(first),
  });
  const sent: string[] = [];
  for (let i = 0; i < days; i++) {
    const due = Date.parse(String((await f.item('reminders', r.id))?.['remind_time']));
    const stats = await runDispatchPass(f.deps({ now: () => due + 150 }), WINDOW);
    expect(stats).toMatchObject({ claimed: 1, sent: 1 });
    const embed = (
      f.discord.dms.at(-1)?.body['embeds'] as { timestamp: string }[] | undefined
    )?.[0];
    sent.push(formatDefault(Date.parse(embed?.timestamp ?? ''), NY));
  }
  const next = formatDefault(
    Date.parse(String((await f.item('reminders', r.id))?.['remind_time'])),
    NY,
  );
  return { sent, next };
}

describe('Dispatcher: a daily 08:00 New York reminder across DST', () => {
  it('fires at 08:00 local on both sides of the spring-forward change, re-armed for the next 08:00', async () => {
    expect(await sendDaily('2027-03-13', 3)).toEqual({
      sent: ['2027-03-13 08:00', '2027-03-14 08:00', '2027-03-15 08:00'],
      next: '2027-03-16 08:00',
    });
  });

  it('fires at 08:00 local on both sides of the fall-back change, re-armed for the next 08:00', async () => {
    expect(await sendDaily('2027-11-06', 3)).toEqual({
      sent: ['2027-11-06 08:00', '2027-11-07 08:00', '2027-11-08 08:00'],
      next: '2027-11-09 08:00',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { advance, deliveryNonce } from '../../shared/domain/dispatch-plan.js';
import { toIso, withoutFields, type Reminder } from '../../shared/domain/reminder.js';
import {
  dmComponents,
  dmRefOf,
  reminderDmComponents,
  snoozeChoiceInstant,
} from '../../shared/domain/reminder-dm.js';
import { advanceWithSnooze, applySnooze, sendKey, stopSeries } from '../../shared/domain/snooze.js';
import { editedReminder } from '../../shared/usecases/reminder-edit.js';
import { createTranslator, locales } from '../../shared/i18n.js';
import { aReminder } from '../support/reminders.js';
import { checkMessageComponents } from '../support/discord-components.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = Date.parse('2026-03-02T08:00:00.000Z');
const translate = createTranslator();

/** A daily 08:00 UTC series just sent for the first time: next due tomorrow. */
const daily = (): Reminder =>
  aReminder({
    repeatPattern: 'daily',
    zone: 'UTC',
    anchor: toIso(t0),
    remindTime: toIso(t0 + DAY),
    timesTriggered: 1,
  });

/** Sends whatever is due, `n` times, as the dispatcher does (on time). */
function sendTimes(r: Reminder, n: number): { reminder: Reminder; sentAt: string[] } {
  const sentAt: string[] = [];
  let cur = r;
  for (let i = 0; i < n && cur.isActive; i++) {
    sentAt.push(cur.remindTime);
    const next = advanceWithSnooze(cur, (plain) => advance(plain, Date.parse(plain.remindTime)));
    const base = {
      ...withoutFields(cur, 'snooze'),
      timesTriggered: next.timesTriggered,
      isActive: next.isActive,
      remindTime: next.remindTime,
    };
    const snooze = next.snooze === undefined ? cur.snooze : (next.snooze ?? undefined);
    cur = snooze ? { ...base, snooze } : base;
  }
  return { reminder: cur, sentAt };
}

describe('Domain: snooze', () => {
  it('adds one extra send 10 minutes after a daily DM, and the series keeps its 08:00 schedule', () => {
    const snoozed = applySnooze(daily(), t0 + 10 * 60_000, '0', t0 + 1000);
    expect(snoozed.ok).toBe(true);
    if (!snoozed.ok) return;
    const { sentAt, reminder } = sendTimes(snoozed.reminder, 3);
    expect(sentAt).toEqual([toIso(t0 + 10 * 60_000), toIso(t0 + DAY), toIso(t0 + 2 * DAY)]);
    // The snooze's send is not an occurrence: the count goes 1 → 2 → 3 over the two series sends.
    expect(reminder.timesTriggered).toBe(3);
  });

  it('keeps a snooze past the next occurrence pending beside the series, in time order', () => {
    const snoozed = applySnooze(daily(), t0 + 7 * DAY + HOUR, '0', t0 + 1000);
    if (!snoozed.ok) throw new Error('refused');
    const { sentAt } = sendTimes(snoozed.reminder, 9);
    expect(sentAt.slice(6, 9)).toEqual([
      toIso(t0 + 7 * DAY),
      toIso(t0 + 7 * DAY + HOUR),
      toIso(t0 + 8 * DAY),
    ]);
  });

  it('brings a finished one-off back for one send, then finishes it again', () => {
    const sent = aReminder({ isActive: false, timesTriggered: 1, remindTime: toIso(t0) });
    const snoozed = applySnooze(sent, t0 + HOUR, '0', t0 + 1000);
    if (!snoozed.ok) throw new Error('refused');
    expect(snoozed.reminder).toMatchObject({
      isActive: true,
      remindTime: toIso(t0 + HOUR),
      snooze: { at: toIso(t0 + HOUR), next: null },
    });
    const { reminder, sentAt } = sendTimes(snoozed.reminder, 5);
    expect(sentAt).toEqual([toIso(t0 + HOUR)]);
    expect(reminder).toMatchObject({ isActive: false, timesTriggered: 1 });
    expect(reminder.snooze).toBeUndefined();
  });

  it('snoozes each DM once, and one snooze at a time', () => {
    const first = applySnooze(daily(), t0 + HOUR, '0', t0);
    if (!first.ok) throw new Error('refused');
    expect(applySnooze(first.reminder, t0 + 2 * HOUR, '0', t0)).toMatchObject({
      ok: false,
      kind: 'already_snoozed',
      atMs: t0 + HOUR,
    });
    const afterSnoozeSend = sendTimes(first.reminder, 1).reminder;
    expect(applySnooze(afterSnoozeSend, t0 + 2 * HOUR, '0', t0)).toMatchObject({
      ok: false,
      kind: 'already_snoozed',
      atMs: undefined,
    });
    expect(applySnooze(daily(), t0 - 1, '0', t0)).toMatchObject({ ok: false, kind: 'not_later' });
  });

  it('gives the snooze’s DM its own key and nonce, never the next occurrence’s', () => {
    const snoozed = applySnooze(daily(), t0 + 10 * 60_000, '0', t0);
    if (!snoozed.ok) throw new Error('refused');
    const snoozeDm = snoozed.reminder;
    const nextDm = sendTimes(snoozeDm, 1).reminder;
    expect(sendKey(snoozeDm)).toMatch(/^z[0-9a-z]+$/);
    expect(sendKey(nextDm)).toBe('1');
    expect(deliveryNonce(snoozeDm)).not.toBe(deliveryNonce(nextDm));
    expect(deliveryNonce(snoozeDm).length).toBeLessThanOrEqual(25);
  });

  it('stops a series and drops a pending snooze', () => {
    const snoozed = applySnooze(daily(), t0 + HOUR, '0', t0);
    if (!snoozed.ok) throw new Error('refused');
    const stopped = stopSeries(snoozed.reminder, t0 + 2 * HOUR);
    expect(stopped.isActive).toBe(false);
    expect(stopped.snooze).toBeUndefined();
    // Listed with when it stopped, not with tomorrow's occurrence that will not come.
    expect(stopped.remindTime).toBe(toIso(t0 + 2 * HOUR));
  });
});

describe('Domain: reminder DM components', () => {
  it('offers the five presets and Custom…, and Done on a one-off, Stop repeating on a series', () => {
    const [menuRow, buttonRow] = reminderDmComponents(aReminder(), translate);
    const menu = menuRow?.components[0] as { options: { value: string }[]; custom_id: string };
    expect(menu.options.map((o) => o.value)).toEqual([
      'm10',
      'h1',
      'h3',
      'tomorrow',
      'week',
      'custom',
    ]);
    expect(menu.custom_id).toBe('rs:100:rem_abcdefghijkl:0');
    expect(buttonRow?.components[0]).toMatchObject({
      label: '✅ Done',
      custom_id: 'rd:100:rem_abcdefghijkl:0',
    });
    expect(reminderDmComponents(daily(), translate)[1]?.components[0]).toMatchObject({
      label: '⏹️ Stop repeating',
      custom_id: 'rx:100:rem_abcdefghijkl:1',
    });
  });

  it("an event's reminder offers snoozes before the event starts, not tomorrow or next week", () => {
    // Sent 30 minutes before an occurrence that starts at 09:00.
    const start = Date.parse('2026-03-02T09:00:00.000Z');
    const r = aReminder({
      eventId: 'evt_abcdefghijkl',
      offsetSeconds: 1800,
      remindTime: toIso(start - 30 * 60_000),
    });
    const menu = reminderDmComponents(r, translate)[0]?.components[0] as {
      options: { value: string; label: string }[];
    };
    expect(menu.options.map((o) => o.label)).toEqual([
      '15 minutes before it starts',
      '5 minutes before it starts',
      'When it starts',
      'Custom…',
    ]);
    expect(menu.options.slice(0, 3).map((o) => snoozeChoiceInstant(o.value))).toEqual([
      start - 15 * 60_000,
      start - 5 * 60_000,
      start,
    ]);
    // Sent 10 minutes before: "15 minutes before" has passed and is not offered.
    const late = reminderDmComponents(
      aReminder({
        eventId: 'evt_abcdefghijkl',
        offsetSeconds: 600,
        remindTime: toIso(start - 600_000),
      }),
      translate,
    )[0]?.components[0] as { options: { label: string }[] };
    expect(late.options.map((o) => o.label)).toEqual([
      '5 minutes before it starts',
      'When it starts',
      'Custom…',
    ]);
    for (const locale of locales)
      expect(
        checkMessageComponents(reminderDmComponents({ ...r, locale }, translate)),
        locale,
      ).toEqual([]);
  });

  it('fits Discord’s component limits in every catalog language, with a 20-digit owner id', () => {
    for (const locale of locales) {
      for (const repeating of [false, true]) {
        const ref = {
          ...dmRefOf(aReminder()),
          owner: '12345678901234567890',
          key: 'z1234567',
          repeating,
        };
        expect(checkMessageComponents(dmComponents(ref, locale, translate)), `${locale}`).toEqual(
          [],
        );
      }
    }
  });
});

describe('Domain: editedReminder', () => {
  const ctx = { now: t0, zone: 'UTC', locale: 'en-US' };
  it('changes only the message and keeps the schedule and a pending snooze', () => {
    const snoozed = applySnooze(daily(), t0 + HOUR, '0', t0);
    if (!snoozed.ok) throw new Error('refused');
    const edited = editedReminder(
      snoozed.reminder,
      { userId: '100', locale: 'en-US', id: 'x', message: ' Water the plants ' },
      undefined,
      ctx,
    );
    expect(edited).toMatchObject({
      ok: true,
      after: {
        message: 'Water the plants',
        remindTime: toIso(t0 + HOUR),
        snooze: { at: toIso(t0 + HOUR) },
      },
    });
  });

  it('turns a one-off into a weekly series from its own time, and refuses until on a one-off', () => {
    const edited = editedReminder(
      aReminder({ remindTime: toIso(t0 + DAY) }),
      { userId: '100', locale: 'en-US', id: 'x', repeat: 'weekly' },
      undefined,
      ctx,
    );
    expect(edited).toMatchObject({
      ok: true,
      after: { repeatPattern: 'weekly', anchor: toIso(t0 + DAY), remindTime: toIso(t0 + DAY) },
    });
    expect(
      editedReminder(
        aReminder(),
        { userId: '100', locale: 'en-US', id: 'x', until: '2026-04-01' },
        undefined,
        ctx,
      ),
    ).toMatchObject({ ok: false, error: 'until_needs_repeat' });
  });

  it('refuses finished and event reminders', () => {
    const input = { userId: '100', locale: 'en-US', id: 'x', message: 'x' };
    expect(editedReminder(aReminder({ isActive: false }), input, undefined, ctx)).toMatchObject({
      ok: false,
      error: 'reminder_finished',
    });
    expect(editedReminder(aReminder({ eventId: 'evt_x' }), input, undefined, ctx)).toMatchObject({
      ok: false,
      error: 'edit_event_reminder',
    });
  });
});

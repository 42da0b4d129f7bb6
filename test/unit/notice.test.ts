import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n.js';
import { eventChanges, noticeId, noticeMessage } from '../../shared/domain/notice.js';
import { checkRateUpTo } from '../../shared/domain/rate-limit.js';
import { anEvent } from '../support/schedule.js';

const translate = createTranslator();
const NOW = Date.parse('2026-06-01T08:00:00Z');

describe('notices', () => {
  it('one id per cause: the same invitation twice is one notice, another user or press another', () => {
    const id = noticeId('invitation', 'evt_a', '1');
    expect(id).toMatch(/^ntc_[0-9a-f]{16}$/);
    expect(noticeId('invitation', 'evt_a', '1')).toBe(id);
    expect(noticeId('invitation', 'evt_a', '2')).not.toBe(id);
    expect(noticeId('waitlisted', 'evt_a', '1', 'p1')).not.toBe(
      noticeId('waitlisted', 'evt_a', '1', 'p2'),
    );
  });

  it('an edit tells the title, next start and duration that changed, old → new; a description alone tells nothing', () => {
    const before = anEvent({ title: 'Climbing' });
    const later = before.timing.start + 3_600_000;
    const after = {
      ...before,
      title: 'Bouldering',
      timing: { ...before.timing, start: later, durationMinutes: 90 },
    };
    expect(eventChanges(before, after, NOW)).toEqual([
      { field: 'title', before: 'Climbing', after: 'Bouldering' },
      { field: 'start', before: before.timing.start, after: later },
      { field: 'duration', before: 60, after: 90 },
    ]);
    expect(eventChanges(before, { ...before, description: 'new' }, NOW)).toEqual([]);
    const text = noticeMessage(
      {
        kind: 'changed',
        eventId: after.id,
        ownerId: after.userId,
        changes: eventChanges(before, after, NOW),
      },
      { locale: 'de', event: after, nowMs: NOW },
      translate,
    ).embeds[0]?.description;
    expect(text).toContain('Titel: Climbing → Bouldering');
    expect(text).toContain('Dauer: 60 Minuten → 90 Minuten');
  });

  it('a change or cancellation of occurrences names them, in the recipient’s language, without the series’ next start', () => {
    const event = anEvent({ title: 'Climbing', userId: '42' });
    const at = Date.parse('2026-06-09T18:00:00Z');
    const changed = noticeMessage(
      {
        kind: 'changed',
        eventId: event.id,
        ownerId: '42',
        changes: [{ field: 'duration', before: 60, after: 90 }],
        occurrence: { start: at, scope: 'this' },
      },
      { locale: 'de', event, nowMs: NOW },
      translate,
    );
    const text = changed.embeds[0]?.description ?? '';
    expect(text).toContain(`<@42> hat den Termin am <t:${at / 1000}:F> geändert.`);
    expect(text).not.toContain(`<t:${event.timing.start / 1000}:F>`);
    expect(changed.components).toHaveLength(2);
    const cancelled = noticeMessage(
      {
        kind: 'cancelled',
        eventId: event.id,
        ownerId: '42',
        title: 'Climbing',
        start: at,
        occurrence: { start: at, scope: 'following' },
      },
      { locale: 'en-US', nowMs: NOW },
      translate,
    );
    expect(cancelled.embeds[0]).toMatchObject({
      title: 'Climbing',
      description: `<@42> cancelled the occurrences from <t:${at / 1000}:F> on.`,
    });
    expect(cancelled.components).toEqual([]);
  });

  it('a day of invitations: as many as fit are granted, and the rest are told when the next frees', () => {
    const rule = { count: 100, windowMs: 86_400_000 };
    const log = Array.from({ length: 90 }, (_, i) => NOW - 86_400_000 + 1000 * (i + 1));
    const grant = checkRateUpTo(log, NOW, rule, 25);
    expect(grant.granted).toBe(10);
    expect(grant.log).toHaveLength(100);
    // The oldest counted invitation leaves the window first.
    expect(grant.retryAt).toBe(NOW + 1000);
    expect(checkRateUpTo([], NOW, rule, 25)).toEqual({
      granted: 25,
      log: Array.from({ length: 25 }, () => NOW),
    });
    expect(checkRateUpTo(grant.log, NOW, rule, 1).granted).toBe(0);
  });
});

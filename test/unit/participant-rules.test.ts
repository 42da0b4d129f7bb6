import { describe, expect, it } from 'vitest';
import { icsCalendar } from '../../shared/calendar/domain/ics.js';
import { isId, participantReminderId } from '../../shared/domain/ids.js';
import { participantEventView, participantLeadSeconds } from '../../shared/domain/participation.js';
import { wantsReminders } from '../../shared/usecases/participant-reminders.js';
import { anEvent } from '../support/schedule.js';

describe("A participant's reminder: id, lead time, who gets one", () => {
  it('has one id per event and user, of the shape every reminder id has', () => {
    const id = participantReminderId('evt_aaaaaaaaaaaa', '4242');
    expect(isId('rem', id)).toBe(true);
    expect(participantReminderId('evt_aaaaaaaaaaaa', '4242')).toBe(id);
    const others = [
      participantReminderId('evt_aaaaaaaaaaab', '4242'),
      participantReminderId('evt_aaaaaaaaaaaa', '4243'),
      participantReminderId('evt_aaaaaaaaaaaa', '42420'),
    ];
    expect(new Set([id, ...others]).size).toBe(4);
  });

  it("takes the participant's lead time, else the owner's reminder, else the owner's setting, else 15 minutes", () => {
    expect(participantLeadSeconds(30, { reminderOffsetSeconds: 600, advanceMinutes: 45 })).toBe(
      1800,
    );
    expect(participantLeadSeconds(0, { reminderOffsetSeconds: 600, advanceMinutes: 45 })).toBe(600);
    expect(participantLeadSeconds(0, { advanceMinutes: 45 })).toBe(2700);
    expect(participantLeadSeconds(0, { advanceMinutes: 0 })).toBe(900);
  });

  it('goes to Going; to Maybe only when opted in; never when muted or otherwise', () => {
    expect(wantsReminders({ status: 'accepted' }, false)).toBe(true);
    expect(wantsReminders({ status: 'tentative' }, false)).toBe(false);
    expect(wantsReminders({ status: 'tentative' }, true)).toBe(true);
    expect(wantsReminders({ status: 'accepted', muted: true }, true)).toBe(false);
    for (const status of ['invited', 'declined', 'waitlisted'] as const)
      expect(wantsReminders({ status }, true)).toBe(false);
    expect(wantsReminders(null, true)).toBe(false);
  });
});

describe("Someone else's event as a participant sees it", () => {
  const event = {
    ...anEvent({ userId: '100', title: 'Climbing', description: 'Door code', location: 'Wall' }),
    reminders: ['rem_aaaaaaaaaaaa'],
    participants: ['200'],
    tags: ['private-tag'],
    metadata: { note: 'x' },
  };

  it('keeps title, timing and location; the description only when invited; nothing of the owner’s own', () => {
    const seen = participantEventView(event, false);
    expect(seen).toMatchObject({ title: 'Climbing', location: 'Wall', timing: event.timing });
    expect(seen).toMatchObject({
      description: null,
      reminders: [],
      participants: [],
      tags: [],
      metadata: {},
    });
    expect(participantEventView(event, true).description).toBe('Door code');
  });

  it('is written to the reader’s calendar with the owner as ORGANIZER and the reader as ATTENDEE', () => {
    const own = anEvent({ userId: '200', title: 'Mine' });
    const ics = icsCalendar([own, participantEventView(event, false)], {
      name: 'Tock',
      now: Date.parse('2026-06-01T00:00:00Z'),
      reader: { userId: '200', answers: new Map([[event.id, 'tentative']]) },
    }).replace(/\r\n /g, '');
    const [mine, theirs] = ics.split('BEGIN:VEVENT').slice(1);
    expect(mine).not.toContain('ORGANIZER');
    expect(theirs).toContain('ORGANIZER:urn:discord:user:100\r\n');
    expect(theirs).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=TENTATIVE:urn:discord:user:200\r\n',
    );
    expect(theirs).toContain('STATUS:TENTATIVE\r\n');
    expect(theirs).not.toContain('DESCRIPTION');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeMarkdown, escapeMarkdownWithin } from '../../shared/domain/discord-markdown.js';
import { eventReminderText, participantReminderText } from '../../shared/domain/event-text.js';
import { createTranslator } from '../../shared/i18n.js';
import { readLocation } from '../../shared/domain/schedule-input.js';

describe('free text shown in Discord as typed', () => {
  it('escapes markdown marks and the start of mentions, keeps links as typed', () => {
    expect(escapeMarkdown('Room *3* _b_ ~~c~~ `d` ||e|| > f')).toBe(
      'Room \\*3\\* \\_b\\_ \\~\\~c\\~\\~ \\`d\\` \\|\\|e\\|\\| \\> f',
    );
    expect(escapeMarkdown('[Join](https://evil.example) <@123> <#4> <t:1:R> a\\b')).toBe(
      '\\[Join\\](https://evil.example) \\<@123\\> \\<#4\\> \\<t:1:R\\> a\\\\b',
    );
    expect(escapeMarkdown('https://meet.example/a_b-c?x=*y* and *z*')).toBe(
      'https://meet.example/a_b-c?x=*y* and \\*z\\*',
    );
  });
});

describe("someone else's text within a field's limit", () => {
  it('is cut with … and never between a backslash and its mark', () => {
    expect(escapeMarkdownWithin('**x**', 256)).toBe('\\*\\*x\\*\\*');
    // 7 characters: `\*\*x\*` and a half escape would end at the 6th; it is dropped.
    expect(escapeMarkdownWithin('**x**', 7)).toBe('\\*\\*x…');
    expect(escapeMarkdownWithin('a\\b', 3)).toBe('a…');
    expect(escapeMarkdownWithin('abc', 3)).toBe('abc');
  });
});

describe('reminder texts', () => {
  const t = (key: string, params?: Record<string, unknown>) =>
    createTranslator()('en-US', key, params);
  const timing = {
    start: Date.parse('2026-06-16T09:00:00Z'),
    durationMinutes: 30,
    timezone: 'UTC',
    recurrencePattern: 'none' as const,
    recurrenceData: null,
  };
  const title = '[click](https://evil.example) **x** <@123>';

  it("a participant's reminder shows the owner's title as typed; the owner's own keeps their markdown", () => {
    expect(participantReminderText(t, { title }, 900, timing.start)).toContain(
      '\\[click\\](https://evil.example) \\*\\*x\\*\\* \\<@123\\>',
    );
    expect(eventReminderText(t, { title, timing }, 900, timing.start)).toContain(title);
  });
});

describe('a location as typed', () => {
  it('is one line, spaces collapsed; blank or "-" is none; over 200 characters is refused', () => {
    expect(readLocation('  Hall\n 2  ')).toEqual({ ok: true, location: 'Hall 2' });
    expect(readLocation(' - ')).toEqual({ ok: true, location: null });
    expect(readLocation('   ')).toEqual({ ok: true, location: null });
    expect(readLocation(undefined)).toEqual({ ok: true, location: null });
    expect(readLocation('é'.repeat(200))).toEqual({ ok: true, location: 'é'.repeat(200) });
    expect(readLocation('x'.repeat(201))).toMatchObject({
      ok: false,
      error: 'location_too_long',
      params: { max: 200 },
    });
  });
});

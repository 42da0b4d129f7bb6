import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../shared/domain/discord-markdown.js';
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

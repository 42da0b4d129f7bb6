import { describe, expect, it } from 'vitest';
import {
  replyVisibility,
  visibleReply,
  type ReplyKind,
} from '../../shared/interactions/responses.js';

const server = { inBotDm: false };
const botDm = { inBotDm: true };
const kinds: ReplyKind[] = ['confirmation', 'listing', 'error'];

describe('The one visibility rule of replies', () => {
  it('keeps a confirmation to the caller outside the bot’s DM unless they chose public', () => {
    expect(replyVisibility(server, 'confirmation', 'private')).toEqual({
      ephemeral: true,
      audience: 'caller',
    });
    expect(replyVisibility(server, 'confirmation', 'public')).toEqual({
      ephemeral: false,
      audience: 'channel',
    });
  });

  it('keeps listings private outside the bot’s DM whatever the choice', () => {
    for (const preference of ['private', 'public'] as const)
      expect(replyVisibility(server, 'listing', preference)).toEqual({
        ephemeral: true,
        audience: 'caller',
      });
  });

  it('keeps errors ephemeral everywhere, the bot’s DM included', () => {
    for (const place of [server, botDm])
      for (const preference of ['private', 'public'] as const)
        expect(replyVisibility(place, 'error', preference).ephemeral).toBe(true);
  });

  it('answers with normal messages in the bot’s DM, which only the caller reads', () => {
    for (const kind of kinds.filter((k) => k !== 'error'))
      for (const preference of ['private', 'public'] as const)
        expect(replyVisibility(botDm, kind, preference)).toEqual({
          ephemeral: false,
          audience: 'caller',
        });
  });

  it('sets flag 64 exactly when the rule says ephemeral, and drops empty component rows', () => {
    const hidden = visibleReply({ ephemeral: true, audience: 'caller' }, 'hi', []);
    expect(hidden.type).toBe(4);
    expect(hidden).toMatchObject({ data: { content: 'hi', flags: 64 } });
    const shown = visibleReply({ ephemeral: false, audience: 'channel' }, 'hi', []);
    expect(shown).toEqual({
      type: 4,
      data: { content: 'hi', allowed_mentions: { parse: [] } },
    });
  });
});

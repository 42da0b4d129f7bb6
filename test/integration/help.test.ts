import { describe, expect, it } from 'vitest';
import { useDispatchFixture } from '../support/dispatch-fixture.js';
import { pressOn } from '../support/dm-press.js';
import { command } from '../support/interactions.js';
import de from '../../locales/de.json' with { type: 'json' };
import enUS from '../../locales/en-US.json' with { type: 'json' };

/** /help through the interactions endpoint: the caller's language, only them in a server. */
const f = useDispatchFixture();

describe('Command: /help', () => {
  it('explains Tock in the caller’s language with its examples, only to them in a server', async () => {
    const answer = await pressOn(
      f.db,
      command({ userId: '8181', guildId: '900000000000000002', locale: 'de' }, 'help'),
    );
    expect(answer.flags).toBe(64);
    expect(answer.content.startsWith(de.help.intro)).toBe(true);
    expect(answer.content).toContain('`jeden Tag um 8 und 20 Uhr`');
    expect(answer.content).toContain('**/remind**');
    expect(answer.content).not.toContain('{{');
  });

  it('answers in the bot’s DM in place, in English by default', async () => {
    const answer = await pressOn(f.db, command({ userId: '8282' }, 'help'));
    expect(answer.flags).toBeUndefined();
    expect(answer.content).toContain(enUS.help.intro);
    expect(answer.content).toContain('`every day at 8am and 8pm`');
  });
});

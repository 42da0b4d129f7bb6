import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n.js';
import { reminderEmbed } from '../../shared/domain/dispatch-plan.js';
import { EXCERPT_CHARS, messageSource, notePrefill } from '../../shared/domain/message-source.js';
import { aReminder } from '../support/reminders.js';

const where = { guildId: '111', channelId: '222', messageId: '333' };

describe('Function: messageSource', () => {
  it('links a server message with its guild, and a DM or group DM message with @me', () => {
    expect(messageSource(where, 'hi').url).toBe('https://discord.com/channels/111/222/333');
    expect(messageSource({ channelId: '222', messageId: '333' }, 'hi').url).toBe(
      'https://discord.com/channels/@me/222/333',
    );
  });

  it('keeps the first three non-blank lines and marks that more followed', () => {
    expect(messageSource(where, 'one\n\n  two  \nthree').excerpt).toBe('one\ntwo\nthree');
    expect(messageSource(where, 'one\ntwo\nthree\nfour').excerpt).toBe('one\ntwo\nthree…');
  });

  it('cuts a long message to 300 characters, ellipsis included', () => {
    const excerpt = messageSource(where, 'a'.repeat(1000)).excerpt;
    expect([...excerpt]).toHaveLength(EXCERPT_CHARS);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('has an empty excerpt for a message without text', () => {
    expect(messageSource(where, '').excerpt).toBe('');
  });
});

describe('Function: notePrefill', () => {
  it('is the first line, cut to 100 characters', () => {
    expect(notePrefill('\n  Deploy at 5  \nsecond line')).toBe('Deploy at 5');
    expect([...notePrefill('b'.repeat(300))]).toHaveLength(100);
    expect(notePrefill('')).toBe('');
  });

  it('is plain text: no markdown marks, links as their text, mentions by name', () => {
    expect(
      notePrefill('**Deploy** at _5_, see [the plan](https://example.com/p) with <@42> ~~today~~'),
    ).toBe('Deploy at 5, see the plan with @user today');
    expect(notePrefill('Ask <@42> about `snake_case`', { '42': 'Bob' })).toBe(
      'Ask @Bob about snake_case',
    );
    expect(notePrefill('> quoted ||secret||')).toBe('quoted secret');
    expect(notePrefill('keep snake_case_names and 2*3*4')).toBe('keep snake_case_names and 2*3*4');
  });
});

describe('Function: reminderEmbed (a reminder about a message)', () => {
  const t = createTranslator();

  it('quotes the first lines under the note and links the message, in the reminder’s language', () => {
    const source = messageSource(where, 'Ship it\nafter review');
    const embed = reminderEmbed(
      aReminder({ message: 'Check the PR', source, locale: 'de' }),
      Date.now(),
      t,
    );
    expect(embed.description).toBe(
      'Check the PR\n\n> Ship it\n> after review\n[Zur Nachricht](https://discord.com/channels/111/222/333)',
    );
    expect(embed.footer?.text).toContain('rem_');
  });

  it('says the note once: a note that is the first line (the prefill kept) is not quoted again', () => {
    const source = messageSource(where, '**Ship it** today\nafter review');
    const kept = reminderEmbed(
      aReminder({ message: notePrefill('**Ship it** today\nafter review'), source }),
      Date.now(),
      t,
    );
    expect(kept.description).toBe(
      'Ship it today\n\n> after review\n[Jump to the message](https://discord.com/channels/111/222/333)',
    );
    // The prefill named a mentioned user; the quote would have shown the mention: still the same line.
    const mentioned = messageSource(where, 'Ask <@42> about it');
    expect(
      reminderEmbed(aReminder({ message: 'Ask @Bob about it', source: mentioned }), Date.now(), t)
        .description,
    ).toBe('Ask @Bob about it\n\n[Jump to the message](https://discord.com/channels/111/222/333)');
    const oneLine = reminderEmbed(
      aReminder({ message: 'Ship it', source: messageSource(where, 'Ship it') }),
      Date.now(),
      t,
    );
    expect(oneLine.description).toBe(
      'Ship it\n\n[Jump to the message](https://discord.com/channels/111/222/333)',
    );
  });

  it('links a message without text without an empty quote', () => {
    const embed = reminderEmbed(
      aReminder({ message: 'Look', source: messageSource(where, '') }),
      Date.now(),
      t,
    );
    expect(embed.description).toBe(
      'Look\n\n[Jump to the message](https://discord.com/channels/111/222/333)',
    );
  });
});

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { fromItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { reminderEmbed } from '../../shared/domain/dispatch-plan.js';
import { createTranslator, locales } from '../../shared/i18n.js';
import { definition as remindMessageMenu } from '../../shared/interactions/commands/remind-message.js';
import { validateModal } from '../support/discord-modal.js';
import {
  aMessage,
  messageCommand,
  newUser,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { modalSubmit } from '../support/schedule.js';
import { scheduleApp, type AppReply, type ScheduleApp } from '../support/schedule-app.js';

let app: ScheduleApp;
// The real time: drafts carry a TTL, which DynamoDB Local enforces, so a clock in the past would expire them.
const NOW = Date.now();

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

/** The text inputs of a modal reply, by custom_id. */
function inputs(
  reply: AppReply,
): Record<string, { value?: string; required?: boolean; max_length?: number }> {
  const labels = (reply.data['components'] ?? []) as {
    component: { custom_id: string; value?: string; required?: boolean; max_length?: number };
  }[];
  return Object.fromEntries(labels.map((l) => [l.component.custom_id, l.component]));
}

async function openMenu(caller: Caller, content: string, guildChannel?: string) {
  const message = aMessage(content, snowflake(), guildChannel);
  const reply = await app.send(messageCommand(caller, remindMessageMenu.name, message));
  return { message, reply, customId: String(reply.data['custom_id']) };
}

async function stored(id: string) {
  const { Item } = await app.db.doc.send(
    new GetCommand({ TableName: app.db.tables.reminders, Key: { id }, ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

describe('Message command: Remind me about this', () => {
  it('opens a modal asking when, with the note prefilled from the message’s first line', async () => {
    const { reply } = await openMenu(
      newUser({ guildId: snowflake() }),
      'Deploy the new build\nafter the tests pass',
    );
    expect(reply.type).toBe(9);
    expect(validateModal(reply.data)).toEqual([]);
    expect(reply.data['title']).toBe(enUS.remind_message.title);
    const fields = inputs(reply);
    expect(fields['when']).toMatchObject({ required: true, max_length: 200 });
    expect(fields['note']).toMatchObject({ value: 'Deploy the new build', required: false });
  });

  it.each(locales)('fits Discord’s modal limits in %s', async (locale) => {
    const { reply } = await openMenu(
      newUser({ locale: locale as NonNullable<Caller['locale']> }),
      'x'.repeat(500),
    );
    expect(validateModal(reply.data)).toEqual([]);
  });

  it('creates the reminder from the modal: the note as its text, the message’s link and first lines on it, confirmed only to the caller', async () => {
    const guildId = snowflake();
    const caller = newUser({ guildId });
    const { message, customId } = await openMenu(
      caller,
      'Release notes are due\nline two\nline three\nline four',
    );
    const done = await app.send(
      modalSubmit(caller, customId, { when: 'in 2 hours', note: 'Write the release notes' }),
    );

    expect(done.type).toBe(4);
    expect(done.flags).toBe(64);
    const id = reminderIdIn(done.content) as string;
    expect(done.content).toContain('Write the release notes');
    const r = await stored(id);
    expect(r).toMatchObject({
      userId: caller.userId,
      message: 'Write the release notes',
      remindTime: new Date(NOW + 2 * 3_600_000).toISOString(),
      source: {
        url: `https://discord.com/channels/${guildId}/${message.channel_id}/${message.id}`,
        excerpt: 'Release notes are due\nline two\nline three…',
      },
    });
    // What the DM will carry.
    const embed = reminderEmbed(r as NonNullable<typeof r>, NOW, createTranslator());
    expect(embed.description).toContain(
      `[${enUS.embed.jump}](https://discord.com/channels/${guildId}/${message.channel_id}/${message.id})`,
    );
    expect(embed.description).toContain('> Release notes are due');
  });

  it('works in a group DM and in the bot DM, linking with @me; an emptied note falls back to the message’s first line', async () => {
    // en-GB settles a zone (Europe/London): "9am" is read there without a zone prompt.
    for (const caller of [
      newUser({ groupDm: true, locale: 'en-GB' }),
      newUser({ locale: 'en-GB' }),
    ]) {
      const { message, customId } = await openMenu(caller, 'Pick up the parcel');
      const done = await app.send(
        modalSubmit(caller, customId, { when: 'tomorrow at 9am', note: '   ' }),
      );
      const r = await stored(reminderIdIn(done.content) as string);
      expect(r?.message).toBe('Pick up the parcel');
      expect(r?.source?.url).toBe(
        `https://discord.com/channels/@me/${message.channel_id}/${message.id}`,
      );
    }
  });

  it('names a message without text by a default note', async () => {
    const caller = newUser();
    const { customId, reply } = await openMenu(caller, '');
    expect(inputs(reply)['note']).not.toHaveProperty('value');
    const done = await app.send(modalSubmit(caller, customId, { when: 'in 1 hour', note: '' }));
    expect((await stored(reminderIdIn(done.content) as string))?.message).toBe(
      enUS.remind_message.default_note,
    );
  });

  it('answers an unreadable time with /remind’s error, ephemerally, and creates nothing', async () => {
    const caller = newUser();
    const { customId } = await openMenu(caller, 'Something');
    const err = await app.send(modalSubmit(caller, customId, { when: 'whenever', note: 'x' }));
    expect(err.flags).toBe(64);
    expect(err.content).toContain('`whenever`');
    expect(reminderIdIn(err.content)).toBeUndefined();
  });

  it('creates one reminder however often the same modal is submitted, and refuses another user’s', async () => {
    const caller = newUser();
    const { customId } = await openMenu(caller, 'Only once');
    const stranger = await app.send(
      modalSubmit(newUser(), customId, { when: 'in 1 hour', note: 'mine now' }),
    );
    expect(stranger.content).toBe(enUS.errors.not_your_button);
    const first = await app.send(
      modalSubmit(caller, customId, { when: 'in 1 hour', note: 'Only once' }),
    );
    expect(reminderIdIn(first.content)).toBeDefined();
    const second = await app.send(
      modalSubmit(caller, customId, { when: 'in 1 hour', note: 'Only once' }),
    );
    expect(second.flags).toBe(64);
    expect(second.content).toBe(enUS.errors.draft_expired);
  });

  it('refuses a modal whose message expired (15 minutes)', async () => {
    const caller = newUser();
    const { customId } = await openMenu(caller, 'Later');
    app.setNow(NOW + 16 * 60_000);
    try {
      expect(
        (await app.send(modalSubmit(caller, customId, { when: 'in 1 hour', note: 'x' }))).content,
      ).toBe(enUS.errors.draft_expired);
    } finally {
      app.setNow(NOW);
    }
  });
});

/**
 * The owner's text shown to other people shows as typed (issue 22; docs/decisions.md, "Shared
 * events: the server's event over time, Outlook copies, escaped titles"): a title or description
 * with markdown, a masked link and a mention reaches invitees, card readers, participants'
 * schedules and notices with its marks escaped, so it is no disguised link, no mention and no
 * formatting; the owner's own listing keeps their markdown. On DynamoDB Local, the notices through
 * the dispatcher and the Discord stand-in.
 */
import type { APIEmbed } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';
import { button, newUser, userSelect, type Caller } from '../support/interactions.js';
import { appDeps, signedSender } from '../support/schedule-app.js';
import { anEvent, scheduleCommand } from '../support/schedule.js';

const ONCE = { windowMs: 30_000, pollMs: 0 };
const TITLE = '[click](https://evil.example) **x** <@123>';
const ESCAPED = '\\[click\\](https://evil.example) \\*\\*x\\*\\* \\<@123\\>';
const RETITLED = '__y__ `z`';
const RETITLED_ESCAPED = '\\_\\_y\\_\\_ \\`z\\`';

const f = useDispatchFixture();
const dispatch = () => runDispatchPass(f.deps(), ONCE);
const lastDm = (userId: string): APIEmbed =>
  (f.discord.dms.filter((d) => d.userId === userId).at(-1)?.body['embeds'] as APIEmbed[])[0] ?? {};

let seq = 1_500_000_000_000_000_000n;
const press = (caller: Caller, customId: string) => ({
  ...button(caller, customId),
  id: String(seq++),
});

describe("the owner's title and description shown to others", () => {
  it('are escaped on the invitation, the card, the participant’s list and the change and cancel notices; the owner’s own list keeps them', async () => {
    const deps = appDeps(f.db, Date.now);
    const app = { deps, send: signedSender(deps) };
    const owner = newUser();
    const guest = newUser();
    const e = anEvent({
      userId: owner.userId,
      title: TITLE,
      description: '**Bring** [shoes](https://evil.example)',
      timing: { start: Date.now() + 2 * 86_400_000 },
    });
    expect(await app.deps.events.create(e, 1000)).toBe('created');

    await app.send(userSelect(owner, `ss:${e.id}`, [{ id: guest.userId }]));
    await dispatch();
    const invitation = lastDm(guest.userId);
    expect(invitation.title).toBe(ESCAPED);
    expect(invitation.description).toContain('\\*\\*Bring\\*\\* \\[shoes\\](https://evil.example)');
    await app.send(press(guest, `si:${e.id}:going:${owner.userId}`));

    const card = await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    expect((card.data['embeds'] as APIEmbed[])[0]?.title).toBe(ESCAPED);

    const theirs = await app.send(scheduleCommand(guest, 'schedule_list', { view_type: 'all' }));
    expect(theirs.content).toContain(ESCAPED);
    const mine = await app.send(scheduleCommand(owner, 'schedule_list', { view_type: 'all' }));
    expect(mine.content).toContain(TITLE);

    await app.send(
      scheduleCommand(owner, 'schedule_edit', { event_id: e.id, field: 'title', value: RETITLED }),
    );
    await dispatch();
    const changed = lastDm(guest.userId);
    expect(changed.title).toBe(RETITLED_ESCAPED);
    expect(changed.description).toContain(`Title: ${ESCAPED} → ${RETITLED_ESCAPED}`);

    await app.send(scheduleCommand(owner, 'schedule_delete', { event_id: e.id, confirm: true }));
    await dispatch();
    expect(lastDm(guest.userId).title).toBe(RETITLED_ESCAPED);
    expect(lastDm(guest.userId).description).toContain('cancelled this event');
  });
});

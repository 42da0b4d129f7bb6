import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/adapters/ids.js';
import { toIso } from '../../shared/domain/reminder.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';
import { idsByPrefix, pressOn, type Answer } from '../support/dm-press.js';
import { button, command, opt, select, type Caller } from '../support/interactions.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };

/** /list_reminders' bulk delete on DynamoDB Local: the multi-select and "Delete all completed". */
const f = useDispatchFixture();
const owner: Caller = { userId: '6161', guildId: '900000000000000001' };
const press = (body: unknown): Promise<Answer> => pressOn(f.db, body);
const DAY = 86_400_000;

/** Three active and two finished reminders of the owner, one active of someone else. */
async function seed() {
  await f.insertUser('6161', 3);
  await f.insertUser('7171', 1);
  const mine = (n: number, active: boolean) =>
    f.insertReminder({
      id: newId('rem'),
      userId: '6161',
      message: `mine ${n}`,
      remindTime: toIso(Date.now() + (active ? n * DAY : -n * DAY)),
      isActive: active,
      ...(active ? {} : { timesTriggered: 1 }),
    });
  const active = [await mine(1, true), await mine(2, true), await mine(3, true)];
  const finished = [await mine(4, false), await mine(5, false)];
  const theirs = await f.insertReminder({
    id: newId('rem'),
    userId: '7171',
    message: 'theirs',
    remindTime: toIso(Date.now() + DAY),
  });
  return { active, finished, theirs };
}

describe('/list_reminders: bulk delete', () => {
  it('offers a multi-select of the page’s reminders and deletes only the caller’s own', async () => {
    const { active, theirs } = await seed();
    const list = await press(command(owner, 'list_reminders'));
    expect(list.flags).toBe(64);
    const selectId = idsByPrefix(list)['lbd'] ?? '';
    expect(selectId).toBe('lbd:6161:0');
    const menu = list.components.flatMap((r) => r.components)[0] as unknown as {
      options: { value: string }[];
      max_values: number;
    };
    expect(menu.options.map((o) => o.value)).toEqual(active.map((r) => r.id));
    expect(menu.max_values).toBe(3);

    // Someone else pressing the owner's menu: refused, nothing deleted.
    const stranger = await press(select({ userId: '7171' }, selectId, [active[0]!.id]));
    expect(stranger.content).toBe(enUS.errors.not_your_button);
    expect(await f.item('reminders', active[0]!.id)).toBeDefined();

    // A forged value naming another user's reminder is skipped.
    const done = await press(select(owner, selectId, [active[0]!.id, active[1]!.id, theirs.id]));
    expect(done.type).toBe(7);
    expect(done.content.startsWith('🗑️ Deleted 2 reminders.')).toBe(true);
    expect(done.content).toContain('mine 3');
    expect(done.content).not.toContain('mine 1');
    expect(await f.item('reminders', active[0]!.id)).toBeUndefined();
    expect(await f.item('reminders', active[1]!.id)).toBeUndefined();
    expect(await f.item('reminders', theirs.id)).toBeDefined();
    expect(await f.item('users', '6161')).toMatchObject({ active_reminders: 1 });
    expect(await f.item('users', '7171')).toMatchObject({ active_reminders: 1 });
  });

  it('deletes all completed after a confirmation; Keep changes nothing; active ones stay', async () => {
    const { active, finished } = await seed();
    const plain = await press(command(owner, 'list_reminders'));
    expect(idsByPrefix(plain)['lbc']).toBeUndefined();
    const list = await press(
      command(owner, 'list_reminders', [opt.boolean('show_completed', true)]),
    );
    expect(idsByPrefix(list)['lbc']).toBe('lbc:6161');

    const ask = await press(button(owner, 'lbc:6161'));
    expect(ask).toMatchObject({
      type: 7,
      content: 'Delete 2 completed reminders? This can’t be undone.',
    });
    expect(Object.keys(idsByPrefix(ask)).sort()).toEqual(['lbk', 'lby']);
    const kept = await press(button(owner, 'lbk:6161'));
    expect(kept.content).toContain('mine 4');
    expect(await f.item('reminders', finished[0]!.id)).toBeDefined();

    expect((await press(button({ userId: '7171' }, 'lby:6161'))).content).toBe(
      enUS.errors.not_your_button,
    );
    const done = await press(button(owner, 'lby:6161'));
    expect(done.content.startsWith('🗑️ Deleted 2 reminders.')).toBe(true);
    for (const r of finished) expect(await f.item('reminders', r.id)).toBeUndefined();
    for (const r of active) expect(await f.item('reminders', r.id)).toBeDefined();
    expect(await f.item('users', '6161')).toMatchObject({ active_reminders: 3 });
    expect(idsByPrefix(done)['lbc']).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { CommandHandler } from '../../shared/interactions/commands/unit.js';
import type { ComponentHandler, Ctx } from '../../shared/interactions/context.js';
import { customIds } from '../../shared/interactions/custom-ids.js';
import { lazyCommand, lazyComponents } from '../../shared/interactions/lazy.js';
import { choices, reply } from '../../shared/interactions/responses.js';
import { scheduleComponents } from '../../shared/interactions/schedule-handlers.js';
import { dmPrefixes } from '../../shared/domain/reminder-dm.js';
import {
  reminderDmComponents,
  remindMessageModal,
  timeAskButton,
} from '../../shared/interactions/first-use-handlers.js';

const SCHEDULE_COMPONENT_PREFIXES = [
  ...Object.values(customIds.schedule),
  ...Object.values(customIds.notice),
];
const REMIND_MESSAGE_PREFIX = customIds.remindMessage;
const TIME_ASK_PREFIX = customIds.timeAsk;

// The wrappers only pass ctx through to the loaded handler.
const ctx = {} as Ctx;

describe('Lazily imported handlers', () => {
  it("route every /schedule component: the router's prefixes are the loaded handlers' own", () => {
    expect([...SCHEDULE_COMPONENT_PREFIXES].sort()).toEqual(
      scheduleComponents.map((h) => h.prefix).sort(),
    );
  });

  it("route every reminder-DM button and menu, the message reminder's modal and the time-ask buttons: the router's prefixes are the loaded handlers' own", () => {
    expect(Object.values(dmPrefixes).sort()).toEqual(
      reminderDmComponents.map((h) => h.prefix).sort(),
    );
    expect(REMIND_MESSAGE_PREFIX).toBe(remindMessageModal.prefix);
    expect(TIME_ASK_PREFIX).toBe(timeAskButton.prefix);
  });

  it('answer as the loaded command does, and autocomplete with no choices when it has no autocomplete', async () => {
    const plain: CommandHandler<{ n: number }> = {
      run: (_ctx, options) => Promise.resolve(reply(`ran ${String(options.n)}`)),
    };
    const lazy = lazyCommand(() => Promise.resolve(plain));
    expect(await lazy.run(ctx, { n: 3 })).toEqual(reply('ran 3'));
    expect(await lazy.autocomplete?.(ctx, { name: 'x', value: '' })).toEqual(choices([]));
    const completing: CommandHandler<{ n: number }> = {
      ...plain,
      autocomplete: () => Promise.resolve(choices([{ name: 'a', value: 'a' }])),
    };
    expect(
      await lazyCommand(() => Promise.resolve(completing)).autocomplete?.(ctx, {
        name: 'x',
        value: '',
      }),
    ).toEqual(choices([{ name: 'a', value: 'a' }]));
  });

  it('import their module once, and again after a failed import', async () => {
    let calls = 0;
    const handler: ComponentHandler = {
      prefix: 'p',
      run: (_ctx, args) => Promise.resolve(reply(args.join(','))),
    };
    const [lazy] = lazyComponents(['p'], () =>
      ++calls === 1 ? Promise.reject(new Error('import failed')) : Promise.resolve([handler]),
    );
    await expect(lazy?.run(ctx, ['a'], {})).rejects.toThrow('import failed');
    expect(await lazy?.run(ctx, ['a', 'b'], {})).toEqual(reply('a,b'));
    expect(await lazy?.run(ctx, ['c'], {})).toEqual(reply('c'));
    expect(calls).toBe(2);
  });
});

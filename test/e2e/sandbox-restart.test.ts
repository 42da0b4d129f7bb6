import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HISTORY_FILE } from '../../infra/local/sandbox/history.js';
import { sandboxUsers } from '../../infra/local/sandbox/store.js';
import { runInteract } from '../support/interact-cli.js';
import { reminderIdIn } from '../support/interactions.js';
import { startSandboxStack } from '../support/sandbox-stack.js';

describe('Sandbox across a restart of npm start', () => {
  it(
    'shows the chat from before the restart, DMs in the same conversation',
    { timeout: 240_000 },
    async () => {
      const alice = sandboxUsers[0]!;
      const first = await startSandboxStack({ keepDataDir: true });
      let before;
      try {
        const result = await first.interact({
          kind: 'command',
          userId: alice.id,
          locale: 'en-US',
          view: 'channel',
          name: 'remind',
          options: [
            { name: 'message', type: 3, value: 'Kept across restarts' },
            { name: 'time', type: 3, value: 'in 3 hours' },
          ],
        });
        expect(result).toEqual({ ok: true, kind: 'message' });
        // npm run interact against the same runtime: PORT and DATA_DIR read like npm start.
        const port = new URL(first.baseUrl).port;
        const cli = await runInteract(['list_reminders', '--user', alice.id], {
          PORT: port,
          DATA_DIR: first.dataDir,
        });
        expect(cli.stdout).toContain('HTTP 200');
        expect(cli.stdout).toContain('Kept across restarts');
        expect(cli.code).toBe(0);
        before = await first.state();
      } finally {
        await first.stop();
      }
      expect(existsSync(join(first.dataDir, HISTORY_FILE))).toBe(true);
      const reply = before.messages.find((m) => m.interaction?.name === 'remind');
      expect(reminderIdIn(reply?.content ?? '')).toBeDefined();

      const second = await startSandboxStack({ dataDir: first.dataDir });
      try {
        const after = await second.state();
        expect(after.messages.find((m) => m.id === reply?.id)?.content).toBe(reply?.content);
        expect(after.dmChannels).toEqual(before.dmChannels);
      } finally {
        await second.stop();
      }
    },
  );
});

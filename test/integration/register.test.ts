import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n.js';
import { buildRegistrationPayload } from '../../shared/interactions/registration.js';
import { validateCommands } from '../support/discord-limits.js';
import { DISCORD_USER_AGENT, startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = 'register-test-token';
const APP_ID = '1100000000000000001';

/** Runs `npm run register`'s script in its own process, as an operator would. */
function runRegister(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/register.ts', ...args], {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord({ token: TOKEN });
});
afterAll(async () => {
  await discord.close();
});

describe('Script: npm run register', () => {
  it('PUTs every localized command to DISCORD_API_BASE with the bot token, and the payload passes Discord’s limits', async () => {
    const { code, out } = await runRegister({
      DISCORD_API_BASE: discord.apiBase,
      DISCORD_APPLICATION_ID: APP_ID,
      DISCORD_BOT_TOKEN: TOKEN,
    });
    expect(out).toMatch(/Registered \d+ commands globally/);
    expect(code).toBe(0);
    const call = discord.commandRegistrations.at(-1);
    expect(call?.path).toBe(`/applications/${APP_ID}/commands`);
    expect(call?.userAgent).toMatch(DISCORD_USER_AGENT);
    expect(call?.body).toEqual(JSON.parse(JSON.stringify(buildRegistrationPayload())));
    expect(validateCommands(call?.body as never)).toEqual([]);
    for (const command of call?.body as {
      type?: number;
      name_localizations: Record<string, string>;
      description_localizations?: Record<string, string>;
    }[]) {
      expect(Object.keys(command.name_localizations).sort()).toEqual([...locales].sort());
      // Message context-menu commands (type 3) have no description.
      if (command.type !== 3)
        expect(Object.keys(command.description_localizations ?? {}).sort()).toEqual(
          [...locales].sort(),
        );
    }
    expect((call?.body as { type?: number }[]).filter((c) => c.type === 3)).toHaveLength(1);
  });

  it('registers to one guild with --guild', async () => {
    const { code } = await runRegister(
      {
        DISCORD_API_BASE: discord.apiBase,
        DISCORD_APPLICATION_ID: APP_ID,
        DISCORD_BOT_TOKEN: TOKEN,
      },
      ['--guild', '42'],
    );
    expect(code).toBe(0);
    expect(discord.commandRegistrations.at(-1)?.path).toBe(
      `/applications/${APP_ID}/guilds/42/commands`,
    );
  });

  it('exits non-zero with Discord’s answer when the token is wrong', async () => {
    const before = discord.commandRegistrations.length;
    const { code, out } = await runRegister({
      DISCORD_API_BASE: discord.apiBase,
      DISCORD_APPLICATION_ID: APP_ID,
      DISCORD_BOT_TOKEN: 'wrong',
    });
    expect(code).toBe(1);
    expect(out).toMatch(/401/);
    expect(discord.commandRegistrations).toHaveLength(before);
  });

  it('names the missing variables', async () => {
    const { code, out } = await runRegister({ DISCORD_API_BASE: discord.apiBase });
    expect(code).toBe(1);
    expect(out).toMatch(/DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN/);
  });
});

/**
 * The sandbox's people in headless Debian Chromium: switching who you are brings that person's
 * own language and DMs, and a user select (type 5) from the bot renders as a picker of the
 * sandbox guild's members and submits as Discord does. The sandbox runs in this process with a
 * recording stand-in for the bot, so the test reads the exact payload the page's choice sent
 * (the sandbox side of /schedule_share's picker, built before the command).
 */
import { ComponentType, InteractionResponseType } from 'discord-api-types/v10';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDevKeyPair } from '../../infra/local/dev-keys.js';
import { createSandbox, type SandboxServer } from '../../infra/local/sandbox/sandbox.js';
import { SANDBOX_CHANNEL_ID, sandboxUsers } from '../../infra/local/sandbox/store.js';
import { loadCatalog, type Catalog } from '../../shared/i18n.js';
import { listen, recordingBot } from '../support/recording-bot.js';
import { launchChromium } from '../support/sandbox-browser.js';

const APP = '100000000000000000';
const [, bob, chen] = sandboxUsers as [
  (typeof sandboxUsers)[number],
  (typeof sandboxUsers)[number],
  (typeof sandboxUsers)[number],
];
const sandboxText = (locale: string, key: string): string =>
  (loadCatalog(locale as 'en-US').sandbox as Catalog)[key] as string;

const keys = generateDevKeyPair();
let sandbox: SandboxServer;
/** The bot's part: answers a choice by updating its message with who was picked; the rest is the sandbox's. */
const { server, received } = recordingBot(
  keys.publicKeyHex,
  (body) => ({
    type: InteractionResponseType.UpdateMessage,
    data: {
      content: `Picked: ${((body['data'] as { values?: string[] }).values ?? []).map((id) => `<@${id}>`).join(' ')}`,
    },
  }),
  (req, res) => void sandbox.handle(req, res).then((served) => served || res.writeHead(404).end()),
);
let base: string;
let page: Page;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  base = await listen(server);
  const port = Number(new URL(base).port);
  sandbox = createSandbox({ port, applicationId: APP, privateKey: keys.privateKey });
  const browser = await launchChromium({ viewport: { width: 1280, height: 860 } });
  page = browser.page;
  closeBrowser = browser.close;
});

afterAll(async () => {
  await closeBrowser?.();
  sandbox?.close();
  server?.closeAllConnections();
  await new Promise<void>((r) => server?.close(() => r()));
});

/** As the bot does through Discord's REST API: the stand-in under /api/v10. */
async function botPost(path: string, body: unknown): Promise<{ id: string }> {
  const res = await fetch(`${base}/api/v10${path}`, {
    method: 'POST',
    headers: { authorization: 'Bot sandbox', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string };
}

const messages = () => page.getByRole('log').locator('li.msg');
const localeSwitch = () => page.locator('#locale');

async function actAs(name: string): Promise<void> {
  await page.locator('#user').selectOption({ label: name });
}

describe('Browser: the sandbox’s people', () => {
  it('switching who you are brings their own language and their own DMs', async () => {
    // An invitation DM to Bob, sent as the bot sends DMs.
    const dm = await botPost('/users/@me/channels', { recipient_id: bob.id });
    await botPost(`/channels/${dm.id}/messages`, { content: 'Invitation for Bob: Planning' });

    await page.goto(base);
    await page.waitForSelector('html[data-ready]');
    expect(await localeSwitch().inputValue()).toBe('en-US');
    await page.locator('[data-view=dm]').click();
    const invitation = messages().filter({ hasText: 'Invitation for Bob' });
    // Alice's DMs are hers: Bob's invitation is not among them.
    expect(await invitation.count()).toBe(0);

    await actAs('Bob');
    await expect.poll(() => invitation.count()).toBe(1);
    expect(await localeSwitch().inputValue()).toBe('en-GB');
    expect(await page.locator('#topic').textContent()).toBe(
      sandboxText('en-GB', 'topic_dm').replace('{{name}}', 'Bob'),
    );

    await actAs('Chen');
    expect(await invitation.count()).toBe(0);
    expect(await localeSwitch().inputValue()).toBe('zh-TW');
    expect(await page.locator('label[for=user]').textContent()).toBe(
      sandboxText('zh-TW', 'you_are'),
    );
    // A language chosen for Chen stays Chen's.
    await localeSwitch().selectOption('ja');
    await actAs('Alice');
    expect(await localeSwitch().inputValue()).toBe('en-US');
    await actAs('Chen');
    expect(await localeSwitch().inputValue()).toBe('ja');
    await localeSwitch().selectOption(chen.locale);
  });

  it('renders a user select as a picker of the guild’s members and submits the choice with the users resolved', async () => {
    await actAs('Alice');
    await page.locator('[data-view=channel]').click();
    await botPost(`/channels/${SANDBOX_CHANNEL_ID}/messages`, {
      content: 'Who do you invite?',
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.UserSelect,
              custom_id: 'invite:pick',
              placeholder: 'Pick the guests',
              min_values: 1,
              max_values: 2,
              default_values: [{ id: chen.id, type: 'user' }],
            },
          ],
        },
      ],
    });
    const asked = messages().filter({ hasText: 'Who do you invite?' });
    await expect.poll(() => asked.count()).toBe(1);
    // Pinned by id: the bot's answer updates this message in place.
    const card = page.locator(`li.msg[data-id="${await asked.getAttribute('data-id')}"]`);
    const picker = card.getByRole('listbox', { name: 'Pick the guests' });
    expect(await picker.locator('option').allTextContents()).toEqual([
      'Alice',
      'Bob',
      'Chen',
      'Tock (APP)',
    ]);
    // The default value is chosen; the range is said.
    expect(await picker.locator('option:checked').allTextContents()).toEqual(['Chen']);
    expect(await card.locator('.select-hint').textContent()).toBe('Choose 1–2');
    const apply = card.getByRole('button', { name: 'Apply' });
    // Three is more than max_values: Apply waits.
    await picker.selectOption([{ label: 'Alice' }, { label: 'Bob' }, { label: 'Chen' }]);
    expect(await apply.isDisabled()).toBe(true);
    await picker.selectOption([{ label: 'Bob' }, { label: 'Chen' }]);
    expect(await apply.isDisabled()).toBe(false);
    received.splice(0);
    await apply.click();

    // The bot's update shows in place, its mentions by name.
    await expect.poll(() => card.locator('.content').textContent()).toBe('Picked: @Bob @Chen');
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.valid).toBe(true);
    expect(sent?.body).toMatchObject({
      locale: 'en-US',
      member: { user: { id: sandboxUsers[0]?.id, username: 'Alice' } },
      data: {
        custom_id: 'invite:pick',
        component_type: ComponentType.UserSelect,
        values: [bob.id, chen.id],
        resolved: {
          users: { [bob.id]: { username: 'Bob' }, [chen.id]: { username: 'Chen' } },
          members: { [bob.id]: { roles: [] }, [chen.id]: { roles: [] } },
        },
      },
    });
  });
});

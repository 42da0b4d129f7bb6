/**
 * Connecting a calendar in headless Debian Chromium against the real local runtime and its
 * provider stand-ins: the start link shows whose Discord account is linked and binds nothing;
 * its button leads on to the consent page (under the page's CSP), and the result names the
 * account that was connected.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, opt, snowflake } from '../support/interactions.js';
import { openSandboxBrowser, type SandboxBrowser } from '../support/sandbox-browser.js';
import type { SandboxStack } from '../support/sandbox-stack.js';

let stack: SandboxStack;
let context: BrowserContext;
let rig: SandboxBrowser | undefined;

beforeAll(async () => {
  rig = await openSandboxBrowser();
  ({ stack, context } = rig);
});

afterAll(async () => {
  await rig?.close();
});

describe('Browser: connecting Google Calendar', () => {
  it('shows the Discord account on the start page, binds nothing until Continue, then names the connected account', async () => {
    const userId = snowflake();
    const shown = await stack.post(
      command({ userId, locale: 'en-US' }, 'calendar', [
        opt.subcommand('connect', [opt.string('provider', 'google')]),
      ]),
    );
    const link =
      (shown.json.data.components as { components: { style: number; url?: string }[] }[])
        .flatMap((r) => r.components)
        .find((c) => c.style === 5)?.url ?? '';
    expect(link).toContain('/oauth/start?state=');

    const page = await context.newPage();
    await page.goto(link);
    expect(await page.locator('#result').textContent()).toBe(
      `Connect Google Calendar to Tock for the Discord account @user${userId.slice(-4)}? That account's events will be copied to the calendar you sign in to next.`,
    );
    expect(await context.cookies()).toEqual([]);

    await page.getByRole('button', { name: 'Continue to Google Calendar' }).click();
    await page.waitForURL(/\/providers\/google\/o\/oauth2\/v2\/auth\?/);
    expect((await context.cookies()).map((c) => c.name)).toEqual([
      expect.stringMatching(/^tock_oauth_/),
    ]);
    await page.locator('input[name="account"]').fill('walker@gmail.test');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/oauth\/callback\?/);
    expect(await page.locator('#result').textContent()).toContain(
      `Google Calendar (walker@gmail.test) is connected to Tock for the Discord account @user${userId.slice(-4)}.`,
    );
  });
});

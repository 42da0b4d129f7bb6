/**
 * "Detect my time zone" in headless Debian Chromium against the real local runtime: the link
 * from /timezone show opens the page, whose script reads the browser's zone and saves it.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE_LINK_KEY_FILE } from '../../infra/local/dev-keys.js';
import { command, opt, snowflake } from '../support/interactions.js';
import { openSandboxBrowser, type SandboxBrowser } from '../support/sandbox-browser.js';
import type { SandboxStack } from '../support/sandbox-stack.js';
import zhTW from '../../locales/zh-TW.json' with { type: 'json' };
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { PAGE_CSS } from '../../shared/interactions/page-shell.js';

let stack: SandboxStack;
let context: BrowserContext;

let rig: SandboxBrowser | undefined;

beforeAll(async () => {
  rig = await openSandboxBrowser({ timezoneId: 'America/Sao_Paulo' });
  ({ stack, context } = rig);
});

afterAll(async () => {
  await rig?.close();
});

/** Opens the detect link /timezone show gives `user`. */
async function openDetectPage(user: { userId: string; locale: 'en-US' }) {
  const shown = await stack.post(command(user, 'timezone', [opt.subcommand('show')]));
  const url = (shown.json.data.components as { components: { style: number; url?: string }[] }[])
    .flatMap((r) => r.components)
    .find((c) => c.style === 5)?.url;
  const page = await context.newPage();
  await page.goto(url as string);
  return page;
}

describe('Browser: Detect my time zone', () => {
  it("saves the browser's zone from the link /timezone show gives, on the runtime's own port", async () => {
    const user = { userId: snowflake(), locale: 'zh-TW' as const };
    const shown = await stack.post(command(user, 'timezone', [opt.subcommand('show')]));
    expect(shown.json.data.content).toContain('Asia/Taipei');
    const url = (shown.json.data.components as { components: { style: number; url?: string }[] }[])
      .flatMap((r) => r.components)
      .find((c) => c.style === 5)?.url;
    expect(url).toMatch(new RegExp(`^http://localhost:${new URL(stack.baseUrl).port}/tz\\?t=`));
    // The runtime keeps its signing key in DATA_DIR, readable by its owner only.
    expect(statSync(join(stack.dataDir, ZONE_LINK_KEY_FILE)).mode & 0o077).toBe(0);

    const page = await context.newPage();
    await page.goto(url as string);
    // It shows the zone it read and asks before saving: nothing is saved until the press.
    await expect
      .poll(() => page.locator('#found').textContent(), { timeout: 15_000 })
      .toBe(zhTW.zone.page.found.replace('{{zone}}', 'America/Sao_Paulo'));
    expect(await page.locator('#save').textContent()).toBe(
      zhTW.zone.page.save.replace('{{zone}}', 'America/Sao_Paulo'),
    );
    const before = await stack.post(command(user, 'timezone', [opt.subcommand('show')]));
    expect(before.json.data.content).toContain('Asia/Taipei');
    await page.locator('#save').click();
    await expect
      .poll(() => page.locator('#out').textContent(), { timeout: 15_000 })
      .toBe(zhTW.zone.page.saved.replace('{{zone}}', 'America/Sao_Paulo'));

    const after = await stack.post(command(user, 'timezone', [opt.subcommand('show')]));
    expect(after.json.data.content).toContain('**America/Sao_Paulo**');
  });

  it('lets the caller pick another zone than the one the browser reports', async () => {
    const user = { userId: snowflake(), locale: 'en-US' as const };
    const page = await openDetectPage(user);
    await page.locator('#other').waitFor({ state: 'visible', timeout: 15_000 });
    // The list holds every zone the browser knows, the detected one chosen.
    expect(await page.locator('#other').inputValue()).toBe('America/Sao_Paulo');
    await page.locator('#other').selectOption('Europe/Lisbon');
    await page.locator('#save-other').click();
    await expect
      .poll(() => page.locator('#out').textContent(), { timeout: 15_000 })
      .toBe(enUS.zone.page.saved.replace('{{zone}}', 'Europe/Lisbon'));
    const after = await stack.post(command(user, 'timezone', [opt.subcommand('show')]));
    expect(after.json.data.content).toContain('**Europe/Lisbon**');
  });

  it('looks like the bot’s other pages: the same stylesheet as the calendar pages', async () => {
    const user = { userId: snowflake(), locale: 'en-US' as const };
    const page = await openDetectPage(user);
    expect(await page.locator('style').textContent()).toBe(PAGE_CSS);
  });
});

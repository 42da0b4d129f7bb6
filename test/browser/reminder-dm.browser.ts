/**
 * Snooze on a reminder DM in the sandbox page, in headless Debian Chromium against the real
 * runtime: the DM arrives with its menu, Custom… opens the modal, the DM says it is snoozed,
 * and the reminder comes back as a second DM with fresh buttons.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxBrowser, type SandboxBrowser } from '../support/sandbox-browser.js';
import type { SandboxStack } from '../support/sandbox-stack.js';

let stack: SandboxStack;
let page: Page;

let rig: SandboxBrowser | undefined;

beforeAll(async () => {
  rig = await openSandboxBrowser({ viewport: { width: 1280, height: 860 } });
  ({ stack, page } = rig);
});

afterAll(async () => {
  await rig?.close();
});

describe('Browser: Snooze on a reminder DM', () => {
  it('snoozes a delivered reminder with Custom… and sees it come back', async () => {
    await page.goto(stack.baseUrl);
    await page.waitForSelector('html[data-ready]');
    const bar = page.getByRole('combobox', { name: 'Command' });
    await bar.fill('/remind');
    await page
      .getByRole('listbox', { name: 'Commands' })
      .getByRole('option', { name: /^\/remind\b/ })
      .first()
      .waitFor();
    await bar.press('Enter');
    await page.getByLabel('message', { exact: true }).fill('Feed the cat');
    await page.getByLabel('time', { exact: true }).fill('in 3 seconds');
    await page.getByRole('button', { name: 'Send' }).click();

    await page
      .locator('[data-view=dm] .badge')
      .filter({ hasText: '1' })
      .waitFor({ timeout: 20_000 });
    await page.locator('[data-view=dm]').click();
    const dms = page.getByRole('log').locator('li.msg').filter({ hasText: 'Feed the cat' });
    await expect.poll(() => dms.count()).toBe(1);
    const first = dms.first();
    expect(await first.getByRole('button', { name: '✅ Done' }).count()).toBe(1);

    await first.getByLabel('💤 Snooze…').selectOption({ label: 'Custom…' });
    const dialog = page.getByRole('dialog', { name: 'Snooze until…' });
    await dialog.waitFor();
    await dialog.getByLabel('When').fill('in 5 seconds');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The DM keeps its embed and says when it comes back; its menu is gone.
    await expect.poll(() => first.textContent()).toContain('Snoozed until');
    expect(await first.locator('article.embed').textContent()).toContain('Feed the cat');
    expect(await first.getByLabel('💤 Snooze…').count()).toBe(0);

    await expect.poll(() => dms.count(), { timeout: 30_000 }).toBe(2);
    const again = dms.nth(1);
    expect(await again.locator('article.embed').textContent()).toContain('Feed the cat');
    expect(await again.getByLabel('💤 Snooze…').count()).toBe(1);
  });
});

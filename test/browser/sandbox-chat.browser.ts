/**
 * The sandbox page as a chat, in headless Debian Chromium against the real runtime: a first-run
 * hint in an empty channel, a person's own message, mentions shown as @Name, "Remind me about
 * this" on what a person wrote with its DM's "Jump to the message" staying in the page, and a
 * reply to a modal on a reminder DM without a "used /" line.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog } from '../../shared/i18n.js';
import { openSandboxBrowser, runCommand, type SandboxBrowser } from '../support/sandbox-browser.js';

const BOB = '100000000000000002';
const sandboxText = (key: string): string =>
  (loadCatalog('en-US').sandbox as Catalog)[key] as string;

let rig: SandboxBrowser | undefined;
let page: Page;

beforeAll(async () => {
  rig = await openSandboxBrowser({ viewport: { width: 1280, height: 860 } });
  page = rig.page;
});

afterAll(async () => {
  await rig?.close();
});

const messages = () => page.getByRole('log').locator('li.msg');
const bar = () => page.getByRole('combobox', { name: 'Command' });

describe('Browser: the sandbox as a chat', () => {
  it('shows a first-run hint in an empty channel, and a plain message with its mention as @Name', async () => {
    if (!rig) throw new Error('no rig');
    await page.goto(rig.stack.baseUrl);
    await page.waitForSelector('html[data-ready]');
    const hint = page.getByRole('log').getByText(sandboxText('first_run_channel'));
    expect(await hint.isVisible()).toBe(true);

    await bar().fill(`Lunch with **the team** on Friday, <@${BOB}> books the table`);
    await bar().press('Enter');
    const mine = messages().filter({ hasText: 'Lunch with' });
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.locator('.author').textContent()).toBe('Alice');
    expect(await mine.locator('.content').textContent()).toBe(
      'Lunch with the team on Friday, @Bob books the table',
    );
    expect(await mine.locator('.mention').textContent()).toBe('@Bob');
    expect(await hint.count()).toBe(0);
  });

  it('reminds about what a person wrote; the DM says it once and jumps back inside the page', async () => {
    // The person's message (the confirmation that follows quotes it too).
    const mine = messages().filter({ hasText: 'Lunch with' }).first();
    await mine.click({ button: 'right' });
    await page
      .getByRole('menu', { name: 'Apps' })
      .getByRole('menuitem', { name: 'Remind me about this' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remind me about this message' });
    await dialog.waitFor();
    // The note starts as what the person wrote, in plain text: no markdown marks, @Bob by name.
    expect(await dialog.getByLabel('Note').inputValue()).toBe(
      'Lunch with the team on Friday, @Bob books the table',
    );
    await dialog.getByLabel('When?').fill('in 3 seconds');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => messages().filter({ hasText: 'Alice used Remind me about this' }).count())
      .toBe(1);

    await page.locator('[data-view=dm]').click();
    const dm = messages().locator('article.embed').filter({ hasText: 'Lunch with' });
    await expect.poll(() => dm.count(), { timeout: 30_000 }).toBe(1);
    // Said once: the note, then the link; no quote repeating it.
    expect(await dm.locator('.embed-desc').textContent()).toBe(
      'Lunch with the team on Friday, @Bob books the tableJump to the message',
    );
    expect(await dm.locator('blockquote').count()).toBe(0);
    await dm.getByRole('link', { name: 'Jump to the message' }).click();
    // Back in #general, at the message, in the same page.
    await expect
      .poll(() => page.locator('[data-view=channel]').getAttribute('aria-current'))
      .toBe('page');
    expect(rig?.context.pages()).toHaveLength(1);
    await expect.poll(() => mine.evaluate((li) => li.classList.contains('jumped'))).toBe(true);
    expect(await mine.isVisible()).toBe(true);
  });

  it('labels no reply "used /": a reply to the Custom… modal on a reminder DM', async () => {
    await page.locator('[data-view=dm]').click();
    const dm = messages().filter({ has: page.locator('article.embed', { hasText: 'Lunch with' }) });
    await dm.getByLabel('💤 Snooze…').selectOption({ label: 'Custom…' });
    const dialog = page.getByRole('dialog', { name: 'Snooze until…' });
    await dialog.waitFor();
    const replies = messages().filter({ hasText: 'Only you can see this' });
    const before = await replies.count();
    await dialog.getByLabel('When').fill('whenever you like');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => replies.count()).toBe(before + 1);
    expect(await page.getByRole('log').textContent()).not.toMatch(/used \/(?![a-z])/);
  });

  it('shows a channel reminder mention as @Name', async () => {
    await page.locator('[data-view=channel]').click();
    await runCommand(page, 'settings', { notification_method: 'channel' });
    await runCommand(page, 'remind', { message: 'Standup notes', time: 'in 3 seconds' });
    const delivered = messages()
      .filter({ has: page.locator('article.embed', { hasText: 'Standup notes' }) })
      .filter({ hasNotText: 'used /remind' });
    await expect.poll(() => delivered.count(), { timeout: 30_000 }).toBe(1);
    expect(await delivered.locator('.content .mention').textContent()).toBe('@Alice');
    expect(await delivered.textContent()).not.toContain('<@');
  });
});

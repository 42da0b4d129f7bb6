/**
 * The sandbox page at a narrow viewport (760 px, a laptop split screen), from the
 * keyboard: the form leaves the messages in view, suggestions never cover a label,
 * inputs line up, Enter sends, Escape in a modal gives focus back; then a restart of
 * the runtime keeps the chat.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxStack, type SandboxStack } from '../support/sandbox-stack.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 760, height: 640 };

let stack: SandboxStack;
let browser: Browser;
let page: Page;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tock-narrow-'));
  stack = await startSandboxStack({ dataDir, keepDataDir: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: VIEWPORT, timezoneId: 'Asia/Taipei' });
  await page.goto(stack.baseUrl);
  await page.waitForSelector('html[data-ready]');
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not rendered');
  return { top: b.y, left: b.x, bottom: b.y + b.height, right: b.x + b.width, height: b.height };
};
const overlaps = (
  a: { top: number; left: number; bottom: number; right: number },
  b: typeof a,
): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const messages = () => page.getByRole('log').locator('li.msg');
const bar = () => page.getByRole('combobox', { name: 'Command' });

/** Picks a command from the keyboard: type it, Enter on the suggestion. */
async function pick(command: string): Promise<void> {
  await bar().fill(`/${command}`);
  await page
    .getByRole('listbox', { name: 'Commands' })
    .getByRole('option', { name: new RegExp(`^/${command}\\b`) })
    .first()
    .waitFor();
  await bar().press('Enter');
}

describe('Sandbox page at 760 px, from the keyboard', () => {
  it('keeps the sidebar inside its column and the newest reply in view above a grown form', async () => {
    const sidebar = await box(page.locator('nav.sidebar'));
    for (const select of await page.locator('nav.sidebar select').all())
      expect((await box(select)).right).toBeLessThanOrEqual(sidebar.right);

    await pick('remind');
    await page.getByLabel('message', { exact: true }).fill('Narrow screens');
    // As in Discord, Enter on an open suggestion list picks the highlighted choice (the
    // preview, whose value is what was typed); the next Enter sends. Waiting for the
    // preview of the typed text keeps an earlier answer from being picked instead.
    const time = page.getByLabel('time', { exact: true });
    await time.fill('in 3 hours');
    await page
      .getByRole('listbox', { name: 'Suggestions for time' })
      .getByRole('option', { name: /\(in 3 hr\)$/ })
      .waitFor();
    await time.press('Enter');
    expect(await time.inputValue()).toBe('in 3 hours');
    await expect
      .poll(() => page.getByRole('listbox', { name: 'Suggestions for time' }).isVisible())
      .toBe(false);
    await time.press('Enter');
    const reply = messages().filter({ hasText: 'Alice used /remind' }).last();
    await expect.poll(() => reply.textContent()).toMatch(/Reminder rem_[a-z2-7]{12} set for/);

    // The command with the most options: the form grows, the pane keeps room and the reply.
    await pick('schedule_create');
    await page.getByLabel('title', { exact: true }).waitFor();
    const log = await box(page.getByRole('log'));
    expect(log.height).toBeGreaterThanOrEqual(VIEWPORT.height * 0.3);
    expect((await box(page.getByRole('button', { name: 'Send' }))).bottom).toBeLessThanOrEqual(
      VIEWPORT.height,
    );
    await expect.poll(async () => (await box(reply)).bottom - log.bottom).toBeLessThanOrEqual(1);
    expect((await box(reply)).top).toBeGreaterThanOrEqual(log.top - 1);
    await page.screenshot({ path: join(tmpdir(), 'tock-sandbox-760.png') });
  });

  it('lines inputs up in each row, and opens suggestions without covering any label', async () => {
    const fields = await page.locator('.opts .opt').all();
    const rows = new Map<number, number[]>();
    for (const f of fields) {
      const label = Math.round((await box(f.locator('.opt-name'))).top);
      rows.set(label, [
        ...(rows.get(label) ?? []),
        Math.round((await box(f.locator('.opt-input'))).top),
      ]);
    }
    expect([...rows.values()].some((tops) => tops.length > 1)).toBe(true);
    for (const tops of rows.values()) expect(new Set(tops).size).toBe(1);

    const zone = page.getByLabel('timezone', { exact: true });
    await zone.fill('Asia/Tai');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions for timezone' });
    await suggestions.getByRole('option').first().waitFor();
    const popup = await box(suggestions);
    // The labels a user sees: those inside the options' scrolling area (one scrolled out of it
    // is clipped, though the browser still reports its box).
    const area = await box(page.locator('.opts'));
    for (const label of await page.locator('.opt-name').all()) {
      if (!(await label.isVisible())) continue;
      const b = await box(label);
      if (b.bottom > area.top && b.top < area.bottom) expect(overlaps(popup, b)).toBe(false);
    }
    await zone.press('Escape');
    await zone.press('Escape');
    await expect.poll(() => page.locator('form.command').count()).toBe(0);
  });

  it('sends a command whose options are all optional with Enter', async () => {
    await pick('list_reminders');
    // Focus is on its only field, a select (show_completed).
    expect(await page.evaluate('document.activeElement?.tagName')).toBe('SELECT');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => messages().last().textContent())
      .toContain('Alice used /list_reminders');
  });

  it('gives focus back to the button that opened a modal when Escape closes it', async () => {
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const [title, time] of [
      ['Standup', '10:00'],
      ['Retro', '10:30'],
    ] as const) {
      await pick('schedule_create');
      await page.getByLabel('title', { exact: true }).fill(title);
      await page.getByLabel('date', { exact: true }).fill(date);
      // With the event's zone: Alice has none, and her language spans several, so a clock time
      // alone would ask for hers first. One Escape closes the zone's suggestions, not the form.
      const zone = page.getByLabel('timezone', { exact: true });
      await zone.fill('UTC');
      await page
        .getByRole('listbox', { name: 'Suggestions for timezone' })
        .getByRole('option')
        .first()
        .waitFor();
      await zone.press('Escape');
      // `time` previews as /remind's does: the first Enter picks the preview (the typed text), the next sends.
      const field = page.getByLabel('time', { exact: true });
      await field.fill(time);
      const suggestions = page.getByRole('listbox', { name: 'Suggestions for time' });
      await suggestions.getByRole('option', { name: new RegExp(`${time} \\S+ \\(in `) }).waitFor();
      await field.press('Enter');
      await expect.poll(() => suggestions.isVisible()).toBe(false);
      await field.press('Enter');
    }
    const prompt = messages().filter({ hasText: 'overlaps your other events' }).last();
    const change = prompt.getByRole('button', { name: 'Change time' });
    await change.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change time' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate('document.activeElement?.textContent ?? ""'))
      .toBe('Change time');
    expect(await change.evaluate((b) => b.ownerDocument.activeElement === b)).toBe(true);
  });

  it('shows the same chat after npm start restarts', async () => {
    const before = await messages().filter({ hasText: 'Alice used /remind' }).last().textContent();
    await stack.stop();
    stack = await startSandboxStack({ dataDir, keepDataDir: true });
    await page.goto(stack.baseUrl);
    await page.waitForSelector('html[data-ready]');
    await page.locator('[data-view=channel]').click();
    await expect
      .poll(() => messages().filter({ hasText: 'Alice used /remind' }).last().textContent())
      .toBe(before);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.js';

/** Debian's Chromium (`.ci/run` installs it), or CHROMIUM_PATH. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface SandboxBrowser {
  readonly stack: SandboxStack;
  readonly context: BrowserContext;
  /** The context's first page. */
  readonly page: Page;
  /** Closes the browser, deletes its profile and stops the stack. */
  close(): Promise<void>;
}

export interface ChromiumOptions {
  readonly viewport?: { width: number; height: number };
  readonly timezoneId?: string;
}

/** Headless Debian Chromium with a fresh profile; `close()` closes it and deletes the profile. */
export async function launchChromium(
  options: ChromiumOptions = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profileDir = mkdtempSync(join(tmpdir(), 'tock-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** The sandbox stack and headless Chromium with a fresh profile, for one browser test file. */
export async function openSandboxBrowser(
  options: ChromiumOptions & { readonly env?: Readonly<Record<string, string>> } = {},
): Promise<SandboxBrowser> {
  const stack = await startSandboxStack(options.env ? { env: options.env } : {});
  const browser = await launchChromium(options);
  return {
    stack,
    context: browser.context,
    page: browser.page,
    async close() {
      await browser.close();
      await stack.stop();
    },
  };
}

/** {@link openSandboxBrowser}, with the sandbox page open and ready. */
export async function openSandboxPage(
  options: Parameters<typeof openSandboxBrowser>[0] = {},
): Promise<SandboxBrowser> {
  const rig = await openSandboxBrowser(options);
  try {
    await rig.page.goto(rig.stack.baseUrl);
    await rig.page.waitForSelector('html[data-ready]');
  } catch (err) {
    await rig.close();
    throw err;
  }
  return rig;
}

/** The messages shown in the page's current conversation. */
export const messagesIn = (page: Page): Locator => page.getByRole('log').locator('li.msg');

/**
 * An event two days from now (UTC) created as Alice, then posted with `/schedule_post` and
 * `capacity` places: its card (the last message with its title and a Going button).
 */
export async function postEventCard(
  page: Page,
  event: { title: string; time: string; duration: string; capacity: string },
): Promise<Locator> {
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const eventId = await createEventInPage(page, {
    title: event.title,
    date,
    time: event.time,
    duration: event.duration,
    timezone: 'UTC',
  });
  await runCommand(page, 'schedule_post', { event_id: eventId, capacity: event.capacity });
  return messagesIn(page)
    .filter({ hasText: event.title })
    .filter({ has: page.getByRole('button', { name: 'Going', exact: true }) })
    .last();
}

/**
 * Picks `/command` in the sandbox page's command bar (en-US labels), fills its options (a
 * select by value, else the text field) and sends it.
 */
export async function runCommand(
  page: Page,
  command: string,
  options: Record<string, string> = {},
): Promise<void> {
  const bar = page.getByRole('combobox', { name: 'Command' });
  await bar.fill(`/${command}`);
  await page
    .getByRole('listbox', { name: 'Commands' })
    .getByRole('option', { name: new RegExp(`^/${command}\\b`) })
    .first()
    .waitFor();
  await bar.press('Enter');
  for (const [name, value] of Object.entries(options)) {
    const field = page.getByLabel(name, { exact: true });
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await page.getByRole('button', { name: 'Send' }).click();
}

/**
 * `/schedule_create` from the page with `options` (en-US labels) as Alice; the new event's id,
 * read from the confirmation.
 */
export async function createEventInPage(
  page: Page,
  options: Record<string, string>,
): Promise<string> {
  await runCommand(page, 'schedule_create', options);
  const created = messagesIn(page).filter({ hasText: 'used /schedule_create' }).last();
  let id = '';
  for (let i = 0; i < 150 && !id; i++) {
    id = /evt_[a-z2-7]{12}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
    if (!id) await page.waitForTimeout(100);
  }
  if (!id) throw new Error('no event id in the /schedule_create confirmation');
  return id;
}

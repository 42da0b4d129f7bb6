/**
 * The sandbox page stays live across a restart of `npm start`: with the page open, the runtime
 * stops (the page says it is reconnecting) and starts again on the same port and DATA_DIR
 * (its first seconds go to DynamoDB Local); the page picks the stream up again by itself, and
 * the next DM arrives without a reload.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog } from '../../shared/i18n.js';
import { launchChromium, runCommand } from '../support/sandbox-browser.js';
import { startSandboxStack, type SandboxStack } from '../support/sandbox-stack.js';

let stack: SandboxStack | undefined;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
let page: Page;

const reconnecting = (loadCatalog('en-US').sandbox as Catalog)['reconnecting'] as string;

beforeAll(async () => {
  stack = await startSandboxStack({ keepDataDir: true });
  browser = await launchChromium({ viewport: { width: 1280, height: 860 } });
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  const dataDir = stack?.dataDir;
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Browser: the sandbox page across a restart of npm start', () => {
  it('says it is reconnecting while the runtime is down, then shows the next DM', async () => {
    if (!stack) throw new Error('no stack');
    await page.goto(stack.baseUrl);
    await page.waitForSelector('html[data-ready]');
    const status = page.getByRole('status').filter({ hasText: reconnecting });
    expect(await status.isVisible()).toBe(false);

    const { dataDir } = stack;
    const port = Number(new URL(stack.baseUrl).port);
    await stack.stop();
    await status.waitFor({ state: 'visible' });

    stack = await startSandboxStack({ dataDir, port, keepDataDir: true });
    // Back by itself: the banner goes, and the page follows the new runtime's stream.
    await status.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.locator('[data-view=dm]').click();
    await runCommand(page, 'remind', { message: 'Water the plants', time: 'in 3 seconds' });
    const dm = page
      .getByRole('log')
      .locator('li.msg article.embed')
      .filter({ hasText: 'Water the plants' });
    await expect.poll(() => dm.count(), { timeout: 30_000 }).toBe(1);
  });
});

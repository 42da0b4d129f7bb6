/**
 * Late answers in the sandbox page, in headless Debian Chromium against the real runtime with
 * every answer deferred (INTERACTION_DEADLINE_MS=0): the card posted through the interaction's
 * webhook appears for everyone, and a press answered with DEFERRED_UPDATE_MESSAGE updates it in
 * place once PATCH @original lands, as a Discord user would see it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messagesIn,
  openSandboxPage,
  postEventCard,
  type SandboxBrowser,
} from '../support/sandbox-browser.js';

let rig: SandboxBrowser | undefined;
let page: Page;

beforeAll(async () => {
  rig = await openSandboxPage({
    viewport: { width: 1280, height: 860 },
    timezoneId: 'UTC',
    env: { INTERACTION_DEADLINE_MS: '0' },
  });
  page = rig.page;
});

afterAll(async () => {
  await rig?.close();
});

describe('Browser: late answers', () => {
  it('a deferred /schedule_post shows the public card, and a deferred press updates it in place', async () => {
    const card = await postEventCard(page, {
      title: 'Late picnic',
      time: '12:00',
      duration: '60',
      capacity: '2',
    });
    await expect.poll(() => card.textContent()).toContain('Places left: 2');

    await page.locator('#user').selectOption({ label: 'Bob' });
    await card.getByRole('button', { name: 'Going', exact: true }).click();
    await expect.poll(() => card.textContent()).toContain('Going · 1/2');
    expect(await card.textContent()).toContain('@Bob');
    // One card: the private placeholder of the deferred post is gone.
    await expect.poll(() => messagesIn(page).filter({ hasText: 'Late picnic' }).count()).toBe(1);
    // The post and the press were indeed answered late (the runtime logs each deferral).
    const deferred =
      (rig?.stack.output() ?? '').match(/"message":"late_answer".*"deferral":"\w+"/g) ?? [];
    expect(deferred.some((l) => l.includes('"deferral":"update"'))).toBe(true);
    expect(deferred.some((l) => l.includes('"deferral":"reply"'))).toBe(true);
  });
});

/**
 * A shared event's card in the sandbox, in headless Debian Chromium against the real runtime:
 * the owner posts it with one place, answers Going, then another sandbox person answers Going
 * and the same card shows the waitlist, and Bob's DMs his place in line. Every press updates the
 * card in place (issue 22).
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
  rig = await openSandboxPage({ viewport: { width: 1280, height: 860 }, timezoneId: 'UTC' });
  page = rig.page;
});

afterAll(async () => {
  await rig?.close();
});

describe('Browser: an event card answered by two people', () => {
  it('posts a card with one place; Going by the owner fills it, Going by Bob joins the waitlist and is told his place by DM', async () => {
    const card = await postEventCard(page, {
      title: 'Board games',
      time: '18:00',
      duration: '120',
      capacity: '1',
    });
    await expect.poll(() => card.textContent()).toContain('Places left: 1');

    await card.getByRole('button', { name: 'Going', exact: true }).click();
    await expect.poll(() => card.textContent()).toContain('Going · 1/1');
    expect(await card.textContent()).toContain('@Alice');
    expect(await card.textContent()).toContain('Places left: 0');

    await page.locator('#user').selectOption({ label: 'Bob' });
    await card.getByRole('button', { name: 'Going', exact: true }).click();
    await expect.poll(() => card.textContent()).toContain('Waitlist: 1');
    // Still one going: the card is drawn from the stored rows, whoever pressed.
    expect(await card.textContent()).toContain('Going · 1/1');
    expect(await card.textContent()).not.toContain('@Bob');

    // What follows Bob's answer (from the participants stream, then the dispatcher): his DMs
    // tell him his place in line.
    await page.locator('[data-view=dm]').click();
    const told = messagesIn(page).filter({
      hasText: /you are on the (waitlist|waiting list), place 1/,
    });
    await expect.poll(() => told.count(), { timeout: 30_000 }).toBe(1);
  });
});

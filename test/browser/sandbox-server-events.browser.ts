/**
 * The sandbox server's "Events" list (issue 22, items 9 and 10), in headless Debian Chromium
 * against the real runtime: a card posted in the sandbox server, where the app may create
 * events, makes the server's Discord scheduled event, and the list beside the channels shows it
 * (name, start in the viewer's own zone, place, status), then follows the owner's edit and the
 * deletion.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEventInPage,
  openSandboxBrowser,
  runCommand,
  type SandboxBrowser,
} from '../support/sandbox-browser.js';

/** The viewer's zone: nine hours ahead of the event's, so the shown start is visibly theirs. */
const VIEWER_ZONE = 'Asia/Tokyo';

let rig: SandboxBrowser | undefined;
let page: Page;

beforeAll(async () => {
  rig = await openSandboxBrowser({
    viewport: { width: 1280, height: 860 },
    timezoneId: VIEWER_ZONE,
  });
  page = rig.page;
  await page.goto(rig.stack.baseUrl);
  await page.waitForSelector('html[data-ready]');
});

afterAll(async () => {
  await rig?.close();
});

const eventsList = () => page.getByRole('list', { name: 'Events' });

describe("Browser: the server's Events list", () => {
  it('shows the event a posted card made, in the viewer’s zone, and follows an edit and the deletion', async () => {
    await expect.poll(() => eventsList().textContent()).toContain('No events in this server yet');

    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const eventId = await createEventInPage(page, {
      title: 'Quiz night',
      date,
      time: '18:00',
      duration: '90',
      timezone: 'UTC',
      location: 'The Crown, back room',
    });

    await runCommand(page, 'schedule_post', { event_id: eventId });
    const item = eventsList().locator('li.server-event');
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => item.textContent()).toContain('Quiz night');
    const start = Date.parse(`${date}T18:00:00Z`);
    // 18:00 UTC is 03:00 the next day in Tokyo: the list shows the viewer's own clock.
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone: VIEWER_ZONE,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(start);
    expect(shown).toContain('3:00');
    expect(await item.locator('time').textContent()).toBe(shown);
    expect(await item.locator('time').getAttribute('datetime')).toBe(new Date(start).toISOString());
    expect(await item.textContent()).toContain('The Crown, back room');
    expect(await item.textContent()).toContain('Scheduled');

    await runCommand(page, 'schedule_edit', {
      event_id: eventId,
      field: 'title',
      value: 'Pub quiz',
    });
    await expect.poll(() => item.textContent()).toContain('Pub quiz');
    expect(await item.textContent()).not.toContain('Quiz night');
    expect(await item.count()).toBe(1);

    await runCommand(page, 'schedule_delete', { event_id: eventId, confirm: 'true' });
    await expect.poll(() => item.textContent()).toContain('Cancelled');
    expect(await item.getAttribute('data-status')).toBe('4');
  });
});

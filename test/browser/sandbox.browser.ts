/**
 * The sandbox page in headless Debian Chromium, against the real runtime in sandbox
 * mode: what a newcomer does after `npm start`, through the page only (except seeding
 * a second page of reminders, which the rate limit would make slow).
 */
import { mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, locales, type Catalog, type Locale } from '../../shared/i18n.js';
import { openSandboxBrowser, type SandboxBrowser } from '../support/sandbox-browser.js';
import type { SandboxStack } from '../support/sandbox-stack.js';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
/**
 * The README's screenshot: refreshed only when asked (`TOCK_SCREENSHOT=1 npm run test:browser`),
 * so a test run leaves the working tree as it found it; otherwise written to a scratch folder.
 */
const SCREENSHOT =
  process.env['TOCK_SCREENSHOT'] === '1'
    ? join(root, 'docs', 'sandbox.png')
    : join(tmpdir(), `tock-sandbox-${process.pid}.png`);
const ALICE = '100000000000000001';

let stack: SandboxStack;
let page: Page;

let rig: SandboxBrowser | undefined;

beforeAll(async () => {
  rig = await openSandboxBrowser({
    viewport: { width: 1280, height: 860 },
    timezoneId: 'Asia/Taipei',
  });
  ({ stack, page } = rig);
});

afterAll(async () => {
  await rig?.close();
});

/** The page's language, as its switcher was last set by a test. */
let pageLocale: Locale = 'en-US';

/** The page's own text `key` (the catalogs' `sandbox` section) in `locale`. */
function label(key: string, locale: Locale = pageLocale): string {
  const text = (loadCatalog(locale).sandbox as Catalog | undefined)?.[key];
  if (typeof text !== 'string') throw new Error(`no sandbox.${key} in ${locale}`);
  return text;
}

async function switchLocale(locale: Locale): Promise<void> {
  await page.getByLabel(label('language')).selectOption(locale);
  pageLocale = locale;
}

/** Picks a command in the command bar, fills its options, and sends it unless told not to. */
async function run(
  command: string,
  options: Record<string, string> = {},
  send = true,
): Promise<void> {
  const bar = page.getByRole('combobox', { name: label('command') });
  await bar.fill(`/${command}`);
  await page
    .getByRole('listbox', { name: label('commands') })
    .getByRole('option', { name: new RegExp(`^/${command}\\b`) })
    .first()
    .waitFor();
  await bar.press('Enter');
  for (const [name, value] of Object.entries(options)) {
    const field = page.getByLabel(name, { exact: true });
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  if (send) await page.getByRole('button', { name: label('send') }).click();
}

const messages = () => page.getByRole('log').locator('li.msg');

describe('Sandbox page', () => {
  it('loads in under 200 KB and is interactive within a second', async () => {
    let transferred = 0;
    const requests: string[] = [];
    page.on('requestfinished', (r) => {
      requests.push(r.url());
      void r.sizes().then((s) => (transferred += s.responseHeadersSize + s.responseBodySize));
    });
    await page.goto(stack.baseUrl);
    await page.waitForSelector('html[data-ready]');
    const ready = await page.evaluate(
      () => performance.getEntriesByName('tock-ready')[0]?.startTime ?? -1,
    );
    await page.waitForTimeout(300);
    page.removeAllListeners('requestfinished');
    console.log(
      `first load: ${transferred} bytes transferred in ${requests.length} finished requests (+ the event stream), interactive after ${ready.toFixed(0)} ms`,
    );
    expect(requests.every((u) => u.startsWith(stack.baseUrl))).toBe(true);
    expect(transferred).toBeLessThan(200 * 1024);
    expect(ready).toBeGreaterThan(0);
    expect(ready).toBeLessThan(1000);
  });

  it('creates a reminder, shows the confirmation, and the DM arrives', async () => {
    await run('remind', { message: 'Stretch your **legs**', time: 'in 4 seconds' });
    const reply = messages().filter({ hasText: 'Alice used /remind' }).last();
    await expect.poll(() => reply.textContent()).toMatch(/Reminder rem_[a-z2-7]{12} set for/);
    expect(await reply.locator('time.md-time').count()).toBe(2);
    // The unread badge on the DM channel, then the embed itself.
    await page
      .locator('[data-view=dm] .badge')
      .filter({ hasText: '1' })
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-view=dm] .badge').getAttribute('aria-label')).toBe(
      '1 unread message',
    );
    await page.locator('[data-view=dm]').click();
    const embed = page.locator('article.embed').last();
    await expect.poll(() => embed.textContent()).toContain('Stretch your legs');
    expect(await embed.locator('strong').textContent()).toBe('legs');
    expect(await embed.locator('.embed-footer').textContent()).toMatch(/rem_[a-z2-7]{12}/);
  });

  it('marks an ephemeral error as only visible to the caller', async () => {
    await page.locator('[data-view=channel]').click();
    await run('remind', { message: 'Never', time: 'whenever it suits' });
    const error = messages().filter({ hasText: "I couldn't read" }).last();
    await expect.poll(() => error.textContent()).toContain('Only you can see this');
  });

  it('autocompletes through real autocomplete interactions and deletes', async () => {
    const ids = await stack.seedReminders(ALICE, 11, 'Water the plants');
    await run('delete_reminder', {}, false);
    const field = page.getByLabel('reminder_id', { exact: true });
    // The option's max_length is 16, as in Discord: type part of the message.
    await field.fill('plants 11');
    // Focusing the field already asked for suggestions (all of them): wait for the narrowed answer.
    await expect
      .poll(() => page.getByRole('listbox').getByRole('option').allTextContents())
      .toEqual([expect.stringContaining('Water the plants 11')]);
    await field.press('Enter');
    expect(await field.inputValue()).toBe(ids[10]);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => messages().last().textContent())
      .toContain(`Reminder ${ids[10]} deleted`);
  });

  it('pages through a long list with its buttons', async () => {
    await stack.seedReminders(ALICE, 2, 'Call home');
    await run('list_reminders');
    const list = messages().filter({ hasText: 'Your reminders' }).last();
    await expect.poll(() => list.textContent()).toContain('Page 1 of 2');
    // A list in a server channel is the caller's alone, and its next page stays so.
    expect(await list.textContent()).toContain('Only you can see this');
    await list.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => list.textContent()).toContain('Page 2 of 2');
    expect(await list.textContent()).toContain('Only you can see this');
    expect(await list.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    expect(statSync(SCREENSHOT).size).toBeGreaterThan(0);
  });

  it('words relative times like Discord: rounded, not truncated', async () => {
    await run('remind', { message: 'Tea', time: 'in 2 hours' });
    const reply = messages()
      .filter({ hasText: 'Alice used /remind' })
      .filter({ hasText: 'Tea' })
      .last();
    await expect.poll(() => reply.locator('time.md-time').nth(1).textContent()).toBe('in 2 hours');
  });

  it('follows its locale switcher: its own labels, the ephemeral note and relative times', async () => {
    // Every catalog the bot ships is offered.
    expect(
      await page
        .getByLabel(label('language'))
        .locator('option')
        .evaluateAll((os) => os.map((o) => o.getAttribute('value'))),
    ).toEqual([...locales]);
    const tea = messages().filter({ hasText: 'Tea' }).last();
    const ephemeral = messages().filter({ hasText: "I couldn't read" }).last();
    expect(await tea.locator('time.md-time').nth(1).textContent()).toBe('in 2 hours');
    for (const [locale, inTwoHours] of [
      ['ja', '2 時間後'],
      ['de', 'in 2 Stunden'],
    ] as const) {
      await switchLocale(locale);
      await expect.poll(() => page.locator('label[for=user]').textContent()).toBe(label('you_are'));
      expect(label('you_are')).not.toBe(label('you_are', 'en-US'));
      expect(await page.title()).toBe(label('title'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(label('title'));
      expect(
        await page.getByRole('combobox', { name: label('command') }).getAttribute('placeholder'),
      ).toBe(label('placeholder_channel'));
      expect(await page.getByRole('log').getAttribute('aria-label')).toBe(
        label('messages_channel'),
      );
      // The bot's reply stays in the language it was written in; the page's note around it follows the switcher.
      expect(await ephemeral.textContent()).toContain(label('only_you'));
      expect(await ephemeral.getByRole('button', { name: label('dismiss') }).count()).toBe(1);
      await expect.poll(() => tea.locator('time.md-time').nth(1).textContent()).toBe(inTwoHours);
      // A command's form: its button and its option labels.
      await run('remind', {}, false);
      expect(await page.getByRole('button', { name: label('send') }).count()).toBe(1);
      expect(await page.locator('.opt-desc').first().textContent()).toContain(label('required'));
      await page.keyboard.press('Escape');
    }
    await switchLocale('en-US');
    await expect.poll(() => page.locator('label[for=user]').textContent()).toBe('You are');
    expect(await tea.locator('time.md-time').nth(1).textContent()).toBe('in 2 hours');
  });

  it('shows another user an empty list, and replies in zh-TW after a locale switch', async () => {
    await page.getByLabel(label('you_are')).selectOption({ label: 'Bob' });
    // Alice's ephemeral error is hers alone.
    expect(await messages().filter({ hasText: "I couldn't read" }).count()).toBe(0);
    await run('list_reminders');
    await expect.poll(() => messages().last().textContent()).toContain('You have no reminders');
    await switchLocale('zh-TW');
    await run('list_reminders');
    await expect.poll(() => messages().last().textContent()).toContain('你沒有任何提醒');
  });

  it('creates events, resolves a conflict through the Change time modal, lists and deletes', async () => {
    // A user with no events yet, in English, with no zone: the events name theirs (UTC), or the
    // zone prompt would come first.
    await switchLocale('en-US');
    await page.getByLabel(label('you_are')).selectOption({ label: 'Chen' });
    // Each person keeps their own language: Chen's is zh-TW until switched.
    pageLocale = 'zh-TW';
    await switchLocale('en-US');
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const eventId = (text: string | null): string => /evt_[a-z2-7]{12}/.exec(text ?? '')?.[0] ?? '';

    await run('schedule_create', {
      title: 'Planning',
      date,
      time: '10:00',
      duration: '60',
      timezone: 'UTC',
    });
    const first = messages()
      .filter({ hasText: 'Chen used /schedule_create' })
      .filter({ hasText: 'Planning' })
      .last();
    await expect
      .poll(() => first.textContent())
      .toMatch(/Event evt_[a-z2-7]{12} created: Planning/);
    // The event's own clock and zone as text, then the viewer's time (the page runs in Taipei).
    expect(await first.textContent()).toContain(`${date} 10:00 UTC (your time: `);
    expect(await first.textContent()).toContain('60 minutes');
    const planning = eventId(await first.textContent());

    // Overlaps 10:00-11:00: the ephemeral prompt names Planning and offers three choices.
    await run('schedule_create', {
      title: 'Review',
      date,
      time: '10:30',
      duration: '45',
      timezone: 'UTC',
    });
    const asked = messages().filter({ hasText: 'overlaps your other events' }).last();
    await expect.poll(() => asked.textContent()).toContain(planning);
    // Pinned by id: the same message is updated in place later.
    const prompt = page.locator(`li.msg[data-id="${await asked.getAttribute('data-id')}"]`);
    expect(await prompt.textContent()).toContain('Planning');
    expect(await prompt.textContent()).toContain('Only you can see this');
    await prompt.getByRole('button', { name: 'Change time' }).click();

    // The modal, prefilled with the draft's date, time and duration: move it to 14:00.
    const dialog = page.getByRole('dialog', { name: 'Change time' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Date (2027-03-04, tomorrow, friday)').inputValue()).toBe(date);
    expect(await dialog.getByLabel('Time (14:30, 3pm, tomorrow 9am)').inputValue()).toBe('10:30');
    await dialog.getByLabel('Time (14:30, 3pm, tomorrow 9am)').fill('14:00');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The prompt becomes the confirmation (an update of the ephemeral message).
    await expect.poll(() => prompt.textContent()).toMatch(/Event evt_[a-z2-7]{12} created: Review/);
    const review = eventId(await prompt.textContent());
    expect(review).not.toBe(planning);
    // Its choices are gone; it stays ephemeral.
    expect(
      await prompt.getByRole('button', { name: /Create anyway|Change time|Cancel/ }).count(),
    ).toBe(0);
    expect(await prompt.textContent()).toContain('Only you can see this');

    await run('schedule_list', { view_type: 'week' });
    const list = messages().filter({ hasText: 'Chen used /schedule_list' }).last();
    await expect.poll(() => list.textContent()).toContain(review);
    expect(await list.textContent()).toContain(planning);
    expect(await list.textContent()).toContain('Review');

    await run('schedule_delete', { event_id: planning, confirm: 'false' });
    const asking = messages().filter({ hasText: 'Chen used /schedule_delete' }).last();
    await expect.poll(() => asking.textContent()).toContain('Its linked reminders go with it');
    const confirm = page.locator(`li.msg[data-id="${await asking.getAttribute('data-id')}"]`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => confirm.textContent()).toContain(`Event ${planning} deleted`);
  });

  it('reminds about a message from its context menu (Apps → Remind me about this) through the modal', async () => {
    // Alice writes in #general (her confirmations are hers alone); Bob right-clicks her message.
    await page.getByLabel('You are').selectOption({ label: 'Alice' });
    await page.getByLabel('Discord language').selectOption('en-US');
    await page.locator('[data-view=channel]').click();
    const bar = page.getByRole('combobox', { name: label('command') });
    await bar.fill('Stretch break at four, who joins?');
    await bar.press('Enter');
    const target = messages().filter({ hasText: 'Stretch break at four' }).first();
    await expect.poll(() => target.count()).toBe(1);
    await page.getByLabel('You are').selectOption({ label: 'Bob' });
    await target.click({ button: 'right' });
    await page
      .getByRole('menu', { name: 'Apps' })
      .getByRole('menuitem', { name: 'Remind me about this' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remind me about this message' });
    await dialog.waitFor();
    // The note starts as the message's first line.
    expect(await dialog.getByLabel('Note').inputValue()).toBe('Stretch break at four, who joins?');
    await dialog.getByLabel('When?').fill('in 2 hours');
    await dialog.getByLabel('Note').fill('Ask Alice how the stretching went');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const confirmation = messages().filter({ hasText: 'Ask Alice how the stretching went' }).last();
    await expect
      .poll(() => confirmation.textContent())
      .toMatch(/Reminder rem_[a-z2-7]{12} set for/);
    expect(await confirmation.textContent()).toContain('Only you can see this');
    expect(await confirmation.textContent()).toContain('Bob used Remind me about this');

    // From the keyboard: the message's More button opens the same menu; Escape closes it and focus goes back.
    const more = target.getByRole('button', { name: 'More: apps for this message' });
    await more.focus();
    await more.press('Enter');
    await expect
      .poll(() => page.evaluate('document.activeElement?.textContent ?? ""'))
      .toBe('Remind me about this');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu', { name: 'Apps' }).count()).toBe(0);
    expect(await more.evaluate((b) => b.ownerDocument.activeElement === b)).toBe(true);
  });
});

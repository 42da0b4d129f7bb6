import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATE_FILE } from '../../infra/local/sandbox/providers/index.js';
import { sandboxUsers } from '../../infra/local/sandbox/store.js';
import { waitFor } from '../support/local-stack.js';
import { startSandboxStack, type SandboxStack } from '../support/sandbox-stack.js';

/** A newcomer's path in `npm start`'s sandbox: connect "Google", allow, create an event, see it in the stand-in's calendar. */
describe('Sandbox: Google Calendar and Outlook stand-ins', () => {
  let stack: SandboxStack;
  const [alice] = sandboxUsers as [(typeof sandboxUsers)[number]];
  beforeAll(async () => {
    stack = await startSandboxStack({ keepDataDir: true });
  }, 120_000);
  afterAll(async () => {
    const dataDir = stack?.dataDir;
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const view = async (): Promise<string> =>
    (await fetch(`${stack.baseUrl}/providers/google/view`)).text();
  /** Alice's /schedule_create from the page, then the event in Google's stand-in view. */
  const eventReachesGoogle = async (title: string, date: string, time: string): Promise<void> => {
    await stack.interact({
      kind: 'command',
      userId: alice.id,
      locale: 'en-US',
      view: 'channel',
      name: 'schedule_create',
      options: [
        { name: 'title', type: 3, value: title },
        { name: 'date', type: 3, value: date },
        { name: 'time', type: 3, value: time },
        // With its zone: an en-US caller with none is asked for one first.
        { name: 'timezone', type: 3, value: 'UTC' },
      ],
    });
    await waitFor(
      `${title} in the stand-in calendar view`,
      async () => (await view()).includes(title),
      20_000,
    );
  };

  it('says where the stand-ins are, and connects Google from the page through the consent page', async () => {
    expect(stack.output()).toContain('/providers/google/view');
    const before = new Set((await stack.state()).messages.map((m) => m.id));
    const result = await stack.interact({
      kind: 'command',
      userId: alice.id,
      locale: 'en-US',
      view: 'channel',
      name: 'calendar',
      subcommand: 'connect',
      options: [{ name: 'provider', type: 3, value: 'google' }],
    });
    expect(result).toEqual({ ok: true, kind: 'message' });
    const reply = (await stack.state()).messages.find(
      (m) => !before.has(m.id) && m.interaction?.user.id === alice.id,
    );
    const button = reply?.components[0]?.components[0] as
      { url?: string; label?: string } | undefined;
    expect(button?.label).toBe('Connect Google Calendar');
    expect(reply?.visibleTo).toBe(alice.id);

    // The browser: the start link names the account and the calendar; its button (a same-origin
    // POST) sets a cookie and redirects to the stand-in's consent page.
    const link = button?.url ?? '';
    const page = await fetch(link, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Connect Google Calendar to Tock for the Discord account`);
    const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const start = await fetch(link, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: new URL(link).origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ state }),
    });
    expect(start.status).toBe(303);
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const consentUrl = start.headers.get('location') ?? '';
    expect(consentUrl).toContain(
      `${stack.baseUrl.replace('127.0.0.1', 'localhost')}/providers/google/`,
    );
    expect(await (await fetch(consentUrl)).text()).toContain('Allow');
    const form = new URLSearchParams(new URL(consentUrl).searchParams);
    form.set('decision', 'allow');
    const back = await fetch(consentUrl.split('?')[0] ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const done = await fetch(back.headers.get('location') ?? '', { headers: { cookie } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Google Calendar (you@example.com) is connected');
    // Back in Discord, the reply that carried the link says so too, its button gone.
    const told = (await stack.state()).messages.find((m) => m.id === reply?.id);
    expect(told?.content).toBe(
      '✅ Google Calendar (you@example.com) is connected. Tock is copying your events there now; `/calendar status` shows how it went.',
    );
    expect(told?.components).toEqual([]);

    await eventReachesGoogle('Picnic in the park', '2031-05-04', '12:00');
  });

  it(
    'keeps the grant and the events across a restart of npm start: the next event arrives, no reconnecting',
    { timeout: 240_000 },
    async () => {
      const { dataDir } = stack;
      const port = Number(new URL(stack.baseUrl).port);
      await stack.stop();
      expect(existsSync(join(dataDir, PROVIDER_STATE_FILE))).toBe(true);
      stack = await startSandboxStack({ dataDir, port, keepDataDir: true });
      // Google still has the event from before…
      expect(await view()).toContain('Picnic in the park');
      // …and still honours the refresh token the bot kept: a new event gets there too.
      await eventReachesGoogle('Concert after the restart', '2031-06-01', '20:00');
      expect(stack.output()).not.toMatch(/invalid_grant|refused the stored credentials/);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxUsers } from '../../infra/local/sandbox/store.js';
import { waitFor } from '../support/local-stack.js';
import { startSandboxStack, type SandboxStack } from '../support/sandbox-stack.js';

/** A newcomer's path in `npm start`'s sandbox: connect "Google", allow, create an event, see it in the stand-in's calendar. */
describe('Sandbox: Google Calendar and Outlook stand-ins', () => {
  let stack: SandboxStack;
  const [alice] = sandboxUsers as [(typeof sandboxUsers)[number]];
  beforeAll(async () => {
    stack = await startSandboxStack();
  }, 120_000);
  afterAll(() => stack?.stop());

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

    await stack.interact({
      kind: 'command',
      userId: alice.id,
      locale: 'en-US',
      view: 'channel',
      name: 'schedule_create',
      options: [
        { name: 'title', type: 3, value: 'Picnic in the park' },
        { name: 'date', type: 3, value: '2031-05-04' },
        { name: 'time', type: 3, value: '12:00' },
        // With its zone: an en-US caller with none is asked for one first.
        { name: 'timezone', type: 3, value: 'UTC' },
      ],
    });
    await waitFor(
      'the event in the stand-in calendar view',
      async () =>
        (await (await fetch(`${stack.baseUrl}/providers/google/view`)).text()).includes(
          'Picnic in the park',
        ),
      20_000,
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { modalSubmit } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** `/calendar connect` for CalDAV is rate limited per user (issue 17, 1(d)): each save makes the sync function call a server. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
let app: ScheduleApp;

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

async function submit(caller: Caller, serverUrl: string): Promise<{ content: string; flags?: number }> {
  const opened = await app.send(command(caller, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]));
  return app.send(modalSubmit(caller, String(opened.data['custom_id']), { server_url: serverUrl, username: 'alice', password: 'app-password' }));
}

describe('/calendar connect rate limit', () => {
  it('saves five connections in 15 minutes, refuses the sixth (saying from when, only to the caller), and counts per user', async () => {
    const alice: Caller = { userId: snowflake() };
    for (let port = 1; port <= 5; port++) expect((await submit(alice, `https://dav${port}.example.com/`)).content).toContain('/calendar status');

    const refused = await submit(alice, 'https://dav6.example.com/');
    expect(refused.flags).toBe(64);
    expect(refused.content).toMatch(/Too many attempts to connect a calendar\. You can try again from <t:\d+:T>/);
    const retryAt = Number(/<t:(\d+):T>/.exec(refused.content)?.[1]);
    expect(retryAt * 1000).toBe(NOW + 15 * 60_000);
    // Nothing was saved by the refused one: the connection is still the fifth server.
    expect((await app.deps.connections.get(alice.userId, 'caldav'))?.target).toBe('https://dav5.example.com/');
    expect((await submit({ ...alice, locale: 'de' }, 'https://dav6.example.com/')).content).toContain('Zu viele Versuche');

    // Another user is not affected; a malformed URL does not use up a try.
    const bob: Caller = { userId: snowflake() };
    for (let i = 0; i < 6; i++) expect((await submit(bob, 'http://169.254.169.254/')).content).toContain('https://');
    expect((await submit(bob, 'https://dav.example.org/')).content).toContain('/calendar status');

    // The window slides: 15 minutes after the first save, one more is allowed.
    app.setNow(NOW + 15 * 60_000 + 1);
    expect((await submit(alice, 'https://dav7.example.com/')).content).toContain('/calendar status');
    app.setNow(NOW);
  });
});

/**
 * The fake Discord in a process of its own (fake-discord-process.ts starts it): its arrival
 * timestamps are then not delayed by the callers' event loop, as Discord's are not.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startFakeDiscord, type FakeDiscordOptions } from './fake-discord.js';
import type { ChildReply, ChildRequest } from './fake-discord-process.js';

const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const options = JSON.parse(process.env['TOCK_FAKE_DISCORD'] ?? '{}') as FakeDiscordOptions;
const discord = await startFakeDiscord(options);
const send = (reply: ChildReply): void => void process.send?.(reply);

process.on('message', (request: ChildRequest) => {
  switch (request.kind) {
    case 'seed':
      send({
        id: request.id,
        kind: 'seeded',
        channels: request.userIds.map((u) => discord.seedDmChannel(u)),
      });
      loopDelay.reset(); // the delay that counts is while requests arrive
      return;
    case 'count':
      send({ id: request.id, kind: 'count', dms: discord.dms.length });
      return;
    case 'record':
      send({
        id: request.id,
        kind: 'record',
        record: {
          dms: discord.dms.map((d) => ({ nonce: String(d.body['nonce']), at: d.at })),
          accepted: discord.accepted,
          dmOpens: discord.dmOpens.length,
          rateLimited: discord.rateLimited,
          loopDelayMaxMs: loopDelay.max / 1e6,
        },
      });
      return;
    case 'close':
      void discord.close().then(() => process.exit(0));
  }
});
send({ id: 0, kind: 'ready', apiBase: discord.apiBase });

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FakeDiscordOptions } from './fake-discord.js';

/** What the fake recorded, as the peak bench reads it. */
export interface FakeDiscordRecord {
  readonly dms: readonly { readonly nonce: string; readonly at: number }[];
  /** Arrival times (epoch ms) of bot requests that passed the global limit. */
  readonly accepted: readonly number[];
  readonly dmOpens: number;
  readonly rateLimited: number;
  /** The longest the fake's own event loop was held (arrivals queued meanwhile get one timestamp). */
  readonly loopDelayMaxMs: number;
}

export type ChildRequest =
  | { readonly id: number; readonly kind: 'seed'; readonly userIds: readonly string[] }
  | { readonly id: number; readonly kind: 'count' | 'record' | 'close' };

export type ChildReply =
  | { readonly id: number; readonly kind: 'ready'; readonly apiBase: string }
  | { readonly id: number; readonly kind: 'seeded'; readonly channels: readonly string[] }
  | { readonly id: number; readonly kind: 'count'; readonly dms: number }
  | { readonly id: number; readonly kind: 'record'; readonly record: FakeDiscordRecord };

export interface FakeDiscordProcess {
  readonly apiBase: string;
  /** The DM channel of each user, as Discord would already have it (a bot that cached them earlier). */
  seedDmChannels(userIds: readonly string[]): Promise<readonly string[]>;
  /** DMs recorded so far. */
  dmCount(): Promise<number>;
  record(): Promise<FakeDiscordRecord>;
  close(): Promise<void>;
}

/**
 * The fake Discord (fake-discord.ts) in a child process: a load test's callers then share no
 * event loop with it, so a pause in theirs cannot bunch the arrival times it enforces the global
 * limit on (Discord's clock is not the bot's either).
 */
export async function startFakeDiscordProcess(
  options: FakeDiscordOptions,
): Promise<FakeDiscordProcess> {
  const child = fork(fileURLToPath(new URL('./fake-discord-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TOCK_FAKE_DISCORD: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (reply: ChildReply) => void>();
  child.on('message', (reply: ChildReply) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  let next = 1;
  const ask = <K extends ChildReply['kind']>(
    request: Omit<ChildRequest, 'id'>,
  ): Promise<Extract<ChildReply, { kind: K }>> => {
    const id = next++;
    return new Promise((resolve) => {
      waiting.set(id, (reply) => resolve(reply as Extract<ChildReply, { kind: K }>));
      child.send({ ...request, id });
    });
  };
  const ready = await new Promise<Extract<ChildReply, { kind: 'ready' }>>((resolve, reject) => {
    waiting.set(0, (reply) => resolve(reply as Extract<ChildReply, { kind: 'ready' }>));
    child.once('exit', (code) => reject(new Error(`fake Discord exited (${code})`)));
  });
  return {
    apiBase: ready.apiBase,
    seedDmChannels: async (userIds) =>
      (await ask<'seeded'>({ kind: 'seed', userIds } as Omit<ChildRequest, 'id'>)).channels,
    dmCount: async () => (await ask<'count'>({ kind: 'count' })).dms,
    record: async () => (await ask<'record'>({ kind: 'record' })).record,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ id: next++, kind: 'close' });
      await exited;
    },
  };
}

/**
 * The real local runtime (`infra/local/main.ts`) as a child process, for e2e tests:
 * signed HTTP in, the fake Discord out. Nothing is stubbed in between.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../infra/local/dynamo-local.js';
import { generateDevKeyPair, signedHeaders, type DevKeyPair } from '../../infra/local/dev-keys.js';
import { TEST_APPLICATION_ID } from './interactions.js';

/** The bot token the stack runs with (give it to the fake Discord to check `Authorization`). */
export const TEST_BOT_TOKEN = 'test-bot-token';
/**
 * The tests' late-answer deadline: long, so a loaded machine does not turn the answers they
 * check into deferrals; the tests of late answers set their own (0 ms: every answer deferred).
 */
export const TEST_INTERACTION_DEADLINE_MS = '60000';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** Environment for the runtime; DISCORD_API_BASE is required so no test ever talks to real Discord. */
export type LocalStackEnv = { readonly DISCORD_API_BASE: string } & Readonly<
  Record<string, string | undefined>
>;

export interface LocalStackOptions {
  /** Reuse a DATA_DIR (restart tests); a fresh temp directory otherwise. */
  readonly dataDir?: string;
  /** Keep DATA_DIR after stop() (to restart on it); by default stop() removes it. */
  readonly keepDataDir?: boolean;
  /** Reuse a key pair (restart tests); a fresh one otherwise. */
  readonly keys?: DevKeyPair;
  readonly startTimeoutMs?: number;
  /** Listen on this port (when the environment must name it, as the sandbox's DISCORD_API_BASE does); a free one otherwise. */
  readonly port?: number;
}

export interface Reply {
  readonly status: number;
  /** Parsed JSON body, or null when the body is not JSON. */
  readonly json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests index into Discord response bodies freely
  readonly text: string;
}

export interface LocalStack {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly keys: DevKeyPair;
  readonly pid: number;
  /** The embedded DynamoDB Local's pid, when the runtime started one. */
  readonly dynamoPid: number | undefined;
  /** Signed `POST /interactions`, as Discord would send it. */
  post(body: unknown): Promise<Reply>;
  /** `POST /interactions` with the given headers and raw body (for bad signatures). */
  postRaw(body: string, headers: Record<string, string>): Promise<Reply>;
  /** Everything the runtime printed so far. */
  output(): string;
  /** Signals the runtime, waits for it to exit, checks it exited 0 leaving no java behind, then removes DATA_DIR unless kept. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A spawned runtime, before it is known to be healthy. */
export interface RuntimeProcess {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
}

/**
 * Spawns `node --import tsx infra/local/main.ts` (one process, so its children are the
 * runtime's own: tsx's CLI would add a wrapper process in between).
 */
export function spawnRuntime(env: Readonly<Record<string, string | undefined>>): RuntimeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: repoRoot,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | string>((r) =>
    child.once('exit', (code, signal) => r(code ?? signal ?? -1)),
  );
  return { child, output: () => out, exited };
}

/** Pids of `pid`'s direct children named `java` (Linux /proc). */
export function javaChildren(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, …
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && name === 'java') found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** True while a process with this pid exists (zombies excluded). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function waitHealthy(
  baseUrl: string,
  runtime: RuntimeProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void runtime.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`The local runtime exited during startup:\n${runtime.output()}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      // SIGKILL skips the runtime's own cleanup, so take its DynamoDB Local down first.
      for (const java of javaChildren(runtime.child.pid ?? -1)) process.kill(java, 'SIGKILL');
      runtime.child.kill('SIGKILL');
      throw new Error(
        `The local runtime was not healthy within ${timeoutMs} ms:\n${runtime.output()}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function toReply(status: number, text: string): Reply {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (e.g. an empty 401 body).
  }
  return { status, json, text };
}

/**
 * Starts the local runtime against the fake Discord at `env.DISCORD_API_BASE` and waits
 * until `/healthz` answers 200. By default it starts its own embedded DynamoDB Local in
 * a temp DATA_DIR; pass DYNAMODB_ENDPOINT (and TABLE_PREFIX) to share one instead.
 */
export async function startLocalStack(
  env: LocalStackEnv,
  options: LocalStackOptions = {},
): Promise<LocalStack> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tock-e2e-'));
  const keys = options.keys ?? generateDevKeyPair();
  // Only PATH and HOME from the parent: a developer's own DISCORD_* or DYNAMODB_* must not leak in.
  const fullEnv: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    DISPATCH_INTERVAL_SECONDS: '1',
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    DISCORD_BOT_TOKEN: TEST_BOT_TOKEN,
    DISCORD_APPLICATION_ID: TEST_APPLICATION_ID,
    INTERACTION_DEADLINE_MS: TEST_INTERACTION_DEADLINE_MS,
    ...env,
  };
  const runtime = spawnRuntime(fullEnv);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(baseUrl, runtime, options.startTimeoutMs ?? 100_000);
  } catch (err) {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const pid = runtime.child.pid ?? -1;
  const bannerPid = /\(pid (\d+)\)/.exec(runtime.output())?.[1];
  const dynamoPid = javaChildren(pid)[0] ?? (bannerPid ? Number(bannerPid) : undefined);

  async function postRaw(body: string, headers: Record<string, string>): Promise<Reply> {
    const res = await fetch(`${baseUrl}/interactions`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    return toReply(res.status, await res.text());
  }

  return {
    baseUrl,
    dataDir,
    keys,
    pid,
    dynamoPid,
    output: runtime.output,
    postRaw,
    post(body) {
      const text = JSON.stringify(body);
      return postRaw(text, signedHeaders(keys.privateKey, text));
    },
    async stop(signal = 'SIGTERM') {
      if (runtime.child.exitCode === null && runtime.child.signalCode === null) {
        runtime.child.kill(signal);
        const timer = setTimeout(() => {
          for (const java of javaChildren(pid)) process.kill(java, 'SIGKILL');
          runtime.child.kill('SIGKILL');
        }, 15_000);
        await runtime.exited;
        clearTimeout(timer);
      }
      const code = await runtime.exited;
      if (code !== 0)
        throw new Error(`The local runtime exited with ${code}:\n${runtime.output()}`);
      if (dynamoPid !== undefined && isAlive(dynamoPid)) {
        throw new Error(`DynamoDB Local (pid ${dynamoPid}) outlived the runtime`);
      }
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns true; fails naming `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

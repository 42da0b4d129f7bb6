/**
 * Structured JSON logs on stdout/stderr (CloudWatch parses them; locally they are greppable).
 * `context` is the spec's (spec-notes.md, Errors and context labels) context label, e.g. `remind` or `schedule_edit:evt_abc`.
 */
import type { Logger } from '../usecases/ports.js';

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const typed = error as Error & { code?: unknown; status?: unknown };
    return {
      error: error.message,
      errorName: error.name,
      ...(typed.code !== undefined ? { code: typed.code } : {}),
      ...(typed.status !== undefined ? { status: typed.status } : {}),
      stack: error.stack,
    };
  }
  return { error: String(error) };
}

export function createLogger(
  base: Record<string, unknown> = {},
  sink: (line: string, isError: boolean) => void = defaultSink,
): Logger {
  return {
    info(message, fields) {
      sink(
        JSON.stringify({
          level: 'info',
          time: new Date().toISOString(),
          ...base,
          message,
          ...fields,
        }),
        false,
      );
    },
    error(context, error, fields) {
      sink(
        JSON.stringify({
          level: 'error',
          time: new Date().toISOString(),
          ...base,
          context,
          ...describe(error),
          ...fields,
        }),
        true,
      );
    },
  };
}

function defaultSink(line: string, isError: boolean): void {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}

/** A logger that keeps lines in memory, for tests that assert what was reported. */
export function memoryLogger(): Logger & { readonly lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({}, (line) =>
    lines.push(JSON.parse(line) as Record<string, unknown>),
  );
  return Object.assign(logger, { lines });
}

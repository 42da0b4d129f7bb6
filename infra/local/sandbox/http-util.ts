import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sandbox request bodies are small JSON documents; anything bigger is a mistake. */
const MAX_BODY_BYTES = 1024 * 1024;

/** A body that is not JSON, or too big: answered 400 by the caller. */
export class BadBody extends Error {}

/** Reads a JSON body; undefined when empty. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadBody('body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadBody('body is not JSON');
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

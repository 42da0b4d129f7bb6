/**
 * A stand-in for the bot's `/interactions` endpoint, for tests of what the sandbox sends: it
 * checks each request's signature as the real endpoint does, keeps what arrived, and answers
 * with what the test says (401 for a bad signature).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyKey } from 'discord-interactions';

/** A server on a free port of 127.0.0.1; resolves with its base URL. */
export async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface Received {
  readonly body: Record<string, unknown>;
  readonly valid: boolean;
}

/**
 * Answers a POST to `/interactions` with `answer(body)` after verifying it against
 * `publicKeyHex`, and keeps it in `received`; any other request goes to `other` (404 without).
 */
export function recordingBot(
  publicKeyHex: string,
  answer: (body: Record<string, unknown>) => unknown,
  other?: (req: IncomingMessage, res: ServerResponse) => void,
): { readonly server: Server; readonly received: Received[] } {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    if (req.url !== '/interactions' || req.method !== 'POST') {
      if (other) other(req, res);
      else res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void verifyKey(
        raw,
        String(req.headers['x-signature-ed25519']),
        String(req.headers['x-signature-timestamp']),
        publicKeyHex,
      ).then((valid) => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        received.push({ body, valid });
        res
          .writeHead(valid ? 200 : 401, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer(body)));
      });
    });
  });
  return { server, received };
}

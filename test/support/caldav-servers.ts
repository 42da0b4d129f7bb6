/**
 * Servers a test starts on loopback to attack or stall the CalDAV client: a scripted CalDAV
 * server (discovery answers and redirects of the test's choosing), a listener that records
 * whatever reaches it (the "internal service" a guard must protect), a server that accepts
 * connections and never answers, and one that answers with a body that never ends. Each stops
 * by itself when closed; the endless body stops after 30 s at the latest. Test-only.
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

export interface TestServer {
  readonly url: string;
  readonly port: number;
  /** Requests that reached it (HTTP servers). */
  readonly seen: Seen[];
  /** TCP connections it accepted. */
  connections(): number;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

async function listen(
  server: ReturnType<typeof createHttpServer> | ReturnType<typeof createNetServer>,
  sockets: Set<Socket>,
): Promise<{ port: number; close: () => Promise<void> }> {
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An HTTP server on 127.0.0.1 answering with `handler` (default: 404), recording every request. */
export async function startHttpServer(
  handler: Handler = (_req, _body, res) => res.writeHead(404).end(),
): Promise<TestServer> {
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      handler(req, body, res);
    });
  });
  server.on('connection', () => accepted++);
  const { port, close } = await listen(server, sockets);
  return { url: `http://127.0.0.1:${port}/`, port, seen, connections: () => accepted, close };
}

/** Accepts TCP connections and never says a word. */
export async function startSilentServer(): Promise<TestServer> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createNetServer((socket) => {
    accepted++;
    socket.on('error', () => undefined);
  });
  const { port, close } = await listen(server, sockets);
  return { url: `http://127.0.0.1:${port}/`, port, seen: [], connections: () => accepted, close };
}

/** Answers every request with 207 and a body that never ends (64 KiB chunks, as fast as it is read), for 30 s at most. */
export async function startEndlessServer(): Promise<TestServer> {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return startHttpServer((_req, _body, res) => {
    res.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' });
    const until = Date.now() + 30_000;
    const pump = () => {
      while (!res.destroyed && Date.now() < until)
        if (!res.write(chunk)) return void res.once('drain', pump);
      res.destroy();
    };
    pump();
  });
}

const xml = (inner: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${inner}</d:multistatus>`;
const response = (href: string, prop: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop>${prop}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;

export interface ScriptedCaldav {
  /** What `/.well-known/caldav` answers: a status and a Location, or 404. */
  readonly wellKnown?: { status: number; location: string };
  /** The current-user-principal href it hands out (default `/principals/alice/`). */
  readonly principal?: string;
  /** The calendar-home-set href (default `/calendars/alice/`). */
  readonly home?: string;
  /** The href of the one event calendar in the home (default `/calendars/alice/tock/`). */
  readonly calendar?: string;
  /** What a PUT gets: a status and a Location (default 201). */
  readonly put?: { status: number; location?: string };
}

/** A CalDAV server that follows a script: what discovery finds, and where it sends the client. */
export async function startScriptedCaldav(script: ScriptedCaldav): Promise<TestServer> {
  const principal = script.principal ?? '/principals/alice/';
  const home = script.home ?? '/calendars/alice/';
  const calendar = script.calendar ?? '/calendars/alice/tock/';
  return startHttpServer((req, body, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const multistatus = (inner: string) =>
      res.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' }).end(xml(inner));
    if (path.startsWith('/.well-known/')) {
      if (script.wellKnown)
        return void res
          .writeHead(script.wellKnown.status, { location: script.wellKnown.location })
          .end();
      return void res.writeHead(404).end();
    }
    if (req.method === 'PUT') {
      const put = script.put ?? { status: 201 };
      return void res.writeHead(put.status, put.location ? { location: put.location } : {}).end();
    }
    if (req.method !== 'PROPFIND') return void res.writeHead(405).end();
    if (body.includes('current-user-principal'))
      return void multistatus(
        response(
          path,
          `<d:current-user-principal><d:href>${principal}</d:href></d:current-user-principal>`,
        ),
      );
    if (body.includes('calendar-home-set'))
      return void multistatus(
        response(path, `<c:calendar-home-set><d:href>${home}</d:href></c:calendar-home-set>`),
      );
    if (body.includes('supported-report-set'))
      return void multistatus(response(path, '<d:supported-report-set/>'));
    return void multistatus(
      response(path, '<d:resourcetype><d:collection/></d:resourcetype>') +
        response(
          calendar,
          '<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Tock</d:displayname><c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>',
        ),
    );
  });
}

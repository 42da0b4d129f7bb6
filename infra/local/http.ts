import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { publicPageMethods } from '../../shared/public-paths.js';

/** A Function URL Lambda's signature (interactions, public pages): an event in, a result out. */
export type FunctionUrlHandler = (
  event: LambdaFunctionURLEvent,
) => Promise<LambdaFunctionURLResult>;

/** What `GET /healthz` reports; `ok` false answers 503. */
export interface Health {
  readonly ok: boolean;
  readonly dispatcherRunning: boolean;
  readonly lastPassAt: number | undefined;
}

export interface LocalHttpOptions {
  /** The interactions function's handler; undefined until imported (after the environment is final): 503 meanwhile. */
  readonly handler: () => FunctionUrlHandler | undefined;
  /** The public pages function's handler (`/tz`, `/calendar/…`, `/oauth/…`), likewise. */
  readonly pages: () => FunctionUrlHandler | undefined;
  readonly health: () => Health;
  /** Called when the handler throws; Lambda would answer 502 and log, so do we. */
  readonly onError?: (error: unknown) => void;
  /** Extra routes (the sandbox's, in sandbox mode), tried before the 404; true when served. */
  readonly extraRoutes?: () =>
    ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>) | undefined;
}

/** Function URLs reject request bodies over 6 MB; Discord's are a few KB. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parts of an HTTP request a Function URL event is made of. */
export interface RequestParts {
  readonly method: string;
  /** Path with optional query string, e.g. `/interactions?x=1`. */
  readonly url: string;
  /** Header names in any case; repeated headers as arrays. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body: string;
  readonly sourceIp?: string;
  readonly protocol?: string;
}

/**
 * Builds the event a Lambda Function URL would deliver (payload format 2.0): lower-case
 * header names, repeated headers joined with commas, cookies apart, body as text.
 *
 * @see https://docs.aws.amazon.com/lambda/latest/dg/urls-invocation.html#urls-payloads
 */
export function buildFunctionUrlEvent(
  parts: RequestParts,
  now: number = Date.now(),
): LambdaFunctionURLEvent {
  const url = new URL(parts.url, 'http://localhost');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [rawName, value] of Object.entries(parts.headers)) {
    if (value === undefined) continue;
    const name = rawName.toLowerCase();
    const joined = typeof value === 'string' ? value : value.join(',');
    if (name === 'cookie') cookies.push(...joined.split(/;\s*/));
    else headers[name] = joined;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(cookies.length > 0 ? { cookies } : {}),
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: 'anonymous',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: parts.method,
        path: url.pathname,
        protocol: parts.protocol ?? 'HTTP/1.1',
        sourceIp: parts.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    ...(parts.body.length > 0 ? { body: parts.body } : {}),
    isBase64Encoded: false,
  };
}

/** The Function URL event for a Node request whose body has been read. */
export function toFunctionUrlEvent(req: IncomingMessage, body: string): LambdaFunctionURLEvent {
  return buildFunctionUrlEvent({
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: req.headers,
    body,
    protocol: `HTTP/${req.httpVersion}`,
    ...(req.socket.remoteAddress ? { sourceIp: req.socket.remoteAddress } : {}),
  });
}

/**
 * Writes a handler result back as Function URLs do: a bare string (or object) is a 200
 * JSON body; a structured result gives status, headers and body.
 */
export function writeFunctionUrlResult(res: ServerResponse, result: LambdaFunctionURLResult): void {
  if (
    typeof result !== 'object' ||
    result === null ||
    !('statusCode' in result || 'body' in result)
  ) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ?? '';
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

const INTERACTIONS_METHODS: readonly string[] = ['POST'];

/**
 * The local stand-in for both Function URLs on one port: `POST /interactions` runs the exact
 * interactions handler; `/tz`, `/calendar/…` and `/oauth/…` run the exact public pages handler;
 * `GET /healthz` reports readiness, then the extra routes; everything else is 404.
 */
export function createLocalHttpServer(options: LocalHttpOptions): Server {
  return createServer((req, res) => {
    void route(req, res, options);
  });
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  options: LocalHttpOptions,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  try {
    if (path === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      const h = options.health();
      json(res, h.ok ? 200 : 503, {
        status: h.ok ? 'ok' : 'starting',
        dispatcherRunning: h.dispatcherRunning,
        lastPassAt: h.lastPassAt ?? null,
      });
      return;
    }
    // The Function URLs' routes: interactions on one, the public pages on the other.
    const pages = publicPageMethods(path);
    const allowed = path === '/interactions' ? INTERACTIONS_METHODS : pages;
    if (!allowed) {
      if (await options.extraRoutes?.()?.(req, res)) return;
      json(res, 404, { message: 'Not found' });
      return;
    }
    if (!allowed.includes(req.method ?? '')) {
      res.setHeader('allow', allowed.join(', '));
      json(res, 405, { message: 'Method not allowed' });
      return;
    }
    const handler = pages ? options.pages() : options.handler();
    if (!handler) {
      json(res, 503, { message: 'Starting' });
      return;
    }
    const body = await readBody(req);
    writeFunctionUrlResult(res, await handler(toFunctionUrlEvent(req, body)));
  } catch (err) {
    if (err instanceof BodyTooLarge) {
      json(res, 413, { message: 'Request too large' });
      return;
    }
    options.onError?.(err);
    // What a Function URL answers when the function itself fails.
    if (!res.headersSent) json(res, 502, { message: 'Internal Server Error' });
    else res.end();
  }
}

/**
 * The one fetch every CalDAV call goes through, tsdav's discovery included (issue 17, item 1;
 * docs/decisions.md, "CalDAV outbound calls"):
 * - every URL must be on the configured server's site (same scheme and port, same host or same
 *   registrable domain), so principal, home, calendar and object hrefs a server returns, and
 *   the redirects it sends, cannot point anywhere else;
 * - the host is resolved (all addresses) and refused unless every address is public; the
 *   connection then goes to exactly those addresses (a `lookup` on the undici Agent), so a
 *   second DNS answer cannot rebind it; TLS still verifies the host name;
 * - redirects are never followed by the transport: 301/302/307/308 are followed here, at most
 *   MAX_REDIRECTS times, each target checked as above, with the same method and body; a 303 is
 *   followed only for GET/HEAD and otherwise handed back, so a PUT never becomes a GET elsewhere;
 * - http and loopback/private addresses only with the local runtime's CALDAV_ALLOW_LOCAL.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { getDomain } from 'tldts';
import { Agent, fetch as undiciFetch } from 'undici';
import { isLocalhostName } from '../domain/caldav-server-url.js';
import { addressAllowed, addressClass } from '../../domain/network-address.js';
import { limitedFetch, ProviderCallError, type ProviderCallLimits } from './outbound.js';

/** All addresses of a host name, as `dns.lookup(name, { all: true })` gives them. */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface CaldavNetwork {
  /** The local runtime's setting (CALDAV_ALLOW_LOCAL): http, loopback and private networks allowed. Never set in AWS. */
  readonly allowLocal: boolean;
  /** Tests inject names; the system resolver otherwise. */
  readonly resolve?: Resolver;
  readonly limits?: ProviderCallLimits;
  /** The connection's time budget for this invocation (see limitedFetch). */
  readonly budget?: AbortSignal;
}

export const MAX_REDIRECTS = 3;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The addresses to connect to, when every address the name has may be called. */
export async function allowedAddresses(
  hostname: string,
  network: Pick<CaldavNetwork, 'allowLocal' | 'resolve'>,
): Promise<LookupAddress[]> {
  const addresses = [...(await (network.resolve ?? systemResolver)(hostname))];
  // One refused address refuses the name: a server cannot pick, per connection, which of its answers we use.
  if (
    addresses.length === 0 ||
    addresses.some((a) => !addressAllowed(addressClass(a.address), network.allowLocal))
  ) {
    throw new ProviderCallError('refused', 'the server resolves to an address Tock does not call');
  }
  return addresses;
}

type LookupCallback = (
  err: Error | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** An undici Agent whose connections go only to addresses checked when they are opened. */
function pinnedAgent(network: CaldavNetwork): Agent {
  const lookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    allowedAddresses(hostname, network).then(
      (addresses) =>
        options.all
          ? callback(null, addresses)
          : callback(null, addresses[0]?.address ?? '', addresses[0]?.family),
      (err: Error) => callback(err, []),
    );
  };
  return new Agent({ connect: { lookup } as never });
}

/** Agents for the system resolver, one per setting, shared so connections are reused across pushes. */
const sharedAgents = new Map<boolean, Agent>();

function agentFor(network: CaldavNetwork): Agent {
  if (network.resolve) return pinnedAgent(network);
  let agent = sharedAgents.get(network.allowLocal);
  if (!agent) sharedAgents.set(network.allowLocal, (agent = pinnedAgent(network)));
  return agent;
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** Same scheme and port, and the same host or registrable domain (caldav.icloud.com → p42-caldav.icloud.com). */
export function sameSite(url: URL, server: URL): boolean {
  if (url.protocol !== server.protocol || effectivePort(url) !== effectivePort(server))
    return false;
  if (url.hostname === server.hostname) return true;
  const domain = getDomain(url.hostname, { allowPrivateDomains: true });
  return domain !== null && domain === getDomain(server.hostname, { allowPrivateDomains: true });
}

/** Refuses (throws) a URL before any connection: scheme, credentials, site, and address literals (names are checked at connect time). */
export function checkTarget(url: URL, server: URL, allowLocal: boolean): void {
  const refuse = (why: string) => {
    throw new ProviderCallError('refused', why);
  };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowLocal)) refuse('not https');
  if (url.username || url.password) refuse('credentials in the URL');
  if (!sameSite(url, server)) refuse('not on the configured server');
  const cls = addressClass(url.hostname);
  if (
    cls !== 'invalid'
      ? !addressAllowed(cls, allowLocal)
      : isLocalhostName(url.hostname) && !allowLocal
  )
    refuse('an address Tock does not call');
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function urlOf(input: Parameters<typeof fetch>[0]): URL {
  return new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
}

/** The guarded fetch for one CalDAV server (its URL as the user configured it), with the provider call limits. */
export function caldavFetch(serverUrl: string, network: CaldavNetwork): typeof fetch {
  const server = URL.canParse(serverUrl) ? new URL(serverUrl) : null;
  const agent = agentFor(network);

  async function hop(url: URL, init: RequestInit, hops: number): Promise<Response> {
    if (!server) throw new ProviderCallError('refused', 'no valid server URL');
    checkTarget(url, server, network.allowLocal);
    let res: Response;
    try {
      res = (await undiciFetch(url, {
        ...(init as object),
        redirect: 'manual',
        dispatcher: agent,
      })) as unknown as Response;
    } catch (err) {
      const inner = (err as { cause?: unknown }).cause;
      throw inner instanceof ProviderCallError ? inner : err;
    }
    // tsdav's service discovery asks for redirects by hand and requests the target itself (checked then).
    if (init.redirect === 'manual' || !REDIRECTS.has(res.status)) return res;
    const location = res.headers.get('location');
    const method = (init.method ?? 'GET').toUpperCase();
    if (!location || (res.status === 303 && method !== 'GET' && method !== 'HEAD')) return res;
    if (hops >= MAX_REDIRECTS) throw new ProviderCallError('refused', 'too many redirects');
    await res.body?.cancel().catch(() => undefined);
    const next = new URL(location, url);
    return hop(next, res.status === 303 ? { ...init, method: 'GET', body: null } : init, hops + 1);
  }

  const guarded = ((input: Parameters<typeof fetch>[0], init: RequestInit = {}) =>
    hop(urlOf(input), init, 0)) as typeof fetch;
  return limitedFetch(guarded, network.limits, network.budget);
}

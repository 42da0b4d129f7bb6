/**
 * Connecting Google Calendar or Outlook (docs/decisions.md, "Calendar sync"): OAuth 2.0
 * authorization code with PKCE (S256) and a `state` that is bound to the Discord user who ran
 * `/calendar connect`, expires after 10 minutes, and is used once.
 *
 * 1. `beginAuthorization` (the command): a random state (stored as its SHA-256 hash, with the
 *    user, provider, PKCE verifier, redirect URI and expiry); the reply's link is
 *    `/oauth/start?state=…` on the bot's own URL.
 * 2. `describeAuthorization` (`GET /oauth/start`): a page naming the Discord account and the
 *    provider, with a button; nothing is bound and nobody is redirected by opening the link, so
 *    a link someone else sent cannot connect a calendar without its reader agreeing to connect
 *    it to *that* account.
 * 3. `startAuthorization` (`POST /oauth/start`, the button; only from the bot's own origin):
 *    the first browser to press it is bound to the state with a random cookie, then sent to
 *    the provider's consent page. Pressed again in that browser it works; in another it does not.
 * 4. `finishAuthorization` (`GET /oauth/callback`): the state must exist (else foreign), be
 *    unused (else replayed), unexpired, and come back in the browser bound to it; the code is
 *    exchanged (with the verifier), the account's email read, the refresh token sealed, and
 *    the connection saved as `checking` with that email as its label: the sync function
 *    confirms it and copies the user's events.
 */
import type { OAuthProvider } from '../providers/oauth-providers.js';
import type { ConnectionStore } from './calendar-ports.js';
import type { Sealer } from './calendar-connect.js';
import { hashToken, newToken } from './calendar-feed.js';
import { credentialContext } from './cipher.js';

/** decisions.md: the state expires in 10 minutes. */
export const STATE_TTL_MS = 10 * 60_000;

export interface PendingAuthorization {
  readonly userId: string;
  readonly provider: OAuthProvider;
  /** The caller's Discord handle as the start page shows it (`@username`); '' when unknown. */
  readonly userName: string;
  /** The caller's Discord locale: the pages after consent speak it. */
  readonly locale: string;
  readonly verifier: string;
  readonly redirectUri: string;
  readonly expiresAt: number;
  /** SHA-256 of the cookie `/oauth/start` gave the first browser; null until then. */
  readonly browser: string | null;
  readonly usedAt: number | null;
  /**
   * The `/calendar connect` interaction whose reply carries the link: once connected, that reply
   * says so in Discord (its token works 15 minutes, longer than the state's 10). Null when unknown.
   */
  readonly reply: InteractionReply | null;
}

/** Where an interaction's original reply can be edited: Discord's webhook for the application and token. */
export interface InteractionReply {
  readonly applicationId: string;
  readonly token: string;
}

export interface OAuthStateStore {
  put(stateHash: string, pending: PendingAuthorization): Promise<void>;
  get(stateHash: string): Promise<PendingAuthorization | null>;
  /** Records the browser if none is recorded yet; true when this call recorded it. */
  bind(stateHash: string, browserHash: string): Promise<boolean>;
  /** Marks the state used if it is not yet; true when this call marked it (exactly one caller wins). */
  use(stateHash: string, at: number): Promise<boolean>;
}

/** The provider side, through oauth4webapi (shared/calendar/adapters/oauth-client.ts). */
export interface OAuthFlows {
  /** The consent page URL (PKCE S256 challenge computed from the verifier); null when the provider is not configured. */
  authorizationUrl(
    provider: OAuthProvider,
    input: { state: string; verifier: string; redirectUri: string },
  ): Promise<string | null>;
  /** The origin of the provider's consent page (the start page's form may lead there); null when not configured. */
  consentOrigin(provider: OAuthProvider): Promise<string | null>;
  /** Validates the callback's parameters for `state`, exchanges the code and reads the account's email. */
  exchange(
    provider: OAuthProvider,
    input: { callback: URL; state: string; verifier: string; redirectUri: string },
  ): Promise<ExchangeResult>;
}

export type ExchangeResult =
  | { readonly ok: true; readonly refreshToken: string; readonly account: string }
  | { readonly ok: false; readonly error: 'denied' | 'failed' };

type LinkProblem =
  'unknown' | 'expired' | 'replayed' | 'other_browser' | 'unavailable' | 'cross_site';

/** What `GET /oauth/start` shows: the confirmation, or why the link does not work. */
export type DescribeOutcome =
  | {
      readonly kind: 'confirm';
      readonly provider: OAuthProvider;
      readonly userName: string;
      readonly locale: string;
    }
  | { readonly kind: LinkProblem; readonly locale: string | null };

export type StartOutcome =
  | {
      readonly kind: 'redirect';
      readonly url: string;
      readonly cookieName: string;
      readonly cookie: string | null;
      readonly locale: string;
    }
  | { readonly kind: LinkProblem; readonly locale: string | null };

export type FinishOutcome =
  | {
      readonly kind: 'connected';
      readonly provider: OAuthProvider;
      readonly locale: string;
      readonly userId: string;
      readonly userName: string;
      readonly account: string;
      readonly reply: InteractionReply | null;
    }
  | { readonly kind: 'unknown'; readonly locale: null }
  | {
      readonly kind: 'expired' | 'replayed' | 'other_browser' | 'denied' | 'failed' | 'unavailable';
      readonly locale: string;
    };

const STATE_RE = /^[A-Za-z0-9_-]{43}$/;

/** The browser cookie's name for a state: one per authorization, so two at once do not collide. */
export function cookieNameFor(state: string): string {
  return `tock_oauth_${hashToken(state).slice(0, 16)}`;
}

export async function beginAuthorization(
  deps: { oauthStates: OAuthStateStore },
  input: {
    userId: string;
    userName: string;
    provider: OAuthProvider;
    locale: string;
    origin: string;
    now: number;
    reply?: InteractionReply;
  },
): Promise<{ startUrl: string; expiresAt: number }> {
  const state = newToken();
  const expiresAt = input.now + STATE_TTL_MS;
  await deps.oauthStates.put(hashToken(state), {
    userId: input.userId,
    userName: input.userName,
    provider: input.provider,
    locale: input.locale,
    // RFC 7636: 43 characters of the unreserved set (32 random bytes, base64url).
    verifier: newToken(),
    redirectUri: `${input.origin}/oauth/callback`,
    expiresAt,
    browser: null,
    usedAt: null,
    reply: input.reply ?? null,
  });
  return { startUrl: `${input.origin}/oauth/start?state=${state}`, expiresAt };
}

/** A state from a start link that can still be used, or why not. */
async function usable(
  deps: { oauthStates: OAuthStateStore },
  state: string | undefined,
  now: number,
): Promise<
  | { hash: string; pending: PendingAuthorization }
  | { kind: 'unknown' | 'replayed' | 'expired'; locale: string | null }
> {
  if (!STATE_RE.test(state ?? '')) return { kind: 'unknown', locale: null };
  const hash = hashToken(state ?? '');
  const pending = await deps.oauthStates.get(hash);
  if (!pending) return { kind: 'unknown', locale: null };
  if (pending.usedAt !== null) return { kind: 'replayed', locale: pending.locale };
  if (pending.expiresAt <= now) return { kind: 'expired', locale: pending.locale };
  return { hash, pending };
}

/** `GET /oauth/start`: which Discord account and provider the link connects; binds nothing. */
export async function describeAuthorization(
  deps: { oauthStates: OAuthStateStore },
  input: { state: string | undefined; now: number },
): Promise<DescribeOutcome> {
  const found = await usable(deps, input.state, input.now);
  if ('kind' in found) return found;
  const { pending } = found;
  return {
    kind: 'confirm',
    provider: pending.provider,
    userName: pending.userName || pending.userId,
    locale: pending.locale,
  };
}

/**
 * `POST /oauth/start`: the button of the start page. `fromOrigin` says whether the request came
 * from a page of the given origin (the browser's `Origin`): only the bot's own page may press it.
 */
export async function startAuthorization(
  deps: { oauthStates: OAuthStateStore; flows: OAuthFlows },
  input: {
    state: string | undefined;
    cookies: Readonly<Record<string, string>>;
    fromOrigin: (origin: string) => boolean;
    now: number;
  },
): Promise<StartOutcome> {
  const state = input.state ?? '';
  const found = await usable(deps, state, input.now);
  if ('kind' in found) return found;
  const { hash, pending } = found;
  const { locale } = pending;
  if (!input.fromOrigin(new URL(pending.redirectUri).origin)) return { kind: 'cross_site', locale };
  const cookieName = cookieNameFor(state);
  let cookie: string | null = null;
  const held = input.cookies[cookieName];
  if (!(held && pending.browser === hashToken(held))) {
    cookie = newToken();
    if (!(await deps.oauthStates.bind(hash, hashToken(cookie))))
      return { kind: 'other_browser', locale };
  }
  const url = await deps.flows.authorizationUrl(pending.provider, {
    state,
    verifier: pending.verifier,
    redirectUri: pending.redirectUri,
  });
  if (!url) return { kind: 'unavailable', locale };
  return { kind: 'redirect', url, cookieName, cookie, locale };
}

export async function finishAuthorization(
  deps: {
    oauthStates: OAuthStateStore;
    flows: OAuthFlows;
    connections: ConnectionStore;
    sealer: Sealer | null;
  },
  input: { callback: URL; cookies: Readonly<Record<string, string>>; now: number },
): Promise<FinishOutcome> {
  const state = input.callback.searchParams.get('state') ?? '';
  if (!STATE_RE.test(state)) return { kind: 'unknown', locale: null };
  const hash = hashToken(state);
  const pending = await deps.oauthStates.get(hash);
  if (!pending) return { kind: 'unknown', locale: null };
  const { locale } = pending;
  // Used once, whatever happens next: a second callback with this state is a replay.
  if (pending.usedAt !== null || !(await deps.oauthStates.use(hash, input.now)))
    return { kind: 'replayed', locale };
  if (pending.expiresAt <= input.now) return { kind: 'expired', locale };
  const cookie = input.cookies[cookieNameFor(state)];
  if (!cookie || pending.browser !== hashToken(cookie)) return { kind: 'other_browser', locale };
  if (!deps.sealer) return { kind: 'unavailable', locale };
  const result = await deps.flows.exchange(pending.provider, {
    callback: input.callback,
    state,
    verifier: pending.verifier,
    redirectUri: pending.redirectUri,
  });
  if (!result.ok) return { kind: result.error, locale };
  const sealed = await deps.sealer.seal(
    JSON.stringify({ refreshToken: result.refreshToken }),
    credentialContext(pending.userId, pending.provider),
  );
  await deps.connections.put({
    userId: pending.userId,
    provider: pending.provider,
    sealed,
    target: '',
    // The account the user signed in to: shown in /calendar status.
    label: result.account,
    connectedAt: new Date(input.now).toISOString(),
    lastSuccessAt: null,
    authFailedAt: null,
    status: 'checking',
    reason: null,
  });
  return {
    kind: 'connected',
    provider: pending.provider,
    locale,
    userId: pending.userId,
    userName: pending.userName || pending.userId,
    account: result.account,
    reply: pending.reply,
  };
}

/**
 * What a calendar provider is, in one place per provider (docs/extending.md, "A new calendar
 * provider"): how a user connects it, how its credentials are kept, whether the grant can be
 * revoked, its limits and, for OAuth providers, the server and what Tock asks of it. Pure data
 * and pure functions of config: every bundle that lists providers loads the descriptors, so an
 * OAuth provider's server details are a file of their own it imports on first use, and the
 * client each provider needs lives in its adapter (shared/calendar/adapters/provider-adapters.ts),
 * loaded only by the sync function.
 */
import type { Config } from '../../config.js';
import type { RateLimitRule } from '../../domain/rate-limit.js';

export interface OAuthEndpoints {
  readonly issuer: string;
  readonly authorization: string;
  readonly token: string;
  /** RFC 7009 revocation; Microsoft offers none for a single refresh token. */
  readonly revocation?: string;
  /** The calendar API's base (Google Calendar v3, Microsoft Graph v1.0). */
  readonly api: string;
  /** Where the signed-in account's email is read (Google's OpenID userinfo, Graph's `/me`). */
  readonly userinfo: string;
  /** Space-separated scopes: events only, the account's email, plus what a refresh token needs. */
  readonly scope: string;
  /**
   * Extra authorization request parameters. Google: a refresh token, and consent every time so
   * it is always issued. Microsoft: `prompt=select_account`, so a browser already signed in to
   * Microsoft is never connected silently: the user always sees, and picks, the account.
   */
  readonly extra: Readonly<Record<string, string>>;
}

/** The fields of a userinfo answer an OAuth provider may carry the account's email in. */
export interface AccountIdentity {
  readonly email?: string | undefined;
  readonly mail?: string | null | undefined;
  readonly userPrincipalName?: string | undefined;
}

/**
 * An OAuth provider's servers and what Tock asks them for: in a file of its own beside the
 * descriptor, imported on first use (only the OAuth pages and the sync function use it).
 */
export interface OAuthServer {
  /** The endpoints: the real servers, or the local stand-ins under `standIn` (sandbox and tests). */
  readonly endpoints: (
    standIn: string | undefined,
    config: Pick<Config, 'MICROSOFT_TENANT'>,
  ) => OAuthEndpoints;
  /** Query parameters added to the userinfo request. */
  readonly userinfoQuery?: Readonly<Record<string, string>>;
  /** The account's email in the userinfo answer. */
  readonly emailOf: (identity: AccountIdentity) => string | null | undefined;
  /**
   * True when the issuer has no single value (Microsoft's multi-tenant endpoints: it is the
   * signing-in user's tenant), so the callback's `iss` is not checked against it; the state
   * already binds the response to the provider it was sent to (RFC 9207's purpose).
   */
  readonly issuerVaries?: (issuer: string) => boolean;
}

/** How Tock talks to an OAuth 2.0 provider (authorization code with PKCE, refresh tokens). */
export interface OAuthSpec {
  /** The operator's registered client: id and secret, from config; an unset id hides the provider. */
  readonly client: (
    config: Config,
  ) => readonly [clientId: string | undefined, clientSecret: string | undefined];
  /** The calendar a new connection pushes to (the account's own). */
  readonly defaultTarget: string;
  /** Its servers (`<id>-oauth.ts`). */
  readonly server: () => Promise<OAuthServer>;
}

/** A calendar a user connects, to which the sync function pushes every event. */
export interface ConnectedProvider<Id extends string = string> {
  readonly id: Id;
  /** The `/calendar connect` choice's English name (the catalogs localize it). */
  readonly name: string;
  /**
   * How it connects, and so what the connection's sealed credentials hold (sealed with the user
   * and provider as context; opened only in the sync function): `oauth`, a refresh token from
   * the consent flow (`oauth` below); `caldav`, the server URL, user name and app password the
   * user types.
   */
  readonly connect: 'oauth' | 'caldav';
  /** The spec's provider key (decisions.md): provider_a = Google, provider_b = Microsoft, provider_c = CalDAV. */
  readonly specKey: string;
  /** Whether Tock can give the grant up at the provider when the user disconnects. */
  readonly revocable: boolean;
  readonly limits?: {
    /** Time for this connection's calls in one sync invocation (default CONNECTION_BUDGET_MS); the rest goes to the retry path. */
    readonly connectionBudgetMs?: number;
    /** Checks of new credentials per user (each one calls a server the user typed). */
    readonly checkRate?: RateLimitRule;
  };
  readonly oauth?: OAuthSpec;
}

/**
 * A calendar app that subscribes to Tock (the private ICS feed): it connects with a random
 * token in the URL, stored only as its SHA-256 hash; no credentials of theirs are kept.
 */
export interface SubscribedProvider<Id extends string = string> {
  readonly id: Id;
  readonly connect: 'feed';
  readonly limits: {
    /** How long a `/schedule_export` download link works. */
    readonly exportLinkMs: number;
  };
}

/** Each connection's time per sync invocation, unless its descriptor says otherwise. */
export const CONNECTION_BUDGET_MS = 8_000;

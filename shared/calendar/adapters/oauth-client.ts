/**
 * OAuth 2.0 with the providers through oauth4webapi (RFC 6749, PKCE RFC 7636, revocation
 * RFC 7009): the consent URL, the code exchange, refreshing an access token, revoking a token.
 * Tokens never leave these functions except in their results; errors carry no token.
 */
import * as oauth from 'oauth4webapi';
import * as z from 'zod/mini';
import type { OAuthClientConfig } from '../providers/oauth-providers.js';

/** A code exchanged: the refresh token to keep, and the access token that reads the account's email once. */
export type CodeExchange =
  | { readonly ok: true; readonly refreshToken: string; readonly accessToken: string }
  | { readonly ok: false; readonly error: 'denied' | 'failed'; readonly reason?: string };

function server(cfg: OAuthClientConfig): oauth.AuthorizationServer {
  return {
    issuer: cfg.issuer,
    authorization_endpoint: cfg.authorization,
    token_endpoint: cfg.token,
    ...(cfg.revocation ? { revocation_endpoint: cfg.revocation } : {}),
  };
}

function options(
  cfg: OAuthClientConfig,
  fetchImpl: typeof fetch,
): oauth.TokenEndpointRequestOptions {
  return { [oauth.allowInsecureRequests]: cfg.insecure, [oauth.customFetch]: fetchImpl };
}

function auth(cfg: OAuthClientConfig): oauth.ClientAuth {
  if (!cfg.clientSecret) throw new Error(`${cfg.provider}: OAuth client secret is not configured`);
  return oauth.ClientSecretPost(cfg.clientSecret);
}

/** The provider's consent page for this authorization (response_type=code, S256 challenge). */
export async function authorizationUrl(
  cfg: OAuthClientConfig,
  input: { state: string; verifier: string; redirectUri: string },
): Promise<string> {
  const url = new URL(cfg.authorization);
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', cfg.scope);
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(input.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  for (const [k, v] of Object.entries(cfg.extra)) url.searchParams.set(k, v);
  return url.href;
}

/**
 * Validates the callback (state, issuer when sent, an `error` such as access_denied) and
 * exchanges the code with the PKCE verifier. A response without a refresh token is a failure:
 * without one nothing can be pushed later.
 */
export async function exchangeCode(
  cfg: OAuthClientConfig,
  input: { callback: URL; state: string; verifier: string; redirectUri: string },
  fetchImpl: typeof fetch = fetch,
): Promise<CodeExchange> {
  const as = server(cfg);
  const client: oauth.Client = { client_id: cfg.clientId };
  let params: URLSearchParams;
  // An issuer without a single value (Microsoft's multi-tenant endpoints: the signing-in user's
  // tenant) cannot be checked against one `iss`; the state already binds the response to the
  // provider it was sent to (RFC 9207's purpose).
  const callback = new URL(input.callback);
  if (cfg.issuerVaries?.(cfg.issuer)) callback.searchParams.delete('iss');
  try {
    params = oauth.validateAuthResponse(as, client, callback, input.state);
  } catch (err) {
    if (err instanceof oauth.AuthorizationResponseError)
      return {
        ok: false,
        error: err.error === 'access_denied' ? 'denied' : 'failed',
        reason: err.error,
      };
    return { ok: false, error: 'failed', reason: (err as Error).message };
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth(cfg),
      params,
      input.redirectUri,
      input.verifier,
      options(cfg, fetchImpl),
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    if (!tokens.refresh_token) return { ok: false, error: 'failed', reason: 'no refresh token' };
    return { ok: true, refreshToken: tokens.refresh_token, accessToken: tokens.access_token };
  } catch (err) {
    return {
      ok: false,
      error: 'failed',
      reason: err instanceof oauth.ResponseBodyError ? err.error : (err as Error).name,
    };
  }
}

/** Google's OpenID userinfo (`email` with the userinfo.email scope); Graph's `/me` (`mail`, else `userPrincipalName`, with User.Read). */
const identitySchema = z.looseObject({
  email: z.optional(z.string()),
  mail: z.optional(z.nullable(z.string())),
  userPrincipalName: z.optional(z.string()),
});
const IDENTITY_TIMEOUT_MS = 10_000;
const IDENTITY_MAX_BYTES = 64 * 1024;

/**
 * The email of the account a token acts for, to show the user which account they connected;
 * null when the provider does not say (or does not answer in time).
 * @see https://developers.google.com/identity/openid-connect/openid-connect#obtainuserinfo
 * @see https://learn.microsoft.com/en-us/graph/api/user-get
 */
export async function accountEmail(
  cfg: OAuthClientConfig,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const url = new URL(cfg.userinfo);
  for (const [name, value] of Object.entries(cfg.userinfoQuery ?? {}))
    url.searchParams.set(name, value);
  try {
    const res = await fetchImpl(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await res.text();
    if (!res.ok || text.length > IDENTITY_MAX_BYTES) return null;
    const parsed = identitySchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const email = cfg.emailOf(parsed.data);
    return email && email.length <= 320 ? email : null;
  } catch {
    return null;
  }
}

export type RefreshResult =
  | {
      readonly ok: true;
      readonly accessToken: string;
      readonly expiresAt: number;
      readonly refreshToken: string | undefined;
    }
  /** `invalid`: the provider refused the refresh token (revoked, expired): the user must connect again. */
  | { readonly ok: false; readonly kind: 'invalid' | 'transient'; readonly reason: string };

/** A new access token for the refresh token; Microsoft also returns a new refresh token. */
export async function refreshAccessToken(
  cfg: OAuthClientConfig,
  refreshToken: string,
  now: number,
  fetchImpl: typeof fetch = fetch,
): Promise<RefreshResult> {
  const as = server(cfg);
  const client: oauth.Client = { client_id: cfg.clientId };
  try {
    const response = await oauth.refreshTokenGrantRequest(
      as,
      client,
      auth(cfg),
      refreshToken,
      options(cfg, fetchImpl),
    );
    const tokens = await oauth.processRefreshTokenResponse(as, client, response);
    return {
      ok: true,
      accessToken: tokens.access_token,
      expiresAt: now + (tokens.expires_in ?? 3600) * 1000,
      refreshToken: tokens.refresh_token,
    };
  } catch (err) {
    if (
      err instanceof oauth.ResponseBodyError &&
      (err.error === 'invalid_grant' ||
        err.error === 'invalid_client' ||
        err.error === 'unauthorized_client')
    ) {
      return { ok: false, kind: 'invalid', reason: `token endpoint: ${err.error}` };
    }
    return {
      ok: false,
      kind: 'transient',
      reason: `token endpoint: ${err instanceof oauth.ResponseBodyError ? err.error : (err as Error).name}`,
    };
  }
}

/**
 * Revokes a token where the provider offers it (Google: RFC 7009 at oauth2.googleapis.com/revoke,
 * which also revokes the grant). Microsoft has no endpoint to revoke one refresh token: false.
 */
export async function revokeToken(
  cfg: OAuthClientConfig,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!cfg.revocation) return false;
  const as = server(cfg);
  try {
    const response = await oauth.revocationRequest(
      as,
      { client_id: cfg.clientId },
      auth(cfg),
      token,
      options(cfg, fetchImpl),
    );
    await oauth.processRevocationResponse(response);
    return true;
  } catch {
    return false;
  }
}

/**
 * A local stand-in for Google's or Microsoft's OAuth 2.0 authorization server, enforcing what
 * their documentation and the RFCs promise a client (RFC 6749, PKCE RFC 7636, revocation RFC 7009):
 * - authorize: a known client_id and an exactly registered redirect_uri (else an error page,
 *   never a redirect), response_type=code, the provider's scope, a S256 code_challenge; a
 *   consent page with "Allow" and "Deny"; the redirect carries code and state (Google also `iss`);
 * - token: client authentication, a code used once (a second use revokes what the first
 *   issued) within 10 minutes, the same redirect_uri, BASE64URL(SHA256(code_verifier)) equal
 *   to the challenge; refresh tokens (Microsoft rotates them); access tokens that expire;
 * - revoke (Google only): the token and its grant stop working;
 * - `prompt` (OpenID Connect; Microsoft documents login, none, consent, select_account): the
 *   stand-in plays one browser's single sign-on. Once an account allowed a client, an
 *   authorization request without `prompt` is answered at once with a code for that account,
 *   no page shown, as both providers do for a signed-in user who consented before;
 *   `select_account`, `consent` and `login` always show the page; `none` never does (a code, or
 *   `interaction_required`); any other value is `invalid_request`;
 * - the account's identity: Google's OpenID userinfo (`email`, with the userinfo.email scope),
 *   Graph's `/me` (`mail`, `userPrincipalName`, with User.Read).
 * @see https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow#request-an-authorization-code
 * @see https://developers.google.com/identity/openid-connect/openid-connect#authenticationuriparameters
 */
import { createHash, randomBytes } from 'node:crypto';

export interface OAuthStandInClient {
  readonly id: string;
  readonly secret: string;
  readonly redirectUris: readonly string[];
}

export interface OAuthStandInOptions {
  readonly provider: 'google' | 'microsoft';
  readonly issuer: string;
  readonly clients: readonly OAuthStandInClient[];
  /** Scopes a client may ask for; the calendar scope must be among those asked. */
  readonly requiredScope: string;
  /** The scope that lets a token read the account's email (userinfo / `/me`). */
  readonly identityScope: string;
  readonly now: () => number;
  /** Access token lifetime (both providers: one hour). */
  readonly accessTtlMs?: number;
}

export interface Reply {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

interface Grant {
  readonly clientId: string;
  readonly account: string;
  readonly scope: string;
  revoked: boolean;
}

/** What survives a restart of the stand-in: the grants and their tokens, the browser's sign-on. */
export interface OAuthStandInState {
  readonly grants: readonly {
    clientId: string;
    account: string;
    scope: string;
    revoked: boolean;
  }[];
  /** Token → index in `grants`. */
  readonly refreshTokens: readonly (readonly [string, number])[];
  readonly accessTokens: readonly (readonly [string, number, number])[];
  readonly signedIn: string | null;
  readonly consented: readonly string[];
}

const CODE_TTL_MS = 10 * 60_000;
const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const json = (status: number, value: unknown, extra: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra },
  body: JSON.stringify(value),
});
const oauthError = (status: number, error: string, description: string) =>
  json(status, { error, error_description: description });
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createOAuthStandIn(o: OAuthStandInOptions) {
  const codes = new Map<
    string,
    {
      grant: Grant;
      redirectUri: string;
      challenge: string;
      expiresAt: number;
      used: boolean;
      issued: string[];
    }
  >();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const ttl = o.accessTtlMs ?? 3_600_000;
  const stats = { codesExchanged: 0, refreshes: 0, revocations: 0, silentCodes: 0 };
  /** The browser's single sign-on: the signed-in account, and the clients each account allowed. */
  let signedIn: string | null = null;
  const consented = new Set<string>();

  const page = (status: number, title: string, body: string): Reply => ({
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    },
    body: `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.4rem 1.2rem;margin-right:.5rem}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`,
  });

  function redirect(uri: string, params: Record<string, string>): Reply {
    const url = new URL(uri);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return { status: 302, headers: { location: url.href, 'cache-control': 'no-store' }, body: '' };
  }

  /** Checks an authorization request; an error page when the client or redirect URI is wrong (RFC 6749 4.1.2.1). */
  function checkRequest(
    q: URLSearchParams,
  ): { client: OAuthStandInClient; redirectUri: string } | Reply {
    const client = o.clients.find((c) => c.id === q.get('client_id'));
    if (!client)
      return page(400, 'Error 401: invalid_client', '<p>The OAuth client was not found.</p>');
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri))
      return page(
        400,
        'Error 400: redirect_uri_mismatch',
        `<p>The redirect URI in the request, ${esc(redirectUri)}, does not match the ones authorized for the OAuth client.</p>`,
      );
    const state = q.get('state') ?? '';
    const fail = (error: string, description: string) =>
      redirect(redirectUri, { error, error_description: description, ...(state ? { state } : {}) });
    if (q.get('response_type') !== 'code')
      return fail('unsupported_response_type', 'response_type must be code');
    if (!(q.get('scope') ?? '').split(' ').includes(o.requiredScope))
      return fail('invalid_scope', `scope must include ${o.requiredScope}`);
    if (
      !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '') ||
      q.get('code_challenge_method') !== 'S256'
    )
      return fail('invalid_request', 'a S256 code_challenge is required');
    const prompts = (q.get('prompt') ?? '').split(' ').filter(Boolean);
    if (
      prompts.some((p) => !['none', 'login', 'consent', 'select_account'].includes(p)) ||
      (prompts.includes('none') && prompts.length > 1)
    )
      return fail('invalid_request', 'prompt must be none, login, consent or select_account');
    return { client, redirectUri };
  }

  /** A code for `account`, sent back to the client (with `iss` from Google). */
  function issueCode(
    checked: { client: OAuthStandInClient; redirectUri: string },
    q: URLSearchParams,
    account: string,
  ): Reply {
    const state = q.get('state');
    const params: Record<string, string> = state ? { state } : {};
    if (o.provider === 'google') params['iss'] = o.issuer;
    const code = token('code_');
    const grant: Grant = {
      clientId: checked.client.id,
      account,
      scope: q.get('scope') ?? '',
      revoked: false,
    };
    codes.set(code, {
      grant,
      redirectUri: checked.redirectUri,
      challenge: q.get('code_challenge') ?? '',
      expiresAt: o.now() + CODE_TTL_MS,
      used: false,
      issued: [],
    });
    signedIn = account;
    consented.add(`${checked.client.id}|${account}`);
    return redirect(checked.redirectUri, { ...params, code });
  }

  /** The account a bearer token acts for, when it is valid and carries `scope`. */
  function bearer(
    header: string | undefined,
    scope = o.requiredScope,
  ):
    | { ok: true; account: string }
    | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'scope' } {
    if (!header?.startsWith('Bearer ')) return { ok: false, reason: 'missing' };
    const entry = accessTokens.get(header.slice(7));
    if (!entry || entry.grant.revoked) return { ok: false, reason: 'invalid' };
    if (entry.expiresAt <= o.now()) return { ok: false, reason: 'expired' };
    if (!entry.grant.scope.split(' ').includes(scope)) return { ok: false, reason: 'scope' };
    return { ok: true, account: entry.grant.account };
  }

  return {
    stats,
    /** GET: the consent page. */
    authorizePage(q: URLSearchParams): Reply {
      const checked = checkRequest(q);
      if ('status' in checked) return checked;
      const prompt = q.get('prompt') ?? '';
      const silent = signedIn !== null && consented.has(`${checked.client.id}|${signedIn}`);
      if (prompt === 'none' && !silent) {
        const state = q.get('state');
        return redirect(checked.redirectUri, {
          error: 'interaction_required',
          error_description: 'the user must sign in or consent',
          ...(state ? { state } : {}),
        });
      }
      // Single sign-on: no page at all for an account that allowed this client before.
      if (silent && (prompt === '' || prompt === 'none') && signedIn !== null) {
        stats.silentCodes++;
        return issueCode(checked, q, signedIn);
      }
      const hidden = [...q]
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      const name =
        o.provider === 'google' ? 'Google (local stand-in)' : 'Microsoft (local stand-in)';
      return page(
        200,
        `Sign in to ${name}`,
        `<form method="post">${hidden}<p><label>Account <input name="account" value="you@example.com" required></label></p><p>Tock wants to <b>view and edit events on your calendars</b> (${esc(q.get('scope') ?? '')}).</p><p><button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></p></form>`,
      );
    },
    /** POST from the consent page: back to the client with a code, or access_denied. */
    decide(form: URLSearchParams): Reply {
      const checked = checkRequest(form);
      if ('status' in checked) return checked;
      if (form.get('decision') !== 'allow') {
        const state = form.get('state');
        return redirect(checked.redirectUri, {
          ...(state ? { state } : {}),
          ...(o.provider === 'google' ? { iss: o.issuer } : {}),
          error: 'access_denied',
          error_description: 'The user denied access',
        });
      }
      return issueCode(checked, form, form.get('account') || 'you@example.com');
    },
    /** POST /token (application/x-www-form-urlencoded). */
    token(
      form: URLSearchParams,
      authorization: string | undefined,
      contentType: string | undefined,
    ): Reply {
      if (!contentType?.startsWith('application/x-www-form-urlencoded'))
        return oauthError(400, 'invalid_request', 'body must be application/x-www-form-urlencoded');
      let id = form.get('client_id');
      let secret = form.get('client_secret');
      if (authorization?.startsWith('Basic '))
        [id, secret] = Buffer.from(authorization.slice(6), 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent) as [string, string];
      const client = o.clients.find((c) => c.id === id);
      if (!client || client.secret !== secret)
        return oauthError(401, 'invalid_client', 'client authentication failed');
      const issue = (grant: Grant, refresh: string | null) => {
        const access = token('at_');
        accessTokens.set(access, { grant, expiresAt: o.now() + ttl });
        return {
          access,
          body: {
            access_token: access,
            token_type: 'Bearer',
            expires_in: Math.floor(ttl / 1000),
            scope: grant.scope,
            ...(refresh ? { refresh_token: refresh } : {}),
          },
        };
      };
      if (form.get('grant_type') === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '');
        if (!entry || entry.grant.clientId !== client.id)
          return oauthError(400, 'invalid_grant', 'unknown authorization code');
        if (entry.used) {
          // RFC 6749 4.1.2: a code used twice revokes the tokens issued from it.
          entry.grant.revoked = true;
          return oauthError(400, 'invalid_grant', 'authorization code already used');
        }
        entry.used = true;
        if (entry.expiresAt <= o.now())
          return oauthError(400, 'invalid_grant', 'authorization code expired');
        if (form.get('redirect_uri') !== entry.redirectUri)
          return oauthError(
            400,
            'invalid_grant',
            'redirect_uri does not match the authorization request',
          );
        const verifier = form.get('code_verifier') ?? '';
        if (
          !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) ||
          createHash('sha256').update(verifier).digest('base64url') !== entry.challenge
        )
          return oauthError(400, 'invalid_grant', 'PKCE verification failed');
        const refresh = token('rt_');
        refreshTokens.set(refresh, entry.grant);
        stats.codesExchanged++;
        return json(200, issue(entry.grant, refresh).body);
      }
      if (form.get('grant_type') === 'refresh_token') {
        const old = form.get('refresh_token') ?? '';
        const grant = refreshTokens.get(old);
        if (!grant || grant.revoked || grant.clientId !== client.id)
          return oauthError(400, 'invalid_grant', 'refresh token is invalid, expired or revoked');
        stats.refreshes++;
        // Microsoft returns a new refresh token with each refresh; Google keeps the first.
        const rotated = o.provider === 'microsoft' ? token('rt_') : null;
        if (rotated) refreshTokens.set(rotated, grant);
        return json(200, issue(grant, rotated).body);
      }
      return oauthError(
        400,
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      );
    },
    /** POST /revoke (Google): revokes the token's whole grant. */
    revoke(form: URLSearchParams): Reply {
      const value = form.get('token') ?? '';
      const grant = refreshTokens.get(value) ?? accessTokens.get(value)?.grant;
      if (!grant) return oauthError(400, 'invalid_token', 'Token expired or revoked');
      grant.revoked = true;
      stats.revocations++;
      return json(200, {});
    },
    /** The account a bearer token acts for, or why it does not work. */
    bearer,
    /** GET userinfo (Google) or `/me` (Graph): who the token acts for. */
    identity(header: string | undefined): Reply {
      const who = bearer(header, o.identityScope);
      if (!who.ok)
        return json(
          who.reason === 'scope' ? 403 : 401,
          o.provider === 'google'
            ? { error: who.reason === 'scope' ? 'insufficient_scope' : 'invalid_token' }
            : {
                error: {
                  code:
                    who.reason === 'scope'
                      ? 'Authorization_RequestDenied'
                      : 'InvalidAuthenticationToken',
                  message: 'Access denied',
                },
              },
          {
            'www-authenticate': `Bearer error="${who.reason === 'scope' ? 'insufficient_scope' : 'invalid_token'}"`,
          },
        );
      const sub = createHash('sha256').update(who.account).digest('hex').slice(0, 21);
      return json(
        200,
        o.provider === 'google'
          ? { sub, email: who.account, email_verified: true }
          : {
              '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
              id: sub,
              userPrincipalName: who.account,
              mail: who.account,
            },
      );
    },
    /** The grants, tokens and sign-on, to keep across a restart (codes live 10 minutes: not kept). */
    exportState(): OAuthStandInState {
      const grants: Grant[] = [];
      const index = (g: Grant): number => {
        const at = grants.indexOf(g);
        return at >= 0 ? at : grants.push(g) - 1;
      };
      return {
        refreshTokens: [...refreshTokens].map(([t, g]) => [t, index(g)] as const),
        accessTokens: [...accessTokens].map(([t, e]) => [t, index(e.grant), e.expiresAt] as const),
        grants: grants.map((g) => ({ ...g })),
        signedIn,
        consented: [...consented],
      };
    },
    /** Takes back what `exportState` gave (a grant shared by several tokens stays one grant). */
    importState(saved: OAuthStandInState): void {
      const grants: Grant[] = saved.grants.map((g) => ({ ...g }));
      for (const [t, i] of saved.refreshTokens) {
        const g = grants[i];
        if (g) refreshTokens.set(t, g);
      }
      for (const [t, i, expiresAt] of saved.accessTokens) {
        const g = grants[i];
        if (g) accessTokens.set(t, { grant: g, expiresAt });
      }
      signedIn = saved.signedIn;
      for (const c of saved.consented) consented.add(c);
    },
    /** The browser signs out of the provider (no single sign-on any more). */
    signOut(): void {
      signedIn = null;
    },
    /** Makes every access token expire now (what an hour does). */
    expireAccessTokens(): void {
      for (const entry of accessTokens.values())
        entry.expiresAt = Math.min(entry.expiresAt, o.now());
    },
    /** True when a refresh token still works (revocation tests). */
    refreshTokenWorks(value: string): boolean {
      const grant = refreshTokens.get(value);
      return grant !== undefined && !grant.revoked;
    },
  };
}

export type OAuthStandIn = ReturnType<typeof createOAuthStandIn>;

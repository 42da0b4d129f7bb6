import { createHash } from 'node:crypto';
import { createOAuthStandIn } from '../../infra/local/sandbox/providers/oauth-server.js';

/** One registered client of an OAuth stand-in, and an authorization request of its (PKCE S256). */
export const CALLBACK = 'https://bot.example/oauth/callback';
export const SCOPE = 'https://www.googleapis.com/auth/calendar.events';
export const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
export const client = { id: 'cid', secret: 'csecret', redirectUris: [CALLBACK] };
export const verifier = 'v'.repeat(43);
export const challenge = createHash('sha256').update(verifier).digest('base64url');
export const form = (o: Record<string, string>) => new URLSearchParams(o);
export const auth = {
  client_id: 'cid',
  redirect_uri: CALLBACK,
  response_type: 'code',
  scope: SCOPE,
  state: 's',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};

/** The OAuth server stand-in of `provider` with {@link client} registered, on `now`'s clock. */
export function standInOAuthServer(provider: 'google' | 'microsoft', now: () => number) {
  return createOAuthStandIn({
    provider,
    issuer: 'https://accounts.test',
    clients: [client],
    requiredScope: SCOPE,
    identityScope: EMAIL_SCOPE,
    now,
  });
}

type Server = ReturnType<typeof standInOAuthServer>;

/** The code `account` gets by allowing {@link auth}'s request. */
export function codeFrom(server: Server, account = 'a@test'): string {
  const location =
    server.decide(form({ ...auth, decision: 'allow', account })).headers['location'] ?? '';
  return new URL(location).searchParams.get('code') ?? '';
}

/** The token request for `code`, as the client sends it. */
export const exchange = (server: Server, code: string, extra: Record<string, string> = {}) =>
  server.token(
    form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
      client_id: 'cid',
      client_secret: 'csecret',
      ...extra,
    }),
    undefined,
    'application/x-www-form-urlencoded',
  );

/** An access token of `account`'s, through the whole code flow. */
export function accessToken(server: Server, account: string): string {
  return (JSON.parse(exchange(server, codeFrom(server, account)).body) as { access_token: string })
    .access_token;
}

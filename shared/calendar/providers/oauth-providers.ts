/**
 * Where Google's and Microsoft's OAuth 2.0 servers and calendar APIs are, and what Tock asks
 * them for (docs/decisions.md, "Calendar sync"). Pure: built from config. With
 * CALENDAR_STAND_IN_URL (sandbox and tests) every endpoint points at the local stand-ins
 * (infra/local/sandbox/providers), under `<base>/google/…` and `<base>/microsoft/…`.
 * @see https://developers.google.com/identity/protocols/oauth2/web-server
 * @see https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
 */
import type { Config } from '../../config.js';

export const oauthProviders = ['google', 'microsoft'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

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

export interface OAuthClientConfig extends OAuthEndpoints {
  readonly provider: OAuthProvider;
  readonly clientId: string;
  /** Absent in the interactions function's main module, which only builds authorization links. */
  readonly clientSecret: string | undefined;
  /** True when the endpoints are plain-http local stand-ins (oauth4webapi refuses http otherwise). */
  readonly insecure: boolean;
}

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
export const GOOGLE_EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
export const MICROSOFT_CALENDAR_SCOPE = 'https://graph.microsoft.com/Calendars.ReadWrite';
export const MICROSOFT_USER_SCOPE = 'https://graph.microsoft.com/User.Read';
/** A plain literal (not built from the two above), so bundles that only list providers drop it. */
export const MICROSOFT_SCOPE =
  'offline_access https://graph.microsoft.com/Calendars.ReadWrite https://graph.microsoft.com/User.Read';

export function endpointsOf(
  provider: OAuthProvider,
  config: Pick<Config, 'MICROSOFT_TENANT' | 'CALENDAR_STAND_IN_URL'>,
): OAuthEndpoints {
  const standIn = config.CALENDAR_STAND_IN_URL?.replace(/\/+$/, '');
  const tenant = encodeURIComponent(config.MICROSOFT_TENANT);
  if (provider === 'google') {
    const auth = standIn ? `${standIn}/google` : 'https://accounts.google.com';
    const oauth = standIn ? `${standIn}/google` : 'https://oauth2.googleapis.com';
    return {
      issuer: auth,
      authorization: `${auth}/o/oauth2/v2/auth`,
      token: `${oauth}/token`,
      revocation: `${oauth}/revoke`,
      api: standIn ? `${standIn}/google/calendar/v3` : 'https://www.googleapis.com/calendar/v3',
      userinfo: standIn
        ? `${standIn}/google/v1/userinfo`
        : 'https://openidconnect.googleapis.com/v1/userinfo',
      scope: `${GOOGLE_SCOPE} ${GOOGLE_EMAIL_SCOPE}`,
      extra: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    };
  }
  const login = standIn ? `${standIn}/microsoft` : 'https://login.microsoftonline.com';
  return {
    issuer: `${login}/${tenant}/v2.0`,
    authorization: `${login}/${tenant}/oauth2/v2.0/authorize`,
    token: `${login}/${tenant}/oauth2/v2.0/token`,
    api: standIn ? `${standIn}/microsoft/v1.0` : 'https://graph.microsoft.com/v1.0',
    userinfo: standIn ? `${standIn}/microsoft/v1.0/me` : 'https://graph.microsoft.com/v1.0/me',
    scope: MICROSOFT_SCOPE,
    extra: { prompt: 'select_account' },
  };
}

const credentials = {
  google: (c: Config) => [c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET] as const,
  microsoft: (c: Config) => [c.MICROSOFT_CLIENT_ID, c.MICROSOFT_CLIENT_SECRET] as const,
};

/**
 * The provider's client as configured; null when the operator has not registered it. With
 * `needSecret` false (building an authorization link) the id is enough: the secret is read
 * only where the code is exchanged and tokens are refreshed.
 */
export function oauthClient(
  config: Config,
  provider: OAuthProvider,
  needSecret = true,
): OAuthClientConfig | null {
  const [clientId, clientSecret] = credentials[provider](config);
  if (!clientId || (needSecret && !clientSecret)) return null;
  const endpoints = endpointsOf(provider, config);
  return {
    ...endpoints,
    provider,
    clientId,
    clientSecret,
    insecure: endpoints.token.startsWith('http:'),
  };
}

/**
 * The providers this deployment offers in `/calendar connect`: those with a client id. Reads
 * only the ids, so the endpoints above stay out of the interactions function's main bundle.
 */
export function configuredOAuthProviders(config: Config): OAuthProvider[] {
  return oauthProviders.filter((p) => credentials[p](config)[0] !== undefined);
}

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (oauthProviders as readonly string[]).includes(value);
}

/** The redirect URI registered with both providers: `<PUBLIC_BASE_URL>/oauth/callback`. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
/** The link button's target: GET shows whose account is linked to what; its button (POST) binds the browser and redirects to the consent page. */
export const OAUTH_START_PATH = '/oauth/start';

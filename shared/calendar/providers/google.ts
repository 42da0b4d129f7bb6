/**
 * Google Calendar: OAuth 2.0 (a refresh token, sealed), Calendar API v3, the grant revoked on
 * disconnect (RFC 7009).
 * @see https://developers.google.com/identity/protocols/oauth2/web-server
 */
import { CONNECTION_BUDGET_MS, type ConnectedProvider } from './descriptor.js';

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
export const GOOGLE_EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';

export const google = {
  id: 'google',
  name: 'Google Calendar',
  specKey: 'provider_a',
  connect: 'oauth',
  credentials: 'refresh-token',
  revocable: true,
  limits: { connectionBudgetMs: CONNECTION_BUDGET_MS },
  oauth: {
    client: (c) => [c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET],
    endpoints(standIn) {
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
    },
    // OpenID userinfo: `email`, with the userinfo.email scope.
    emailOf: (identity) => identity.email,
    defaultTarget: 'primary',
  },
} as const satisfies ConnectedProvider<'google'>;

/**
 * Google's OAuth 2.0 server and Calendar API, and what Tock asks them for. Imported on first use
 * by the descriptor (google.ts).
 * @see https://developers.google.com/identity/protocols/oauth2/web-server
 */
import type { OAuthServer } from './descriptor.js';

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
export const GOOGLE_EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';

export const googleOAuth: OAuthServer = {
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
};

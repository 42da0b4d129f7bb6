/**
 * Google Calendar: OAuth 2.0 (a refresh token, sealed), Calendar API v3, the grant revoked on
 * disconnect (RFC 7009).
 * @see https://developers.google.com/identity/protocols/oauth2/web-server
 */
import type { ConnectedProvider } from './descriptor.js';

export const google = {
  id: 'google',
  name: 'Google Calendar',
  specKey: 'provider_a',
  connect: 'oauth',
  revocable: true,
  oauth: {
    client: (c) => [c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET],
    defaultTarget: 'primary',
    server: () => import('./google-oauth.js').then((m) => m.googleOAuth),
  },
} as const satisfies ConnectedProvider<'google'>;

/**
 * Outlook (Microsoft 365): OAuth 2.0 on the Microsoft identity platform (a refresh token,
 * sealed; Microsoft rotates it on every refresh), Microsoft Graph v1.0. Microsoft identity has no
 * endpoint to revoke one app's refresh token: the user removes the app at myapps.microsoft.com.
 * @see https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
 */
import type { ConnectedProvider } from './descriptor.js';

export const microsoft = {
  id: 'microsoft',
  name: 'Outlook (Microsoft 365)',
  specKey: 'provider_b',
  connect: 'oauth',
  revocable: false,
  oauth: {
    client: (c) => [c.MICROSOFT_CLIENT_ID, c.MICROSOFT_CLIENT_SECRET],
    defaultTarget: 'me',
    server: () => import('./microsoft-oauth.js').then((m) => m.microsoftOAuth),
  },
} as const satisfies ConnectedProvider<'microsoft'>;

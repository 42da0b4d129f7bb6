/**
 * The Microsoft identity platform and Microsoft Graph, and what Tock asks them for. Imported on
 * first use by the descriptor (microsoft.ts).
 * @see https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
 */
import type { OAuthServer } from './descriptor.js';

export const MICROSOFT_CALENDAR_SCOPE = 'https://graph.microsoft.com/Calendars.ReadWrite';
export const MICROSOFT_USER_SCOPE = 'https://graph.microsoft.com/User.Read';

export const microsoftOAuth: OAuthServer = {
  endpoints(standIn, config) {
    const login = standIn ? `${standIn}/microsoft` : 'https://login.microsoftonline.com';
    const tenant = encodeURIComponent(config.MICROSOFT_TENANT);
    return {
      issuer: `${login}/${tenant}/v2.0`,
      authorization: `${login}/${tenant}/oauth2/v2.0/authorize`,
      token: `${login}/${tenant}/oauth2/v2.0/token`,
      api: standIn ? `${standIn}/microsoft/v1.0` : 'https://graph.microsoft.com/v1.0',
      userinfo: standIn ? `${standIn}/microsoft/v1.0/me` : 'https://graph.microsoft.com/v1.0/me',
      scope: `offline_access ${MICROSOFT_CALENDAR_SCOPE} ${MICROSOFT_USER_SCOPE}`,
      extra: { prompt: 'select_account' },
    };
  },
  // Graph's `/me` with User.Read: `mail`, else `userPrincipalName`.
  // @see https://learn.microsoft.com/en-us/graph/api/user-get
  userinfoQuery: { $select: 'mail,userPrincipalName' },
  emailOf: (identity) => identity.mail ?? identity.userPrincipalName,
  issuerVaries: (issuer) => /\/(common|organizations|consumers)\//.test(issuer),
};

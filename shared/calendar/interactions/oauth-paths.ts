/** The redirect URI registered with every OAuth provider: `<PUBLIC_BASE_URL>/oauth/callback`. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
/** The link button's target: GET shows whose account is linked to what; its button (POST) binds the browser and redirects to the consent page. */
export const OAUTH_START_PATH = '/oauth/start';

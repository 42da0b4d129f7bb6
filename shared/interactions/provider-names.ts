import type { Provider } from '../usecases/calendar-provider.js';

/** How each provider is named to users (its product name, in every language). */
export const providerNames: Readonly<Record<Provider, string>> = { google: 'Google Calendar', microsoft: 'Outlook (Microsoft 365)', caldav: 'CalDAV (Nextcloud, Fastmail, iCloud, Radicale…)' };

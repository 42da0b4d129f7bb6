import type { Provider } from '../usecases/calendar-provider.js';

/** How each provider is named in the command definitions (the catalogs localize these choices). */
export const providerNames: Readonly<Record<Provider, string>> = {
  google: 'Google Calendar',
  microsoft: 'Outlook (Microsoft 365)',
  caldav: 'CalDAV (Nextcloud, Fastmail, iCloud, Radicale…)',
};

/** The provider's name in the user's language: the `/calendar connect` choice's localized text. */
export function providerName(t: (key: string) => string, provider: Provider): string {
  return t(`commands.calendar.sub.connect.options.provider.choices.${provider}`);
}

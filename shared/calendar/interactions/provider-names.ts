import { calendarProviders, type Provider } from '../providers/index.js';

/** How each provider is named in the command definitions (the catalogs localize these choices). */
export const providerNames = Object.fromEntries(
  calendarProviders.map((p) => [p.id, p.name]),
) as Readonly<Record<Provider, string>>;

/** The provider's name in the user's language: the `/calendar connect` choice's localized text. */
export function providerName(t: (key: string) => string, provider: Provider): string {
  return t(`commands.calendar.sub.connect.options.provider.choices.${provider}`);
}

/**
 * The provider list: every place that needs to know the providers reads it here (or a
 * descriptor), never a switch of its own. Adding a provider adds one line below.
 */
import { caldav } from './caldav.js';
import type { ConnectedProvider } from './descriptor.js';
import { google } from './google.js';
import { microsoft } from './microsoft.js';

/** The calendars a user connects, in the order `/calendar connect` lists them. */
export const calendarProviders = [google, microsoft, caldav] as const;

export type Provider = (typeof calendarProviders)[number]['id'];

export const providers: readonly Provider[] = calendarProviders.map((p) => p.id);

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (providers as readonly string[]).includes(value);
}

export function descriptorOf(provider: Provider): ConnectedProvider<Provider> {
  return calendarProviders.find((p) => p.id === provider) as ConnectedProvider<Provider>;
}

/** The provider of one of the spec's keys (decisions.md: provider_a = Google, provider_b = Microsoft, provider_c = CalDAV). */
export function providerOfKey(key: string): Provider | undefined {
  return calendarProviders.find((p) => p.specKey === key)?.id;
}

/**
 * Each provider's adapter, by descriptor id: the type makes a provider without one a compile
 * error. Loaded by the sync function only (the clients and their libraries stay out of the
 * interactions and public pages bundles).
 */
import { google } from '../providers/google.js';
import type { Provider } from '../providers/index.js';
import { microsoft } from '../providers/microsoft.js';
import { caldavAdapter } from './caldav-adapter.js';
import { oauthAdapter } from './oauth-adapter.js';
import { googleCalendarClient, graphCalendarClient } from './oauth-calendars.js';
import type { ProviderAdapter } from './provider-adapter.js';

export const providerAdapters: { readonly [P in Provider]: ProviderAdapter } = {
  google: oauthAdapter(google.id, googleCalendarClient),
  microsoft: oauthAdapter(microsoft.id, (api, _target, tokens, fetchImpl) =>
    graphCalendarClient(api, tokens, fetchImpl),
  ),
  caldav: caldavAdapter,
};

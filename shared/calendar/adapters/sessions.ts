/**
 * Provider sessions and checks from stored connections: opens their sealed credentials (only
 * here, in the sync function) and hands them to the provider's adapter (provider-adapters.ts).
 */
import type { Logger } from '../../usecases/ports.js';
import type { Connection } from '../usecases/calendar-ports.js';
import { credentialContext } from '../usecases/cipher.js';
import type { ConnectionCheck } from '../usecases/calendar-stream.js';
import type { ProviderSession } from '../usecases/calendar-sync.js';
import type { OpenedSecret, SessionOptions } from './provider-adapter.js';
import { providerAdapters } from './provider-adapters.js';

async function open(options: SessionOptions, connection: Connection): Promise<OpenedSecret> {
  return JSON.parse(
    await options.cipher.open(
      connection.sealed,
      credentialContext(connection.userId, connection.provider),
    ),
  ) as OpenedSecret;
}

/** Sessions whose every call has the limits and, when given, the connection's time budget for this invocation. */
export function createSessions(
  options: SessionOptions,
): (connection: Connection, budget?: AbortSignal) => Promise<ProviderSession | null> {
  return async (connection, budget) =>
    providerAdapters[connection.provider].session(
      await open(options, connection),
      connection,
      options,
      budget,
    );
}

/** Checks of new credentials, each by its provider's adapter, its calls bound to `budget`. */
export function createChecks(
  options: SessionOptions & { readonly log: Logger },
): (connection: Connection, budget?: AbortSignal) => Promise<ConnectionCheck> {
  return async (connection, budget) =>
    providerAdapters[connection.provider].check(
      await open(options, connection),
      connection,
      options,
      budget,
    );
}

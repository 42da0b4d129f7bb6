/**
 * The sync function's side of a provider: from a connection's opened credentials, its session
 * (the client bound to them) and the check of new credentials. One per descriptor
 * (provider-adapters.ts); the descriptor itself (shared/calendar/providers/) stays pure data.
 */
import type { Logger } from '../../usecases/ports.js';
import type { Config } from '../../config.js';
import type { Connection, ConnectionStore } from '../usecases/calendar-ports.js';
import type { CredentialCipher } from '../usecases/cipher.js';
import type { ConnectionCheck } from '../usecases/calendar-stream.js';
import type { ProviderSession } from '../usecases/calendar-sync.js';
import type { CaldavNetwork } from './caldav-fetch.js';
import type { ProviderCallLimits } from './outbound.js';

export interface SessionOptions {
  readonly cipher: CredentialCipher;
  readonly now: () => number;
  /** Google's and Microsoft's APIs and token endpoints (CalDAV has its own guarded fetch). */
  readonly fetch?: typeof fetch;
  /** Timeout and size cap of every provider call. */
  readonly limits?: ProviderCallLimits;
  /** Where CalDAV servers may be (the local runtime's setting), and an injected resolver in tests. */
  readonly caldav: Pick<CaldavNetwork, 'allowLocal' | 'resolve'>;
  /** Google and Microsoft: the OAuth clients' config, and where a rotated refresh token is stored. */
  readonly oauth?: {
    readonly config: Config;
    readonly connections: Pick<ConnectionStore, 'reseal'>;
  };
}

/** A connection's credentials as opened (the JSON its descriptor's `connect` implies). */
export type OpenedSecret = Readonly<Record<string, string>>;

export interface ProviderAdapter {
  /** The connection's session, its calls bound to `budget`; null when it cannot be used (a provider the operator no longer configures). */
  session(
    secret: OpenedSecret,
    connection: Connection,
    options: SessionOptions,
    budget?: AbortSignal,
  ): Promise<ProviderSession | null>;
  /** Checks new credentials with the provider; a provider failure is a rejection, never a throw. */
  check(
    secret: OpenedSecret,
    connection: Connection,
    options: SessionOptions & { readonly log: Logger },
    budget?: AbortSignal,
  ): Promise<ConnectionCheck>;
}

/**
 * The OAuth providers among the calendar providers (their descriptors carry an `oauth` part),
 * as this deployment configures them (docs/decisions.md, "Calendar sync"). Pure: built from
 * config. With CALENDAR_STAND_IN_URL (sandbox and tests) every endpoint points at the local
 * stand-ins (infra/local/sandbox/providers), under `<base>/<provider>/…`.
 */
import type { Config } from '../../config.js';
import type { OAuthEndpoints, OAuthServer, OAuthSpec } from './descriptor.js';
import { calendarProviders } from './index.js';

type OAuthDescriptor = Extract<(typeof calendarProviders)[number], { connect: 'oauth' }>;
export type OAuthProvider = OAuthDescriptor['id'];

const oauthDescriptors: readonly OAuthDescriptor[] = calendarProviders.filter(
  (p): p is OAuthDescriptor => p.connect === 'oauth',
);
export const oauthProviders = oauthDescriptors.map((p) => p.id) as [
  OAuthProvider,
  ...OAuthProvider[],
];

function specOf(provider: OAuthProvider): OAuthSpec {
  return (oauthDescriptors.find((p) => p.id === provider) as OAuthDescriptor).oauth;
}

export interface OAuthClientConfig
  extends
    OAuthEndpoints,
    Pick<OAuthServer, 'userinfoQuery' | 'emailOf' | 'issuerVaries'>,
    Pick<OAuthSpec, 'defaultTarget'> {
  readonly provider: OAuthProvider;
  readonly clientId: string;
  /** Absent in the interactions function's main module, which only builds authorization links. */
  readonly clientSecret: string | undefined;
  /** True when the endpoints are plain-http local stand-ins (oauth4webapi refuses http otherwise). */
  readonly insecure: boolean;
}

/**
 * The provider's client as configured; null when the operator has not registered it. With
 * `needSecret` false (building an authorization link) the id is enough: the secret is read
 * only where the code is exchanged and tokens are refreshed.
 */
export async function oauthClient(
  config: Config,
  provider: OAuthProvider,
  needSecret = true,
): Promise<OAuthClientConfig | null> {
  const spec = specOf(provider);
  const [clientId, clientSecret] = spec.client(config);
  if (!clientId || (needSecret && !clientSecret)) return null;
  const server = await spec.server();
  const endpoints = server.endpoints(config.CALENDAR_STAND_IN_URL?.replace(/\/+$/, ''), config);
  return {
    ...endpoints,
    ...(server.userinfoQuery ? { userinfoQuery: server.userinfoQuery } : {}),
    ...(server.issuerVaries ? { issuerVaries: server.issuerVaries } : {}),
    emailOf: server.emailOf,
    defaultTarget: spec.defaultTarget,
    provider,
    clientId,
    clientSecret,
    insecure: endpoints.token.startsWith('http:'),
  };
}

/** The providers this deployment offers in `/calendar connect`: those with a client id. */
export function configuredOAuthProviders(config: Config): OAuthProvider[] {
  return oauthDescriptors.filter((p) => p.oauth.client(config)[0] !== undefined).map((p) => p.id);
}

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (oauthProviders as readonly string[]).includes(value);
}

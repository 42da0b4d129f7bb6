/**
 * The private ICS feed (`/calendar feed`) and the `/schedule_export` download: any calendar app
 * subscribes to, or imports, a URL with 256 random bits in it; only the token's hash is stored.
 */
import type { SubscribedProvider } from './descriptor.js';

export const feed = {
  id: 'feed',
  connect: 'feed',
  limits: { exportLinkMs: 15 * 60_000 },
} as const satisfies SubscribedProvider<'feed'>;

/**
 * CalDAV (Nextcloud, Fastmail, iCloud, Radicale…): the server URL, user name and app password
 * the user types in a modal, sealed together; the calendar found by discovery. An app password
 * is revoked on the server by its owner, so nothing is revoked on disconnect.
 */
import type { ConnectedProvider } from './descriptor.js';

export const caldav = {
  id: 'caldav',
  name: 'CalDAV (Nextcloud, Fastmail, iCloud, Radicale…)',
  specKey: 'provider_c',
  connect: 'caldav',
  revocable: false,
  limits: {
    // Each check calls the server the user typed, so a few tries with typos pass and a scan of
    // a network does not (issue 17, 1(d)). Counted where the calls are made.
    checkRate: { count: 5, windowMs: 15 * 60_000 },
  },
  /** The modal's fields, at most (characters). */
  fields: { urlLength: 500, usernameLength: 200, passwordLength: 500 },
} as const satisfies ConnectedProvider<'caldav'> & { fields: Record<string, number> };

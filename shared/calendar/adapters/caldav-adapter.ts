/** CalDAV's adapter: the server URL, user name and password opened from the connection. */
import { caldavClient, discoverCaldav, type CaldavCredentials } from './caldav.js';
import type { OpenedSecret, ProviderAdapter } from './provider-adapter.js';

function credentialsOf(secret: OpenedSecret): CaldavCredentials {
  return {
    serverUrl: secret['serverUrl'] ?? '',
    username: secret['username'] ?? '',
    password: secret['password'] ?? '',
  };
}

export const caldavAdapter: ProviderAdapter = {
  async session(secret, connection, options, budget) {
    return {
      client: caldavClient(
        { ...credentialsOf(secret), calendarUrl: connection.target },
        options.now,
        {
          ...options.caldav,
          ...(options.limits ? { limits: options.limits } : {}),
          ...(budget ? { budget } : {}),
        },
      ),
    };
  },
  async check(secret, connection, options, budget) {
    const found = await discoverCaldav(credentialsOf(secret), {
      ...options.caldav,
      ...(options.limits ? { limits: options.limits } : {}),
      ...(budget ? { budget } : {}),
    });
    if (found.ok)
      return { status: 'connected', target: found.calendarUrl, label: found.calendarName };
    // The detail (stage and error) is for the operator; the user gets the one grouped reason.
    options.log.info('caldav_check_failed', { userId: connection.userId, detail: found.detail });
    return { status: 'rejected', reason: found.error };
  },
};

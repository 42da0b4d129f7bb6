import type { Connection } from '../../shared/calendar/usecases/calendar-ports.js';

/** A working connection of `userId`'s to `provider`, made at `at` (epoch ms). */
export function aConnection(
  userId: string,
  provider: Connection['provider'],
  at: number,
  extra: Partial<Connection> = {},
): Connection {
  return {
    userId,
    provider,
    sealed: 'x',
    target: 'https://dav.example/cal/',
    label: 'dav.example',
    connectedAt: new Date(at).toISOString(),
    lastSuccessAt: null,
    authFailedAt: null,
    status: 'connected',
    reason: null,
    ...extra,
  };
}

import { calendarAt } from '../calendar/usecases/calendar-feed.js';
import { CALENDAR_FILES_PREFIX } from '../calendar/domain/feed-paths.js';
import type { InteractionDeps } from './context.js';
import type { HttpResponse } from './interaction-http.js';
import { pageSecurityHeaders } from './page-headers.js';

const notFound: HttpResponse = {
  status: 404,
  headers: { ...pageSecurityHeaders, 'content-type': 'text/plain; charset=utf-8' },
  body: 'Not found',
};

/**
 * The GET routes on the bot's URL (docs/architecture.md, Public routes: `GET /calendar/<token>.ics`): the feed and
 * the export download. An unknown, rotated or expired token is a plain 404, the same as a
 * path that does not exist, so a URL reveals nothing about whether it ever worked.
 */
export async function publicRoute(
  deps: Pick<InteractionDeps, 'feeds' | 'events' | 'clock' | 'log'> &
    Partial<Pick<InteractionDeps, 'participants'>>,
  path: string,
): Promise<HttpResponse> {
  if (!path.startsWith(CALENDAR_FILES_PREFIX)) return notFound;
  const now = deps.clock.now();
  let file: Awaited<ReturnType<typeof calendarAt>>;
  try {
    file = await calendarAt(deps, path, now);
  } catch (err) {
    // Storage trouble: a calendar app retries later; the error is ours to read, not the reader's.
    deps.log.error('calendar_feed', err);
    return {
      status: 503,
      headers: {
        ...pageSecurityHeaders,
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '60',
      },
      body: 'Try again later',
    };
  }
  // The token is a credential: only whether it worked is logged, never the path.
  deps.log.info('calendar_feed', { found: file !== null, events: file?.events ?? 0 });
  if (!file) return notFound;
  const download = path.startsWith('/calendar/export/');
  return {
    status: 200,
    headers: {
      ...pageSecurityHeaders,
      'content-type': 'text/calendar; charset=utf-8',
      // The export link is a one-off download of private data: no cache keeps it. Calendar apps
      // poll the feed, which may be kept (by the app only) for the 5 minutes a change takes anyway.
      'cache-control': download ? 'no-store' : 'private, max-age=300',
      ...(download ? { 'content-disposition': 'attachment; filename="tock.ics"' } : {}),
    },
    body: file.ics,
  };
}

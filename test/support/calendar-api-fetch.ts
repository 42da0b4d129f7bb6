import type { CalendarApiStandIn } from '../../infra/local/sandbox/providers/calendar-api.js';

/**
 * A `fetch` that answers from a Google or Graph stand-in in this process: the request's path
 * below `basePath` (`/calendar/v3`, `/v1.0`), query, bearer and body, as the stand-in's HTTP
 * server would pass them. `delayMs`: each answer after a timer, as a network call would come.
 */
export function calendarApiFetch(
  api: CalendarApiStandIn,
  basePath: string,
  delayMs = 0,
): typeof fetch {
  return (async (url: string | URL, init?: RequestInit) => {
    const u = new URL(String(url));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const r = api.handle({
      method: init?.method ?? 'GET',
      path: u.pathname.slice(basePath.length),
      query: u.searchParams,
      authorization: new Headers(init?.headers).get('authorization') ?? undefined,
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return new Response(r.body === '' ? null : r.body, { status: r.status, headers: r.headers });
  }) as typeof fetch;
}

/**
 * The public pages' paths and methods (functions/public-pages): one table for the Lambda
 * handler and the local runtime's HTTP adapter, which serves them on its one port.
 */
import { OAUTH_CALLBACK_PATH, OAUTH_START_PATH } from './calendar/interactions/oauth-paths.js';
import { ZONE_PAGE_PATH } from './interactions/zone-page.js';
import { CALENDAR_FILES_PREFIX } from './calendar/domain/feed-paths.js';

const exact: Readonly<Record<string, readonly string[]>> = {
  [ZONE_PAGE_PATH]: ['GET', 'HEAD', 'POST'],
  [OAUTH_START_PATH]: ['GET', 'POST'],
  [OAUTH_CALLBACK_PATH]: ['GET'],
};

/** The methods a public page path accepts; undefined when the path is not a public page. */
export function publicPageMethods(path: string): readonly string[] | undefined {
  if (Object.hasOwn(exact, path)) return exact[path];
  return path.startsWith(CALENDAR_FILES_PREFIX) ? ['GET', 'HEAD'] : undefined;
}

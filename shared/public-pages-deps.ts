/**
 * The adapters of the public pages function (functions/public-pages): the "Detect my time zone"
 * page and the calendar feed and export downloads, built once per process. Only what those
 * pages touch: a user's zone, feed and export tokens, a user's events. (The OAuth pages build
 * theirs in shared/calendar/oauth-deps.ts, loaded on their first request.)
 */
import { createDocumentClient } from './adapters/dynamo/client.js';
import { createFeedStore } from './calendar/adapters/dynamo/calendar-feed-repo.js';
import { createEventStore } from './adapters/dynamo/event-repo.js';
import { createParticipantStore } from './adapters/dynamo/participant-repo.js';
import { createUserStore } from './adapters/dynamo/user-repo.js';
import { createLogger } from './adapters/log.js';
import { tableNames, type Config } from './config.js';
import { createTranslator } from './i18n.js';
import type { HttpResponse } from './interactions/interaction-http.js';
import { publicRoute } from './interactions/public-routes.js';
import {
  createZonePage,
  type ZonePageRequest,
  type ZonePageResponse,
} from './interactions/zone-page.js';
import { installTimeVocabularies } from './time-vocabularies.js';

export interface PublicPages {
  /** `GET`/`POST /tz`. */
  readonly zonePage: (req: ZonePageRequest) => Promise<ZonePageResponse>;
  /** `GET /calendar/<token>.ics` and `/calendar/export/<token>.ics`. */
  readonly calendarFile: (path: string) => Promise<HttpResponse>;
}

export function createPublicPages(config: Config): PublicPages {
  installTimeVocabularies();
  const doc = createDocumentClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
  });
  const tables = tableNames(config);
  const clock = { now: () => Date.now() };
  const log = createLogger({ fn: 'public-pages' });
  // The feed reads events only; an event store's deletes (which need the reminders) never run here.
  const events = createEventStore(doc, tables, {
    delete: () => Promise.reject(new Error('the public pages delete no reminders')),
  });
  const feeds = createFeedStore(doc, tables);
  // The feed lists the events its user takes part in too (a Query of their own rows).
  const participants = createParticipantStore(doc, tables);
  return {
    zonePage: createZonePage({
      users: createUserStore(doc, tables),
      clock,
      translate: createTranslator(),
      log,
      key: config.ZONE_LINK_KEY,
      origin: config.PUBLIC_BASE_URL,
    }),
    calendarFile: (path) => publicRoute({ feeds, events, participants, clock, log }, path),
  };
}

import { createDocumentClient } from './adapters/dynamo/client.js';
import { createEventStore } from './adapters/dynamo/event-repo.js';
import { createInvitationStore } from './adapters/dynamo/invitation-repo.js';
import { createLinkedReminderStore } from './adapters/dynamo/linked-reminder-repo.js';
import { createNoticeStore } from './adapters/dynamo/notice-repo.js';
import { createParticipantStore } from './adapters/dynamo/participant-repo.js';
import { createReminderStore } from './adapters/dynamo/reminder-repo.js';
import { createUserStore } from './adapters/dynamo/user-repo.js';
import { createLogger } from './adapters/log.js';
import { tableNames, type Config } from './config.js';
import { createTranslator } from './i18n.js';
import { installTimeVocabularies } from './time-vocabularies.js';
import type { ParticipantChangeDeps } from './usecases/participant-changes.js';

/**
 * What follows an answer (the participants' stream consumer), on the real tables. Call once per
 * process (module scope in Lambda): the DynamoDB client and the translator survive warm invocations.
 */
export function createParticipantChangeDeps(config: Config): ParticipantChangeDeps {
  installTimeVocabularies();
  const doc = createDocumentClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
  });
  const tables = tableNames(config);
  const reminders = createReminderStore(doc, tables, config.DUE_SHARDS);
  return {
    events: createEventStore(doc, tables, reminders),
    participants: createParticipantStore(doc, tables),
    notices: createNoticeStore(doc, tables, config.DUE_SHARDS),
    invitations: createInvitationStore(doc, tables, config.DUE_SHARDS),
    reminders,
    users: createUserStore(doc, tables),
    linked: createLinkedReminderStore(doc, tables),
    clock: { now: () => Date.now() },
    translate: createTranslator(),
    log: createLogger({ fn: 'participant-stream' }),
  };
}

/**
 * The local runtime's participants stream consumer: the participants table's stream read from
 * DynamoDB Local and handed to what the participant-stream function runs in AWS (what follows
 * an answer: notices, the participant's language and reminders, the overlap check).
 */
import type { StreamRecord } from '../../shared/adapters/dynamo/stream-image.js';
import { participantRowChanges } from '../../shared/adapters/dynamo/participant-stream.js';
import { tableNames, type Config } from '../../shared/config.js';
import { createParticipantChangeDeps } from '../../shared/participant-stream-deps.js';
import {
  followParticipantChanges,
  type ParticipantChangeDeps,
} from '../../shared/usecases/participant-changes.js';
import { StreamPoller } from './stream-poller.js';

/** Runs what follows a batch of the participants stream's records; failures are logged (Lambda would deliver them again). */
export async function followRecords(
  deps: ParticipantChangeDeps,
  records: readonly StreamRecord[],
): Promise<void> {
  const { failed } = await followParticipantChanges(deps, participantRowChanges(records));
  if (failed.length > 0)
    deps.log.error('participant_stream', new Error(`${failed.length} records failed`));
}

/** A poller of the participants table's stream that runs what follows each batch of answers. */
export function participantStreamPoller(options: {
  readonly endpoint: string;
  readonly region: string;
  readonly table: string;
  readonly deps: ParticipantChangeDeps;
}): StreamPoller {
  const { deps } = options;
  return new StreamPoller({
    endpoint: options.endpoint,
    region: options.region,
    tables: [options.table],
    onRecords: (records) => followRecords(deps, records),
    onError: (err) => deps.log.error('participant_stream', err),
    // Notices follow a press within a poll: a quarter of the calendar sync's interval.
    intervalMs: 100,
  });
}

/** Starts it from now on, as `npm start` does. */
export async function startParticipantStream(
  config: Config,
  endpoint: string,
): Promise<{ stop(): void }> {
  const poller = participantStreamPoller({
    endpoint,
    region: config.AWS_REGION,
    table: tableNames(config).participants,
    deps: createParticipantChangeDeps(config),
  });
  await poller.start();
  return poller;
}

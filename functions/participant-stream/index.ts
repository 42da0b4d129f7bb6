import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { participantRowChanges } from '../../shared/adapters/dynamo/participant-stream.js';
import type { StreamRecord } from '../../shared/adapters/dynamo/stream-image.js';
import { loadConfig } from '../../shared/config.js';
import { createParticipantChangeDeps } from '../../shared/participant-stream-deps.js';
import { followParticipantChanges } from '../../shared/usecases/participant-changes.js';

/**
 * What follows an answer on a shared event (notices, the participant's language and reminders,
 * the overlap check), off the press: invoked by the participants table's DynamoDB Stream.
 * Records whose event failed are reported back, so only they are retried (then bisected, then
 * sent to the failure queue); a replayed record changes nothing.
 */
const deps = createParticipantChangeDeps(loadConfig(process.env));

export async function handler(event: Partial<DynamoDBStreamEvent>): Promise<DynamoDBBatchResponse> {
  const records = (event.Records ?? []) as unknown as StreamRecord[];
  const { failed } = await followParticipantChanges(deps, participantRowChanges(records));
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}

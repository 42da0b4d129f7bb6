/**
 * What follows an answer runs from the participants table's stream (participant-changes.ts):
 * tests read that stream from DynamoDB Local, where AWS would invoke the participant-stream
 * function, and hand the records to the same consumer with the test's own deps (its clock).
 */
import { followRecords } from '../../infra/local/participant-stream-loop.js';
import { StreamPoller } from '../../infra/local/stream-poller.js';
import type { ParticipantChangeDeps } from '../../shared/usecases/participant-changes.js';
import type { TestDb } from './dynamo.js';

export interface ParticipantStream {
  /**
   * Reads every record written since the last drain (the first: since the tables were made) and
   * runs what follows them with `deps`; how many records were read.
   */
  drain(deps: ParticipantChangeDeps): Promise<number>;
  stop(): void;
}

/** The participants stream of a test's fresh tables (`db` read when first drained). */
export function participantStream(
  db: () => Pick<TestDb, 'endpoint' | 'tables'>,
): ParticipantStream {
  let deps: ParticipantChangeDeps | undefined;
  let poller: Promise<StreamPoller> | undefined;
  const opened = () =>
    (poller ??= (async () => {
      const { endpoint, tables } = db();
      const p = new StreamPoller({
        endpoint,
        region: 'us-east-1',
        tables: [tables.participants],
        onRecords: async (records) => {
          if (deps) await followRecords(deps, records);
        },
      });
      await p.open('TRIM_HORIZON');
      return p;
    })());
  return {
    async drain(withDeps) {
      deps = withDeps;
      return (await opened()).drain();
    },
    stop: () => void poller?.then((p) => p.stop()),
  };
}

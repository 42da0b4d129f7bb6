/**
 * What follows an answer on a shared event, in AWS (docs/decisions.md, "Card press: what
 * follows an answer from the stream"): the participant-stream function fed by the participants
 * table's DynamoDB Stream, failed records bisected and retried, then sent to an SQS on-failure
 * destination, with alarms on its errors and on that queue.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { anyOccurrenceAlarm } from './any-alarm.js';

export interface ParticipantStreamProps {
  /** The consumer function (built by the stack like the others). */
  readonly fn: lambda.Function;
  /** The participants table (its stream: NEW_AND_OLD_IMAGES). */
  readonly table: dynamodb.Table;
}

/**
 * The event source's settings: a burst of presses on one card arrives as a few batches of up
 * to 100 records (one read of the event and its rows per event per batch); a failing record is
 * bisected out and retried 3 times, then recorded in the failure queue.
 */
export const participantStreamSource = {
  batchSize: 100,
  maxBatchingWindowSeconds: 1,
  retryAttempts: 3,
} as const;

export class ParticipantStream extends Construct {
  readonly failures: sqs.Queue;
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: ParticipantStreamProps) {
    super(scope, id);
    this.failures = new sqs.Queue(this, 'Failures', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });
    props.fn.addEventSource(
      // CDK's ITable and Table disagree under exactOptionalPropertyTypes (tableStreamArn); the table has a stream.
      new DynamoEventSource(
        props.table as unknown as ConstructorParameters<typeof DynamoEventSource>[0],
        {
          startingPosition: lambda.StartingPosition.LATEST,
          batchSize: participantStreamSource.batchSize,
          maxBatchingWindow: Duration.seconds(participantStreamSource.maxBatchingWindowSeconds),
          bisectBatchOnError: true,
          retryAttempts: participantStreamSource.retryAttempts,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(this.failures),
        },
      ),
    );
    const alarm = (metric: cloudwatch.Metric, name: string, description: string) =>
      anyOccurrenceAlarm(this, metric, name, description);
    this.alarms = [
      alarm(
        props.fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        'Errors',
        'The participant-stream function failed (notices and reminders after answers); see its log group.',
      ),
      alarm(
        this.failures.metricNumberOfMessagesSent({ period: Duration.minutes(5), statistic: 'Sum' }),
        'FailuresAlarm',
        'Participant answers whose notices or reminders failed after retries; the records are in the failure queue.',
      ),
    ];
  }
}

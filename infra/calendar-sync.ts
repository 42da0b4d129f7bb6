/**
 * Calendar sync in AWS (docs/decisions.md, "Calendar sync"): the sync function, fed by the
 * events and calendar tables' DynamoDB Streams (failed batches bisected, then sent to an SQS
 * on-failure destination), invoked every 5 minutes for retries (the spec's 300 s interval),
 * an RSA KMS key only the sync function may decrypt with, and its alarms.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface CalendarSyncProps {
  /** The sync function (built by the stack like the others). */
  readonly fn: lambda.Function;
  /** Tables whose streams feed it: events and calendar. */
  readonly streams: readonly dynamodb.Table[];
  readonly prefix: string;
}

export class CalendarSync extends Construct {
  readonly key: kms.Key;
  readonly failures: sqs.Queue;
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: CalendarSyncProps) {
    super(scope, id);
    // Asymmetric: the interactions function seals with the public half (no KMS permission);
    // only the sync function may Decrypt.
    this.key = new kms.Key(this, 'CredentialsKey', {
      description: 'Tock calendar credentials (refresh tokens, CalDAV app passwords)',
      keySpec: kms.KeySpec.RSA_2048,
      keyUsage: kms.KeyUsage.ENCRYPT_DECRYPT,
      alias: `alias/${props.prefix}-calendar`,
    });
    this.key.grantDecrypt(props.fn);
    props.fn.addEnvironment('CALENDAR_KMS_KEY_ID', this.key.keyArn);

    this.failures = new sqs.Queue(this, 'SyncFailures', { retentionPeriod: Duration.days(14), enforceSSL: true });
    for (const table of props.streams) {
      props.fn.addEventSource(
        // CDK's ITable and Table disagree under exactOptionalPropertyTypes (tableStreamArn); the table has a stream.
        new DynamoEventSource(table as unknown as ConstructorParameters<typeof DynamoEventSource>[0], {
          startingPosition: lambda.StartingPosition.LATEST,
          batchSize: 25,
          maxBatchingWindow: Duration.seconds(1),
          bisectBatchOnError: true,
          retryAttempts: 3,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(this.failures),
        }),
      );
    }

    new scheduler.Schedule(this, 'RetrySchedule', {
      scheduleName: `${props.prefix}-calendar-retry`,
      description: 'Retries pending calendar pushes (the 300 s sync interval)',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(5)),
      target: new targets.LambdaInvoke(props.fn, { retryAttempts: 1, maxEventAge: Duration.minutes(5) }),
    });

    const alarm = (metric: cloudwatch.Metric, name: string, description: string) =>
      metric.createAlarm(this, name, {
        alarmDescription: description,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    this.alarms = [
      alarm(props.fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), 'SyncErrors', 'The calendar sync function failed; see its log group.'),
      alarm(this.failures.metricNumberOfMessagesSent({ period: Duration.minutes(5), statistic: 'Sum' }), 'SyncFailuresAlarm', 'Stream records the calendar sync function could not process are in the on-failure queue.'),
    ];
  }
}

/**
 * Calendar sync in AWS (docs/decisions.md, "Calendar sync"): the sync function, fed by the
 * events and calendar tables' DynamoDB Streams (failed batches bisected, then sent to an SQS
 * on-failure destination), invoked every 5 minutes for retries (the spec's (spec-notes.md, Limits) 300 s interval),
 * an RSA KMS key only the sync function may decrypt with, its public half (read at deploy
 * time) for the functions that seal credentials, and its alarms.
 */
import { CustomResource, Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { anyOccurrenceAlarm } from './any-alarm.js';

export interface CalendarSyncProps {
  /** The sync function (built by the stack like the others). */
  readonly fn: lambda.Function;
  /** The custom-resource function that reads the key's public half (functions/kms-public-key). */
  readonly publicKeyFn: lambda.Function;
  /** Functions that seal credentials with the public half (the interactions function): they get CALENDAR_PUBLIC_KEY and no KMS permission. */
  readonly sealers: readonly lambda.Function[];
  /** Tables whose streams feed it: events, participants and calendar. */
  readonly streams: readonly dynamodb.Table[];
  readonly prefix: string;
  /**
   * The one principal besides the sync function allowed to Decrypt with the key, for an
   * operator's break-glass access (README "Security"). Default: the role
   * `<prefix>-calendar-break-glass` in this account, which does not exist until an operator
   * creates it.
   */
  readonly breakGlassArn?: string;
}

/** The break-glass role's default name (README "Security"). */
export const breakGlassRoleName = (prefix: string): string => `${prefix}-calendar-break-glass`;

export class CalendarSync extends Construct {
  readonly key: kms.Key;
  readonly publicKey: CustomResource;
  readonly failures: sqs.Queue;
  readonly alarms: cloudwatch.Alarm[];
  readonly retrySchedule: scheduler.Schedule;

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
    // "Only the sync function decrypts" must not rest on IAM alone: CDK's default key policy lets
    // any principal of the account that IAM allows use the key. This statement refuses Decrypt
    // (and ReEncrypt, which decrypts too) to every principal but the sync role and a documented
    // break-glass role, whatever their IAM policies say. Key administration stays with the
    // account, so an administrator can still change the policy (and CloudTrail records it).
    const syncRole = props.fn.role;
    if (!syncRole) throw new Error('the calendar sync function needs its own role');
    const breakGlass =
      props.breakGlassArn ??
      Stack.of(this).formatArn({
        service: 'iam',
        region: '',
        resource: 'role',
        resourceName: breakGlassRoleName(props.prefix),
      });
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'DecryptOnlyBySyncFunctionOrBreakGlass',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['kms:Decrypt', 'kms:ReEncrypt*'],
        resources: ['*'],
        conditions: { ArnNotEquals: { 'aws:PrincipalArn': [syncRole.roleArn, breakGlass] } },
      }),
    );
    props.fn.addEnvironment('CALENDAR_KMS_KEY_ID', this.key.keyArn);
    // The public half, read once at deploy time by our own custom resource (AwsCustomResource
    // cannot return GetPublicKey's binary field), handed to the sealers as PEM.
    props.publicKeyFn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['kms:GetPublicKey'], resources: [this.key.keyArn] }),
    );
    this.publicKey = new CustomResource(this, 'CredentialsPublicKey', {
      serviceToken: props.publicKeyFn.functionArn,
      resourceType: 'Custom::KmsPublicKey',
      properties: { KeyId: this.key.keyArn },
    });
    this.publicKey.node.addDependency(props.publicKeyFn.role ?? props.publicKeyFn);
    // The sync function seals too: a refresh token Microsoft rotates is stored again with the public half (KMS refuses GenerateDataKey for an RSA key).
    for (const sealer of [...props.sealers, props.fn])
      sealer.addEnvironment('CALENDAR_PUBLIC_KEY', this.publicKey.getAttString('PublicKeyPem'));

    this.failures = new sqs.Queue(this, 'SyncFailures', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });
    for (const table of props.streams) {
      props.fn.addEventSource(
        // CDK's ITable and Table disagree under exactOptionalPropertyTypes (tableStreamArn); the table has a stream.
        new DynamoEventSource(
          table as unknown as ConstructorParameters<typeof DynamoEventSource>[0],
          {
            startingPosition: lambda.StartingPosition.LATEST,
            batchSize: 25,
            maxBatchingWindow: Duration.seconds(1),
            bisectBatchOnError: true,
            retryAttempts: 3,
            reportBatchItemFailures: true,
            onFailure: new SqsDlq(this.failures),
          },
        ),
      );
    }

    // The retry path is asynchronous (Scheduler → Lambda) and must not fail silently: an event
    // Scheduler cannot deliver is dead-lettered, an invocation that fails goes to the on-failure
    // destination, both into the one failure queue (one alarm), and events Lambda drops are alarmed.
    // Each 5-minute run retries everything pending, so a failed run is not retried itself.
    props.fn.configureAsyncInvoke({
      retryAttempts: 0,
      maxEventAge: Duration.minutes(5),
      onFailure: new SqsDestination(this.failures),
    });
    this.retrySchedule = new scheduler.Schedule(this, 'RetrySchedule', {
      scheduleName: `${props.prefix}-calendar-retry`,
      description: 'Retries pending calendar pushes (the 300 s sync interval)',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(5)),
      target: new targets.LambdaInvoke(props.fn, {
        retryAttempts: 1,
        maxEventAge: Duration.minutes(5),
        deadLetterQueue: this.failures,
      }),
    });

    const alarm = (metric: cloudwatch.Metric, name: string, description: string) =>
      anyOccurrenceAlarm(this, metric, name, description);
    this.alarms = [
      alarm(
        props.fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        'SyncErrors',
        'The calendar sync function failed; see its log group.',
      ),
      alarm(
        this.failures.metricNumberOfMessagesSent({ period: Duration.minutes(5), statistic: 'Sum' }),
        'SyncFailuresAlarm',
        'The calendar sync function failed stream records, a retry run, or the retry schedule could not invoke it; the details are in the failure queue.',
      ),
      alarm(
        props.fn.metric('AsyncEventsDropped', { period: Duration.minutes(5), statistic: 'Sum' }),
        'SyncEventsDropped',
        'Lambda dropped calendar retry invocations (throttled or too old) without running them.',
      ),
    ];
  }
}

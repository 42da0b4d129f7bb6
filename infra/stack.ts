import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { allTables, type KeyDef, type TableDef } from '../shared/adapters/dynamo/tables.js';
import { dispatchMetrics } from '../shared/adapters/metrics.js';
import { BUNDLE_FILE, type FunctionName } from './bundle.js';
import { tableAccess } from './table-access.js';
import { CalendarSync } from './calendar-sync.js';

/** Names the operator creates before the first deploy (README "Deploy to AWS"); derived from the prefix. */
export function discordSettingNames(prefix: string) {
  return {
    publicKeyParameter: `/${prefix}/discord/public-key`,
    applicationIdParameter: `/${prefix}/discord/application-id`,
    botTokenSecret: `${prefix}/discord/bot-token`,
  } as const;
}

/** The dispatcher's schedule name, which `npm run scheduler` looks up. */
export const scheduleName = (prefix: string): string => `${prefix}-dispatcher`;

export interface TockStackProps extends StackProps {
  /** Directories holding each function's bundle ({@link BUNDLE_FILE}), built by infra/bundle.ts. */
  readonly bundles: Readonly<Record<FunctionName, { readonly dir: string }>>;
  /** Names the schedule, the SSM parameters and the secret (default `tock`). */
  readonly prefix?: string;
  /** Alarm notifications go to this address (a subscription to confirm by email). */
  readonly alarmEmail?: string;
}

/** The config variable holding a table's physical name (`REMINDERS_TABLE`, …), as shared/config.ts reads it. */
export const tableEnvVar = (def: Pick<TableDef, 'logicalName'>): string => `${def.logicalName.toUpperCase()}_TABLE`;

const attribute = (key: KeyDef): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING,
});

/**
 * Everything Tock runs on: the tables from `allTables`, the two functions, the Function URL,
 * the once-a-minute schedule with its dead-letter queue, and the alarms.
 */
export class TockStack extends Stack {
  readonly tables: ReadonlyMap<TableDef['logicalName'], dynamodb.Table>;
  readonly interactions: lambda.Function;
  readonly dispatcher: lambda.Function;
  readonly calendarSync: lambda.Function;
  readonly calendar: CalendarSync;

  constructor(scope: Construct, id: string, props: TockStackProps) {
    super(scope, id, props);
    const prefix = props.prefix ?? 'tock';
    const names = discordSettingNames(prefix);

    this.tables = new Map(allTables.map((def) => [def.logicalName, this.table(def)]));
    const tableEnv = Object.fromEntries(allTables.map((def) => [tableEnvVar(def), this.tableOf(def.logicalName).tableName]));

    // Public values (the key that verifies Discord's signatures, the application id):
    // CloudFormation resolves them from SSM at deploy time, so the interactions function's
    // cold start makes no extra call. Changing one takes a `cdk deploy`, which also replaces
    // every running instance, so none keeps an old value.
    const publicKey = ssm.StringParameter.valueForStringParameter(this, names.publicKeyParameter);
    const applicationId = ssm.StringParameter.valueForStringParameter(this, names.applicationIdParameter);
    // The only secret stays in Secrets Manager: the dispatcher reads it once at cold start.
    const botToken = secretsmanager.Secret.fromSecretNameV2(this, 'BotToken', names.botTokenSecret);

    this.interactions = this.fn('interactions', props, {
      memorySize: 512, // more CPU for the cold start: Discord wants an answer within 3 s
      timeout: Duration.seconds(10),
      environment: { ...tableEnv, DISCORD_PUBLIC_KEY: publicKey, DISCORD_APPLICATION_ID: applicationId },
    });
    this.dispatcher = this.fn('dispatcher', props, {
      // Always running (two passes a minute): 128 MB keeps it inside Lambda's free tier.
      memorySize: 128,
      // Two passes 30 s apart, each up to its 30 s window, no claim in the last 15 s: ≥ 90 s.
      timeout: Duration.seconds(90),
      environment: { ...tableEnv, DISCORD_BOT_TOKEN_SECRET: names.botTokenSecret },
    });
    botToken.grantRead(this.dispatcher);
    // Failures inside an invocation are handled and logged by the handler; retrying a whole
    // minute's invocation is pointless because the next one starts a minute later anyway.
    this.dispatcher.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
    this.calendarSync = this.fn('calendar-sync', props, { memorySize: 256, timeout: Duration.seconds(60), environment: { ...tableEnv } });
    this.calendar = new CalendarSync(this, 'CalendarSync', { fn: this.calendarSync, streams: [this.tableOf('events'), this.tableOf('calendar')], prefix });
    this.grantTables();

    const url = this.interactions.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.NONE }); // Discord signs every request

    const deadLetters = new sqs.Queue(this, 'DispatchDeadLetters', { retentionPeriod: Duration.days(14), enforceSSL: true });
    const schedule = new scheduler.Schedule(this, 'DispatchSchedule', {
      scheduleName: scheduleName(prefix),
      description: 'Runs the Tock dispatcher every minute (two passes 30 s apart)',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(1)),
      // A missed minute is covered by the next one: retry briefly, then dead-letter.
      target: new targets.LambdaInvoke(this.dispatcher, { retryAttempts: 2, maxEventAge: Duration.minutes(1), deadLetterQueue: deadLetters }),
    });

    this.alarms(props, deadLetters);

    new CfnOutput(this, 'InteractionsEndpointUrl', { value: url.url, description: 'Paste into the Developer Portal: Interactions Endpoint URL' });
    new CfnOutput(this, 'ScheduleName', { value: schedule.scheduleName, description: 'npm run scheduler -- start|stop|status' });
    new CfnOutput(this, 'BotTokenSecretName', { value: names.botTokenSecret });
    new CfnOutput(this, 'DispatcherFunctionName', { value: this.dispatcher.functionName, description: 'Update its configuration to make it re-read the bot token' });
  }

  private tableOf(name: TableDef['logicalName']): dynamodb.Table {
    const table = this.tables.get(name);
    if (!table) throw new Error(`no table ${name}`);
    return table;
  }

  /** One table from its definition: on-demand, PITR, deletion protection, TTL, GSIs with every attribute. */
  private table(def: TableDef): dynamodb.Table {
    const id = `${def.logicalName[0]?.toUpperCase()}${def.logicalName.slice(1)}Table`;
    const table = new dynamodb.Table(this, id, {
      partitionKey: attribute(def.partitionKey),
      ...(def.sortKey ? { sortKey: attribute(def.sortKey) } : {}),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // Data outlives the stack: `cdk destroy` leaves the tables (README: Tear down).
      removalPolicy: RemovalPolicy.RETAIN,
      ...(def.ttlAttribute ? { timeToLiveAttribute: def.ttlAttribute } : {}),
      ...(def.stream ? { stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES } : {}),
    });
    for (const index of def.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        ...(index.sortKey ? { sortKey: attribute(index.sortKey) } : {}),
        projectionType: dynamodb.ProjectionType.ALL, // as create-tables.ts: the code reads whole items from indexes
      });
    }
    return table;
  }

  private fn(name: FunctionName, props: TockStackProps, options: Pick<lambda.FunctionProps, 'memorySize' | 'timeout' | 'environment'>): lambda.Function {
    const id = `${name[0]?.toUpperCase()}${name.slice(1)}Function`;
    const logGroup = new logs.LogGroup(this, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    return new lambda.Function(this, id, {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: `${BUNDLE_FILE.replace(/\.mjs$/, '')}.handler`,
      code: lambda.Code.fromAsset(props.bundles[name].dir),
      logGroup,
      description: `Tock ${name}`,
      ...options,
    });
  }

  /** Only the actions each function uses (infra/table-access.ts), on the table and index ARNs. */
  private grantTables(): void {
    for (const def of allTables) {
      const table = this.tableOf(def.logicalName);
      for (const [fnName, grant] of Object.entries(tableAccess[def.logicalName]) as [FunctionName, (typeof tableAccess)['reminders']['interactions']][]) {
        if (!grant) continue;
        const fn = { interactions: this.interactions, dispatcher: this.dispatcher, 'calendar-sync': this.calendarSync }[fnName];
        if (grant.items.length > 0) {
          fn.addToRolePolicy(new iam.PolicyStatement({ actions: grant.items.map((a) => `dynamodb:${a}`), resources: [table.tableArn] }));
        }
        const queryResources = [
          ...(grant.queryTable ? [table.tableArn] : []),
          ...grant.queryIndexes.map((index) => {
            if (!def.indexes.some((i) => i.indexName === index)) throw new Error(`${def.logicalName} has no index ${index}`);
            return `${table.tableArn}/index/${index}`;
          }),
        ];
        if (queryResources.length > 0) fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: queryResources }));
      }
    }
  }

  /** Function errors, the dispatcher falling behind or failing reminders, and dead-lettered schedule events. */
  private alarms(props: TockStackProps, deadLetters: sqs.Queue): void {
    const topic = new sns.Topic(this, 'Alarms', { displayName: 'Tock alarms' });
    if (props.alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    const notify = new cwActions.SnsAction(topic);
    const dispatcherMetric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: dispatchMetrics.namespace,
        metricName,
        dimensionsMap: { [dispatchMetrics.dimension]: this.dispatcher.functionName },
        statistic,
        period: Duration.minutes(1),
      });
    const alarms = [
      ...(['interactions', 'dispatcher'] as const).map((name) =>
        (name === 'interactions' ? this.interactions : this.dispatcher)
          .metricErrors({ period: Duration.minutes(5), statistic: 'Sum' })
          .createAlarm(this, `${name === 'interactions' ? 'Interactions' : 'Dispatcher'}Errors`, {
            alarmDescription: `The ${name} function failed (exception, timeout or init error); see its log group.`,
            threshold: 1,
            evaluationPeriods: 1,
            comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
          }),
      ),
      // Reminders normally go out at their due second; a claim more than 2 minutes late for
      // 5 minutes running is a dispatcher that cannot keep up (or cannot send).
      dispatcherMetric(dispatchMetrics.lateness, 'Maximum').createAlarm(this, 'DispatcherBehind', {
        alarmDescription: 'Reminders are being claimed more than 2 minutes after they fall due, for 5 minutes.',
        threshold: 120_000,
        evaluationPeriods: 5,
        datapointsToAlarm: 5,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      dispatcherMetric(dispatchMetrics.failures, 'Sum').createAlarm(this, 'DispatchFailures', {
        alarmDescription: 'Reminders given up after retries, a rejected bot token, or failing passes; see the dispatcher log.',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }).createAlarm(this, 'DispatchDeadLettersAlarm', {
        alarmDescription: 'EventBridge Scheduler could not invoke the dispatcher; the events are in the dead-letter queue.',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    ];
    for (const alarm of [...alarms, ...this.calendar.alarms]) alarm.addAlarmAction(notify);
  }
}

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
import {
  allTables,
  type KeyDef,
  type RetiredIndexDef,
  type TableDef,
} from '../shared/adapters/dynamo/tables.js';
import { dispatchMetrics } from '../shared/adapters/metrics.js';
import { INTERACTIONS_TIMEOUT_SECONDS } from '../shared/interactions/late-answer.js';
import { BUNDLE_FILE, type FunctionName } from './bundle.js';
import { tableAccess, type TableAccess } from './table-access.js';
import { CalendarSync } from './calendar-sync.js';
import { ParticipantStream } from './participant-stream.js';
import { WebhookKey } from './webhook-key.js';
import { configureCalendarOAuth, type CalendarOAuthProps } from './calendar-oauth.js';

/**
 * Names the operator creates before the first deploy (README "Deploy to AWS"); derived from
 * the prefix. The stack reads the public key and the token; the application id parameter is
 * optional, for `npm run register` only (the functions take the id from each interaction).
 */
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
  /**
   * The bot's public address when it is not the Function URL (a custom domain in front of it).
   * Unset: the function uses the Function URL requests arrive on.
   */
  readonly publicBaseUrl?: string;
  /**
   * Reserve {@link reservedConcurrency} for each function (default true). An account whose
   * concurrency quota is still 10 cannot reserve any (Lambda keeps 10 unreserved): deploy
   * with `-c reserveConcurrency=false` there (README).
   */
  readonly reserveConcurrency?: boolean;
  /** Google and Microsoft OAuth client ids (their secrets: infra/calendar-oauth.ts). Unset: those providers are not offered. */
  readonly calendarOAuth?: CalendarOAuthProps;
  /**
   * The break-glass principal that may Decrypt calendar credentials besides the sync function
   * (README "Security"). Default: the role `<prefix>-calendar-break-glass` in this account.
   */
  readonly calendarBreakGlassArn?: string;
  /**
   * The indexes an earlier version made and this one replaced (`retiredIndexes` in tables.ts):
   * `keep` (default) keeps them beside their replacements, so a running bot's update only adds
   * the new index (CloudFormation adds or deletes one index per table update) and its functions
   * may read the old one while the new one is built; `drop` (`-c retiredIndexes=drop`) leaves
   * them out: a fresh deploy, or the second deploy once the new index is ACTIVE (docs/deploy.md).
   */
  readonly retiredIndexes?: 'keep' | 'drop';
}

/**
 * Reserved concurrency: the dispatcher always gets its 2 (a minute's invocation runs up to
 * 90 s, so two overlap) and its drain 1 (one drain at a time holds the lease), however many requests hit the public Function URL; the interactions
 * function is capped at 20 (~400 requests/s at 50 ms each, far above what Discord sends a
 * small bot), so a flood of unsigned requests is throttled (429) instead of taking the
 * account's whole pool. The public pages get their own 5 (a page or a feed download takes
 * ~50 ms: ~100 requests/s), so a flood of page requests is throttled there, not in the
 * interactions function.
 */
export const reservedConcurrency = {
  dispatcher: 2,
  drain: 1,
  interactions: 20,
  'public-pages': 5,
} as const satisfies Partial<Record<FunctionName | 'drain', number>>;

/**
 * The dispatcher's memory: always running (two passes a minute), so 128 MB keeps it inside
 * Lambda's free tier. Lambda's CPU share follows it (128/1769 of a vCPU); the benchmarks read
 * it from here, so what they measure is what is deployed.
 */
export const dispatcherMemoryMb = 128;

/**
 * The drain's memory: one full vCPU, started only when a dispatcher pass finds a backlog
 * (shared/usecases/dispatch-drain.ts), so idle it costs nothing. At 7.2 % of a CPU the
 * dispatcher sends about 7 reminders a second; with a whole CPU the drain keeps Discord's
 * limit busy (docs/decisions.md, "The peak at the deployed CPU share").
 */
export const drainMemoryMb = 1769;

/** The config variable holding a table's physical name (`REMINDERS_TABLE`, …), as shared/config.ts reads it. */
export const tableEnvVar = (def: Pick<TableDef, 'logicalName'>): string =>
  `${def.logicalName.toUpperCase()}_TABLE`;

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
  /** `/tz`, the calendar feed and export, the OAuth pages: their own function and URL. */
  readonly publicPages: lambda.Function;
  readonly dispatcher: lambda.Function;
  /** The dispatcher's code at {@link drainMemoryMb}, started by a dispatcher that finds a backlog. */
  readonly drain: lambda.Function;
  readonly calendarSync: lambda.Function;
  /** Deploy time only: the custom resource reading the calendar key's public half. */
  readonly kmsPublicKey: lambda.Function;
  readonly calendar: CalendarSync;
  /** What follows an answer (notices, reminders), from the participants table's stream. */
  readonly participantStream: lambda.Function;
  readonly participantChanges: ParticipantStream;
  /** Deploy time only: the custom resource generating the webhook key pair. */
  readonly webhookKeyFn: lambda.Function;
  readonly webhookKey: WebhookKey;
  /** The retired indexes this deploy keeps ({@link TockStackProps.retiredIndexes}). */
  private readonly keptIndexes: (def: TableDef) => readonly RetiredIndexDef[];

  constructor(scope: Construct, id: string, props: TockStackProps) {
    super(scope, id, props);
    const prefix = props.prefix ?? 'tock';
    const names = discordSettingNames(prefix);

    this.keptIndexes = (def) => (props.retiredIndexes === 'drop' ? [] : (def.retiredIndexes ?? []));
    this.tables = new Map(allTables.map((def) => [def.logicalName, this.table(def)]));
    const tableEnv = Object.fromEntries(
      allTables.map((def) => [tableEnvVar(def), this.tableOf(def.logicalName).tableName]),
    );

    // The public key that verifies Discord's signatures: CloudFormation resolves it from SSM
    // at deploy time, so the interactions function's cold start makes no extra call. Changing
    // it takes a `cdk deploy`, which also replaces every running instance.
    const publicKey = ssm.StringParameter.valueForStringParameter(this, names.publicKeyParameter);
    // The only secret stays in Secrets Manager: the dispatcher reads it once at cold start.
    const botToken = secretsmanager.Secret.fromSecretNameV2(this, 'BotToken', names.botTokenSecret);

    // The key signing the bot's links ("Detect my time zone", the export download): generated by
    // Secrets Manager, never in the template, the repository or a function's environment; the
    // interactions (signing) and public pages (verifying) functions read it once per cold start.
    const zoneLinkKey = new secretsmanager.Secret(this, 'ZoneLinkKey', {
      description: 'Tock: HMAC-SHA256 key signing the 15-minute "Detect my time zone" links',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    // Both read it through AWS's Parameters and Secrets extension (a layer; a localhost call that
    // fetches with the function's role), so neither bundle carries a Secrets Manager client.
    const secretsExtension = lambda.ParamsAndSecretsLayerVersion.fromVersion(
      lambda.ParamsAndSecretsVersions.V1_0_103,
      { logLevel: lambda.ParamsAndSecretsLogLevel.WARN },
    );

    // The public pages (`/tz`, the calendar feed and export, the OAuth pages): their own function,
    // Function URL and small reserved concurrency, so a flood of page requests is throttled there
    // and never takes the concurrency Discord's interactions need.
    this.publicPages = this.fn('public-pages', props, {
      memorySize: 256,
      timeout: Duration.seconds(10),
      environment: { ...tableEnv, ZONE_LINK_KEY_SECRET: zoneLinkKey.secretArn },
      paramsAndSecrets: secretsExtension,
      ...this.concurrency('public-pages', props),
    });
    const pagesUrl = this.publicPages.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.NONE }); // public pages; tokens in the links
    this.interactions = this.fn('interactions', props, {
      memorySize: 512, // more CPU for the cold start: Discord wants an answer within 3 s
      // Covers a late answer's delivery after the deferred one (docs/decisions.md, "Late answers").
      timeout: Duration.seconds(INTERACTIONS_TIMEOUT_SECONDS),
      environment: {
        ...tableEnv,
        DISCORD_PUBLIC_KEY: publicKey,
        ZONE_LINK_KEY_SECRET: zoneLinkKey.secretArn,
        // Links in replies point at the public pages (a custom domain in front of them, if given).
        PUBLIC_BASE_URL: props.publicBaseUrl ?? pagesUrl.url,
      },
      paramsAndSecrets: secretsExtension,
      ...this.concurrency('interactions', props),
    });
    // GetSecretValue only (grantRead would add DescribeSecret, which nothing calls).
    for (const fn of [this.interactions, this.publicPages]) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [zoneLinkKey.secretArn],
        }),
      );
    }
    this.drain = this.fn(
      'dispatcher',
      props,
      {
        memorySize: drainMemoryMb,
        // Passes 30 s apart while the backlog lasts: Lambda's longest timeout. A longer backlog is handed over again.
        timeout: Duration.minutes(15),
        environment: { ...tableEnv, DISCORD_BOT_TOKEN_SECRET: names.botTokenSecret },
        ...this.concurrency('drain', props),
      },
      {
        id: 'DispatchDrainFunction',
        handler: 'drainHandler',
        description: 'Tock dispatcher drain',
      },
    );
    this.dispatcher = this.fn('dispatcher', props, {
      memorySize: dispatcherMemoryMb,
      // Two passes 30 s apart, each up to its 30 s window, no claim in the last 15 s: ≥ 90 s.
      timeout: Duration.seconds(90),
      environment: {
        ...tableEnv,
        DISCORD_BOT_TOKEN_SECRET: names.botTokenSecret,
        DRAIN_FUNCTION_NAME: this.drain.functionName,
      },
      ...this.concurrency('dispatcher', props),
    });
    this.drain.grantInvoke(this.dispatcher);
    // A drain whose 15 minutes run out before the backlog does starts its successor
    // (shared/usecases/dispatch-drain.ts). In a policy of its own: the function's default policy
    // naming the function's own ARN would be a circular dependency in CloudFormation.
    new iam.Policy(this, 'DrainStartsSuccessor', {
      roles: [this.drain.role as iam.IRole],
      statements: [
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.drain.functionArn],
        }),
      ],
    });
    for (const fn of [this.dispatcher, this.drain]) {
      // GetSecretValue only (grantRead would add DescribeSecret, which nothing calls). A secret
      // imported by name has no suffix in its ARN: Secrets Manager appends `-` and 6 characters.
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [`${botToken.secretArn}-??????`],
        }),
      );
      // Failures inside an invocation are handled and logged by the handler; retrying a whole
      // minute's invocation is pointless because the next one starts a minute later anyway (and
      // a drain that failed leaves its lease to run out, then the next dispatcher pass starts another).
      fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
    }
    this.calendarSync = this.fn('calendar-sync', props, {
      memorySize: 256,
      timeout: Duration.seconds(60),
      environment: { ...tableEnv },
    });
    this.kmsPublicKey = this.fn('kms-public-key', props, {
      memorySize: 128,
      timeout: Duration.seconds(30),
    });
    this.calendar = new CalendarSync(this, 'CalendarSync', {
      fn: this.calendarSync,
      publicKeyFn: this.kmsPublicKey,
      // CalDAV passwords (interactions), OAuth refresh tokens (public pages' callback, and the
      // sync function re-sealing Microsoft's rotated ones): all with the public half.
      sealers: [this.interactions, this.publicPages, this.calendarSync],
      streams: [this.tableOf('events'), this.tableOf('participants'), this.tableOf('calendar')],
      prefix,
      ...(props.calendarBreakGlassArn ? { breakGlassArn: props.calendarBreakGlassArn } : {}),
    });
    this.participantStream = this.fn('participant-stream', props, {
      memorySize: 256,
      timeout: Duration.seconds(60),
      environment: { ...tableEnv },
    });
    this.participantChanges = new ParticipantStream(this, 'ParticipantChanges', {
      fn: this.participantStream,
      table: this.tableOf('participants'),
    });
    this.webhookKeyFn = this.fn('webhook-key', props, {
      memorySize: 128,
      timeout: Duration.seconds(30),
    });
    // Webhook URLs: sealed by the interactions function, opened by the dispatcher's code only.
    this.webhookKey = new WebhookKey(this, 'WebhookKey', {
      fn: this.webhookKeyFn,
      openers: [this.dispatcher, this.drain],
      sealers: [this.interactions],
      prefix,
    });
    configureCalendarOAuth(this, prefix, props.calendarOAuth, {
      offer: [this.interactions],
      exchange: [this.publicPages, this.calendarSync],
    });
    this.grantTables();

    // Discord signs every request. Streamed: the deferred answer goes out at the deadline and the
    // invocation lives on to deliver the result through the interaction's webhook.
    const url = this.interactions.addFunctionUrl({
      authType: lambda.FunctionUrlAuthType.NONE,
      invokeMode: lambda.InvokeMode.RESPONSE_STREAM,
    });

    const deadLetters = new sqs.Queue(this, 'DispatchDeadLetters', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });
    const schedule = this.dispatchSchedule(prefix, deadLetters);

    this.alarms(props, deadLetters);

    new CfnOutput(this, 'InteractionsEndpointUrl', {
      value: url.url,
      description: 'Paste into the Developer Portal: Interactions Endpoint URL',
    });
    new CfnOutput(this, 'PublicPagesUrl', {
      value: pagesUrl.url,
      description:
        'The public pages (/tz, calendar feeds, OAuth): register <url>oauth/callback with Google and Microsoft',
    });
    new CfnOutput(this, 'ScheduleName', {
      value: schedule.scheduleName,
      description: 'npm run scheduler -- start|stop|status',
    });
    new CfnOutput(this, 'BotTokenSecretName', { value: names.botTokenSecret });
    new CfnOutput(this, 'DispatcherFunctionName', {
      value: this.dispatcher.functionName,
      description: 'Update its configuration to make it re-read the bot token',
    });
    new CfnOutput(this, 'DispatchDrainFunctionName', {
      value: this.drain.functionName,
      description: 'Update its configuration too to make it re-read the bot token',
    });
  }

  private tableOf(name: TableDef['logicalName']): dynamodb.Table {
    const table = this.tables.get(name);
    if (!table) throw new Error(`no table ${name}`);
    return table;
  }

  /** One table from its definition: on-demand, PITR, deletion protection, TTL, its GSIs (and the retired ones kept). */
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
    for (const index of [...def.indexes, ...this.keptIndexes(def)]) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        ...(index.sortKey ? { sortKey: attribute(index.sortKey) } : {}),
        // as create-tables.ts
        ...(index.projection
          ? {
              projectionType: dynamodb.ProjectionType.INCLUDE,
              nonKeyAttributes: [...index.projection],
            }
          : { projectionType: dynamodb.ProjectionType.ALL }),
      });
    }
    return table;
  }

  /** The function's reserved concurrency, unless the deploy turned reservations off. */
  private concurrency(
    name: keyof typeof reservedConcurrency,
    props: TockStackProps,
  ): Pick<lambda.FunctionProps, 'reservedConcurrentExecutions'> {
    return props.reserveConcurrency === false
      ? {}
      : { reservedConcurrentExecutions: reservedConcurrency[name] };
  }

  /**
   * The dispatcher's once-a-minute schedule, with its own role. The schedule depends on the
   * role's policy, so CloudFormation creates it only once the invoke permission exists and the
   * first minute cannot fail on a missing grant.
   */
  private dispatchSchedule(prefix: string, deadLetters: sqs.Queue): scheduler.Schedule {
    // Only schedules of this account's default group may assume the role (the confused-deputy
    // guard CDK puts on the roles it creates for schedule targets, like the calendar retry's).
    const role = new iam.Role(this, 'DispatchScheduleRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: {
            'aws:SourceAccount': this.account,
            'aws:SourceArn': this.formatArn({
              service: 'scheduler',
              resource: 'schedule-group',
              resourceName: 'default',
            }),
          },
        },
      }),
    });
    const schedule = new scheduler.Schedule(this, 'DispatchSchedule', {
      scheduleName: scheduleName(prefix),
      description: 'Runs the Tock dispatcher every minute (two passes 30 s apart)',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(1)),
      // A missed minute is covered by the next one: retry briefly, then dead-letter.
      target: new targets.LambdaInvoke(this.dispatcher, {
        role,
        retryAttempts: 2,
        maxEventAge: Duration.minutes(1),
        deadLetterQueue: deadLetters,
      }),
    });
    schedule.node.addDependency(role); // the role and its DefaultPolicy (a child of the role)
    return schedule;
  }

  /**
   * One function with its own role and log group. The role may write to that log group only
   * (instead of AWSLambdaBasicExecutionRole's `logs:*` on every resource); everything else is
   * granted where it is used.
   */
  private fn(
    name: FunctionName,
    props: TockStackProps,
    options: Pick<
      lambda.FunctionProps,
      'memorySize' | 'timeout' | 'environment' | 'reservedConcurrentExecutions' | 'paramsAndSecrets'
    >,
    /** A second function on the same bundle, with another exported handler. */
    variant?: { readonly id: string; readonly handler: string; readonly description: string },
  ): lambda.Function {
    const id = variant?.id ?? `${name[0]?.toUpperCase()}${name.slice(1)}Function`;
    const logGroup = new logs.LogGroup(this, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const description = variant?.description ?? `Tock ${name}`;
    const role = new iam.Role(this, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description,
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    return new lambda.Function(this, id, {
      role,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: `${BUNDLE_FILE.replace(/\.mjs$/, '')}.${variant?.handler ?? 'handler'}`,
      code: lambda.Code.fromAsset(props.bundles[name].dir),
      logGroup,
      description,
      ...options,
    });
  }

  /** Only the actions each function uses (infra/table-access.ts), on the table and index ARNs. */
  private grantTables(): void {
    for (const def of allTables) {
      const table = this.tableOf(def.logicalName);
      for (const [fnName, grant] of Object.entries(tableAccess[def.logicalName]) as [
        FunctionName,
        (typeof tableAccess)['reminders']['interactions'],
      ][]) {
        if (!grant) continue;
        // The drain runs the dispatcher's code: it gets the dispatcher's grants.
        const fns = {
          interactions: [this.interactions],
          'public-pages': [this.publicPages],
          dispatcher: [this.dispatcher, this.drain],
          'calendar-sync': [this.calendarSync],
          'participant-stream': [this.participantStream],
          'kms-public-key': [this.kmsPublicKey],
          'webhook-key': [this.webhookKeyFn],
        }[fnName];
        for (const fn of fns) this.grantTable(fn, def, table, grant);
      }
    }
  }

  /** One function's grant on one table: its item actions on the table ARN, its Queries on the table and index ARNs. */
  private grantTable(
    fn: lambda.Function,
    def: TableDef,
    table: dynamodb.Table,
    grant: NonNullable<TableAccess[TableDef['logicalName']][FunctionName]>,
  ): void {
    if (grant.items.length > 0) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: grant.items.map((a) => `dynamodb:${a}`),
          resources: [table.tableArn],
        }),
      );
    }
    // A reader of an index may also read the retired one it replaced while it is built (kept only).
    const retired = this.keptIndexes(def)
      .filter((r) => grant.queryIndexes.includes(r.replacedBy))
      .map((r) => r.indexName);
    const queryResources = [
      ...(grant.queryTable ? [table.tableArn] : []),
      ...grant.queryIndexes.map((index) => {
        if (!def.indexes.some((i) => i.indexName === index))
          throw new Error(`${def.logicalName} has no index ${index}`);
        return `${table.tableArn}/index/${index}`;
      }),
      ...retired.map((index) => `${table.tableArn}/index/${index}`),
    ];
    if (queryResources.length > 0)
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: queryResources }),
      );
  }

  /** Function errors, the dispatcher falling behind or failing reminders, and dead-lettered schedule events. */
  private alarms(props: TockStackProps, deadLetters: sqs.Queue): void {
    const topic = new sns.Topic(this, 'Alarms', { displayName: 'Tock alarms' });
    if (props.alarmEmail)
      topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
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
      this.drain
        .metricErrors({ period: Duration.minutes(5), statistic: 'Sum' })
        .createAlarm(this, 'DispatchDrainErrors', {
          alarmDescription:
            'The dispatcher drain failed (exception, timeout or init error); dispatchers take the backlog back once its lease runs out. See its log group.',
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      // Reminders normally go out at their due second; a claim more than 2 minutes late for
      // 5 minutes running is a dispatcher that cannot keep up (or cannot send).
      dispatcherMetric(dispatchMetrics.lateness, 'Maximum').createAlarm(this, 'DispatcherBehind', {
        alarmDescription:
          'Reminders are being claimed more than 2 minutes after they fall due, for 5 minutes.',
        threshold: 120_000,
        evaluationPeriods: 5,
        datapointsToAlarm: 5,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      dispatcherMetric(dispatchMetrics.failures, 'Sum').createAlarm(this, 'DispatchFailures', {
        alarmDescription:
          'Reminders given up after retries, a rejected bot token, or failing passes; see the dispatcher log.',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      ...this.dispatcherOutageAlarms(
        deadLetters,
        dispatcherMetric(dispatchMetrics.sent, 'SampleCount'),
      ),
    ];
    for (const alarm of [...alarms, ...this.calendar.alarms, ...this.participantChanges.alarms])
      alarm.addAlarmAction(notify);
  }

  /**
   * A dispatcher that does not run at all: Scheduler invokes it asynchronously, so an outage
   * shows up as no passes (heartbeat), as events Lambda drops (AsyncEventsDropped), or as
   * events Scheduler dead-letters.
   */
  private dispatcherOutageAlarms(
    deadLetters: sqs.Queue,
    passes: cloudwatch.Metric,
  ): cloudwatch.Alarm[] {
    return [
      // Every finished pass publishes its metrics, idle or not: none for 5 minutes running
      // (missing data counts) means no pass ran. Also fires while `npm run scheduler -- stop` holds it.
      passes.createAlarm(this, 'DispatcherHeartbeat', {
        alarmDescription:
          'No dispatcher pass finished for 5 minutes: reminders are not being sent. Is the schedule stopped or the function failing to start?',
        threshold: 1,
        evaluationPeriods: 5,
        datapointsToAlarm: 5,
        comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      }),
      this.dispatcher
        .metric('AsyncEventsDropped', { period: Duration.minutes(5), statistic: 'Sum' })
        .createAlarm(this, 'DispatcherEventsDropped', {
          alarmDescription:
            'Lambda dropped scheduled dispatcher invocations (throttled or too old) without running them.',
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      // On new dead letters, not on the ones waiting in the queue: messages kept 14 days would
      // hold a "messages visible" alarm in ALARM and a second outage would notify nobody. Each
      // 5 minutes with new dead letters alarms; the first quiet period returns it to OK.
      deadLetters
        .metricNumberOfMessagesSent({ period: Duration.minutes(5), statistic: 'Sum' })
        .createAlarm(this, 'DispatchDeadLettersAlarm', {
          alarmDescription:
            'EventBridge Scheduler could not invoke the dispatcher; the events are in the dead-letter queue.',
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
    ];
  }
}

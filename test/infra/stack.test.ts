import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allTables,
  participantsTable,
  PARTICIPANT_ROW_ATTRIBUTES,
  type IndexDef,
} from '../../shared/adapters/dynamo/tables.js';
import { loadConfig, tableNames } from '../../shared/config.js';
import { bundleAll } from '../../infra/bundle.js';
import {
  dispatcherMemoryMb,
  drainMemoryMb,
  reservedConcurrency,
  TockStack,
  tableEnvVar,
} from '../../infra/stack.js';
import { tableAccess } from '../../infra/table-access.js';
import { LAMBDA_DELIVERY_MS } from '../../shared/interactions/late-answer.js';

type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  DependsOn?: string[];
};
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let stack: TockStack;
let template: Template;
let resources: Record<string, Resource>;

/** The feature flags `cdk synth` applies (cdk.json), so what is asserted is what deploys. */
const cdkContext = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;
let bundles: Awaited<ReturnType<typeof bundleAll>>;

// One synthesis per file: bundling and synthesis take seconds.
beforeAll(async () => {
  bundles = await bundleAll();
  stack = new TockStack(new App({ context: cdkContext }), 'Test', {
    bundles,
    alarmEmail: 'ops@example.com',
  });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 120_000);

const logicalId = (construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnTable);
const ofType = (type: string): [string, Resource][] =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

/** The logical id of a function's role. */
function roleIdOf(fn: TockStack['interactions']): string | undefined {
  const roleRef = (fn.node.defaultChild as CfnFunction).role as string;
  return Object.keys(resources).find((id) => stack.resolve(roleRef)['Fn::GetAtt']?.[0] === id);
}

/** The IAM statements attached to a function's role. */
function statementsOf(fn: TockStack['interactions']): Statement[] {
  const roleId = roleIdOf(fn);
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties['Roles'] as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => (p.Properties['PolicyDocument'] as { Statement: Statement[] }).Statement);
}
const actions = (s: Statement): string[] => (Array.isArray(s.Action) ? s.Action : [s.Action]);
const fnId = (fn: TockStack['interactions']): string =>
  stack.getLogicalId(fn.node.defaultChild as CfnFunction);
const envOf = (fn: TockStack['interactions']): Record<string, unknown> =>
  (resources[fnId(fn)]?.Properties['Environment'] as { Variables: Record<string, unknown> })
    .Variables;
/** The logical id of a function's Function URL. */
const urlIdOf = (fn: TockStack['interactions']): string | undefined =>
  ofType('AWS::Lambda::Url').find(
    ([, u]) =>
      JSON.stringify(u.Properties['TargetFunctionArn']) ===
      JSON.stringify({ 'Fn::GetAtt': [fnId(fn), 'Arn'] }),
  )?.[0];

/** The indexes of one table (by logical id) that the resources of some IAM statements name, sorted. */
const indexesIn = (statements: Statement[], tableId: string): string[] =>
  statements
    .flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]))
    .map((r) => JSON.stringify(r))
    .filter((r) => r.includes(`"${tableId}"`))
    .flatMap((r) => [...r.matchAll(/\/index\/([\w.-]+)/g)].map((m) => m[1] ?? ''))
    .sort();

/** A GSI as the template must declare it from its definition in tables.ts. */
const gsiOf = (i: IndexDef) => ({
  IndexName: i.indexName,
  KeySchema: [
    { AttributeName: i.partitionKey.name, KeyType: 'HASH' },
    ...(i.sortKey ? [{ AttributeName: i.sortKey.name, KeyType: 'RANGE' }] : []),
  ],
  Projection: i.projection
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...i.projection] }
    : { ProjectionType: 'ALL' },
});

describe('Stack: tables', () => {
  it('creates one table per definition in tables.ts, and no other', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', allTables.length);
  });

  it.each(allTables.map((d) => [d.logicalName, d] as const))(
    '%s: keys, GSIs (their projections; the retired ones kept), on-demand, PITR, deletion protection, TTL, retained',
    (name, def) => {
      const table = resources[logicalId(stack.tables.get(name) as never)] as Resource;
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        KeySchema: [
          { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
          ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
      });
      const gsis = (table.Properties['GlobalSecondaryIndexes'] ?? []) as unknown[];
      // By default the indexes this version replaced are kept beside their replacements.
      expect(gsis).toEqual([...def.indexes, ...(def.retiredIndexes ?? [])].map(gsiOf));
      const attrs = table.Properties['AttributeDefinitions'] as {
        AttributeName: string;
        AttributeType: string;
      }[];
      for (const key of [
        def.partitionKey,
        def.sortKey,
        ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
      ]) {
        if (key) expect(attrs).toContainEqual({ AttributeName: key.name, AttributeType: key.type });
      }
      expect(table.Properties['TimeToLiveSpecification']).toEqual(
        def.ttlAttribute ? { AttributeName: def.ttlAttribute, Enabled: true } : undefined,
      );
    },
  );

  it('hands each function every table name under the variable config.ts reads', () => {
    for (const fn of [stack.interactions, stack.dispatcher]) {
      const env = (
        resources[stack.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties[
          'Environment'
        ] as { Variables: Record<string, unknown> }
      ).Variables;
      for (const def of allTables) {
        expect(env[tableEnvVar(def)]).toEqual({
          Ref: logicalId(stack.tables.get(def.logicalName) as never),
        });
        const names = tableNames(loadConfig({ [tableEnvVar(def)]: 'physical-name' }));
        expect(names[def.logicalName as keyof typeof names]).toBe('physical-name');
      }
    }
  });
});

describe('Stack: functions', () => {
  it('runs every function (interactions, public pages, dispatcher and its drain, calendar sync, the participants stream, the KMS public-key and webhook key pair resources) on nodejs22.x, arm64, from the esbuild bundle', () => {
    template.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      { Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' },
      7,
    );
    template.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      { Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.drainHandler' },
      1,
    );
  });

  it('gives the dispatcher at least 90 s (two passes 30 s apart) and no async retries', () => {
    const props =
      resources[stack.getLogicalId(stack.dispatcher.node.defaultChild as CfnFunction)]?.Properties;
    expect(props?.['Timeout']).toBeGreaterThanOrEqual(90);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it('exposes the interactions function and the public pages through a Function URL each, with auth NONE (Discord signs requests; links carry tokens)', () => {
    template.resourceCountIs('AWS::Lambda::Url', 2);
    for (const fn of [stack.interactions, stack.publicPages]) {
      template.hasResourceProperties('AWS::Lambda::Url', {
        AuthType: 'NONE',
        TargetFunctionArn: { 'Fn::GetAtt': [fnId(fn), 'Arn'] },
      });
    }
    template.hasOutput('InteractionsEndpointUrl', {});
    template.hasOutput('PublicPagesUrl', {
      Value: { 'Fn::GetAtt': [urlIdOf(stack.publicPages), 'FunctionUrl'] },
    });
  });

  it('streams the interactions function’s responses and gives it the time a late answer needs after the deferred one; the public pages stay buffered', () => {
    template.hasResourceProperties('AWS::Lambda::Url', {
      TargetFunctionArn: { 'Fn::GetAtt': [fnId(stack.interactions), 'Arn'] },
      InvokeMode: 'RESPONSE_STREAM',
    });
    const pagesUrl = resources[urlIdOf(stack.publicPages) ?? '']?.Properties;
    expect(pagesUrl?.['InvokeMode'] ?? 'BUFFERED').toBe('BUFFERED');
    const timeout = resources[fnId(stack.interactions)]?.Properties['Timeout'] as number;
    expect(timeout).toBe(60);
    // Webhook retries stop before the invocation is cut off.
    expect(LAMBDA_DELIVERY_MS).toBeLessThan(timeout * 1000);
  });

  it('signs the links with a generated secret that no template or environment holds: both functions read it from Secrets Manager at cold start', () => {
    const secrets = ofType('AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    const [secretId, secret] = secrets[0] as [string, Resource];
    expect(secret.Properties['GenerateSecretString']).toMatchObject({
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
    // No dynamic reference resolving the value into any function's environment.
    expect(JSON.stringify(template.toJSON())).not.toContain('{{resolve:secretsmanager:');
    for (const fn of [stack.interactions, stack.publicPages]) {
      expect(envOf(fn)).not.toHaveProperty('ZONE_LINK_KEY');
      expect(envOf(fn)['ZONE_LINK_KEY_SECRET']).toEqual({ Ref: secretId });
      // Read through AWS's Parameters and Secrets extension (a layer), with GetSecretValue on that secret only.
      expect(envOf(fn)['PARAMETERS_SECRETS_EXTENSION_HTTP_PORT']).toBe('2773');
      expect(resources[fnId(fn)]?.Properties['Layers']).toHaveLength(1);
      const reads = statementsOf(fn).filter((st) =>
        actions(st).includes('secretsmanager:GetSecretValue'),
      );
      expect(reads.map((st) => st.Resource)).toContainEqual({ Ref: secretId });
      expect(reads.flatMap(actions)).toEqual(['secretsmanager:GetSecretValue']);
    }
    for (const fn of [stack.dispatcher, stack.calendarSync])
      expect(JSON.stringify(statementsOf(fn))).not.toContain(secretId);
    expect(envOf(stack.interactions)).not.toHaveProperty('DISCORD_BOT_TOKEN');
  });

  it('passes a configured public address to the interactions function only', () => {
    const custom = new TockStack(new App({ context: cdkContext }), 'Custom', {
      bundles,
      publicBaseUrl: 'https://tock.example.com',
    });
    const t = Template.fromStack(custom).toJSON().Resources as Record<string, Resource>;
    const envOf = (fn: TockStack['interactions']) =>
      (
        t[custom.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties['Environment'] as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
    expect(envOf(custom.interactions)['PUBLIC_BASE_URL']).toBe('https://tock.example.com');
    expect(envOf(custom.dispatcher)['PUBLIC_BASE_URL']).toBeUndefined();
    expect(envOf(custom.dispatcher)['ZONE_LINK_KEY']).toBeUndefined();
  });

  it('reserves concurrency for the dispatcher and its drain, caps the interactions function, and gives the public pages their own small cap', () => {
    expect(reservedConcurrency).toEqual({
      dispatcher: 2,
      drain: 1,
      interactions: 20,
      'public-pages': 5,
    });
    const reserved = (fn: TockStack['interactions']) =>
      resources[stack.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties[
        'ReservedConcurrentExecutions'
      ];
    expect(reserved(stack.dispatcher)).toBe(2);
    expect(reserved(stack.interactions)).toBe(20);
    expect(reserved(stack.publicPages)).toBe(5);
  });

  it('reserves nothing with reserveConcurrency: false (accounts whose concurrency quota is 10)', () => {
    const bare = Template.fromStack(
      new TockStack(new App({ context: cdkContext }), 'Bare', {
        bundles,
        reserveConcurrency: false,
      }),
    );
    bare.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      { ReservedConcurrentExecutions: Match.anyValue() },
      0,
    );
    bare.resourceCountIs('AWS::Lambda::Function', 8);
  });

  it('keeps logs for a month', () => {
    template.resourcePropertiesCountIs('AWS::Logs::LogGroup', { RetentionInDays: 30 }, 8);
  });

  it('resolves the public key from SSM at deploy time (the application id is not needed), and gives the dispatcher the token secret’s name', () => {
    const env = (fn: TockStack['interactions']) =>
      (
        resources[stack.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties[
          'Environment'
        ] as { Variables: Record<string, unknown> }
      ).Variables;
    expect(env(stack.interactions)['DISCORD_PUBLIC_KEY']).toEqual({
      Ref: expect.stringMatching(/^SsmParameterValue/),
    });
    expect(env(stack.interactions)['DISCORD_APPLICATION_ID']).toBeUndefined();
    expect(env(stack.interactions)['DISCORD_BOT_TOKEN_SECRET']).toBeUndefined();
    expect(env(stack.dispatcher)['DISCORD_BOT_TOKEN_SECRET']).toBe('tock/discord/bot-token');
    const parameters = template.toJSON().Parameters as Record<
      string,
      { Type: string; Default: string }
    >;
    expect(
      Object.values(parameters)
        .filter(
          (p) => p.Type === 'AWS::SSM::Parameter::Value<String>' && p.Default.startsWith('/tock/'),
        )
        .map((p) => p.Default),
    ).toEqual(['/tock/discord/public-key']);
  });
});

describe('Stack: IAM', () => {
  it.each([
    ['interactions', 'interactions'],
    ['dispatcher', 'dispatcher'],
    ['public-pages', 'publicPages'],
  ] as const)(
    '%s: DynamoDB actions only as table-access.ts lists, on table and index ARNs, never "*"',
    (name, member) => {
      const fn = stack[member];
      const dynamo = statementsOf(fn).filter((s) =>
        actions(s).some((a) => a.startsWith('dynamodb:')),
      );
      expect(dynamo.length).toBeGreaterThan(0);
      for (const s of dynamo) {
        const list = Array.isArray(s.Resource) ? s.Resource : [s.Resource];
        for (const r of list) expect(JSON.stringify(r)).toMatch(/Table[0-9A-F]+"?,"Arn"|\/index\//);
        expect(list).not.toContain('*');
      }
      for (const def of allTables) {
        const grant = tableAccess[def.logicalName][name];
        const tableId = logicalId(stack.tables.get(def.logicalName) as never);
        // (action, resource) pairs: the minimizePolicies flag may merge statements.
        const pairs = dynamo.flatMap((s) =>
          (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).flatMap((r) =>
            actions(s).map((a) => [a, JSON.stringify(r)] as const),
          ),
        );
        const onTable = pairs
          .filter(([, r]) => r === JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] }))
          .map(([a]) => a);
        expect(onTable.filter((a) => a !== 'dynamodb:Query').sort()).toEqual(
          (grant?.items ?? []).map((a) => `dynamodb:${a}`).sort(),
        );
        const indexQueries = dynamo
          .filter((s) => actions(s).includes('dynamodb:Query'))
          .map((s) => JSON.stringify(s.Resource));
        for (const index of grant?.queryIndexes ?? [])
          expect(indexQueries.join()).toContain(`/index/${index}`);
      }
      const all = dynamo.flatMap(actions);
      expect(all).not.toContain('dynamodb:Scan');
      expect(all.filter((a) => a.includes('*'))).toEqual([]);
    },
  );

  it('pins each function’s exact list of actions', () => {
    const all = (fn: TockStack['interactions']) =>
      [...new Set(statementsOf(fn).flatMap(actions))].sort();
    expect(all(stack.interactions)).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:GetSecretValue',
    ]);
    expect(all(stack.publicPages)).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:GetSecretValue',
    ]);
    expect(all(stack.dispatcher)).toEqual([
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'lambda:InvokeFunction',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:GetSecretValue',
      'ssm:GetParameters',
    ]);
    expect(all(stack.drain)).toEqual([
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'lambda:InvokeFunction',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:GetSecretValue',
      'ssm:GetParameters',
    ]);
    // What follows an answer: DynamoDB, its own logs, the participants stream read by its event source, its failure queue.
    expect(all(stack.participantStream)).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:DescribeStream',
      'dynamodb:GetItem',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      // Records that failed their retries go to its failure queue.
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ]);
    expect(all(stack.kmsPublicKey)).toEqual([
      'kms:GetPublicKey',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
    ]);
    expect(all(stack.webhookKeyFn)).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'ssm:DeleteParameter',
      'ssm:GetParameter',
      'ssm:PutParameter',
    ]);
  });

  it('grants participants access to the interactions function, a Query of by_user_rows to the feed, reads to calendar sync, and no reminder reads to the dispatcher', () => {
    expect(Object.keys(tableAccess.participants)).toEqual([
      'interactions',
      'public-pages',
      'calendar-sync',
      'participant-stream',
    ]);
    // What follows an answer only reads the rows (the counter, a row, the rows for a waitlist place).
    expect(tableAccess.participants['participant-stream']).toEqual({
      items: ['GetItem'],
      queryIndexes: [],
      queryTable: true,
    });
    // Calendar sync only reads: a participant's row, an event's rows, a user's rows.
    expect(tableAccess.participants['calendar-sync']).toEqual({
      items: ['GetItem'],
      queryIndexes: ['by_user_rows'],
      queryTable: true,
    });
    expect(tableAccess.reminders.dispatcher?.items).toEqual(['UpdateItem']);
    // A user's schedule and feed find the events they take part in from their own rows.
    expect(tableAccess.participants.interactions?.queryIndexes).toEqual(['by_user_rows']);
    expect(tableAccess.participants['public-pages']).toEqual({
      items: [],
      queryIndexes: ['by_user_rows'],
    });
    const participantsId = logicalId(stack.tables.get('participants') as never);
    const feedQueries = statementsOf(stack.publicPages).filter(
      (st) =>
        actions(st).includes('dynamodb:Query') &&
        JSON.stringify(st.Resource).includes(participantsId),
    );
    // by_user_rows, and by_user (kept by default) while by_user_rows is built after an update.
    expect(indexesIn(feedQueries, participantsId)).toEqual(['by_user', 'by_user_rows']);
    // The feed never reads the participants table by key: only its by_user index.
    const onParticipantsTable = statementsOf(stack.publicPages).filter((st) =>
      (Array.isArray(st.Resource) ? st.Resource : [st.Resource]).some(
        (r) => JSON.stringify(r) === JSON.stringify({ 'Fn::GetAtt': [participantsId, 'Arn'] }),
      ),
    );
    expect(onParticipantsTable).toEqual([]);
  });

  it.each(['interactions', 'dispatcher'] as const)(
    '%s: writes logs to its own log group only, with no managed policy',
    (name) => {
      const fn = stack[name];
      const role = resources[roleIdOf(fn) ?? ''] as Resource;
      expect(role.Properties['ManagedPolicyArns']).toBeUndefined();
      const logGroupId = Object.keys(resources).find(
        (id) =>
          resources[id]?.Type === 'AWS::Logs::LogGroup' &&
          id.startsWith(`${name[0]?.toUpperCase()}${name.slice(1)}FunctionLogs`),
      );
      const logs = statementsOf(fn).filter((s) => actions(s).some((a) => a.startsWith('logs:')));
      expect(logs.flatMap(actions).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      expect(logs.flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))).toEqual([
        { 'Fn::GetAtt': [logGroupId, 'Arn'] },
      ]);
      const fnProps =
        resources[stack.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties;
      expect(fnProps?.['LoggingConfig']).toEqual({ LogGroup: { Ref: logGroupId } });
    },
  );

  it('lets the dispatcher Query only the due index, and never put or delete reminders', () => {
    const dynamo = statementsOf(stack.dispatcher).filter((s) =>
      actions(s).some((a) => a.startsWith('dynamodb:')),
    );
    const queries = dynamo.filter((s) => actions(s).includes('dynamodb:Query'));
    expect(queries.map((s) => JSON.stringify(s.Resource))).toEqual([
      expect.stringContaining('/index/due'),
    ]);
    expect(dynamo.flatMap(actions)).not.toContain('dynamodb:PutItem');
    expect(dynamo.flatMap(actions)).not.toContain('dynamodb:DeleteItem');
  });

  it('lets only the dispatcher touch the send budget, with UpdateItem alone (a reservation is one Update)', () => {
    const budgetArn = JSON.stringify({
      'Fn::GetAtt': [logicalId(stack.tables.get('budgets') as never), 'Arn'],
    });
    const on = (fn: TockStack['interactions']) =>
      statementsOf(fn)
        .filter((s) => JSON.stringify(s.Resource).includes(budgetArn.slice(1, -1)))
        .flatMap(actions);
    expect(on(stack.dispatcher)).toEqual(['dynamodb:UpdateItem']);
    expect(on(stack.interactions)).toEqual([]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Tock dispatcher',
      Environment: {
        Variables: Match.objectLike({
          BUDGETS_TABLE: { Ref: logicalId(stack.tables.get('budgets') as never) },
        }),
      },
    });
  });

  it('lets only the dispatcher read the bot token secret, and nothing else about it', () => {
    expect(
      statementsOf(stack.dispatcher)
        .flatMap(actions)
        .filter((a) => a.startsWith('secretsmanager:')),
    ).toEqual(['secretsmanager:GetSecretValue']);
    const reads = (fn: TockStack['interactions']) =>
      statementsOf(fn).filter(
        (s) =>
          actions(s).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(s.Resource).includes('bot-token'),
      );
    for (const fn of [stack.interactions, stack.publicPages, stack.calendarSync])
      expect(reads(fn)).toEqual([]);
    expect(JSON.stringify(reads(stack.dispatcher).map((s) => s.Resource))).toContain(
      ':secret:tock/discord/bot-token-??????',
    );
  });
});

describe('Stack: the dispatcher and its drain', () => {
  const fnProps = (fn: TockStack['interactions']) =>
    resources[stack.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties ?? {};
  const ref = (fn: TockStack['interactions']) => ({
    Ref: stack.getLogicalId(fn.node.defaultChild as CfnFunction),
  });
  const arn = (fn: TockStack['interactions']) => ({
    'Fn::GetAtt': [stack.getLogicalId(fn.node.defaultChild as CfnFunction), 'Arn'],
  });

  it('runs the dispatcher at 128 MB (inside the free tier) and its drain at one full vCPU, from the same bundle', () => {
    expect(dispatcherMemoryMb).toBe(128);
    expect(drainMemoryMb).toBe(1769);
    expect(fnProps(stack.dispatcher)['MemorySize']).toBe(dispatcherMemoryMb);
    expect(fnProps(stack.drain)).toMatchObject({
      MemorySize: drainMemoryMb,
      Handler: 'index.drainHandler',
      Timeout: 900,
      ReservedConcurrentExecutions: 1,
    });
    expect(fnProps(stack.drain)['Code']).toEqual(fnProps(stack.dispatcher)['Code']);
  });

  it('lets the dispatcher start the drain and the drain its successor, and nothing else invoke anything', () => {
    const env = (fn: TockStack['interactions']) =>
      (fnProps(fn)['Environment'] as { Variables: Record<string, unknown> }).Variables;
    expect(env(stack.dispatcher)['DRAIN_FUNCTION_NAME']).toEqual(ref(stack.drain));
    expect(env(stack.drain)['DRAIN_FUNCTION_NAME']).toBeUndefined();
    const invokes = (fn: TockStack['interactions']) =>
      statementsOf(fn).filter((s) => actions(s).includes('lambda:InvokeFunction'));
    expect(
      invokes(stack.dispatcher).flatMap((s) =>
        Array.isArray(s.Resource) ? s.Resource : [s.Resource],
      ),
    ).toEqual([arn(stack.drain), { 'Fn::Join': ['', [arn(stack.drain), ':*']] }]);
    // The drain starts its successor, by its own name (Lambda's AWS_LAMBDA_FUNCTION_NAME), in a
    // policy of its own (no circular dependency): itself and nothing else.
    expect(
      invokes(stack.drain).flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource])),
    ).toEqual([arn(stack.drain)]);
    for (const fn of [stack.interactions, stack.calendarSync]) expect(invokes(fn)).toEqual([]);
  });

  it('gives the drain the dispatcher’s table grants (the send budget and the lease included) and its token secret', () => {
    const budgetArn = JSON.stringify({
      'Fn::GetAtt': [logicalId(stack.tables.get('budgets') as never), 'Arn'],
    });
    const on = (fn: TockStack['interactions']) =>
      statementsOf(fn)
        .filter((s) => JSON.stringify(s.Resource).includes(budgetArn.slice(1, -1)))
        .flatMap(actions);
    expect(on(stack.drain)).toEqual(['dynamodb:UpdateItem']);
    const reads = statementsOf(stack.drain).filter((s) =>
      actions(s).includes('secretsmanager:GetSecretValue'),
    );
    expect(JSON.stringify(reads.map((s) => s.Resource))).toContain(
      ':secret:tock/discord/bot-token-??????',
    );
  });

  it('never retries a drain event (its lease runs out and the next dispatcher pass starts another), and alarms on its errors', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: ref(stack.drain),
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: ref(stack.drain) }],
    });
  });
});

describe('Stack: dispatcher schedule', () => {
  it('invokes the dispatcher every minute with a retry policy and a dead-letter queue', () => {
    // The dispatcher's, and calendar sync's retry schedule (test/infra/calendar-stack.test.ts).
    template.resourceCountIs('AWS::Scheduler::Schedule', 2);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'tock-dispatcher',
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: Match.objectLike({
        Arn: {
          'Fn::GetAtt': [
            stack.getLogicalId(stack.dispatcher.node.defaultChild as CfnFunction),
            'Arn',
          ],
        },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 60 },
        DeadLetterConfig: {
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('DispatchDeadLetters'), 'Arn'] },
        },
      }),
    });
    // The dispatch dead letters, calendar sync's and the participants stream's on-failure queues.
    template.resourceCountIs('AWS::SQS::Queue', 3);
  });

  it('is created only after its role’s policy allows the invoke, so the first minute cannot fail', () => {
    const dispatcherId = stack.getLogicalId(stack.dispatcher.node.defaultChild as CfnFunction);
    const [, schedule] =
      ofType('AWS::Scheduler::Schedule').find(([, s]) =>
        JSON.stringify(s.Properties['Target']).includes(dispatcherId),
      ) ?? [];
    const roleId = (
      schedule?.Properties['Target'] as { RoleArn: { 'Fn::GetAtt': [string, string] } }
    ).RoleArn['Fn::GetAtt'][0];
    const policy = ofType('AWS::IAM::Policy').find(([, p]) =>
      (p.Properties['Roles'] as { Ref: string }[]).some((r) => r.Ref === roleId),
    );
    expect(policy).toBeDefined();
    const statements = (policy?.[1].Properties['PolicyDocument'] as { Statement: Statement[] })
      .Statement;
    expect(statements.flatMap(actions)).toContain('lambda:InvokeFunction');
    expect(schedule?.DependsOn).toEqual(expect.arrayContaining([policy?.[0], roleId]));
  });
});

describe('Stack: alarms', () => {
  it('alarms on both functions’ errors, the dispatcher falling behind or failing, and dead letters, all to one topic', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    // Eight for reminders (errors of the dispatcher, its drain and the interactions function, lateness, failures, heartbeat, dropped events, dead letters), three for calendar sync (errors, failures, dropped events), two for the participants stream (errors, failures).
    expect(alarms).toHaveLength(13);
    expect(
      alarms.filter((a) => a['MetricName'] === 'Errors' && a['Namespace'] === 'AWS/Lambda'),
    ).toHaveLength(5);
    expect(alarms).toContainEqual(
      expect.objectContaining({
        Namespace: 'Tock/Dispatcher',
        MetricName: 'LatenessMs',
        Statistic: 'Maximum',
        Threshold: 120_000,
      }),
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({ Namespace: 'Tock/Dispatcher', MetricName: 'Failures' }),
    );
    expect(alarms).toContainEqual(
      expect.objectContaining({ Namespace: 'AWS/SQS', MetricName: 'NumberOfMessagesSent' }),
    );
    for (const a of alarms)
      expect(a['AlarmActions']).toEqual([{ Ref: expect.stringMatching(/^Alarms/) }]);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });
});

describe('Stack: a dispatcher that does not run', () => {
  const alarm = (metricName: string, fn?: TockStack['interactions']) =>
    ofType('AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties)
      .find(
        (a) =>
          a['MetricName'] === metricName &&
          (!fn || JSON.stringify(a['Dimensions']).includes(fnId(fn))),
      );

  it('heartbeat: no finished pass for 5 minutes alarms, and missing data counts as missing passes', () => {
    expect(alarm('Sent')).toMatchObject({
      Namespace: 'Tock/Dispatcher',
      Statistic: 'SampleCount',
      Period: 60,
      EvaluationPeriods: 5,
      DatapointsToAlarm: 5,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
  });

  it('alarms when Lambda drops scheduled invocations of the dispatcher', () => {
    expect(alarm('AsyncEventsDropped', stack.dispatcher)).toMatchObject({
      Namespace: 'AWS/Lambda',
      Dimensions: [
        {
          Name: 'FunctionName',
          Value: { Ref: stack.getLogicalId(stack.dispatcher.node.defaultChild as CfnFunction) },
        },
      ],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('dead letters: alarms on new ones, so a later outage notifies again while old ones wait in the queue', () => {
    expect(alarm('ApproximateNumberOfMessagesVisible')).toBeUndefined();
    expect(alarm('NumberOfMessagesSent')).toMatchObject({
      Namespace: 'AWS/SQS',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });
});

describe('Stack: public pages apart from interactions (security review, item 7)', () => {
  it('serves /tz, the feed, the export and the OAuth pages from their own function, whose throttling cannot reach the interactions function', () => {
    expect(resources[fnId(stack.publicPages)]?.Properties).toMatchObject({
      ReservedConcurrentExecutions: 5,
      Timeout: 10,
    });
    expect(resources[fnId(stack.interactions)]?.Properties['ReservedConcurrentExecutions']).toBe(
      20,
    );
    // The links the interactions function hands out point at the pages' own URL; the pages need no Discord key.
    expect(envOf(stack.interactions)['PUBLIC_BASE_URL']).toEqual({
      'Fn::GetAtt': [urlIdOf(stack.publicPages), 'FunctionUrl'],
    });
    expect(envOf(stack.publicPages)).not.toHaveProperty('DISCORD_PUBLIC_KEY');
    expect(envOf(stack.publicPages)).not.toHaveProperty('PUBLIC_BASE_URL');
    for (const def of allTables.filter((d) => tableAccess[d.logicalName]['public-pages'])) {
      expect(envOf(stack.publicPages)[tableEnvVar(def)]).toEqual({
        Ref: logicalId(stack.tables.get(def.logicalName) as never),
      });
    }
  });

  it('lets the public pages write only a zone, an OAuth state and a new connection: no reminder, draft or budget, no delete', () => {
    const grants = statementsOf(stack.publicPages).filter((st) =>
      actions(st).some((a) => a.startsWith('dynamodb:')),
    );
    const text = JSON.stringify(grants);
    for (const table of ['reminders', 'drafts', 'budgets'] as const)
      expect(text).not.toContain(logicalId(stack.tables.get(table) as never));
    // Participants: a Query of the by_user indexes only (the feed's events taken part in).
    const participantsId = logicalId(stack.tables.get('participants') as never);
    const onParticipants = grants.filter((st) =>
      JSON.stringify(st.Resource).includes(participantsId),
    );
    expect([...new Set(onParticipants.flatMap(actions))]).toEqual(['dynamodb:Query']);
    expect(grants.flatMap(actions)).not.toContain('dynamodb:DeleteItem');
  });
});

describe('Stack: the calendar credentials key (security review, items 2 and 9)', () => {
  type KeyStatement = {
    Sid?: string;
    Effect: string;
    Action: string | string[];
    Principal: unknown;
    Condition?: Record<string, Record<string, unknown>>;
  };
  const keyStatements = (t: Template, s: TockStack): KeyStatement[] =>
    (
      (t.toJSON().Resources as Record<string, Resource>)[
        s.getLogicalId(s.calendar.key.node.defaultChild as never)
      ]?.Properties['KeyPolicy'] as { Statement: KeyStatement[] }
    ).Statement;

  it('refuses Decrypt in the key policy itself to every principal but the sync role and the break-glass role', () => {
    const deny = keyStatements(template, stack).find((st) => st.Effect === 'Deny');
    expect(deny).toMatchObject({
      Principal: { AWS: '*' },
      Action: ['kms:Decrypt', 'kms:ReEncrypt*'],
    });
    const allowed = deny?.Condition?.['ArnNotEquals']?.['aws:PrincipalArn'];
    expect(allowed).toEqual([
      { 'Fn::GetAtt': [roleIdOf(stack.calendarSync), 'Arn'] },
      {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':iam::',
            { Ref: 'AWS::AccountId' },
            ':role/tock-calendar-break-glass',
          ],
        ],
      },
    ]);
    // Key administration stays with the account (CDK's default statement), so the policy itself can be changed.
    expect(
      keyStatements(template, stack)
        .filter((st) => st.Effect === 'Allow')
        .map((st) => st.Action),
    ).toContainEqual('kms:*');
  });

  it('takes another break-glass principal when the deploy names one', () => {
    const custom = new TockStack(new App({ context: cdkContext }), 'BreakGlass', {
      bundles,
      calendarBreakGlassArn: 'arn:aws:iam::123456789012:role/Admin',
    });
    const deny = keyStatements(Template.fromStack(custom), custom).find(
      (st) => st.Effect === 'Deny',
    );
    expect(deny?.Condition?.['ArnNotEquals']?.['aws:PrincipalArn']).toContainEqual(
      'arn:aws:iam::123456789012:role/Admin',
    );
  });

  it('lets the sync function only Decrypt with the key, and hands it the public half to re-seal rotated refresh tokens (no GenerateDataKey on an RSA key)', () => {
    const kms = statementsOf(stack.calendarSync)
      .flatMap(actions)
      .filter((a) => a.startsWith('kms:'));
    expect(kms).toEqual(['kms:Decrypt']);
    const resource = stack.getLogicalId(stack.calendar.publicKey.node.defaultChild as never);
    for (const fn of [stack.calendarSync, stack.publicPages, stack.interactions])
      expect(envOf(fn)['CALENDAR_PUBLIC_KEY']).toEqual({
        'Fn::GetAtt': [resource, 'PublicKeyPem'],
      });
    for (const fn of [stack.publicPages, stack.interactions, stack.dispatcher])
      expect(JSON.stringify(statementsOf(fn))).not.toContain('kms:');
  });
});

describe('Stack: the webhook key pair (issue 20, item 7)', () => {
  const privateKeyArn = {
    'Fn::Join': [
      '',
      [
        'arn:',
        { Ref: 'AWS::Partition' },
        ':ssm:',
        { Ref: 'AWS::Region' },
        ':',
        { Ref: 'AWS::AccountId' },
        ':parameter/tock/webhook/private-key',
      ],
    ],
  };
  const keyPairId = () => stack.getLogicalId(stack.webhookKey.keyPair.node.defaultChild as never);
  /** Every function of the stack, by the member naming it. */
  const functions = () =>
    (
      [
        'interactions',
        'publicPages',
        'dispatcher',
        'drain',
        'calendarSync',
        'kmsPublicKey',
        'webhookKeyFn',
      ] as const
    ).map((member) => [member, stack[member]] as const);

  it('generates the pair at deploy time with its own custom resource, naming both parameters', () => {
    template.hasResourceProperties('Custom::WebhookKeyPair', {
      ServiceToken: { 'Fn::GetAtt': [fnId(stack.webhookKeyFn), 'Arn'] },
      PrivateKeyParameter: '/tock/webhook/private-key',
      PublicKeyParameter: '/tock/webhook/public-key',
    });
    // CloudFormation cannot create a SecureString: the stack declares no parameter of its own.
    expect(ofType('AWS::SSM::Parameter')).toEqual([]);
    // The custom resource waits for its function's permissions.
    expect(resources[keyPairId()]?.DependsOn ?? []).toContain(roleIdOf(stack.webhookKeyFn));
  });

  it('lets only the dispatcher and its drain read the private half, with WEBHOOK_PRIVATE_KEY_PARAMETER naming it', () => {
    const readers = functions().filter(([, fn]) =>
      JSON.stringify(statementsOf(fn)).includes('private-key'),
    );
    expect(readers.map(([member]) => member).sort()).toEqual([
      'dispatcher',
      'drain',
      'webhookKeyFn',
    ]);
    for (const fn of [stack.dispatcher, stack.drain]) {
      const ssm = statementsOf(fn).filter((st) => actions(st).some((a) => a.startsWith('ssm:')));
      expect(ssm).toEqual([
        { Action: 'ssm:GetParameters', Effect: 'Allow', Resource: privateKeyArn },
      ]);
      expect(envOf(fn)['WEBHOOK_PRIVATE_KEY_PARAMETER']).toBe('/tock/webhook/private-key');
      expect(envOf(fn)['WEBHOOK_PUBLIC_KEY']).toBeUndefined();
    }
    // The generator writes and deletes it but never reads it back.
    const generator = statementsOf(stack.webhookKeyFn).filter((st) =>
      JSON.stringify(st.Resource).includes('private-key'),
    );
    expect(generator.flatMap(actions).sort()).toEqual(['ssm:DeleteParameter', 'ssm:PutParameter']);
    const holders = functions().filter(
      ([, fn]) =>
        (resources[fnId(fn)]?.Properties['Environment'] as { Variables?: object } | undefined)
          ?.Variables !== undefined && 'WEBHOOK_PRIVATE_KEY_PARAMETER' in envOf(fn),
    );
    expect(holders.map(([member]) => member).sort()).toEqual(['dispatcher', 'drain']);
  });

  it('hands the public half to the interactions function, which gets no SSM or KMS read permission', () => {
    expect(envOf(stack.interactions)['WEBHOOK_PUBLIC_KEY']).toEqual({
      'Fn::GetAtt': [keyPairId(), 'PublicKeyPem'],
    });
    const granted = statementsOf(stack.interactions).flatMap(actions);
    expect(granted.filter((a) => a.startsWith('ssm:') || a.startsWith('kms:'))).toEqual([]);
    for (const fn of [stack.publicPages, stack.calendarSync])
      expect(envOf(fn)['WEBHOOK_PUBLIC_KEY']).toBeUndefined();
  });
});

describe('Stack: the sync function is configured for AWS (security review, items 1 and 10)', () => {
  it('gives the sync function only its tables and keys: no setting that would allow plain http or loopback CalDAV servers', () => {
    const tableVars = allTables.map(tableEnvVar);
    expect(Object.keys(envOf(stack.calendarSync)).sort()).toEqual(
      [...tableVars, 'CALENDAR_KMS_KEY_ID', 'CALENDAR_PUBLIC_KEY'].sort(),
    );
  });

  it('dead-letters retry-schedule events it cannot deliver and sends failed retry runs to the on-failure destination, both in the alarmed failure queue', () => {
    const failures = {
      'Fn::GetAtt': [stack.getLogicalId(stack.calendar.failures.node.defaultChild as never), 'Arn'],
    };
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'tock-calendar-retry',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [fnId(stack.calendarSync), 'Arn'] },
        DeadLetterConfig: { Arn: failures },
      }),
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: fnId(stack.calendarSync) },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: failures } },
    });
    expect(
      statementsOf(stack.calendarSync)
        .filter((st) => actions(st).includes('sqs:SendMessage'))
        .map((st) => st.Resource),
    ).toContainEqual(failures);
  });

  it('alarms when Lambda drops retry invocations of the sync function', () => {
    const alarm = ofType('AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties)
      .find(
        (a) =>
          a['MetricName'] === 'AsyncEventsDropped' &&
          JSON.stringify(a['Dimensions']).includes(fnId(stack.calendarSync)),
      );
    expect(alarm).toMatchObject({
      Namespace: 'AWS/Lambda',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: expect.stringMatching(/^Alarms/) }],
    });
  });

  it('lets only this account’s schedules assume either schedule role (aws:SourceAccount and aws:SourceArn)', () => {
    const roles = ofType('AWS::Scheduler::Schedule').map(
      ([, sch]) =>
        (sch.Properties['Target'] as { RoleArn: { 'Fn::GetAtt': [string, string] } }).RoleArn[
          'Fn::GetAtt'
        ][0],
    );
    expect(roles).toHaveLength(2);
    for (const roleId of roles) {
      const trust = (
        resources[roleId]?.Properties['AssumeRolePolicyDocument'] as {
          Statement: { Principal: unknown; Condition?: unknown }[];
        }
      ).Statement;
      expect(trust).toEqual([
        expect.objectContaining({
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: {
            StringEquals: {
              'aws:SourceAccount': { Ref: 'AWS::AccountId' },
              'aws:SourceArn': {
                'Fn::Join': [
                  '',
                  [
                    'arn:',
                    { Ref: 'AWS::Partition' },
                    ':scheduler:',
                    { Ref: 'AWS::Region' },
                    ':',
                    { Ref: 'AWS::AccountId' },
                    ':schedule-group/default',
                  ],
                ],
              },
            },
          },
        }),
      ]);
    }
  });
});

describe('Stack: the participants index replaced in two deploys (docs/deploy.md, "Indexes replaced by an update")', () => {
  /** How the version before declared the participants table's only index: what CloudFormation has. */
  const deployedBefore = {
    IndexName: 'by_user',
    KeySchema: [
      { AttributeName: 'user_id', KeyType: 'HASH' },
      { AttributeName: 'event_id', KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
  const rowsIndex = {
    IndexName: 'by_user_rows',
    KeySchema: deployedBefore.KeySchema,
    Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...PARTICIPANT_ROW_ATTRIBUTES] },
  };
  const participantsGsis = (s: TockStack, t: Template): unknown =>
    (t.toJSON().Resources as Record<string, Resource>)[
      s.getLogicalId(s.tables.get('participants')?.node.defaultChild as CfnTable)
    ]?.Properties['GlobalSecondaryIndexes'];
  /** Every Query grant on a participants index, by the function's logical id. */
  const participantsIndexGrants = (s: TockStack, t: Template): Record<string, string[]> => {
    const tableId = s.getLogicalId(s.tables.get('participants')?.node.defaultChild as CfnTable);
    const res = t.toJSON().Resources as Record<string, Resource>;
    const grants: Record<string, string[]> = {};
    for (const [name, fn] of [
      ['interactions', s.interactions],
      ['public-pages', s.publicPages],
      ['calendar-sync', s.calendarSync],
      ['participant-stream', s.participantStream],
      ['dispatcher', s.dispatcher],
    ] as const) {
      const roleRef = s.resolve((fn.node.defaultChild as CfnFunction).role) as {
        'Fn::GetAtt': [string];
      };
      const statements = Object.values(res)
        .filter(
          (r) =>
            r.Type === 'AWS::IAM::Policy' &&
            (r.Properties['Roles'] as { Ref: string }[]).some(
              (ref) => ref.Ref === roleRef['Fn::GetAtt'][0],
            ),
        )
        .flatMap((p) => (p.Properties['PolicyDocument'] as { Statement: Statement[] }).Statement)
        .filter((st) => actions(st).includes('dynamodb:Query'));
      grants[name] = indexesIn(statements, tableId);
    }
    return grants;
  };

  it('this version’s first deploy (the default) only adds by_user_rows beside by_user, as deployed before, and its readers may read both', () => {
    expect(participantsTable.retiredIndexes.map(gsiOf)).toEqual([deployedBefore]);
    expect(participantsGsis(stack, template)).toEqual([rowsIndex, deployedBefore]);
    expect(participantsIndexGrants(stack, template)).toEqual({
      interactions: ['by_user', 'by_user_rows'],
      'public-pages': ['by_user', 'by_user_rows'],
      'calendar-sync': ['by_user', 'by_user_rows'],
      'participant-stream': [],
      dispatcher: [],
    });
  });

  it('with retiredIndexes drop (a fresh deploy, or the second one): only by_user_rows, and no grant on by_user', () => {
    const dropped = new TockStack(new App({ context: cdkContext }), 'Dropped', {
      bundles,
      retiredIndexes: 'drop',
    });
    const t = Template.fromStack(dropped);
    expect(participantsGsis(dropped, t)).toEqual([rowsIndex]);
    expect(participantsIndexGrants(dropped, t)).toEqual({
      interactions: ['by_user_rows'],
      'public-pages': ['by_user_rows'],
      'calendar-sync': ['by_user_rows'],
      'participant-stream': [],
      dispatcher: [],
    });
    // The other tables are declared as with the default.
    for (const def of allTables.filter((d) => d.logicalName !== 'participants')) {
      const gsis = (s: TockStack, tpl: Template) =>
        (tpl.toJSON().Resources as Record<string, Resource>)[
          s.getLogicalId(s.tables.get(def.logicalName)?.node.defaultChild as CfnTable)
        ]?.Properties['GlobalSecondaryIndexes'];
      expect(gsis(dropped, t)).toEqual(gsis(stack, template));
    }
  }, 120_000);
});

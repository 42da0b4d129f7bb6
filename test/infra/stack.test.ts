import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { allTables } from '../../shared/adapters/dynamo/tables.js';
import { loadConfig, tableNames } from '../../shared/config.js';
import { bundleAll } from '../../infra/bundle.js';
import { TockStack, tableEnvVar } from '../../infra/stack.js';
import { tableAccess } from '../../infra/table-access.js';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let stack: TockStack;
let template: Template;
let resources: Record<string, Resource>;

// One synthesis per file: bundling and synthesis take seconds.
beforeAll(async () => {
  stack = new TockStack(new App(), 'Test', { bundles: await bundleAll(), alarmEmail: 'ops@example.com' });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 120_000);

const logicalId = (construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as CfnTable);
const ofType = (type: string): [string, Resource][] => Object.entries(resources).filter(([, r]) => r.Type === type);

/** The IAM statements attached to a function's role. */
function statementsOf(fn: TockStack['interactions']): Statement[] {
  const roleRef = ((fn.node.defaultChild as CfnFunction).role as string);
  const roleId = Object.keys(resources).find((id) => stack.resolve(roleRef)['Fn::GetAtt']?.[0] === id);
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties['Roles'] as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => (p.Properties['PolicyDocument'] as { Statement: Statement[] }).Statement);
}
const actions = (s: Statement): string[] => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('Stack: tables', () => {
  it('creates one table per definition in tables.ts, and no other', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', allTables.length);
  });

  it.each(allTables.map((d) => [d.logicalName, d] as const))('%s: keys, GSIs (all attributes), on-demand, PITR, deletion protection, TTL, retained', (name, def) => {
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
    expect(gsis).toEqual(
      def.indexes.map((i) => ({
        IndexName: i.indexName,
        KeySchema: [
          { AttributeName: i.partitionKey.name, KeyType: 'HASH' },
          ...(i.sortKey ? [{ AttributeName: i.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const attrs = table.Properties['AttributeDefinitions'] as { AttributeName: string; AttributeType: string }[];
    for (const key of [def.partitionKey, def.sortKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]) {
      if (key) expect(attrs).toContainEqual({ AttributeName: key.name, AttributeType: key.type });
    }
    expect(table.Properties['TimeToLiveSpecification']).toEqual(def.ttlAttribute ? { AttributeName: def.ttlAttribute, Enabled: true } : undefined);
  });

  it('hands each function every table name under the variable config.ts reads', () => {
    for (const fn of [stack.interactions, stack.dispatcher]) {
      const env = (resources[stack.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
      for (const def of allTables) {
        expect(env[tableEnvVar(def)]).toEqual({ Ref: logicalId(stack.tables.get(def.logicalName) as never) });
        const names = tableNames(loadConfig({ [tableEnvVar(def)]: 'physical-name' }));
        expect(names[def.logicalName as keyof typeof names]).toBe('physical-name');
      }
    }
  });
});

describe('Stack: functions', () => {
  it('runs both on nodejs22.x, arm64, from the esbuild bundle', () => {
    template.resourcePropertiesCountIs('AWS::Lambda::Function', { Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' }, 2);
  });

  it('gives the dispatcher at least 90 s (two passes 30 s apart) and no async retries', () => {
    const props = resources[stack.getLogicalId(stack.dispatcher.node.defaultChild as CfnFunction)]?.Properties;
    expect(props?.['Timeout']).toBeGreaterThanOrEqual(90);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 });
  });

  it('exposes the interactions function through a Function URL with auth NONE (Discord signs requests)', () => {
    template.resourceCountIs('AWS::Lambda::Url', 1);
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
    template.hasOutput('InteractionsEndpointUrl', {});
  });

  it('keeps logs for a month', () => {
    template.resourcePropertiesCountIs('AWS::Logs::LogGroup', { RetentionInDays: 30 }, 2);
  });

  it('resolves the public key and application id from SSM at deploy time, and gives the dispatcher the token secret’s name', () => {
    const env = (fn: TockStack['interactions']) =>
      (resources[stack.getLogicalId(fn.node.defaultChild as CfnFunction)]?.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
    expect(env(stack.interactions)['DISCORD_PUBLIC_KEY']).toEqual({ Ref: expect.stringMatching(/^SsmParameterValue/) });
    expect(env(stack.interactions)['DISCORD_APPLICATION_ID']).toEqual({ Ref: expect.stringMatching(/^SsmParameterValue/) });
    expect(env(stack.interactions)['DISCORD_BOT_TOKEN_SECRET']).toBeUndefined();
    expect(env(stack.dispatcher)['DISCORD_BOT_TOKEN_SECRET']).toBe('tock/discord/bot-token');
    const parameters = template.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
    expect(Object.values(parameters).filter((p) => p.Type === 'AWS::SSM::Parameter::Value<String>' && p.Default.startsWith('/tock/')).map((p) => p.Default).sort()).toEqual([
      '/tock/discord/application-id',
      '/tock/discord/public-key',
    ]);
  });
});

describe('Stack: IAM', () => {
  it.each(['interactions', 'dispatcher'] as const)('%s: DynamoDB actions only as table-access.ts lists, on table and index ARNs, never "*"', (name) => {
    const fn = stack[name];
    const dynamo = statementsOf(fn).filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo.length).toBeGreaterThan(0);
    for (const s of dynamo) {
      const list = Array.isArray(s.Resource) ? s.Resource : [s.Resource];
      for (const r of list) expect(JSON.stringify(r)).toMatch(/Table[0-9A-F]+"?,"Arn"|\/index\//);
      expect(list).not.toContain('*');
    }
    for (const def of allTables) {
      const grant = tableAccess[def.logicalName][name];
      const tableId = logicalId(stack.tables.get(def.logicalName) as never);
      const onTable = dynamo.filter((s) => JSON.stringify(s.Resource) === JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] })).flatMap(actions);
      expect(onTable.filter((a) => a !== 'dynamodb:Query').sort()).toEqual((grant?.items ?? []).map((a) => `dynamodb:${a}`).sort());
      const indexQueries = dynamo.filter((s) => actions(s).includes('dynamodb:Query')).map((s) => JSON.stringify(s.Resource));
      for (const index of grant?.queryIndexes ?? []) expect(indexQueries.join()).toContain(`/index/${index}`);
    }
    const all = dynamo.flatMap(actions);
    expect(all).not.toContain('dynamodb:Scan');
    expect(all.filter((a) => a.includes('*'))).toEqual([]);
  });

  it('lets the dispatcher Query only the due index, and never put or delete reminders', () => {
    const dynamo = statementsOf(stack.dispatcher).filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));
    const queries = dynamo.filter((s) => actions(s).includes('dynamodb:Query'));
    expect(queries.map((s) => JSON.stringify(s.Resource))).toEqual([expect.stringContaining('/index/due')]);
    expect(dynamo.flatMap(actions)).not.toContain('dynamodb:PutItem');
    expect(dynamo.flatMap(actions)).not.toContain('dynamodb:DeleteItem');
  });

  it('lets only the dispatcher touch the send budget, with UpdateItem alone (a reservation is one Update)', () => {
    const budgetArn = JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.tables.get('budgets') as never), 'Arn'] });
    const on = (fn: TockStack['interactions']) => statementsOf(fn).filter((s) => JSON.stringify(s.Resource).includes(budgetArn.slice(1, -1))).flatMap(actions);
    expect(on(stack.dispatcher)).toEqual(['dynamodb:UpdateItem']);
    expect(on(stack.interactions)).toEqual([]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Tock dispatcher',
      Environment: { Variables: Match.objectLike({ BUDGETS_TABLE: { Ref: logicalId(stack.tables.get('budgets') as never) } }) },
    });
  });

  it('lets only the dispatcher read the bot token secret', () => {
    const reads = (fn: TockStack['interactions']) => statementsOf(fn).filter((s) => actions(s).includes('secretsmanager:GetSecretValue'));
    expect(reads(stack.interactions)).toEqual([]);
    expect(JSON.stringify(reads(stack.dispatcher).map((s) => s.Resource))).toContain(':secret:tock/discord/bot-token-??????');
  });
});

describe('Stack: dispatcher schedule', () => {
  it('invokes the dispatcher every minute with a retry policy and a dead-letter queue', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', 1);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'tock-dispatcher',
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [stack.getLogicalId(stack.dispatcher.node.defaultChild as CfnFunction), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 60 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('DispatchDeadLetters'), 'Arn'] } },
      }),
    });
    template.resourceCountIs('AWS::SQS::Queue', 1);
  });
});

describe('Stack: alarms', () => {
  it('alarms on both functions’ errors, the dispatcher falling behind or failing, and dead letters, all to one topic', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms).toHaveLength(5);
    expect(alarms.filter((a) => a['MetricName'] === 'Errors' && a['Namespace'] === 'AWS/Lambda')).toHaveLength(2);
    expect(alarms).toContainEqual(expect.objectContaining({ Namespace: 'Tock/Dispatcher', MetricName: 'LatenessMs', Statistic: 'Maximum', Threshold: 120_000 }));
    expect(alarms).toContainEqual(expect.objectContaining({ Namespace: 'Tock/Dispatcher', MetricName: 'Failures' }));
    expect(alarms).toContainEqual(expect.objectContaining({ Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible' }));
    for (const a of alarms) expect(a['AlarmActions']).toEqual([{ Ref: expect.stringMatching(/^Alarms/) }]);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });
});

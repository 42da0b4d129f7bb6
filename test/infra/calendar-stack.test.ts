import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleAll } from '../../infra/bundle.js';
import { TockStack } from '../../infra/stack.js';

let stack: TockStack;
let template: Template;

beforeAll(async () => {
  stack = new TockStack(new App(), 'CalendarTest', { bundles: await bundleAll() });
  template = Template.fromStack(stack);
}, 120_000);

const ref = (construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as never);

describe('Stack: calendar sync', () => {
  it('streams the events, participants and calendar tables with both images', () => {
    for (const table of ['EventsTable', 'ParticipantsTable', 'CalendarTable']) {
      const [, resource] =
        Object.entries(template.findResources('AWS::DynamoDB::Table')).find(([id]) =>
          id.startsWith(table),
        ) ?? [];
      expect(resource?.['Properties']?.['StreamSpecification'], table).toEqual({
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      });
    }
  });

  it('feeds the sync function from the three streams, bisecting failed batches into an on-failure queue', () => {
    const syncMappings = template.findResources('AWS::Lambda::EventSourceMapping', {
      Properties: { FunctionName: { Ref: ref(stack.calendarSync) } },
    });
    expect(Object.keys(syncMappings)).toHaveLength(3);
    // The fourth is the participants stream's own consumer (test/infra/participant-stream-stack.test.ts).
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 4);
    expect(Object.values(syncMappings).map((m) => m['Properties'])).toEqual(
      Array(3).fill(
        expect.objectContaining({
          StartingPosition: 'LATEST',
          BisectBatchOnFunctionError: true,
          MaximumRetryAttempts: 3,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
          DestinationConfig: {
            OnFailure: { Destination: { 'Fn::GetAtt': [ref(stack.calendar.failures), 'Arn'] } },
          },
        }),
      ),
    );
  });

  it('retries pending pushes every 5 minutes and alarms on errors and on failed records', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(5 minutes)',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [ref(stack.calendarSync), 'Arn'] } }),
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'NumberOfMessagesSent',
      Dimensions: [
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [ref(stack.calendar.failures), 'QueueName'] } },
      ],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: ref(stack.calendarSync) } }],
    });
  });

  it('has an RSA key only the sync function may decrypt with; the interactions function gets no KMS permission', () => {
    template.hasResourceProperties('AWS::KMS::Key', {
      KeySpec: 'RSA_2048',
      KeyUsage: 'ENCRYPT_DECRYPT',
    });
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const kmsUsers = policies
      .filter((p) => JSON.stringify(p['Properties']['PolicyDocument']).includes('kms:Decrypt'))
      .flatMap((p) => p['Properties']['Roles'] as unknown[]);
    expect(kmsUsers).toHaveLength(1);
    expect(JSON.stringify(kmsUsers[0])).toContain(
      stack.getLogicalId(stack.calendarSync.role?.node.defaultChild as never),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ CALENDAR_KMS_KEY_ID: Match.anyValue() }) },
    });
  });

  it("hands the key's public half to the interactions function at deploy time, read by a function that may only GetPublicKey on that key", () => {
    const key = stack.getLogicalId(stack.calendar.key.node.defaultChild as never);
    template.hasResourceProperties('Custom::KmsPublicKey', {
      ServiceToken: { 'Fn::GetAtt': [ref(stack.kmsPublicKey), 'Arn'] },
      KeyId: { 'Fn::GetAtt': [key, 'Arn'] },
    });
    const resource = stack.getLogicalId(stack.calendar.publicKey.node.defaultChild as never);
    const env =
      template.findResources('AWS::Lambda::Function')[ref(stack.interactions)]?.['Properties'][
        'Environment'
      ]['Variables'];
    expect(env['CALENDAR_PUBLIC_KEY']).toEqual({ 'Fn::GetAtt': [resource, 'PublicKeyPem'] });
    // The sync function re-seals rotated refresh tokens with it (no GenerateDataKey on an RSA key).
    const syncEnv =
      template.findResources('AWS::Lambda::Function')[ref(stack.calendarSync)]?.['Properties'][
        'Environment'
      ]['Variables'];
    expect(syncEnv['CALENDAR_PUBLIC_KEY']).toEqual({ 'Fn::GetAtt': [resource, 'PublicKeyPem'] });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((p) =>
      JSON.stringify(p['Properties']['PolicyDocument']),
    );
    expect(policies.some((p) => p.includes('kms:GenerateDataKey'))).toBe(false);
    const readers = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p['Properties']['PolicyDocument']).includes('kms:GetPublicKey'),
    );
    expect(readers).toHaveLength(1);
    expect(readers[0]?.['Properties']['PolicyDocument']['Statement']).toContainEqual({
      Action: 'kms:GetPublicKey',
      Effect: 'Allow',
      Resource: { 'Fn::GetAtt': [key, 'Arn'] },
    });
    expect(JSON.stringify(readers[0]?.['Properties']['Roles'])).toContain(
      stack.getLogicalId(stack.kmsPublicKey.role?.node.defaultChild as never),
    );
  });
});

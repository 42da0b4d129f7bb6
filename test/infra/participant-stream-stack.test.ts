import { pathToFileURL } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundleAll, type Bundle, type FunctionName } from '../../infra/bundle.js';
import { StreamPoller } from '../../infra/local/stream-poller.js';
import { participantStreamSource } from '../../infra/participant-stream.js';
import { TockStack, tableEnvVar } from '../../infra/stack.js';
import { createEventStore } from '../../shared/adapters/dynamo/event-repo.js';
import { createParticipantStore } from '../../shared/adapters/dynamo/participant-repo.js';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import type { StreamRecord } from '../../shared/adapters/dynamo/stream-image.js';
import { allTables } from '../../shared/adapters/dynamo/tables.js';
import { noticeId } from '../../shared/domain/notice.js';
import { freshTables } from '../support/dynamo.js';
import { anEvent } from '../support/schedule.js';

let stack: TockStack;
let template: Template;
let bundles: Record<FunctionName, Bundle>;

beforeAll(async () => {
  bundles = await bundleAll();
  stack = new TockStack(new App(), 'ParticipantStreamTest', { bundles });
  template = Template.fromStack(stack);
}, 180_000);
afterAll(() => vi.unstubAllEnvs());

const ref = (construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as never);

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

describe('Stack: what follows an answer (the participants stream)', () => {
  it('feeds the participant-stream function from the participants table’s stream, bisecting failed batches into its own failure queue', () => {
    const mappings = Object.values(
      template.findResources('AWS::Lambda::EventSourceMapping', {
        Properties: { FunctionName: { Ref: ref(stack.participantStream) } },
      }),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]?.['Properties']).toMatchObject({
      EventSourceArn: {
        'Fn::GetAtt': [ref(stack.tables.get('participants') as never), 'StreamArn'],
      },
      StartingPosition: 'LATEST',
      BatchSize: participantStreamSource.batchSize,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [ref(stack.participantChanges.failures), 'Arn'] },
        },
      },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'NumberOfMessagesSent',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [ref(stack.participantChanges.failures), 'QueueName'] },
        },
      ],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: ref(stack.participantStream) } }],
    });
  });

  it('grants it only DynamoDB, its logs and its failure queue: no key, no secret, no write to the participants table', () => {
    const roleRef = stack.resolve(stack.participantStream.role?.roleArn) as {
      'Fn::GetAtt': [string, string];
    };
    const roleId = roleRef['Fn::GetAtt'][0];
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => (p['Properties']['Roles'] as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap((p) => (p['Properties']['PolicyDocument'] as { Statement: Statement[] }).Statement);
    const all = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    // DynamoDB, its logs, and sending records that failed their retries to its own queue.
    expect(
      [...new Set(all.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:')))].sort(),
    ).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    const queue = statements.filter((s) =>
      (Array.isArray(s.Action) ? s.Action : [s.Action]).some((a) => a.startsWith('sqs:')),
    );
    expect(JSON.stringify(queue.map((s) => s.Resource))).toContain(
      ref(stack.participantChanges.failures),
    );
    const participants = ref(stack.tables.get('participants') as never);
    const onParticipants = statements
      .filter((s) => JSON.stringify(s.Resource).includes(`"${participants}"`))
      .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]))
      .filter((a) => !/Stream|GetRecords|GetShardIterator/.test(a));
    expect(new Set(onParticipants)).toEqual(new Set(['dynamodb:GetItem', 'dynamodb:Query']));
  });

  it('the bundled function runs what follows a press: the waitlisted presser’s notice, stored once however often the record comes', async () => {
    const db = await freshTables();
    for (const def of allTables)
      vi.stubEnv(tableEnvVar(def), db.tables[def.logicalName as keyof typeof db.tables]);
    vi.stubEnv('DYNAMODB_ENDPOINT', db.endpoint);
    const events = createEventStore(db.doc, db.tables, createReminderStore(db.doc, db.tables, 4));
    const participants = createParticipantStore(db.doc, db.tables);
    const e = anEvent({ userId: '100', timing: { start: Date.now() + 86_400_000 } });
    expect(await events.create(e, 1000)).toBe('created');
    await participants.open(e.id, '100', 1);
    await participants.press(e.id, '201', 'going', '1001', '100', 'en-US');
    await participants.press(e.id, '202', 'going', '1002', '100', 'fr');

    const records: StreamRecord[] = [];
    const poller = new StreamPoller({
      endpoint: db.endpoint,
      region: 'us-east-1',
      tables: [db.tables.participants],
      onRecords: async (batch) => void records.push(...batch),
    });
    await poller.open('TRIM_HORIZON');
    await poller.drain();
    poller.stop();
    expect(records.length).toBeGreaterThanOrEqual(3);

    const { handler } = (await import(pathToFileURL(bundles['participant-stream'].file).href)) as {
      handler: (event: unknown) => Promise<unknown>;
    };
    // Delivered twice, as Lambda may: the same notice, once.
    for (let i = 0; i < 2; i++)
      expect(await handler({ Records: records })).toEqual({ batchItemFailures: [] });
    const { Item } = await db.doc.send(
      new GetCommand({
        TableName: db.tables.reminders,
        Key: { id: noticeId('waitlisted', e.id, '202', '1002') },
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ locale: 'fr' });
    db.doc.destroy();
  }, 60_000);
});

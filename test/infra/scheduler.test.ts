import {
  GetScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
  type GetScheduleCommandOutput,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { runSchedulerAction } from '../../infra/scheduler.js';

const mock = mockClient(SchedulerClient);
const client = new SchedulerClient({ region: 'us-east-1' });
const ref = { name: 'tock-dispatcher' };

function schedule(state: 'ENABLED' | 'DISABLED'): GetScheduleCommandOutput {
  return {
    $metadata: {},
    Arn: 'arn:aws:scheduler:us-east-1:123456789012:schedule/default/tock-dispatcher',
    Name: 'tock-dispatcher',
    GroupName: 'default',
    State: state,
    Description: 'Runs the Tock dispatcher every minute',
    ScheduleExpression: 'rate(1 minute)',
    ScheduleExpressionTimezone: 'Etc/UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    Target: {
      Arn: 'arn:aws:lambda:us-east-1:123456789012:function:Tock-Dispatcher',
      RoleArn: 'arn:aws:iam::123456789012:role/Tock-SchedulerRole',
      RetryPolicy: { MaximumEventAgeInSeconds: 60, MaximumRetryAttempts: 2 },
      DeadLetterConfig: { Arn: 'arn:aws:sqs:us-east-1:123456789012:Tock-DLQ' },
    },
  };
}

afterEach(() => mock.reset());

describe('Function: runSchedulerAction', () => {
  it('start enables a disabled schedule, sending back every field GetSchedule returned', async () => {
    mock.on(GetScheduleCommand).resolves(schedule('DISABLED'));
    mock.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    const result = await runSchedulerAction(client, 'start', ref);
    expect(result).toEqual({ state: 'ENABLED', changed: true, expression: 'rate(1 minute)' });
    const sent = mock.commandCalls(UpdateScheduleCommand)[0]?.args[0].input;
    const before = schedule('DISABLED');
    expect(sent).toMatchObject({
      Name: 'tock-dispatcher',
      GroupName: 'default',
      State: 'ENABLED',
      ScheduleExpression: before.ScheduleExpression,
      ScheduleExpressionTimezone: before.ScheduleExpressionTimezone,
      Description: before.Description,
      FlexibleTimeWindow: before.FlexibleTimeWindow,
      Target: before.Target,
    });
  });

  it('start is a no-op when the schedule is already enabled', async () => {
    mock.on(GetScheduleCommand).resolves(schedule('ENABLED'));
    expect(await runSchedulerAction(client, 'start', ref)).toMatchObject({
      state: 'ENABLED',
      changed: false,
    });
    expect(mock.commandCalls(UpdateScheduleCommand)).toHaveLength(0);
  });

  it('stop disables an enabled schedule and is a no-op on a disabled one', async () => {
    mock
      .on(GetScheduleCommand)
      .resolvesOnce(schedule('ENABLED'))
      .resolvesOnce(schedule('DISABLED'));
    mock.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    expect(await runSchedulerAction(client, 'stop', ref)).toMatchObject({
      state: 'DISABLED',
      changed: true,
    });
    expect(mock.commandCalls(UpdateScheduleCommand)[0]?.args[0].input.State).toBe('DISABLED');
    expect(await runSchedulerAction(client, 'stop', ref)).toMatchObject({
      state: 'DISABLED',
      changed: false,
    });
    expect(mock.commandCalls(UpdateScheduleCommand)).toHaveLength(1);
  });

  it('status only reads', async () => {
    mock.on(GetScheduleCommand).resolves(schedule('DISABLED'));
    expect(
      await runSchedulerAction(client, 'status', { name: 'tock-dispatcher', group: 'ops' }),
    ).toMatchObject({ state: 'DISABLED', changed: false });
    expect(mock.commandCalls(GetScheduleCommand)[0]?.args[0].input).toEqual({
      Name: 'tock-dispatcher',
      GroupName: 'ops',
    });
    expect(mock.commandCalls(UpdateScheduleCommand)).toHaveLength(0);
  });

  it('surfaces a missing schedule as the SDK error', async () => {
    mock.on(GetScheduleCommand).rejects(
      Object.assign(new Error('Schedule tock-dispatcher does not exist.'), {
        name: 'ResourceNotFoundException',
      }),
    );
    await expect(runSchedulerAction(client, 'start', ref)).rejects.toThrow(/does not exist/);
  });
});

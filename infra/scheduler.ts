/**
 * `npm run scheduler -- start|stop|status`: turns the dispatcher's EventBridge schedule on
 * or off (reminders wait in DynamoDB while it is off; nothing is lost). `start` on an
 * enabled schedule, and `stop` on a disabled one, change nothing.
 *
 * Schedule: `--name` / `--group`, else TOCK_SCHEDULE_NAME, else `tock-dispatcher` (the
 * stack's default). Region and credentials: the usual AWS CLI environment or profile.
 *
 * @see https://docs.aws.amazon.com/scheduler/latest/APIReference/API_UpdateSchedule.html
 */
import { pathToFileURL } from 'node:url';
import {
  GetScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
  type GetScheduleCommandOutput,
} from '@aws-sdk/client-scheduler';
import { nodeVersionNotice } from './node-version.js';

export type SchedulerAction = 'start' | 'stop' | 'status';

export interface ScheduleRef {
  readonly name: string;
  readonly group?: string | undefined;
}

export interface SchedulerResult {
  readonly state: 'ENABLED' | 'DISABLED';
  /** Whether UpdateSchedule was called. */
  readonly changed: boolean;
  readonly expression: string | undefined;
}

/**
 * UpdateSchedule replaces the whole schedule, so every field GetSchedule returned is sent
 * back unchanged except `State`; leaving one out would reset it.
 */
function updateInput(current: GetScheduleCommandOutput, state: 'ENABLED' | 'DISABLED') {
  if (
    !current.Name ||
    !current.ScheduleExpression ||
    !current.Target ||
    !current.FlexibleTimeWindow
  ) {
    throw new Error(`GetSchedule returned an incomplete schedule (${current.Name ?? 'no name'})`);
  }
  return {
    Name: current.Name,
    GroupName: current.GroupName,
    ScheduleExpression: current.ScheduleExpression,
    ScheduleExpressionTimezone: current.ScheduleExpressionTimezone,
    StartDate: current.StartDate,
    EndDate: current.EndDate,
    Description: current.Description,
    KmsKeyArn: current.KmsKeyArn,
    Target: current.Target,
    FlexibleTimeWindow: current.FlexibleTimeWindow,
    ActionAfterCompletion: current.ActionAfterCompletion,
    State: state,
  };
}

/** Runs one action against the schedule. */
export async function runSchedulerAction(
  client: SchedulerClient,
  action: SchedulerAction,
  ref: ScheduleRef,
): Promise<SchedulerResult> {
  const current = await client.send(
    new GetScheduleCommand({ Name: ref.name, ...(ref.group ? { GroupName: ref.group } : {}) }),
  );
  const state = current.State === 'DISABLED' ? 'DISABLED' : 'ENABLED';
  const wanted = action === 'start' ? 'ENABLED' : action === 'stop' ? 'DISABLED' : state;
  if (wanted === state) return { state, changed: false, expression: current.ScheduleExpression };
  await client.send(new UpdateScheduleCommand(updateInput(current, wanted)));
  return { state: wanted, changed: true, expression: current.ScheduleExpression };
}

function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const nodeNotice = nodeVersionNotice();
  if (nodeNotice) console.warn(nodeNotice);
  const args = process.argv.slice(2);
  const action = args[0];
  if (action !== 'start' && action !== 'stop' && action !== 'status') {
    throw new Error(
      'Usage: npm run scheduler -- start|stop|status [--name tock-dispatcher] [--group default]',
    );
  }
  const ref = {
    name: flag(args, '--name') ?? process.env['TOCK_SCHEDULE_NAME'] ?? 'tock-dispatcher',
    group: flag(args, '--group'),
  };
  const client = new SchedulerClient({});
  const result = await runSchedulerAction(client, action, ref);
  const what = result.state === 'ENABLED' ? 'running' : 'stopped';
  const note =
    action === 'status'
      ? ''
      : result.changed
        ? ` (was ${result.state === 'ENABLED' ? 'stopped' : 'running'})`
        : ' (no change)';
  console.log(
    `Schedule ${ref.name}: ${result.state}, dispatcher ${what}${note}; ${result.expression ?? ''}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}

import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SlotSource } from '../discord/budget.js';
import type { DrainLease } from '../../usecases/dispatch-drain.js';
import { conditional, isConditionFailure } from './contention.js';

/** The budgets item of the bot token's global Discord limit. */
export const DISCORD_BUDGET_ID = 'discord-global';

/**
 * Send slots shared by every dispatcher through one item of the budgets table: `next_slot`
 * is the first slot nobody holds (GCRA's theoretical arrival time). A reservation is one
 * conditional Update when the budget is idle (start now) and one atomic ADD when it is busy
 * (start where the last holder's slots end), so senders never overlap, and a reservation
 * costs one write however many slots it takes. A sender that crashes strands only the
 * slots it had reserved (at most one batch, half a second): nothing to expire or hand over.
 */
export function dynamoSlotSource(
  doc: DynamoDBDocumentClient,
  table: string,
  id: string = DISCORD_BUDGET_ID,
): SlotSource {
  /** The end of our last reservation: while it is ahead of now the budget is busy, so skip the idle attempt. */
  let lastEnd = 0;
  return {
    async reserve(count, spacingMs, earliestMs) {
      // Whole microseconds: DynamoDB adds decimals exactly, so slots stay evenly spaced across reservations.
      const span = Math.round(count * spacingMs * 1000) / 1000;
      if (lastEnd <= earliestMs) {
        try {
          await doc.send(
            new UpdateCommand({
              TableName: table,
              Key: { id },
              UpdateExpression: 'SET next_slot = :end',
              ConditionExpression: 'attribute_not_exists(next_slot) OR next_slot <= :now',
              ExpressionAttributeValues: { ':end': earliestMs + span, ':now': earliestMs },
            }),
          );
          lastEnd = earliestMs + span;
          return earliestMs;
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
        }
      }
      const out = await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'ADD next_slot :span',
          ExpressionAttributeValues: { ':span': span },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const end = Number(out.Attributes?.['next_slot']);
      lastEnd = end;
      return end - span;
    },
  };
}

/** The budgets item of the drain lease (shared/usecases/dispatch-drain.ts). */
export const DRAIN_LEASE_ID = 'dispatch-drain';

/**
 * The drain lease in one item of the budgets table: `holder` (a token) and `lease_until`
 * (epoch ms). Conditional Updates only, so two dispatchers never both start a drain and a
 * drain whose lease was taken over stops renewing it.
 */
export function dynamoDrainLease(
  doc: DynamoDBDocumentClient,
  table: string,
  id: string = DRAIN_LEASE_ID,
): DrainLease {
  const update = (expression: string, condition: string, values: Record<string, unknown>) =>
    conditional(() =>
      doc.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: expression,
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  return {
    acquire: (token, nowMs, untilMs) =>
      update(
        'SET holder = :t, lease_until = :u',
        'attribute_not_exists(lease_until) OR lease_until <= :now',
        { ':t': token, ':u': untilMs, ':now': nowMs },
      ),
    renew: (token, untilMs) =>
      update('SET lease_until = :u', 'holder = :t', { ':t': token, ':u': untilMs }),
    async release(token) {
      await update('REMOVE holder, lease_until', 'holder = :t', { ':t': token });
    },
  };
}

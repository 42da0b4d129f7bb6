/**
 * Per-user sliding-window limits beside /remind's (which shares its write with the reminder
 * insert): a short log of recent times on the user's item, one attribute per limit, written on
 * the condition that it is still the log read, so two concurrent requests cannot both pass.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import { checkRate, type RateDecision, type RateLimitRule } from '../../domain/rate-limit.js';
import type { RateLog } from '../../usecases/ports.js';
import { isLostRace, retryContention } from './contention.js';

export function createRateLog(
  doc: DynamoDBDocumentClient,
  tables: Pick<TableNames, 'users'>,
): RateLog {
  return {
    async take(userId, name, rule: RateLimitRule, now): Promise<RateDecision> {
      const names = { '#log': `rate_log_${name}` };
      return retryContention(isLostRace, async () => {
        const { Item } = await doc.send(
          new GetCommand({
            TableName: tables.users,
            Key: { user_id: userId },
            ProjectionExpression: '#log',
            ExpressionAttributeNames: names,
            ConsistentRead: true,
          }),
        );
        const raw = Item?.[names['#log']];
        const log = Array.isArray(raw)
          ? raw.filter((n): n is number => typeof n === 'number')
          : undefined;
        const decision = checkRate(log ?? [], now, rule);
        if (!decision.allowed) return decision;
        await doc.send(
          new UpdateCommand({
            TableName: tables.users,
            Key: { user_id: userId },
            UpdateExpression: 'SET #log = :new',
            ConditionExpression: log === undefined ? 'attribute_not_exists(#log)' : '#log = :old',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':new': decision.log,
              ...(log === undefined ? {} : { ':old': raw }),
            },
          }),
        );
        return decision;
      });
    },
  };
}

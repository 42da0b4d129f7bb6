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
import { numbersOf, rateLogAttribute, userKey, userUpdate } from './user-item.js';

export function createRateLog(
  doc: DynamoDBDocumentClient,
  tables: Pick<TableNames, 'users'>,
): RateLog {
  return {
    async take(userId, name, rule: RateLimitRule, now): Promise<RateDecision> {
      const attribute = { attribute: rateLogAttribute(name) };
      return retryContention(isLostRace, async () => {
        const { Item } = await doc.send(
          new GetCommand({
            ...userKey(tables, userId),
            ProjectionExpression: '#log',
            ExpressionAttributeNames: { '#log': attribute.attribute },
            ConsistentRead: true,
          }),
        );
        const log = numbersOf(Item, attribute);
        const decision = checkRate(log ?? [], now, rule);
        if (!decision.allowed) return decision;
        // The new log, if the log is as read.
        const update = userUpdate().set(attribute, decision.log);
        update.when(
          log === undefined
            ? update.absent(attribute)
            : update.equals(attribute, Item?.[attribute.attribute]),
        );
        await doc.send(new UpdateCommand(update.toUpdate(tables, userId)));
        return decision;
      });
    },
  };
}

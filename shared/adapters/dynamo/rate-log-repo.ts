/**
 * Per-user sliding-window limits beside /remind's (which shares its write with the reminder
 * insert): a short log of recent times on the user's item, one attribute per limit, written on
 * the condition that it is still the log read, so two concurrent requests cannot both pass.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import {
  checkRate,
  checkRateUpTo,
  type RateDecision,
  type RateGrant,
  type RateLimitRule,
} from '../../domain/rate-limit.js';
import type { RateLog } from '../../usecases/ports.js';
import { isLostRace, retryContention } from './contention.js';
import { numbersOf, rateLogAttribute, userKey, userUpdate } from './user-item.js';

export function createRateLog(
  doc: DynamoDBDocumentClient,
  tables: Pick<TableNames, 'users'>,
): RateLog & {
  takeUpTo(
    userId: string,
    name: string,
    rule: RateLimitRule,
    now: number,
    wanted: number,
  ): Promise<RateGrant>;
} {
  /** Reads the log, decides, and writes the decision's log if the log is still as read. */
  function decideOnLog<D>(
    userId: string,
    name: string,
    decide: (log: readonly number[]) => D,
    logOf: (decision: D) => readonly number[] | undefined,
  ): Promise<D> {
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
      const decision = decide(log ?? []);
      const next = logOf(decision);
      if (next === undefined) return decision;
      // The new log, if the log is as read.
      const update = userUpdate().set(attribute, next);
      update.when(
        log === undefined
          ? update.absent(attribute)
          : update.equals(attribute, Item?.[attribute.attribute]),
      );
      await doc.send(new UpdateCommand(update.toUpdate(tables, userId)));
      return decision;
    });
  }

  return {
    take(userId, name, rule: RateLimitRule, now): Promise<RateDecision> {
      return decideOnLog(
        userId,
        name,
        (log) => checkRate(log, now, rule),
        (d) => (d.allowed ? d.log : undefined),
      );
    },

    /** Up to `wanted` at once (those that fit are taken, atomically). */
    takeUpTo(userId, name, rule, now, wanted) {
      return decideOnLog(
        userId,
        name,
        (log) => checkRateUpTo(log, now, rule, wanted),
        (d) => (d.granted > 0 ? d.log : undefined),
      );
    },
  };
}

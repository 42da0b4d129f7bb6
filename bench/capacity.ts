/**
 * DynamoDB units a benchmark spends, as DynamoDB itself reports them: every request through
 * a counted client asks for `ReturnConsumedCapacity: TOTAL` and the answers are summed (reads
 * and writes separately, failed conditional writes included, as AWS bills them).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface CapacityCount {
  readUnits: number;
  writeUnits: number;
  /** Requests by operation and table (`UpdateItemCommand:reminders`, …). */
  readonly requests: Record<string, number>;
  /** Requests whose answer carried no ConsumedCapacity (then their units are missing from the sums). */
  unreported: number;
}

const READS = /Get|Query|Scan/;

interface Consumed {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** Adds the counting middleware to `doc`; the same `count` may collect several clients. */
export function countCapacity(doc: DynamoDBDocumentClient, count: CapacityCount): void {
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      // The local client's commit barrier (client.ts): DynamoDB Local only, never sent to AWS.
      if (context.commandName === 'ListTablesCommand') return next(args);
      const table = (args.input as { TableName?: string }).TableName;
      const name = `${context.commandName ?? 'unknown'}${table ? `:${table.replace(/^[^-]*-/, '')}` : ''}`;
      count.requests[name] = (count.requests[name] ?? 0) + 1;
      (args.input as Record<string, unknown>)['ReturnConsumedCapacity'] = 'TOTAL';
      const add = (consumed: Consumed[]): void => {
        for (const c of consumed) {
          const total = c.CapacityUnits ?? 0;
          if (c.ReadCapacityUnits !== undefined || c.WriteCapacityUnits !== undefined) {
            count.readUnits += c.ReadCapacityUnits ?? 0;
            count.writeUnits += c.WriteCapacityUnits ?? 0;
          } else if (READS.test(name)) count.readUnits += total;
          else count.writeUnits += total;
        }
      };
      try {
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: Consumed | Consumed[] })
          .ConsumedCapacity;
        if (consumed === undefined) count.unreported++;
        else add(Array.isArray(consumed) ? consumed : [consumed]);
        return result;
      } catch (err) {
        // A failed condition is billed as a write of the item; its error does not say how much.
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException')
          count.writeUnits += 1;
        else if ((err as { name?: string }).name === 'TransactionCanceledException')
          count.writeUnits += 2;
        throw err;
      }
    },
    { step: 'initialize', name: 'benchCapacityCount' },
  );
}

export function newCapacityCount(): CapacityCount {
  return { readUnits: 0, writeUnits: 0, requests: {}, unreported: 0 };
}

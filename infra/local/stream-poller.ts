/**
 * Local stand-in for Lambda's DynamoDB Streams event source: reads the tables' streams from
 * DynamoDB Local (it implements the Streams API) and hands each batch of records to the same
 * handler the sync function runs. Starts at LATEST (what happened while stopped is not
 * replayed; `/calendar sync` pushes everything), follows shards as DynamoDB Local opens new ones.
 */
import { DescribeTableCommand, DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { StreamRecord } from '../../shared/adapters/dynamo/stream-image.js';

export interface StreamPollerOptions {
  readonly endpoint: string;
  readonly region: string;
  readonly tables: readonly string[];
  readonly onRecords: (records: StreamRecord[]) => Promise<void>;
  readonly onError?: (err: unknown) => void;
  readonly intervalMs?: number;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The table's stream ARN, enabling the stream on a table created before streams existed. */
async function streamArn(db: DynamoDBClient, table: string): Promise<string> {
  const { Table } = await db.send(new DescribeTableCommand({ TableName: table }));
  if (Table?.LatestStreamArn && Table.StreamSpecification?.StreamEnabled)
    return Table.LatestStreamArn;
  const out = await db.send(
    new UpdateTableCommand({
      TableName: table,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  const arn = out.TableDescription?.LatestStreamArn;
  if (!arn) throw new Error(`no stream on ${table}`);
  return arn;
}

export class StreamPoller {
  private readonly db: DynamoDBClient;
  private readonly streams: DynamoDBStreamsClient;
  /** Shard id → its stream, next iterator (null once closed and read to its end) and last record read. */
  private readonly iterators = new Map<
    string,
    { arn: string; iterator: string | null; last?: string | undefined }
  >();
  private arns: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private lastShardScan = 0;

  constructor(private readonly options: StreamPollerOptions) {
    this.db = new DynamoDBClient({
      endpoint: options.endpoint,
      region: options.region,
      credentials,
    });
    this.streams = new DynamoDBStreamsClient({
      endpoint: options.endpoint,
      region: options.region,
      credentials,
    });
  }

  async start(): Promise<void> {
    await this.open('LATEST');
    this.running = true;
    this.schedule();
  }

  /**
   * Finds the streams and their shards without polling: from now on (`LATEST`), or from the
   * oldest record still there (`TRIM_HORIZON`: a test's fresh tables, read whole by {@link drain}).
   */
  async open(from: 'LATEST' | 'TRIM_HORIZON'): Promise<void> {
    this.arns = await Promise.all(this.options.tables.map((t) => streamArn(this.db, t)));
    await this.scanShards(from);
  }

  /**
   * Reads every shard until none has a record left, handing each batch over as the poll does;
   * returns how many records were read. For tests and benchmarks, on a poller that was opened
   * and not started.
   */
  async drain(): Promise<number> {
    await this.scanShards('TRIM_HORIZON');
    let total = 0;
    // A read can come back empty with records further on (a fresh iterator does, as in AWS):
    // done after two empty rounds in a row.
    for (let empty = 0; empty < 2;) {
      let read = 0;
      for (const [shardId, shard] of this.iterators)
        if (shard.iterator) read += await this.read(shardId, shard);
      empty = read === 0 ? empty + 1 : 0;
      total += read;
    }
    return total;
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.db.destroy();
    this.streams.destroy();
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => void this.tick(), this.options.intervalMs ?? 250);
  }

  private async scanShards(start: 'LATEST' | 'TRIM_HORIZON'): Promise<void> {
    for (const StreamArn of this.arns) {
      const { StreamDescription } = await this.streams.send(
        new DescribeStreamCommand({ StreamArn }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || this.iterators.has(shard.ShardId)) continue;
        // At startup only open shards, from now on; later shards are new: read them whole.
        if (start === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
        const { ShardIterator } = await this.streams.send(
          new GetShardIteratorCommand({
            StreamArn,
            ShardId: shard.ShardId,
            ShardIteratorType: start,
          }),
        );
        this.iterators.set(shard.ShardId, { arn: StreamArn, iterator: ShardIterator ?? null });
      }
    }
    this.lastShardScan = Date.now();
  }

  private async read(
    shardId: string,
    shard: { arn: string; iterator: string | null; last?: string | undefined },
  ): Promise<number> {
    try {
      const out = await this.streams.send(
        new GetRecordsCommand({ ShardIterator: shard.iterator ?? '' }),
      );
      shard.iterator = out.NextShardIterator ?? null;
      const records = out.Records ?? [];
      shard.last = records.at(-1)?.dynamodb?.SequenceNumber ?? shard.last;
      if (records.length) await this.options.onRecords(records as unknown as StreamRecord[]);
      return records.length;
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name !== 'TrimmedDataAccessException' && name !== 'ExpiredIteratorException') throw err;
      // An old iterator (DynamoDB Local trims and expires them like AWS): resume after the last
      // record read, or from the oldest one still there.
      const { ShardIterator } = await this.streams.send(
        new GetShardIteratorCommand({
          StreamArn: shard.arn,
          ShardId: shardId,
          ...(shard.last
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER' as const, SequenceNumber: shard.last }
            : { ShardIteratorType: 'TRIM_HORIZON' as const }),
        }),
      );
      shard.iterator = ShardIterator ?? null;
      return 0;
    }
  }

  private async tick(): Promise<void> {
    try {
      if (Date.now() - this.lastShardScan > 5_000) await this.scanShards('TRIM_HORIZON');
      for (const [shardId, shard] of this.iterators) {
        if (shard.iterator) await this.read(shardId, shard);
      }
    } catch (err) {
      this.options.onError?.(err);
    } finally {
      this.schedule();
    }
  }
}

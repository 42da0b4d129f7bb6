/**
 * Ports of calendar sync and the feed. Every method that takes a `userId` acts only on that
 * user's records. Tokens are stored only as SHA-256 hashes: the adapter never sees a token.
 */
export interface FeedStore {
  /** Makes `tokenHash` the user's only feed token (any earlier one stops working), atomically. */
  replaceFeed(userId: string, tokenHash: string, createdAt: string): Promise<void>;
  /** When the user's current feed was created, or null when they have none. */
  feedCreatedAt(userId: string): Promise<string | null>;
  /** The owner of a feed token hash, or null. */
  feedOwner(tokenHash: string): Promise<string | null>;
  /** A one-time-ish download link for `/schedule_export`, valid until `expiresAt` (epoch ms). */
  putExport(userId: string, tokenHash: string, expiresAt: number): Promise<void>;
  /** The owner of an export link that has not expired at `now`, or null. */
  exportOwner(tokenHash: string, now: number): Promise<string | null>;
}

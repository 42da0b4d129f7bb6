import {
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { TableNames } from '../../../adapters/dynamo/table-names.js';
import { oauthProviders } from '../../providers/oauth-providers.js';
import { conditional } from '../../../adapters/dynamo/contention.js';
import type { OAuthStateStore, PendingAuthorization } from '../../usecases/calendar-oauth.js';

const ONLY = '-';
const key = (stateHash: string) => ({ pk: `state#${stateHash}`, sk: ONLY });
/** Kept an hour past expiry, so a late or repeated callback is told "expired"/"used", not "unknown"; then TTL deletes it. */
const KEEP_MS = 3_600_000;

const pendingSchema = z.object({
  user_id: z.string(),
  user_name: z._default(z.string(), ''),
  provider: z.enum(oauthProviders),
  locale: z.string(),
  verifier: z.string(),
  redirect_uri: z.string(),
  expires_at_ms: z.number(),
  browser: z._default(z.nullable(z.string()), null),
  used_at_ms: z._default(z.nullable(z.number()), null),
  reply_application_id: z.optional(z.string()),
  reply_token: z.optional(z.string()),
});

/** Pending OAuth authorizations on the calendar table (`state#<hash>` / `-`, see tables.ts). */
export function createOAuthStateStore(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
): OAuthStateStore {
  const TableName = tables.calendar;
  return {
    async put(stateHash, p) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...key(stateHash),
            user_id: p.userId,
            user_name: p.userName,
            provider: p.provider,
            locale: p.locale,
            verifier: p.verifier,
            redirect_uri: p.redirectUri,
            expires_at_ms: p.expiresAt,
            expires_at: Math.ceil((p.expiresAt + KEEP_MS) / 1000),
            browser: p.browser,
            used_at_ms: p.usedAt,
            // The interaction token edits one reply for 15 minutes; TTL deletes it with the state.
            ...(p.reply
              ? { reply_application_id: p.reply.applicationId, reply_token: p.reply.token }
              : {}),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(stateHash): Promise<PendingAuthorization | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName, Key: key(stateHash), ConsistentRead: true }),
      );
      if (!Item) return null;
      const p = pendingSchema.parse(Item);
      return {
        userId: p.user_id,
        userName: p.user_name,
        provider: p.provider,
        locale: p.locale,
        verifier: p.verifier,
        redirectUri: p.redirect_uri,
        expiresAt: p.expires_at_ms,
        browser: p.browser,
        usedAt: p.used_at_ms,
        reply:
          p.reply_application_id && p.reply_token
            ? { applicationId: p.reply_application_id, token: p.reply_token }
            : null,
      };
    },
    bind(stateHash, browserHash) {
      return conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName,
            Key: key(stateHash),
            UpdateExpression: 'SET browser = :b',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(browser) OR browser = :null)',
            ExpressionAttributeValues: { ':b': browserHash, ':null': null },
          }),
        ),
      );
    },
    use(stateHash, at) {
      return conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName,
            Key: key(stateHash),
            UpdateExpression: 'SET used_at_ms = :at',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(used_at_ms) OR used_at_ms = :null)',
            ExpressionAttributeValues: { ':at': at, ':null': null },
          }),
        ),
      );
    },
  };
}

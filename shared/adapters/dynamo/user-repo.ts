import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from '../../config.js';
import type { UserStore } from '../../usecases/ports.js';



export function createUserStore(doc: DynamoDBDocumentClient, tables: TableNames): UserStore {
  return {
    async getPreferences(userId) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tables.users, Key: { user_id: userId }, ProjectionExpression: '#tz', ExpressionAttributeNames: { '#tz': 'timezone' } }),
      );
      const zone: unknown = Item?.['timezone'];
      return typeof zone === 'string' ? { timezone: zone } : {};
    },
    async setTimezone(userId, zone) {
      await doc.send(
        new UpdateCommand({
          TableName: tables.users,
          Key: { user_id: userId },
          UpdateExpression: 'SET #tz = :z',
          ExpressionAttributeNames: { '#tz': 'timezone' },
          ExpressionAttributeValues: { ':z': zone },
        }),
      );
    },
  };
}

import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NoticeStore } from '../../usecases/participation-ports.js';
import { conditional } from './contention.js';
import { noticeToItem } from './notice-item.js';
import type { TableNames } from './table-names.js';

/** Notices on DynamoDB: items of the reminders table the dispatcher finds due (notice-item.ts). */
export function createNoticeStore(
  doc: DynamoDBDocumentClient,
  tables: Pick<TableNames, 'reminders'>,
  shards: number,
): NoticeStore {
  return {
    async send(notices) {
      await Promise.all(
        notices.map((notice) =>
          conditional(() =>
            doc.send(
              new PutCommand({
                TableName: tables.reminders,
                Item: noticeToItem(notice, shards),
                ConditionExpression: 'attribute_not_exists(id)',
              }),
            ),
          ),
        ),
      );
    },
  };
}

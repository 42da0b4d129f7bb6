/**
 * The participants table's stream records → the row changes what follows an answer acts on
 * (shared/usecases/participant-changes.ts). The event's counter item, and items that are not
 * rows, are left out; an unreadable image is a bug and throws.
 */
import * as z from 'zod/mini';
import { participantStatuses } from '../../domain/participation.js';
import type { RowChange, RowImage } from '../../usecases/participant-changes.js';
import { sequenceOf, streamImage, type StreamRecord } from './stream-image.js';
import { SHARED_EVENT_KEY } from './tables.js';

const imageSchema = z.object({
  event_id: z.string(),
  user_id: z.string(),
  status: z.enum(participantStatuses),
  press_order: z.string(),
  press_id: z.optional(z.string()),
  answer_locale: z.optional(z.string()),
  promoted_by: z.optional(z.string()),
});

function rowImage(raw: Record<string, unknown> | undefined): RowImage | null {
  const item = streamImage(raw);
  if (!item) return null;
  const r = imageSchema.parse(item);
  return {
    status: r.status,
    order: r.press_order,
    ...(r.press_id !== undefined ? { pressId: r.press_id } : {}),
    ...(r.answer_locale !== undefined ? { answerLocale: r.answer_locale } : {}),
    ...(r.promoted_by !== undefined ? { promotedBy: r.promoted_by } : {}),
  };
}

/** The participant row changes a batch stands for, in its order. */
export function participantRowChanges(records: readonly StreamRecord[]): RowChange[] {
  const changes: RowChange[] = [];
  for (const record of records) {
    const keys = streamImage(record.dynamodb?.NewImage ?? record.dynamodb?.OldImage);
    const eventId = keys?.['event_id'];
    const userId = keys?.['user_id'];
    if (typeof eventId !== 'string' || typeof userId !== 'string' || userId === SHARED_EVENT_KEY)
      continue;
    changes.push({
      eventId,
      userId,
      before: rowImage(record.dynamodb?.OldImage),
      after: rowImage(record.dynamodb?.NewImage),
      sequence: sequenceOf(record),
    });
  }
  return changes;
}

import { expect } from 'vitest';
import type { TestDb } from './dynamo.js';
import { appDeps, signedSender } from './schedule-app.js';

/** An interaction's answer, as a press on a DM or a command sees it. */
export interface Answer {
  type: number;
  content: string;
  flags?: number;
  components: { components: { custom_id: string; label?: string }[] }[];
  custom_id?: string;
}

/**
 * The interactions endpoint on `db`'s tables, a new instance per call (as after a restart:
 * nothing in memory), its clock `shiftMs` from the real one.
 */
export async function pressOn(
  db: Pick<TestDb, 'doc' | 'tables'>,
  body: unknown,
  shiftMs = 0,
): Promise<Answer> {
  const answer = await signedSender(appDeps(db, () => Date.now() + shiftMs))(body);
  expect(answer.status).toBe(200);
  const customId = answer.data['custom_id'];
  return {
    type: answer.type ?? 0,
    content: answer.content,
    components: answer.components,
    ...(answer.flags !== undefined ? { flags: answer.flags } : {}),
    ...(typeof customId === 'string' && customId !== '' ? { custom_id: customId } : {}),
  };
}

/** The custom_ids of a message's components, by prefix. */
export function idsByPrefix(body: unknown): Record<string, string> {
  const rows =
    (body as { components?: { components: { custom_id: string }[] }[] }).components ?? [];
  return Object.fromEntries(
    rows.flatMap((r) => r.components).map((c) => [c.custom_id.split(':')[0], c.custom_id]),
  );
}

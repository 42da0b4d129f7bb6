/**
 * A time with several readings, held while the caller picks one (decisions.md, "Ask instead of
 * guessing"): the drafts of the conflict prompts, 15 minutes, one press acting once.
 */
import { userError, type Result } from '../domain/errors.js';
import type { TimeReading } from '../domain/time-expression.js';
import { saveDraft, takeDraft, type DraftDeps } from './schedule-conflicts.js';
import type { AskCommand } from './schedule-ports.js';

/** The command waiting for a reading: which one, what was typed, and the rest of its input. */
export interface PendingAsk {
  readonly command: AskCommand;
  readonly typed: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** The zone prompt: the reading pressed names the zone to save as the caller's. */
  readonly setsZone?: boolean;
  /** The zone prompt of a time with several readings: the command reads it again in the zone saved. */
  readonly readAgain?: boolean;
}

/** Keeps the command and its readings; returns the draft id the buttons carry. */
export function saveAsk(
  deps: DraftDeps,
  userId: string,
  pending: PendingAsk,
  readings: readonly TimeReading[],
): Promise<string> {
  return saveDraft(deps, userId, { kind: 'ask', ...pending, readings });
}

/**
 * A press on reading `index`: takes the draft (a second press, or one after 15 minutes, is
 * draft_expired; someone else's is not_your_button) and returns the command with the reading.
 */
export async function takeAsk(
  deps: Pick<DraftDeps, 'drafts' | 'clock'>,
  userId: string,
  draftId: string,
  index: number,
): Promise<Result<{ pending: PendingAsk; reading: TimeReading }>> {
  const taken = await takeDraft(deps, userId, draftId);
  if (!taken.ok) return taken;
  const action = taken.draft.action;
  const reading =
    action.kind === 'ask' && Number.isInteger(index) ? action.readings[index] : undefined;
  if (action.kind !== 'ask' || reading === undefined) return userError('draft_expired');
  return {
    ok: true,
    pending: {
      command: action.command,
      typed: action.typed,
      input: action.input,
      ...(action.setsZone === true ? { setsZone: true } : {}),
      ...(action.readAgain === true ? { readAgain: true } : {}),
    },
    reading,
  };
}

import type { APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import type { AskCommand } from '../usecases/schedule-ports.js';
import type { Ctx } from './context.js';
import { onFirstUse } from './lazy.js';

/** The prompt's builder (time-ask.ts), imported on first use: most times have one reading. */
const timeAsk = onFirstUse(() => import('./time-ask.js'));

/**
 * The ask prompt for a `time_ambiguous` or `zone_unknown` error (time-ask.ts, imported on the first one);
 * undefined for any other error, which the caller answers as before.
 */
export async function askPrompt(
  ctx: Ctx,
  err: UserError,
  command: AskCommand,
  input: Readonly<Record<string, unknown>>,
): Promise<APIInteractionResponse | undefined> {
  if (err.error !== 'time_ambiguous' && err.error !== 'zone_unknown') return undefined;
  return (await timeAsk()).buildAskPrompt(ctx, err, command, input);
}

/**
 * Skip next, Pause and Resume on a repeating reminder's DM (docs/decisions.md, "Series controls").
 * Like the DM's other buttons, each answers only the owner named in its custom_id
 * (`<prefix>:<owner>:<id>:<key>`) and works after a restart with nothing in memory.
 */
import type { APIInteractionResponse } from 'discord-api-types/v10';
import { dmComponents, dmPrefixes, pausedDmComponents, skipTarget } from '../domain/reminder-dm.js';
import type { Reminder } from '../domain/reminder.js';
import { seriesNext } from '../domain/series-controls.js';
import { controlSeries, type SeriesControl } from '../usecases/reminder-actions.js';
import { errorReply, type ComponentHandler, type Ctx } from './context.js';
import { discordTime, updateMessage } from './responses.js';

const CONTEXT = 'reminder_dm';

/** `<F> (<R>)`: a date and how far it is. */
const when = (ms: number): string => `${discordTime(ms, 'F')} (${discordTime(ms, 'R')})`;

/** What a control says it did, for a DM's content or /edit_reminder's reply. */
export function controlledText(
  ctx: Ctx,
  control: SeriesControl,
  r: Reminder,
  skippedMs?: number,
): string {
  if (!r.isActive) return ctx.t('series.ended');
  if (control === 'pause') return ctx.t('series.paused');
  const next = seriesNext(r);
  if (control === 'resume') return ctx.t('series.resumed', { when: when(next) });
  return ctx.t('series.skipped', {
    skipped: discordTime(skippedMs ?? next, 'f'),
    when: when(next),
  });
}

function handler(prefix: string, control: SeriesControl): ComponentHandler {
  return {
    prefix,
    async run(ctx, [owner, id = '', key = '', target]): Promise<APIInteractionResponse> {
      if (owner !== ctx.caller.userId || id === '' || key === '')
        return errorReply(ctx, CONTEXT, { ok: false, error: 'not_your_button' });
      const result = await controlSeries(ctx.deps, {
        userId: owner,
        id,
        control,
        expectedMs: control === 'skip' ? skipTarget(target) : undefined,
      });
      if (!result.ok) return errorReply(ctx, CONTEXT, result);
      const r = result.reminder;
      const ref = { owner, id, key };
      const text = controlledText(ctx, control, r, seriesNext(result.before));
      if (!r.isActive) return updateMessage(text, []);
      if (r.paused === true)
        return updateMessage(text, pausedDmComponents(ref, ctx.caller.locale, ctx.deps.translate));
      return updateMessage(
        text,
        dmComponents(
          { ...ref, repeating: true, controls: true, skips: seriesNext(r) },
          ctx.caller.locale,
          ctx.deps.translate,
        ),
      );
    },
  };
}

export const seriesControlComponents: readonly ComponentHandler[] = [
  handler(dmPrefixes.pause, 'pause'),
  handler(dmPrefixes.resume, 'resume'),
  handler(dmPrefixes.skip, 'skip'),
];

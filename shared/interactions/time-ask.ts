/**
 * Ask instead of guessing (decisions.md): a time with two or more readings people use gets an
 * ephemeral prompt, one button per reading, and one press completes the command as it would
 * have run (same use case, same limits, same confirmation). The prompt is a draft (15 minutes);
 * its buttons carry the owner's id, so nobody else can press them.
 */
import { ButtonStyle, ComponentType, type APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { scheduleLimits } from '../domain/schedule.js';
import type { TimeReading } from '../domain/time-expression.js';
import { MAX_ZONE_CHOICES } from '../domain/locale-zone-choices.js';
import { resolveUserZone, resolveZone } from '../domain/zones.js';
import { resolveLocale } from '../i18n.js';
import type { AskCommand } from '../usecases/schedule-ports.js';
import { saveAsk, takeAsk } from '../usecases/time-ask.js';
import { READ_AGAIN } from '../usecases/remind.js';
import { readZone, saveZone } from '../usecases/timezone.js';
import { errorReply, type ComponentHandler, type Ctx } from './context.js';
import { discordTime, ephemeral, modal, truncate, type Components } from './responses.js';
import { withOffer, zoneMoveOffer } from './zone-move-offer.js';
import { detectZoneButton } from './zone-note.js';
import { shortWhen } from './time-preview.js';
import { customIds } from './custom-ids.js';

const TIME_ASK_PREFIX = customIds.timeAsk;

const CONTEXT = 'time_ask';
/** Discord: at most 5 buttons in a row. */
const MAX_READINGS = 5;

/**
 * The prompt for an error that carries several readings (`time_ambiguous` from a reader that can
 * ask); undefined for any other error, which the caller answers as before. `input`: the rest of
 * the command's input, kept in the draft for the press. Commands call it through
 * time-ask-prompt.ts, which imports this module on the first ambiguous time.
 */
export async function buildAskPrompt(
  ctx: Ctx,
  err: UserError,
  command: AskCommand,
  input: Readonly<Record<string, unknown>>,
): Promise<APIInteractionResponse | undefined> {
  const typed = err.params?.['typed'];
  if (typeof typed !== 'string') return undefined;
  if (err.error === 'zone_unknown')
    return zonePrompt(
      ctx,
      err.readings ?? [],
      command,
      typed,
      input,
      err.params?.[READ_AGAIN] !== undefined,
    );
  const readings = err.readings?.slice(0, MAX_READINGS);
  if (err.error !== 'time_ambiguous' || readings === undefined || readings.length < 2)
    return undefined;
  const userId = ctx.caller.userId;
  const [draftId, profile] = await Promise.all([
    saveAsk(ctx.deps, userId, { command, typed, input }, readings),
    ctx.deps.users.getProfile(userId),
  ]);
  ctx.deps.log.info('time_ask', { context: command, userId, readings: readings.length });
  const zone = resolveUserZone(profile.timezone, ctx.caller.locale).zone;
  const lines = readings.map(
    (r, i) =>
      `${i + 1}. ${discordTime(r.time, 'F')} (${discordTime(r.time, 'R')})${r.zone === undefined ? '' : ` · ${r.zone}`}`,
  );
  const content = `${ctx.t('remind.ask_prompt', { typed: typedSpan(typed) })}\n${lines.join('\n')}\n${expiresLine(ctx)}`;
  const buttons = readings.map(
    (r, i) =>
      ({
        type: ComponentType.Button,
        style: ButtonStyle.Primary,
        // A label is plain text (no <t:…>): the moment in the caller's zone, or in the zone the reading names.
        label: truncate(
          `${i + 1} · ${shortWhen(r.time, r.zone ?? zone, ctx.caller.locale)}${r.zone === undefined ? '' : ` ${r.zone}`}`,
          80,
        ),
        custom_id: `${TIME_ASK_PREFIX}:${userId}:${draftId}:${i}`,
      }) as const,
  );
  return ephemeral(content, [{ type: ComponentType.ActionRow, components: buttons }]);
}

function typedSpan(typed: string): string {
  return `\`${truncate(typed.replace(/`/g, ''), limits.listMessageChars)}\``;
}

function expiresLine(ctx: Ctx): string {
  const expires = discordTime(ctx.deps.clock.now() + scheduleLimits.draftTtlMs, 'R');
  return ctx.t('remind.ask_expires', { expires });
}

/**
 * The zone prompt (decisions.md, "The zone before the first reminder"): a wall-clock time by a
 * caller with no zone, one button per zone their language spans, each labelled with the zone's
 * name in the caller's language and what the time would be there; then "Detect my time zone"
 * (the /tz page link), "Continue" (after the page saved the zone) and "Other…" (a modal taking
 * any zone /timezone set reads). A press saves the zone and completes the command, through the
 * same draft as the readings prompt.
 */
async function zonePrompt(
  ctx: Ctx,
  readings: readonly TimeReading[],
  command: AskCommand,
  typed: string,
  input: Readonly<Record<string, unknown>>,
  readAgain: boolean,
): Promise<APIInteractionResponse | undefined> {
  const offered = readings.filter((r) => r.zone !== undefined).slice(0, MAX_ZONE_CHOICES);
  if (offered.length === 0) return undefined;
  const userId = ctx.caller.userId;
  const draftId = await saveAsk(
    ctx.deps,
    userId,
    { command, typed, input, setsZone: true, ...(readAgain ? { readAgain } : {}) },
    offered,
  );
  ctx.deps.log.info('zone_ask', { context: command, userId, zones: offered.length });
  const locale = ctx.caller.locale;
  const zoneButtons = offered.map(
    (r, i) =>
      ({
        type: ComponentType.Button,
        style: ButtonStyle.Primary,
        // A time with several readings is not one moment yet: the zone's name alone.
        label: truncate(
          readAgain
            ? zoneDisplayName(r.zone ?? 'UTC', locale, r.time)
            : `${zoneDisplayName(r.zone ?? 'UTC', locale, r.time)} · ${shortWhen(r.time, r.zone ?? 'UTC', locale)}`,
          80,
        ),
        custom_id: `${TIME_ASK_PREFIX}:${userId}:${draftId}:${i}`,
      }) as const,
  );
  const other = {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: ctx.t('zone_ask.other'),
    custom_id: `${TIME_ASK_PREFIX}:${userId}:${draftId}:${OTHER_ZONE}`,
  } as const;
  const detect = detectZoneButton(ctx, 'caller', true).flatMap((row) => row.components);
  // With the link, Continue: once the page saved the zone, it completes the command in it.
  const proceed =
    detect.length === 0
      ? []
      : [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Success,
            label: ctx.t('zone_continue.button'),
            custom_id: `${TIME_ASK_PREFIX}:${userId}:${draftId}:${CONTINUE}`,
          } as const,
        ];
  const buttons = [...zoneButtons, ...detect, ...proceed, other];
  const rows = [];
  for (let i = 0; i < buttons.length; i += MAX_READINGS)
    rows.push({
      type: ComponentType.ActionRow,
      components: buttons.slice(i, i + MAX_READINGS),
    } as const);
  // "The reminder is made at once" holds when the press completes a new reminder or event.
  const completes = !readAgain && command !== 'edit' && command !== 'snooze';
  const key = completes ? 'zone_ask.prompt' : 'zone_ask.prompt_saved';
  const content = `${ctx.t(key, { typed: typedSpan(typed) })}\n${expiresLine(ctx)}`;
  return ephemeral(content, rows as Components);
}

/** The zone's generic name in `locale` ("Eastern Time", "Horário de Brasília"), else its identifier. */
export function zoneDisplayName(zone: string, locale: string, at: number): string {
  try {
    const part = new Intl.DateTimeFormat(resolveLocale(locale), {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    // ICU falls back to "GMT+03:00" for a zone it has no name for: the identifier says more.
    return part && !/^(GMT|UTC)[+-−]/.test(part) ? part : zone;
  } catch {
    return zone;
  }
}

/**
 * Completes a command with the reading pressed: the command's own use case and confirmation.
 * `reading` is undefined after "Other…": the zone typed there is saved, and the command reads
 * what was typed again, in it.
 */
export type AskPerformer = (
  ctx: Ctx,
  input: Readonly<Record<string, unknown>>,
  reading: TimeReading | undefined,
  typed: string,
) => Promise<APIInteractionResponse>;

/** The zone prompt's "Other…" button and its modal carry this in place of a reading's index. */
const OTHER_ZONE = 'o';
/** The zone prompt's "Continue": the zone the detect page saved. */
const CONTINUE = 'c';

/**
 * The prompt's buttons, `ta:<owner>:<draft>:<reading index>`, completing each command with its
 * performer; on the zone prompt, a press first saves the reading's zone as the caller's,
 * `ta:<owner>:<draft>:o` opens (button) and submits (modal) "Other…", and
 * `ta:<owner>:<draft>:c` ("Continue") completes the command in the zone the detect page saved
 * (with none saved yet, it says what to do and leaves the prompt as it is).
 */
export function askButton(
  performers: Readonly<Record<AskCommand, AskPerformer>>,
): ComponentHandler {
  return {
    prefix: TIME_ASK_PREFIX,
    async run(ctx, [owner, draftId = '', index = ''], fields = {}) {
      if (owner !== ctx.caller.userId)
        return errorReply(ctx, CONTEXT, { ok: false, error: 'not_your_button' });
      let typedZone: string | undefined;
      if (index === OTHER_ZONE) {
        const text = fields['zone'];
        if (text === undefined) return otherZoneModal(ctx, draftId);
        // Read before the draft is taken: a zone not understood leaves the prompt to try again.
        const read = readZone(text, ctx.caller.locale);
        if (!read.ok) return errorReply(ctx, 'timezone', read);
        // `auto` is no answer to "which zone": the caller is asked because auto has none.
        if (read.zone === null)
          return errorReply(ctx, 'timezone', { ok: false, error: 'timezone_invalid' });
        typedZone = read.zone;
      } else if (index === CONTINUE) {
        const saved = (await ctx.deps.users.getProfile(ctx.caller.userId)).timezone;
        if (saved === undefined) return ephemeral(ctx.t('zone_continue.first'));
        typedZone = saved;
      }
      const taken = await takeAsk(
        ctx.deps,
        ctx.caller.userId,
        draftId,
        typedZone !== undefined ? 0 : /^\d{1,2}$/.test(index) ? Number(index) : NaN,
      );
      if (!taken.ok) return errorReply(ctx, CONTEXT, taken);
      const { pending } = taken;
      let reading: TimeReading | undefined = taken.reading;
      const zone =
        typedZone ?? (pending.setsZone === true ? resolveZone(reading.zone ?? '') : undefined);
      if (zone === null) return errorReply(ctx, CONTEXT, { ok: false, error: 'draft_expired' });
      if (zone === undefined)
        return performers[pending.command](ctx, pending.input, reading, pending.typed);
      const from =
        index === CONTINUE
          ? // Saved by the page: the zone in effect before was the language's (only callers
            // without a saved zone are asked).
            resolveUserZone(undefined, ctx.caller.locale).zone
          : await saveZone(ctx.deps, ctx.caller.userId, zone, ctx.caller.locale);
      // Read in the zone now saved: the reading pressed without its zone, or, after "Other…",
      // "Continue" or for a time with several readings, the text again.
      reading =
        typedZone !== undefined || pending.readAgain === true ? undefined : withoutZone(reading);
      const done = await performers[pending.command](ctx, pending.input, reading, pending.typed);
      return withOffer(done, await zoneMoveOffer(ctx, from, zone));
    },
  };
}

function withoutZone(r: TimeReading): TimeReading {
  return Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'zone')) as TimeReading;
}

/** "Other…": a modal taking any zone /timezone set reads. */
function otherZoneModal(ctx: Ctx, draftId: string): Promise<APIInteractionResponse> {
  return Promise.resolve(
    modal(
      `${TIME_ASK_PREFIX}:${ctx.caller.userId}:${draftId}:${OTHER_ZONE}`,
      ctx.t('zone_ask.other_title'),
      [
        {
          customId: 'zone',
          label: ctx.t('zone_ask.other_label'),
          placeholder: ctx.t('zone_ask.other_placeholder'),
          maxLength: limits.zoneInputLength,
        },
      ],
    ),
  );
}

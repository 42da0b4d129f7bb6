import type { APIInteractionResponse } from 'discord-api-types/v10';
import { verifyKey } from 'discord-interactions';
import { hotCommands } from './commands/hot.js';
import { optionDefinitions, optionsSchema } from './commands/options.js';
import { hasSubcommands, type SlashCommand } from './commands/unit.js';
import {
  errorReply,
  makeCtx,
  type ComponentHandler,
  type Ctx,
  type InteractionDeps,
} from './context.js';
import { parseInteraction, type Interaction } from './envelope.js';
import type { HttpRequest, HttpResponse } from './interaction-http.js';
import {
  deferralOf,
  deferredResponse,
  deliverLate,
  lateDelivery,
  type LateAnswers,
} from './late-answer.js';
import { onFirstUse } from './lazy.js';
import { choices, pong } from './responses.js';
import { pendingUndelivered, withUndeliveredNote } from './undelivered-note.js';

/**
 * The whole list of commands (commands/index.ts), imported on the first interaction that
 * hot.ts does not answer: a cold start loads only /remind's, /list_reminders',
 * /delete_reminder's and /timezone's definitions, not those of every other command.
 */
const commandList = onFirstUse(() => import('./commands/index.js'));

const hotComponents: readonly ComponentHandler[] = hotCommands.flatMap((c) => c.components);

/** The slash command named `name`, if it is ours. */
async function findCommand(name: string): Promise<SlashCommand | undefined> {
  return (
    hotCommands.find((c) => c.definition.name === name) ?? (await commandList()).findCommand(name)
  );
}

/** The component handler that claims `prefix`, if one does. */
async function findComponent(prefix: string): Promise<ComponentHandler | undefined> {
  return (
    hotComponents.find((h) => h.prefix === prefix) ??
    (await commandList()).componentHandlers.find((h) => h.prefix === prefix)
  );
}

/** Option schemas by `name` or `name subcommand`, built on first use (zod compiles each once, not per request). */
const optionSchemas = new Map<string, ReturnType<typeof optionsSchema>>();

/** The option schema for a (sub)command of ours; null when it has no such subcommand. */
function schemaFor(
  command: SlashCommand,
  subcommand: string | undefined,
): ReturnType<typeof optionsSchema> | null {
  const key = subcommand ? `${command.definition.name} ${subcommand}` : command.definition.name;
  const cached = optionSchemas.get(key);
  if (cached) return cached;
  const defs = optionDefinitions(command.definition, subcommand);
  if (!defs) return null;
  const schema = optionsSchema(defs);
  optionSchemas.set(key, schema);
  return schema;
}

/**
 * What the command's handler receives, checked against its definition: the option map, or
 * `{ subcommand, options }` for a command with subcommands; null when it does not fit.
 */
function checkInput(
  command: SlashCommand,
  subcommand: string | undefined,
  options: Record<string, unknown>,
): unknown {
  const parsed = schemaFor(command, subcommand)?.safeParse(options);
  if (!parsed?.success) return null;
  if (!hasSubcommands(command.definition)) return subcommand ? null : parsed.data;
  return subcommand ? { subcommand, options: parsed.data } : null;
}

async function route(
  interaction: Exclude<Interaction, { kind: 'ping' }>,
  ctx: Ctx,
): Promise<APIInteractionResponse> {
  switch (interaction.kind) {
    case 'command': {
      const command = await findCommand(interaction.name);
      if (!command)
        return errorReply(ctx, interaction.name, { ok: false, error: 'unknown_command' });
      const input = checkInput(command, interaction.subcommand, interaction.options);
      if (input === null)
        return errorReply(ctx, interaction.name, { ok: false, error: 'invalid_input' });
      return command.handler.run(ctx, input);
    }
    case 'message_command': {
      const command = (await commandList()).findMenuCommand(interaction.name);
      if (!command)
        return errorReply(ctx, interaction.name, { ok: false, error: 'unknown_command' });
      return command.handler.run(ctx, interaction.target);
    }
    case 'autocomplete': {
      const handler = (await findCommand(interaction.name))?.handler;
      if (!handler?.autocomplete) return choices([]);
      return handler.autocomplete(ctx, interaction.focused);
    }
    case 'component':
    case 'modal': {
      const [prefix = '', ...args] = interaction.customId.split(':');
      const handler = await findComponent(prefix);
      if (!handler)
        return errorReply(ctx, `component:${prefix}`, { ok: false, error: 'unknown_command' });
      return interaction.kind === 'modal'
        ? handler.run(ctx, args, interaction.fields)
        : handler.run(ctx, args, {}, interaction.values, interaction.bots);
    }
  }
}

/**
 * Discord's signature covers `timestamp + body`, but a captured request stays valid forever:
 * one whose X-Signature-Timestamp is further than this from our clock is refused (401) as a
 * replay. Five minutes leaves room for clock skew and Discord's own retries.
 */
export const SIGNATURE_MAX_AGE_SECONDS = 300;

export interface InteractionsAppOptions {
  /**
   * The wall clock the replay window is measured on (epoch ms). Separate from `deps.clock`,
   * which the use cases read and tests may set to another day.
   */
  readonly now?: () => number;
  /**
   * Late answers (late-answer.ts): work not done `deadlineMs` after the request arrived is
   * answered deferred and delivered through the interaction's webhook. Absent: every answer waits for the work.
   */
  readonly late?: LateAnswers;
}

const unauthorized: HttpResponse = { status: 401, body: { error: 'invalid request signature' } };

/** True when a unix-seconds timestamp is within the replay window of `nowMs`. */
function fresh(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= SIGNATURE_MAX_AGE_SECONDS;
}

/** The JSON body as an interaction; null when it is not JSON or not an interaction we handle. Never throws. */
function parseBody(body: string): Interaction | null {
  try {
    return parseInteraction(JSON.parse(body));
  } catch {
    return null;
  }
}

/**
 * The interactions endpoint: verify the signature (401 before any parsing), refuse a
 * timestamp outside the replay window (401), parse the body with zod (400 when it is not an
 * interaction we handle), route to one handler, answer with an interaction response.
 * Failures we did not expect are logged and answered with an ephemeral apology: no input
 * produces a 5xx. With `options.late`, an answer not ready by the deadline is Discord's deferred
 * type, and the response's `after` delivers the real one through the interaction's webhook.
 * @see https://discord.com/developers/docs/interactions/overview#setting-up-an-endpoint-validating-security-request-headers
 */
export function createInteractionsApp(
  publicKey: Parameters<typeof verifyKey>[3],
  deps: InteractionDeps,
  options: InteractionsAppOptions = {},
): (req: HttpRequest) => Promise<HttpResponse> {
  const now = options.now ?? Date.now;
  return async (req) => {
    if (!req.signature || !req.timestamp) return unauthorized;
    let valid = false;
    try {
      valid = await verifyKey(req.body, req.signature, req.timestamp, publicKey);
    } catch {
      valid = false;
    }
    if (!valid) return unauthorized;
    if (!fresh(req.timestamp, now()))
      return { status: 401, body: { error: 'request timestamp outside the replay window' } };

    const interaction = parseBody(req.body);
    if (!interaction)
      return { status: 400, body: { error: 'not an interaction this bot handles' } };
    if (interaction.kind === 'ping') return { status: 200, body: pong };

    const ctx = makeCtx(interaction.caller, deps, req.origin);
    // Replies to commands (and to the modals they open) may carry the undelivered-reminders line.
    const undelivered =
      interaction.kind === 'command' || interaction.kind === 'modal'
        ? pendingUndelivered(ctx)
        : undefined;
    const label =
      interaction.kind === 'command' ||
      interaction.kind === 'autocomplete' ||
      interaction.kind === 'message_command'
        ? interaction.name
        : interaction.customId;
    /** The answer; never rejects (a failure we did not expect is logged and apologised for). */
    const work = (async (): Promise<APIInteractionResponse> => {
      try {
        const response = await route(interaction, ctx);
        return undelivered ? await withUndeliveredNote(ctx, await undelivered, response) : response;
      } catch (err) {
        deps.log.error(label, err, { userId: interaction.caller.userId });
        if (interaction.kind === 'autocomplete') return choices([]);
        return errorReply(ctx, label, { ok: false, error: 'internal_error' });
      }
    })();
    const deferral = options.late ? deferralOf(interaction) : undefined;
    if (!options.late || !deferral) return { status: 200, body: await work };

    // The deadline counts from the request's arrival (never from a later moment than now).
    const receivedAt = Math.min(req.receivedAt ?? now(), now());
    const { webhook, deadlineMs, deliveryMs } = options.late;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), Math.max(0, receivedAt + deadlineMs - now()));
    });
    const first = await Promise.race([work, deadline]);
    clearTimeout(timer);
    if (first) return { status: 200, body: first };
    deps.log.info('late_answer', { context: label, deferral, userId: interaction.caller.userId });
    const after = work
      .then(async (response) => {
        const calls = lateDelivery(deferral, response, ctx.t('errors.internal_error'));
        if (
          !(await deliverLate(
            webhook,
            interaction.caller,
            calls,
            { receivedAt, windowMs: deliveryMs },
            now,
          ))
        )
          throw new Error('Discord did not take the late answer within the token lifetime');
      })
      .catch((err: unknown) => {
        deps.log.error(`late_answer:${label}`, err, { userId: interaction.caller.userId });
      });
    return { status: 200, body: deferredResponse(deferral), after };
  };
}

import type { APIInteractionResponse } from 'discord-api-types/v10';
import { verifyKey } from 'discord-interactions';
import { findCommand, optionsSchema } from './commands.js';
import {
  errorReply,
  makeCtx,
  type CommandHandler,
  type ComponentHandler,
  type Ctx,
  type InteractionDeps,
} from './context.js';
import { parseInteraction, type Interaction } from './envelope.js';
import {
  deleteReminderCommand,
  listPageButton,
  listRemindersCommand,
  remindCommand,
} from './reminder-commands.js';
import { choices, pong } from './responses.js';
import { lazyCommand, lazyComponents, onFirstUse } from './lazy.js';
import { SCHEDULE_COMPONENT_PREFIXES } from './schedule-prefixes.js';
import { detectZoneComponent } from './zone-note.js';
import { CALDAV_CONNECT_PREFIX } from './calendar-command-definitions.js';
import { dmPrefixes } from '../domain/reminder-dm.js';
import { TIME_ASK_PREFIX } from './time-ask-prompt.js';
import { pendingUndelivered, withUndeliveredNote } from './undelivered-note.js';
import {
  REMIND_MESSAGE_COMMAND,
  REMIND_MESSAGE_PREFIX,
  type MessageCommandHandler,
} from './message-command-definitions.js';

/** The /schedule code, imported on its first use (a chunk beside index.mjs in the bundle). */
const schedule = () => import('./schedule-handlers.js');
/** The /calendar and /schedule_export code, likewise. */
const calendar = () => import('./calendar-commands.js');
/** /settings, /timezone, /edit_reminder, "Remind me about this", the DM and time-ask buttons, likewise (first-use-handlers.ts). */
const firstUse = onFirstUse(() => import('./first-use-handlers.js'));

const commandHandlers: Readonly<Record<string, CommandHandler>> = {
  remind: remindCommand,
  list_reminders: listRemindersCommand,
  delete_reminder: deleteReminderCommand,
  edit_reminder: lazyCommand(async () => (await firstUse()).editReminderCommand),
  timezone: lazyCommand(async () => (await firstUse()).timezoneCommand),
  settings: lazyCommand(async () => (await firstUse()).settingsCommand),
  schedule_create: lazyCommand(async () => (await schedule()).scheduleCreateCommand),
  schedule_list: lazyCommand(async () => (await schedule()).scheduleListCommand),
  schedule_edit: lazyCommand(async () => (await schedule()).scheduleEditCommand),
  schedule_delete: lazyCommand(async () => (await schedule()).scheduleDeleteCommand),
  schedule_remind: lazyCommand(async () => (await schedule()).scheduleRemindCommand),
  calendar: lazyCommand(async () => (await calendar()).calendarCommand),
  schedule_export: lazyCommand(async () => (await calendar()).scheduleExportCommand),
};

const messageCommandHandlers: Readonly<Record<string, MessageCommandHandler>> = {
  [REMIND_MESSAGE_COMMAND]: {
    run: async (ctx, target) => (await firstUse()).remindMessageCommand.run(ctx, target),
  },
};

const componentHandlers: readonly ComponentHandler[] = [
  listPageButton,
  ...lazyComponents(Object.values(dmPrefixes), async () => (await firstUse()).reminderDmComponents),
  ...lazyComponents([REMIND_MESSAGE_PREFIX], async () => [(await firstUse()).remindMessageModal]),
  ...lazyComponents([TIME_ASK_PREFIX], async () => [(await firstUse()).timeAskButton]),
  ...lazyComponents(SCHEDULE_COMPONENT_PREFIXES, async () => (await schedule()).scheduleComponents),
  detectZoneComponent,
  ...lazyComponents([CALDAV_CONNECT_PREFIX], async () => [(await calendar()).caldavConnectModal]),
];

export interface HttpRequest {
  readonly body: string;
  readonly signature: string | undefined;
  readonly timestamp: string | undefined;
  /** The bot's public base URL, for links in replies (config PUBLIC_BASE_URL, else the Function URL itself). */
  readonly origin?: string;
}

export interface HttpResponse {
  readonly status: number;
  /** JSON value, or the raw text when `headers` names a content type. */
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Option schemas by `name` or `name subcommand`, built on first use (zod compiles each once, not per request). */
const optionSchemas = new Map<string, ReturnType<typeof optionsSchema>>();

/** The option schema for a (sub)command of our definitions; null when there is no such (sub)command. */
function schemaFor(
  name: string,
  subcommand: string | undefined,
): ReturnType<typeof optionsSchema> | null {
  const key = subcommand ? `${name} ${subcommand}` : name;
  const cached = optionSchemas.get(key);
  if (cached) return cached;
  const def = findCommand(name);
  if (!def) return null;
  let defs = def.options ?? [];
  if (subcommand) {
    const sub = defs.find((o) => o.name === subcommand);
    if (!sub) return null;
    defs = 'options' in sub ? (sub.options ?? []) : [];
  }
  const schema = optionsSchema(
    defs.filter((o) => o.type !== 1 && o.type !== 2) as Parameters<typeof optionsSchema>[0],
  );
  optionSchemas.set(key, schema);
  return schema;
}

/** The option map for a (sub)command, checked against its definition; null when it does not fit. */
function checkOptions(
  name: string,
  subcommand: string | undefined,
  options: Record<string, unknown>,
): Record<string, string | number | boolean> | null {
  const parsed = schemaFor(name, subcommand)?.safeParse(options);
  return parsed?.success ? (parsed.data as Record<string, string | number | boolean>) : null;
}

async function route(
  interaction: Exclude<Interaction, { kind: 'ping' }>,
  ctx: Ctx,
): Promise<APIInteractionResponse> {
  switch (interaction.kind) {
    case 'command': {
      const handler = commandHandlers[interaction.name];
      if (!handler)
        return errorReply(ctx, interaction.name, { ok: false, error: 'unknown_command' });
      const options = checkOptions(interaction.name, interaction.subcommand, interaction.options);
      if (!options) return errorReply(ctx, interaction.name, { ok: false, error: 'invalid_input' });
      return handler.run(ctx, options, interaction.subcommand);
    }
    case 'message_command': {
      const handler = messageCommandHandlers[interaction.name];
      if (!handler)
        return errorReply(ctx, interaction.name, { ok: false, error: 'unknown_command' });
      return handler.run(ctx, interaction.target);
    }
    case 'autocomplete': {
      const handler = commandHandlers[interaction.name];
      if (!handler?.autocomplete) return choices([]);
      return handler.autocomplete(ctx, interaction.focused);
    }
    case 'component':
    case 'modal': {
      const [prefix = '', ...args] = interaction.customId.split(':');
      const handler = componentHandlers.find((h) => h.prefix === prefix);
      if (!handler)
        return errorReply(ctx, `component:${prefix}`, { ok: false, error: 'unknown_command' });
      return interaction.kind === 'modal'
        ? handler.run(ctx, args, interaction.fields)
        : handler.run(ctx, args, {}, interaction.values);
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
 * produces a 5xx.
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
    try {
      const response = await route(interaction, ctx);
      return {
        status: 200,
        body: undelivered ? await withUndeliveredNote(ctx, await undelivered, response) : response,
      };
    } catch (err) {
      const label =
        interaction.kind === 'command' ||
        interaction.kind === 'autocomplete' ||
        interaction.kind === 'message_command'
          ? interaction.name
          : interaction.customId;
      deps.log.error(label, err, { userId: interaction.caller.userId });
      if (interaction.kind === 'autocomplete') return { status: 200, body: choices([]) };
      return { status: 200, body: errorReply(ctx, label, { ok: false, error: 'internal_error' }) };
    }
  };
}

/**
 * The one list of commands. The router (app.ts) routes, the option validation checks and the
 * registration (registration.ts, infra/register.ts, the local sandbox) registers exactly these.
 * A new command: its module in this folder, one line below, its catalog keys in
 * locales/*.json (docs/extending.md, "A new command").
 *
 * Commands off the hot path (everything but /remind and /delete_reminder)
 * have their definition here and their handler in a module imported on first use: a dynamic
 * `import()` is a chunk of its own beside index.mjs. Their handlers are typed from these
 * definitions through `HandlerOf`. The router imports this module itself on first use too:
 * a cold start loads only the commands of hot.ts (/remind, /list_reminders, /delete_reminder,
 * /timezone), which this list takes from there.
 */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { RESTPostAPIContextMenuApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { ComponentHandler } from '../context.js';
import { customIds } from '../custom-ids.js';
import { lazyComponents, lazySlashCommand, onFirstUse } from '../lazy.js';
import { detectZoneComponent } from '../zone-note.js';
import * as calendar from './calendar.js';
import { help } from './help.js';
import * as editReminder from './edit-reminder.js';
import { deleteReminder, firstUse, listRemindersCommand, remind, timezoneCommand } from './hot.js';
import * as remindMessage from './remind-message.js';
import * as scheduleCreate from './schedule-create.js';
import * as scheduleDelete from './schedule-delete.js';
import * as scheduleEdit from './schedule-edit.js';
import * as scheduleExport from './schedule-export.js';
import * as scheduleList from './schedule-list.js';
import * as schedulePost from './schedule-post.js';
import * as scheduleParticipants from './schedule-participants.js';
import * as scheduleShare from './schedule-share.js';
import * as scheduleRemind from './schedule-remind.js';
import * as settings from './settings.js';
import type { MenuCommand, SlashCommand } from './unit.js';

/** The /schedule_* code. */
const schedule = onFirstUse(() => import('../schedule-handlers.js'));
/** The /calendar and /schedule_export code. */
const calendarCode = onFirstUse(() => import('../calendar-commands.js'));
const scheduleComponents = (prefixes: readonly string[]) =>
  lazyComponents(prefixes, async () => (await schedule()).scheduleComponents);
const ids = customIds.schedule;

/** The slash commands, in the order registration sends them. */
export const slashCommands: readonly SlashCommand[] = [
  remind,
  listRemindersCommand,
  deleteReminder,
  lazySlashCommand(editReminder.definition, async () => (await firstUse()).editReminderCommand),
  timezoneCommand,
  lazySlashCommand(settings.definition, async () => (await firstUse()).settingsCommand),
  lazySlashCommand(
    scheduleCreate.definition,
    async () => (await schedule()).scheduleCreateCommand,
    scheduleComponents([ids.choice, ids.modal]),
  ),
  lazySlashCommand(
    scheduleList.definition,
    async () => (await schedule()).scheduleListCommand,
    scheduleComponents([ids.page]),
  ),
  lazySlashCommand(
    scheduleEdit.definition,
    async () => (await schedule()).scheduleEditCommand,
    scheduleComponents([ids.edit]),
  ),
  lazySlashCommand(
    scheduleDelete.definition,
    async () => (await schedule()).scheduleDeleteCommand,
    scheduleComponents([ids.delete]),
  ),
  lazySlashCommand(scheduleRemind.definition, async () => (await schedule()).scheduleRemindCommand),
  lazySlashCommand(
    schedulePost.definition,
    async () => (await schedule()).schedulePostCommand,
    scheduleComponents([ids.card]),
  ),
  lazySlashCommand(
    scheduleShare.definition,
    async () => (await schedule()).scheduleShareCommand,
    scheduleComponents([ids.share, ...Object.values(customIds.notice)]),
  ),
  lazySlashCommand(
    scheduleParticipants.definition,
    async () => (await schedule()).scheduleParticipantsCommand,
    scheduleComponents([ids.participants]),
  ),
  lazySlashCommand(
    calendar.definition,
    async () => (await calendarCode()).calendarCommand,
    lazyComponents([customIds.caldavConnect], async () => [
      (await calendarCode()).caldavConnectModal,
    ]),
  ),
  lazySlashCommand(
    scheduleExport.definition,
    async () => (await calendarCode()).scheduleExportCommand,
  ),
  help,
];

/** The message context-menu commands. */
export const menuCommands: readonly MenuCommand[] = [
  {
    definition: remindMessage.definition,
    catalogKey: remindMessage.catalogKey,
    handler: {
      run: async (ctx, target) => (await firstUse()).remindMessageCommand.run(ctx, target),
    },
    components: lazyComponents([customIds.remindMessage], async () => [
      (await firstUse()).remindMessageModal,
    ]),
  },
];

/**
 * Components no one command owns (or off its hot path): the reminder DM's, the time prompt's,
 * "Move them", the zone buttons, "Detect my time zone", /list_reminders' bulk delete.
 */
export const sharedComponents: readonly ComponentHandler[] = [
  ...lazyComponents(
    Object.values(customIds.dm),
    async () => (await firstUse()).reminderDmComponents,
  ),
  ...lazyComponents([customIds.timeAsk], async () => [(await firstUse()).timeAskButton]),
  ...lazyComponents([customIds.zoneMove], async () => [(await firstUse()).zoneMoveComponent]),
  ...lazyComponents([customIds.zoneSet], async () => [(await firstUse()).zoneSetComponent]),
  ...lazyComponents(
    Object.values(customIds.listBulk),
    async () => (await firstUse()).bulkDeleteComponents,
  ),
  detectZoneComponent,
];

/** Every component handler the router knows, by the prefix it claims. */
export const componentHandlers: readonly ComponentHandler[] = [
  ...slashCommands.flatMap((c) => c.components),
  ...menuCommands.flatMap((c) => c.components),
  ...sharedComponents,
];

/**
 * The definitions as Discord's API types name them (mutable arrays; the definitions are
 * plain JSON either way).
 */
export const commandDefinitions = slashCommands.map(
  (c) => c.definition as RESTPostAPIChatInputApplicationCommandsJSONBody,
);
export const messageCommandDefinitions = menuCommands.map(
  (c) => c.definition as RESTPostAPIContextMenuApplicationCommandsJSONBody,
);

/** The slash command named `name`, if it is ours. */
export function findCommand(name: string): SlashCommand | undefined {
  return slashCommands.find((c) => c.definition.name === name);
}

/** The message command named `name` (its base name, as Discord sends it), if it is ours. */
export function findMenuCommand(name: string): MenuCommand | undefined {
  return menuCommands.find((c) => c.definition.name === name);
}

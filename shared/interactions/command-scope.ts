import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';

/**
 * Every command is a slash command usable in servers, in the bot's DMs and in other DMs and
 * group DMs when the app is user-installed.
 * @see https://discord.com/developers/docs/interactions/application-commands#interaction-contexts
 */
export const everywhere: Pick<
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  'type' | 'integration_types' | 'contexts'
> = {
  type: ApplicationCommandType.ChatInput,
  integration_types: [
    ApplicationIntegrationType.GuildInstall,
    ApplicationIntegrationType.UserInstall,
  ],
  contexts: [
    InteractionContextType.Guild,
    InteractionContextType.BotDM,
    InteractionContextType.PrivateChannel,
  ],
};

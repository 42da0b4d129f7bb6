/**
 * discord-api-spec ships its zod schemas (Discord's OpenAPI spec) as JavaScript only: the
 * ones the tests use, typed as the zod/mini objects they are.
 */
declare module 'discord-api-spec/zod' {
  import type { ZodMiniObject } from 'zod/mini';

  export const UserResponseSchema: ZodMiniObject;
  export const GuildMemberResponseSchema: ZodMiniObject;
  export const UserSelectComponentForMessageRequestSchema: ZodMiniObject;
  export const IncomingWebhookRequestPartialSchema: ZodMiniObject;
  export const IncomingWebhookUpdateRequestPartialSchema: ZodMiniObject;
  export const UpdateMessageInteractionCallbackRequestSchema: ZodMiniObject;
  export const CreateMessageInteractionCallbackRequestSchema: ZodMiniObject;
}

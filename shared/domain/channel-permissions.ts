/**
 * Whether a member may have Tock post their reminder in a channel: the interaction's
 * `member.permissions` (the member's total permissions in that channel, overwrites included)
 * must allow what the post does there as them: see the channel, send a message (in a thread:
 * send messages in threads) and embed links (the reminder is an embed). Administrator allows
 * everything. Anything missing or unreadable is a no: the reminder goes to the DM instead.
 *
 * @see https://discord.com/developers/docs/topics/permissions#permissions-bitwise-permission-flags
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-interaction-structure
 */
const ADMINISTRATOR = 1n << 3n;
const VIEW_CHANNEL = 1n << 10n;
const SEND_MESSAGES = 1n << 11n;
const EMBED_LINKS = 1n << 14n;
const SEND_MESSAGES_IN_THREADS = 1n << 38n;

/** Channel types of threads (announcement, public and private thread). */
const THREAD_TYPES: ReadonlySet<number> = new Set([10, 11, 12]);

export function mayPostReminderIn(
  permissions: string | undefined,
  channelType: number | undefined,
): boolean {
  if (permissions === undefined || !/^\d{1,20}$/.test(permissions)) return false;
  const bits = BigInt(permissions);
  if ((bits & ADMINISTRATOR) !== 0n) return true;
  const send =
    channelType !== undefined && THREAD_TYPES.has(channelType)
      ? SEND_MESSAGES_IN_THREADS
      : SEND_MESSAGES;
  const needed = VIEW_CHANNEL | send | EMBED_LINKS;
  return (bits & needed) === needed;
}

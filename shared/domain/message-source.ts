import type { MessageSource } from './reminder.js';

/** How much of a message a reminder about it keeps: its first lines, within a character budget. */
export const EXCERPT_LINES = 3;
export const EXCERPT_CHARS = 300;
/** The note a "Remind me about this" modal opens with: the first line, short. */
export const NOTE_PREFILL_CHARS = 100;

/** Cuts to `max` code points, marking the cut with an ellipsis. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The non-blank lines of a message, trimmed. */
function lines(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

/**
 * The message's link and first lines. The link is Discord's own form: the guild id in a server,
 * `@me` in DMs and group DMs.
 * @see https://discord.com/developers/docs/reference#message-formatting
 */
export function messageSource(
  where: {
    readonly guildId?: string | undefined;
    readonly channelId: string;
    readonly messageId: string;
  },
  content: string,
): MessageSource {
  const head = lines(content);
  const shown = [...head.slice(0, EXCERPT_LINES).join('\n')];
  // More lines than shown, or more characters: the cut is marked.
  const whole = head.length <= EXCERPT_LINES && shown.length <= EXCERPT_CHARS;
  const excerpt = whole
    ? shown.join('')
    : `${shown
        .slice(0, EXCERPT_CHARS - 1)
        .join('')
        .trimEnd()}…`;
  return {
    url: `https://discord.com/channels/${where.guildId ?? '@me'}/${where.channelId}/${where.messageId}`,
    excerpt,
  };
}

/** The note the modal is prefilled with: the message's first line, cut short; empty for a message without text. */
export function notePrefill(content: string): string {
  return cut(lines(content)[0] ?? '', NOTE_PREFILL_CHARS);
}

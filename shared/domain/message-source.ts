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

/**
 * Discord markdown as the text a person reads: emphasis, strike-through, spoiler and code marks
 * removed, a masked link as its text, a heading, subtext or quote mark dropped, a user mention as
 * @Name (`names` by id; `@user` when unknown), a custom emoji as `:name:`.
 */
export function plainText(markdown: string, names: Readonly<Record<string, string>> = {}): string {
  return markdown
    .replace(/\[([^\]\n]+)\]\(<?https?:\/\/[^\s)>]+>?\)/g, '$1')
    .replace(/<@!?(\d{1,20})>/g, (_, id: string) => `@${names[id] ?? 'user'}`)
    .replace(/<a?:(\w+):\d{1,20}>/g, ':$1:')
    .replace(/^(?:#{1,3}|-#|>{1,3}) /gm, '')
    .replace(/\*\*|__|~~|\|\||`{1,3}/g, '')
    .replace(/(^|[^\p{L}\p{N}])[*_](?=\S)(.+?)(?<=\S)[*_](?![\p{L}\p{N}])/gu, '$1$2');
}

/**
 * The note the modal is prefilled with: the message's first line in plain text (no markdown
 * marks, mentions by name), cut short; empty for a message without text.
 */
export function notePrefill(content: string, names: Readonly<Record<string, string>> = {}): string {
  return cut(plainText(lines(content)[0] ?? '', names), NOTE_PREFILL_CHARS);
}

/**
 * The excerpt's lines a DM quotes under `note`: all of them, less a first line the note already
 * says (the prefill kept as it was), so the DM says it once.
 */
export function quotedLines(excerpt: string, note: string): string[] {
  const all = excerpt === '' ? [] : excerpt.split('\n');
  const first = all[0];
  return first !== undefined && saysLine(note, first) ? all.slice(1) : all;
}

const MENTION = /<@!?\d{1,20}>/;

/** True when `note` is `line` in plain text, whatever name each of its mentions was given. */
function saysLine(note: string, line: string): boolean {
  const pattern = line
    .split(MENTION)
    .map((part) => plainText(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('@.+?');
  return new RegExp(`^${pattern.trim()}$`, 'su').test(note.trim());
}

/**
 * Text a user typed, shown inside a Discord message or embed as typed: its markdown marks and
 * the `<` that starts a mention, channel, emoji or timestamp are escaped with a backslash (which
 * Discord hides before punctuation), so `[a](b)` is no disguised link and `<@id>` no mention.
 * Links stay as typed: an escape inside one would become part of the address.
 * @see https://support.discord.com/hc/en-us/articles/210298617-Markdown-Text-101-Chat-Formatting-Bold-Italic-Underline
 */
const LINK = /(https?:\/\/\S+)/;
const MARKS = /[\\*_~`|[\]<>]/g;

export function escapeMarkdown(text: string): string {
  return text
    .split(LINK)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(MARKS, '\\$&')))
    .join('');
}

/**
 * {@link escapeMarkdown} within `max` characters (a field's limit, such as an embed title's
 * 256): cut with `…` when longer, never between a backslash and the mark it escapes.
 */
export function escapeMarkdownWithin(text: string, max: number): string {
  const escaped = escapeMarkdown(text);
  if (escaped.length <= max) return escaped;
  const cut = escaped.slice(0, max - 1);
  // An odd run of backslashes at the end is an escape cut from its mark.
  const run = /\\+$/.exec(cut)?.[0].length ?? 0;
  return `${run % 2 === 1 ? cut.slice(0, -1) : cut}…`;
}

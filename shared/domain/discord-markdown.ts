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

/**
 * "… until <date>" inside a repeating time (`every day at 9am until friday`, `jeden Montag um 9
 * bis 3. März`, `毎日9時 金曜日まで`): the end date split off the expression, so the reader reads
 * the repetition and `until` reads the date (decisions.md, "One reader for every date and time
 * field"). Kept beside the reader rather than in its grammar: the split is a word search, and the
 * two halves are each read by the readers that already exist. Pure.
 */
import { parseTimeExpression, type TimeContext } from './time-expression.js';

/** Words before the end date, by language; English's are read in every locale, as the reader reads English. */
const BEFORE: Readonly<Record<string, readonly string[]>> = {
  en: ['until', 'till', 'til', 'through', 'up to'],
  de: ['bis zum', 'bis zur', 'bis einschließlich', 'bis'],
  fr: ["jusqu'au", "jusqu'à", 'jusqu’au', 'jusqu’à'],
  es: ['hasta el', 'hasta'],
  it: ['fino al', 'fino alla', 'fino a'],
  pt: ['até o', 'até a', 'até'],
  nl: ['tot en met', 'tot'],
  pl: ['do'],
  ru: ['до'],
  uk: ['до'],
  zh: ['直到', '到'],
};
/** Words after the end date: Japanese まで, Korean 까지, Turkish kadar. */
const AFTER: Readonly<Record<string, readonly string[]>> = {
  ja: ['まで'],
  ko: ['까지'],
  tr: ["'e kadar", "'a kadar", "'ye kadar", "'ya kadar", ' kadar'],
};

const language = (locale: string): string => locale.split('-')[0] ?? locale;

/** The end date and the rest, each trimmed, for every place an until word splits `text`: the last first. */
function splits(text: string, locale: string): { head: string; until: string }[] {
  const lower = text.toLowerCase();
  const out: { head: string; until: string }[] = [];
  const spaced = language(locale) !== 'zh';
  for (const word of [...(BEFORE[language(locale)] ?? []), ...(BEFORE['en'] ?? [])]) {
    let at = lower.lastIndexOf(word);
    while (at > 0) {
      const end = at + word.length;
      const bounded = !spaced || (/\s/.test(lower[at - 1] ?? '') && /\s/.test(lower[end] ?? ''));
      if (bounded) out.push({ head: text.slice(0, at).trim(), until: text.slice(end).trim() });
      at = lower.lastIndexOf(word, at - 1);
    }
  }
  for (const word of AFTER[language(locale)] ?? []) {
    const at = lower.lastIndexOf(word);
    if (at <= 0) continue;
    const rest = text.slice(at + word.length).trim();
    const before = text.slice(0, at);
    // The date ends at the word; it starts after the last space before it, or, written without
    // spaces ('毎日9時金曜日まで', '金曜日まで毎日9時'), at the shortest start that leaves a
    // repetition around it.
    const space = before.search(/\s\S*$/);
    const starts = space >= 0 ? [space + 1] : [...before].map((_, i) => before.length - 1 - i);
    for (const start of starts)
      out.push({
        head: `${before.slice(0, start).trim()} ${rest}`.trim(),
        until: before.slice(start).trim(),
      });
  }
  return out.filter((s) => s.head !== '' && s.until !== '');
}

/**
 * The repetition and its end date when `text` is "<repeating time> until <date>" (or the
 * language's order of it) and the whole text is no time by itself; undefined otherwise. The
 * repetition must read as one (or as several readings to ask between); the date is only split
 * off here, and read by `until`'s reader.
 */
export function untilTail(
  text: string,
  ctx: TimeContext,
): { readonly head: string; readonly until: string } | undefined {
  if (typeof text !== 'string' || text.length > 400) return undefined;
  for (const split of splits(text, typeof ctx.locale === 'string' ? ctx.locale : '')) {
    const head = parseTimeExpression(split.head, ctx);
    if (
      head.ok
        ? head.recurrence !== undefined || head.repeat !== undefined
        : head.error === 'time_ambiguous'
    )
      return split;
  }
  return undefined;
}

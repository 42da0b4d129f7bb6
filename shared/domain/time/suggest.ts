import type { NumericReading } from './resolve.js';
import { tokenize, type Token } from './tokenize.js';
import { lexiconFor } from './vocabulary.js';

/**
 * Suggestions for a time expression the parser cannot read: the closest readable forms, found
 * by small repairs of what was typed (a misspelt word corrected, an unknown word left out, a
 * missing unit or am/pm added), then examples that share a word with it. Every suggestion is
 * parsed before it is offered. English for now; the examples are data.
 */

interface Ctx {
  readonly now: number;
  readonly zone: string;
  readonly locale: string;
}
type Parse = (text: string, ctx: Ctx) => { readonly ok: boolean };

/** Offered for an empty text, and the last resort. */
const COMMON: readonly string[] = ['in 10 minutes', 'in 1 hour', 'tomorrow at 9am', 'every weekday at 9am'];

/** Readable examples of each form; a suggestion shares a word with the input. */
const EXAMPLES: readonly string[] = [
  'in 30 minutes', 'in 2 hours', 'in 3 days', '2h30m', 'in half an hour', 'in an hour and a half',
  'at 5pm', 'tonight at 8pm', 'tomorrow at 9am', 'tomorrow morning', 'this evening', 'end of day',
  'friday at 3pm', 'next monday at 10am', 'this saturday', 'dec 25 at 8pm', 'end of month',
  'in 2 days at 9am', 'friday in 2 weeks', '3pm EST', '15:00 UTC',
  'every day at 8am', 'every weekday at 9am', 'every monday and thursday at 7pm', 'every 2 weeks',
  'every month on the 15th', 'every 2nd tuesday', 'every last friday', 'every year on dec 25', 'every 2 hours',
];

const SPACES = /\s+/g;
const EXAMPLE_WORDS: readonly (readonly [string, readonly string[]])[] = EXAMPLES.map((e) => [e, e.split(' ').filter((w) => /^[a-z]+$/.test(w))]);

/** Words of the grammar that carry no lexicon meaning of their own. */
const PLAIN_WORDS: readonly string[] = [
  'today', 'tomorrow', 'yesterday', 'now', 'daily', 'weekly', 'monthly', 'yearly', 'hourly', 'weekday', 'weekend',
  'week', 'month', 'year', 'day', 'hour', 'minutes', 'hours', 'days', 'weeks', 'months',
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

let vocabulary: readonly string[] | undefined;
function words(): readonly string[] {
  vocabulary ??= [...new Set([...lexiconFor('en-US').words.keys(), ...PLAIN_WORDS])].filter((w) => w.length >= 3);
  return vocabulary;
}

/** Levenshtein distance, giving up (returning max + 1) beyond `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** The closest vocabulary words to `word` (distance 1, or 2 for words of 6 letters and more). */
function closest(word: string): string[] {
  const max = word.length >= 6 ? 2 : 1;
  const scored: [string, number][] = [];
  for (const w of words()) {
    const d = distance(word, w, max);
    if (d <= max) scored.push([w, d]);
  }
  return scored.sort((a, b) => a[1] - b[1]).slice(0, 3).map(([w]) => w);
}

function replace(text: string, t: Token, by: string): string {
  return (text.slice(0, t.start) + by + text.slice(t.end)).replace(SPACES, ' ').trim();
}

/** Repairs of `text`, closest first. */
function repairs(text: string, tokens: readonly Token[]): string[] {
  const out: string[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.type === 'word' && t.meaning === undefined && !PLAIN_WORDS.includes(t.text)) {
      for (const w of closest(t.text)) out.push(replace(text, t, w));
      out.push(replace(text, t, ''));
    }
    if (t.type === 'number' && (next === undefined || next.type !== 'word' || next.meaning === undefined) && next?.text !== ':') {
      const prev = tokens[i - 1]?.text;
      if (prev === 'in' || prev === 'every') out.push(replace(text, t, `${t.text} minutes`), replace(text, t, `${t.text} hours`));
      else if (t.value >= 1 && t.value <= 12) out.push(replace(text, t, `${t.text}am`), replace(text, t, `${t.text}pm`));
    }
  });
  return out;
}

export function suggestionsFor(text: string, ctx: Ctx, parse: Parse): string[] {
  const normalized = text.trim().toLowerCase().slice(0, 200);
  const found: string[] = [];
  const offer = (candidate: string): void => {
    if (found.length < 3 && candidate !== '' && candidate !== normalized && !found.includes(candidate) && parse(candidate, ctx).ok) found.push(candidate);
  };
  if (normalized === '') return COMMON.filter((c) => parse(c, ctx).ok);
  const tokens = tokenize(normalized, lexiconFor(ctx.locale)).slice(0, 40);
  for (const candidate of repairs(normalized, tokens).slice(0, 24)) offer(candidate);
  const typed = new Set(tokens.filter((t) => t.type === 'word').map((t) => t.text));
  for (const [example, exampleWords] of EXAMPLE_WORDS) if (exampleWords.some((w) => typed.has(w))) offer(example);
  for (const c of COMMON) offer(c);
  return found;
}

/** An ambiguous numeric date's readings, as the expression with the date spelled out ('mar 4 at 5pm'). */
export function ambiguousSuggestions(text: string, outcome: { readonly ambiguous: readonly NumericReading[]; readonly start: number; readonly end: number }): string[] {
  return outcome.ambiguous.map((r) => {
    const date = `${MONTHS[r.month - 1] ?? ''} ${r.day}${r.year === undefined ? '' : ` ${r.year}`}`;
    return (text.slice(0, outcome.start) + date + text.slice(outcome.end)).trim();
  });
}

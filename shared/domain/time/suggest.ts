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
const MAX_ATTEMPTS = 6;
/** Each word of the examples → the examples that contain it. */
const EXAMPLES_BY_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const e of EXAMPLES) {
    for (const w of e.split(' ')) {
      if (!/^[a-z]+$/.test(w) || w === 'at' || w === 'in' || w === 'every') continue;
      const list = map.get(w) ?? [];
      list.push(e);
      map.set(w, list);
    }
  }
  return map;
})();

/** Words of the grammar that carry no lexicon meaning of their own. */
const PLAIN_WORDS: readonly string[] = [
  'today', 'tomorrow', 'yesterday', 'now', 'daily', 'weekly', 'monthly', 'yearly', 'hourly', 'weekday', 'weekend',
  'week', 'month', 'year', 'day', 'hour', 'minutes', 'hours', 'days', 'weeks', 'months',
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** The vocabulary by word length, so a misspelt word is compared only with words of about its length. */
let byLength: ReadonlyMap<number, readonly string[]> | undefined;
function wordsOfLength(length: number): readonly string[] {
  if (byLength === undefined) {
    const map = new Map<number, string[]>();
    for (const w of new Set([...lexiconFor('en-US').words.keys(), ...PLAIN_WORDS])) {
      if (w.length < 3) continue;
      const list = map.get(w.length) ?? [];
      list.push(w);
      map.set(w.length, list);
    }
    byLength = map;
  }
  return byLength.get(length) ?? [];
}

const rowA = new Int32Array(64);
const rowB = new Int32Array(64);

/** Levenshtein distance of two words (under 64 letters), giving up (returning max + 1) beyond `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || a.length >= 64 || b.length >= 64) return max + 1;
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, row] = [row, prev];
  }
  return prev[b.length] as number;
}

/** The closest vocabulary words to `word` (distance 1, or 2 for words of 6 letters and more). */
function closest(word: string): string[] {
  const max = word.length >= 6 ? 2 : 1;
  const scored: [string, number][] = [];
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const w of wordsOfLength(length)) {
      // A typo rarely changes both of the first two letters: a cheap filter before the distance.
      if (w.charCodeAt(0) !== word.charCodeAt(0) && w.charCodeAt(1) !== word.charCodeAt(1)) continue;
      const d = distance(word, w, max);
      if (d <= max) scored.push([w, d]);
    }
  }
  return scored.sort((a, b) => a[1] - b[1]).slice(0, 3).map(([w]) => w);
}

function replace(text: string, t: Token, by: string): string {
  return (text.slice(0, t.start) + by + text.slice(t.end)).replace(SPACES, ' ').trim();
}

/** Repairs of `text`, closest first. */
function repairs(text: string, tokens: readonly Token[]): string[] {
  const out: string[] = [];
  const unknown = tokens.filter((t) => t.type === 'word' && t.meaning === undefined && !PLAIN_WORDS.includes(t.text));
  // Without every word it does not know ('remind me tomorrow' → 'tomorrow').
  if (unknown.length > 1) out.push(unknown.reduceRight((s, t) => s.slice(0, t.start) + s.slice(t.end), text).replace(SPACES, ' ').trim());
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
  let attempts = 0;
  // Each candidate costs a parse: at most MAX_ATTEMPTS of them, so a failure stays cheap.
  const offer = (candidate: string): void => {
    if (found.length >= 3 || attempts >= MAX_ATTEMPTS || candidate === '' || candidate === normalized || found.includes(candidate)) return;
    attempts++;
    if (parse(candidate, ctx).ok) found.push(candidate);
  };
  if (normalized === '') return [...COMMON];
  const tokens = tokenize(normalized, lexiconFor(ctx.locale)).slice(0, 40);
  for (const candidate of repairs(normalized, tokens)) offer(candidate);
  const typed = new Set(tokens.filter((t) => t.type === 'word').map((t) => t.text));
  for (const w of typed) for (const example of EXAMPLES_BY_WORD.get(w) ?? []) offer(example);
  // The common choices are relative, so always readable: no parse needed.
  for (const c of COMMON) if (found.length < 3 && !found.includes(c)) found.push(c);
  return found;
}

/** An ambiguous numeric date's readings, as the expression with the date spelled out ('mar 4 at 5pm'). */
export function ambiguousSuggestions(text: string, outcome: { readonly ambiguous: readonly NumericReading[]; readonly start: number; readonly end: number }): string[] {
  return outcome.ambiguous.map((r) => {
    const date = `${MONTHS[r.month - 1] ?? ''} ${r.day}${r.year === undefined ? '' : ` ${r.year}`}`;
    return (text.slice(0, outcome.start) + date + text.slice(outcome.end)).trim();
  });
}

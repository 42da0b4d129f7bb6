import type { Clock } from './clock.js';
import type { AskedPart } from './resolve.js';
import { writesMonthFirst } from './locale-facts.js';
import { tokenize, type Token } from './tokenize.js';
import {
  englishVocabulary,
  lexiconFor,
  type Lexicon,
  type SuggestionTables,
} from './vocabulary.js';

/**
 * Suggestions for a time expression the parser cannot read: the closest readable forms, found
 * by small repairs of what was typed (a misspelt word corrected, an unknown word left out, a
 * missing unit or am/pm added), then examples that share a word with it. Every suggestion is
 * parsed before it is offered. The examples are data: the locale's own (its table's `examples`)
 * come before the English ones, and misspelt words are corrected against the locale's words.
 */

interface Ctx {
  readonly now: number;
  readonly zone: string;
  readonly locale: string;
}
type Parse = (text: string, ctx: Ctx) => { readonly ok: boolean; readonly error?: string };

const SPACES = /\s+/g;
const MAX_ATTEMPTS = 6;
/** Each word of the examples → the examples that contain it. */
function byWord(
  examples: readonly string[],
  isWord: (w: string) => boolean,
): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const e of examples) {
    for (const w of e.split(' ')) {
      if (!isWord(w) || w === 'at' || w === 'in' || w === 'every') continue;
      const list = map.get(w) ?? [];
      list.push(e);
      map.set(w, list);
    }
  }
  return map;
}

/**
 * English's suggestion tables (locales/time/en-US.json, `suggestions`): `common` is offered for
 * an empty text and as the last resort; `examples` are readable examples of each form, one
 * offered when it shares a word with the input; `plainWords` are words of the grammar that
 * carry no lexicon meaning of their own.
 */
function english(): SuggestionTables {
  return englishVocabulary().suggestions ?? NO_SUGGESTIONS;
}

const NO_SUGGESTIONS: SuggestionTables = { common: [], examples: [], plainWords: [] };

/** English's examples by word, built on first use (for the table read then). */
const englishExamples = new WeakMap<SuggestionTables, ReadonlyMap<string, readonly string[]>>();
function englishExamplesByWord(): ReadonlyMap<string, readonly string[]> {
  const tables = english();
  let map = englishExamples.get(tables);
  if (map === undefined) {
    map = byWord(tables.examples, (w) => /^[a-z]+$/.test(w));
    englishExamples.set(tables, map);
  }
  return map;
}

/** A locale's examples by word (words of three letters or more), built on first use. */
const localeExamples = new WeakMap<Lexicon, ReadonlyMap<string, readonly string[]>>();
function localeExamplesByWord(lexicon: Lexicon): ReadonlyMap<string, readonly string[]> {
  let map = localeExamples.get(lexicon);
  if (map === undefined) {
    map = byWord(lexicon.examples, (w) => w.length >= 3 && /^\p{L}+$/u.test(w));
    localeExamples.set(lexicon, map);
  }
  return map;
}

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** Single words of the locale's phrase tables ('tomorrow', 'завтра'): known, though not in `words`. */
function phraseWord(lexicon: Lexicon, w: string): boolean {
  return lexicon.datePhrases.has(w) || lexicon.keywords.has(w) || lexicon.recurring.has(w);
}

/** A locale's vocabulary by word length, so a misspelt word is compared only with words of about its length. */
const byLength = new WeakMap<Lexicon, ReadonlyMap<number, readonly string[]>>();
function wordsOfLength(lexicon: Lexicon, length: number): readonly string[] {
  let map = byLength.get(lexicon);
  if (map === undefined) {
    const built = new Map<number, string[]>();
    const phrases = [
      ...lexicon.datePhrases.keys(),
      ...lexicon.keywords.keys(),
      ...lexicon.recurring.keys(),
    ].filter((w) => !w.includes(' '));
    for (const w of new Set([...lexicon.words.keys(), ...english().plainWords, ...phrases])) {
      if (w.length < 3) continue;
      const list = built.get(w.length) ?? [];
      list.push(w);
      built.set(w.length, list);
    }
    map = built;
    byLength.set(lexicon, map);
  }
  return map.get(length) ?? [];
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
      const v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ca === b.charCodeAt(j - 1) ? 0 : 1),
      );
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, row] = [row, prev];
  }
  return prev[b.length] as number;
}

/** The closest vocabulary words to `word` (distance 1, or 2 for words of 6 letters and more). */
function closest(lexicon: Lexicon, word: string): string[] {
  const max = word.length >= 6 ? 2 : 1;
  const scored: [string, number][] = [];
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const w of wordsOfLength(lexicon, length)) {
      // A typo rarely changes both of the first two letters: a cheap filter before the distance.
      if (w.charCodeAt(0) !== word.charCodeAt(0) && w.charCodeAt(1) !== word.charCodeAt(1))
        continue;
      const d = distance(word, w, max);
      if (d <= max) scored.push([w, d]);
    }
  }
  return scored
    .sort((a, b) => a[1] - b[1])
    .slice(0, 3)
    .map(([w]) => w);
}

function replace(text: string, t: Token, by: string): string {
  return (text.slice(0, t.start) + by + text.slice(t.end)).replace(SPACES, ' ').trim();
}

/** Repairs of `text`, closest first. */
function repairs(
  text: string,
  tokens: readonly Token[],
  lexicon: Lexicon,
  locale: string,
): string[] {
  const out: string[] = [];
  const isUnknown = (t: Token): boolean =>
    t.type === 'word' &&
    t.meaning === undefined &&
    !english().plainWords.includes(t.text) &&
    !phraseWord(lexicon, t.text);
  const unknown = tokens.filter(isUnknown);
  // Without every word it does not know ('remind me tomorrow' → 'tomorrow').
  if (unknown.length > 1)
    out.push(
      unknown
        .reduceRight((s, t) => s.slice(0, t.start) + s.slice(t.end), text)
        .replace(SPACES, ' ')
        .trim(),
    );
  // A month alone ('march' said in March: its first day past), or after a word such as 'in'
  // ('in march', 'en mars', 'im März'): a later day of it ('march 15', '15 mars', '3月15日'), in
  // the locale's order; parsed before it is offered.
  const last = tokens[tokens.length - 1];
  if (tokens.length === 1 && last?.meaning?.kind === 'month')
    out.push(writesMonthFirst(locale) ? `${text} 15` : `15 ${text}`);
  else if (
    last?.meaning?.kind === 'month' &&
    tokens.slice(0, -1).every((t) => t.meaning?.kind === 'marker')
  ) {
    const month = text.slice(last.start, last.end);
    out.push(writesMonthFirst(locale) ? `${month} 15` : `15 ${month}`);
  } else if (
    tokens.length === 2 &&
    last?.meaning?.kind === 'marker' &&
    last.meaning.marker === 'month_mark'
  )
    out.push(`${text}15${dateMarks(lexicon)?.day ?? ''}`);
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (isUnknown(t)) {
      for (const w of closest(lexicon, t.text)) out.push(replace(text, t, w));
      out.push(replace(text, t, ''));
    }
    if (
      t.type === 'number' &&
      (next === undefined || next.type !== 'word' || next.meaning === undefined) &&
      next?.text !== ':'
    ) {
      const prev = tokens[i - 1]?.text;
      if (prev === 'in' || prev === 'every')
        out.push(replace(text, t, `${t.text} minutes`), replace(text, t, `${t.text} hours`));
      else if (t.value >= 1 && t.value <= 12)
        out.push(replace(text, t, `${t.text}am`), replace(text, t, `${t.text}pm`));
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
    if (
      found.length >= 3 ||
      attempts >= MAX_ATTEMPTS ||
      candidate === '' ||
      candidate === normalized ||
      found.includes(candidate)
    )
      return;
    attempts++;
    // A form with two readings is offered too: the reply asks which one (decisions.md).
    const read = parse(candidate, ctx);
    if (read.ok || read.error === 'time_ambiguous') found.push(candidate);
  };
  const lexicon = lexiconFor(ctx.locale);
  // The locale's first four examples, like the English common choices, are always readable.
  const common = lexicon.examples.length > 0 ? lexicon.examples.slice(0, 4) : english().common;
  if (normalized === '') return [...common];
  const tokens = tokenize(normalized, lexicon).slice(0, 40);
  for (const candidate of repairs(normalized, tokens, lexicon, ctx.locale)) offer(candidate);
  const typed = new Set(tokens.filter((t) => t.type === 'word').map((t) => t.text));
  const native = lexicon.examples.length > 0 ? localeExamplesByWord(lexicon) : undefined;
  for (const w of typed) for (const example of native?.get(w) ?? []) offer(example);
  const examples = englishExamplesByWord();
  for (const w of typed) for (const example of examples.get(w) ?? []) offer(example);
  // The common choices are relative, so always readable: no parse needed.
  for (const c of common) if (found.length < 3 && !found.includes(c)) found.push(c);
  return found;
}

/**
 * An ambiguous expression's readings, as the expression with the part spelled out: a numeric
 * date's month named ('mar 4 at 5pm'), a clock's am/pm added ('at 5am', 'at 5pm').
 */
export function ambiguousSuggestions(
  text: string,
  outcome: AskedPart,
  lexicon?: Lexicon,
): string[] {
  const marks = lexicon === undefined ? undefined : dateMarks(lexicon);
  const spelled =
    'clocks' in outcome
      ? outcome.clocks.map(twelveHourClock)
      : outcome.ambiguous.map((r) =>
          marks !== undefined
            ? `${r.year === undefined ? '' : `${r.year}${marks.year}`}${r.month}${marks.month}${r.day}${marks.day}`
            : `${MONTHS[r.month - 1] ?? ''} ${r.day}${r.year === undefined ? '' : ` ${r.year}`}`,
        );
  return spelled.map((part) =>
    (text.slice(0, outcome.start) + part + text.slice(outcome.end)).trim(),
  );
}

/** '5am', '5:30pm', '12:15pm': a clock as English writes it with its meridiem. */
function twelveHourClock(c: Clock): string {
  const hour = c.hour % 12 === 0 ? 12 : c.hour % 12;
  return `${hour}${c.minute === 0 ? '' : `:${String(c.minute).padStart(2, '0')}`}${c.hour < 12 ? 'am' : 'pm'}`;
}

/**
 * A language's own marks for a written date ('2026年3月9日', '2026년3월9일'): its table's month
 * and day marks and its year unit, when it has all three; else dates are spelled in English.
 */
function dateMarks(lexicon: Lexicon): { year: string; month: string; day: string } | undefined {
  if (MARKS.has(lexicon)) return MARKS.get(lexicon);
  let year: string | undefined;
  let month: string | undefined;
  let day: string | undefined;
  for (const [w, m] of lexicon.words) {
    if (w.charCodeAt(0) < 128) continue;
    if (m.kind === 'marker' && m.marker === 'month_mark') month ??= w;
    else if (m.kind === 'marker' && m.marker === 'day_mark') day ??= w;
    else if ((m.kind === 'unit' || m.kind === 'marker') && m.months === 12) year ??= w;
  }
  const marks =
    year !== undefined && month !== undefined && day !== undefined
      ? { year, month, day }
      : undefined;
  MARKS.set(lexicon, marks);
  return marks;
}

const MARKS = new WeakMap<Lexicon, { year: string; month: string; day: string } | undefined>();

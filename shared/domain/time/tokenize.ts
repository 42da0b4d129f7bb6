import type { Lexicon, Marker, Meaning } from './vocabulary.js';

/**
 * One pass over the normalized text, no regular expressions: numbers, ASCII words, single
 * punctuation characters, and words of unspaced scripts found by longest match in the lexicon.
 */
export interface Token {
  readonly type: 'number' | 'word' | 'punct' | 'unknown';
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Numeric value of a 'number' token (digits with at most one decimal part), else NaN. */
  readonly value: number;
  /** The token's entry in the lexicon, if any. */
  readonly meaning: Meaning | undefined;
}

const Char = { Zero: 48, Nine: 57, LowerA: 97, LowerZ: 122, UpperA: 65, UpperZ: 90, Dot: 46, Underscore: 95 } as const;

function isDigit(c: number): boolean {
  return c >= Char.Zero && c <= Char.Nine;
}

function isLetter(c: number): boolean {
  return c >= Char.LowerA && c <= Char.LowerZ;
}

/**
 * A letter of a spaced script beyond ASCII (Latin with accents, Greek, Cyrillic, Turkish ı ş ğ):
 * such words run to the next space, punctuation or digit. CJK, kana and hangul are unspaced and
 * read by longest match instead.
 */
function isSpacedLetter(c: number): boolean {
  return (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x370 && c <= 0x52f) || (c >= 0x1e00 && c <= 0x1eff);
}

/** An apostrophe that may start a Turkish suffix ('15'te', 'cuma'ya'). */
function isApostrophe(c: number): boolean {
  return c === 39 || c === 0x2019;
}

/** The code points JavaScript's `\s` matches. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** `\w` in a non-Unicode regular expression, for `\b` semantics. */
function isWordChar(c: number): boolean {
  return isDigit(c) || isLetter(c) || (c >= Char.UpperA && c <= Char.UpperZ) || c === Char.Underscore;
}

/**
 * Splits `text` (already trimmed, lower-cased and NFKC-normalized) into tokens.
 * Linear in the length of the text (times the few lexicon words sharing a first character).
 */
export function tokenize(text: string, lexicon: Lexicon): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    if (isDigit(c)) {
      // The value as the digits go by; Number() only for a decimal part or beyond exact integers.
      let value = 0;
      while (i < n && isDigit(text.charCodeAt(i))) value = value * 10 + text.charCodeAt(i++) - Char.Zero;
      let exact = i - start <= 15;
      if (i + 1 < n && text.charCodeAt(i) === Char.Dot && isDigit(text.charCodeAt(i + 1))) {
        i++;
        while (i < n && isDigit(text.charCodeAt(i))) i++;
        exact = false;
      }
      const raw = text.slice(start, i);
      tokens.push({ type: 'number', text: raw, start, end: i, value: exact ? value : Number(raw), meaning: undefined });
      i = suffixAt(text, i, lexicon, tokens);
    } else if (isLetter(c) || isSpacedLetter(c)) {
      while (i < n && (isLetter(text.charCodeAt(i)) || isSpacedLetter(text.charCodeAt(i)))) i++;
      const raw = text.slice(start, i);
      tokens.push({ type: 'word', text: raw, start, end: i, value: NaN, meaning: lexicon.words.get(raw) });
      i = suffixAt(text, i, lexicon, tokens);
    } else if (c < 128) {
      i++;
      tokens.push({ type: 'punct', text: text[start] ?? '', start, end: i, value: NaN, meaning: undefined });
    } else {
      const word = longestScriptWord(text, start, lexicon);
      const numeral = lexicon.numerals.size > 0 ? numeralRunAt(text, start, lexicon) : undefined;
      if (numeral !== undefined && numeral.end - start >= (word?.length ?? 0)) {
        i = numeral.end;
        tokens.push({ type: 'number', text: String(numeral.value), start, end: i, value: numeral.value, meaning: undefined });
      } else if (word !== undefined) {
        i += word.length;
        tokens.push({ type: 'word', text: word, start, end: i, value: NaN, meaning: lexicon.words.get(word) });
      } else {
        // One code point (a surrogate pair stays whole).
        i += c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
        tokens.push({ type: 'unknown', text: text.slice(start, i), start, end: i, value: NaN, meaning: undefined });
      }
    }
  }
  return tokens;
}

/**
 * A Turkish suffix glued by an apostrophe ('15'te', 'cuma'ya'), when the lexicon lists it
 * (with its apostrophe): its own token. Other apostrophes ("o'clock") stay punctuation.
 */
function suffixAt(text: string, i: number, lexicon: Lexicon, tokens: Token[]): number {
  if (i >= text.length || !isApostrophe(text.charCodeAt(i))) return i;
  let j = i + 1;
  while (j < text.length && (isLetter(text.charCodeAt(j)) || isSpacedLetter(text.charCodeAt(j)))) j++;
  const suffix = "'" + text.slice(i + 1, j);
  const meaning = lexicon.words.get(suffix);
  if (j === i + 1 || meaning === undefined) return i;
  tokens.push({ type: 'word', text: suffix, start: i, end: j, value: NaN, meaning });
  return j;
}

/**
 * A run of CJK numerals at `start` ('二十五' = 25, '十五' = 15, '兩' = 2, '二〇二六' = 2026): digits
 * accumulate positionally, a multiplier (十, 百, 千) takes the digits before it (or 1).
 */
function numeralRunAt(text: string, start: number, lexicon: Lexicon): { value: number; end: number } | undefined {
  let i = start;
  let section = 0;
  let digit = 0;
  let hasDigit = false;
  while (i < text.length) {
    const v = lexicon.numerals.get(text[i] ?? '');
    if (v === undefined) break;
    if (v >= 10) {
      section += (hasDigit ? digit : 1) * v;
      digit = 0;
      hasDigit = false;
    } else {
      digit = digit * 10 + v;
      hasDigit = true;
    }
    i++;
  }
  return i === start ? undefined : { value: section + digit, end: i };
}

function longestScriptWord(text: string, start: number, lexicon: Lexicon): string | undefined {
  const candidates = lexicon.scriptWords.get(text[start] ?? '');
  if (candidates === undefined) return undefined;
  for (const word of candidates) if (text.startsWith(word, start)) return word;
  return undefined;
}

/** True when the token stands alone as `\b<word>\b` would require (no digit or `_` glued to it). */
export function standsAlone(text: string, token: Token): boolean {
  const before = token.start > 0 ? text.charCodeAt(token.start - 1) : 32;
  const after = token.end < text.length ? text.charCodeAt(token.end) : 32;
  return !isWordChar(before) && !isWordChar(after);
}

/** The tokens from..to-1 joined by single spaces: the key for phrase tables. */
export function phrase(tokens: readonly Token[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) out += i === from ? (tokens[i]?.text ?? '') : ' ' + (tokens[i]?.text ?? '');
  return out;
}

export function isMarker(token: Token | undefined, marker: Marker): boolean {
  return token?.meaning?.kind === 'marker' && token.meaning.marker === marker;
}

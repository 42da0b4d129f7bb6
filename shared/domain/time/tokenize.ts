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
    } else if (isLetter(c)) {
      while (i < n && isLetter(text.charCodeAt(i))) i++;
      const raw = text.slice(start, i);
      tokens.push({ type: 'word', text: raw, start, end: i, value: NaN, meaning: lexicon.words.get(raw) });
    } else if (c < 128) {
      i++;
      tokens.push({ type: 'punct', text: text[start] ?? '', start, end: i, value: NaN, meaning: undefined });
    } else {
      const word = longestScriptWord(text, start, lexicon);
      if (word !== undefined) {
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

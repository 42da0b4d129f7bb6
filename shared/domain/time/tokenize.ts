import {
  foldDiacritics,
  START_DATE_WEEKDAY,
  START_ORDINAL,
  START_SPACED,
  type Lexicon,
  type Marker,
  type Meaning,
} from './vocabulary.js';

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
  /**
   * The meaning's marker when it is one, else '': one field of one shape, read by isMarker on
   * every part. Always a string (the tables' markers are internalized strings), so that isMarker's
   * compare is a pointer compare: with undefined among its values it was V8's generic `===`.
   */
  readonly marker: Marker | '';
  /** The `START_` bits this token's text has in the lexicon's `starts` (0 for none). */
  readonly starts: number;
}

function markerOf(meaning: Meaning | undefined): Marker | undefined {
  return meaning?.kind === 'marker' ? meaning.marker : undefined;
}

function token(
  type: Token['type'],
  text: string,
  start: number,
  end: number,
  meaning: Meaning | undefined,
  lexicon: Lexicon,
  value = NaN,
  starts = lexicon.starts.get(text) ?? 0,
): Token {
  return { type, text, start, end, value, meaning, marker: markerOf(meaning) ?? '', starts };
}

const Char = {
  Zero: 48,
  Nine: 57,
  LowerA: 97,
  LowerZ: 122,
  UpperA: 65,
  UpperZ: 90,
  Dot: 46,
  Comma: 44,
  Underscore: 95,
  Paren: 40,
} as const;

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
  return (
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x52f) ||
    (c >= 0x1e00 && c <= 0x1eff)
  );
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
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** `\w` in a non-Unicode regular expression, for `\b` semantics. */
function isWordChar(c: number): boolean {
  return (
    isDigit(c) || isLetter(c) || (c >= Char.UpperA && c <= Char.UpperZ) || c === Char.Underscore
  );
}

/**
 * Splits `text` (already trimmed, lower-cased and NFKC-normalized) into tokens.
 * Linear in the length of the text (times the few lexicon words sharing a first character).
 */
export function tokenize(text: string, lexicon: Lexicon): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  let paren: string | undefined;
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
      while (i < n && isDigit(text.charCodeAt(i)))
        value = value * 10 + text.charCodeAt(i++) - Char.Zero;
      let exact = i - start <= 15;
      if (i + 1 < n && text.charCodeAt(i) === Char.Dot && isDigit(text.charCodeAt(i + 1))) {
        i++;
        while (i < n && isDigit(text.charCodeAt(i))) i++;
        exact = false;
      }
      // A decimal comma ('1,5 Stunden', 'за 1,5 години'): one or two digits after it, as a dot
      // ('1,000' stays a thousand written the English way: three digits).
      const comma =
        exact &&
        text.charCodeAt(i) === Char.Comma &&
        isDigit(text.charCodeAt(i + 1)) &&
        !isDigit(text.charCodeAt(i + 3)) &&
        !(isDigit(text.charCodeAt(i + 2)) && isDigit(text.charCodeAt(i + 3)));
      if (comma) {
        i += isDigit(text.charCodeAt(i + 2)) ? 3 : 2;
        exact = false;
      }
      const raw = comma ? text.slice(start, i).replace(',', '.') : text.slice(start, i);
      // A contraction of one digit and three letters or more ('2morrow', '2nite'): the words it
      // stands for ('3pm', '30min' never are one).
      // So is one of digits and a character of an unspaced script ('25時': the next day's 1時).
      let glued = i === start + 1 && isLetter(text.charCodeAt(i)) ? letterRunEnd(text, i) : i;
      let expansion =
        glued > i + 2 ? lexicon.contractions.get(text.slice(start, glued)) : undefined;
      // ... or the first word of a contraction of several ('2a feira', which NFKC makes of '2ª
      // feira': Monday).
      const first = expansion === undefined && glued > i ? text.slice(start, glued) : undefined;
      const several =
        first !== undefined && ((lexicon.starts.get(first) ?? 0) & START_SPACED) !== 0
          ? spacedWordAt(text, start, first, lexicon)
          : undefined;
      if (several !== undefined) {
        expansion = lexicon.contractions.get(several);
        if (expansion !== undefined) glued = start + several.length;
      }
      // Not when the character starts a longer word ('24時間' is 24 hours).
      if (expansion === undefined && i < n && text.charCodeAt(i) >= 0x2e80) {
        expansion = lexicon.contractions.get(text.slice(start, i + 1));
        if (expansion !== undefined && (longestScriptWord(text, i, lexicon)?.length ?? 0) > 1)
          expansion = undefined;
        if (expansion !== undefined) glued = i + 1;
      }
      if (expansion !== undefined) {
        for (const t of tokenize(expansion, lexicon)) tokens.push({ ...t, start, end: glued });
        i = glued;
        continue;
      }
      tokens.push(token('number', raw, start, i, undefined, lexicon, exact ? value : Number(raw)));
      i = suffixAt(text, i, lexicon, tokens);
    } else if (isLetter(c) || isSpacedLetter(c)) {
      i = letterRunEnd(text, i);
      let raw = text.slice(start, i);
      const joined = lexicon.compounds.size > 0 ? compoundEnd(text, start, i, lexicon) : undefined;
      if (joined !== undefined) [i, raw] = [joined.end, joined.word];
      // The word's `START_` bits, looked up once: they say whether more lookups are needed.
      let starts = lexicon.starts.get(raw) ?? 0;
      const spaced =
        (starts & START_SPACED) !== 0 ? spacedWordAt(text, start, raw, lexicon) : undefined;
      if (spaced !== undefined) {
        [i, raw] = [start + spaced.length, spaced];
        starts = lexicon.starts.get(raw) ?? 0;
      }
      let meaning = lexicon.words.get(raw);
      // An ending glued after digits and a hyphen that the table lists with its hyphen: Ukrainian
      // '21-й' (the hour's ordinal ending, where 'й' alone is 'and').
      const dash = tokens.length >= 2 ? tokens[tokens.length - 1] : undefined;
      const hour = tokens.length >= 2 ? tokens[tokens.length - 2] : undefined;
      if (
        dash?.text === '-' &&
        dash.end === start &&
        hour?.type === 'number' &&
        hour.end === dash.start
      )
        meaning = lexicon.words.get('-' + raw) ?? meaning;
      // A table word typed without its diacritics ('sroda', 'miercoles'), or a unit of four
      // letters or more with stray accents ('mêses', 'minútos'; not Spanish 'día' in a Portuguese
      // holiday's name; 'ñ' and 'ç' are letters of their own): read as that word.
      const f = meaning === undefined && lexicon.folded.size > 0 ? foldDiacritics(raw) : undefined;
      const unfolded =
        f === undefined
          ? undefined
          : (lexicon.folded.get(raw) ??
            lexicon.folded.get(f) ??
            (f !== raw &&
            raw.length > 3 &&
            lexicon.words.get(f)?.kind === 'unit' &&
            !/[ñç]/.test(raw)
              ? f
              : undefined));
      if (unfolded !== undefined) {
        [raw, meaning] = [unfolded, lexicon.words.get(unfolded)];
        starts = lexicon.starts.get(raw) ?? 0;
      }
      const expansion =
        meaning === undefined && lexicon.contractions.size > 0
          ? lexicon.contractions.get(raw)
          : undefined;
      // A contraction ('tmw', 'domattina') is read as the words it stands for, at its own place.
      if (expansion !== undefined)
        for (const t of tokenize(expansion, lexicon)) tokens.push({ ...t, start, end: i });
      // A tens word and a unit or ordinal word ('twenty nine', 'twenty-ninth'): one word.
      else if (
        (meaning?.kind === 'number' ||
          meaning?.kind === 'ordinal' ||
          (starts & START_ORDINAL) !== 0) &&
        joinsTens(tokens, raw, meaning, i, lexicon)
      ) {
        /* joined */
      }
      // A day and a time of day written as one word ('morgenochtend') is two tokens.
      else if (meaning !== undefined || !pushCompound(raw, start, lexicon, tokens))
        tokens.push(token('word', raw, start, i, meaning, lexicon, NaN, starts));
      const after = suffixAt(text, i, lexicon, tokens);
      // Elision ("un'ora", "l'après-midi", "all'una", "l'8 marzo"): after a number word or a
      // filler, 'at' or article, an apostrophe before a letter or digit only separates two words.
      // An abbreviation dot before more words or a comma ('sáb. a las 5', 'zat. om 5 uur', 'okt.
      // 2027', 'ca. 18 Uhr', 'Mo., 25.09.', 'godz. 15') is the word's.
      i =
        after === i &&
        ((isApostrophe(text.charCodeAt(i)) &&
          (isWordLetter(text.charCodeAt(i + 1)) || isDigit(text.charCodeAt(i + 1))) &&
          elides(meaning)) ||
          ((meaning?.kind === 'weekday' ||
            meaning?.kind === 'month' ||
            markerOf(meaning) === 'about' ||
            markerOf(meaning) === 'at' ||
            // A weekday before a date ('So.', 'zo.'); a month that is also one is a month already.
            (starts & START_DATE_WEEKDAY) !== 0 ||
            (raw === 'mon' && monIsMonday(tokens.at(-2)))) &&
            text.charCodeAt(i) === Char.Dot &&
            (isSpace(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === Char.Comma)))
          ? i + 1
          : after;
      // With its abbreviation dot a weekday read only before a date is the weekday ('So. 18 Uhr',
      // 'So. abends', 'zo. 10 uur'): 'so', 'zo' ("about", "so") are never written with one.
      const dotted =
        i === after + 1 && (starts & START_DATE_WEEKDAY) !== 0
          ? lexicon.dateWeekdays.get(raw)
          : undefined;
      if (dotted !== undefined)
        tokens[tokens.length - 1] = token('word', raw, start, i - 1, dotted, lexicon, NaN, starts);
    } else if (
      isApostrophe(c) &&
      text.charCodeAt(i - 1) === 115 &&
      (i + 1 === n || isSpace(text.charCodeAt(i + 1)))
    ) {
      // A plural's possessive apostrophe ("three weeks' time") says nothing.
      i++;
    } else if (c === Char.Paren && (paren = parenthesized(text, i, lexicon)) !== undefined) {
      // A weekday's one-letter abbreviation in parentheses ('3月9日(月)'), listed as a contraction.
      i += paren.length;
      for (const t of tokenize(lexicon.contractions.get(paren) ?? '', lexicon))
        tokens.push({ ...t, start, end: i });
    } else if (c < 128) {
      // A word that starts with an apostrophe when the lexicon lists it (Dutch ''s avonds').
      const end = isApostrophe(c) ? apostropheWordEnd(text, start, start, lexicon) : start;
      i = end > start ? end : i + 1;
      const raw = text.slice(start, i);
      // Punctuation may mean something too ('@' is 'at', '&' is 'and').
      tokens.push(
        token(
          end > start ? 'word' : 'punct',
          raw,
          start,
          i,
          end > start || raw === '@' || raw === '&' ? lexicon.words.get(raw) : undefined,
          lexicon,
        ),
      );
    } else {
      const word = longestScriptWord(text, start, lexicon);
      const numeral = lexicon.numerals.size > 0 ? numeralRunAt(text, start, lexicon) : undefined;
      if (numeral !== undefined && numeral.end - start >= (word?.length ?? 0)) {
        i = numeral.end;
        // Two digits side by side ('两三', '三四', '十三四') are an approximation (2 or 3), no number.
        if (numeral.value < 0)
          tokens.push(token('unknown', text.slice(start, i), start, i, undefined, lexicon));
        else
          tokens.push(
            token('number', String(numeral.value), start, i, undefined, lexicon, numeral.value),
          );
      } else if (word !== undefined) {
        i += word.length;
        const meaning = lexicon.words.get(word);
        const expansion = meaning === undefined ? lexicon.contractions.get(word) : undefined;
        // A contraction ('月末': 'end of month') is read as the words it stands for, as above.
        if (expansion !== undefined)
          for (const t of tokenize(expansion, lexicon)) tokens.push({ ...t, start, end: i });
        else tokens.push(token('word', word, start, i, meaning, lexicon));
      } else {
        // One code point (a surrogate pair stays whole).
        i += c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
        tokens.push(token('unknown', text.slice(start, i), start, i, undefined, lexicon));
      }
    }
  }
  return tokens;
}

/**
 * After a tens number word (20-90; a '-' between allowed, or 'and' before one), a number word 1-9
 * or an ordinal word makes one word with it ('twenty nine' 29, 'twenty-five', 'vingt et un',
 * 'twenty ninth' as 'twenty-ninth'): replaces the tens word in `tokens`.
 */
function joinsTens(
  tokens: Token[],
  raw: string,
  meaning: Meaning | undefined,
  end: number,
  lexicon: Lexicon,
): boolean {
  const unit = meaning?.kind === 'number' ? meaning.value : 0;
  const ordinal = meaning?.kind !== 'number';
  if (!ordinal && !(Number.isInteger(unit) && unit >= 1 && unit <= 9)) return false;
  // A spoken hour is no count's unit: 'za dwadzieścia ósma' is 7:40, not 28.
  if (!ordinal && lexicon.spokenHours.has(raw)) return false;
  let p = tokens.length;
  if (tokenBefore(tokens, p)?.text === '-') p--;
  // 'vingt et un', 'treinta y uno', 'vinte e um': 'and' only before one ('venti e cinque' is 20:05).
  else if (isMarker(tokenBefore(tokens, p), 'and') && unit === 1) p--;
  const tens = tokenBefore(tokens, p);
  const value = tens?.type === 'word' && tens.meaning?.kind === 'number' ? tens.meaning.value : 0;
  if (tens === undefined || value < 20 || value > 90 || value % 10 !== 0) return false;
  const word = `${tens.text}-${raw}`;
  const joined = ordinal
    ? lexicon.ordinals.has(word)
      ? lexicon.words.get(word)
      : undefined
    : { ...(tens.meaning as Meaning), value: value + unit };
  if (joined === undefined) return false;
  tokens.length = p - 1;
  tokens.push(token('word', word, tens.start, end, joined, lexicon));
  return true;
}

/** The contraction written in parentheses that starts at `start` ('(月)'), if the table has one. */
function parenthesized(text: string, start: number, lexicon: Lexicon): string | undefined {
  const close = text.indexOf(')', start + 1);
  if (close < 0 || close > start + 3) return undefined;
  const key = text.slice(start, close + 1);
  return lexicon.contractions.has(key) ? key : undefined;
}

function isWordLetter(c: number): boolean {
  return isLetter(c) || isSpacedLetter(c);
}

function letterRunEnd(text: string, i: number): number {
  while (i < text.length && isWordLetter(text.charCodeAt(i))) i++;
  return i;
}

/**
 * The longest lexicon word joined by '-', '/' or an apostrophe that starts at `start` and runs
 * past the letters ending at `end` ('après-demain', 'segunda-feira', "aujourd'hui", "mezz'ora",
 * en-GB 'w/c'); a typographic apostrophe reads as "'".
 */
function compoundEnd(
  text: string,
  start: number,
  end: number,
  lexicon: Lexicon,
): { end: number; word: string } | undefined {
  let found: { end: number; word: string } | undefined;
  let i = end;
  while (
    i + 1 < text.length &&
    (text.charCodeAt(i) === 45 ||
      text.charCodeAt(i) === 47 ||
      isApostrophe(text.charCodeAt(i)) ||
      text.charCodeAt(i) === 0x2bc) &&
    isWordLetter(text.charCodeAt(i + 1))
  ) {
    i = letterRunEnd(text, i + 1);
    const word = text.slice(start, i).replace(/[\u2019\u02bc]/g, "'");
    if (lexicon.compounds.has(word)) found = { end: i, word };
  }
  return found;
}

/** The longest word of several words ('la mañana') that starts with the word `first` at `start`. */
function spacedWordAt(
  text: string,
  start: number,
  first: string,
  lexicon: Lexicon,
): string | undefined {
  const candidates = lexicon.spacedWords.get(first);
  if (candidates === undefined) return undefined;
  for (const w of candidates)
    if (text.startsWith(w, start) && !isWordLetter(text.charCodeAt(start + w.length))) return w;
  return undefined;
}

function elides(meaning: Meaning | undefined): boolean {
  if (meaning?.kind === 'number') return true;
  return (
    meaning?.kind === 'marker' &&
    (meaning.marker === 'filler' || meaning.marker === 'at' || meaning.marker === 'the')
  );
}

/**
 * A day and a time of day written as one word ('morgenochtend', 'zaterdagavond'), or 'every'
 * and a time of day or weekday ('щоранку', 'щопонеділка'): the two tokens, when the lexicon has
 * both parts.
 */
function pushCompound(raw: string, start: number, lexicon: Lexicon, tokens: Token[]): boolean {
  if (lexicon.datePhrases.has(raw)) return false;
  for (let k = raw.length - 3; k >= 2; k--) {
    const tail = lexicon.words.get(raw.slice(k));
    if (tail?.kind !== 'period' && tail?.kind !== 'weekday') continue;
    const head = raw.slice(0, k);
    const day = lexicon.words.get(head);
    const every = day?.kind === 'marker' && day.marker === 'every';
    if (
      tail.kind === 'weekday'
        ? !every
        : !every && day?.kind !== 'weekday' && !lexicon.datePhrases.has(head)
    )
      continue;
    tokens.push(token('word', head, start, start + k, day, lexicon));
    tokens.push(token('word', raw.slice(k), start + k, start + raw.length, tail, lexicon));
    return true;
  }
  return false;
}

/**
 * A word with an apostrophe inside ('п'ятниця', also typed with ’ or ʼ): whole when the lexicon
 * lists it so; otherwise the word ends at the apostrophe.
 */
function apostropheWordEnd(text: string, start: number, i: number, lexicon: Lexicon): number {
  if (i >= text.length || !(isApostrophe(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2bc))
    return i;
  let j = i + 1;
  while (j < text.length && (isLetter(text.charCodeAt(j)) || isSpacedLetter(text.charCodeAt(j))))
    j++;
  return j > i + 1 && lexicon.words.has(text.slice(start, j)) ? j : i;
}

/**
 * A Turkish suffix glued by an apostrophe ('15'te', 'cuma'ya'), when the lexicon lists it
 * (with its apostrophe): its own token. Other apostrophes ("o'clock") stay punctuation.
 */
function suffixAt(text: string, i: number, lexicon: Lexicon, tokens: Token[]): number {
  if (i >= text.length) return i;
  // The apostrophe typed as a space ('14 te', '16 da', '15:30 da'): only a suffix that means
  // 'at', a whole word (Turkish 'de'/'da' alone is also 'too', never after a bare number).
  if (
    lexicon.bareSuffixes &&
    text.charCodeAt(i) === 0x20 &&
    isDigit(text.charCodeAt(i - 1)) &&
    isLetter(text.charCodeAt(i + 1))
  ) {
    let k = i + 1;
    while (k < text.length && isLetter(text.charCodeAt(k))) k++;
    const apart = lexicon.words.get("'" + text.slice(i + 1, k));
    if (
      apart?.kind === 'marker' &&
      apart.marker === 'at' &&
      !isSpacedLetter(text.charCodeAt(k)) &&
      !isApostrophe(text.charCodeAt(k))
    ) {
      tokens.push(token('word', "'" + text.slice(i + 1, k), i + 1, k, apart, lexicon));
      return k;
    }
  }
  // Typed without its apostrophe after digits ('15te', '9da', '20si', '15i'): only a suffix that
  // means 'at', an ordinal ending, or a one-letter ending (the possessive or accusative vowel
  // after a number: 'ayın 15i', 'saat 3ü 10 geçe', read as with the apostrophe).
  const bare = !isApostrophe(text.charCodeAt(i));
  if (
    bare &&
    !(
      lexicon.bareSuffixes &&
      isDigit(text.charCodeAt(i - 1)) &&
      (isLetter(text.charCodeAt(i)) || isSpacedLetter(text.charCodeAt(i)))
    )
  )
    return i;
  let j = bare ? i : i + 1;
  while (j < text.length && (isLetter(text.charCodeAt(j)) || isSpacedLetter(text.charCodeAt(j))))
    j++;
  const suffix = "'" + text.slice(bare ? i : i + 1, j);
  const meaning = lexicon.words.get(suffix);
  if ((!bare && j === i + 1) || meaning === undefined) return i;
  if (
    bare &&
    (meaning.kind !== 'marker' ||
      (meaning.marker !== 'at' &&
        meaning.marker !== 'ordinal' &&
        !(meaning.marker === 'filler' && j === i + 1)))
  )
    return i;
  tokens.push(token('word', suffix, i, j, meaning, lexicon));
  return j;
}

/**
 * A run of CJK numerals at `start` ('二十五' = 25, '十五' = 15, '兩' = 2, '二〇二六' = 2026): digits
 * accumulate positionally, a multiplier (十, 百, 千) takes the digits before it (or 1). Exactly two
 * digits 1-9 side by side ('两三', '三四', '十三四': 2 or 3, 13 or 14) are an approximation: -1.
 */
function numeralRunAt(
  text: string,
  start: number,
  lexicon: Lexicon,
): { value: number; end: number } | undefined {
  let i = start;
  let section = 0;
  let digit = 0;
  let hasDigit = false;
  let run = 0;
  let longest = 0;
  let zero = false;
  while (i < text.length) {
    const v = lexicon.numerals.get(text[i] ?? '');
    if (v === undefined) break;
    if (v >= 10) {
      section += (hasDigit ? digit : 1) * v;
      digit = 0;
      hasDigit = false;
      run = 0;
    } else {
      digit = digit * 10 + v;
      hasDigit = true;
      zero ||= v === 0;
      longest = Math.max(longest, ++run);
    }
    i++;
  }
  if (i === start) return undefined;
  return { value: longest === 2 && !zero ? -1 : section + digit, end: i };
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
  for (let i = from; i < to; i++)
    out += i === from ? (tokens[i]?.text ?? '') : ' ' + (tokens[i]?.text ?? '');
  return out;
}

/**
 * The token before `i`, undefined at the start. Never `tokens[-1]`: V8 reads a negative index as a
 * property name through the prototype chain, about ten times an element read, and the read site
 * stays slow for every later index too.
 */
export function tokenBefore(tokens: readonly Token[], i: number): Token | undefined {
  return i > 0 ? tokens[i - 1] : undefined;
}

/** Whether token `t` of `text` was typed in digits ('15'), not in numeral words ('十五'). */
export function typedInDigits(text: string, t: Token | undefined): boolean {
  return t !== undefined && /^\d+$/.test(text.slice(t.start, t.end));
}

/** Whether 'mon' after `before` is Monday: it is the month unit only after a number ('3 mon'). */
export function monIsMonday(before: Token | undefined): boolean {
  return before?.type !== 'number' && before?.meaning?.kind !== 'number';
}

export function isMarker(token: Token | undefined, marker: Marker): boolean {
  return token !== undefined && token.marker === marker;
}

/** Whether a phrase of kind `bit` (a `START_` bit) may start at `token`: one field's bit, no lookup. */
export function startsAt(token: Token | undefined, bit: number): boolean {
  return ((token?.starts ?? 0) & bit) !== 0;
}

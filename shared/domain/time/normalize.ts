import { limits } from '../limits.js';

const BLOCKED_TOKENS = ['eval(', 'exec(', '__import__', 'globals(', 'locals('] as const;

/** Rule 1, plus NFKC (full-width digits and letters become ASCII) and single spaces. */
export function normalize(text: string): string | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (codePoints(trimmed) > limits.timeExpressionLength) return undefined;
  const lower = trimmed.toLowerCase();
  // NFKC is the identity on ASCII, and most expressions are ASCII with single spaces.
  const scan = scanAscii(lower);
  // Turkish 'İ' lowercases to 'i' and a combining dot above ('İki' is 'iki').
  const normalized =
    scan !== NOT_PLAIN
      ? lower
      : lower
          .normalize('NFKC')
          .toLowerCase()
          .replace(/\s+/g, ' ')
          .replace(/i\u0307/g, 'i')
          // A middle dot between digits separates a date's parts ('2021・7・18', '6·30').
          .replace(/(\d)[・·](?=\d)/g, '$1/')
          // A quote typed (or auto-corrected) for an apostrophe: "‘s avonds", "п’ятниця", "new year’s".
          .replace(/[\u2018\u2019]/g, "'");
  // A date written with a space after each dot ('2026. 3. 21.', Korean's own layout; '21. 3.'):
  // the dots alone (DOT_SPACE_DIGIT).
  const dated = normalized.includes('. ') ? normalized.replace(DOT_SPACE_DIGIT, '$1.') : normalized;
  // Every blocked token contains '(' or '_': most expressions have neither and skip the search.
  if (scan !== PLAIN && (suspect(lower) || (normalized !== lower && suspect(normalized)))) {
    for (const blocked of BLOCKED_TOKENS) {
      if (lower.includes(blocked) || (normalized !== lower && normalized.includes(blocked)))
        return undefined;
    }
  }
  return dated;
}

// A number closes the date with its dot or the text ('21. 3.', '2026. 3. 21.'), or, after a year
// and a month, with a word ('2026. 3. 21 오후'); a day's dot before an hour stays ('am 20. 18 Uhr').
const DOT_SPACE_DIGIT = /(\d)\. (?=\d{1,4}(?:\.|$))|(?<=\d{4}\. ?\d{1,2})\. (?=\d{1,2} \D)/g;

function suspect(text: string): boolean {
  return text.includes('(') || text.includes('_');
}

const PLAIN = 0;
const PLAIN_SUSPECT = 1;
const NOT_PLAIN = 2;

/**
 * One pass: PLAIN for printable ASCII with single spaces (already normalized) and neither '('
 * nor '_', PLAIN_SUSPECT when it has one of those, NOT_PLAIN otherwise.
 */
function scanAscii(text: string): number {
  let result = PLAIN;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 126 || (c < 33 && (c !== 32 || text.charCodeAt(i - 1) === 32))) return NOT_PLAIN;
    if (c === 40 || c === 95) result = PLAIN_SUSPECT; // '(' or '_'
  }
  return result;
}

/** Length in code points: a surrogate pair is one character, a lone surrogate is one too. */
function codePoints(text: string): number {
  if (text.length <= limits.timeExpressionLength) return text.length;
  let count = text.length;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const before = text.charCodeAt(i - 1);
    if (c >= 0xdc00 && c <= 0xdfff && before >= 0xd800 && before <= 0xdbff) count--;
  }
  return count;
}

/**
 * The page's own texts in the language its switcher selects: the `sandbox` section of every
 * catalog in locales/, which the server inlines into the page (page-build.ts) as one JSON
 * script element. A text missing from a catalog falls back to en-US's, as i18next does.
 */
type Strings = Readonly<Record<string, string>>;

let all: Readonly<Record<string, Strings>> = {};
let current: Strings = {};
let fallback: Strings = {};
let rules = new Intl.PluralRules('en-US');
const fallbackRules = new Intl.PluralRules('en-US');

/** Reads the inlined catalogs (once, at startup) and selects `locale`'s. */
export function loadStrings(locale: string): void {
  all = JSON.parse(document.getElementById('tock-strings')?.textContent ?? '{}') as Record<
    string,
    Strings
  >;
  fallback = all['en-US'] ?? {};
  setLocale(locale);
}

export function setLocale(locale: string): void {
  current = all[locale] ?? fallback;
  rules = new Intl.PluralRules(all[locale] ? locale : 'en-US');
}

/** The message for `key`; with a count, its plural form (i18next's `_one`, `_few`, … suffixes, by CLDR category). */
function message(key: string, count: unknown): string {
  if (typeof count !== 'number') return current[key] ?? fallback[key] ?? key;
  return (
    current[`${key}_${rules.select(count)}`] ??
    current[`${key}_other`] ??
    fallback[`${key}_${fallbackRules.select(count)}`] ??
    fallback[`${key}_other`] ??
    key
  );
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The text of `key` with its `{{placeholders}}` filled (a numeric `count` picks the plural form). */
export function t(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  return message(key, params.count).replace(PLACEHOLDER, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/** The text of `key` as nodes, an element in place of each placeholder that `parts` gives one for. */
export function tParts(
  key: string,
  parts: Readonly<Record<string, Node | string>>,
): (Node | string)[] {
  const text = message(key, undefined);
  const out: (Node | string)[] = [];
  let at = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    out.push(text.slice(at, m.index), parts[m[1] ?? ''] ?? '');
    at = m.index + m[0].length;
  }
  out.push(text.slice(at));
  return out.filter((p) => p !== '');
}

import { DateTime } from 'luxon';
import { skip, type Annotated, type Grain, type Skipped } from './annotation.js';

/**
 * Duckling's time corpora (Duckling/Time/<LANG>[/<REGION>]/Corpus.hs): each `examples (<value>)
 * [<texts>]` block annotates its texts with a value at the corpus's reference instant (Tuesday
 * 2013-02-12 04:30 at UTC-2, `testContext`; English's `diffContext` is 2013-02-15). Read as text:
 * only the expressions and their annotated values are taken.
 */

export const ducklingUrl = (path: string): string =>
  `https://github.com/facebook/duckling/blob/main/${path}`;

/** Our locale → the Duckling corpora that annotate it (the language's, then the region's, which wins). */
export const ducklingCorpora: Record<string, readonly string[]> = {
  en: ['EN', 'EN/US'],
  'en-GB': ['EN', 'EN/GB'],
  de: ['DE'],
  'es-ES': ['ES'],
  'es-419': ['ES'],
  fr: ['FR'],
  it: ['IT'],
  ja: ['JA'],
  ko: ['KO'],
  nl: ['NL'],
  pl: ['PL'],
  'pt-BR': ['PT'],
  ru: ['RU'],
  tr: ['TR'],
  uk: ['UK'],
  'zh-CN': ['ZH', 'ZH/CN'],
  'zh-TW': ['ZH', 'ZH/TW'],
};

/**
 * Duckling's Chinese corpus writes most expressions in both scripts. Characters only one script
 * uses in time expressions: a zh-CN case in traditional characters (or a zh-TW case in
 * simplified ones) is left out, counted, as not what that locale's users type.
 */
const TRADITIONAL =
  /[週點個後鐘禮國慶節號這時兩開過來麼幾們會裡還進長門間現從當頭東發萬與書誕勞婦兒軍歲曆將際紀聖]/;
const SIMPLIFIED =
  /[点个后钟礼国庆节号这时两开过来么几们会里还进长门间现从当头东发万与书诞劳妇儿军岁历将际纪圣]/;

function otherScript(locale: string, text: string): boolean {
  if (locale === 'zh-CN') return TRADITIONAL.test(text);
  if (locale === 'zh-TW') return SIMPLIFIED.test(text);
  return false;
}

const GRAINS: Record<string, Grain | undefined> = {
  Second: 'second',
  Minute: 'minute',
  Hour: 'hour',
  Day: 'day',
  Week: 'week',
  Month: 'month',
};

class Reader {
  i = 0;
  constructor(readonly s: string) {}
  ws(): void {
    for (;;) {
      while (/\s/.test(this.s[this.i] ?? '')) this.i++;
      if (this.s.startsWith('--', this.i))
        this.i = this.s.indexOf('\n', this.i) < 0 ? this.s.length : this.s.indexOf('\n', this.i);
      else return;
    }
  }
  /** A Haskell string literal at the cursor. */
  string(): string {
    let out = '';
    this.i++;
    for (;;) {
      const c = this.s[this.i++];
      if (c === undefined || c === '"') return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.s[this.i] ?? '';
      const dec = /^\d+/.exec(this.s.slice(this.i));
      if (dec !== null) {
        out += String.fromCodePoint(Number(dec[0]));
        this.i += dec[0].length;
      } else if (e === 'x') {
        const hex = /^[0-9a-fA-F]+/.exec(this.s.slice(this.i + 1))?.[0] ?? '';
        out += String.fromCodePoint(parseInt(hex, 16));
        this.i += 1 + hex.length;
      } else if (e === '&') this.i++;
      else {
        out += ({ n: '\n', t: '\t' } as Record<string, string>)[e] ?? e;
        this.i++;
      }
    }
  }
  /** A balanced (...) or [...] group at the cursor, strings skipped whole. */
  group(): string {
    const open = this.s[this.i];
    const close = open === '(' ? ')' : ']';
    const start = this.i;
    let depth = 0;
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) return this.s.slice(start);
      if (c === '"') {
        this.string();
        continue;
      }
      if (c === open) depth++;
      if (c === close && --depth === 0) return this.s.slice(start, ++this.i);
      this.i++;
    }
  }
}

function stringsOf(list: string): string[] {
  const r = new Reader(list);
  const out: string[] = [];
  while (r.i < list.length) {
    if (list[r.i] === '"') out.push(r.string());
    else r.i++;
  }
  return out;
}

function tuple(text: string): number[] {
  return text.split(',').map((x) => Number(x.replace(/[()\s]/g, '')));
}

const REF_DEFAULT = [2013, 2, 12, 4, 30, 0, -2];

function reference(file: string, name: string): DateTime {
  const m = new RegExp(`${name}\\s*=[^]*?refTime\\s*\\(([^)]*)\\)\\s*\\(?(-?\\d+)\\)?`).exec(file);
  const [y, mo, d, h, mi, s, off] = m === null ? REF_DEFAULT : [...tuple(m[1] ?? ''), Number(m[2])];
  const zone = off === 0 ? 'UTC' : `Etc/GMT${off! < 0 ? '+' : '-'}${Math.abs(off!)}`;
  return DateTime.fromObject(
    { year: y, month: mo, day: d, hour: h, minute: mi, second: s },
    { zone },
  );
}

/**
 * An interval that is a part of one day: hour grain, at most 12 hours, written without digits
 * ('this evening', 'tomorrow morning'; a range such as 'from 3 to 5' has digits).
 */
function partOfDay(
  value: string,
  texts: readonly string[],
  now: DateTime,
): [DateTime, DateTime] | undefined {
  const m = /^datetimeInterval\s*\(\s*\(([^)]*)\)\s*,\s*\(([^)]*)\)\s*\)\s*Hour$/.exec(value);
  if (m === null || texts.some((t) => /\d/.test(t))) return undefined;
  const at = (t: string): DateTime => {
    const [y, mo, d, h, mi, s] = tuple(t);
    return DateTime.fromObject(
      { year: y, month: mo, day: d, hour: h, minute: mi, second: s },
      { zone: now.zone },
    );
  };
  const [from, to] = [at(m[1] ?? ''), at(m[2] ?? '')];
  return from.isValid && to.isValid && to > from && to.diff(from, 'hours').hours <= 12
    ? [from, to]
    : undefined;
}

/** Every annotated example of one corpus file, with what was left out counted in `skipped`. */
export function readDuckling(
  file: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const source = ducklingUrl(path);
  const out: Annotated[] = [];
  // Top-level definitions: `name :: Type` then `name = ...`.
  const defs = [...file.matchAll(/^([a-z]\w*)\s*::/gm)].map((m, k, all) => ({
    name: m[1]!,
    body: file.slice(m.index, all[k + 1]?.index ?? file.length),
  }));
  for (const def of defs) {
    if (/latent/i.test(def.name)) {
      const texts = stringsOf(def.body.replace(/examples\s*\([^[]*?\)\s*(?=\[)/g, ''));
      skip(
        skipped,
        source,
        'latent: the source reads them only when asked for guesses',
        texts.length,
      );
      continue;
    }
    const ctxName = /\((\w*[cC]ontext)\b/.exec(def.body)?.[1] ?? 'testContext';
    const now =
      ctxName === 'testContext' || ctxName === 'context'
        ? reference('', 'none')
        : reference(file, ctxName);
    const context = `duckling-${now.toISODate() ?? ''}`;
    if (def.name === 'negativeCorpus') {
      const list = /examples\s*=\s*(\[[^]*?\n\s*\])/.exec(def.body)?.[1] ?? '';
      for (const text of stringsOf(list))
        out.push({
          text,
          now,
          locale,
          source,
          context,
          reading: { refuse: "no time in it (the source's negative examples)" },
        });
      continue;
    }
    const r = new Reader(def.body);
    for (;;) {
      const at = def.body.indexOf('examples', r.i);
      if (at < 0) break;
      r.i = at + 'examples'.length;
      r.ws();
      if (def.body[r.i] !== '(') continue;
      const value = r.group().slice(1, -1).trim();
      r.ws();
      if (def.body[r.i] !== '[') continue;
      const all = stringsOf(r.group());
      const texts = all.filter((t) => !otherScript(locale, t));
      if (texts.length < all.length)
        skip(skipped, source, 'written in the other Chinese script', all.length - texts.length);
      const kind = /^\w+/.exec(value)?.[0] ?? '';
      if (kind === 'datetime' || kind === 'datetimeHoliday') {
        const m = /^\w+\s*\(([^)]*)\)\s*(\w+)/.exec(value);
        const [y, mo, d, h, mi, s] = tuple(m?.[1] ?? '');
        const grain = GRAINS[m?.[2] ?? ''];
        if (grain === undefined) {
          skip(
            skipped,
            source,
            `a period of a ${(m?.[2] ?? '?').toLowerCase()}, not an instant`,
            texts.length,
          );
          continue;
        }
        // A coarse grain leaves the finer fields 0 (`(2014, 10, 0, 0, 0, 0) Month`).
        const start = DateTime.fromObject(
          {
            year: y,
            month: Math.max(mo ?? 1, 1),
            day: Math.max(d ?? 1, 1),
            hour: h,
            minute: mi,
            second: s,
          },
          { zone: now.zone },
        );
        if (!start.isValid) {
          skip(skipped, source, 'an annotation that is no date', texts.length);
          continue;
        }
        for (const text of texts)
          out.push({ text, now, locale, source, context, reading: { start, grain } });
      } else if (kind === 'datetimeInterval' && partOfDay(value, texts, now)) {
        // A part of the day ('tomorrow evening', 'tonight'): any instant in it is that reading.
        const [from, to] = partOfDay(value, texts, now)!;
        for (const text of texts)
          out.push({
            text,
            now,
            locale,
            source,
            context,
            reading: { start: from, grain: 'hour', end: to },
          });
      } else if (kind.includes('Interval'))
        skip(
          skipped,
          source,
          kind.includes('Open') ? 'an open interval (before/after/since)' : 'an interval or range',
          texts.length,
        );
      else skip(skipped, source, `unknown annotation ${kind}`, texts.length);
    }
  }
  return out;
}

import { DateTime, type DurationLikeObject } from 'luxon';
import { skip, type Annotated, type Skipped } from './annotation.js';

/**
 * dateparser's relative-date tests (tests/test_freshness_date_parser.py): per language (the
 * `# French dates` / `# uk` comments that head each group), expressions with the exact offset
 * from the tests' `now` (2014-09-01 10:30 UTC) they must read as: `ago={...}` (past: a reminder
 * must refuse) and `in_future={...}`. An offset in whole days or longer is a day: the source's
 * "today" is `now` itself, our reader gives a date word its own clock (docs/decisions.md).
 */

export const dateparserPath = 'tests/test_freshness_date_parser.py';
export const dateparserUrl = `https://github.com/scrapinghub/dateparser/blob/master/${dateparserPath}`;

/** The test groups' language names and codes → our locales. */
const LANGUAGES: Record<string, readonly string[]> = {
  english: ['en', 'en-GB'],
  en: ['en', 'en-GB'],
  french: ['fr'],
  fr: ['fr'],
  german: ['de'],
  de: ['de'],
  italian: ['it'],
  it: ['it'],
  portuguese: ['pt-BR'],
  pt: ['pt-BR'],
  turkish: ['tr'],
  tr: ['tr'],
  russian: ['ru'],
  ru: ['ru'],
  spanish: ['es-ES', 'es-419'],
  es: ['es-ES', 'es-419'],
  chinese: ['zh-CN'],
  'zh-hans': ['zh-CN'],
  'zh-hant': ['zh-TW'],
  polish: ['pl'],
  pl: ['pl'],
  ukrainian: ['uk'],
  uk: ['uk'],
  dutch: ['nl'],
  nl: ['nl'],
  japanese: ['ja'],
  ja: ['ja'],
  korean: ['ko'],
  ko: ['ko'],
};

const UNITS: Record<string, keyof DurationLikeObject> = {
  years: 'years',
  months: 'months',
  weeks: 'weeks',
  days: 'days',
  hours: 'hours',
  minutes: 'minutes',
  seconds: 'seconds',
};

const NOW = DateTime.fromObject(
  { year: 2014, month: 9, day: 1, hour: 10, minute: 30 },
  { zone: 'UTC' },
);

function pyString(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** Every future and past relative expression of the file, per our locale. */
export function readDateparser(file: string, skipped: Skipped): Map<string, Annotated[]> {
  const out = new Map<string, Annotated[]>();
  const blocks = [...file.matchAll(/@parameterized\.expand\(([^]*?)\n\s*def (\w+)/g)];
  for (const block of blocks) {
    const test = block[2];
    if (test !== 'test_relative_past_dates' && test !== 'test_relative_future_dates') continue;
    let language: string | undefined;
    const body = block[1] ?? '';
    const items = body.matchAll(
      /^\s*#\s*(.+?)\s*$|param\(\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*,\s*(ago|in_future)\s*=\s*\{([^}]*)\}/gm,
    );
    for (const m of items) {
      if (m[1] !== undefined) {
        const heading =
          /^(\w+) dates$/i.exec(m[1])?.[1] ??
          (/^[a-z]{2,3}(-[A-Za-z]+)?$/.test(m[1]) ? m[1] : undefined);
        if (heading !== undefined) language = heading.toLowerCase();
        continue;
      }
      const locales = language === undefined ? undefined : LANGUAGES[language];
      if (locales === undefined) continue;
      const text = pyString(m[2] ?? '');
      const delta: DurationLikeObject = {};
      let ok = true;
      for (const pair of (m[4] ?? '').matchAll(/["'](\w+)["']\s*:\s*(-?[\d.]+)/g)) {
        const unit = UNITS[pair[1] ?? ''];
        if (unit === undefined) ok = false;
        else delta[unit] = Number(pair[2]);
      }
      if (
        !ok ||
        Object.keys(delta).length === 0 ||
        Object.values(delta).some((v) => !Number.isInteger(v))
      ) {
        skip(
          skipped,
          dateparserUrl,
          'an offset the source writes in units we do not transcribe (decades, fractions)',
        );
        continue;
      }
      // dateparser reads a bare duration ('15 hr') as past; the spec's (spec-notes.md, Time expression rules) relative times read it as ahead.
      const bare =
        /^\d+\s*(?:sec|secs|seconds?|min|mins|minutes?|hr|hrs|hours?|days?|weeks?)$/i.test(text);
      const future = m[3] === 'in_future' || bare;
      const whole =
        delta.hours === undefined && delta.minutes === undefined && delta.seconds === undefined;
      const at = future ? NOW.plus(delta) : NOW.minus(delta);
      const start = whole ? at.startOf('day') : at;
      for (const locale of locales) {
        const list = out.get(locale) ?? [];
        const decision =
          bare && m[3] === 'ago'
            ? { decision: 'a bare duration is ahead (spec: relative times)' }
            : {};
        list.push({
          text,
          now: NOW,
          locale,
          source: dateparserUrl,
          context: 'dateparser-2014-09-01',
          reading: { start, grain: whole ? 'day' : 'second' },
          ...decision,
        });
        out.set(locale, list);
      }
    }
  }
  return out;
}

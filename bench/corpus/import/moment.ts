import { DateTime, type DurationLikeObject } from 'luxon';
import { skip, type Annotated, type Skipped } from './annotation.js';

/**
 * moment's locale tests (src/test/locale/<locale>.js): the `fromNow` and `calendar day` tests
 * assert the phrase each locale writes for an exact offset from now ('через 5 дней' for
 * `add({ d: 5 })`) or from today at 12:00 ('Завтра, в 12:00' for `add({ d: 1 })`). Read at a
 * fixed `now`: Thursday 2026-03-05 10:00 UTC, before that 12:00 as the tests need.
 */

export const momentFiles: Record<string, string> = {
  en: 'en',
  'en-GB': 'en-gb',
  de: 'de',
  'es-ES': 'es',
  'es-419': 'es-mx',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  nl: 'nl',
  pl: 'pl',
  'pt-BR': 'pt-br',
  ru: 'ru',
  tr: 'tr',
  uk: 'uk',
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
};

export const momentUrl = (path: string): string =>
  `https://github.com/moment/moment/blob/develop/${path}`;

export const MOMENT_NOW = DateTime.fromISO('2026-03-05T10:00:00', { zone: 'UTC' });

const UNITS: Record<string, keyof DurationLikeObject> = {
  s: 'seconds',
  m: 'minutes',
  h: 'hours',
  d: 'days',
  w: 'weeks',
  M: 'months',
  y: 'years',
};

const QUOTED = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;

function jsString(q: string): string {
  return q.slice(1, -1).replace(/\\(.)/g, '$1');
}

export function readMoment(
  file: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const source = momentUrl(path);
  const out: Annotated[] = [];
  const base = { now: MOMENT_NOW, locale, source, context: 'moment-2026-03-05' };
  const test = (name: string): string =>
    new RegExp(`test\\(\\s*'${name}'[^]*?\\n\\}\\);`).exec(file)?.[0] ?? '';
  const fromNow = new RegExp(
    String.raw`moment\(\)\s*\.(add|subtract)\(\{\s*(\w):\s*(\d+)\s*\}\)\s*\.fromNow\(\),\s*` +
      QUOTED,
    'g',
  );
  for (const m of test('fromNow').matchAll(fromNow)) {
    const [, op, unit, n, quoted] = m;
    const text = jsString(quoted ?? '');
    if (unit === 's' || !/\d/.test(text)) {
      skip(skipped, source, 'a vague amount ("in a few seconds"), not an instant');
      continue;
    }
    const delta = { [UNITS[unit ?? 'm']!]: Number(n) };
    const start = op === 'add' ? MOMENT_NOW.plus(delta) : MOMENT_NOW.minus(delta);
    out.push({ ...base, text, reading: { start, grain: 'second' } });
  }
  const noon = MOMENT_NOW.set({ hour: 12, minute: 0, second: 0 });
  const calendar = new RegExp(
    String.raw`moment\(a\)((?:\s*\.(?:add|subtract)\(\{\s*\w:\s*\d+\s*\}\))?)\s*\.calendar\(\),\s*` +
      QUOTED,
    'g',
  );
  for (const m of test('calendar day').matchAll(calendar)) {
    const op = /(add|subtract)\(\{\s*(\w):\s*(\d+)/.exec(m[1] ?? '');
    const delta = op === null ? {} : { [UNITS[op[2] ?? 'm']!]: Number(op[3]) };
    const start = op?.[1] === 'subtract' ? noon.minus(delta) : noon.plus(delta);
    out.push({ ...base, text: jsString(m[2] ?? ''), reading: { start, grain: 'second' } });
  }
  return out;
}

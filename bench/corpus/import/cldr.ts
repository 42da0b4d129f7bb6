import { DateTime } from 'luxon';
import type { Annotated } from './annotation.js';
import { MOMENT_NOW } from './moment.js';

/**
 * CLDR's relative-time patterns (common/main/<language>.xml, `relativeTime` and
 * `relative` fields), as Node's ICU formats them: 'через 3 часа' for +3 hours, 'завтра' for
 * +1 day, '2 hours ago' for -2 hours (past: refused). Read at the same `now` as moment's.
 */

const LANGUAGE_TAGS: Record<string, string> = {
  en: 'en-US',
  'en-GB': 'en-GB',
  de: 'de',
  'es-ES': 'es-ES',
  'es-419': 'es-419',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  nl: 'nl',
  pl: 'pl',
  'pt-BR': 'pt-BR',
  ru: 'ru',
  tr: 'tr',
  uk: 'uk',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-Hant-TW',
};

export const cldrUrl = (locale: string): string => {
  const file =
    {
      'en-GB': 'en_GB',
      'es-419': 'es_419',
      'es-ES': 'es',
      'pt-BR': 'pt',
      'zh-CN': 'zh',
      'zh-TW': 'zh_Hant',
    }[locale] ?? locale.split('-')[0];
  return `https://github.com/unicode-org/cldr/blob/main/common/main/${file}.xml`;
};

const AMOUNTS: readonly [Intl.RelativeTimeFormatUnit, readonly number[]][] = [
  ['minute', [1, 5, 15, 30, 45]],
  ['hour', [1, 2, 3, 12]],
  ['day', [2, 3, 10]],
  ['week', [1, 2]],
  ['month', [1, 3]],
];

export function readCldr(locale: string): Annotated[] {
  const tag = LANGUAGE_TAGS[locale] ?? locale;
  const source = cldrUrl(locale);
  const base = { now: MOMENT_NOW, locale, source, context: `cldr-${process.versions.cldr ?? ''}` };
  const out: Annotated[] = [];
  const numeric = new Intl.RelativeTimeFormat(tag, { numeric: 'always' });
  const auto = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const at = (unit: Intl.RelativeTimeFormatUnit, n: number): DateTime =>
    MOMENT_NOW.plus({ [`${unit}s`]: n });
  for (const [unit, amounts] of AMOUNTS) {
    const whole = unit === 'day' || unit === 'week' || unit === 'month';
    for (const n of amounts) {
      for (const sign of [1, -1]) {
        const t = at(unit, sign * n);
        out.push({
          ...base,
          text: numeric.format(sign * n, unit),
          reading: { start: whole ? t.startOf('day') : t, grain: whole ? 'day' : 'second' },
        });
      }
    }
  }
  // The words for nearby days: today, tomorrow, the day after, yesterday.
  for (const n of [0, 1, 2, -1, -2]) {
    const text = auto.format(n, 'day');
    if (/\d/.test(text)) continue;
    out.push({ ...base, text, reading: { start: at('day', n).startOf('day'), grain: 'day' } });
  }
  return out;
}

/**
 * What a locale's calendar and clock say, read from Intl (CLDR) once per locale: the order of a
 * numeric date, whether the clock has 12 hours, where the week starts. A locale Intl does not
 * know, or a text that is no language tag, answers false.
 */

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/** A cached fact per locale (at most 64 locales each). */
function fact(read: (locale: string) => boolean): (locale: string) => boolean {
  const cache = new Map<string, boolean>();
  return (locale) => {
    let flag = cache.get(locale);
    if (flag === undefined) {
      flag = false;
      try {
        flag = Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 && read(locale);
      } catch {
        // Not a language tag.
      }
      if (cache.size < 64) cache.set(locale, flag);
    }
    return flag;
  };
}

/** Month before day in a numeric date, as CLDR's short date writes it: en-US, ja, ko, zh-CN, zh-TW. */
export const writesMonthFirst = fact((locale) => {
  const types = new Intl.DateTimeFormat(locale, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(0)
    .map((p) => p.type);
  return types.indexOf('month') < types.indexOf('day');
});

/** Year before month in a full numeric date: ja, ko, zh-CN, zh-TW. */
export const writesYearFirst = fact((locale) => {
  const types = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(0)
    .map((p) => p.type);
  return types.indexOf('year') < types.indexOf('month');
});

/**
 * How a locale writes a numeric date: 'month' (en-US: month, day, year), 'year' (ja, ko, zh-CN,
 * zh-TW: year, month, day) or 'day' (en-GB, de, fr …, and any locale Intl does not know).
 */
export function dateOrder(locale: string): 'day' | 'month' | 'year' {
  return !writesMonthFirst(locale) ? 'day' : writesYearFirst(locale) ? 'year' : 'month';
}

/** A 12-hour clock: en-US, es-419, ko, zh-TW of ours; en-GB, de, ja … have 24 hours. */
export const clockHas12Hours = fact((locale) => {
  const cycle = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    timeZone: 'UTC',
  }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
});

/** Weeks start on Monday (CLDR's first day through Intl.Locale): ru, uk, pl, tr, zh-CN, de, fr …; not en-US, ja, ko, zh-TW, pt-BR. */
export const weekStartsMonday = fact((locale) => {
  const l = new Intl.Locale(locale) as WeekInfoLocale;
  return (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay === 1;
});

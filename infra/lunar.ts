/**
 * `npm run lunar`: writes the lunar calendar's month starts into the time tables that read lunar
 * dates (zh-CN and zh-TW the Chinese calendar, ko the Korean one, which counts days in Seoul's
 * time and so sometimes starts a month a day later), as `lunarMonths`, from the date-chinese
 * package (a development dependency, the one date-holidays computes 春节 and 추석 with: nothing of
 * it ships). ICU's Chinese calendar (`Intl.DateTimeFormat` with `ca-chinese`) was not used: it
 * puts 春节 2027 on 7 February, a day after the official calendar. The reader looks the starts
 * up (shared/domain/time/lunar.ts): nothing computes the calendar at run time. One entry per
 * lunar month, 'YYYY-MM-DD M' (its first day in the Gregorian calendar, its number), a leap
 * month 'M+'; the months of the lunar years FIRST_YEAR to LAST_YEAR, as the holiday tables
 * cover, then the next year's first month (where the last one ends): rerun this before
 * LAST_YEAR comes near.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CalendarChinese, CalendarKorean } from 'date-chinese';
import type { Vocabulary } from '../shared/domain/time/vocabulary.js';

// From 2010: the corpus's sources have reference times from 2013, and a moving day needs its date
// in their year to be read there (a user today needs the year ahead only).
const FIRST_YEAR = 2010;
const LAST_YEAR = 2040;
const DAY_MS = 86_400_000;

/** Each lunar-reading locale's calendar. */
const CALENDARS: Record<string, () => CalendarChinese> = {
  'zh-CN': () => new CalendarChinese(),
  'zh-TW': () => new CalendarChinese(),
  ko: () => new CalendarKorean(),
};

/** Every lunar month start of the lunar years FIRST_YEAR … LAST_YEAR and the next year's first. */
export function lunarMonthStarts(calendar: CalendarChinese): string[] {
  const starts: string[] = [];
  let newYears = 0;
  for (let t = Date.UTC(FIRST_YEAR, 0, 1); newYears <= LAST_YEAR - FIRST_YEAR + 1; t += DAY_MS) {
    const date = new Date(t);
    const [, , month, leap, day] = calendar
      .fromGregorian(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
      .get();
    if (day !== 1) continue;
    if (month === 1 && !leap) newYears++;
    if (newYears > 0) starts.push(`${date.toISOString().slice(0, 10)} ${month}${leap ? '+' : ''}`);
  }
  return starts;
}

const dir = fileURLToPath(new URL('../locales/time/', import.meta.url));
for (const [locale, calendar] of Object.entries(CALENDARS)) {
  const path = join(dir, `${locale}.json`);
  const table = JSON.parse(readFileSync(path, 'utf8')) as Vocabulary;
  const lunarMonths = lunarMonthStarts(calendar());
  writeFileSync(path, JSON.stringify({ ...table, lunarMonths }, null, 1) + '\n');
}

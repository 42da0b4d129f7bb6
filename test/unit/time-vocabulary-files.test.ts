import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import * as z from 'zod/mini';
import { contexts } from '../../bench/corpus/contexts.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { locales } from '../../shared/i18n.js';
import { loadVocabulary } from '../../shared/time-vocabularies.js';
import type {
  Keyword,
  Marker,
  Period,
  RepeatKind,
  Vocabulary,
} from '../../shared/domain/time/vocabulary.js';

/** Every marker and word kind the grammar knows (a new one fails typecheck until listed). */
const MARKERS: Record<Marker, true> = {
  in: true,
  after: true,
  after_next: true,
  month_after_next: true,
  for_clock: true,
  lunar: true,
  after_short: true,
  ahead: true,
  at: true,
  and: true,
  next: true,
  every: true,
  of: true,
  am: true,
  pm: true,
  noon: true,
  midnight: true,
  ordinal: true,
  on: true,
  this: true,
  coming: true,
  the: true,
  please: true,
  request: true,
  later: true,
  from: true,
  half: true,
  couple: true,
  other: true,
  last: true,
  end: true,
  beginning: true,
  middle: true,
  o: true,
  clock: true,
  hour_mark: true,
  minute_mark: true,
  month_mark: true,
  day_mark: true,
  same_time: true,
  filler: true,
  and_half: true,
  one_unit: true,
  next_week: true,
  week_after_next: true,
  nth: true,
  next_month: true,
  this_month: true,
  next_year: true,
  this_year: true,
  this_week: true,
  next_either: true,
  half_to: true,
  minutes_to: true,
  minutes_past: true,
  past: true,
  to: true,
  minus: true,
  half_before: true,
  about: true,
};
const KEYWORDS: Record<Keyword, true> = {
  now: true,
  today: true,
  tomorrow: true,
  yesterday: true,
  next_week: true,
  week_after_next: true,
  next_month: true,
  month_after_next: true,
};
const PERIODS: Record<Period, true> = {
  morning: true,
  early_morning: true,
  afternoon: true,
  evening: true,
  tonight: true,
  night: true,
  late_night: true,
  eod: true,
  noon: true,
};
const REPEATS: Record<RepeatKind, true> = { daily: true, weekly: true, monthly: true };

const keys = <K extends string>(o: Record<K, true>): [K, ...K[]] => Object.keys(o) as [K, ...K[]];
/** Words are lower-case and NFKC-normalized, as the tokenizer sees the text; phrases are single-spaced. */
const word = z
  .string()
  .check(
    z.refine(
      (w) =>
        w.length > 0 &&
        w === w.normalize('NFKC').toLowerCase() &&
        w.trim() === w &&
        !w.includes('  '),
      'lower-case, NFKC, trimmed',
    ),
  );
const table = <T extends z.core.SomeType>(value: T) => z.record(word, value);
/** A time-zone abbreviation or name, upper case ('EST', 'EASTERN'), and an IANA zone name. */
const abbreviation = z.string().check(z.regex(/^[A-Z]{1,8}$/));
const zone = z
  .string()
  .check(z.refine((name) => DateTime.now().setZone(name).isValid, 'an IANA zone name'));
const positive = z.number().check(z.positive());

const vocabularySchema = z.strictObject({
  units: table(positive),
  keywords: table(z.enum(keys(KEYWORDS))),
  datePhrases: table(z.int()),
  recurring: table(z.enum(keys(REPEATS))),
  weekdays: table(z.int().check(z.gte(1), z.lte(7))),
  months: table(z.int().check(z.gte(1), z.lte(12))),
  markers: table(z.enum(keys(MARKERS))),
  numbers: table(z.number().check(z.nonnegative())),
  periods: z.optional(table(z.enum(keys(PERIODS)))),
  ordinals: z.optional(table(z.int().check(z.gte(1), z.lte(31)))),
  dayOrdinals: z.optional(table(z.int().check(z.gte(2), z.lte(5)))),
  numerals: z.optional(z.record(z.string().check(z.length(1)), z.int().check(z.nonnegative()))),
  examples: z.optional(z.array(z.string().check(z.minLength(1)))),
  weekdaySets: z.optional(table(z.array(z.int().check(z.gte(1), z.lte(7))).check(z.minLength(1)))),
  dateWeekdays: z.optional(table(z.int().check(z.gte(1), z.lte(7)))),
  asks: z.optional(
    z.strictObject({
      clockOrDuration: z.optional(z.array(word)),
      monthOrWeekday: z.optional(table(z.int().check(z.gte(1), z.lte(7)))),
      pastMorningHour: z.optional(z.array(word)),
      pastNight: z.optional(z.array(word)),
      noonOrMidnight: z.optional(z.array(word)),
      lunarFifteenth: z.optional(z.literal(true)),
      undottedWeekday: z.optional(z.literal(true)),
      eitherPhrases: z.optional(table(z.tuple([word, word]))),
    }),
  ),
  monthDayWords: z.optional(z.array(word)),
  ordinalDayEndings: z.optional(z.array(word)),
  clockPeriods: z.optional(z.array(word)),
  weekdayDayNumbersFrom: z.optional(z.int().check(z.gte(1), z.lte(31))),
  ordinalMonths: z.optional(z.boolean()),
  ordinalDots: z.optional(z.boolean()),
  dottedMonthDays: z.optional(z.boolean()),
  hyphenClocks: z.optional(z.boolean()),
  eraYears: z.optional(z.int().check(z.gte(1), z.lte(3000))),
  lunarMonths: z.optional(z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{1,2}\+?$/)))),
  contractions: z.optional(table(word)),
  nextWeekWords: z.optional(z.array(word)),
  monthsAlone: z.optional(z.array(word)),
  weeksAfterWeekday: z.optional(table(z.int().check(z.gte(1), z.lte(4)))),
  clockHourUnits: z.optional(z.array(word)),
  clockDatePhrases: z.optional(z.array(word)),
  spokenHours: z.optional(z.array(word)),
  everyWeekdays: z.optional(table(z.int().check(z.gte(1), z.lte(7)))),
  suggestions: z.optional(
    z.strictObject({
      common: z.array(z.string().check(z.minLength(1))).check(z.length(4)),
      examples: z.array(z.string().check(z.minLength(1))),
      plainWords: z.array(word),
    }),
  ),
  zoneAbbreviations: z.optional(
    z.strictObject({
      zones: z.record(abbreviation, zone),
      summerOffsets: z.record(abbreviation, z.int().check(z.gte(-720), z.lte(840))),
      shared: z.record(
        abbreviation,
        z
          .array(
            z.strictObject({
              zone,
              near: z.array(zone).check(z.minLength(1)),
              region: z.optional(z.string().check(z.regex(/^[A-Z][a-z]+\/$/))),
              locales: z.optional(z.array(z.string().check(z.minLength(2)))),
            }),
          )
          .check(z.minLength(2)),
      ),
    }),
  ),
});

const dir = new URL('../../locales/time/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('Time-expression tables (locales/time/<locale>.json)', () => {
  it("English's suggestions read: the four common ones at every reference instant, each example at the first", () => {
    const suggestions = loadVocabulary('en-US')?.suggestions;
    expect(suggestions?.common).toContain('in 10 minutes');
    expect(suggestions?.plainWords).toContain('weekday');
    const reads = (text: string, c: (typeof contexts)[number]) => {
      const r = parseTimeExpression(text, {
        now: Date.parse(c.now),
        zone: c.zone,
        locale: 'en-US',
      });
      return r.ok || r.error === 'time_ambiguous';
    };
    for (const text of suggestions?.common ?? [])
      for (const c of contexts) expect(reads(text, c), `"${text}" at ${c.id}`).toBe(true);
    for (const text of suggestions?.examples ?? [])
      expect(reads(text, contexts[0] as (typeof contexts)[number]), text).toBe(true);
  });

  it("English's table carries the time-zone abbreviations every locale reads", () => {
    const zones = loadVocabulary('en-US')?.zoneAbbreviations;
    expect(zones?.zones['EST']).toBe('America/New_York');
    expect(zones?.summerOffsets['BST']).toBe(60);
    expect(zones?.shared['IST']?.map((r) => r.zone)).toEqual([
      'Asia/Kolkata',
      'Europe/Dublin',
      'Asia/Jerusalem',
    ]);
    // Every abbreviation of several zones and every summer one names a zone of the table.
    for (const key of [
      ...Object.keys(zones?.shared ?? {}),
      ...Object.keys(zones?.summerOffsets ?? {}),
    ])
      expect(zones?.zones, key).toHaveProperty(key);
  });

  it('are named after a Discord locale we ship, and include German, British English and Traditional Chinese', () => {
    for (const f of files) expect(locales as readonly string[], f).toContain(f.slice(0, -5));
    expect(files).toEqual(expect.arrayContaining(['de.json', 'en-GB.json', 'zh-TW.json']));
  });

  it.each(files)('%s has the Vocabulary shape', (file) => {
    const data = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown;
    const parsed = vocabularySchema.safeParse(data);
    expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
    // The loader's Vocabulary reads the same keys.
    const loaded: Vocabulary | undefined = loadVocabulary(file.slice(0, -5));
    expect(loaded).toEqual(data);
  });

  it.each(files)(
    '%s: every example reads in its locale, the first four at every reference instant',
    (file) => {
      const locale = file.slice(0, -5);
      const examples = loadVocabulary(locale)?.examples ?? [];
      examples.forEach((text, i) => {
        for (const c of i < 4 ? contexts : contexts.slice(0, 1)) {
          const r = parseTimeExpression(text, { now: Date.parse(c.now), zone: c.zone, locale });
          expect(r.ok, `${locale} "${text}" at ${c.id}`).toBe(true);
        }
      });
    },
  );

  it.each(files)('%s: every clock date phrase is one of its date phrases', (file) => {
    const table = loadVocabulary(file.slice(0, -5));
    for (const w of table?.clockDatePhrases ?? [])
      expect(Object.keys(table?.datePhrases ?? {}), `${file} "${w}"`).toContain(w);
  });

  it('loads a table on its locale first use, and none for a locale without one or a name that is no locale', () => {
    expect(loadVocabulary('de')?.weekdays['freitag']).toBe(5);
    // English's table, read under every locale's own.
    expect(loadVocabulary('en-US')?.weekdays['friday']).toBe(5);
    expect(loadVocabulary('hi')).toBeUndefined();
    expect(loadVocabulary('../package')).toBeUndefined();
  });
});

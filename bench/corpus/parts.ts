import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCases, languageCorpusPath, type CorpusCase } from './build.js';
import { locales } from '../../shared/i18n.js';

/**
 * The corpus of every language in two parts. Tuning: the cases written from our own tables
 * (English: en.json from expressions.ts; others: <locale>.json from languages/<locale>.ts) and the
 * cases transcribed from annotated public sources (sources/<locale>.json). Held out:
 * heldout/<locale>.json (Duckling's corpus), scored, never tuned case by case. Both imported
 * files are written by bench/corpus/import/main.ts; skipped.json counts what each source had
 * that is out of scope.
 */

export const ALL_LOCALES: readonly string[] = locales.map((l) => (l === 'en-US' ? 'en' : l));

export const heldoutPath = (locale: string): string =>
  fileURLToPath(new URL(`heldout/${locale}.json`, import.meta.url));
export const importedPath = (locale: string): string =>
  fileURLToPath(new URL(`sources/${locale}.json`, import.meta.url));
/** The eighth round's independent sources (bench/corpus/import/more.ts), in the tuning part. */
export const morePath = (locale: string): string =>
  fileURLToPath(new URL(`sources/more/${locale}.json`, import.meta.url));
/** The ninth round's independent sources (bench/corpus/import/ninth-*.ts), in the tuning part. */
export const ninthPath = (locale: string): string =>
  fileURLToPath(new URL(`sources/ninth/${locale}.json`, import.meta.url));
/** The tenth round's independent sources (bench/corpus/import/tenth-*.ts), in the tuning part. */
export const tenthPath = (locale: string): string =>
  fileURLToPath(new URL(`sources/tenth/${locale}.json`, import.meta.url));
export const skippedPath = fileURLToPath(new URL('skipped.json', import.meta.url));

function load(path: string): CorpusCase[] {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CorpusCase[]) : [];
}

/** Our own phrasing written at a reference instant of its own (bench/corpus/import/north-phrasing.ts). */
export const phrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/${locale}.json`, import.meta.url));
/** The tenth round's own phrasing (bench/corpus/import/tenth-phrasing.ts). */
export const tenthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/tenth/${locale}.json`, import.meta.url));
/** The short round's own chat phrasing (bench/corpus/import/short-two-*-phrasing.ts). */
export const shortTwoPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/short-two/${locale}.json`, import.meta.url));

/** The short round's own chat phrasing (bench/corpus/import/short-west-phrasing.ts). */
export const shortWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/short-west/${locale}.json`, import.meta.url));
/** The short round's own chat phrasing: English (bench/corpus/import/short-phrasing.ts) and Japanese (short-east-phrasing.ts). */
export const shortPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/short/${locale}.json`, import.meta.url));

/** The twelfth round's own phrasing (bench/corpus/import/twelfth-north-main.ts). */
export const twelfthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twelfth/${locale}.json`, import.meta.url));

/** The thirteenth round's own phrasing in de, nl, pl, ru, uk, tr (bench/corpus/import/thirteenth-north-main.ts). */
export const thirteenthNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/thirteenth/${locale}.json`, import.meta.url));

/** The thirteenth round's own phrasing of named days (bench/corpus/import/thirteenth-days-main.ts). */
export const thirteenthDaysPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/thirteenth-days/${locale}.json`, import.meta.url));

/** The thirteenth round's own phrasing in ja, ko, zh-CN, zh-TW (bench/corpus/import/thirteenth-east-main.ts). */
export const thirteenthEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/thirteenth-east/${locale}.json`, import.meta.url));

/** The fourteenth round's own phrasing in ja, ko, zh-CN, zh-TW (bench/corpus/import/fourteenth-east-main.ts). */
export const fourteenthEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fourteenth-east/${locale}.json`, import.meta.url));

/** The fifteenth round's own phrasing in ja, ko, zh-CN, zh-TW (bench/corpus/import/fifteenth-east-main.ts). */
export const fifteenthEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fifteenth-east/${locale}.json`, import.meta.url));

/** The sixteenth round's own phrasing in ja, ko, zh-CN, zh-TW (bench/corpus/import/sixteenth-east-main.ts). */
export const sixteenthEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/sixteenth-east/${locale}.json`, import.meta.url));

/** The thirteenth round's own phrasing, en, en-GB, fr, it, es and pt-BR (bench/corpus/import/thirteenth-west-main.ts). */
export const thirteenthWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/thirteenth-west/${locale}.json`, import.meta.url));

/** The fourteenth round's own phrasing in pl, ru, uk, tr (bench/corpus/import/fourteenth-north-main.ts). */
export const fourteenthNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fourteenth-north/${locale}.json`, import.meta.url));
/** The fifteenth round's own phrasing in pl, ru, uk, tr (bench/corpus/import/fifteenth-north-main.ts). */
export const fifteenthNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fifteenth-north/${locale}.json`, import.meta.url));

/** The sixteenth round's own phrasing in pl, ru, uk, tr (bench/corpus/import/sixteenth-north-main.ts). */
export const sixteenthNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/sixteenth-north/${locale}.json`, import.meta.url));
/** The seventeenth round's own phrasing of weeks and weekends (bench/corpus/import/seventeenth-weeks-main.ts). */
export const seventeenthWeeksPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/seventeenth-weeks/${locale}.json`, import.meta.url));

/** The eighteenth round's own phrasing of the weekend of a month (bench/corpus/import/eighteenth-weeks-main.ts). */
export const eighteenthWeeksPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/eighteenth-weeks/${locale}.json`, import.meta.url));

/** The seventeenth round's own phrasing of named days (bench/corpus/import/seventeenth-days-main.ts). */
export const seventeenthDaysPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/seventeenth-days/${locale}.json`, import.meta.url));
/** The eighteenth round's own phrasing of dates and times as e-mails and calendars write them (bench/corpus/import/eighteenth-written-main.ts). */
export const eighteenthWrittenPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/eighteenth-written/${locale}.json`, import.meta.url));
/** The eighteenth round's own phrasing of named days (bench/corpus/import/eighteenth-days-main.ts). */
export const eighteenthDaysPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/eighteenth-days/${locale}.json`, import.meta.url));
/** The fourteenth round's own phrasing of a month alone (bench/corpus/import/fourteenth-months-main.ts). */
export const fourteenthMonthsPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fourteenth-months/${locale}.json`, import.meta.url));
/** The fifteenth round's own phrasing of a month's beginning, middle and end (bench/corpus/import/fifteenth-positions-main.ts). */
export const fifteenthPositionsPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fifteenth-positions/${locale}.json`, import.meta.url));
/** The sixteenth round's own phrasing of the beginning, middle and end of next week, month and year (bench/corpus/import/sixteenth-periods-main.ts). */
export const sixteenthPeriodsPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/sixteenth-periods/${locale}.json`, import.meta.url));
/** The seventeenth round's own phrasing of a count of days or weeks before or after a day (bench/corpus/import/seventeenth-offsets-main.ts). */
export const seventeenthOffsetsPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/seventeenth-offsets/${locale}.json`, import.meta.url));
/** The eighteenth round's own phrasing of short typed forms (bench/corpus/import/eighteenth-typed-main.ts). */
export const eighteenthTypedPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/eighteenth-typed/${locale}.json`, import.meta.url));
/** The nineteenth round's own phrasing: a month's 15th in digits, `hrs` (bench/corpus/import/nineteenth-typed-main.ts). */
export const nineteenthTypedPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/nineteenth-typed/${locale}.json`, import.meta.url));
/** The twentieth round's own phrasing: the second to fifth weekday of a month in ru, uk, pl (bench/corpus/import/twentieth-typed-main.ts). */
export const twentiethTypedPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentieth-typed/${locale}.json`, import.meta.url));
/** The twenty-first round's own phrasing: the week of a date (bench/corpus/import/twentyfirst-weeks-main.ts). */
export const twentyfirstWeeksPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfirst-weeks/${locale}.json`, import.meta.url));
/** The twenty-second round's own phrasing: the week of a date in ru, uk, pl, tr, its left-overs (bench/corpus/import/twentysecond-weeks-main.ts). */
export const twentysecondWeeksPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentysecond-weeks/${locale}.json`, import.meta.url));
/** The twenty-third round's own phrasing: Monday to Friday in zh, ja, ko; en-GB `w/c`; en `every 2 mon` (bench/corpus/import/twentythird-ranges-main.ts). */
export const twentythirdRangesPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentythird-ranges/${locale}.json`, import.meta.url));
/** The twenty-fourth round's own phrasing: named days before 2020, names the data lacked (bench/corpus/import/twentyfourth-years-main.ts). */
export const twentyfourthYearsPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfourth-years/${locale}.json`, import.meta.url));
/** The twenty-third round's own phrasing: the last day of every month (bench/corpus/import/twentythird-lastday-main.ts). */
export const twentythirdLastdayPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentythird-lastday/${locale}.json`, import.meta.url));
/** The twenty-third round's own phrasing, pl, ru, uk and tr, from new sources (bench/corpus/import/twentythird-north-main.ts). */
export const twentythirdNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentythird-north/${locale}.json`, import.meta.url));
/** The twenty-fourth round's own phrasing, pl, ru, uk and tr, from new sources and the probe sweep (bench/corpus/import/twentyfourth-north-main.ts). */
export const twentyfourthNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfourth-north/${locale}.json`, import.meta.url));
/** The twenty-third round's own rows, en, en-GB, es, it, de, nl, pt-BR and fr, from compromise's tests (bench/corpus/import/twentythird-west-main.ts). */
export const twentythirdWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentythird-west/${locale}.json`, import.meta.url));
/** The nineteenth round's own phrasing of days and months with no clock, ja, ko, zh-CN and zh-TW (bench/corpus/import/nineteenth-east-main.ts). */
export const nineteenthEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/nineteenth-east/${locale}.json`, import.meta.url));
/** The twentieth round's own phrasing of days and months with no clock, ja, ko, zh-CN and zh-TW (bench/corpus/import/twentieth-east-main.ts). */
export const twentiethEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentieth-east/${locale}.json`, import.meta.url));
/** The twenty-first round's own phrasing, ja, ko, zh-CN and zh-TW: forms left refused, repeats, reminder apps' phrasing (bench/corpus/import/twentyfirst-east-main.ts). */
export const twentyfirstEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfirst-east/${locale}.json`, import.meta.url));
/** The twenty-third round's own phrasing, ja, ko, zh-CN and zh-TW: the solar terms, Time-NLP's forms and named days (bench/corpus/import/twentythird-east-main.ts). */
export const twentythirdEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentythird-east/${locale}.json`, import.meta.url));
/** The twenty-fourth round's own rows, en, en-GB, es, it, pt-BR, fr, de and nl, from SUTime's and rrule.js's tests and a probe sweep (bench/corpus/import/twentyfourth-west-main.ts). */
export const twentyfourthWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfourth-west/${locale}.json`, import.meta.url));
/** The twenty-fourth round's own phrasing, ja, ko, zh-CN and zh-TW: named days, `后日`, from a probe sweep and new sources (bench/corpus/import/twentyfourth-east-main.ts). */
export const twentyfourthEastPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfourth-east/${locale}.json`, import.meta.url));
/** The nineteenth round's own phrasing, pl, fr, ru, uk and tr (bench/corpus/import/nineteenth-north-main.ts). */
export const nineteenthNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/nineteenth-north/${locale}.json`, import.meta.url));
/** The twentieth round's own phrasing, pl, fr, ru, uk and tr (bench/corpus/import/twentieth-north-main.ts). */
export const twentiethNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentieth-north/${locale}.json`, import.meta.url));
/** The nineteenth round's own phrasing, en, en-GB, es, it, de and nl (bench/corpus/import/nineteenth-west-main.ts). */
export const nineteenthWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/nineteenth-west/${locale}.json`, import.meta.url));
/** The twenty-first round's own phrasing, pl, fr, ru, uk and tr (bench/corpus/import/twentyfirst-north-main.ts). */
export const twentyfirstNorthPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfirst-north/${locale}.json`, import.meta.url));
/** The twentieth round's own phrasing, en, en-GB, es, it, de, nl and pt-BR (bench/corpus/import/twentieth-west-main.ts). */
export const twentiethWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentieth-west/${locale}.json`, import.meta.url));
/** The twenty-first round's own phrasing, en, en-GB, es, it, de, nl and pt-BR (bench/corpus/import/twentyfirst-west-main.ts). */
export const twentyfirstWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/twentyfirst-west/${locale}.json`, import.meta.url));
/** The fourteenth round's own phrasing, en, en-GB, fr, it, es-ES, pt-BR, nl and de (bench/corpus/import/fourteenth-west-main.ts). */
export const fourteenthWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fourteenth-west/${locale}.json`, import.meta.url));
/** The fifteenth round's own phrasing, en, en-GB, fr, it, es-ES, pt-BR, de and nl (bench/corpus/import/fifteenth-west-main.ts). */
export const fifteenthWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/fifteenth-west/${locale}.json`, import.meta.url));
/** The sixteenth round's own phrasing, en, en-GB, fr and it (bench/corpus/import/sixteenth-west-main.ts). */
export const sixteenthWestPhrasingPath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/sixteenth-west/${locale}.json`, import.meta.url));

/** The families' cross product (bench/corpus/import/compose-main.ts). */
export const composePath = (locale: string): string =>
  fileURLToPath(new URL(`phrasing/compose/${locale}.json`, import.meta.url));

/** The cases written from our own tables (English's at its reference instants, each language's in its locale). */
export function ownCases(locale: string): CorpusCase[] {
  return [
    ...(locale === 'en' ? buildCases() : load(languageCorpusPath(locale))),
    ...load(phrasingPath(locale)),
    ...load(tenthPhrasingPath(locale)),
    ...load(shortWestPhrasingPath(locale)),
    ...load(shortTwoPhrasingPath(locale)),
    ...load(shortPhrasingPath(locale)),
    ...load(composePath(locale)),
    ...load(twelfthPhrasingPath(locale)),
    ...load(thirteenthDaysPhrasingPath(locale)),
    ...load(thirteenthEastPhrasingPath(locale)),
    ...load(thirteenthNorthPhrasingPath(locale)),
    ...load(thirteenthWestPhrasingPath(locale)),
    ...load(fourteenthEastPhrasingPath(locale)),
    ...load(fourteenthNorthPhrasingPath(locale)),
    ...load(fourteenthMonthsPhrasingPath(locale)),
    ...load(fifteenthPositionsPhrasingPath(locale)),
    ...load(sixteenthPeriodsPhrasingPath(locale)),
    ...load(seventeenthOffsetsPhrasingPath(locale)),
    ...load(eighteenthTypedPhrasingPath(locale)),
    ...load(nineteenthTypedPhrasingPath(locale)),
    ...load(nineteenthEastPhrasingPath(locale)),
    ...load(twentiethEastPhrasingPath(locale)),
    ...load(twentyfirstEastPhrasingPath(locale)),
    ...load(fourteenthWestPhrasingPath(locale)),
    ...load(fifteenthWestPhrasingPath(locale)),
    ...load(sixteenthWestPhrasingPath(locale)),
    ...load(fifteenthNorthPhrasingPath(locale)),
    ...load(sixteenthNorthPhrasingPath(locale)),
    ...load(seventeenthDaysPhrasingPath(locale)),
    ...load(eighteenthDaysPhrasingPath(locale)),
    ...load(fifteenthEastPhrasingPath(locale)),
    ...load(sixteenthEastPhrasingPath(locale)),
    ...load(seventeenthWeeksPhrasingPath(locale)),
    ...load(eighteenthWeeksPhrasingPath(locale)),
    ...load(eighteenthWrittenPhrasingPath(locale)),
    ...load(nineteenthNorthPhrasingPath(locale)),
    ...load(nineteenthWestPhrasingPath(locale)),
    ...load(twentiethNorthPhrasingPath(locale)),
    ...load(twentiethWestPhrasingPath(locale)),
    ...load(twentiethTypedPhrasingPath(locale)),
    ...load(twentyfirstWeeksPhrasingPath(locale)),
    ...load(twentyfirstWestPhrasingPath(locale)),
    ...load(twentyfirstNorthPhrasingPath(locale)),
    ...load(twentysecondWeeksPhrasingPath(locale)),
    ...load(twentythirdRangesPhrasingPath(locale)),
    ...load(twentythirdLastdayPhrasingPath(locale)),
    ...load(twentythirdNorthPhrasingPath(locale)),
    ...load(twentythirdWestPhrasingPath(locale)),
    ...load(twentythirdEastPhrasingPath(locale)),
    ...load(twentyfourthYearsPhrasingPath(locale)),
    ...load(twentyfourthWestPhrasingPath(locale)),
    ...load(twentyfourthNorthPhrasingPath(locale)),
    ...load(twentyfourthEastPhrasingPath(locale)),
  ];
}

export interface Parts {
  readonly locale: string;
  /** Our own tables' cases. */
  readonly own: readonly CorpusCase[];
  /** Cases transcribed from annotated sources other than the held-out one. */
  readonly imported: readonly CorpusCase[];
  readonly heldout: readonly CorpusCase[];
}

export function corpusParts(locale: string): Parts {
  return {
    locale,
    own: ownCases(locale),
    imported: [
      ...load(importedPath(locale)),
      ...load(morePath(locale)),
      ...load(ninthPath(locale)),
      ...load(tenthPath(locale)),
    ],
    heldout: load(heldoutPath(locale)),
  };
}

/** Per source (and '*' for dateparser's file, shared by all languages), per reason: the expressions left out. */
export function skippedCounts(): Record<string, Record<string, Record<string, number>>> {
  return existsSync(skippedPath)
    ? (JSON.parse(readFileSync(skippedPath, 'utf8')) as Record<
        string,
        Record<string, Record<string, number>>
      >)
    : {};
}

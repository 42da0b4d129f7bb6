import { DateTime } from 'luxon';
import { contextId, skip, type Annotated, type Skipped } from './annotation.js';
import { twelveHour } from './decisions.js';

/**
 * Microsoft Recognizers-Text's end-to-end date-time specs (Specs/DateTime/<Language>/
 * DateTimeModel.json): each input sentence with its reference date-time and, per recognized
 * expression, its text and resolved values. A value without a year is given twice (its past and
 * its future occurrence); the future one is what a reminder means. A clock without am/pm is given
 * as two clocks (03:00 and 15:00): the source's own two readings, so the case asks.
 */

export const recognizersUrl = (path: string): string =>
  `https://github.com/microsoft/Recognizers-Text/blob/master/${path}`;

export const recognizersSpecs: Record<string, string | undefined> = {
  en: 'English',
  'en-GB': 'EnglishOthers',
  de: 'German',
  'es-ES': 'Spanish',
  'es-419': 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  nl: 'Dutch',
  'pt-BR': 'Portuguese',
  tr: 'Turkish',
  'zh-CN': 'Chinese',
};

interface Value {
  readonly timex?: string;
  readonly type?: string;
  readonly value?: string;
  readonly Mod?: string;
}
interface Result {
  readonly Text?: string;
  readonly TypeName?: string;
  readonly Typename?: string;
  readonly Resolution?: { readonly values?: readonly Value[] };
}
interface Spec {
  readonly Input?: string;
  readonly Context?: { readonly ReferenceDateTime?: string };
  readonly Results?: readonly Result[];
}

const ZONE = 'UTC';

/** A resolved value as an instant (a clock alone: its next occurrence from the reference). */
function instant(
  v: Value,
  now: DateTime,
): { start: DateTime; grain: 'day' | 'second' } | undefined {
  if (v.value === undefined) return undefined;
  if (v.type === 'date') {
    const d = DateTime.fromISO(v.value, { zone: ZONE });
    return d.isValid ? { start: d, grain: 'day' } : undefined;
  }
  if (v.type === 'datetime') {
    const d = DateTime.fromSQL(v.value, { zone: ZONE });
    return d.isValid ? { start: d, grain: 'second' } : undefined;
  }
  if (v.type === 'time') {
    const [h = 0, m = 0, s = 0] = v.value.split(':').map(Number);
    const today = now.set({ hour: h, minute: m, second: s, millisecond: 0 });
    return { start: today >= now ? today : today.plus({ days: 1 }), grain: 'second' };
  }
  return undefined;
}

/** A weekday alone (`XXXX-WXX-3`) resolved to today. */
const sameDayWeekday = (timex: string, at: { start: DateTime; grain: string }, now: DateTime) =>
  /^XXXX-WXX-\d$/.test(timex) && at.grain === 'day' && at.start.hasSame(now, 'day');

/** A weekday alone on that weekday: strictly after today (decisions: weekdays). */
const weekdayAfterToday = (at: { start: DateTime; grain: 'day' | 'second' }) => ({
  reading: { ...at, start: at.start.plus({ days: 7 }) },
  decision: 'a weekday alone is strictly after today (decisions: weekdays)',
});

const KINDS: Record<string, string> = {
  'datetimeV2.daterange': 'a date range',
  'datetimeV2.datetimerange': 'a date-time range',
  'datetimeV2.timerange': 'a time range',
  'datetimeV2.duration': 'a duration, not an instant',
  'datetimeV2.set': 'a recurrence the source annotates without an instant',
  'datetimeV2.timezone': 'a zone alone',
};

/** A spec file's entries (the files start with a byte order mark). */
const specsOf = <T>(json: string): T[] => JSON.parse(json.replace(/^\uFEFF/, '')) as T[];

export function readRecognizers(
  json: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const source = recognizersUrl(path);
  const specs = specsOf<Spec>(json);
  const out: Annotated[] = [];
  for (const spec of specs) {
    const ref = spec.Context?.ReferenceDateTime;
    for (const r of spec.Results ?? []) {
      const kind = r.TypeName ?? r.Typename ?? '';
      const text = (r.Text ?? '').trim();
      if (ref === undefined) {
        skip(
          skipped,
          source,
          'no reference instant in the source (its result depends on the day it runs)',
        );
        continue;
      }
      if (kind in KINDS) {
        skip(skipped, source, KINDS[kind]!);
        continue;
      }
      const values = r.Resolution?.values ?? [];
      if (values.some((v) => v.Mod !== undefined)) {
        skip(skipped, source, 'an open interval (before/after/since)');
        continue;
      }
      const now = DateTime.fromISO(ref, { zone: ZONE });
      const read = values.map((v) => ({ timex: v.timex ?? '', at: instant(v, now) }));
      if (read.length === 0 || read.some((v) => v.at === undefined)) {
        skip(skipped, source, `no instant in the annotation (${kind})`);
        continue;
      }
      const context = contextId('recognizers', now);
      const timexes = [...new Set(read.map((v) => v.timex))];
      const base = { text, now, locale, source, context };
      const written = /(\d{1,2})[:.]\d{2}/.exec(text);
      if (timexes.length === 2 && written !== null && !twelveHour(locale)) {
        // A clock with minutes in a 24-hour locale is read as written (decisions: time of day).
        const asWritten = read
          .filter((v) => v.at!.start.hour === Number(written[1]) % 24)
          .map((v) => v.at!);
        const pick = asWritten.find((a) => a.start >= now) ?? asWritten[0];
        if (pick !== undefined) {
          out.push({
            ...base,
            reading: pick,
            decision: 'a 24-hour locale reads the clock as written (decisions: time of day)',
          });
          continue;
        }
      }
      if (timexes.length > 1) {
        // The source's own two readings (a clock without am/pm, two dates): the next occurrence of each.
        const readings = timexes.map((t) => {
          const all = read.filter((v) => v.timex === t).map((v) => v.at!);
          return all.find((a) => a.start >= now) ?? all[all.length - 1]!;
        });
        out.push({
          ...base,
          reading: { ask: readings.map((a) => a.start), reason: 'the source gives two readings' },
        });
        continue;
      }
      const all = read.map((v) => v.at!);
      // Past and future occurrences of one value: the first not yet over.
      const ahead = (a: { start: DateTime; grain: string }): boolean =>
        a.grain === 'day' ? a.start.plus({ days: 1 }) > now : a.start >= now;
      let pick = all.find(ahead) ?? all[all.length - 1]!;
      const timex = timexes[0] ?? '';
      // A date written without a year whose only value is past: its next occurrence.
      if (timex.startsWith('XXXX-') && !/W/.test(timex))
        while (!ahead(pick)) pick = { ...pick, start: pick.start.plus({ years: 1 }) };
      if (sameDayWeekday(timex, pick, now)) {
        out.push({ ...base, ...weekdayAfterToday(pick) });
        continue;
      }
      out.push({ ...base, reading: pick });
    }
  }
  return out;
}

/**
 * The same project's per-parser specs (Specs/DateTime/<Language>/DateParser.json, TimeParser.json,
 * DateTimeParser.json, HolidayParser.json): each recognized text with one resolved value, the
 * future one (`FutureResolution`) being what a reminder means. TimeParser's specs carry no
 * reference instant (the clock alone is resolved without a date): they are read at
 * `PARSER_REFERENCE`, the reference most of the other specs use, as the clock's next occurrence.
 */
export const recognizersParserSpecs: Record<string, readonly string[] | undefined> = {
  de: ['German'],
  nl: ['Dutch'],
  tr: ['Turkish'],
  fr: ['French'],
  it: ['Italian'],
  'es-ES': ['Spanish'],
  'es-419': ['Spanish'],
  'pt-BR': ['Portuguese'],
};
export const recognizersParserFiles = [
  'DateParser',
  'TimeParser',
  'DateTimeParser',
  'HolidayParser',
] as const;

const PARSER_REFERENCE = '2016-11-07T00:00:00';

interface ParserSpec {
  readonly Context?: { readonly ReferenceDateTime?: string };
  /** The platforms whose implementation does not pass the entry ('dotnet, python'). */
  readonly NotSupported?: string;
  readonly Results?: readonly {
    readonly Text?: string;
    readonly Type?: string;
    readonly Value?: {
      readonly Timex?: string;
      readonly FutureResolution?: Readonly<Record<string, string>>;
    };
  }[];
}

export function readRecognizersParser(
  json: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const source = recognizersUrl(path);
  const specs = specsOf<ParserSpec>(json);
  const out: Annotated[] = [];
  for (const spec of specs) {
    // The .NET implementation is the source's reference: an entry it does not pass is a wish
    // (French's are written against other days than their reference), not an annotation.
    if (/dotnet/.test(spec.NotSupported ?? '')) {
      skip(
        skipped,
        source,
        "not passed by the source's reference implementation",
        spec.Results?.length ?? 1,
      );
      continue;
    }
    const now = DateTime.fromISO(spec.Context?.ReferenceDateTime ?? PARSER_REFERENCE, {
      zone: ZONE,
    });
    const context = contextId('recognizers', now);
    for (const r of spec.Results ?? []) {
      const text = (r.Text ?? '').trim();
      // The resolution's key is the type's name ('dateTime' for 'datetime').
      const type = r.Type ?? '';
      const key = type === 'datetime' ? 'dateTime' : type;
      const value = r.Value?.FutureResolution?.[key];
      const at = value === undefined ? undefined : instant({ type, value }, now);
      if (at === undefined) {
        skip(skipped, source, `no instant in the annotation (${r.Type ?? ''})`);
        continue;
      }
      if (sameDayWeekday(r.Value?.Timex ?? '', at, now)) {
        out.push({ text, now, locale, source, context, ...weekdayAfterToday(at) });
        continue;
      }
      out.push({ text, now, locale, source, context, reading: at });
    }
  }
  return out;
}

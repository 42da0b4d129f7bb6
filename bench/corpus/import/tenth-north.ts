import { DateTime } from 'luxon';
import { contextId, skip, type Annotated, type Skipped } from './annotation.js';
import { readRecognizers, recognizersUrl } from './recognizers.js';

/**
 * The tenth round's independent sources for de, nl, pl, ru, uk, tr (issue 18), read from their
 * annotated data (expressions and readings only; no code of theirs is kept or run):
 *
 * - comtravo/ctparse, datasets/timeparse_corpus.json: human-annotated time expressions from
 *   travel requests, each with its reference instant and gold parse (`Time[]{YYYY-MM-DD HH:MM
 *   (dow/tod)}`, datasets/README.rst); the German records (`"language": "de"`). Intervals and
 *   durations are not instants; `first`/`last` (the earliest or latest flight) name no time.
 * - wanasit/chrono, test/{ru,uk}/*.test.ts: `testSingleCase(parser, text, refDate, …)` with the
 *   text chrono finds (`result.text`) and its start (`toBeDate(new Date(…))`, or the components
 *   `result.start.get(…)`); `testUnexpectedResult` finds nothing (must refuse). A case with an
 *   end is a range, skipped.
 * - microsoft/Recognizers-Text, Specs/DateTime/{Dutch,Turkish}/MergedParser.json: the shape of
 *   DateTimeModel.json with `Type` and `Value` for `TypeName` and `Resolution`, read by the same
 *   reader (recognizers.ts).
 *
 * Decisions (ours): a part of the day alone is right at any hour of that part (chrono's default
 * hour, ctparse's time of day name the part only), as for olebedev/when (north.ts).
 */

const CTPARSE = 'https://github.com/comtravo/ctparse/blob/master/datasets/timeparse_corpus.json';
const CHRONO = 'https://github.com/wanasit/chrono/blob/master/';

/** ctparse's times of day (datasets/README.rst) → the hours of that part [from, to). */
const TOD: Record<string, readonly [number, number]> = {
  // `früh` is the morning in German (`heute früh`): any hour of it.
  earlymorning: [4, 12],
  morning: [6, 12],
  forenoon: [8, 12],
  earlynoon: [11, 13],
  noon: [11, 14],
  earlyafternoon: [12, 16],
  afternoon: [12, 18],
  lateafternoon: [15, 19],
  earlyevening: [17, 20],
  evening: [17, 23],
  lateevening: [19, 24],
  night: [20, 28],
};

interface CtRecord {
  readonly text: string;
  readonly ref_time: string;
  readonly gold_parse: string;
  readonly language: string;
}

export const ctparsePath = 'datasets/timeparse_corpus.json';

export function readCtparse(json: string, skipped: Skipped): Annotated[] {
  const out: Annotated[] = [];
  for (const r of JSON.parse(json) as CtRecord[]) {
    if (r.language !== 'de') continue;
    const m = /^Time\[\]\{(\d{4}|X)-(\d{2}|X)-(\d{2}|X) (\d{2}|X):(\d{2}|X) \(X\/(\w+)\)\}$/.exec(
      r.gold_parse,
    );
    if (m === null) {
      skip(skipped, CTPARSE, 'an interval or a duration, not an instant');
      continue;
    }
    const [, y, mo, d, h, mi, tod] = m;
    const now = DateTime.fromISO(r.ref_time, { zone: 'UTC' });
    const base = {
      text: r.text.trim(),
      now,
      locale: 'de',
      source: CTPARSE,
      context: contextId('ctparse', now.startOf('minute')),
    };
    if (tod === 'first' || tod === 'last') {
      skip(skipped, CTPARSE, 'the earliest or latest flight, no time');
      continue;
    }
    if (y === 'X' && mo === 'X' && d === 'X' && h !== 'X') {
      // A clock alone: its next occurrence.
      let t = now.set({ hour: Number(h), minute: Number(mi), second: 0, millisecond: 0 });
      if (t < now) t = t.plus({ days: 1 });
      out.push({ ...base, reading: { start: t, grain: 'minute' } });
      continue;
    }
    if (y === 'X' || mo === 'X' || d === 'X') {
      skip(skipped, CTPARSE, 'a month, a year or a time of day alone, not an instant');
      continue;
    }
    let day = DateTime.fromObject(
      { year: Number(y), month: Number(mo), day: Number(d) },
      { zone: 'UTC' },
    );
    const why = contextual(
      base.text,
      now,
      day,
      h === 'X' ? undefined : [Number(h), Number(mi)],
      tod!,
    );
    if (why !== undefined) {
      skip(skipped, CTPARSE, why);
      continue;
    }
    let decision: string | undefined;
    if (day < now.startOf('day') && !/\d{4}|\d\.\d{1,2}\.\d{2}\b/.test(base.text)) {
      day = day.plus({ years: 1 });
      decision = 'a date without its year already past: its next occurrence (decisions: dates)';
    }
    const ours = decision === undefined ? {} : { decision };
    if (h !== 'X') {
      out.push({
        ...base,
        reading: { start: day.set({ hour: Number(h), minute: Number(mi) }), grain: 'minute' },
        ...ours,
      });
      continue;
    }
    const part = TOD[tod!];
    if (part !== undefined) {
      out.push({
        ...base,
        reading: {
          start: day.plus({ hours: part[0] }),
          end: day.plus({ hours: part[1] }),
          grain: 'hour',
        },
        decision: "a part of the day: any hour of it (ctparse's time of day names the part)",
      });
      continue;
    }
    out.push({ ...base, reading: { start: day, grain: 'day' }, ...ours });
  }
  return out;
}

const DE_MONTHS = [
  'jan',
  'feb',
  'm[äa]r',
  'apr',
  'mai',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dez',
];
const DE_WEEKDAY =
  /(?<!\p{L})(mo|di|mi|do|fr|sa|so)(ntag|nnerstag|enstag|ttwoch|eitag|mstag|nnabend)?(?!\p{L})/iu;
const DE_DAY_WORD = /(?<!\p{L})(heute|morgen(?!s)|übermorgen|tag)(?!\p{L})/iu;
/** A part-of-day word of the text → the times of day (ctparse's) it may be annotated with. */
const DE_PARTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/vormittag/i, ['forenoon', 'morning']],
  [/nachmittag/i, ['afternoon', 'earlyafternoon', 'lateafternoon']],
  [/früh|morgens/i, ['earlymorning', 'morning']],
  [/abend/i, ['evening', 'earlyevening', 'lateevening']],
  [/nacht/i, ['night', 'lateevening']],
];

/**
 * Why a ctparse record cannot be scored from its text alone, or undefined. The annotations are
 * of whole travel requests: a clock, a part of the day or a weekday alone is often given the day
 * the request named elsewhere (`18 Uhr` on the 12th, said on the 10th), and a few annotations
 * contradict the text (`22.10.` annotated the 20th). Such records are skipped, not bent.
 */
function contextual(
  text: string,
  now: DateTime,
  day: DateTime,
  clock: readonly [number, number] | undefined,
  tod: string,
): string | undefined {
  const dm = /(?<!\d)(\d{1,2})\.\s?(\d{1,2})(?!\d|:)/.exec(text);
  const named = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s*(${DE_MONTHS.join('|')})`, 'iu').exec(text);
  const said =
    dm !== null && !(clock !== undefined && /^\s*uhr/i.test(text.slice(dm.index + dm[0].length)))
      ? [Number(dm[1]), Number(dm[2])]
      : named !== null
        ? [
            Number(named[1]),
            DE_MONTHS.findIndex((m) => new RegExp(`^${m}`, 'i').test(named[2]!)) + 1,
          ]
        : undefined;
  if (/\d(st|nd|rd|th|am|pm)\b|\b(at|of|on|the|june|july)\b/i.test(text))
    return 'English text among the German records';
  if (said !== undefined && (said[0] !== day.day || said[1] !== day.month))
    return 'the annotation contradicts the text (its day or month)';
  if (
    said !== undefined &&
    !/\d{4}|\d\.\d{1,2}\.\d{2}\b/.test(text) &&
    day.minus({ years: 1 }) >= now.startOf('day')
  )
    return 'the annotation contradicts the text (its year)';
  const hm = /(?<![\d.])(\d{1,2})[:.](\d{2})(?![\d.])/.exec(
    text.replace(/(?<!\d)\d{1,2}\.\d{1,2}\.(\d{2,4})?/g, ' '),
  );
  if (
    hm !== null &&
    clock !== undefined &&
    (Number(hm[1]) !== clock[0] || Number(hm[2]) !== clock[1])
  )
    return 'the annotation contradicts the text (its clock)';
  for (const [word, tods] of DE_PARTS)
    if (word.test(text) && tod !== 'X' && !tods.includes(tod))
      return 'the annotation contradicts the text (its part of the day)';
  if (said !== undefined) return undefined;
  const days = day.diff(now.startOf('day'), 'days').days;
  // A clock or a part of the day alone: today's, or tomorrow's once it is gone.
  const end = clock !== undefined ? clock[0] * 60 + clock[1] : (TOD[tod] ?? [0, 24])[1] * 60;
  const alone = now.hour * 60 + now.minute < end ? 0 : 1;
  const limit = DE_WEEKDAY.test(text) ? 7 : DE_DAY_WORD.test(text) ? 2 : alone;
  return days > limit
    ? 'the day comes from the request around the text, not from the text'
    : undefined;
}

/** chrono's default hours of a part of the day → the hours of that part [from, to). */
const CHRONO_PARTS: Record<number, readonly [number, number]> = {
  6: [6, 12],
  12: [11, 14],
  15: [12, 18],
  18: [17, 23],
  20: [17, 23],
  22: [20, 24],
};

const PERIOD =
  /^(в\s+)?(янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек|січ|лют|берез|квіт|травень|черв|лип|серп|верес|жовт|листоп|груд)\p{L}*$|месяц|квартал|году|року|кварт|следующие|наступні/iu;

export const chronoLocales = ['ru', 'uk'] as const;

const str = (s: string): string | undefined =>
  /^\s*(["'`])((?:\\.|(?!\1).)*)\1/s.exec(s)?.[2]?.replace(/\\(.)/g, '$1');

/** `new Date(y, m, d, h, mi, s)` (months from 0) as a UTC wall clock, or undefined. */
function jsDate(args: string): DateTime | undefined {
  // Plain arithmetic only (`10 - 1`), as the tests write months.
  const n = args
    .split(',')
    .map((x) => (/^[\d\s+-]+$/.test(x) ? Number(new Function(`return (${x});`)()) : NaN));
  if (n.length < 2 || n.some((x) => !Number.isInteger(x))) return undefined;
  const [y, m, d = 1, h = 0, mi = 0, s = 0] = n;
  return DateTime.fromObject(
    { year: y!, month: m! + 1, day: d, hour: h, minute: mi, second: s },
    { zone: 'UTC' },
  );
}

/** One of chrono's test files for a locale. */
export function readChrono(
  ts: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const source = `${CHRONO}${path}`;
  const out: Annotated[] = [];
  const parts = ts.split(/(?=\btest(?:SingleCase|UnexpectedResult)\()/);
  for (const chunk of parts.slice(1)) {
    const unexpected = chunk.startsWith('testUnexpectedResult');
    const afterParser = chunk.replace(/^test\w+\(\s*chrono[\w.]*\s*,/, '');
    const text = str(afterParser);
    if (text === undefined) {
      skip(skipped, source, 'a case the importer does not read');
      continue;
    }
    const refM = /^\s*(["'`])(?:\\.|(?!\1).)*\1\s*,\s*new Date\(([^)]*)\)/s.exec(afterParser);
    const now = refM === null ? undefined : jsDate(refM[2]!);
    if (now === undefined) {
      skip(skipped, source, 'no reference instant in the source');
      continue;
    }
    const base = { now, locale, source, context: contextId('chrono', now) };
    if (unexpected) {
      out.push({ ...base, text, reading: { refuse: 'the source finds nothing' } });
      continue;
    }
    if (
      /result\.end\)?\.(?:toBeDate|get)|result\.end\)\.not|expect\(result\.end\)\.toBeDefined/.test(
        chunk,
      )
    ) {
      skip(skipped, source, 'a range, not an instant');
      continue;
    }
    if (/results?\[1\]|toHaveLength\(2\)/.test(chunk)) {
      skip(skipped, source, 'two expressions in one text');
      continue;
    }
    const phrase = /expect\(result\.text\)\.toBe\(\s*(["'`])((?:\\.|(?!\1).)*)\1/s.exec(chunk)?.[2];
    const said = (phrase ?? text).replace(/\\(.)/g, '$1').trim();
    if (PERIOD.test(said)) {
      skip(
        skipped,
        source,
        'a month, a quarter, a year or the next N days as a whole, not an instant',
      );
      continue;
    }
    if (said.startsWith('-')) {
      out.push({ ...base, text: said, reading: { refuse: 'a time already past' } });
      continue;
    }
    const full = /expect\(result(?:\.start)?\)\.toBeDate\(new Date\(([^)]*)\)\)/.exec(chunk);
    let t = full === null ? undefined : jsDate(full[1]!);
    let grain: 'minute' | 'day' = 'minute';
    if (t === undefined) {
      const get = (k: string): number | undefined => {
        const g = new RegExp(`result\\.start\\.get\\(["']${k}["']\\)\\)\\.toBe\\((\\d+)\\)`).exec(
          chunk,
        );
        return g === null ? undefined : Number(g[1]);
      };
      const [y, m, d, h, mi] = ['year', 'month', 'day', 'hour', 'minute'].map(get);
      if (y === undefined || m === undefined || d === undefined) {
        skip(skipped, source, 'no date in the annotation');
        continue;
      }
      const known =
        h !== undefined && /isCertain\(["']hour["']\)\)\.toBe\(false/.test(chunk) === false;
      t = DateTime.fromObject(
        { year: y, month: m, day: d, hour: known ? h : 0, minute: known ? (mi ?? 0) : 0 },
        { zone: 'UTC' },
      );
      grain = known ? 'minute' : 'day';
    }
    // A date without a clock: chrono gives it noon, or the reference's clock ('завтра').
    const clockless =
      !/\d:\d|\d\.\d\d(?![.\d])|\d\s*(?:ч|час|годин)|утр|вечер|веч|ноч|(?<!\p{L})дня|полд|ранку|ночі|сейчас|зараз/iu.test(
        said,
      );
    if (
      grain === 'minute' &&
      clockless &&
      ((t.hour === 12 && t.minute === 0) || (t.hour === now.hour && t.minute === now.minute))
    ) {
      t = t.startOf('day');
      grain = 'day';
    }
    let decision: string | undefined;
    if (
      t < now.startOf('day') &&
      !/назад|тому|вчера|вчора|прошл|минул|(?<![:.\d])\d{2}(?:\d{2})?\s*$/iu.test(said)
    ) {
      // chrono reads a weekday or a date without its year in the past; we read the coming one.
      const weekday =
        /понед|вторн|сред|четв|пятн|суббот|воскрес|вівтор|серед|п'ятн|субот|неділ/iu.test(said);
      while (t < now.startOf('day')) t = t.plus(weekday ? { weeks: 1 } : { years: 1 });
      decision = weekday
        ? 'a bare weekday is the coming one (decisions: weekdays)'
        : 'a date without its year already past: its next occurrence (decisions: dates)';
    }
    if (/^(в\s+)?(полночь|опівночі|північ)$/iu.test(said) && t <= now) {
      t = t.plus({ days: 1 });
      decision = 'midnight alone is the coming one';
    }
    if (/ноч|вноч|ночі/iu.test(said) && !/\d|прошл|минул/iu.test(said) && t < now) {
      // The night said in the small hours: chrono reads the one under way; we read tonight.
      t = now.startOf('day').set({ hour: 22 });
      decision =
        'the night said in its small hours: tonight (a part of the day gone is the coming one)';
    }
    const part = CHRONO_PARTS[t.hour];
    if (!/\d/.test(said) && part !== undefined && t.minute === 0 && t.plus({ hours: 6 }) > now) {
      const day = t.startOf('day');
      out.push({
        ...base,
        text: said,
        reading: {
          start: day.plus({ hours: part[0] }),
          end: day.plus({ hours: part[1] }),
          grain: 'hour',
        },
        decision: "a part of the day alone: any hour of it (chrono's default hour is its own)",
      });
      continue;
    }
    out.push({
      ...base,
      text: said,
      reading: { start: t, grain },
      ...(decision === undefined ? {} : { decision }),
    });
  }
  return out;
}

export const mergedParserSpecs: Record<string, string> = {
  de: 'German',
  nl: 'Dutch',
  tr: 'Turkish',
};

/** Recognizers-Text's MergedParser.json, read as DateTimeModel.json is. */
export function readMergedParser(
  json: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const specs = JSON.parse(json.replace(/^\uFEFF/, '')) as {
    Results?: { Type?: string; Value?: unknown }[];
  }[];
  const asModel = specs.map((s) => ({
    ...s,
    Results: (s.Results ?? []).map((r) => ({ ...r, TypeName: r.Type, Resolution: r.Value })),
  }));
  return readRecognizers(JSON.stringify(asModel), path, locale, skipped).flatMap((a) => {
    const r = a.reading;
    if (!('start' in r)) return [a];
    // One annotation gives noon for midnight (`vanavond middernacht`, `Bu gece yarısı`).
    if (/middernacht|gece yarısı/iu.test(a.text) && r.start.hour === 12) {
      skip(
        skipped,
        recognizersUrl(path),
        'the annotation contradicts the text (noon for midnight)',
      );
      return [];
    }
    // A weekday with a clock said on that weekday: next week's (decisions: weekdays).
    if (WEEKDAYS.test(a.text) && r.start.hasSame(a.now, 'day') && !/vandaag|bugün/iu.test(a.text))
      return [
        {
          ...a,
          reading: { ...r, start: r.start.plus({ weeks: 1 }) },
          decision: "a weekday said on that weekday is next week's (decisions: weekdays)",
        },
      ];
    return [a];
  });
}

const WEEKDAYS =
  /(?<!\p{L})(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|pazartesi|salı|çarşamba|perşembe|cuma|cumartesi|pazar)(?!\p{L})/iu;

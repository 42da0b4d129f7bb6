import { DateTime } from 'luxon';
import type { CorpusCase } from '../build.js';
import { toCase, type Annotated } from './annotation.js';
import { writesMonthFirst } from '../../../shared/domain/time/locale-facts.js';

/**
 * Where the reminder bot's documented decisions (docs/decisions.md, shared/docs/decisions.md,
 * issue 18) deliberately differ from a source's annotation, the case carries our expected outcome
 * and a one-line reason; the annotation is never bent to fit the parser. Each rule below names
 * the decision it applies.
 */

/** Whether a locale writes clock times with am/pm (CLDR's hour cycle through Intl). */
export function twelveHour(locale: string): boolean {
  const cycle = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    hour: 'numeric',
  }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}

/** Today named beside a clock (ko `이따`, `이따가`: later today). */
const TODAY =
  /\b(today|tonight|this|heute|hoy|aujourd|oggi|vandaag|dzi[sś]|hoje|сегодня|сьогодні|bugün)\b|今日|오늘|이따|今天|今晚|今夜/i;
/**
 * A week named beside the weekday ('next week on tuesday'): that week's day, one reading. Word
 * edges are Unicode letters (`\b` is ASCII-only, so it never matched a Cyrillic word). Chinese
 * names the week with `周`/`週` and with `星期`, `礼拜`, `禮拜` (`下星期五`, `下礼拜三`: next week's day).
 */
const WEEK =
  /(?<![\p{L}\d_])(week|woche|semaine|semana|settimana|tydzie[nń]|tygodni\p{L}*|недел\p{L}*|тижн\p{L}*|тиждень|hafta)(?![\p{L}\d_])|週|주|周|星期|礼拜|禮拜/iu;
/** '<weekday> after next': the one after the coming one, one reading (zh `下下礼拜一`, ko `다다음 주`). */
const AFTER_NEXT =
  /(?<!\p{L})(after next|после следующ\p{L}*|після наступн\p{L}*|po (?:nast[ęe]pn|przysz[łl]|kolejn)\p{L}*)(?!\p{L})|下下|다다음/iu;
const NEXT =
  /(?<![\p{L}\d_])(next|n[äa]chste[nrs]?|pr[óo]xim[oa]|que viene|prossim[oa]|que vem|volgende|prochaine?|nast[ęe]pn[yaąe]|przysz[łl][yaąe]|kolejn[yaąe]|следующ\p{L}*|наступн\p{L}*|gelecek)(?![\p{L}\d_])|次の|다음|下(?:个|個)?(?:星期|周|週|礼拜|禮拜)/iu;
/** Midnight beside tomorrow or a weekday (English; the other languages' own tables have none). */
const DAY_MIDNIGHT =
  /\bmidnight\b.*\b(tomorrow|mon|tues?|wed|thu(rs)?|fri|sat|sun)(day)?\b|\b(tomorrow|mon|tues?|wed|thu(rs)?|fri|sat|sun)(day)?\b.*\bmidnight\b/i;
/** The word midnight, in the languages whose tables read it beside a date. */
const MIDNIGHT_WORD =
  /(?<!\p{L})(midnight|minuit|mezzanotte|medianoche|mitternacht|middernacht|meia-noite|p[óo][łl]noc\p{L}*|полночь|опівночі|північ|gece yarısı)(?!\p{L})/iu;
const AT = /^(?:at|@|à|a las|a la|um|om|alle|às|as|o|в|о|saat)\s+/i;
const HOUR_WORD = /^(\d{1,2})\s+(uur|часа|часов|час|години|годин|година)$/i;

/** The next time a wall clock comes, from `now` (today or tomorrow). */
function nextClock(now: DateTime, hour: number, minute: number): DateTime {
  const today = now.set({ hour, minute, second: 0, millisecond: 0 });
  return today >= now ? today : today.plus({ days: 1 });
}

/** Cases pinned by their text (and locale), where a general rule would be a guess. */
const PINNED: readonly {
  locales: readonly string[];
  text: string;
  context?: string;
  reason?: string;
  apply: (a: Annotated) => Annotated['reading'];
}[] = [
  // Compact units: `15h` alone is fifteen hours in English (docs/decisions.md, "Compact units").
  {
    locales: ['en', 'en-GB'],
    text: '15h',
    apply: (a) => ({ start: a.now.plus({ hours: 15 }), grain: 'second' }),
  },
  // A spoken clock asks in every locale, en-GB's `half six` too (docs/decisions.md, "One rule for
  // a clock without am/pm"): the row's own ask is kept, not the 24-hour bare-hour rule.
  {
    locales: ['en-GB'],
    text: 'tomorrow at half six',
    apply: (a) => a.reading,
  },
  // ... and Polish spoken hours with the hour word, Dutch quarters (issue 18, twelfth round).
  ...[
    ['pl', 'ósma godzina'],
    ['pl', 'godzina ósma'],
    ['pl', 'o godzinie ósmej'],
    ['pl', 'jutro godzina ósma'],
    ['nl', 'kwart voor 8'],
    ['nl', 'morgen om kwart over 9'],
    ['nl', 'rond 3 uur'],
    ['it', 'alle 5 circa'],
    ['ru', 'в 5 примерно'],
    ['uk', 'о 5 приблизно'],
    ['nl', 'om 5 uur ongeveer'],
    ['pl', 'o 5 około'],
    ['nl', 'rond vijven'],
    ['nl', 'morgen rond vieren'],
    ['pl', 'jutro ok. 10'],
    // Clocks in words with their minutes (issue 18, fourteenth round).
    ['fr', 'huit quarante'],
    ['it', 'otto e quaranta'],
    ['it', 'otto e un quarto'],
    ['it', 'otto meno un quarto'],
    ['it', 'otto meno tre minuti'],
    ['it', 'otto e 30 min'],
    ['it', 'dieci minuti alle otto'],
    ['it', '5 minuti alle 4'],
    ['it', '10 minuti alle quattro'],
    ['pt-BR', 'oito e quarenta e cinco'],
    ['pt-BR', 'quinze depois das oito'],
    // Spoken and approximate clocks of the fifteenth round's everyday chat.
    ['nl', 'overmorgen om half 9'],
    ['nl', 'om kwart voor 9'],
    ['nl', 'om kwart over 4'],
    ['nl', 'om half 3'],
    ['nl', 'rond 5 uur'],
    ['nl', 'morgen rond 10 uur'],
    ['es-ES', 'a eso de las 5'],
    ['es-ES', 'sobre las 5'],
    ['es-ES', 'una y treinta'],
    ['pt-BR', 'quinze para as oito'],
    ['pt-BR', 'dez depois das nove'],
    ['fr', 'sept heures moins dix'],
    ['fr', 'sept heures moins le quart'],
    // Spoken and approximate clocks of the sixteenth round's everyday chat, and `tonite`, `2nite`
    // (tonight's chat spellings) beside a bare hour: the evening's hour, as `tonight at 9`.
    ['en-GB', 'half 3'],
    ['en-GB', 'half 3 tomorrow'],
    ['en-GB', 'twenty past six'],
    ['fr', 'vers 9h'],
    ['it', 'verso le 6'],
    ['it', 'domani verso le 9'],
    ['en', 'tonite at 9'],
    ['en', '2nite at 8'],
  ].map(([locale, text]) => ({
    locales: [locale ?? ''],
    text: text ?? '',
    apply: (a: Annotated) => a.reading,
  })),
  // A weekday said on that weekday is strictly after today (docs/decisions.md, "Weekdays"); the
  // source reads today's. Read since the eleventh round (a bare hour before a weekday and its time
  // of day).
  {
    locales: ['fr'],
    text: 'dix heures mercredi matin',
    apply: (a) => {
      const r = a.reading;
      return 'start' in r ? { ...r, start: r.start.plus({ days: 7 }) } : r;
    },
  },
  // `2h` alone stays English's two hours in French too ("1-6 with the h of 24-hour writing").
  {
    locales: ['fr'],
    text: '2h',
    apply: (a) => ({ start: a.now.plus({ hours: 2 }), grain: 'second' }),
  },
  // Recognizers-Text's Korean TimeParser annotates `오후 10시 45분` as 22:55: the text says 22:45.
  {
    locales: ['ko'],
    text: '오후 10시 45분',
    apply: (a) => ({
      start: a.now.set({ hour: 22, minute: 45, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // Recognizers-Text's Japanese HolidayParser reads `子供の日` as China's Children's Day (1 June);
  // Japan's is 5 May (date-holidays' JP data; docs/decisions.md, "Holidays and named days").
  {
    locales: ['ja'],
    text: '子供の日',
    apply: (a) => {
      const may5 = a.now.set({ month: 5, day: 5 }).startOf('day');
      return { start: may5 < a.now.startOf('day') ? may5.plus({ years: 1 }) : may5, grain: 'day' };
    },
  },
  // `end of day`/`eod` is 17:00 (shared decisions, "Times of day").
  {
    locales: ['en', 'en-GB'],
    text: 'end of day',
    apply: (a) => ({
      start: a.now.set({ hour: 17, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // `end of <day>` is that day at 17:00, as `end of day` (decisions: ninth round, English).
  ...['end of tomorrow', 'the end of today', 'end of the sunday', 'end of this sunday'].map(
    (text) => ({
      locales: ['en', 'en-GB'],
      text,
      apply: (a: Annotated) => ({
        start: ('start' in a.reading ? a.reading.start : a.now).set({
          hour: 17,
          minute: 0,
          second: 0,
          millisecond: 0,
        }),
        grain: 'second' as const,
      }),
    }),
  ),
  {
    locales: ['en', 'en-GB'],
    text: 'end of the day',
    apply: (a) => ({
      start: a.now.set({ hour: 17, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // `komende vrijdag` is the coming Friday, as the source's own `aankomende zondag` (decisions: weekdays).
  {
    locales: ['nl'],
    text: 'twee maanden na komende vrijdag',
    apply: (a) => ({
      start: a.now
        .plus({ days: (5 - a.now.weekday + 7) % 7 || 7 })
        .startOf('day')
        .plus({ months: 2 }),
      grain: 'day',
    }),
  },
  // `this <weekday>` on that weekday: today if 09:00 is still ahead (shared decisions, "Weekdays").
  {
    locales: ['tr'],
    text: 'bu salı',
    apply: (a) => ({
      start: a.now.set({ hour: 9, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // A date's midnight: its start or the midnight that ends it (twenty-first round: ask, as a named
  // day's midnight).
  {
    locales: ['de'],
    text: 'am 27.10. gegen Mitternacht',
    apply: (a) => {
      const start = 'start' in a.reading ? a.reading.start : a.now;
      return {
        ask: [start, start.plus({ days: 1 })],
        reason: "a date's midnight: its start or its end (issue 18: ask)",
      };
    },
  },
  // Italian `mar 19`: martedì 19 or 19 March (issue 18, ask).
  {
    locales: ['it'],
    text: 'mar 19',
    apply: (a) => ({
      ask: [
        a.now.set({ day: 19, hour: 9, minute: 0, second: 0 }),
        a.now.set({ month: 3, day: 19, hour: 9, minute: 0, second: 0 }),
      ],
      reason: 'martedì 19 or 19 March (issue 18: ask)',
    }),
  },
  // A bare hour 1-6 is pm, also with a named zone (shared decisions, "Bare hour").
  {
    locales: ['it'],
    text: 'alle 4 CET',
    apply: (a) => ({
      start: a.now.setZone('Europe/Paris').set({ hour: 16, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // The same in Spanish after a weekday and its day: the am/pm pair rule below misses it, because
  // `23 a` (the day, then `a las`) looks like a one-letter meridiem to HALF_OF_DAY.
  {
    locales: ['es-ES'],
    text: 'viernes 23 a las 4',
    apply: (a) => ({
      start: a.now.set({ day: 23, hour: 16, minute: 0, second: 0, millisecond: 0 }),
      grain: 'minute',
    }),
  },
  // Italian `notte` is 21:00 (docs/decisions.md, "Italian"): tomorrow night is tomorrow at 21:00.
  {
    locales: ['it'],
    text: 'domani notte',
    apply: (a) => ({
      start: a.now.plus({ days: 1 }).set({ hour: 21, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // The source's value for this text is 2020-06-19; 13 June is the 13th.
  {
    locales: ['es-ES', 'es-419'],
    text: '13 de junio',
    apply: (a) => ({ start: a.now.set({ day: 13 }).startOf('day'), grain: 'day' }),
  },
  // `<weekday> in a week` moves the weekday strictly after today by the duration (docs/decisions.md, "Rule 2.1").
  {
    locales: ['nl'],
    text: 'dinsdag over een week',
    apply: (a) => ({
      start: a.now.plus({ days: 14 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  {
    locales: ['pl'],
    text: 'wtorek za tydzień',
    apply: (a) => ({
      start: a.now.plus({ days: 14 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  {
    locales: ['es-ES', 'es-419'],
    text: 'al final del día',
    apply: (a) => ({
      start: a.now.set({ hour: 17, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // Dutch `middag` is the afternoon, read at 15:00 as every afternoon word (docs/decisions.md, "Times of day").
  // French `après-midi` alone likewise (Recognizers-Text's parser spec gives noon).
  ...['middag', 'de middag', 'après-midi', 'apres-midi', 'après midi'].map((text) => ({
    locales: ['nl', 'fr'],
    text,
    apply: (a: Annotated): Annotated['reading'] => ({
      start: a.now.set({ hour: 15, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second' as const,
    }),
  })),
  // A 24-hour locale keeps the bare-hour rule for a clock said against the next hour (the
  // source's parser spec gives one value, 03:45; its model specs give both halves of the day).
  {
    locales: ['tr'],
    text: 'saat dörde çeyrek var',
    apply: (a) => ({
      start: a.now.set({ hour: 15, minute: 45, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  {
    locales: ['tr'],
    text: 'saat dördü üç geçiyor',
    apply: (a) => ({
      start: a.now.set({ hour: 16, minute: 3, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // The same rule after a day of the month (`5'inde`: on the 5th, read since the fifteenth round).
  {
    locales: ['tr'],
    text: "5'inde saat 4",
    apply: (a) => ({
      start: a.now
        .plus({ months: 1 })
        .set({ day: 5, hour: 16, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // France's `fête du travail` is 1 May; the source's French holiday spec gives the US Labor Day.
  ...['fete du travail', 'fête du travail'].map((text) => ({
    locales: ['fr'],
    text,
    apply: (a: Annotated): Annotated['reading'] => ({
      start: a.now
        .plus({ years: a.now.month > 5 ? 1 : 0 })
        .set({ month: 5, day: 1 })
        .startOf('day'),
      grain: 'day' as const,
    }),
  })),
  // `in the morning at 9am` with no day, said after 09:00: the next 09:00 (decisions: bare clock
  // time); the source's parser spec gives that morning's, already past.
  {
    locales: ['it'],
    text: 'la mattina alle 9am',
    apply: (a) => ({
      start: a.now.plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // A date without a time on that very day after 09:00 is next year's (docs/decisions.md, "Which occurrence").
  {
    locales: ['en'],
    text: 'nov/2',
    apply: (a) => ({
      start: a.now.plus({ years: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }),
      grain: 'second',
    }),
  },
  // Named days the sources date by another calendar or region, met once the holiday tables reach
  // back to the sources' reference years (twenty-fourth round): Recognizers-Text's Chinese spec
  // writes a lunar day as the Gregorian date of its lunar month and day (中秋节 on 15 August 2017;
  // it fell on 4 October), its French and Brazilian specs give the US Mother's and Father's Days
  // (France's was 28 May 2017, Brazil's Father's Day 13 August), its Korean spec reads 섣달그믐날
  // (the lunar year's last day) as 31 December. Each is the day itself.
  ...(
    [
      ['zh-CN', 'recognizers-2017-03-22T00:00', '三月初一', '2017-03-28'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '大年初一', '2018-02-16'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '春节', '2018-02-16'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '大年三十', '2018-02-15'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '除夕', '2018-02-15'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '元宵节', '2018-03-02'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '端午节', '2017-05-30'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '端午', '2017-05-30'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '中秋节', '2017-10-04'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '中秋', '2017-10-04'],
      ['zh-CN', 'recognizers-2017-03-22T00:00', '重阳节', '2017-10-28'],
      ['ko', 'recognizers-2016-11-07T00:00', '섣달그믐날', '2017-01-27'],
      ['fr', 'recognizers-2016-11-07T00:00', 'fete des meres', '2017-05-28'],
      ['pt-BR', 'recognizers-2016-11-07T00:00', 'dia dos pais', '2017-08-13'],
    ] as const
  ).map(([locale, context, text, day]) => ({
    locales: [locale],
    context,
    text,
    reason: 'the day itself, where the source dates it by another calendar or region (holidays)',
    apply: (a: Annotated): Annotated['reading'] => ({
      start: DateTime.fromISO(day, { zone: a.now.zone }),
      grain: 'day' as const,
    }),
  })),
  // zh `新年`: 1 January or the Spring Festival, asked (twenty-fourth round); the source gives the
  // first.
  {
    locales: ['zh-CN'],
    context: 'recognizers-2017-03-22T00:00',
    text: '新年',
    reason: '新年: 1 January or the Spring Festival (twenty-fourth round: ask)',
    apply: (a) => ({
      ask: [
        DateTime.fromISO('2018-01-01T09:00', { zone: a.now.zone }),
        DateTime.fromISO('2018-02-16T09:00', { zone: a.now.zone }),
      ],
      reason: '新年: 1 January or the Spring Festival (twenty-fourth round: ask)',
    }),
  },
  // A named day without a year is the next one ahead ("Holidays and named days", "Which
  // occurrence"); the source reads this year's Easter, gone on 7 November 2016.
  {
    locales: ['ko'],
    context: 'recognizers-2016-11-07T00:00',
    text: '부활절',
    reason: 'a named day without a year is the next one ahead (holidays: which occurrence)',
    apply: (a) => ({ start: DateTime.fromISO('2017-04-16', { zone: a.now.zone }), grain: 'day' }),
  },
  // `thanksgiving` named outside the countries keeping it: the US's or Canada's, asked (decisions:
  // "Holidays and named days", names of the English-speaking regions' days).
  ...['fr', 'nl'].map((locale) => ({
    locales: [locale],
    context: 'recognizers-2016-11-07T00:00',
    text: 'thanksgiving',
    reason: "thanksgiving: the US's or Canada's (decisions: holidays of other regions ask)",
    apply: (a: Annotated): Annotated['reading'] => ({
      ask: [
        DateTime.fromISO('2016-11-24T09:00', { zone: a.now.zone }),
        DateTime.fromISO('2017-10-09T09:00', { zone: a.now.zone }),
      ],
      reason: "thanksgiving: the US's or Canada's (decisions: holidays of other regions ask)",
    }),
  })),
];

/** The reason of every pinned spoken clock that asks. */
const SPOKEN_CLOCK_ASKS = 'a spoken clock asks (decisions: one clock rule)';

const REASONS: Record<string, string> = {
  'dix heures mercredi matin': 'a weekday is strictly after today (decisions: weekdays)',
  'tomorrow at half six': SPOKEN_CLOCK_ASKS,
  'ósma godzina': SPOKEN_CLOCK_ASKS,
  'godzina ósma': SPOKEN_CLOCK_ASKS,
  'o godzinie ósmej': SPOKEN_CLOCK_ASKS,
  'jutro godzina ósma': SPOKEN_CLOCK_ASKS,
  'kwart voor 8': SPOKEN_CLOCK_ASKS,
  'morgen om kwart over 9': SPOKEN_CLOCK_ASKS,
  'rond 3 uur': 'an approximate bare hour asks (decisions: one clock rule)',
  'alle 5 circa': 'an approximate bare hour asks (decisions: one clock rule)',
  'в 5 примерно': 'an approximate bare hour asks (decisions: one clock rule)',
  'о 5 приблизно': 'an approximate bare hour asks (decisions: one clock rule)',
  'om 5 uur ongeveer': 'an approximate bare hour asks (decisions: one clock rule)',
  'o 5 około': 'an approximate bare hour asks (decisions: one clock rule)',
  'rond vijven': 'an approximate bare hour asks (decisions: one clock rule)',
  'morgen rond vieren': 'an approximate bare hour asks (decisions: one clock rule)',
  'jutro ok. 10': 'an approximate bare hour asks (decisions: one clock rule)',
  'huit quarante': SPOKEN_CLOCK_ASKS,
  'otto e quaranta': SPOKEN_CLOCK_ASKS,
  'otto e un quarto': SPOKEN_CLOCK_ASKS,
  'otto meno un quarto': SPOKEN_CLOCK_ASKS,
  'otto meno tre minuti': SPOKEN_CLOCK_ASKS,
  'otto e 30 min': SPOKEN_CLOCK_ASKS,
  'dieci minuti alle otto': SPOKEN_CLOCK_ASKS,
  '5 minuti alle 4': SPOKEN_CLOCK_ASKS,
  '10 minuti alle quattro': SPOKEN_CLOCK_ASKS,
  'oito e quarenta e cinco': SPOKEN_CLOCK_ASKS,
  'quinze depois das oito': SPOKEN_CLOCK_ASKS,
  'overmorgen om half 9': SPOKEN_CLOCK_ASKS,
  'om kwart voor 9': SPOKEN_CLOCK_ASKS,
  'om kwart over 4': SPOKEN_CLOCK_ASKS,
  'om half 3': SPOKEN_CLOCK_ASKS,
  'rond 5 uur': 'an approximate bare hour asks (decisions: one clock rule)',
  'morgen rond 10 uur': 'an approximate bare hour asks (decisions: one clock rule)',
  'a eso de las 5': 'an approximate bare hour asks (decisions: one clock rule)',
  'sobre las 5': 'an approximate bare hour asks (decisions: one clock rule)',
  'una y treinta': SPOKEN_CLOCK_ASKS,
  'quinze para as oito': SPOKEN_CLOCK_ASKS,
  'dez depois das nove': SPOKEN_CLOCK_ASKS,
  'sept heures moins dix': SPOKEN_CLOCK_ASKS,
  'sept heures moins le quart': SPOKEN_CLOCK_ASKS,
  middag: 'middag is the afternoon, 15:00 (decisions: times of day)',
  'après-midi': 'the afternoon is 15:00 (decisions: times of day)',
  'apres-midi': 'the afternoon is 15:00 (decisions: times of day)',
  'après midi': 'the afternoon is 15:00 (decisions: times of day)',
  'fete du travail': "France's fête du travail is 1 May; the source gives the US Labor Day",
  'fête du travail': "France's fête du travail is 1 May; the source gives the US Labor Day",
  'la mattina alle 9am': 'a clock alone is its next occurrence (decisions: bare clock time)',
  'de middag': 'middag is the afternoon, 15:00 (decisions: times of day)',
  'saat dörde çeyrek var':
    'a 24-hour locale keeps the bare-hour rule (decisions: one rule for a clock without am/pm)',
  'saat dördü üç geçiyor':
    'a 24-hour locale keeps the bare-hour rule (decisions: one rule for a clock without am/pm)',
  "5'inde saat 4":
    'a 24-hour locale keeps the bare-hour rule (decisions: one rule for a clock without am/pm)',
  'nov/2':
    "a date without a time on that day after 09:00 is next year's (decisions: which occurrence)",
  'domani notte': 'notte is 21:00 (decisions: Italian)',
  '13 de junio': 'the source resolves it to 2020-06-19; 13 June is the 13th',
  'end of tomorrow':
    'the end of a named day is 17:00, as end of day (decisions: ninth round, English)',
  'the end of today':
    'the end of a named day is 17:00, as end of day (decisions: ninth round, English)',
  'end of the sunday':
    'the end of a named day is 17:00, as end of day (decisions: ninth round, English)',
  'end of this sunday':
    'the end of a named day is 17:00, as end of day (decisions: ninth round, English)',
  '15h': 'a compact unit: fifteen hours (decisions: compact units)',
  '2h': '`2h` alone is two hours (decisions: the h of 24-hour writing)',
  'end of day': 'end of day is 17:00 (decisions: times of day)',
  '오후 10시 45분': 'the source annotates 22:55; the text says 22:45',
  子供の日: "Japan's Children's Day is 5 May; the source gives China's 1 June",
  'end of the day': 'end of day is 17:00 (decisions: times of day)',
  'al final del día': 'end of day is 17:00 (decisions: times of day)',
  'bu salı': 'this <weekday> on that day: today at 09:00 (decisions: weekdays)',
  'alle 4 CET': 'a bare hour 1-6 is pm (decisions: bare hour)',
  'viernes 23 a las 4':
    'a 24-hour locale keeps the bare-hour rule (decisions: one rule for a clock without am/pm)',
  'twee maanden na komende vrijdag':
    'komende vrijdag is the coming Friday, as the source reads aankomende zondag (decisions: weekdays)',
  'dinsdag over een week':
    '<weekday> in a week: the weekday after today, a week later (decisions: rule 2.1)',
  'wtorek za tydzień':
    '<weekday> in a week: the weekday after today, a week later (decisions: rule 2.1)',
};

/** A number 1-99 in digits (half or full width) or CJK numerals. */
const CJK_NUMBER = '(?:[0-9０-９]{1,2}|[一二三四五六七八九十]{1,3})';
/** A month alone in CJK numerals or digits ('一月', '3月', '十二月', '3월'). */
const MONTH_ALONE = new RegExp(`^${CJK_NUMBER}(?:月|월)$`);
/** A day number (digits or CJK number words) and its day mark, alone. */
const BARE_DAY = new RegExp(`^${CJK_NUMBER}(?:日|일|号|號)$`);

/** Our expected outcome for an annotated expression, with the reason where it differs from the source. */
export function applyDecisions(a: Annotated): Annotated & { readonly decision?: string } {
  const key = a.locale === 'en-US' ? 'en' : a.locale;
  const pinned = PINNED.find(
    (p) =>
      p.locales.includes(key) &&
      p.text.toLowerCase() === a.text.toLowerCase() &&
      (p.context === undefined || p.context === a.context),
  );
  if (pinned !== undefined)
    return {
      ...a,
      reading: pinned.apply(a),
      decision: pinned.reason ?? REASONS[pinned.text] ?? 'ask',
    };
  const r = a.reading;
  const text = a.text.trim();
  // A month alone whose month this year is over ('一月' said in March): the coming one, next
  // year's (decisions: "A month alone (decided again: read)"); the source reads this year's.
  if (
    'grain' in r &&
    r.grain === 'month' &&
    r.start.plus({ months: 1 }) <= a.now &&
    r.start.year === a.now.year &&
    MONTH_ALONE.test(text)
  )
    return {
      ...a,
      reading: { start: r.start.plus({ years: 1 }), grain: 'month' },
      decision:
        'a month alone is the coming one, next year’s once this year’s is over (decisions: a month alone)',
    };
  // A source's am/pm pair for a clock typed without either (issue 18, item 5): asked in a 12-hour
  // locale; 12 is noon, and a 24-hour locale reads it by the bare-hour rule (1-6 pm, 7-11 am).
  if ('ask' in r && r.ask.length === 2 && !HALF_OF_DAY.test(text)) {
    const [x, y] = r.ask as readonly [DateTime, DateTime];
    const apart = Math.abs(y.diff(x, 'hours').hours);
    if ((apart === 12 || apart === 12 + 24 || apart === 24 - 12) && x.minute === y.minute) {
      const noon = [x, y].find((t) => t.hour === 12);
      if (noon !== undefined)
        return {
          ...a,
          reading: { start: noon, grain: 'minute' },
          decision: 'twelve is noon (decisions: one rule for a clock without am/pm)',
        };
      // Chinese '8点' alone, its morning past today: asked (locales/time/zh-CN.json `asks`).
      if (!twelveHour(a.locale) && !/^(?:[7-9]|1[01])点多?钟?$/.test(text)) {
        const typed = x.hour % 12;
        const pm = x.minute === 0 && typed >= 1 && typed <= 6;
        const pick = [x, y].find((t) => t.hour >= 12 === pm) ?? x;
        return {
          ...a,
          reading: { start: pick, grain: 'minute' },
          decision:
            'a 24-hour locale keeps the bare-hour rule (decisions: one rule for a clock without am/pm)',
        };
      }
    }
  }
  if (!('start' in r)) return a;
  // The end of a day annotated as its last second: 17:00, as `end of day` (decisions: times of day).
  if (r.grain === 'second' && r.start.hour === 23 && r.start.minute === 59 && END.test(text))
    return {
      ...a,
      reading: { start: r.start.set({ hour: 17, minute: 0, second: 0 }), grain: 'second' },
      decision: 'the end of a day is 17:00, as end of day (decisions: times of day)',
    };
  // `4.22` annotated as a month-first date where the locale writes the day first and no month 22
  // exists: a dotted clock (decisions: dot separator), read by the clock rule below.
  const dotted = /^(\d{1,2})\.(\d{2})$/.exec(text);
  if (
    dotted !== null &&
    r.grain === 'day' &&
    !writesMonthFirst(a.locale) &&
    Number(dotted[2]) > 12
  ) {
    const written = nextClock(a.now, Number(dotted[1]), Number(dotted[2]));
    return twelveHour(a.locale)
      ? {
          ...a,
          reading: {
            ask: [written, written.plus({ hours: 12 })],
            reason: 'a clock without am/pm in a 12-hour locale (issue 18: ask)',
          },
        }
      : {
          ...a,
          reading: { start: written, grain: 'minute' },
          decision:
            'a day-first locale has no month 22: a dotted clock, as written (decisions: dot separator)',
        };
  }
  // A clock without am/pm or a time of day in a 12-hour locale: both halves of the day (issue 18, item 5).
  if (
    (r.grain === 'minute' || r.grain === 'hour' || r.grain === 'second') &&
    twelveHour(a.locale) &&
    !HALF_OF_DAY.test(text)
  ) {
    const typed = r.start.hour >= 13 ? r.start.hour - 12 : r.start.hour;
    // To the second (a source without grains): only a clock written with its minutes, or an hour
    // with its mark (`8시 40분`, `8時`, `8点`). A digit before a date or day mark (`3월`, `3天後`, `3주`)
    // is no hour.
    const written =
      r.grain === 'second'
        ? new RegExp(
            `(?<![\\d:./-])(?:${typed}:${String(r.start.minute).padStart(2, '0')}(?![\\d])|\\d{1,2}\\s*[시時点點])`,
          )
        : new RegExp(
            `(?<![\\d:./-])${typed}(?![\\d/-]|\\.\\s|\\s*[月월日일号號年년天주週周]|${UNIT_AFTER})`,
          );
    if (typed >= 1 && typed <= 11 && written.test(text)) {
      const otherHour = r.start.hour >= 12 ? r.start.hour - 12 : r.start.hour + 12;
      let other = r.start.set({ hour: otherHour });
      if (other < a.now && !TODAY.test(text)) other = other.plus({ days: 1 });
      if (other >= a.now)
        return {
          ...a,
          reading: {
            ask: [r.start, other],
            reason: 'a clock without am/pm in a 12-hour locale (issue 18: ask)',
          },
        };
    }
  }
  // `16 uur`, `3 часа`: a clock or a duration (issue 18: ask).
  const hourWord = HOUR_WORD.exec(text);
  if (hourWord !== null && (r.grain === 'hour' || r.grain === 'minute')) {
    return {
      ...a,
      reading: {
        ask: [r.start, a.now.plus({ hours: Number(hourWord[1]) })],
        reason: 'a clock or a duration (issue 18: ask)',
      },
    };
  }
  // `3:30` without am/pm: in a 12-hour locale ask (issue 18); in a 24-hour one as written (decisions: time of day).
  const clock = /^(\d{1,2})[:.](\d{2})$/.exec(text.replace(AT, ''));
  if (clock !== null && (r.grain === 'minute' || r.grain === 'hour')) {
    const written = nextClock(a.now, Number(clock[1]), Number(clock[2]));
    if (written.toMillis() !== r.start.toMillis()) {
      if (twelveHour(a.locale))
        return {
          ...a,
          reading: {
            ask: [r.start, written],
            reason: 'a clock without am/pm in a 12-hour locale (issue 18: ask)',
          },
        };
      return {
        ...a,
        reading: { start: written, grain: 'minute' },
        decision: 'a 24-hour locale reads the clock as written (decisions: time of day)',
      };
    }
  }
  // A clock alone already past today: its next occurrence, tomorrow (decisions: bare clock time).
  if (
    (r.grain === 'minute' || r.grain === 'hour') &&
    r.start < a.now &&
    r.start.hasSame(a.now, 'day') &&
    !TODAY.test(text) &&
    /\d/.test(text)
  ) {
    return {
      ...a,
      reading: { start: r.start.plus({ days: 1 }), grain: r.grain },
      decision: 'a clock alone is its next occurrence (decisions: bare clock time)',
    };
  }
  // Chinese `下周三` / `下星期三` / `下禮拜三` names next week's day; the source reads it as this week's
  // (the coming Wednesday, 2013-02-13 said on Tuesday 2013-02-12). Next week is the week after this
  // one (CLDR's week, Monday first in China and Taiwan), so its Wednesday is 2013-02-20.
  const nextWeekDay = ZH_NEXT_WEEK_DAY.exec(text);
  if (nextWeekDay !== null && r.grain === 'day' && a.locale.startsWith('zh')) {
    const weekday = ZH_WEEKDAYS.indexOf(nextWeekDay[1] ?? '') + 1;
    const start = a.now.startOf('week').plus({ weeks: 1, days: weekday - 1 });
    if (weekday > 0 && !start.hasSame(r.start, 'day'))
      return {
        ...a,
        reading: { start, grain: 'day' },
        decision: "下周<weekday> is next week's day; the source reads this week's",
      };
  }
  // Children's Day in Taiwan is 4 April (兒童節); the source gives mainland China's 1 June. A
  // zh-TW user's holidays are Taiwan's (docs/decisions.md, "Holidays and named days").
  if (a.locale === 'zh-TW' && text.startsWith('兒童節') && r.start.month === 6 && r.start.day === 1)
    return {
      ...a,
      reading: { start: r.start.set({ month: 4, day: 4 }), grain: r.grain },
      decision: "Taiwan's Children's Day is 4 April; the source gives mainland China's 1 June",
    };
  // A 24-hour locale's hour 1-6 with its mark and no part of the day (`5時27分`, `5点1分`): the
  // afternoon's (decisions: one rule for a clock without am/pm; fifth round, ja `6時45分`).
  const marked = /(?<![\d:./-])(\d{1,2})\s*[時点點](?!間)/.exec(text);
  if (
    marked !== null &&
    !twelveHour(a.locale) &&
    r.grain !== 'day' &&
    Number(marked[1]) === r.start.hour &&
    r.start.hour >= 1 &&
    r.start.hour <= 6 &&
    !HALF_OF_DAY.test(text) &&
    !JA_HALF_OF_DAY.test(text)
  ) {
    let pm = r.start.plus({ hours: 12 });
    if (pm.minus({ days: 1 }) >= a.now && !/[日天号號曜周週]/.test(text))
      pm = pm.minus({ days: 1 });
    return {
      ...a,
      reading: { start: pm, grain: r.grain },
      decision:
        "a 24-hour locale reads an hour of 1-6 as the afternoon's (decisions: one rule for a clock without am/pm)",
    };
  }
  // Japanese hours past 24 (`25時40分`) are that day's: 01:40 of the next (as yagays/ja-timex reads them).
  const late = /^(2[4-9]|3[0-5])時(?:(\d{1,2})分)?$/.exec(text);
  if (late !== null && a.locale === 'ja') {
    const start = a.now
      .startOf('day')
      .plus({ hours: Number(late[1]), minutes: Number(late[2] ?? 0) });
    if (start.toMillis() !== r.start.toMillis())
      return {
        ...a,
        reading: { start, grain: r.grain },
        decision: "an hour past 24 is today's 24th and later hour (yagays/ja-timex's reading)",
      };
  }
  // A day of the month alone with its day mark (`29日`, `二十五日`, `27일`): this month's while it is
  // ahead, else the next month that has it (decisions: thirteenth round, "A day of the month
  // alone"); the source keeps this month's even when it is past.
  const monthDay = BARE_DAY.exec(text);
  if (monthDay !== null && r.grain === 'day' && r.start < a.now.startOf('day')) {
    const day = r.start.day;
    let month = a.now.startOf('month');
    if (day < a.now.day) month = month.plus({ months: 1 });
    while ((month.daysInMonth ?? 31) < day) month = month.plus({ months: 1 });
    return {
      ...a,
      reading: { start: month.set({ day }), grain: 'day' },
      decision:
        "a day of the month alone is this month's while ahead, else the next month's that has it (decisions: thirteenth round)",
    };
  }
  // `第N<weekday>` without a month: this month's, else next month's (decisions: fifth round, "The
  // N-th weekday of a month"); the source keeps this month's even when it is past.
  const nth = /^第([1-5一二三四五])(?:の)?(月|火|水|木|金|土|日)曜日$/.exec(text);
  if (nth !== null && r.grain === 'day' && r.start < a.now.startOf('day')) {
    const n = '1一2二3三4四5五'.indexOf(nth[1] ?? '') >> 1;
    const weekday = '月火水木金土日'.indexOf(nth[2] ?? '') + 1;
    const nthOf = (month: DateTime): DateTime | undefined => {
      const first = month.startOf('month');
      const d = first.plus({ days: (weekday - first.weekday + 7) % 7, weeks: n });
      return d.hasSame(first, 'month') ? d : undefined;
    };
    const start = nthOf(a.now.plus({ months: 1 }));
    return {
      ...a,
      reading:
        start === undefined ? { refuse: 'no such weekday next month' } : { start, grain: 'day' },
      decision:
        "the N-th weekday alone is this month's, else next month's (decisions: fifth round)",
    };
  }
  // `next <weekday>` annotated as the one after the coming one: the coming one or that one (issue 18: ask).
  const days = r.start.startOf('day').diff(a.now.startOf('day'), 'days').days;
  // Annotated as the coming one while it is still ahead in the locale's week: the same two readings.
  // A clock with it (`7:00 dimanche prochain`) keeps its clock; a day alone is 09:00.
  const dayOrClock = r.grain === 'day' || r.grain === 'second';
  const at9 =
    r.grain === 'day' ? r.start.set({ hour: 9, minute: 0, second: 0, millisecond: 0 }) : r.start;
  if (
    dayOrClock &&
    days >= 1 &&
    ((a.now.weekday - firstDay(a.locale) + 7) % 7) + days < 7 &&
    NEXT.test(text) &&
    !NEXT_DAY.test(text) &&
    !WEEK.test(text) &&
    !AFTER_NEXT.test(text)
  ) {
    return {
      ...a,
      reading: {
        ask: [at9, at9.plus({ days: 7 })],
        reason: 'next <weekday>: the coming one or the one after (issue 18: ask)',
      },
    };
  }
  if (
    dayOrClock &&
    days >= 8 &&
    days <= 13 &&
    NEXT.test(text) &&
    !NEXT_DAY.test(text) &&
    !WEEK.test(text) &&
    !AFTER_NEXT.test(text)
  ) {
    // Said when the coming one is already in the locale's next week: that one (decisions: plain
    // "next <weekday>"; `다음 일요일` on a Monday in a week that starts on Sunday).
    if (((a.now.weekday - firstDay(a.locale) + 7) % 7) + days - 7 >= 7)
      return {
        ...a,
        reading: { start: at9.minus({ days: 7 }), grain: r.grain },
        decision:
          'next <weekday> in next week is the coming one (decisions: plain "next <weekday>")',
      };
    return {
      ...a,
      reading: {
        ask: [at9.minus({ days: 7 }), at9],
        reason: 'next <weekday>: the coming one or the one after (issue 18: ask)',
      },
    };
  }
  return a;
}

/**
 * The end of a day in the Romance languages' words (`la fin de la journée`, `al finalizar el día`)
 * and in Dutch and Japanese (`eind van morgen`, `明日の終わり`, `一日の終わり`).
 */
const END =
  /(?<!\p{L})(fin|fine|final|finalizar|fim|eind|einde|конце|конец|кінці|наприкінці|кінець|sonunda|sonu)(?!\p{L})|の終わり/iu;

/** Japanese `次の日`, Korean `다음날` are the next day, not a weekday. */
const NEXT_DAY = /次の日(?!曜)|다음 ?날/;
/** Japanese words that give a clock its half of the day. */
const JA_HALF_OF_DAY = /午前|午後|朝|夕|晩|夜|昼|深夜|未明|明け方|正午/;

const ZH_NEXT_WEEK_DAY = /^下(?:个|個)?(?:星期|周|週|礼拜|禮拜)([一二三四五六日天])$/;
const ZH_WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/**
 * A unit after a number (`in 10min`, `10 hours`): a length of time, not a clock (the 12-hour
 * locales' languages; issue 18, eleventh round: `in 10min` at 10:00 was made an ask).
 */
const UNIT_AFTER = String.raw`\s*(?:min(?:ute)?s?|h(?:ou)?rs?|h|sec(?:ond)?s?|minutos?|horas?|segundos?|분|시간|分鐘|小時)(?![a-z])`;

/** Words that give a clock its half of the day (am/pm, a time of day or its plural, `3pmish`), in the 12-hour locales' languages and ja's 午前, 午後; zh `清晨`, `今宵`, `晌午` (HeidelTime's parts of the day, twenty-fourth round). */
const HALF_OF_DAY =
  /(?<![a-z])((?:am|pm)(?:ish)?|a\.m\.|p\.m\.|noon|midnight|mornings?|afternoons?|evenings?|tonight|nights?|(?:(?:de|a|por|en) la|esta) (?:ma[nñ]ana|tarde|noche)|madrugada|mediod[ií]a)(?![a-z])|\d\s*[ap](?![a-z])|오전|오후|아침|저녁|밤|새벽|낮|점심|정오|午前|午後|上午|下午|早上|晚|中午|凌晨|傍晚|(?<!平安|除夕)夜|早|晨|宵|午/i;

/** The ISO weekday a locale's week starts on (CLDR through Intl.Locale), Monday when unknown. */
function firstDay(locale: string): number {
  const l = new Intl.Locale(locale === 'en' ? 'en-US' : locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  return (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay ?? 1;
}

/** Own cases whose outcome a later decision changed, by text (readings as local clocks, each its next occurrence). */
const OWN_PINNED: Readonly<
  Record<string, { readonly clocks: readonly string[]; readonly reason: string }>
> = {
  // An approximate or spoken bare hour asks in every locale (docs/decisions.md, "One rule for a clock without am/pm").
  'it|verso le 5': {
    clocks: ['05:00', '17:00'],
    reason: 'an approximate bare hour asks (decisions: one clock rule)',
  },
  'es-419|a eso de las 5': {
    clocks: ['05:00', '17:00'],
    reason: 'an approximate bare hour asks (decisions: one clock rule)',
  },
  'nl|om half 3': {
    clocks: ['02:30', '14:30'],
    reason: SPOKEN_CLOCK_ASKS,
  },
};

/** '9am IST': a clock and an abbreviation several zones share (docs/decisions.md, "Zone abbreviations shared by several zones"). */
const SHARED_ABBREVIATION = /^(\d{1,2})\s*[ap]m\s+(IST|BST|CST)$/i;

const SHARED_ZONES: Readonly<Record<string, readonly string[]>> = {
  IST: ['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem'],
  BST: ['Europe/London', 'Asia/Dhaka'],
  CST: ['America/Chicago', 'Asia/Shanghai'],
};

/** A clock and a summer-time abbreviation ('2pm EDT', '10am BST'), and the fixed offset (minutes) it names. */
const SUMMER_ABBREVIATION = /^(\d{1,2})\s*[ap]m\s+(EDT|CDT|MDT|PDT|BST|CEST|EEST|AEDT)$/i;
const SUMMER_OFFSETS: Readonly<Record<string, number>> = {
  EDT: -240,
  CDT: -300,
  MDT: -360,
  PDT: -420,
  BST: 60,
  CEST: 120,
  EEST: 180,
  AEDT: 660,
};

/**
 * A summer-time abbreviation said for an instant outside its season ('2pm EDT' in January): the
 * zone's clock (`reading`) and the abbreviation's fixed offset are both offered (docs/decisions.md,
 * "Zone abbreviations out of season"); in season, the one reading.
 */
function outOfSeason(text: string, reading: DateTime): string[] | undefined {
  const named = SUMMER_ABBREVIATION.exec(text)?.[2]?.toUpperCase();
  const fixed = named === undefined ? undefined : SUMMER_OFFSETS[named];
  if (fixed === undefined || reading.offset === fixed) return undefined;
  return [reading, reading.plus({ minutes: reading.offset - fixed })].map(
    (t) => t.toUTC().toISO() ?? '',
  );
}

/** The zones a shared abbreviation means for this user: the one their zone or language settles, else all. */
function settledZones(
  abbreviation: string,
  ctx: { readonly zone: string; readonly locale: string },
): readonly string[] {
  if (abbreviation === 'CST' && ctx.zone.startsWith('America/')) return ['America/Chicago'];
  // China Standard Time is the clock of Taipei, Hong Kong and Macau too: the user's zone is kept.
  if (abbreviation === 'CST' && /^Asia\/(Shanghai|Taipei|Hong_Kong|Macau)$/.test(ctx.zone))
    return [ctx.zone];
  if (abbreviation === 'BST' && (ctx.locale === 'en-GB' || ctx.zone === 'Europe/London'))
    return ['Europe/London'];
  if (abbreviation === 'IST' && (ctx.locale === 'hi' || ctx.zone === 'Asia/Kolkata'))
    return ['Asia/Kolkata'];
  const zones = SHARED_ZONES[abbreviation] ?? [];
  return zones.includes(ctx.zone) ? [ctx.zone] : zones;
}

/**
 * Our own tables' cases (bench/corpus/expressions.ts, languages/<locale>.ts) where a decision
 * made after they were written asks instead of reading one time: the readings to offer (ISO) and
 * why, or undefined. `clock`: the clock the table gives the expected reading ('HH:MM'), `timeAlone`:
 * a clock with no day (its next occurrence).
 */
export function ownDecision(
  text: string,
  want: number | 'refuse',
  ctx: { readonly now: string; readonly zone: string; readonly locale: string },
  clock: string | undefined,
  timeAlone: boolean,
  weekday: boolean,
): { readings: string[]; reason: string; zone?: string } | undefined {
  const now = DateTime.fromISO(ctx.now, { zone: ctx.zone });
  const horizon = now.plus({ days: 365 });
  const shared = SHARED_ABBREVIATION.exec(text);
  if (shared !== null) {
    const zones = settledZones(shared[2]?.toUpperCase() ?? '', ctx);
    const hour = (Number(shared[1]) % 12) + (/pm/i.test(shared[0]) ? 12 : 0);
    const readings = zones.map((z) => nextClock(now.setZone(z), hour, 0).toUTC().toISO() ?? '');
    const one = zones.length === 1 ? zones[0] : undefined;
    const season =
      one === undefined ? undefined : outOfSeason(text, nextClock(now.setZone(one), hour, 0));
    if (season !== undefined)
      return {
        readings: season,
        reason:
          'a summer-time abbreviation out of season: its offset or the zone clock (decisions: zone abbreviations out of season)',
        ...(one === undefined ? {} : { zone: one }),
      };
    return {
      readings,
      reason:
        "a zone abbreviation several zones share: settled by the user's zone or language, else asked (decisions: ask instead of guessing)",
      ...(one === undefined ? {} : { zone: one }),
    };
  }
  const pinned = OWN_PINNED[`${ctx.locale}|${text}`];
  if (pinned !== undefined) {
    const readings = pinned.clocks.map(
      (c) =>
        nextClock(now, Number(c.slice(0, 2)), Number(c.slice(3, 5)))
          .toUTC()
          .toISO() ?? '',
    );
    return { readings, reason: pinned.reason };
  }
  if (want === 'refuse') return undefined;
  const e = DateTime.fromMillis(want, { zone: ctx.zone });
  const season = outOfSeason(text, e);
  if (season !== undefined)
    return {
      readings: season,
      reason:
        'a summer-time abbreviation out of season: its offset or the zone clock (decisions: zone abbreviations out of season)',
    };
  // A named day's midnight ('tomorrow at midnight', 'midnight on Tuesday'): the table carries
  // its end (the next day's 00:00); its start is the other reading people use (ask).
  if (DAY_MIDNIGHT.test(text)) {
    const readings = [e.minus({ days: 1 }), e]
      .filter((t) => t >= now)
      .map((t) => t.toUTC().toISO() ?? '');
    return readings.length < 2
      ? undefined
      : { readings, reason: "a day's midnight: its start or its end (issue 18: ask)" };
  }
  // A date's midnight ('jan 1 at midnight', 'a mezzanotte il 12 agosto'): the table carries its
  // start; the midnight that ends it is the other reading, as for a named day (twenty-first round: ask).
  if (
    MIDNIGHT_WORD.test(text) &&
    !timeAlone &&
    !weekday &&
    /\d/.test(text) &&
    e.hour === 0 &&
    e.minute === 0
  ) {
    const readings = [e, e.plus({ days: 1 })]
      .filter((t) => t >= now && t <= horizon)
      .map((t) => t.toUTC().toISO() ?? '');
    return readings.length < 2
      ? undefined
      : { readings, reason: "a date's midnight: its start or its end (issue 18: ask)" };
  }
  // 'next <weekday>' while that weekday is still ahead in the locale's week: the coming one or a week later.
  if (weekday && NEXT.test(text) && !WEEK.test(text)) {
    const ahead = Math.round(e.startOf('day').diff(now.startOf('day'), 'days').days);
    const intoWeek = (now.weekday - firstDay(ctx.locale) + 7) % 7;
    if (ahead >= 1 && intoWeek + ahead < 7) {
      return {
        readings: [e, e.plus({ days: 7 })].map((t) => t.toUTC().toISO() ?? ''),
        reason: 'next <weekday>: the coming one or the one after (issue 18: ask)',
      };
    }
  }
  // A clock without am/pm or a time of day in a 12-hour locale: both halves of the day (issue 18, item 5).
  if (clock === undefined || !twelveHour(ctx.locale) || HALF_OF_DAY.test(text)) return undefined;
  const hour = Number(clock.slice(0, 2));
  const typed = hour >= 13 ? hour - 12 : hour;
  if (
    typed < 1 ||
    typed > 11 ||
    !new RegExp(`(?<![\\d:.])${typed}(?![\\d]|${UNIT_AFTER})`).test(text)
  )
    return undefined;
  const otherHour = hour >= 12 ? hour - 12 : hour + 12;
  const other = timeAlone
    ? nextClock(now, otherHour, e.minute).plus({ seconds: e.second })
    : e.set({ hour: otherHour });
  const readings = [e, other]
    .filter((t) => t >= now && t <= horizon)
    .map((t) => t.toUTC().toISO() ?? '');
  return readings.length < 2
    ? undefined
    : { readings, reason: 'a clock without am/pm in a 12-hour locale (issue 18, item 5: ask)' };
}

/**
 * A source's cases with our decisions applied, one per locale, reference instant and text: a
 * case `seen` already (an earlier source's) is dropped.
 */
export function decidedCases(list: readonly Annotated[], seen: Set<string>): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const a of list) {
    const key = `${a.locale}\u0000${a.now.toISO() ?? ''}\u0000${a.text.toLowerCase()}`;
    if (a.text === '' || seen.has(key)) continue;
    seen.add(key);
    cases.push(toCase(applyDecisions(a)));
  }
  return cases;
}

import { parseTimeExpression, type TimeContext } from '../../shared/domain/time-expression.js';
import { installTimeVocabularies } from '../../shared/time-vocabularies.js';
import type { CorpusCase } from './build.js';

installTimeVocabularies();

/**
 * What a parser made of one case: an instant (with zone and recurrence when it reports them), a
 * question between readings (`readings`), or a refusal (neither).
 */
export interface Answer {
  readonly time: number | undefined;
  readonly zone?: string;
  readonly recurrence?: string;
  readonly readings?: readonly number[];
}

export interface Score {
  readonly correct: number;
  readonly wrong: number;
  readonly refused: number;
  readonly total: number;
  /** Cases with one reading (an instant, or any instant of an annotated day, week or month). */
  readonly accept: number;
  readonly acceptCorrect: number;
  /** Cases that must be refused, and of them those refused because the reading is past. */
  readonly mustRefuse: number;
  readonly refusedCorrectly: number;
  readonly past: number;
  readonly pastRefused: number;
  /** Cases where the reader should ask between readings: how many, asked right, answered with one of them (counted wrong). */
  readonly ask: number;
  readonly asked: number;
  readonly guessed: number;
  /** Every case not answered correctly, with what came back. */
  readonly misses: readonly { readonly c: CorpusCase; readonly got: string }[];
}

function contextOf(c: CorpusCase): TimeContext {
  return { now: Date.parse(c.now), zone: c.zone, locale: c.locale };
}

/**
 * Ours: the instant, the explicit zone and the recurrence must all be right. A refusal that
 * offers readings (`time_ambiguous` with its `readings`, the prompt's buttons) is a question
 * between those readings.
 */
export function ours(c: CorpusCase): Answer {
  const ctx = contextOf(c);
  const r = parseTimeExpression(c.text, ctx);
  if (!r.ok) {
    if (r.error !== 'time_ambiguous') return { time: undefined };
    const readings = (r.readings ?? []).map((o) => o.time);
    return readings.length > 1 ? { time: undefined, readings } : { time: undefined };
  }
  const recurrence =
    r.recurrence === undefined ? undefined : (r.recurrence.data?.pattern ?? r.recurrence.pattern);
  return {
    time: r.time,
    ...(r.zone === undefined ? {} : { zone: r.zone }),
    ...(recurrence === undefined ? {} : { recurrence }),
  };
}

function sameSet(a: readonly number[], b: readonly string[]): boolean {
  const want = new Set(b.map((t) => Date.parse(t)));
  return a.length === want.size && a.every((t) => want.has(t));
}

/**
 * Correct: the expected instant (within `until` where the source annotates a period; and, for
 * parsers that report them, the named zone and the recurrence), a refusal where one is expected,
 * the expected readings offered where the case asks. Refused: no answer (or a question) where
 * one reading was expected. Wrong: any other answer, including one reading where the case asks
 * (counted as `guessed` too).
 */
export function score(
  cases: readonly CorpusCase[],
  parse: (c: CorpusCase) => Answer,
  checksDetails: boolean,
): Score {
  const s = {
    correct: 0,
    wrong: 0,
    refused: 0,
    accept: 0,
    acceptCorrect: 0,
    mustRefuse: 0,
    refusedCorrectly: 0,
    past: 0,
    pastRefused: 0,
    ask: 0,
    asked: 0,
    guessed: 0,
  };
  const misses: { c: CorpusCase; got: string }[] = [];
  for (const c of cases) {
    const a = parse(c);
    const got =
      a.readings !== undefined
        ? `ask ${a.readings.map((t) => new Date(t).toISOString()).join(' | ')}`
        : a.time === undefined
          ? 'refuse'
          : new Date(a.time).toISOString();
    let outcome: 'correct' | 'wrong' | 'refused';
    if (c.expect === 'refuse') {
      s.mustRefuse++;
      if (c.past === true) s.past++;
      outcome = got === 'refuse' ? 'correct' : 'wrong';
      if (outcome === 'correct') {
        s.refusedCorrectly++;
        if (c.past === true) s.pastRefused++;
      }
    } else if (c.expect === 'ask') {
      s.ask++;
      const readings = c.readings ?? [];
      if (a.readings !== undefined && sameSet(a.readings, readings)) outcome = 'correct';
      else if (a.time === undefined) outcome = 'refused';
      else outcome = 'wrong';
      if (outcome === 'correct') s.asked++;
      if (a.time !== undefined && readings.some((r) => Date.parse(r) === a.time)) s.guessed++;
    } else {
      s.accept++;
      const detailsOk =
        !checksDetails ||
        c.checks === 'instant' ||
        (a.zone === c.explicitZone && a.recurrence === c.recurrence);
      const from = Date.parse(c.expect);
      const inRange =
        a.time !== undefined &&
        (c.until === undefined ? a.time === from : a.time >= from && a.time < Date.parse(c.until));
      outcome = a.time === undefined ? 'refused' : inRange && detailsOk ? 'correct' : 'wrong';
      if (outcome === 'correct') s.acceptCorrect++;
    }
    s[outcome]++;
    if (outcome !== 'correct')
      misses.push({
        c,
        got: `${got}${a.zone === undefined ? '' : ` zone ${a.zone}`}${a.recurrence === undefined ? '' : ` ${a.recurrence}`}`,
      });
  }
  return { ...s, total: cases.length, misses };
}

import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import '../../shared/time-vocabularies.js';
import type { CorpusCase } from './build.js';

/** What a parser made of one case: an instant (with zone and recurrence when it reports them), or a refusal. */
export interface Answer {
  readonly time: number | undefined;
  readonly zone?: string;
  readonly recurrence?: string;
}

export interface Score {
  readonly correct: number;
  readonly wrong: number;
  readonly refused: number;
  readonly total: number;
  /** Every case not answered correctly, with what came back. */
  readonly misses: readonly { readonly c: CorpusCase; readonly got: string }[];
}

/** Ours: the instant, the explicit zone and the recurrence must all be right. */
export function ours(c: CorpusCase): Answer {
  const r = parseTimeExpression(c.text, { now: Date.parse(c.now), zone: c.zone, locale: c.locale });
  if (!r.ok) return { time: undefined };
  const recurrence = r.recurrence === undefined ? undefined : r.recurrence.data?.pattern ?? r.recurrence.pattern;
  return { time: r.time, ...(r.zone === undefined ? {} : { zone: r.zone }), ...(recurrence === undefined ? {} : { recurrence }) };
}

/**
 * Correct: the expected instant (and, for parsers that report them, the named zone and the
 * recurrence), or a refusal where one is expected. Refused: no answer where one was expected.
 * Wrong: any other answer.
 */
export function score(cases: readonly CorpusCase[], parse: (c: CorpusCase) => Answer, checksDetails: boolean): Score {
  let correct = 0;
  let wrong = 0;
  let refused = 0;
  const misses: { c: CorpusCase; got: string }[] = [];
  for (const c of cases) {
    const a = parse(c);
    const got = a.time === undefined ? 'refuse' : new Date(a.time).toISOString();
    const detailsOk = !checksDetails || (a.zone === c.explicitZone && a.recurrence === c.recurrence);
    if (got === c.expect && (got === 'refuse' || detailsOk)) {
      correct++;
      continue;
    }
    if (got === 'refuse') refused++;
    else wrong++;
    misses.push({ c, got: `${got}${a.zone === undefined ? '' : ` zone ${a.zone}`}${a.recurrence === undefined ? '' : ` ${a.recurrence}`}` });
  }
  return { correct, wrong, refused, total: cases.length, misses };
}

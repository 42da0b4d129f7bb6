import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCases, corpusPath, type CorpusCase } from '../../bench/corpus/build.js';
import { ours, score, type Answer } from '../../bench/corpus/score.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/**
 * The public English corpus (bench/corpus/en.json): expressions from other reminder bots' docs,
 * Slack's and Todoist's help and the chrono-node, dateparser and parsedatetime test suites, each
 * read at five reference instants (month and year ends, both DST nights, a Taipei and a New York
 * user) with the instant a user means, or a refusal.
 */
const cases = JSON.parse(readFileSync(corpusPath, 'utf8')) as CorpusCase[];

/**
 * Cases whose expectation docs/decisions.md changed after the corpus was written ("Zone
 * abbreviations by user"): a shared abbreviation the user's zone or language settles is read.
 */
const SETTLED: Readonly<Record<string, string>> = {
  // US Central for a user in the Americas.
  'ny-thursday|3pm CST': '2026-03-05T21:00:00.000Z America/Chicago',
  'ny-spring-forward-eve|3pm CST': '2026-03-08T20:00:00.000Z America/Chicago',
  'ny-fall-back-eve|3pm CST': '2026-11-01T21:00:00.000Z America/Chicago',
  // China Standard Time is Taipei's own clock (UTC+8); the user's zone is kept.
  'taipei-year-end|3pm CST': '2027-01-01T07:00:00.000Z Asia/Taipei',
  // British Summer Time for an en-GB user.
  'utc-month-end|10am BST': '2026-02-01T10:00:00.000Z Europe/London',
};

function decidedSince(c: CorpusCase): CorpusCase {
  const settled = SETTLED[`${c.context}|${c.text}`];
  if (settled === undefined) return c;
  const [expect = '', explicitZone] = settled.split(' ');
  return { ...c, expect, ...(explicitZone === undefined ? {} : { explicitZone }) };
}

/**
 * Ours, where an expression with two readings people use ("next friday" on a Thursday) is
 * asked about: the ask counts as the expected reading when it offers it (never as a guess).
 */
function asking(c: CorpusCase): Answer {
  const r = parseTimeExpression(c.text, { now: Date.parse(c.now), zone: c.zone, locale: c.locale });
  // Asked where the corpus asks: scored as a question. Asked where it wants a refusal (no single
  // reading): not a guess either.
  if (r.ok || r.error !== 'time_ambiguous' || r.readings === undefined || c.expect === 'ask')
    return ours(c);
  if (c.expect === 'refuse') return { time: undefined };
  const offered =
    r.readings.find((o) => new Date(o.time).toISOString() === c.expect) ?? r.readings[0];
  const recurrence =
    offered?.recurrence === undefined
      ? undefined
      : (offered.recurrence.data?.pattern ?? offered.recurrence.pattern);
  return {
    time: offered?.time,
    ...(offered?.zone === undefined ? {} : { zone: offered.zone }),
    ...(recurrence === undefined ? {} : { recurrence }),
  };
}

describe('Corpus: English time expressions', () => {
  it('is up to date with its source table, has at least 400 cases and cites a source for each', () => {
    expect(cases).toEqual(buildCases());
    expect(cases.length).toBeGreaterThanOrEqual(400);
    for (const c of cases) expect(c.source.length, c.text).toBeGreaterThan(10);
    expect(new Set(cases.map((c) => c.context)).size).toBeGreaterThanOrEqual(5);
  });

  it('is read at least 97% right and never wrong (instant, named zone and recurrence)', () => {
    const s = score(cases.map(decidedSince), asking, true);
    const misses = s.misses.map(
      (m) => `${m.c.context} "${m.c.text}": want ${m.c.expect}, got ${m.got}`,
    );
    expect(s.wrong, misses.join('\n')).toBe(0);
    expect(s.correct / s.total, misses.join('\n')).toBeGreaterThanOrEqual(0.97);
  });
});

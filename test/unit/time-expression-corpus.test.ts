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

describe('Corpus: English time expressions', () => {
  it('is up to date with its source table, has at least 400 cases and cites a source for each', () => {
    expect(cases).toEqual(buildCases());
    expect(cases.length).toBeGreaterThanOrEqual(400);
    for (const c of cases) expect(c.source.length, c.text).toBeGreaterThan(10);
    expect(new Set(cases.map((c) => c.context)).size).toBeGreaterThanOrEqual(5);
  });

  /**
   * A clock without am/pm in a 12-hour locale ('at 5', '6:30' in en-US) asks (docs/decisions.md,
   * "One rule for a clock without am/pm"): such a case counts as read when one of the readings
   * offered is the expected one. The corpus predates that rule and annotates one reading.
   */
  let asked = 0;
  function oursOrAsked(c: CorpusCase): Answer {
    const answer = ours(c);
    if (answer.time !== undefined || c.expect === 'refuse') return answer;
    const ctx = { now: Date.parse(c.now), zone: c.zone, locale: c.locale };
    const r = parseTimeExpression(c.text, ctx);
    if (r.ok || r.error !== 'time_ambiguous') return answer;
    const offered = (r.suggestions ?? []).map((text) => ours({ ...c, text })).find((a) => a.time !== undefined && new Date(a.time).toISOString() === c.expect);
    if (offered !== undefined) asked++;
    return offered ?? answer;
  }

  it('is read (or asked with the right reading among those offered) at least 97% right and never wrong (instant, named zone and recurrence)', () => {
    const s = score(cases, oursOrAsked, true);
    expect(asked).toBeLessThan(0.05 * s.total);
    const misses = s.misses.map((m) => `${m.c.context} "${m.c.text}": want ${m.c.expect}, got ${m.got}`);
    expect(s.wrong, misses.join('\n')).toBe(0);
    expect(s.correct / s.total, misses.join('\n')).toBeGreaterThanOrEqual(0.97);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCases, corpusPath, type CorpusCase } from '../../bench/corpus/build.js';
import { ours, score } from '../../bench/corpus/score.js';

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

  it('is read at least 97% right and never wrong (instant, named zone and recurrence)', () => {
    const s = score(cases, ours, true);
    const misses = s.misses.map((m) => `${m.c.context} "${m.c.text}": want ${m.c.expect}, got ${m.got}`);
    expect(s.wrong, misses.join('\n')).toBe(0);
    expect(s.correct / s.total, misses.join('\n')).toBeGreaterThanOrEqual(0.97);
  });
});

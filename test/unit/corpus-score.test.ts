import { describe, expect, it } from 'vitest';
import type { CorpusCase } from '../../bench/corpus/build.js';
import { missTotals } from '../../bench/corpus.js';
import { ours, score, type Answer } from '../../bench/corpus/score.js';

/** How the corpus bench counts a reader's answers against the outcomes a case expects. */
const base = {
  context: 'test',
  now: '2026-03-05T10:00:00.000Z',
  zone: 'UTC',
  locale: 'en-US',
  source: 'https://github.com/o/r/blob/main/f',
  checks: 'instant' as const,
};
const at = (iso: string): Answer => ({ time: Date.parse(iso) });
const refuse: Answer = { time: undefined };

describe('Corpus scoring', () => {
  it('an annotated day accepts any instant of that day, and nothing outside it', () => {
    const day: CorpusCase = {
      ...base,
      text: 'tomorrow',
      expect: '2026-03-06T00:00:00.000Z',
      until: '2026-03-07T00:00:00.000Z',
    };
    expect(score([day], () => at('2026-03-06T09:00:00Z'), true).correct).toBe(1);
    expect(score([day], () => at('2026-03-07T00:00:00Z'), true).wrong).toBe(1);
    expect(score([day], () => refuse, true).refused).toBe(1);
  });

  it('an ask case is right only when the same readings are offered; one of them alone is a wrong guess', () => {
    const ask: CorpusCase = {
      ...base,
      text: '3:30',
      expect: 'ask',
      readings: ['2026-03-05T15:30:00.000Z', '2026-03-06T03:30:00.000Z'],
      reason: 'r',
    };
    const both: Answer = {
      time: undefined,
      readings: [Date.parse('2026-03-06T03:30:00Z'), Date.parse('2026-03-05T15:30:00Z')],
    };
    expect(score([ask], () => both, true)).toMatchObject({ correct: 1, asked: 1, ask: 1 });
    expect(score([ask], () => at('2026-03-06T03:30:00Z'), true)).toMatchObject({
      correct: 0,
      wrong: 1,
      guessed: 1,
    });
    expect(score([ask], () => refuse, true)).toMatchObject({ refused: 1, guessed: 0 });
  });

  it('a past time must be refused: a question or an instant there is wrong, and past refusals are counted apart', () => {
    const past: CorpusCase = {
      ...base,
      text: 'yesterday',
      expect: 'refuse',
      reason: 'a time already past',
      past: true,
    };
    expect(score([past], () => refuse, true)).toMatchObject({
      correct: 1,
      past: 1,
      pastRefused: 1,
      mustRefuse: 1,
    });
    expect(score([past], () => ({ time: undefined, readings: [1, 2] }), true)).toMatchObject({
      wrong: 1,
      pastRefused: 0,
    });
  });

  it('reads a refusal that offers two dates as a question between them', () => {
    const c: CorpusCase = {
      ...base,
      locale: '',
      text: '03/04 at 5pm',
      expect: 'ask',
      readings: ['2026-03-04T17:00:00.000Z', '2026-04-03T17:00:00.000Z'],
      reason: 'r',
    };
    const a = ours({ ...c, now: '2026-03-01T10:00:00.000Z' });
    expect(a.time).toBeUndefined();
    expect(a.readings?.length).toBe(2);
  });

  it('held-out misses print as totals by the expected span and the answer, never as cases', () => {
    const day: CorpusCase = {
      ...base,
      text: 'day one',
      expect: '2026-03-06T00:00:00.000Z',
      until: '2026-03-07T00:00:00.000Z',
    };
    const month: CorpusCase = { ...day, text: 'month one', until: '2026-04-05T00:00:00.000Z' };
    const instant: CorpusCase = {
      ...base,
      text: 'instant one',
      expect: '2026-03-06T09:00:00.000Z',
    };
    const s = score(
      [day, day, month, instant],
      (c) => (c === instant ? at('2026-03-09T00:00:00Z') : refuse),
      true,
    );
    const line = missTotals(s);
    expect(line).toBe('day refused 2, month refused 1, instant wrong 1');
    expect(line).not.toContain('one');
  });
});

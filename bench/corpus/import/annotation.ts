import { execFileSync } from 'node:child_process';
import { DateTime } from 'luxon';
import type { CorpusCase } from '../build.js';

/**
 * Turns a source's own annotation (an instant or a period, at the source's reference instant and
 * zone) into a corpus case, applying only the reminder bot's documented limits: a time already
 * past and a time beyond one year must be refused (docs/decisions.md, "Time expressions").
 */

/** How precise the source's annotation is: an instant (second to hour), or a whole period. */
export type Grain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month';

const HORIZON_DAYS = 365;

/** One expression of a source with its annotated reading, not yet a case. */
export interface Annotated {
  readonly text: string;
  /** The source's reference instant, in its zone. */
  readonly now: DateTime;
  readonly locale: string;
  readonly source: string;
  /** Identifies the reference instant in the bench output (e.g. 'duckling-2013-02-12'). */
  readonly context: string;
  readonly reading:
    | { readonly start: DateTime; readonly grain: Grain; readonly end?: DateTime }
    | { readonly refuse: string }
    | { readonly ask: readonly DateTime[]; readonly reason: string };
  /** Where our documented decisions differ from the source: why the reading is ours, not the source's. */
  readonly decision?: string;
}

/**
 * A row of our own phrasing read at `now`'s zone: a local minute or whole day, a span of hours
 * (`from..to`), 'refuse' (for `refuse`) or the readings asked (`ask:a|b`, for `ask`).
 */
export function phrasingReading(
  r: string,
  now: DateTime,
  refuse: string,
  ask: string,
): Annotated['reading'] {
  const at = (x: string): DateTime => DateTime.fromISO(x, { zone: now.zone });
  if (r === 'refuse') return { refuse };
  if (r.startsWith('ask:')) return { ask: r.slice(4).split('|').map(at), reason: ask };
  const [from, to] = r.split('..');
  if (to !== undefined) return { start: at(from!), end: at(to), grain: 'hour' };
  return { start: at(r), grain: r.includes('T') ? 'minute' : 'day' };
}

function iso(t: DateTime): string {
  return t.toUTC().toISO({ suppressMilliseconds: false }) ?? '';
}

/** The case a correct reminder reader must produce for an annotated expression. */
export function toCase(a: Annotated): CorpusCase {
  const base = {
    text: a.text,
    context: a.context,
    now: a.now.toISO() ?? '',
    zone: a.now.zoneName ?? 'UTC',
    locale: a.locale,
    source: a.source,
    checks: 'instant' as const,
  };
  const horizon = a.now.plus({ days: HORIZON_DAYS });
  const r = a.reading;
  if ('refuse' in r) return { ...base, expect: 'refuse', reason: r.refuse };
  if ('ask' in r) {
    const future = r.ask.filter((t) => t >= a.now && t <= horizon);
    if (future.length === 0)
      return {
        ...base,
        expect: 'refuse',
        reason: 'every reading is past or beyond one year',
        past: true,
      };
    if (future.length === 1) return { ...base, expect: iso(future[0]!) };
    return { ...base, expect: 'ask', readings: future.map(iso), reason: r.reason };
  }
  if (!r.start.isValid) throw new Error(`no date: ${a.text}`);
  // A source that writes "now" to the second means the reference instant itself.
  const start =
    r.grain === 'second' && r.start <= a.now && r.start > a.now.minus({ seconds: 1 })
      ? a.now
      : r.start;
  // The annotation is as precise as its grain: '3pm' at hour grain is 15:00, 'tomorrow' any time that day.
  const exact = r.grain === 'second';
  const end = r.end ?? (exact ? start : start.plus({ [`${r.grain}s`]: 1 }));
  const why = a.decision === undefined ? {} : { reason: a.decision };
  if (exact ? start < a.now : end <= a.now)
    return { ...base, expect: 'refuse', reason: a.decision ?? 'a time already past', past: true };
  if (start > horizon)
    return { ...base, expect: 'refuse', reason: a.decision ?? 'beyond one year' };
  if (exact || r.grain === 'minute') return { ...base, expect: iso(start), ...why };
  return { ...base, expect: iso(start), until: iso(end), ...why };
}

/** A reference instant's name in the bench output: 'recognizers-2016-11-07T00:00'. */
export function contextId(prefix: string, now: DateTime): string {
  return `${prefix}-${now.toISO({ includeOffset: false, suppressSeconds: true }) ?? ''}`;
}

/** Per source, per reason: how many of its expressions were left out, and why. */
export type Skipped = Record<string, Record<string, number>>;

export function skip(skipped: Skipped, source: string, why: string, n = 1): void {
  const bySource = (skipped[source] ??= {});
  bySource[why] = (bySource[why] ?? 0) + n;
}

/** A file of a mirrored repository (`<dir>/<owner>+<name>/repo`, a git directory) at its HEAD. */
export function showFile(dir: string, repo: string, path: string): string {
  return execFileSync('git', [`--git-dir=${dir}/${repo}/repo`, 'show', `HEAD:${path}`], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

import { parseTimeExpression, type TimeContext } from '../../shared/domain/time-expression.js';

/** Thursday 2026-03-05 15:00 UTC: 10:00 EST in New York, 23:00 in Taipei. */
export const THURSDAY = Date.parse('2026-03-05T15:00:00Z');
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export const invalid = { ok: false, error: 'invalid_time_format' } as const;

/** `parse` and `timeOf` bound to a default context; each call may override parts of it. */
export function parserFor(ctx: TimeContext) {
  const parse = (text: string, overrides: Partial<TimeContext> = {}) =>
    parseTimeExpression(text, { ...ctx, ...overrides });
  /** The parsed instant as an ISO string; throws (failing the test) when parsing fails. */
  const timeOf = (text: string, overrides: Partial<TimeContext> = {}): string => {
    const result = parse(text, overrides);
    if (!result.ok) throw new Error(`"${text}" failed with ${result.error}`);
    return new Date(result.time).toISOString();
  };
  return { parse, timeOf };
}

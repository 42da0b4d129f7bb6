/**
 * The user item's stored language, apart from user-item.ts: only the dispatcher and the answer's
 * lazily loaded code read it, so it stays out of the interactions function's cold start.
 */
import { userFields } from './user-item.js';

/** The stored language (notices are written in it); undefined when none was stored. */
export function localeOf(item: Record<string, unknown> | undefined): string | undefined {
  const locale = item?.[userFields.locale];
  return typeof locale === 'string' ? locale : undefined;
}

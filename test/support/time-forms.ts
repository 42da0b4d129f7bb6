import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { installTimeVocabularies } from '../../shared/time-vocabularies.js';
import { ZONES } from './time-forms-local.js';

installTimeVocabularies();

export { ZONES };

/**
 * The forms tests' reference: Thursday 5 March 2026, 10:00 on the caller's wall clock, in the
 * zone each language's users mostly have (ZONES). Readings are compared as local 'YYYY-MM-DD HH:MM'.
 */

/** The instant the wall clock of `zone` reads `local` ('2026-03-05 10:00'). */
export function instantAt(local: string, zone: string): number {
  const guess = Date.parse(`${local.replace(' ', 'T')}:00Z`);
  const offset = (ts: number) =>
    Date.parse(new Date(ts).toLocaleString('sv-SE', { timeZone: zone }).replace(' ', 'T') + 'Z') -
    ts;
  return guess - offset(guess - offset(guess));
}

/** The reading of `text` in `locale` at `now` (local, default Thursday 10:00): local time, or the error. */
export function readLocal(locale: string, text: string, now = '2026-03-05 10:00'): string {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt(now, zone), zone, locale });
  if (!r.ok) return r.error;
  return new Date(r.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16);
}

/** The readings offered for `text` (local 'YYYY-MM-DD HH:MM', reference as `readLocal`), or what it gave instead. */
export function askedLocal(
  locale: string,
  text: string,
  now = '2026-03-05 10:00',
): readonly string[] | string {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt(now, zone), zone, locale });
  if (r.ok || r.error !== 'time_ambiguous') return r.ok ? 'one reading' : r.error;
  return (r.readings ?? []).map((x) =>
    new Date(x.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16),
  );
}

/** The recurrence `text` reads as in `locale` at `now` (reference as `readLocal`), or the error. */
export function recurrenceLocal(locale: string, text: string, now = '2026-03-05 10:00'): unknown {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt(now, zone), zone, locale });
  return r.ok ? r.recurrence : r.error;
}

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

/** The readings offered when `text` asks in `locale` (Thursday 10:00 local), as local times; [] when it does not ask. */
export function askedLocal(locale: string, text: string): string[] {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
  if (r.ok || r.error !== 'time_ambiguous') return [];
  return (r.readings ?? []).map((o) =>
    new Date(o.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16),
  );
}

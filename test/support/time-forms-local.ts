import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/** The zone a user of each locale gets by default (decisions.md, `timezone: auto`). */
export const ZONES: Readonly<Record<string, string>> = {
  ru: 'Europe/Moscow',
  uk: 'Europe/Kyiv',
  pl: 'Europe/Warsaw',
  tr: 'Europe/Istanbul',
  ja: 'Asia/Tokyo',
  ko: 'Asia/Seoul',
  'zh-CN': 'Asia/Shanghai',
  'zh-TW': 'Asia/Taipei',
  'en-US': 'America/New_York',
  'en-GB': 'Europe/London',
  de: 'Europe/Berlin',
  nl: 'Europe/Amsterdam',
  fr: 'Europe/Paris',
  'es-ES': 'Europe/Madrid',
  'es-419': 'America/Mexico_City',
  it: 'Europe/Rome',
  'pt-BR': 'America/Sao_Paulo',
};

/** Wednesday 4 March 2026, 08:00 UTC: 11:00 in Moscow and Istanbul, 10:00 in Kyiv, 09:00 in Warsaw, 17:00 in Tokyo, 16:00 in Shanghai. */
export const WEDNESDAY = Date.parse('2026-03-04T08:00:00Z');
/** Sunday 8 March 2026, 08:00 UTC (same local hours). */
export const SUNDAY = Date.parse('2026-03-08T08:00:00Z');

/** What a form should give: a local wall time 'YYYY-MM-DD HH:mm' in the locale's zone, or a refusal. */
export type Want = string | 'invalid' | 'ambiguous' | 'past';

/** Reads `text` in `locale` at `now` and checks the local time it gives (or the refusal). */
export function expectReading(locale: string, now: number, text: string, want: Want): void {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now, zone, locale });
  const errors: Record<string, string> = {
    invalid: 'invalid_time_format',
    ambiguous: 'time_ambiguous',
    past: 'time_in_past',
  };
  const error = errors[want];
  if (error !== undefined) {
    expect(
      r.ok ? DateTime.fromMillis(r.time, { zone }).toFormat('yyyy-MM-dd HH:mm') : r.error,
      `${locale} "${text}"`,
    ).toBe(error);
    return;
  }
  expect(
    r.ok ? DateTime.fromMillis(r.time, { zone }).toFormat('yyyy-MM-dd HH:mm') : r.error,
    `${locale} "${text}"`,
  ).toBe(want);
}

import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Issue 18, sixth round: forms the tuning part still refused, read now (reference Thursday
 * 5 March 2026, 10:00 on the caller's clock), and what stays refused.
 */
const recurring = (locale: string, text: string): string => {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
  if (!r.ok) return r.error;
  const rule =
    r.recurrence === undefined ? 'once' : (r.recurrence.data?.pattern ?? r.recurrence.pattern);
  const interval = r.recurrence?.data?.interval;
  return `${new Date(r.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16)} ${rule}${interval === undefined ? '' : ` ${interval}`}`;
};

describe('Forms: Turkish "once every N units" (haftada bir)', () => {
  it.each([
    ['her 2 haftada bir', '2026-03-06 09:00 every_n_weeks 2'],
    ['2 haftada bir', '2026-03-06 09:00 every_n_weeks 2'],
    ['her 3 günde bir', '2026-03-06 09:00 every_n_days 3'],
    ['her 3 gunde bir', '2026-03-06 09:00 every_n_days 3'],
    ['her 2 saatte bir', '2026-03-05 12:00 every_n_hours 2'],
    ['her 15 dakikada bir', '2026-03-05 10:15 every_n_minutes 15'],
    ['her 2 ayda bir', '2026-03-06 09:00 every_n_months 2'],
    ['her haftada bir', '2026-03-09 09:00 weekly'],
    ['haftada bir', '2026-03-09 09:00 weekly'],
    ['günde bir', '2026-03-06 09:00 daily'],
    ["her 2 haftada bir saat 18'de", '2026-03-05 18:00 every_n_weeks 2'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(recurring('tr', text)).toBe(want);
  });

  it('reads "2 haftada bir" as a repeat, never as one time in two weeks', () => {
    expect(recurring('tr', '2 haftada bir')).not.toContain('once');
    expect(recurring('tr', '2 hafta')).toBe('2026-03-19 10:00 once');
  });
});

describe('Forms: the Turkish capital dotted I', () => {
  it.each([
    ['İki gün içinde', '2026-03-07 10:00'],
    ['İKİ GÜN SONRA', '2026-03-07 10:00'],
    ['İki ağustos', '2026-08-02 09:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });
});

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

describe('Forms: a month and day after a year word (next year, this year)', () => {
  it.each([
    ['ja', '来年の3月1日', '2027-03-01 09:00'],
    ['ja', '来年3月1日午後3時', '2027-03-01 15:00'],
    ['ja', '今年の12月25日', '2026-12-25 09:00'],
    ['zh-CN', '明年3月1日', '2027-03-01 09:00'],
    ['zh-CN', '明年的3月1日下午3点', '2027-03-01 15:00'],
    ['zh-TW', '今年12月25日', '2026-12-25 09:00'],
    ['ko', '내년 3월 1일', '2027-03-01 09:00'],
    ['ko', '올해 12월 25일 오후 3시', '2026-12-25 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // This year's day already gone: past, not next year's.
    ['ja', '今年の3月1日', 'time_in_past'],
    ['zh-CN', '今年3月1日', 'time_in_past'],
    // Next year's day more than a year ahead.
    ['ja', '来年の12月31日', 'time_too_far'],
    // A day next year lacks.
    ['ja', '来年の2月29日', 'invalid_time_format'],
    // The year word alone names no instant.
    ['ja', '来年', 'invalid_time_format'],
    ['zh-CN', '明年', 'invalid_time_format'],
    ['ko', '내년', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: Turkish holidays in their cases, and the day before or after them', () => {
  it.each([
    ['yılbaşında', '2027-01-01 09:00'],
    ["yılbaşında saat 10'da", '2027-01-01 10:00'],
    ['yılbaşından bir gün önce', '2026-12-31 09:00'],
    ['yılbaşından önceki gün', '2026-12-31 09:00'],
    ['yılbaşından bir gün sonra', '2027-01-02 09:00'],
    ["yılbaşından sonraki gün akşam 8'de", '2027-01-02 20:00'],
    ['ramazan bayramından bir gün önce', '2026-03-19 09:00'],
    ['kurban bayramında', '2026-05-27 09:00'],
    ['cumhuriyet bayramından bir gün önce', '2026-10-28 09:00'],
    // More than one day: read since the seventeenth round (a count before a day, after it).
    ['yılbaşından 2 gün önce', '2026-12-30 09:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });

  it.each([
    // Before it, not a day: which day?
    ['yılbaşından önce', 'invalid_time_format'],
  ] as const)('tr "%s" is refused (%s)', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });
});

describe('Forms: Turkish "içerisinde" (within) and "gelecek haftanın" (next week\'s)', () => {
  it.each([
    ['2 gün içerisinde', '2026-03-07 10:00'],
    ['4 ay içerisinde', '2026-07-05 10:00'],
    ['önümüzdeki haftanın pazartesi', '2026-03-09 09:00'],
    ['gelecek haftanın cuma günü', '2026-03-13 09:00'],
    ["önümüzdeki haftanın salı günü saat 10'da", '2026-03-10 10:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });
});

describe('Forms: the Turkish hour and a half (buçuk)', () => {
  it.each([
    ['saat 7 buçukta', '2026-03-06 07:30'],
    ['saat yedi buçuk', '2026-03-06 07:30'],
    ['yarın saat 7 buçukta', '2026-03-06 07:30'],
    ['akşam 7 buçukta', '2026-03-05 19:30'],
    ['yarın sabah 8 buçukta', '2026-03-06 08:30'],
    ['öğleden sonra 3 buçukta', '2026-03-05 15:30'],
    ['saat 19 buçukta', '2026-03-05 19:30'],
    ['gece 2 buçukta', '2026-03-06 02:30'],
    // Before a unit it is still a duration: two and a half hours from now.
    ['2 buçuk saat sonra', '2026-03-05 12:30'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });

  it('refuses a half hour already gone today (past)', () => {
    expect(readLocal('tr', 'bu sabah 8 buçukta')).toBe('time_in_past');
  });
});

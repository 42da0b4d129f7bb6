import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { composeRows } from '../../bench/corpus/import/compose.js';
import type { HolidayTable } from '../../shared/domain/time/holiday-index.js';

/**
 * The evenings named as days are data: `npm run holidays` marks Christmas Eve's and New Year's
 * Eve's entries `evening` in every locale's table, the reader asks on those (see
 * time-forms-evening-days.test.ts) and the corpus's cross product leaves their morning rows out.
 */
const dir = fileURLToPath(new URL('../../locales/holidays/', import.meta.url));
const tables = readdirSync(dir).map(
  (f) =>
    [
      f.replace(/\.json$/, ''),
      JSON.parse(readFileSync(`${dir}${f}`, 'utf8')) as HolidayTable,
    ] as const,
);

describe('The holiday tables mark the evenings named as days', () => {
  it.each(tables)('%s: exactly its 24 and 31 December entries are evenings', (_, table) => {
    const evenings = table.holidays.filter((h) => h.evening === true);
    expect(new Set(evenings.map((h) => h.on))).toEqual(new Set(['12-24', '12-31']));
    expect(
      table.holidays.filter((h) => h.evening !== true && (h.on === '12-24' || h.on === '12-31')),
    ).toEqual([]);
  });
});

describe("The corpus's cross product follows the tables' evenings", () => {
  it('leaves a morning hour on an evening out and keeps it on other days', () => {
    const rows = composeRows({
      now: '2026-03-11T10:00',
      zone: 'UTC',
      patterns: ['{day} at {clock}'],
      days: [
        ['christmas eve', '2026-12-24'],
        ['christmas', '2026-12-25'],
      ],
      clocks: [
        ['8', '08:00'],
        ['20', '20:00'],
      ],
    });
    expect(rows.map(([text]) => text)).toEqual([
      'christmas eve at 20',
      'christmas at 8',
      'christmas at 20',
    ]);
  });
});

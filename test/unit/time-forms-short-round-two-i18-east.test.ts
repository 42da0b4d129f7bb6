import { describe, it } from 'vitest';
import { expectReading, type Want } from '../support/time-forms-local.js';

/**
 * Japanese chat forms of the short round (decisions.md, "Time expressions, tenth round: ja, ko,
 * zh-CN, zh-TW", "Short round"), found by our own chat phrasing
 * (bench/corpus/import/short-east-phrasing.ts), at Wednesday 11 February 2026, 01:00 UTC (10:00
 * in Tokyo).
 */
const NOW = Date.parse('2026-02-11T01:00:00Z');

function table(rows: readonly (readonly [string, Want])[]): void {
  for (const [text, want] of rows) expectReading('ja', NOW, text, want);
}

describe('ja chat forms, short round', () => {
  it('reads よろしく (please) after a time, as お願い', () => {
    table([
      ['明日9時によろしく', '2026-02-12 09:00'],
      ['明日9時でよろしく', '2026-02-12 09:00'],
      ['30分後によろしくお願いします', '2026-02-11 10:30'],
      ['金曜の15時よろしくね', '2026-02-13 15:00'],
      // Alone, and with a duration's "within" (`で`), refused as before.
      ['よろしく', 'invalid'],
      ['2週間でよろしく', 'invalid'],
      ['昨日の9時によろしく', 'past'],
    ]);
  });

  it('refuses "the same time" (同じ時間) in a recurrence: 毎日同じ時間 would read 09:00, not the time it was typed', () => {
    table([
      // Read since the thirteenth round: after a day word it is that day at this time.
      ['明日の同じ時間', '2026-02-12 10:00'],
      ['毎日同じ時間', 'invalid'],
      ['同じ時間', 'invalid'],
    ]);
  });

  it('reads ちょい (a bit more) after a duration or clock as a filler, as 強', () => {
    table([
      ['あと1時間ちょい', '2026-02-11 11:00'],
      ['30分ちょい後', '2026-02-11 10:30'],
      ['明日9時ちょい', '2026-02-12 09:00'],
      ['ちょい', 'invalid'],
      ['昨日の9時ちょい', 'past'],
    ]);
  });
});

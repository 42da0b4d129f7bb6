import { amountOf, unitSeconds } from './duration.js';
import { isMarker, type Token } from './tokenize.js';
import type { ClockRead } from './clock.js';

/**
 * Clocks said against the next hour (decisions.md, "Clocks against the next hour"): half of it
 * ('в половине восьмого', 'o wpół do ósmej', 'о пів на восьму': 7:30) and minutes before it ('без
 * четверти девять', 'без 10 9': 8:45, 8:50). The hour reads like a marked clock's ('8點半').
 */
export function nextHourClockAt(tokens: readonly Token[], i: number, to: number, bareHour: (hour: number) => number): ClockRead | undefined {
  const half = isMarker(tokens[i], 'half_to');
  if (!half && !isMarker(tokens[i], 'minutes_to')) return undefined;
  let j = i + 1;
  let minutes = 30;
  if (!half) {
    const m = amountOf(tokens[j]);
    if (m === undefined || !Number.isInteger(m) || m < 1 || m > 30 || j + 1 >= to) return undefined;
    minutes = m;
    j++;
    if (unitSeconds(tokens[j]) === 60) j++;
  }
  const hour = j < to ? amountOf(tokens[j]) : undefined;
  // 'половина первого' is 00:30 or 12:30: refused.
  if (hour === undefined || !Number.isInteger(hour) || hour < 2 || hour > 23) return undefined;
  return { clock: { hour: bareHour(hour - 1), minute: 60 - minutes, second: 0 }, next: j + 1, bare: false, typed: hour - 1, loose: true };
}

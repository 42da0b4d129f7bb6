/**
 * How Discord words a `<t:…:R>` timestamp: the nearest whole unit, rounded, not truncated
 * (1 h 59 min ahead is "in 2 hours"), with the unit chosen by moment.js's `fromNow`
 * thresholds, which Discord's client follows: under 45 seconds in seconds, under 45 minutes
 * in minutes, under 22 hours in hours, under 26 days in days, under 11 months in months,
 * then years. Pure (no DOM), so it is unit-tested in Node.
 *
 * @see https://discord.com/developers/docs/reference#message-formatting-timestamp-styles
 * @see https://momentjs.com/docs/#/displaying/fromnow/
 */
const DAY_MS = 86_400_000;

/** The signed amount and unit for a target `ms` seen at `now` (negative: in the past). */
export function relativeParts(
  ms: number,
  now: number,
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const delta = ms - now;
  const sign = delta < 0 ? -1 : 1;
  const abs = Math.abs(delta);
  const round = (size: number): number => Math.max(1, Math.round(abs / size));
  const pick = (value: number, unit: Intl.RelativeTimeFormatUnit) => ({
    value: sign * value,
    unit,
  });
  const seconds = Math.round(abs / 1000);
  if (seconds < 45) return pick(seconds, 'second');
  if (Math.round(abs / 60_000) < 45) return pick(round(60_000), 'minute');
  if (Math.round(abs / 3_600_000) < 22) return pick(round(3_600_000), 'hour');
  if (Math.round(abs / DAY_MS) < 26) return pick(round(DAY_MS), 'day');
  // moment's months from days: 400 years have 146,097 days and 4,800 months.
  const months = ((abs / DAY_MS) * 4800) / 146_097;
  if (Math.round(months) < 11) return pick(Math.max(1, Math.round(months)), 'month');
  return pick(Math.max(1, Math.round(months / 12)), 'year');
}

/** The text of a relative timestamp in `locale`, e.g. "in 2 hours", "3 days ago", "2 小時後". */
export function relativeTime(ms: number, now: number, locale: string): string {
  const { value, unit } = relativeParts(ms, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(value, unit);
}

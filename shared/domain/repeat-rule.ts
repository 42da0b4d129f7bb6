import type { CustomRecurrence } from './event.js';

/** decisions.md's bounds on `repeat_rule` steps: up to a year either way. */
export const MAX_REPEAT_DAYS = 365;
export const MAX_REPEAT_WEEKS = 52;

/** Weekday names and common abbreviations → 0 = Monday (the spec's (spec-notes.md, Custom recurrence_data) recurrence_data numbering). */
const weekdays: Readonly<Record<string, number>> = {
  monday: 0,
  mon: 0,
  tuesday: 1,
  tue: 1,
  tues: 1,
  wednesday: 2,
  wed: 2,
  thursday: 3,
  thu: 3,
  thur: 3,
  thurs: 3,
  friday: 4,
  fri: 4,
  saturday: 5,
  sat: 5,
  sunday: 6,
  sun: 6,
};

/** Ordinals → position; 'last' is the spec's (spec-notes.md, Custom recurrence_data) -1. */
const positions: Readonly<Record<string, number>> = {
  '1st': 1,
  first: 1,
  '2nd': 2,
  second: 2,
  '3rd': 3,
  third: 3,
  '4th': 4,
  fourth: 4,
  '5th': 5,
  fifth: 5,
  last: -1,
};

// 'every N days' / 'every N weeks'; the number may be omitted ('every week') and the unit singular.
const STEP_RE = /^every\s+(?:(\d{1,4})\s+)?(day|days|week|weeks)$/;
// '<Nth> <weekday>', optionally 'every 2nd tuesday' or '2nd tuesday of the month'.
const NTH_RE = /^(?:every\s+)?(\S+)\s+(\S+?)s?(?:\s+of\s+(?:the|each|every)\s+month)?$/;

/**
 * decisions.md's `/schedule_create repeat_rule` option → the custom recurrence_data it stands for:
 * 'every N days' (N 1..365), 'every N weeks' (N 1..52), '<Nth> <weekday>' ('1st monday',
 * 'third friday', 'last friday' → position -1). Case and extra spaces are ignored.
 * Returns null when the text is not such a rule (the command answers `invalid_repeat`).
 */
export function parseRepeatRule(text: string): CustomRecurrence | null {
  const rule = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const step = STEP_RE.exec(rule);
  if (step) {
    const interval = step[1] === undefined ? 1 : Number(step[1]);
    const days = step[2]?.startsWith('day') ?? false;
    if (interval < 1 || interval > (days ? MAX_REPEAT_DAYS : MAX_REPEAT_WEEKS)) return null;
    return { pattern: days ? 'every_n_days' : 'every_n_weeks', interval, weekday: 0, position: 1 };
  }
  const nth = NTH_RE.exec(rule);
  if (nth) {
    const position = positions[nth[1] ?? ''];
    const weekday = weekdays[nth[2] ?? ''];
    if (position !== undefined && weekday !== undefined)
      return { pattern: 'weekday_of_month', interval: 1, weekday, position };
  }
  return null;
}

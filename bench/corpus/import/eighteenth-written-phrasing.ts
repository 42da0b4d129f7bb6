import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own phrasing of the eighteenth round (issue 18): dates and times as e-mails, invitations,
 * calendars and forms write them, pasted into a reminder ('Mon., Nov. 16, 2026 at 9 a.m.', 'So,
 * 15.11.2026 11:35', 'Fr. 13.11.2026 - 6:00 Uhr'), written down with their readings before the
 * reader learned them. Said on two days at 10:00 local: Thursday 12 November 2026 (16 November is
 * a Monday, 15 November a Sunday) and Tuesday 27 October 2026 (30 October is a Friday, 31 October
 * a Saturday, 1 November a Sunday). A weekday that disagrees with its date is refused, and so is a
 * range of clocks (decisions.md: ranges are out of scope for a reminder).
 */

const M9 = '2026-11-16T09:00';
const M21 = '2026-11-16T21:00';
const F18 = '2026-11-13T18:00';
const S1135 = '2026-11-15T11:35';

const NOVEMBER: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['Mon., Nov. 16, 2026 at 9 a.m.', M9],
    ['Mon., Nov. 16 at 9 p.m.', M21],
    ['Mon. Nov. 16', '2026-11-16T09:00'],
    ['Mon., Nov. 16', '2026-11-16T09:00'],
    ['Mon. Nov 16', '2026-11-16T09:00'],
    ['Mon. 11/16 at 9 a.m.', M9],
    ['Mon. Nov. 16 @ 9am', M9],
    ['Mon., 11/16/2026, 9:00 AM', M9],
    ['Mon., November 16, 2026 - 9:00 AM', M9],
    ['Monday, Nov 16, 2026 - 9:00 AM', M9],
    ['Mon, Nov 16, 2026 – 9:00 AM', M9],
    ['Monday, November 16, 2026 — 9 A.M.', M9],
    ['Mon, Nov 16 - 9:00 p.m.', M21],
    ['Fri, Nov 13 – 6:00 PM', F18],
    ['Sun., Nov. 15, 2026 at 11:35 a.m.', S1135],
    ['Sun, Nov 15, 2026 - 11:35 AM', S1135],
    ['Mon, Nov 16, 2026 at 9 A.M.', M9],
    ['Mon, Nov 16, 9.00 a.m.', M9],
    ['Monday, November 16, 2026 at 9:00 AM EST', M9],
    ['Mon 11/16/2026 9:00 AM', M9],
    ['11/16/26 9am', M9],
    ['2026-11-16 09:00', M9],
    ['2026-11-16T09:00', M9],
    ['2026-11-16 - 09:00', M9],
    ['Thu., Nov. 12 at 3 p.m.', '2026-11-12T15:00'],
    ['Wed., Dec. 2, 2026 at 9 a.m.', '2026-12-02T09:00'],
    ['Tue., Nov. 16, 2026 at 9 a.m.', 'refuse'],
    ['Tue, Nov 16 - 9:00 AM', 'refuse'],
    ['Mon, Nov 16, 2026, 9:00am - 10:00am', 'refuse'],
    ['Monday, November 16, 2026 9:00 – 10:00 AM', 'refuse'],
    ['Nov 16 - 18', 'refuse'],
    ['Mon. 9am', M9],
  ],
  'en-GB': [
    ['Mon. 16 Nov. 2026 at 9 a.m.', M9],
    ['Mon. 16 Nov.', '2026-11-16T09:00'],
    ['Mon., 16 Nov 2026, 09:00', M9],
    ['Mon 16 Nov 2026, 09:00', M9],
    ['Mon, 16 Nov 2026 - 09:00', M9],
    ['Monday 16 November 2026 – 09:00', M9],
    ['Monday, 16 November 2026 – 9am', M9],
    ['Fri 13 Nov – 18:00', F18],
    ['Sun 15 Nov 2026 - 11:35', S1135],
    ['Sun. 15 Nov. 2026, 11.35am', S1135],
    ['16/11/2026 09:00', M9],
    ['16/11/2026 - 09:00', M9],
    ['Mon 16/11/26 9am', M9],
    ['Mon. 16/11 at 14:00', '2026-11-16T14:00'],
    ['Monday 16th November 2026 at 9:00am', M9],
    ['Thurs 19 Nov, 18:30', '2026-11-19T18:30'],
    ['2026-11-16 09:00', M9],
    ['Tue 16 Nov 2026 - 09:00', 'refuse'],
    ['Monday 16 November 2026, 09:00–10:00', 'refuse'],
    ['Mon 16 Nov, 09:00 - 10:00', 'refuse'],
    ['16 - 18 Nov', 'refuse'],
  ],
  de: [
    ['So, 15.11.2026 11:35', S1135],
    ['So. 15.11.2026, 11:35 Uhr', S1135],
    ['So 15.11. 11:35', S1135],
    ['Sonntag, 15.11.2026 - 11:35 Uhr', S1135],
    ['Fr. 13.11.2026 - 18:00 Uhr', F18],
    ['Fr. 13.11.2026 – 18:00 Uhr', F18],
    ['Fr, 13.11. – 18 Uhr', F18],
    ['Mo. 16.11.2026', '2026-11-16T09:00'],
    ['Mo., 16.11.2026, 9:00 Uhr', M9],
    ['Mo 16.11.2026 09:00', M9],
    ['Mo, 16.11.26 9 Uhr', M9],
    ['Montag, 16.11.2026 um 9:00 Uhr', M9],
    ['Montag, den 16.11.2026 um 9 Uhr', M9],
    ['Montag, 16. November 2026, 9:00 Uhr', M9],
    ['Mo., 16. Nov. 2026, 09:00', M9],
    ['Montag, 16. Nov. 2026 - 9:00', M9],
    ['Mo., 16.11.2026 – 9.00 Uhr', M9],
    ['Mo. 16.11. 9 Uhr', M9],
    ['Mo. 16.11.2026 9h', M9],
    ['Di., 17.11.2026 um 14:30', '2026-11-17T14:30'],
    ['16.11.2026, 09:00 Uhr', M9],
    ['16.11.2026 - 09:00 Uhr', M9],
    ['2026-11-16 09:00', M9],
    ['2026-11-16T09:00', M9],
    ['So 16.11.2026', 'refuse'],
    ['Di 16.11.2026 - 9:00', 'refuse'],
    ['am So', 'refuse'],
    ['So.', 'refuse'],
    ['Mi 18.11.2026, 10:00–11:00 Uhr', 'refuse'],
    ['16.11. - 18.11.', 'refuse'],
  ],
};

const OCTOBER: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['Fri., Oct. 30 at 7 p.m.', '2026-10-30T19:00'],
    ['Sat., Oct. 31 - 7:00 PM', '2026-10-31T19:00'],
    ['Sun., Nov. 1, 2026 – 11 a.m.', '2026-11-01T11:00'],
    ['Mon., Nov. 2 at 9 a.m.', '2026-11-02T09:00'],
    ['Sat., Oct. 30 at 7 p.m.', 'refuse'],
  ],
  'en-GB': [
    ['Fri. 30 Oct. at 7 p.m.', '2026-10-30T19:00'],
    ['Sat 31 Oct - 19:00', '2026-10-31T19:00'],
    ['Sun 1 Nov 2026 – 11:00', '2026-11-01T11:00'],
    ['Mon. 2 Nov. 2026, 09:00', '2026-11-02T09:00'],
    ['Sat 30 Oct - 19:00', 'refuse'],
  ],
  de: [
    ['Samstag, den 31.10. gegen 19:00 Uhr', '2026-10-31T19:00'],
    ['Freitag, den 30.10. gegen 19:00 Uhr', '2026-10-30T19:00'],
    ['Sa., 31.10.2026 – 19:30 Uhr', '2026-10-31T19:30'],
    ['So, 1.11.2026 11:35', '2026-11-01T11:35'],
    ['So. 01.11.', '2026-11-01T09:00'],
    ['Sonntag, 1.11. - 10 Uhr', '2026-11-01T10:00'],
    ['Samstag, den 30.10. gegen 19:00 Uhr', 'refuse'],
    ['So, 31.10.2026 11:35', 'refuse'],
  ],
};

const REASONS = {
  refuse:
    'a weekday that disagrees with its date, a range of clocks or days, or a weekday abbreviation that is also a word (de So) without a date',
  ask: 'a clock with two readings',
};

export function eighteenthWrittenPhrasing(): Annotated[] {
  return [
    ...phrasingRows(
      NOVEMBER,
      at('2026-11-12T10:00:00'),
      'native phrasing, eighteenth round (issue 18)',
      'eighteenth-written-phrasing-2026-11-12T10:00',
      REASONS,
    ),
    ...phrasingRows(
      OCTOBER,
      at('2026-10-27T10:00:00'),
      'native phrasing, eighteenth round (issue 18)',
      'eighteenth-written-phrasing-2026-10-27T10:00',
      REASONS,
    ),
  ];
}

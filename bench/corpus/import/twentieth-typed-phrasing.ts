import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the twentieth round (issue 18), written down with their readings before
 * the reader learned them. Said on Thursday 5 March 2026 at 10:00 local.
 * - The second to fifth weekday of a month in Russian, Ukrainian and Polish, whose ordinals agree
 *   with the weekday (`во вторую субботу апреля`, `у третю п'ятницю квітня`, `w drugą sobotę
 *   kwietnia`, `w trzeci wtorek kwietnia`): that day at 09:00, as `в первую субботу апреля` and
 *   `в последнюю пятницу марта` already read. With `каждую` / `кожну` / `co` before it, `вторую`
 *   stays every other week (decided earlier).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  ru: [
    ['во вторую субботу апреля', '2026-04-11T09:00'],
    ['вторая суббота апреля', '2026-04-11T09:00'],
    ['в третью пятницу апреля', '2026-04-17T09:00'],
    ['в третий вторник апреля', '2026-04-21T09:00'],
    ['во второй понедельник мая', '2026-05-11T09:00'],
    ['в четвёртый четверг ноября', '2026-11-26T09:00'],
    ['в четвертую среду апреля в 10:00', '2026-04-22T10:00'],
    ['во вторую субботу апреля в 10:00', '2026-04-11T10:00'],
  ],
  uk: [
    ['у другу суботу квітня', '2026-04-11T09:00'],
    ["у третю п'ятницю квітня", '2026-04-17T09:00'],
    ['у другий понеділок травня', '2026-05-11T09:00'],
    ['у третій вівторок квітня о 10:00', '2026-04-21T10:00'],
    ['у четверту середу квітня', '2026-04-22T09:00'],
  ],
  pl: [
    ['w drugą sobotę kwietnia', '2026-04-11T09:00'],
    ['w trzecią środę kwietnia', '2026-04-15T09:00'],
    ['w drugi poniedziałek maja', '2026-05-11T09:00'],
    ['w trzeci wtorek kwietnia o 10:00', '2026-04-21T10:00'],
    ['w czwarty czwartek listopada', '2026-11-26T09:00'],
    ['w czwartą sobotę kwietnia', '2026-04-25T09:00'],
  ],
};

/** No row of this round refuses or asks; the reasons are kept for rows added later. */
const REASONS = {
  refuse: 'every third weekday: of the month, or every three weeks?',
  ask: 'not used',
};

export function twentiethTypedPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-03-05T10:00:00'),
    'native phrasing, twentieth round (issue 18)',
    'twentieth-typed-2026-03-05T10:00',
    REASONS,
  );
}

import type { Context } from './expect.js';

/**
 * Reference instants: an ordinary weekday, the night before the US spring-forward change, the
 * night before the fall-back change (also a month end), a year end in Taipei, a month end in UTC.
 */
export const contexts: readonly Context[] = [
  {
    id: 'ny-thursday',
    now: '2026-03-05T10:00:00-05:00',
    zone: 'America/New_York',
    locale: 'en-US',
    about: 'New York, an ordinary Thursday morning',
  },
  {
    id: 'ny-spring-forward-eve',
    now: '2026-03-07T22:30:00-05:00',
    zone: 'America/New_York',
    locale: 'en-US',
    about: 'New York, Saturday night before clocks jump from 02:00 to 03:00',
  },
  {
    id: 'ny-fall-back-eve',
    now: '2026-10-31T23:30:00-04:00',
    zone: 'America/New_York',
    locale: 'en-US',
    about: 'New York, month end, the night before clocks fall back',
  },
  {
    id: 'taipei-year-end',
    now: '2026-12-31T23:30:00+08:00',
    zone: 'Asia/Taipei',
    locale: 'zh-TW',
    about: 'Taipei, half an hour before the new year',
  },
  {
    id: 'utc-month-end',
    now: '2026-01-31T12:00:00Z',
    zone: 'UTC',
    locale: 'en-GB',
    about: 'UTC, 31 January (short month next)',
  },
];

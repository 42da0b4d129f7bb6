/**
 * Our own English chat phrasing (issue 18, short round): how people type a reminder in Discord
 * (lower case, abbreviations, common typos, `@` for `at`, word order variants), written down
 * before the reader learned from it, kept apart from imported sources. Read on Thursday 5 March
 * 2026, 10:00 in New York (en) and London (en-GB). A reading is a local minute, a whole local day,
 * a span of hours (`from..to`: a part of the day, any hour of it), a refusal, a misspelling
 * refused with a suggestion (`suggest`: docs/decisions.md, "Unknown words") or the readings asked
 * (`ask:a|b`). The two misspelt rows were written as instants and scored so (the first figure)
 * before the team decision was applied to them.
 *
 *   npx tsx bench/corpus/import/short-phrasing.ts [--misses]
 *
 * writes bench/corpus/phrasing/short/<locale>.json and prints our figures on it.
 */
import { DateTime } from 'luxon';
import { shortPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { phrasingReading, type Annotated } from './annotation.js';

type Rows = readonly (readonly [string, string])[];

const BOTH: Rows = [
  ['tmrw 9am', '2026-03-06T09:00'],
  ['tmr at 3pm', '2026-03-06T15:00'],
  ['2moro 9am', '2026-03-06T09:00'],
  ['tommorow at 10am', 'suggest'],
  ['tomorow 10am', 'suggest'],
  ['tomorrow @ 9am', '2026-03-06T09:00'],
  ['9am tmrw', '2026-03-06T09:00'],
  ['tomorrow morning', '2026-03-06T06:00..2026-03-06T12:00'],
  ['tomorrow evening', '2026-03-06T17:00..2026-03-06T23:00'],
  ['this afternoon', '2026-03-05T12:00..2026-03-05T18:00'],
  ['sat morning', '2026-03-07T06:00..2026-03-07T12:00'],
  ['monday morning', '2026-03-09T06:00..2026-03-09T12:00'],
  ['tonight at 8', '2026-03-05T20:00'],
  ['tonite 9pm', '2026-03-05T21:00'],
  ['7 tonight', '2026-03-05T19:00'],
  ['6 in the evening', '2026-03-05T18:00'],
  ['tomorrow at 5 in the afternoon', '2026-03-06T17:00'],
  ['in 5 mins', '2026-03-05T10:05'],
  ['in 20min', '2026-03-05T10:20'],
  ['in 45 minutes', '2026-03-05T10:45'],
  ['in 2 hrs', '2026-03-05T12:00'],
  ['in 2h', '2026-03-05T12:00'],
  ['in an hour', '2026-03-05T11:00'],
  ['in half an hour', '2026-03-05T10:30'],
  ['in 1.5 hours', '2026-03-05T11:30'],
  ['in 1 hr 30 min', '2026-03-05T11:30'],
  ['in 1h30', '2026-03-05T11:30'],
  ['in 3 days', '2026-03-08'],
  ['in a week', '2026-03-12'],
  ['in 2 weeks', '2026-03-19'],
  ['in 2 days at 9am', '2026-03-07T09:00'],
  ['a week from today', '2026-03-12'],
  ['day after tomorrow', '2026-03-07'],
  ['fri 5pm', '2026-03-06T17:00'],
  ['fri @ 5pm', '2026-03-06T17:00'],
  ['mon 9am', '2026-03-09T09:00'],
  ['tues 10am', '2026-03-10T10:00'],
  ['on monday at 9am', '2026-03-09T09:00'],
  ['next tuesday', '2026-03-10'],
  ['next fri at 6pm', 'ask:2026-03-06T18:00|2026-03-13T18:00'],
  ['this weekend', '2026-03-07'],
  ['at noon', '2026-03-05T12:00'],
  ['noon tomorrow', '2026-03-06T12:00'],
  ['tomorrow noon', '2026-03-06T12:00'],
  ['3pm', '2026-03-05T15:00'],
  ['3 pm', '2026-03-05T15:00'],
  ['3:30pm', '2026-03-05T15:30'],
  ['15:30', '2026-03-05T15:30'],
  ['21:00', '2026-03-05T21:00'],
  ['at 4.30pm', '2026-03-05T16:30'],
  ['today 5pm', '2026-03-05T17:00'],
  ['at 5pm today', '2026-03-05T17:00'],
  ['9:00 tomorrow', '2026-03-06T09:00'],
  ['tomorrow at 1530', '2026-03-06T15:30'],
  ['eod', '2026-03-05T17:00'],
  ['eod tomorrow', '2026-03-06T17:00'],
  ['march 10 at 2pm', '2026-03-10T14:00'],
  ['10 march 2pm', '2026-03-10T14:00'],
  ['10th march at 2pm', '2026-03-10T14:00'],
  ['mar 10 2pm', '2026-03-10T14:00'],
  ['apr 1', '2026-04-01'],
  ['april 1st 9am', '2026-04-01T09:00'],
  ['on the 15th', '2026-03-15'],
  ['the 15th at 3pm', '2026-03-15T15:00'],
  ['yesterday at 5pm', 'refuse'],
  ['last friday', 'refuse'],
  ['by friday', 'refuse'],
  ['later today', 'refuse'],
  ['in 15', 'refuse'],
];

const ROWS: Record<string, { zone: string; rows: Rows }> = {
  en: {
    zone: 'America/New_York',
    rows: [...BOTH, ['3/10 at 2pm', '2026-03-10T14:00'], ['in 3 hours', '2026-03-05T13:00']],
  },
  'en-GB': {
    zone: 'Europe/London',
    rows: [
      ...BOTH,
      ['10/3 at 2pm', '2026-03-10T14:00'],
      ["in 3 hours' time", '2026-03-05T13:00'],
      ['in 3 hours time', '2026-03-05T13:00'],
    ],
  },
};

export function shortPhrasing(): Annotated[] {
  return Object.entries(ROWS).flatMap(([locale, { zone, rows }]) => {
    const now = DateTime.fromISO('2026-03-05T10:00:00', { zone });
    return rows.map(([text, r]): Annotated => {
      const base = {
        text,
        now,
        locale,
        source: 'own chat phrasing (issue 18, short round)',
        context: `chat-phrasing-2026-03-05T10:00-${locale}`,
      };
      if (r === 'suggest')
        return {
          ...base,
          reading: { refuse: 'a misspelling is suggested, not read (decisions: unknown words)' },
        };
      return {
        ...base,
        reading: phrasingReading(
          r,
          now,
          'past, a deadline or no instant said',
          'next <weekday> while that weekday is still ahead this week (decisions: ask)',
        ),
      };
    });
  });
}

writeScoredSources({ 'own chat phrasing (short round)': shortPhrasing() }, shortPhrasingPath);

import { DateTime, type DurationLikeObject } from 'luxon';
import { contextId, skip, type Annotated, type Skipped } from './annotation.js';

/**
 * Carbon's localization tests (tests/Localization/<Language>Test.php): each expected string is
 * preceded by the PHP expression that produced it, which is its annotation: a calendar phrase
 * (`Carbon::parse('2018-01-04 00:00:00')->addDays(2)->calendar(Carbon::parse('2018-01-04
 * 00:00:00'))` → "У суботу о 00:00", the instant two days after the reference), a relative time
 * (`Carbon::now()->addYears(3)->diffForHumans()` → "за 3 роки", three years ahead: beyond one
 * year, refused; `subHours(2)` → "2 години тому", past, refused), or a clock with its part of the
 * day (`Carbon::parse('2018-02-10 17:00:00')->isoFormat('h:mm A, h:mm a')` → "5:00 вечора", read
 * a minute before it). A past day of this week that Carbon writes as a bare weekday (Russian
 * "Во вторник, в 0:00" for two days ago; `BARE_WEEKDAY`) is the coming one: that is what the words
 * say to someone typing them (docs/decisions.md, weekdays). Everything else (ordinals, formats, durations without a direction, phrases
 * relative to the test's own clock) is counted as skipped.
 */

export const carbonFiles: Record<string, string | undefined> = {
  de: 'De',
  nl: 'Nl',
  pl: 'Pl',
  ru: 'Ru',
  uk: 'Uk',
  tr: 'Tr',
};
export const carbonPath = (locale: string): string =>
  `tests/Localization/${carbonFiles[locale] ?? ''}Test.php`;
const url = (path: string): string => `https://github.com/briannesbitt/Carbon/blob/master/${path}`;

/** Where a relative time (`Carbon::now()`) is read from: the calendar cases' reference. */
const NOW = DateTime.fromISO('2018-01-04T00:00:00', { zone: 'UTC' });

const UNITS: Record<string, keyof DurationLikeObject> = {
  second: 'seconds',
  minute: 'minutes',
  hour: 'hours',
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};

/** A calendar phrase that is a weekday and its clock alone, with no "last" or "next" word. */
const BARE_WEEKDAY: Record<string, RegExp | undefined> = {
  ru: /^во? [а-яё]+, в \d{1,2}:\d{2}$/iu,
};

const parse = (s: string): DateTime => DateTime.fromSQL(s, { zone: 'UTC' });

/** `->addDays(2)->subHour()…` as one signed duration, or undefined if the chain has anything else. */
function steps(chain: string): DurationLikeObject | undefined {
  const d: Record<string, number> = {};
  let rest = chain;
  for (;;) {
    const m = /^->(add|sub)(Second|Minute|Hour|Day|Week|Month|Year)s?\((\d*)\)/.exec(rest);
    if (m === null) break;
    const unit = UNITS[m[2]!.toLowerCase()]!;
    d[unit] = (d[unit] ?? 0) + (m[1] === 'add' ? 1 : -1) * (m[3] === '' ? 1 : Number(m[3]));
    rest = rest.slice(m[0].length);
  }
  return rest === '' && Object.keys(d).length > 0 ? d : undefined;
}

function unquote(php: string): string {
  return php.slice(1, -1).replace(/\\(['\\])/g, '$1');
}

export function readCarbon(
  file: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const source = url(path);
  const out: Annotated[] = [];
  let expression: string | undefined;
  for (const raw of file.split('\n')) {
    const line = raw.trim();
    const code = /^\/\/\s*(Carbon(?:Interval)?::.*)$/.exec(line);
    if (code !== null) {
      expression = code[1];
      continue;
    }
    const literal = /^('(?:[^'\\]|\\.)*'),$/.exec(line);
    if (literal === null || expression === undefined) continue;
    const text = unquote(literal[1]!);
    const what = expression;
    expression = undefined;
    const calendar =
      /^Carbon::parse\('([^']+)'\)((?:->(?:add|sub)\w+\(\d*\))+)->calendar\(Carbon::parse\('([^']+)'\)\)$/.exec(
        what,
      );
    if (calendar !== null) {
      const by = steps(calendar[2]!);
      const now = parse(calendar[3]!);
      if (by === undefined) {
        skip(skipped, source, 'a calendar phrase we cannot evaluate');
        continue;
      }
      const start = parse(calendar[1]!).plus(by);
      const bare = start < now && BARE_WEEKDAY[locale]?.test(text) === true;
      out.push({
        text,
        now,
        locale,
        source,
        context: contextId('carbon', now),
        reading: { start: bare ? start.plus({ days: 7 }) : start, grain: 'second' },
        ...(bare ? { decision: 'a weekday alone is the coming one (decisions: weekdays)' } : {}),
      });
      continue;
    }
    const relative =
      /^Carbon::now\(\)((?:->(?:add|sub)\w+\(\d*\))+)->diffForHumans\((?:null, (?:false|null), (?:true|false)(?:, \d)?)?\)$/.exec(
        what,
      );
    if (relative !== null) {
      const by = steps(relative[1]!);
      if (by === undefined) {
        skip(skipped, source, 'a relative time we cannot evaluate');
        continue;
      }
      out.push({
        text,
        now: NOW,
        locale,
        source,
        context: contextId('carbon', NOW),
        reading: { start: NOW.plus(by), grain: 'second' },
      });
      continue;
    }
    const clock = /^Carbon::parse\('([^']+)'\)->isoFormat\('h:mm A, h:mm a'\)$/.exec(what);
    if (clock !== null) {
      const at = parse(clock[1]!);
      const now = at.minus({ minutes: 1 });
      out.push({
        text: text.split(', ')[0]!,
        now,
        locale,
        source,
        context: contextId('carbon', now),
        reading: { start: at, grain: 'second' },
      });
      continue;
    }
    skip(skipped, source, 'a format, ordinal, duration or phrase relative to the test clock');
  }
  return out;
}

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DateTime } from 'luxon';
import type { HolidayTable } from '../../../shared/domain/time/holiday-index.js';
import type { Annotated } from './annotation.js';
import { phrasingRows, type PhrasingReasons } from './tenth-phrasing.js';

/**
 * The families' cross product (issue 18, eleventh round): our own phrasing written as parts
 * whose meaning is known on their own (a day, a clock time), joined by the ways the language
 * joins them. A reader that knows the families reads every combination; one that learned a
 * source's spellings reads the ones it saw. Each language's tables live in
 * bench/corpus/compose/<locale>.ts (`export const tables: ComposeTable[]`), written from the
 * language's grammar before the reader learned from them.
 */

/** `[text, reading]`: a day part's reading is `YYYY-MM-DD`, a clock part's `HH:MM`. */
export type Part = readonly [string, string];

export interface ComposeTable {
  /** The local reference instant, e.g. `2026-03-11T10:00` (a Wednesday). */
  readonly now: string;
  readonly zone: string;
  /** Day parts: `['tomorrow', '2026-03-12']`, `['on Friday', '2026-03-13']`. */
  readonly days: readonly Part[];
  /** Clock parts: `['at 6 in the evening', '18:00']`. */
  readonly clocks: readonly Part[];
  /**
   * How the language joins them: `{day}` and `{clock}` stand for the parts (`'{day} {clock}'`,
   * `'{clock} {day}'`). A pattern with `{day}` alone reads each day as a whole day; a pattern
   * without `{day}` is not generated (a clock alone rolls to its next occurrence: write it as an
   * extra row).
   */
  readonly patterns: readonly string[];
  /** Whole expressions beside the product, read by `phrasingReading` (`refuse`, `ask:a|b`, spans). */
  readonly extra?: readonly Part[];
}

/** Lengths from now (whole expressions: a length is not a day or a clock), read at `now` in `zone`. */
export const lengthTable = (now: string, zone: string, extra: readonly Part[]): ComposeTable => ({
  now,
  zone,
  days: [],
  clocks: [],
  patterns: [],
  extra,
});

/**
 * A dotted day and month (`17.03`) with `base`'s clocks, joined by `patterns` (none alone): a date
 * beside a clock; alone it asks between the date (at 09:00) and the clock on `base`'s day.
 */
export function dottedDayTable(
  base: ComposeTable,
  [text, day]: Part,
  patterns: readonly string[],
): ComposeTable {
  const clock = text.replace('.', ':').padStart(5, '0');
  return {
    ...base,
    days: [[text, day]],
    patterns,
    extra: [[text, `ask:${day}T09:00|${base.now.slice(0, 10)}T${clock}`]],
  };
}

/** A language's parts by where they stand in a sentence (bench/corpus/compose/fr.ts, it.ts...). */
export interface FamilyParts {
  readonly now: string;
  readonly zone: string;
  /** Day phrases before or after a clock, and alone. */
  readonly days: readonly Part[];
  /** `in N days`: before or after a clock with its preposition, and alone. */
  readonly inDays: readonly Part[];
  /** Day phrases typed before a clock only (`20 mars à 15h`, not `à 15h 20 mars`), and alone. */
  readonly leadingDays: readonly Part[];
  /** Day phrases before or after a clock, not alone (`le 20 mars prochain`). */
  readonly clockDays: readonly Part[];
  /** Clock phrases with their preposition (`à 15h`). */
  readonly clocks: readonly Part[];
  /** Clock phrases without one, typed after the day only (`demain 15h`; `dans 2 jours 15h` is also a length). */
  readonly bareClocks: readonly Part[];
  readonly extra: readonly Part[];
}

/** The four tables a language's parts make. */
export function familyTables(p: FamilyParts): ComposeTable[] {
  const { now, zone, clocks } = p;
  const both = ['{day} {clock}', '{clock} {day}'];
  return [
    { now, zone, days: p.clockDays, clocks, patterns: both },
    { now, zone, days: [...p.days, ...p.inDays], clocks, patterns: [...both, '{day}'] },
    { now, zone, days: [...p.days, ...p.leadingDays], clocks: p.bareClocks, patterns: [both[0]!] },
    {
      now,
      zone,
      days: p.leadingDays,
      clocks,
      patterns: ['{day} {clock}', '{day}'],
      extra: p.extra,
    },
  ];
}

const REASONS: PhrasingReasons = {
  refuse: 'past: the day and the clock time together are before the reference instant',
  ask: 'two readings people use (decisions: ask)',
};

export const COMPOSE_SOURCE = 'own family cross product (issue 18, eleventh round)';

/** The evenings named as days ('MM-DD'): the holiday tables' entries marked `evening`. */
const EVENING_DAYS: ReadonlySet<string> = (() => {
  const dir = fileURLToPath(new URL('../../../locales/holidays/', import.meta.url));
  const days = new Set<string>();
  for (const file of readdirSync(dir))
    for (const h of (JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as HolidayTable).holidays)
      if (h.evening === true && h.on !== undefined) days.add(h.on);
  return days;
})();
const MORNING_HOUR = /^(?:0[7-9]|1[01]):/;

/** Every combination of a table's parts as `[text, reading]` rows (a past combination: refuse). */
export function composeRows(t: ComposeTable): Part[] {
  const now = DateTime.fromISO(t.now, { zone: t.zone });
  const rows: Part[] = [];
  for (const p of t.patterns) {
    if (!p.includes('{day}')) continue;
    for (const [dayText, day] of t.days) {
      if (!p.includes('{clock}')) {
        rows.push([p.replace('{day}', dayText), day]);
        continue;
      }
      for (const [clockText, clock] of t.clocks) {
        // A morning hour on Christmas Eve or New Year's Eve asks when bare and is read as
        // written otherwise (resolve.ts, the tables' `evening`): not a product row, tested on its own.
        if (EVENING_DAYS.has(day.slice(5)) && MORNING_HOUR.test(clock)) continue;
        const at = `${day}T${clock}`;
        const past = DateTime.fromISO(at, { zone: t.zone }) < now;
        rows.push([
          p.replace('{day}', dayText).replace('{clock}', clockText),
          past ? 'refuse' : at,
        ]);
      }
    }
  }
  return [...rows, ...(t.extra ?? [])];
}

/** One language's tables as annotated cases (each table at its own reference instant). */
export function composedCases(locale: string, tables: readonly ComposeTable[]): Annotated[] {
  return tables.flatMap((t, i) =>
    phrasingRows(
      { [locale]: composeRows(t) },
      DateTime.fromISO(t.now, { zone: t.zone }),
      COMPOSE_SOURCE,
      `compose-${locale}-${i}-${t.now}`,
      REASONS,
    ),
  );
}

/** Every language's tables found in bench/corpus/compose/. */
export async function allComposed(): Promise<Annotated[]> {
  const dir = fileURLToPath(new URL('../compose/', import.meta.url));
  const out: Annotated[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(`${dir}${file}`).href)) as {
      tables: readonly ComposeTable[];
    };
    out.push(...composedCases(file.slice(0, -3), mod.tables));
  }
  return out;
}

import { DateTime } from 'luxon';
import { phrasingReading, type Annotated } from './annotation.js';

/**
 * Polish chat phrasing of the section-2 families (issue 18, tenth round), written down
 * before the reader learned from it: no public suite with annotated readings has Polish forms
 * beyond those already imported (dateparser's test_search.py has only historical dates). Read on
 * Wednesday 11 February 2026, 10:00 in Warsaw. A reading is a local minute, a whole local day, a
 * span of hours (`from..to`: a part of the day, any hour of it), a refusal (past) or the readings
 * asked (`ask:a|b`).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  pl: [
    ['jutro o wpół do dziewiątej', '2026-02-12T08:30'],
    ['jutro kwadrans po ósmej rano', '2026-02-12T08:15'],
    ['za kwadrans piąta po południu', '2026-02-11T16:45'],
    ['pojutrze wieczorem', '2026-02-13T17:00..2026-02-13T23:00'],
    ['dziś wieczorem', '2026-02-11T17:00..2026-02-11T23:00'],
    ['jutro po południu', '2026-02-12T12:00..2026-02-12T18:00'],
    ['w sobotę rano', '2026-02-14T06:00..2026-02-14T12:00'],
    ['w czwartek wieczorem', '2026-02-12T17:00..2026-02-12T23:00'],
    ['jutro z rana', '2026-02-12T06:00..2026-02-12T12:00'],
    ['5 marca rano', '2026-03-05T06:00..2026-03-05T12:00'],
    ['w niedzielę o 10', '2026-02-15T10:00'],
    ['w następny wtorek', '2026-02-17'],
    ['w przyszły piątek', 'ask:2026-02-13T09:00|2026-02-20T09:00'],
    ['za pięć minut', '2026-02-11T10:05'],
    ['za dwie godziny', '2026-02-11T12:00'],
    ['za pół roku', '2026-08-11'],
    ['za miesiąc', '2026-03-11'],
    ['za 3 tygodnie', '2026-03-04'],
    ['o dziewiątej rano', '2026-02-12T09:00'],
    ['o 14.15', '2026-02-11T14:15'],
    ['o godz. 15', '2026-02-11T15:00'],
    ['o godz. 15:30', '2026-02-11T15:30'],
    ['15:30 w piątek', '2026-02-13T15:30'],
    ['piątek 16:00', '2026-02-13T16:00'],
    ['1 marca o 9:00', '2026-03-01T09:00'],
    ['5.03.2026 o 12:00', '2026-03-05T12:00'],
    ['w sylwestra o 23', '2026-12-31T23:00'],
    ['w Nowy Rok', '2027-01-01'],
    ['około 15', '2026-02-11T15:00'],
    ['ok. 15:00', '2026-02-11T15:00'],
    ['dziś o północy', '2026-02-12T00:00'],
    ['jutro o 8 rano', '2026-02-12T08:00'],
    ['za 2 dni o 10', '2026-02-13T10:00'],
    ['pojutrze', '2026-02-13'],
    ['o 22', '2026-02-11T22:00'],
    ['o dwudziestej drugiej', '2026-02-11T22:00'],
    ['o wpół do trzeciej', '2026-02-11T14:30'],
    ['trzy dni temu', 'refuse'],
    ['w zeszły piątek', 'refuse'],
    ['w ten weekend', '2026-02-14'],
    ['o 7 wieczorem', '2026-02-11T19:00'],
    ['za godzinę i kwadrans', '2026-02-11T11:15'],
    ['za 1,5 godziny', '2026-02-11T11:30'],
    ['w środę', '2026-02-18'],
    ['następnego dnia', '2026-02-12'],
    ['jutro o 9 wieczorem', '2026-02-12T21:00'],
    ['w piątek o 17:00', '2026-02-13T17:00'],
    ['o 6 rano', '2026-02-12T06:00'],
    ['do jutra', 'refuse'],
    ['dzisiaj wieczorem o 8', '2026-02-11T20:00'],
  ],
};

/** What a phrasing table's refusals and asks are, as its cases record them. */
export interface PhrasingReasons {
  readonly refuse: string;
  readonly ask: string;
}

const TENTH_REASONS: PhrasingReasons = {
  refuse: 'past, or a deadline (by when?), not an instant',
  ask: 'next <weekday> while that weekday is still ahead this week (decisions: ask)',
};

/**
 * Our own phrasing rows (`[text, reading]`, read by {@link phrasingReading}) as annotated cases,
 * each language's rows at its reference instant (`now`: one for all, or one per locale).
 */
export function phrasingRows(
  rows: Readonly<Record<string, readonly (readonly [string, string])[]>>,
  now: DateTime | ((locale: string) => DateTime),
  source: string,
  context: string,
  reasons: PhrasingReasons = TENTH_REASONS,
): Annotated[] {
  return Object.entries(rows).flatMap(([locale, list]) => {
    const at = typeof now === 'function' ? now(locale) : now;
    return list.map(([text, r]): Annotated => ({
      text,
      now: at,
      locale,
      source,
      context,
      reading: phrasingReading(r, at, reasons.refuse, reasons.ask),
    }));
  });
}

export function tenthPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    DateTime.fromISO('2026-02-11T10:00:00', { zone: 'Europe/Warsaw' }),
    'native phrasing (issue 18, tenth round)',
    'north-phrasing-2026-02-11T10:00',
  );
}

/** A zone where each locale's users live, for rows read in every language. */
const LOCALE_ZONES: Record<string, string> = {
  en: 'America/New_York',
  'en-GB': 'Europe/London',
  de: 'Europe/Berlin',
  fr: 'Europe/Paris',
  'es-ES': 'Europe/Madrid',
  'es-419': 'America/Mexico_City',
  it: 'Europe/Rome',
  'pt-BR': 'America/Sao_Paulo',
  nl: 'Europe/Amsterdam',
  pl: 'Europe/Warsaw',
  ru: 'Europe/Moscow',
  uk: 'Europe/Kyiv',
  tr: 'Europe/Istanbul',
  ja: 'Asia/Tokyo',
  'zh-CN': 'Asia/Shanghai',
  'zh-TW': 'Asia/Taipei',
  ko: 'Asia/Seoul',
};

/** An instant at a local wall clock in the zone of `locale`'s users (rows read in every language). */
export const atLocal =
  (iso: string) =>
  (locale: string): DateTime =>
    DateTime.fromISO(iso, { zone: LOCALE_ZONES[locale] ?? 'UTC' });

/**
 * A phrasing file's rows at several reference instants: `at(iso, rows)` gives the rows said at the
 * local `iso` (as `atLocal`), each case's context `<prefix>-<iso to the minute>`.
 */
export function phrasingAt(
  source: string,
  prefix: string,
  reasons: PhrasingReasons,
): (
  iso: string,
  rows: Readonly<Record<string, readonly (readonly [string, string])[]>>,
) => Annotated[] {
  return (iso, rows) =>
    phrasingRows(rows, atLocal(iso), source, `${prefix}-${iso.slice(0, 16)}`, reasons);
}

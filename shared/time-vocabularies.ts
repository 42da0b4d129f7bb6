import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installHolidayLoader } from './domain/time/holiday-index.js';
import type { HolidayTable } from './domain/time/holidays.js';
import { installVocabularyLoader, type Vocabulary } from './domain/time/vocabulary.js';

/**
 * Where the time-expression tables are: `locales/time/` beside the Lambda bundle (infra/bundle.ts
 * copies them there), else the repository's, as shared/i18n.ts finds the catalogs. One
 * `<locale>.json` per language in the `Vocabulary` shape (English's, en-US.json, is read under
 * every locale's own). A table is read on its locale's first use, synchronously, once per process.
 */
function vocabularyDir(): string | undefined {
  const candidates = [
    new URL('./locales/time/', import.meta.url),
    new URL('../locales/time/', import.meta.url),
  ].map((u) => fileURLToPath(u));
  candidates.push(join(process.cwd(), 'locales', 'time'));
  return candidates.find((dir) => existsSync(dir));
}

let dir: string | undefined | null = null;

/** Only a Discord locale's shape ('de', 'en-GB'): the name becomes a file name. */
const LOCALE_NAME = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,3})?$/;

export function loadVocabulary(locale: string): Vocabulary | undefined {
  if (!LOCALE_NAME.test(locale)) return undefined;
  if (dir === null) dir = vocabularyDir();
  if (dir === undefined) return undefined;
  const file = join(dir, `${locale}.json`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Vocabulary;
}

/** A locale's holiday table, locales/holidays/<locale>.json beside the time tables (infra/holidays.ts writes them). */
export function loadHolidays(locale: string): HolidayTable | undefined {
  if (!LOCALE_NAME.test(locale)) return undefined;
  if (dir === null) dir = vocabularyDir();
  if (dir === undefined) return undefined;
  const file = join(dir, '..', HOLIDAY_DIR, `${locale}.json`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as HolidayTable;
}

/** The holiday tables' folder beside the time tables' (infra/bundle.ts copies both). */
const HOLIDAY_DIR = 'holidays';

/**
 * Installs the tables' loaders (holidays, then time vocabularies) into the domain's
 * time-expression reader. Every composition root (shared/*-deps.ts) calls it; without it no
 * locale reads, English included.
 */
export function installTimeVocabularies(): void {
  // The holiday loader first: installing the vocabulary loader drops the lexicons built so far.
  installHolidayLoader(loadHolidays);
  installVocabularyLoader(loadVocabulary);
}

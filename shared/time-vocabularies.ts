import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installVocabularyLoader, type Vocabulary } from './domain/time/vocabulary.js';

/**
 * Where the time-expression tables are: `locales/time/` beside the Lambda bundle (infra/bundle.ts
 * copies them there), else the repository's, as shared/i18n.ts finds the catalogs. One
 * `<locale>.json` per language in the `Vocabulary` shape (English lives in code: every locale
 * reads it). A table is read on its locale's first use, synchronously, once per process.
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

/**
 * Installs the tables' loader into the domain's time-expression reader. Every composition root
 * (shared/*-deps.ts) calls it; without it any locale but en-US fails to read.
 */
export function installTimeVocabularies(): void {
  installVocabularyLoader(loadVocabulary);
}

/**
 * Transcribes other projects' annotated test suites into corpus cases (expressions and their
 * annotated readings only; no code or file of theirs is kept):
 *
 *   npx tsx bench/corpus/import/main.ts <dir> [--tuning-only]
 *
 * where <dir>/<owner>+<name>/repo is a git directory (bare clone) of facebook/duckling,
 * microsoft/Recognizers-Text, scrapinghub/dateparser, moment/moment and briannesbitt/Carbon.
 * Writes, per locale, bench/corpus/sources/<locale>.json (the tuning part's imported cases),
 * bench/corpus/heldout/<locale>.json (Duckling: the held-out part, scored and never tuned case by
 * case) and bench/corpus/skipped.json (what each source had that is out of scope, counted by
 * reason). With --tuning-only the held-out source is neither read nor written, and the skipped
 * counts of the sources read are merged into the file's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CorpusCase } from '../build.js';
import { ALL_LOCALES, heldoutPath, importedPath, skippedPath } from '../parts.js';
import { showFile, toCase, type Annotated, type Skipped } from './annotation.js';
import { carbonFiles, carbonPath, readCarbon } from './carbon.js';
import { readCldr } from './cldr.js';
import { applyDecisions } from './decisions.js';
import { dateparserPath, readDateparser } from './dateparser.js';
import { ducklingCorpora, readDuckling } from './duckling.js';
import { momentFiles, readMoment } from './moment.js';
import {
  readRecognizers,
  readRecognizersParser,
  recognizersParserFiles,
  recognizersParserSpecs,
  recognizersSpecs,
} from './recognizers.js';

const dir = process.argv[2];
const tuningOnly = process.argv.includes('--tuning-only');
if (dir === undefined)
  throw new Error(
    'usage: npx tsx bench/corpus/import/main.ts <dir of owner+name/repo git directories>',
  );

const show = (repo: string, path: string): string => showFile(dir, repo, path);

/** One case per expression and reference instant: a later source's duplicate is dropped. */
function cases(list: readonly Annotated[]): CorpusCase[] {
  const seen = new Set<string>();
  const out: CorpusCase[] = [];
  for (const a of list) {
    const text = a.text.trim();
    const key = `${a.now.toISO() ?? ''}\u0000${text.toLowerCase()}`;
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(
      toCase(applyDecisions({ ...a, text, locale: a.locale === 'en' ? 'en-US' : a.locale })),
    );
  }
  return out;
}

/** With --tuning-only, the held-out source's skipped counts are kept as they were written. */
const before: Record<string, Skipped> = tuningOnly
  ? (JSON.parse(readFileSync(skippedPath, 'utf8')) as Record<string, Skipped>)
  : {};
const heldOutOnly = (s: Skipped | undefined): Skipped =>
  Object.fromEntries(Object.entries(s ?? {}).filter(([source]) => source.includes('/duckling')));
const skipped: Record<string, Skipped> = {};
const dateparser = readDateparser(
  show('scrapinghub+dateparser', dateparserPath),
  (skipped['*'] ??= {}),
);
mkdirSync(fileURLToPath(new URL('../heldout/', import.meta.url)), { recursive: true });
mkdirSync(fileURLToPath(new URL('../sources/', import.meta.url)), { recursive: true });
for (const locale of ALL_LOCALES) {
  const s: Skipped = (skipped[locale] = heldOutOnly(before[locale]));
  // Held out: Duckling. A region's corpus re-annotates some of the language's expressions: it wins.
  const held: Annotated[] = [];
  for (const corpus of tuningOnly ? [] : [...(ducklingCorpora[locale] ?? [])].reverse()) {
    const path = `Duckling/Time/${corpus}/Corpus.hs`;
    held.push(...readDuckling(show('facebook+duckling', path), path, locale, s));
  }
  const tuning: Annotated[] = [];
  const spec = recognizersSpecs[locale];
  if (spec !== undefined) {
    const path = `Specs/DateTime/${spec}/DateTimeModel.json`;
    tuning.push(...readRecognizers(show('microsoft+Recognizers-Text', path), path, locale, s));
  }
  tuning.push(...(dateparser.get(locale) ?? []));
  const moment = `src/test/locale/${momentFiles[locale] ?? locale}.js`;
  tuning.push(...readMoment(show('moment+moment', moment), moment, locale, s));
  tuning.push(...readCldr(locale));
  for (const language of recognizersParserSpecs[locale] ?? [])
    for (const file of recognizersParserFiles) {
      const path = `Specs/DateTime/${language}/${file}.json`;
      tuning.push(
        ...readRecognizersParser(show('microsoft+Recognizers-Text', path), path, locale, s),
      );
    }
  if (carbonFiles[locale] !== undefined) {
    const path = carbonPath(locale);
    tuning.push(...readCarbon(show('briannesbitt+Carbon', path), path, locale, s));
  }
  if (!tuningOnly) writeFileSync(heldoutPath(locale), JSON.stringify(cases(held), null, 1) + '\n');
  writeFileSync(importedPath(locale), JSON.stringify(cases(tuning), null, 1) + '\n');
  console.log(`${locale}: held out ${held.length}, tuning ${tuning.length}`);
}
// dateparser's skips are counted once for the whole file, not per locale.
writeFileSync(skippedPath, JSON.stringify(skipped, null, 1) + '\n');

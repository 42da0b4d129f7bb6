import { ALL_LOCALES, corpusParts } from './parts.js';
import { ours, score } from './score.js';

/**
 * One source's figures in the tuning part, per language: how much of what it annotates we read
 * before tuning on it (our best estimate of a check on forms from sources we have not named).
 *
 *   npx tsx bench/corpus/source-figures.ts <regular expression on a case's source> [--misses]
 */
const [pattern, flag] = process.argv.slice(2);
if (pattern === undefined)
  throw new Error('usage: npx tsx bench/corpus/source-figures.ts <source pattern> [--misses]');
const match = new RegExp(pattern);
for (const locale of ALL_LOCALES) {
  const p = corpusParts(locale);
  const cases = [...p.own, ...p.imported].filter((c) => match.test(c.source));
  if (cases.length === 0) continue;
  const s = score(cases, ours, true);
  const pct = s.accept === 0 ? '-' : `${((100 * s.acceptCorrect) / s.accept).toFixed(1)}%`;
  console.log(
    `${locale}: ${cases.length} cases; accept ${s.acceptCorrect}/${s.accept} right (${pct}), ` +
      `wrong ${s.wrong}, refused ${s.refused}; must refuse ${s.refusedCorrectly}/${s.mustRefuse}; ask ${s.asked}/${s.ask}`,
  );
  if (flag !== '--misses') continue;
  const seen = new Set<string>();
  for (const m of s.misses)
    if (!seen.has(m.c.text)) {
      seen.add(m.c.text);
      console.log(`   miss "${m.c.text}" (${m.c.context}): got ${m.got}`);
    }
}

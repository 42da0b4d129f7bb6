import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { isLocale, locales } from '../../shared/i18n.js';
import { THURSDAY } from '../support/time.js';

/** The table of time expressions per language (docs/commands.md, once the README's): its rows name their locales as (`xx`). */
const readme = readFileSync(new URL('../../docs/commands.md', import.meta.url), 'utf8');
const rows = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [typed = '', means = ''] = line.slice(1).split(' | ');
    const codes = [...means.matchAll(/\(`([a-zA-Z0-9-]+)`(?:, `([a-zA-Z0-9-]+)`)?\)/g)]
      .flatMap((m) => [m[1], m[2]])
      .filter((c): c is string => c !== undefined && isLocale(c));
    return { codes, examples: [...typed.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string) };
  })
  .filter((row) => row.codes.length > 0);

describe('docs/commands.md: time expressions in every language', () => {
  it('has a row with examples for every language Tock speaks besides US English', () => {
    const covered = new Set(rows.flatMap((r) => r.codes));
    expect(locales.filter((l) => l !== 'en-US' && !covered.has(l))).toEqual([]);
  });

  it.each(
    rows.flatMap((r) =>
      r.codes.flatMap((locale) => r.examples.map((text) => [locale, text] as const)),
    ),
  )('%s reads %s', (locale, text) => {
    const result = parseTimeExpression(text, { now: THURSDAY, zone: 'Europe/Berlin', locale });
    expect(result.ok, `${locale}: ${text}`).toBe(true);
  });
});

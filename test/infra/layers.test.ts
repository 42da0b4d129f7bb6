import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer rules and the cycle rule of eslint.config.js, each shown failing on a planted
 * violation (and passing on the allowed form), so a config change cannot switch one off quietly.
 * Files are planted in the tree because the rules apply by path and no-cycle follows real files.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const planted: string[] = [];

function plant(layerDir: string, files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(root, layerDir, 'planted-'));
  planted.push(dir);
  return Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
}

async function ruleIds(paths: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(paths);
  return results.flatMap((r) => r.messages.map((m) => `${relative(root, r.filePath)} ${m.ruleId}`));
}

/** The (line, rule) of each problem ESLint finds in one planted file of `lines`. */
async function problems(layerDir: string, lines: string[]): Promise<[number, string | null][]> {
  const [path] = plant(layerDir, { 'planted.ts': `${lines.join('\n')}\n` });
  const [result] = await eslint.lintFiles([path!]);
  return result!.messages.map((m) => [m.line, m.ruleId]);
}

const restricted = '@typescript-eslint/no-restricted-imports';

afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

describe('layer rules', () => {
  it('a use case importing an adapter, an interaction, the configuration or i18next fails', async () => {
    expect(
      await problems('shared/usecases', [
        "import { createLogger } from '../../adapters/log.js';",
        "import { ephemeral } from '../../interactions/responses.js';",
        "import { tableNames } from '../../config.js';",
        "import i18next from 'i18next';",
        'export const all = [createLogger, ephemeral, tableNames, i18next];',
      ]),
    ).toEqual([1, 2, 3, 4].map((line) => [line, restricted]));
  });

  it('a use case may import the domain, its ports and types of the translator', async () => {
    expect(
      await problems('shared/usecases', [
        "import type { Translate } from '../../i18n.js';",
        "import type { Logger } from '../ports.js';",
        "import { toIso } from '../../domain/reminder.js';",
        'export const all = (t: Translate, l: Logger) => [t, l, toIso];',
      ]),
    ).toEqual([]);
    expect(
      await problems('shared/usecases', [
        "import { createTranslator } from '../../i18n.js';",
        'export const c = createTranslator;',
      ]),
    ).toEqual([[1, restricted]]);
  });

  it('an interaction importing a dynamo adapter or a composition root fails', async () => {
    expect(
      await problems('shared/interactions', [
        "import { createReminderStore } from '../../adapters/dynamo/reminder-repo.js';",
        "import { createInteractionDeps } from '../../interactions-deps.js';",
        'export const all = [createReminderStore, createInteractionDeps];',
      ]),
    ).toEqual([1, 2].map((line) => [line, restricted]));
  });
});

describe('cycle rule', () => {
  it('two modules importing each other fail, in any layer', async () => {
    const paths = plant('shared/adapters', {
      'a.ts': "import { b } from './b.js';\nexport const a = (): unknown => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = (): unknown => a;\n",
    });
    const ids = await ruleIds(paths);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => id.endsWith('import-x/no-cycle'))).toBe(true);
  });

  it('a cycle through a dynamic import fails too; type-only imports do not count', async () => {
    const dynamic = plant('shared/interactions', {
      'a.ts': "export const load = () => import('./b.js');\nexport const A = 'a';\n",
      'b.ts': "import { A } from './a.js';\nexport const b = A;\n",
    });
    const ids = await ruleIds(dynamic);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => id.endsWith('import-x/no-cycle'))).toBe(true);
    const typeOnly = plant('shared/domain', {
      'a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
    });
    expect(await ruleIds(typeOnly)).toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

/**
 * The docs are a map: every relative link in README.md and docs/*.md leads to a file that
 * exists, and every `#anchor` to a heading of its target, as GitHub renders them.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const docs = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name)),
];

/** The text outside fenced code blocks, line by line (a fence's own lines and content are blank). */
function prose(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
        fence = undefined;
      return '';
    }
    if (marker !== undefined) {
      fence = marker;
      return '';
    }
    return line;
  });
}

/** A heading's text as GitHub renders it before making the anchor: links become their text, code and emphasis marks go. */
function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim();
}

/** The anchors of a Markdown document's headings, as GitHub makes them (duplicates get -1, -2…). */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const line of prose(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.+)$/.exec(line)?.[1];
    if (heading !== undefined) anchors.add(slugger.slug(headingText(heading)));
  }
  return anchors;
}

/** Every link target in the document's prose (inline links, images, reference definitions), code spans left out. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of prose(markdown)) {
    const text = line.replace(/(`+)[^`]*?\1/g, '');
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      targets.push(m[1] ?? '');
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(text)?.[1];
    if (definition !== undefined) targets.push(definition);
  }
  return targets;
}

/** What is wrong with each relative link of `file` (whose text is `markdown`): an empty list when every one resolves. */
export function brokenLinks(
  file: string,
  markdown: string,
  read: (path: string) => string | undefined,
): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    // Absolute URLs (https:, mailto:) and protocol-relative ones are not ours to check.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const hash = target.indexOf('#');
    const pathPart = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    const text = read(path);
    if (text === undefined) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor !== undefined && !anchorsOf(text).has(anchor))
      broken.push(`${target}: no heading with the anchor #${anchor}`);
  }
  return broken;
}

/** A file's text; a directory reads as empty (a link to a folder resolves, and has no headings); undefined when absent. */
function readDoc(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  return statSync(path).isDirectory() ? '' : readFileSync(path, 'utf8');
}

describe('links in README.md and docs/*.md', () => {
  it.each(docs.map((file) => [relative(root, file), file]))('%s: every one resolves', (_, file) => {
    expect(brokenLinks(file, readFileSync(file, 'utf8'), readDoc)).toEqual([]);
  });

  it('finds a missing file and a missing anchor, and takes the heading anchors GitHub makes', () => {
    const files: Record<string, string> = {
      '/d/a.md': '# Title\n\n## Local runtime contract (`npm start`)\n\n## Notes\n\n## Notes\n',
    };
    const read = (path: string): string | undefined => files[path];
    const doc = [
      '[ok](a.md#local-runtime-contract-npm-start) [dup](a.md#notes-1) [self](#here)',
      '[gone](b.md) [no anchor](a.md#nowhere) [web](https://example.com/x.md#y) `[code](c.md)`',
      '```',
      '[fenced](d.md)',
      '```',
      '## Here',
    ].join('\n');
    files['/d/readme.md'] = doc;
    expect(brokenLinks('/d/readme.md', doc, read)).toEqual([
      'b.md: no such file',
      'a.md#nowhere: no heading with the anchor #nowhere',
    ]);
  });
});

/** Every TypeScript file of the project (node_modules and build output left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'cdk.out', 'dist', 'coverage'].includes(entry.name) ||
        entry.name.startsWith('.')
        ? []
        : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('code comments that cite the docs', () => {
  const sources = ['shared', 'functions', 'infra', 'bench', 'test'].flatMap((dir) =>
    sourceFiles(join(root, dir)),
  );
  const specHeadings = new Set(
    prose(readFileSync(join(root, 'docs', 'spec-notes.md'), 'utf8')).flatMap((line) => {
      const heading = /^#{2,6}\s+(.+)$/.exec(line)?.[1];
      return heading === undefined ? [] : [headingText(heading)];
    }),
  );

  it('name docs/ pages that exist', () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/([\w.-]+\.md)\b/g)]
        .filter((m) => !existsSync(join(root, 'docs', m[1] ?? '')))
        .map((m) => `${relative(root, file)}: docs/${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite only headings that docs/spec-notes.md has', () => {
    const cited = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/spec-notes\.md[,:] ([^);\n]+)/g)].flatMap((m) =>
        (m[1] ?? '').split(', ').map((heading) => ({
          file: relative(root, file),
          heading: heading.replace(/\.?\s*(\*\/)?\s*$/, ''),
        })),
      ),
    );
    expect(cited.length).toBeGreaterThan(90);
    expect(cited.filter((c) => !specHeadings.has(c.heading))).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it('stays a map: under 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(250);
  });

  it('carries the quick start commands, the test command CI runs among them', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});

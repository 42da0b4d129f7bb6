import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { loadCatalog, locales } from '../../../shared/i18n.js';

/** The page as served: one HTML document with its script and styles inlined, plain and gzipped. */
export interface PageAssets {
  readonly html: Buffer;
  readonly gzip: Buffer;
}

const pageDir = fileURLToPath(new URL('./page/', import.meta.url));

/**
 * The page's own texts: the `sandbox` section of each catalog, by locale, as JSON safe inside
 * a script element (no `<` at all, so no `</script>`).
 */
export function pageStrings(): string {
  const strings = Object.fromEntries(
    locales.map((locale) => [locale, loadCatalog(locale).sandbox ?? {}]),
  );
  return JSON.stringify(strings).replaceAll('<', '\\u003c');
}

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The template's `data-i18n` elements with en-US's text, so the document reads right before
 * its script runs (which relabels it in the switcher's language).
 */
function withDefaultTexts(template: string): string {
  const strings = (loadCatalog('en-US').sandbox ?? {}) as Readonly<Record<string, unknown>>;
  return template.replace(
    /(<(\w+)[^>]*\sdata-i18n="(\w+)"[^>]*>)(<\/\2>)/g,
    (_, open: string, _tag: string, key: string, close: string) => {
      const text = typeof strings[key] === 'string' ? strings[key] : '';
      return `${open}${escapeHtml(text).replaceAll('{{endpoint}}', '<code>POST /interactions</code>')}${close}`;
    },
  );
}

/**
 * Bundles the page with the project's own esbuild, in memory: no CDN, no second request.
 * Everything is inlined into one document because the page is small (tens of KB) and a
 * single round trip is the fastest first load; so are the page's texts in every language
 * (page/i18n.ts), so its locale switcher relabels it at once.
 */
export async function buildPage(): Promise<PageAssets> {
  const [script, style] = await Promise.all([
    build({
      entryPoints: [`${pageDir}main.ts`],
      bundle: true,
      minify: true,
      write: false,
      format: 'iife',
      target: 'es2022',
      platform: 'browser',
      legalComments: 'none',
    }),
    transform(readFileSync(`${pageDir}style.css`, 'utf8'), { loader: 'css', minify: true }),
  ]);
  const js = script.outputFiles[0]?.text ?? '';
  const template = readFileSync(`${pageDir}index.html`, 'utf8');
  // A function replacement: `$` sequences in the bundle must not be read as patterns.
  const html = withDefaultTexts(template)
    .replace('/*STYLE*/', () => style.code)
    .replace('/*STRINGS*/', pageStrings)
    .replace('/*SCRIPT*/', () => js.replaceAll('</script', '<\\/script'));
  const buffer = Buffer.from(html, 'utf8');
  return { html: buffer, gzip: gzipSync(buffer, { level: 9 }) };
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';

/** The page as served: one HTML document with its script and styles inlined, plain and gzipped. */
export interface PageAssets {
  readonly html: Buffer;
  readonly gzip: Buffer;
}

const pageDir = fileURLToPath(new URL('./page/', import.meta.url));

/**
 * Bundles the page with the project's own esbuild, in memory: no CDN, no second request.
 * Everything is inlined into one document because the page is small (tens of KB) and a
 * single round trip is the fastest first load.
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
  const html = template
    .replace('/*STYLE*/', () => style.code)
    .replace('/*SCRIPT*/', () => js.replaceAll('</script', '<\\/script'));
  const buffer = Buffer.from(html, 'utf8');
  return { html: buffer, gzip: gzipSync(buffer, { level: 9 }) };
}

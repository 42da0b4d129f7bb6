/**
 * Bundles a Lambda entry (functions/<name>/index.ts) with the local esbuild: one ESM file,
 * minified, the AWS SDK included. The stack, the bundle tests and bench/bundle.ts all call
 * this, so what is measured and tested is what is deployed, and `cdk synth` needs neither
 * Docker nor a network.
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';

/** The Lambda functions, one directory each under functions/. */
export const functionNames = [
  'interactions',
  'public-pages',
  'dispatcher',
  'calendar-sync',
  'participant-stream',
  'kms-public-key',
  'webhook-key',
] as const;
export type FunctionName = (typeof functionNames)[number];

/** The functions that carry the real SSM client: every other bundle gets infra/bundle-shims/client-ssm.ts. */
const ssmClientIn: ReadonlySet<FunctionName> = new Set([
  'kms-public-key',
  'dispatcher',
  'webhook-key',
]);

/** The file the bundle is written to; the Lambda handler is `index.handler`. */
export const BUNDLE_FILE = 'index.mjs';

/**
 * The catalogs' directory beside the bundle: shared/i18n.ts reads one `<locale>.json` from it
 * on a locale's first use, so the bundle carries no catalog and one language's request
 * reads only its own (plus en-US).
 */
export const CATALOG_DIR = 'locales';

/** The time-expression tables' folder inside {@link CATALOG_DIR} (shared/time-vocabularies.ts). */
export const TIME_VOCABULARY_DIR = 'time';

/** The holiday tables' folder inside {@link CATALOG_DIR} (infra/holidays.ts writes them; shared/time-vocabularies.ts reads them). */
export const HOLIDAY_DIR = 'holidays';

/** Node version the bundle targets: the Lambda runtime (nodejs22.x). */
export const BUNDLE_TARGET = 'node22';

const root = fileURLToPath(new URL('..', import.meta.url));
const requireHere = createRequire(import.meta.url);

const DISCORD_TYPES = 'discord-api-types/v10';
const DISCORD_TYPES_FULL = 'tock-discord-api-types-full';

/** True for a TypeScript enum compiled to CommonJS: a plain object of strings and numbers. */
function isPlainEnum(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

/**
 * A numeric enum without TypeScript's reverse mapping (`1: 'ActionRow'` beside `ActionRow: 1`):
 * the code reads enums by name only (test/infra/bundle.test.ts checks that it never indexes one).
 */
function namesOnly(value: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([key, v]) => !(typeof v === 'string' && /^-?\d+$/.test(key) && value[v] === Number(key)),
    ),
  );
}

/**
 * discord-api-types is one CommonJS module (gateway, REST routes, RPC, every enum: about
 * 90 KB minified) that esbuild cannot tree-shake, while the interactions function needs a
 * handful of its enums. This plugin serves `discord-api-types/v10` as an ES module with each
 * enum as its own constant, its values read from the real package at build time, so unused
 * ones drop out. The few exports that are not plain enums (Routes, Utils, …) are re-exported
 * from the real module, marked side-effect free, so it is bundled only where one is used
 * (the dispatcher uses Routes). Types are unaffected: tsc still reads the real package.
 */
const discordEnumsPlugin: Plugin = {
  name: 'discord-api-types-enums',
  setup(build) {
    build.onResolve({ filter: /^discord-api-types\/v10$/ }, () => ({
      path: DISCORD_TYPES,
      namespace: 'discord-enums',
      sideEffects: false,
    }));
    build.onResolve({ filter: new RegExp(`^${DISCORD_TYPES_FULL}$`) }, () => ({
      path: requireHere.resolve(DISCORD_TYPES),
      sideEffects: false,
    }));
    build.onLoad({ filter: /.*/, namespace: 'discord-enums' }, () => {
      const real = requireHere(DISCORD_TYPES) as Record<string, unknown>;
      const lines: string[] = [];
      const rest: string[] = [];
      for (const [name, value] of Object.entries(real)) {
        if (isPlainEnum(value) || typeof value === 'string' || typeof value === 'number') {
          lines.push(
            `export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(isPlainEnum(value) ? namesOnly(value) : value)});`,
          );
        } else rest.push(name);
      }
      if (rest.length > 0)
        lines.push(`export { ${rest.join(', ')} } from '${DISCORD_TYPES_FULL}';`);
      return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
    });
  },
};

/**
 * @smithy/core's JavaScript SHA-256 is only the fallback for a platform without node:crypto;
 * this serves infra/bundle-shims/sha256-js.ts in its place (an import by relative path, which
 * esbuild's `alias` cannot reach).
 */
const sha256FallbackPlugin: Plugin = {
  name: 'smithy-sha256-js-fallback',
  setup(build) {
    build.onResolve({ filter: /^\.\/Sha256Js$/ }, (args) =>
      /@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]checksum[\\/]sha256$/.test(args.resolveDir)
        ? { path: join(root, 'infra', 'bundle-shims', 'sha256-js.ts') }
        : undefined,
    );
  },
};

/**
 * @smithy/core's endpoint middleware adjusts an S3 client's parameters (bucket names, path
 * style); no function has an S3 client, so this serves infra/bundle-shims/s3-endpoint-params.ts
 * in its place (an import by relative path, which esbuild's `alias` cannot reach).
 */
const s3EndpointParamsPlugin: Plugin = {
  name: 'smithy-s3-endpoint-params',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/service-customizations$/ }, (args) =>
      /@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]endpoints[\\/]middleware-endpoint[\\/]adaptors$/.test(
        args.resolveDir,
      )
        ? { path: join(root, 'infra', 'bundle-shims', 's3-endpoint-params.ts') }
        : undefined,
    );
  },
};

/**
 * An AWS SDK client imports its whole package.json (about 2.4 KB minified for DynamoDB) to
 * read `version` for its User-Agent header; this serves it as `{ version }` alone.
 * test/infra/bundle.test.ts checks that the clients read no other field.
 */
const sdkPackageVersionPlugin: Plugin = {
  name: 'aws-sdk-package-version',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]package\.json$/ },
      (args) => {
        const { version } = JSON.parse(readFileSync(args.path, 'utf8')) as { version: string };
        return { contents: JSON.stringify({ version }), loader: 'json' };
      },
    );
  },
};

/**
 * The DynamoDB exceptions the functions' operations can answer with: the `@throws` of the item and
 * transaction commands they send (GetItem, PutItem, UpdateItem, DeleteItem, Query, Scan, the
 * batch and transaction commands, and ListTables). test/infra/bundle.test.ts checks this against
 * the commands each bundle carries.
 */
export const DYNAMODB_ITEM_ERRORS: ReadonlySet<string> = new Set([
  'ConditionalCheckFailedException',
  'IdempotentParameterMismatchException',
  'InternalServerError',
  'InvalidEndpointException',
  'ItemCollectionSizeLimitExceededException',
  'ProvisionedThroughputExceededException',
  'ReplicatedWriteConflictException',
  'RequestLimitExceeded',
  'ResourceNotFoundException',
  'ThrottlingException',
  'TransactionCanceledException',
  'TransactionConflictException',
  'TransactionInProgressException',
]);

/**
 * The DynamoDB client registers a class and a schema for each of its 35 exceptions at import,
 * those of table, backup, export, import and global-table operations included, which the
 * functions never send. This registers only {@link DYNAMODB_ITEM_ERRORS}, so the other classes
 * drop out of the bundle; should one come back anyway, the SDK still throws it as a
 * DynamoDBServiceException with the exception's name and fault (its fallback for an error it
 * has no class for).
 */
const dynamoItemErrorsPlugin: Plugin = {
  name: 'dynamodb-item-errors',
  setup(build) {
    build.onLoad(
      {
        filter:
          /[\\/]node_modules[\\/]@aws-sdk[\\/]client-dynamodb[\\/]dist-es[\\/]schemas[\\/]schemas_0\.js$/,
      },
      (args) => {
        const text = readFileSync(args.path, 'utf8');
        const contents = text.replace(
          /^n0_registry\.registerError\((\w+)\$, \1\);$/gm,
          (line, name: string) => (DYNAMODB_ITEM_ERRORS.has(name) ? line : ''),
        );
        return { contents, loader: 'js' };
      },
    );
  },
};

/**
 * The AWS SDK's partition table (which DNS suffix and features a region's endpoint has) lists
 * every region by name, each with a description ("Asia Pacific (Tokyo)") that endpoint
 * resolution never reads, and also matches regions by each partition's pattern. This serves it
 * with the descriptions left out and only the regions the patterns would place in another
 * partition; test/infra/bundle.test.ts checks that every region resolves as before.
 */
const sdkPartitionsPlugin: Plugin = {
  name: 'aws-sdk-partitions',
  setup(build) {
    build.onLoad(
      {
        filter:
          /[\\/]node_modules[\\/]@aws-sdk[\\/]core[\\/]dist-es[\\/]submodules[\\/]client[\\/]util-endpoints[\\/]lib[\\/]aws[\\/]partitions\.js$/,
      },
      (args) => ({
        contents: `export const partitionsInfo = ${JSON.stringify(
          compactPartitions(parsePartitions(readFileSync(args.path, 'utf8'))),
        )};`,
      }),
    );
  },
};

/** The SDK's partition table (@aws-sdk/core, util-endpoints/lib/aws/partitions.js). */
export interface Partitions {
  readonly partitions: readonly {
    readonly id: string;
    readonly regionRegex: string;
    readonly regions: Readonly<Record<string, object>>;
  }[];
}

/** The table of partitions.js (`export const partitionsInfo = {…};`, its object in JSON). */
export function parsePartitions(source: string): Partitions {
  return JSON.parse(source.replace(/^[^{]*|;\s*$/g, '')) as Partitions;
}

/**
 * The table without region descriptions, and without the regions that the partitions' patterns
 * (tried in order, 'aws' when none matches: the SDK's `partition()`) place where they are listed.
 */
export function compactPartitions(table: Partitions): Partitions {
  const byPattern = (region: string): string =>
    table.partitions.find((p) => new RegExp(p.regionRegex).test(region))?.id ?? 'aws';
  const listed = (region: string): number =>
    table.partitions.filter((p) => Object.hasOwn(p.regions, region)).length;
  return {
    ...table,
    partitions: table.partitions.map((p) => ({
      ...p,
      regions: Object.fromEntries(
        Object.keys(p.regions)
          .filter((r) => listed(r) > 1 || byPattern(r) !== p.id)
          .map((r) => [r, {}]),
      ),
    })),
  };
}

export interface Bundle {
  /** Directory holding {@link BUNDLE_FILE} and the catalogs ({@link CATALOG_DIR}): what Code.fromAsset uploads. */
  readonly dir: string;
  readonly file: string;
  /**
   * Bytes a cold start loads: {@link BUNDLE_FILE} plus the chunks it imports statically
   * (a shared chunk when the function has lazily imported parts). The lazy chunks are not counted.
   */
  readonly bytes: number;
  /** Files a cold start loads ({@link BUNDLE_FILE} and its static chunks), relative to `dir`. */
  readonly startupFiles: readonly string[];
  /** Chunks imported on first use only (a dynamic `import()` in the code), relative to `dir`. */
  readonly lazyFiles: readonly string[];
  /** Input files esbuild included (paths relative to the project root). */
  readonly inputs: readonly string[];
  /** esbuild's metafile (per-input and per-output bytes), for analysis: `esbuild.analyzeMetafile`. */
  readonly metafile: Metafile;
}

/**
 * How every Lambda bundle is built (and so how the benchmarks build what they measure): one
 * minified ESM file, each package's ESM build preferred (the AWS SDK's dist-es tree-shakes,
 * its dist-cjs does not).
 */
export const shippedBuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: BUNDLE_TARGET,
  format: 'esm',
  mainFields: ['module', 'main'],
} as const satisfies BuildOptions;

/**
 * Builds one function into a fresh temporary directory. Every dependency is bundled,
 * including `@aws-sdk/*`: the runtime's own SDK copy is not pinned to our version, and a
 * single file imports faster. Asynchronous because esbuild plugins need it, so the CDK app
 * bundles first and hands the directories to the stack.
 */
export async function bundleFunction(
  name: FunctionName,
  outDir: string = mkdtempSync(join(tmpdir(), `tock-${name}-`)),
): Promise<Bundle> {
  const file = join(outDir, BUNDLE_FILE);
  // The public pages' OAuth part is a second file beside index.mjs, imported on its first
  // request only (functions/public-pages/oauth.ts): a feed or `/tz` request never loads it.
  if (name === 'public-pages')
    await buildEntry(
      name,
      join(root, 'functions', name, 'oauth.ts'),
      join(outDir, OAUTH_BUNDLE_FILE),
    );
  // The dispatcher's Lambda client, imported on its first hand-off to the drain only (functions/dispatcher/drain-starter.ts).
  if (name === 'dispatcher')
    await buildEntry(
      name,
      join(root, 'functions', name, 'drain-starter.ts'),
      join(outDir, DRAIN_STARTER_BUNDLE_FILE),
    );
  const metafile = await buildEntry(name, join(root, 'functions', name, 'index.ts'), file);
  copyCatalogs(join(outDir, CATALOG_DIR));
  const { startup, lazy } = chunksOf(metafile, relative(root, file));
  const files = (list: readonly string[]) => list.map((f) => relative(outDir, join(root, f)));
  const bytes = startup.reduce((sum, f) => sum + statSync(join(root, f)).size, 0);
  return {
    dir: outDir,
    file,
    bytes,
    startupFiles: files(startup),
    lazyFiles: files(lazy),
    inputs: Object.keys(metafile.inputs),
    metafile,
  };
}

/** Where lazily imported code goes: `chunks/` beside {@link BUNDLE_FILE}. */
export const CHUNK_DIR = 'chunks';

/** The output files `entry` loads at import (itself and its static imports, transitively), and the rest of its JavaScript outputs. */
function chunksOf(metafile: Metafile, entry: string): { startup: string[]; lazy: string[] } {
  const startup = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (startup.has(file)) continue;
    startup.add(file);
    for (const i of metafile.outputs[file]?.imports ?? [])
      if (i.kind === 'import-statement' && !i.external) pending.push(i.path);
  }
  const javascript = Object.keys(metafile.outputs).filter((f) => f.endsWith('.mjs'));
  return { startup: [...startup], lazy: javascript.filter((f) => !startup.has(f)) };
}

/**
 * Builds another entry point exactly as `name`'s bundle is built (same options, aliases and
 * shims), with the catalogs beside it: a benchmark's harness around the function's code then
 * runs that code as Lambda runs it.
 */
export async function bundleAs(
  name: FunctionName,
  entry: string,
  outDir: string = mkdtempSync(join(tmpdir(), `tock-${name}-`)),
  /** `minify: false` keeps function names readable in a CPU profile. */
  overrides: Pick<BuildOptions, 'minify'> = {},
): Promise<Pick<Bundle, 'dir' | 'file' | 'bytes'>> {
  const file = join(outDir, BUNDLE_FILE);
  await buildEntry(name, entry, file, overrides);
  copyCatalogs(join(outDir, CATALOG_DIR));
  return { dir: outDir, file, bytes: statSync(file).size };
}

/** The public pages function's lazily imported OAuth pages. */
export const OAUTH_BUNDLE_FILE = 'oauth.mjs';

/** The dispatcher's lazily imported Lambda client (the drain hand-off). */
export const DRAIN_STARTER_BUNDLE_FILE = 'drain-starter.mjs';

/** Some CommonJS dependencies require() Node built-ins; ESM output has no `require` of its own. */
export const REQUIRE_BANNER =
  "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);";

/**
 * esbuild writes the banner into every output file, but with splitting only the file that holds
 * the CommonJS code (and esbuild's `__require` helper) reads `require`: every other file loses it,
 * about 80 bytes off each of the chunks a cold start loads. A file keeps it when the word
 * `require` appears anywhere else in it (test/infra/bundle.test.ts checks both ways).
 */
function dropUnreadBanner(metafile: Metafile): void {
  for (const [out, output] of Object.entries(metafile.outputs)) {
    if (!out.endsWith('.mjs')) continue;
    const path = join(root, out);
    const text = readFileSync(path, 'utf8');
    if (!text.startsWith(REQUIRE_BANNER)) continue;
    const rest = text.slice(REQUIRE_BANNER.length).replace(/^\n/, '');
    if (/\brequire\b/.test(rest)) continue;
    writeFileSync(path, rest);
    output.bytes = Buffer.byteLength(rest);
  }
}

async function buildEntry(
  name: FunctionName,
  entry: string,
  file: string,
  overrides: Pick<BuildOptions, 'minify'> = {},
): Promise<Metafile> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [basename(file, '.mjs')]: entry },
    outdir: dirname(file),
    // A dynamic import() becomes a chunk loaded on first use; code it shares with the entry goes to a shared chunk.
    splitting: true,
    chunkNames: `${CHUNK_DIR}/[name]-[hash]`,
    outExtension: { '.js': '.mjs' },
    ...shippedBuildOptions,
    ...overrides,
    mainFields: [...shippedBuildOptions.mainFields],
    alias: {
      '@aws-sdk/credential-provider-node': join(
        root,
        'infra',
        'bundle-shims',
        'credential-provider-node.ts',
      ),
      // Only `verifyKey` is used; the CommonJS package would come whole (see the shim).
      'discord-interactions': join(root, 'infra', 'bundle-shims', 'discord-interactions.ts'),
      // The SDK's endpoint-discovery cache, built by every DynamoDB client but never used (see the shim).
      'mnemonist/lru-cache': join(root, 'infra', 'bundle-shims', 'lru-cache.ts'),
      // The functions read only Secrets Manager secrets at cold start (see the shim); the SSM
      // client is real in the dispatcher (a lazy chunk, loaded when it opens its first webhook:
      // shared/webhook-cipher.ts) and in the deploy-time webhook key pair resource.
      ...(!ssmClientIn.has(name)
        ? { '@aws-sdk/client-ssm': join(root, 'infra', 'bundle-shims', 'client-ssm.ts') }
        : {}),
    },
    // Only reached by event-stream operations (HttpProtocol imports it lazily), which DynamoDB calls never use.
    external: ['@smithy/core/event-streams'],
    banner: { js: REQUIRE_BANNER },
    legalComments: 'none',
    // Catalog texts as UTF-8, not \u escapes (a CJK character is 3 bytes instead of 6).
    charset: 'utf8',
    plugins: [
      discordEnumsPlugin,
      sha256FallbackPlugin,
      s3EndpointParamsPlugin,
      sdkPackageVersionPlugin,
      dynamoItemErrorsPlugin,
      sdkPartitionsPlugin,
    ],
    metafile: true,
    logLevel: 'silent',
  });
  dropUnreadBanner(result.metafile);
  return result.metafile;
}

/** Copies every `locales/*.json` into `dir`, and the time-expression and holiday tables (`locales/time/*.json`, `locales/holidays/*.json`) into `dir/time` and `dir/holidays`. */
function copyCatalogs(dir: string): void {
  const from = join(root, 'locales');
  for (const file of readdirSync(from).filter((f) => f.endsWith('.json')))
    cpSync(join(from, file), join(dir, file));
  for (const sub of [TIME_VOCABULARY_DIR, HOLIDAY_DIR]) {
    const tables = join(from, sub);
    for (const file of readdirSync(tables).filter((f) => f.endsWith('.json')))
      cpSync(join(tables, file), join(dir, sub, file));
  }
}

/** Every function's bundle, built in parallel. */
export async function bundleAll(): Promise<Record<FunctionName, Bundle>> {
  const bundles = await Promise.all(
    functionNames.map(async (name) => [name, await bundleFunction(name)] as const),
  );
  return Object.fromEntries(bundles) as Record<FunctionName, Bundle>;
}

/** Deletes the bundles' temporary directories (once synthesis has copied them into cdk.out). */
export function removeBundles(bundles: Readonly<Record<string, Pick<Bundle, 'dir'>>>): void {
  for (const { dir } of Object.values(bundles)) rmSync(dir, { recursive: true, force: true });
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n } from 'i18next';

/**
 * Every catalog we ship, by Discord locale (one `locales/<locale>.json` each). en-US is the
 * fallback and the reference.
 * @see https://discord.com/developers/docs/reference#locales
 */
export const locales = [
  'en-US',
  'en-GB',
  'de',
  'es-ES',
  'es-419',
  'fr',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'tr',
  'uk',
  'zh-CN',
  'zh-TW',
] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en-US';

/** A catalog as read from its JSON file: nested objects of strings. */
export type Catalog = { readonly [key: string]: string | Catalog };

const known = new Set<string>(locales);

/** True when `locale` names a catalog we ship. */
export function isLocale(locale: string | undefined): locale is Locale {
  return locale !== undefined && known.has(locale);
}

/**
 * Maps a Discord locale to a catalog we have: its own when we ship one (es-419 and es-ES,
 * en-GB and en-US are separate catalogs), any other English to en-US, anything else to the
 * fallback.
 */
export function resolveLocale(discordLocale: string | undefined): Locale {
  if (isLocale(discordLocale)) return discordLocale;
  if (discordLocale?.startsWith('en')) return 'en-US';
  return fallbackLocale;
}

/**
 * Where the catalogs are: `locales/` beside the Lambda bundle (infra/bundle.ts copies them
 * there), else the repository's `locales/` when running from source.
 */
function catalogDir(): string {
  const candidates = [
    new URL('./locales/', import.meta.url),
    new URL('../locales/', import.meta.url),
  ].map((u) => fileURLToPath(u));
  return (
    candidates.find((dir) => existsSync(join(dir, `${fallbackLocale}.json`))) ??
    (candidates[1] as string)
  );
}

let dir: string | undefined;
const cache = new Map<Locale, Catalog>();

/** Reads one catalog from disk, once per process. Synchronous: a request's first lookup needs it now. */
export function loadCatalog(locale: Locale): Catalog {
  let catalog = cache.get(locale);
  if (!catalog) {
    dir ??= catalogDir();
    catalog = JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalog;
    cache.set(locale, catalog);
  }
  return catalog;
}

/** `key` may be a list: the first key the catalog has wins (i18next's fallback keys). */
export type Translate = (
  locale: string | undefined,
  key: string | readonly string[],
  params?: Record<string, unknown>,
) => string;

/**
 * Builds the translator once per process; lookups are synchronous. Nothing is read until the
 * first lookup (a dispatcher's cold start on an idle minute translates nothing); then en-US
 * (the fallback) and the language asked for, and any other catalog on its first use, so a
 * request in one language reads only that catalog. `read` is for tests that watch which
 * catalogs are read.
 */
export function createTranslator(read: (locale: Locale) => Catalog = loadCatalog): Translate {
  let instance: i18n | undefined;
  const start = (): i18n => {
    const created = i18next.createInstance();
    void created.init({
      resources: { [fallbackLocale]: { translation: read(fallbackLocale) } },
      lng: fallbackLocale,
      fallbackLng: fallbackLocale,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    } as Parameters<i18n['init']>[0]);
    return created;
  };
  const fixed = new Map<Locale, ReturnType<i18n['getFixedT']>>();
  return (locale, key, params) => {
    const lng = resolveLocale(locale);
    let t = fixed.get(lng);
    if (!t) {
      instance ??= start();
      if (!instance.hasResourceBundle(lng, 'translation'))
        instance.addResourceBundle(lng, 'translation', read(lng));
      t = instance.getFixedT(lng);
      fixed.set(lng, t);
    }
    return t(key as string | string[], params ?? {}) as string;
  };
}

import i18next, { type i18n } from 'i18next';
import enUS from '../locales/en-US.json' with { type: 'json' };
import zhTW from '../locales/zh-TW.json' with { type: 'json' };

/** Every catalog, keyed by Discord locale. en-US is the fallback and the reference. */
export const catalogs = { 'en-US': enUS, 'zh-TW': zhTW } as const;
export type Locale = keyof typeof catalogs;
export const locales = Object.keys(catalogs) as Locale[];
export const fallbackLocale: Locale = 'en-US';

/** Maps a Discord locale (`en-GB`, `zh-TW`, …) to a catalog we have. */
export function resolveLocale(discordLocale: string | undefined): Locale {
  if (discordLocale && discordLocale in catalogs) return discordLocale as Locale;
  if (discordLocale?.startsWith('en')) return 'en-US';
  return fallbackLocale;
}

/** `key` may be a list: the first key the catalog has wins (i18next's fallback keys). */
export type Translate = (locale: string | undefined, key: string | readonly string[], params?: Record<string, unknown>) => string;

/** Builds the translator once per process; lookups are synchronous. */
export function createTranslator(): Translate {
  const instance: i18n = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(Object.entries(catalogs).map(([lng, cat]) => [lng, { translation: cat }])),
    lng: fallbackLocale,
    fallbackLng: fallbackLocale,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  const fixed = new Map(locales.map((l) => [l, instance.getFixedT(l)]));
  return (locale, key, params) => {
    const t = fixed.get(resolveLocale(locale)) ?? instance.t;
    return t(key as string | string[], params ?? {}) as string;
  };
}

import { describe, expect, it } from 'vitest';
import { allErrorKeys } from '../../shared/domain/errors.js';
import {
  createTranslator,
  fallbackLocale,
  loadCatalog,
  locales,
  resolveLocale,
  type Catalog,
  type Locale,
} from '../../shared/i18n.js';

function flatten(tree: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** i18next's plural suffixes (CLDR categories). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string): string => key.replace(PLURAL, '');
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
/** The plural categories a language uses for cardinal numbers, as i18next picks them. */
const categories = (locale: Locale): string[] =>
  [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
/** True when the language's `one` category holds the number 1 alone (not 0, 21, 101…). */
const onlyOne = (locale: Locale): boolean => {
  const rules = new Intl.PluralRules(locale);
  return (
    Array.from({ length: 1001 }, (_, n) => n)
      .filter((n) => rules.select(n) === 'one')
      .join() === '1'
  );
};
/**
 * Plural forms a catalog carries beyond its language's: zh-TW still has en-US's `_one`
 * forms, which i18next never picks for Chinese. Remove the entry once they are dropped.
 */
const deadForms: Partial<Record<Locale, readonly string[]>> = { 'zh-TW': ['one'] };

const reference = flatten(loadCatalog(fallbackLocale));
const referenceBases = new Map<string, string>();
for (const [key, text] of reference)
  if (!referenceBases.has(base(key)) || !PLURAL.test(key)) referenceBases.set(base(key), text);
const pluralBases = new Set([...reference.keys()].filter((k) => PLURAL.test(k)).map(base));

describe('Catalogs', () => {
  it('exist for every locale the bot lists', () => {
    for (const locale of locales)
      expect(Object.keys(loadCatalog(locale)).length, locale).toBeGreaterThan(0);
  });

  it.each(locales)('%s has every message of en-US and no others', (locale) => {
    const keys = [...new Set([...flatten(loadCatalog(locale)).keys()].map(base))].sort();
    expect(keys).toEqual([...referenceBases.keys()].sort());
  });

  it.each(locales)(
    '%s has exactly the plural forms its language uses, for every counted message',
    (locale) => {
      const mine = [...flatten(loadCatalog(locale)).keys()];
      const expected = [...categories(locale), ...(deadForms[locale] ?? [])].sort();
      for (const key of pluralBases) {
        const forms = mine
          .filter((k) => base(k) === key && PLURAL.test(k))
          .map((k) => PLURAL.exec(k)?.[1])
          .sort();
        expect({ key, forms }).toEqual({ key, forms: [...new Set(expected)] });
      }
    },
  );

  it.each(locales)('%s uses the same placeholders as en-US in every message', (locale) => {
    const mine = flatten(loadCatalog(locale));
    for (const [key, text] of mine) {
      const en = reference.get(key) ?? referenceBases.get(base(key)) ?? '';
      let expected = placeholders(en);
      // Where `one` means exactly 1, its form may say "every day" instead of "every {{count}} day".
      if (key.endsWith('_one') && onlyOne(locale) && !text.includes('{{count}}'))
        expected = expected.filter((p) => p !== 'count');
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: expected });
    }
  });

  it('has a message for every error key', () => {
    for (const key of allErrorKeys) expect(reference.has(`errors.${key}`), key).toBe(true);
  });

  it.each(locales)('%s has no empty messages', (locale) => {
    for (const [key, text] of flatten(loadCatalog(locale)))
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
  });
});

describe('Function: createTranslator', () => {
  const t = createTranslator();

  it('picks the catalog from the interaction locale and falls back to en-US', () => {
    expect(t('zh-TW', 'embed.title')).toBe('🔔 提醒');
    expect(t('en-US', 'embed.title')).toBe('🔔 Reminder');
    expect(t('de', 'embed.title')).toBe('🔔 Erinnerung');
    expect(t('sv-SE', 'embed.title')).toBe('🔔 Reminder');
    expect(t(undefined, 'embed.title')).toBe('🔔 Reminder');
  });

  it('fills placeholders and plural forms', () => {
    expect(t('en-US', 'embed.footer', { id: 'rem_abc' })).toBe('Reminder ID: rem_abc');
    expect(t('en-US', 'remind.times_limit', { count: 1 })).toBe('It will be sent 1 time.');
    expect(t('en-US', 'remind.times_limit', { count: 3 })).toBe('It will be sent 3 times.');
    expect(t('zh-TW', 'remind.times_limit', { count: 3 })).toBe('將發送 3 次。');
  });

  it('uses the several plural forms of Russian, Polish and Ukrainian', () => {
    const form = (locale: string, count: number) =>
      t(locale, 'units.minute', { count }).replace(String(count), '#');
    expect([1, 3, 5, 21].map((n) => form('ru', n))).toEqual([
      '# минуту',
      '# минуты',
      '# минут',
      '# минуту',
    ]);
    expect([1, 3, 5, 21].map((n) => form('uk', n))).toEqual([
      '# хвилину',
      '# хвилини',
      '# хвилин',
      '# хвилину',
    ]);
    expect([1, 3, 5, 22].map((n) => form('pl', n))).toEqual([
      '# minutę',
      '# minuty',
      '# minut',
      '# minuty',
    ]);
  });

  it('reads a catalog only when its language is first used, and en-US (the fallback) with the first', () => {
    const read: Locale[] = [];
    const watched = createTranslator((locale) => {
      read.push(locale);
      return loadCatalog(locale);
    });
    expect(read).toEqual([]);
    watched('de', 'embed.title');
    watched('de', 'embed.footer', { id: 'x' });
    expect(read).toEqual(['en-US', 'de']);
  });

  it('maps each Discord locale we have a catalog for to it, other English to en-US', () => {
    for (const locale of locales) expect(resolveLocale(locale)).toBe(locale);
    expect(resolveLocale('en-GB')).toBe('en-GB');
    expect(resolveLocale('es-419')).toBe('es-419');
    expect(resolveLocale('es-ES')).toBe('es-ES');
    expect(resolveLocale('en-AU')).toBe('en-US');
    expect(resolveLocale('sv-SE')).toBe('en-US');
    expect(resolveLocale(undefined)).toBe('en-US');
  });
});

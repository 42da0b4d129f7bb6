import { describe, expect, it } from 'vitest';
import { allErrorKeys } from '../../shared/domain/errors.js';
import { catalogs, createTranslator, fallbackLocale, resolveLocale, type Locale } from '../../shared/i18n.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
const reference = flatten(catalogs[fallbackLocale] as Tree);

describe('Catalogs', () => {
  it.each(Object.keys(catalogs) as Locale[])('%s has every key of en-US and no others', (locale) => {
    const keys = [...flatten(catalogs[locale] as Tree).keys()].sort();
    expect(keys).toEqual([...reference.keys()].sort());
  });

  it.each(Object.keys(catalogs) as Locale[])('%s uses the same placeholders as en-US in every message', (locale) => {
    const mine = flatten(catalogs[locale] as Tree);
    for (const [key, text] of reference) {
      expect({ key, placeholders: placeholders(mine.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it('has a message for every error key', () => {
    for (const key of allErrorKeys) expect(reference.has(`errors.${key}`), key).toBe(true);
  });

  it('has no empty messages', () => {
    for (const locale of Object.keys(catalogs) as Locale[]) {
      for (const [key, text] of flatten(catalogs[locale] as Tree)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });
});

describe('Function: createTranslator', () => {
  const t = createTranslator();

  it('picks the catalog from the interaction locale and falls back to en-US', () => {
    expect(t('zh-TW', 'embed.title')).toBe('🔔 提醒');
    expect(t('en-US', 'embed.title')).toBe('🔔 Reminder');
    expect(t('fr', 'embed.title')).toBe('🔔 Reminder');
    expect(t(undefined, 'embed.title')).toBe('🔔 Reminder');
  });

  it('fills placeholders and plural forms', () => {
    expect(t('en-US', 'embed.footer', { id: 'rem_abc' })).toBe('Reminder ID: rem_abc');
    expect(t('en-US', 'remind.times_limit', { count: 1 })).toBe('It will be sent 1 time.');
    expect(t('en-US', 'remind.times_limit', { count: 3 })).toBe('It will be sent 3 times.');
    expect(t('zh-TW', 'remind.times_limit', { count: 3 })).toBe('將發送 3 次。');
  });

  it('maps English variants to en-US', () => {
    expect(resolveLocale('en-GB')).toBe('en-US');
    expect(resolveLocale('zh-TW')).toBe('zh-TW');
    expect(resolveLocale('ja')).toBe('en-US');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TimeExpression from '../../shared/domain/time-expression.js';
import { loadConfig, type Config } from '../../shared/config.js';

/**
 * The time-expression reader learns the locale tables from the loader a composition root
 * installs. Each test starts from a fresh module graph (the suite's setup file installed the
 * loader into the shared one), so it sees only what it composes itself.
 */
const NOW = Date.parse('2026-03-05T15:00:00Z');
const german = { now: NOW, zone: 'Europe/Berlin', locale: 'de' } as const;
const config: Config = loadConfig({ DISCORD_TOKEN: 'token', DISCORD_PUBLIC_KEY: '00'.repeat(32) });

async function freshReader(): Promise<typeof TimeExpression> {
  return import('../../shared/domain/time-expression.js');
}

/** The composition roots, each building its app's deps as the Lambda entries and `npm start` do. */
const roots: Record<string, () => Promise<unknown>> = {
  interactions: async () =>
    (await import('../../shared/interactions-deps.js')).createInteractionDeps(config),
  dispatcher: async () =>
    (await import('../../shared/dispatcher-deps.js')).createDispatcherDeps(config),
  'calendar sync': async () =>
    (await import('../../shared/calendar/calendar-sync-deps.js')).createCalendarSyncDeps(config),
  'public pages': async () =>
    (await import('../../shared/public-pages-deps.js')).createPublicPages(config),
  'OAuth pages': async () =>
    (await import('../../shared/calendar/oauth-deps.js')).createOAuthPageDeps(config),
};

beforeEach(() => {
  vi.resetModules();
});

describe('time vocabularies: installed where the app is composed', () => {
  it('without a composition root, every locale fails loudly, English too (its table is locales/time/en-US.json)', async () => {
    const { parseTimeExpression } = await freshReader();
    expect(() => parseTimeExpression('morgen um 9', german)).toThrow(/installTimeVocabularies/);
    expect(() => parseTimeExpression('in 2 hours', { ...german, locale: 'en-US' })).toThrow(
      /installTimeVocabularies/,
    );
  });

  it.each(Object.keys(roots))('after the %s root is composed, English reads', async (name) => {
    await roots[name]!();
    const { parseTimeExpression } = await freshReader();
    expect(parseTimeExpression('in 2 hours', { ...german, locale: 'en-US' })).toEqual({
      ok: true,
      time: NOW + 2 * 3_600_000,
    });
  });

  it.each(Object.keys(roots))('after the %s root is composed, German reads', async (name) => {
    await roots[name]!();
    const { parseTimeExpression } = await freshReader();
    expect(parseTimeExpression('in 2 Stunden', german)).toEqual({
      ok: true,
      time: NOW + 2 * 3_600_000,
    });
  });
});

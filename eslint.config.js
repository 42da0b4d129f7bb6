// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Layer rules, by glob so they hold wherever a module's files live (shared/usecases/, or a
 * feature folder's own domain/, usecases/ or interactions/). The composition roots
 * (shared/*-deps.ts), functions/ and infra/ may import every layer.
 */
const adapters = (except = '') => ({
  regex: `(^|/)adapters/${except ? `(?!${except})` : ''}`,
  message: 'Reach storage and services through a port; adapters in shared/adapters implement it.',
});
const wiring = {
  group: ['**/functions/**', '**/infra/**', '**/*-deps.js', '**/config.js'],
  message: 'Only the composition roots (shared/*-deps.ts) read the configuration and wire layers.',
};
const aws = { group: ['@aws-sdk/*'], message: 'AWS is reached through adapters.' };
const i18next = { group: ['i18next'], message: 'Translate through Translate (shared/i18n.ts).' };
const discordLibs = (allow = []) => ({
  group: ['@discordjs/*', 'discord.js', 'discord-interactions'].filter((g) => !allow.includes(g)),
  message: 'Discord is reached through adapters (REST) and the interactions app (HTTP).',
});

/** The use-case layer; `except`: a regex of adapter paths still allowed. */
function useCaseLayer(except = '') {
  return [
    adapters(except),
    wiring,
    aws,
    i18next,
    discordLibs(),
    {
      group: ['**/interactions/**', '**/interactions/*'],
      message: 'Use cases do not know the interactions that call them.',
    },
    {
      group: ['**/i18n.js', 'discord-api-types', 'discord-api-types/*'],
      allowTypeImports: true,
      message: 'Only types: use cases get the translator and Discord through their deps.',
    },
  ];
}

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', '.data/', 'dist/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  {
    // Code that goes into the Lambda bundles: classic zod drags its JSON-schema machinery in;
    // zod/mini's functional checks keep the interactions bundle small (test/infra/bundle.test.ts holds the size).
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "Use `import * as z from 'zod/mini'`: it keeps the Lambda bundles small.",
        },
      ],
    },
  },
  {
    // Handlers only translate: no storage, time-zone or i18n libraries in functions/.
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*', 'luxon', 'i18next'] }],
    },
  },
  {
    // Use cases orchestrate the domain through ports: no adapter, interaction, handler or
    // composition root; only types from the translator and the Discord API.
    files: ['shared/**/usecases/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: useCaseLayer() }] },
  },
  {
    // Interactions (commands, components, pages) get storage and services through
    // InteractionDeps: they import use cases, the domain and the translator, never an adapter.
    // discord-interactions verifies the request signature at the HTTP edge (app.ts).
    files: ['shared/**/interactions/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [adapters(), wiring, aws, i18next, discordLibs(['discord-interactions'])] },
      ],
    },
  },
  {
    // No import cycle anywhere in the code that ships or runs it.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'infra/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The domain is pure: no clock, environment or I/O. Calendar sync keeps its own domain
    // (the payload mappers) and its provider descriptors under shared/calendar/.
    files: ['shared/**/domain/**/*.ts', 'shared/calendar/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*', 'node:*', 'i18next'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now' },
        { object: 'process', property: 'env' },
      ],
    },
  },
);

// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // The domain is pure: no clock, environment or I/O. Calendar sync keeps its own domain
    // (the payload mappers) and its provider descriptors under shared/calendar/.
    files: [
      'shared/domain/**/*.ts',
      'shared/calendar/domain/**/*.ts',
      'shared/calendar/providers/**/*.ts',
    ],
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

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/time-vocabularies.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:browser`: the sandbox page in headless Chromium. Apart from `npm test`
 * because it needs a Chromium binary (CI installs Debian's).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/browser/**/*.browser.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each step waits on a real round trip through the bot and DynamoDB Local.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});

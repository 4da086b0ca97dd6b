import { getJestConfig } from '@storybook/test-runner';
import { testChromiumPath } from './scripts/test-chromium.mjs';

// The defaults come from @storybook/test-runner; only the browser is ours. Playwright cannot
// download browsers here, so the tests run in Debian's Chromium, or the one CHROMIUM_PATH names.
const testRunnerConfig = getJestConfig();

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: testChromiumPath(),
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};

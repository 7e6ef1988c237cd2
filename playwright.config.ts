import { defineConfig } from '@playwright/test';
import { findTestChromium } from './scripts/find-chromium';

const executablePath = (await findTestChromium()) ?? undefined;

export default defineConfig({
  testDir: 'test',
  testMatch: ['e2e/**/*.spec.ts', 'e2e-electron/**/*.spec.ts'],
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
});

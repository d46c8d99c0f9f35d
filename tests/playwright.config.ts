import { defineConfig } from '@playwright/test';

// PW_PORT lets two checkouts run their browser tests side by side.
const port = process.env.PW_PORT || '4173';

// Debian's Chromium: test tools cannot download their own browser on these machines.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 1000 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    env: { PORT: port },
  },
});

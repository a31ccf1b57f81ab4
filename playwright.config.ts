import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * The server under test listens on E2E_PORT, or on a port free right now. The choice is written back to the
 * environment, so the workers (which read this file again) use the same one.
 */
function freePort(): number {
  const probe = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL,
    // Recording a trace costs about a fifth of a test's time: only a retried test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    // Ready, not only answering: the first tests do not race the server's own first renderings.
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_READ_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // The browser suite always runs on the embedded database, whatever the shell exports.
      DATABASE_URL: '',
    },
  },
});

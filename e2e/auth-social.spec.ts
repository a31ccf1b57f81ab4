import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startLoopbackIdp, type LoopbackIdp } from '../server/modules/auth/social/loopback-idp.test-support';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';

/**
 * Social sign-in needs the platform configured with a provider, so this file starts its own server (same
 * build, fresh demo database) next to a real OpenID Connect provider on loopback.
 */
let idp: LoopbackIdp;
let server: ChildProcess;
let base = '';
let dataDir = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  idp = await startLoopbackIdp({ camila: { email: 'camila@idp.test', name: 'Camila Social' } });
  dataDir = await mkdtemp(path.join(tmpdir(), 'torneos-social-e2e-'));
  base = `http://127.0.0.1:${await freePort()}`;
  idp.register(`${base}/api/auth/social/loop/callback`);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: new URL(base).port,
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      OAUTH_PROVIDERS: 'loop',
      OAUTH_LOOP_ISSUER: idp.issuer,
      OAUTH_LOOP_CLIENT_ID: idp.client.id,
      OAUTH_LOOP_CLIENT_SECRET: idp.client.secret,
      OAUTH_LOOP_LABEL: 'Loopback ID',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the social test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await idp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('signs in through the OpenID provider and lands on welcome with the avatar in the user menu', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto(`${base}/ingresar`);
  await login.waitForCaptcha();
  await page.getByRole('button', { name: 'Ingresar con Loopback ID' }).click();
  // The provider's own sign-in page (any login is accepted on this loopback provider).
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('camila');
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${base}/bienvenido`);
  const shell = new AppShell(page);
  await expect(shell.userMenu).toBeVisible();
  await expect(shell.userMenu).toHaveAccessibleName(/Camila Social/);
  const avatar = shell.userMenu.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

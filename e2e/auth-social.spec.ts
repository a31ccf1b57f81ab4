import { expect, test } from '@playwright/test';
import { startLoopbackIdp, type LoopbackIdp } from '../server/modules/auth/social/loopback-idp.test-support';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ownServerAddress, startOwnServer, type OwnServer } from './pages/own-server';

/**
 * Social sign-in needs the platform configured with a provider, so this file starts its own server (same
 * build, fresh demo database) next to a real OpenID Connect provider on loopback.
 */
let idp: LoopbackIdp;
let server: OwnServer | null = null;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(200_000);
  idp = await startLoopbackIdp({ camila: { email: 'camila@idp.test', name: 'Camila Social' } });
  base = await ownServerAddress();
  idp.register(`${base}/api/auth/social/loop/callback`);
  server = await startOwnServer(base, {
    AUTH_RATE_LIMIT_MAX: '1000',
    OAUTH_PROVIDERS: 'loop',
    OAUTH_LOOP_ISSUER: idp.issuer,
    OAUTH_LOOP_CLIENT_ID: idp.client.id,
    OAUTH_LOOP_CLIENT_SECRET: idp.client.secret,
    OAUTH_LOOP_LABEL: 'Loopback ID',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
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

import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD, signIn } from './pages/session';

const SESSION_COOKIES = ['session', 'userId', 'accountId'];

async function signInThroughThePage(page: Page, user: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.waitForCaptcha();
  await login.fill(user, DEMO_PASSWORD);
  await login.submit.click();
  await expect(page).toHaveURL(/\/bienvenido$/);
  await expect(new AppShell(page).userMenu).toBeVisible();
}

test('a reload restores the session without ever showing the signed-out menu', async ({ page }) => {
  await signInThroughThePage(page, 'jugador');
  // Watches the whole load after reload: the login link must never show, not even for a frame.
  await page.addInitScript(() => {
    const seen = () => [...document.querySelectorAll('[data-nav="login"]')].some((link) => link.checkVisibility());
    new MutationObserver(() => {
      if (seen()) window.sawLoginLink = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.reload();
  await expect(new AppShell(page).userMenu).toBeVisible();
  expect(await page.evaluate(() => window.sawLoginLink ?? false)).toBe(false);
});

test('logging out ends the session on the server, clears the three cookies and the profile, and goes home', async ({ page, context, request }) => {
  await signInThroughThePage(page, 'jugador');
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'session')?.value ?? '';
  const userId = cookies.find((c) => c.name === 'userId')?.value ?? '';
  expect(token).not.toBe('');
  const shell = new AppShell(page);
  await shell.userMenu.click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-nav="login"]').first()).toBeVisible();
  await expect(shell.userMenu).toHaveCount(0);
  const left = (await context.cookies()).filter((c) => SESSION_COOKIES.includes(c.name) && c.value !== '');
  expect(left).toEqual([]);
  const reuse = await request.get(`/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reuse.status()).toBe(401);
  await page.reload();
  await expect(page.locator('[data-nav="login"]').first()).toBeVisible();
});

test('signing in leaves the session in an HttpOnly cookie that no script can read, and a cross-site post cannot use it', async ({ page, context, baseURL }) => {
  await signInThroughThePage(page, 'jugador');
  const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain(session?.value ?? 'missing');
  expect(visible).not.toMatch(/userToken|session=/);
  // A form on another site posting to the platform with the browser's cookie is refused.
  const userId = (await context.cookies()).find((cookie) => cookie.name === 'userId')?.value ?? '';
  const forged = await page.request.put(`${baseURL}/api/auth/${userId}`, {
    headers: { origin: 'https://evil.example', cookie: `session=${session?.value ?? ''}` },
    data: { fullName: 'Robado', avatar: null },
  });
  expect(forged.status()).toBe(403);
  // The platform's own pages keep working with it.
  await page.goto('/perfil');
  await expect(new AppShell(page).userMenu).toBeVisible();
});

test('a private page sends a visitor to sign in', async ({ page }) => {
  await page.goto('/en/profile/general');
  await expect(page).toHaveURL(/\/en\/signin$/);
  await expect(page.locator('[data-route-id="login"] h1')).toHaveText('Sign in');
});

test('a user with several accounts switches the one they act as from the user menu', async ({ page, context, baseURL }) => {
  const user = await signIn(context, baseURL ?? '', 'organizador');
  const [first, second] = user.accounts;
  const shell = new AppShell(page);
  await shell.open('/torneos');
  await shell.userMenu.click();
  const switcher = shell.openMenu.getByTestId('account-switcher');
  await expect(switcher.getByRole('menuitemradio')).toHaveText([first?.name ?? '', second?.name ?? '']);
  await expect(switcher.getByRole('menuitemradio', { name: first?.name })).toHaveAttribute('aria-checked', 'true');
  await switcher.getByRole('menuitemradio', { name: second?.name }).click();
  await expect(page.getByText(`Ahora actúas como ${second?.name}.`)).toBeVisible();
  // The next call acts as the chosen account, and the choice survives a reload.
  expect((await context.cookies()).find((cookie) => cookie.name === 'accountId')?.value).toBe(String(second?.id));
  await page.reload();
  await shell.userMenu.click();
  await expect(shell.openMenu.getByRole('menuitemradio', { name: second?.name })).toHaveAttribute('aria-checked', 'true');
});

test('a user with one account sees no account switcher', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'jugador');
  const shell = new AppShell(page);
  await shell.open('/torneos');
  await shell.userMenu.click();
  await expect(shell.openMenu.getByRole('menuitem').first()).toBeVisible();
  await expect(shell.openMenu.getByTestId('account-switcher')).toHaveCount(0);
});

test('the strict content security policy blocks nothing the platform uses', async ({ page }) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    window.cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const login = new LoginPage(page);
  await login.open();
  // The captcha's stylesheet and its solver (a worker) are files of the platform: it styles itself and solves.
  await expect(page.locator('altcha-widget .altcha').first()).toHaveCSS('display', /flex|block|grid/);
  await login.waitForCaptcha();
  await login.fill('jugador', 'not-the-password');
  await login.submit.click();
  await expect(login.error).toBeVisible();
  await page.goto('/en/clubs');
  await expect(page.locator('main').first()).toBeVisible();
  // A dialog (here the phone menu) locks the page's scroll with a style element: the answer's nonce lets it in.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('nav-drawer-trigger').click();
  await expect(page.getByTestId('nav-drawer')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);

});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { DEMO_PASSWORD, signIn as signInOverApi } from './pages/session';

async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('altcha-widget').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, user: 'organizador' | 'jugador') {
  const login = new LoginPage(page);
  await login.open();
  await login.waitForCaptcha();
  await login.fill(user, DEMO_PASSWORD);
  await login.submit.click();
  if (user === 'organizador') await login.chooseAccount('Torneos Abiertos');
  await expect(new AppShell(page).userMenu).toBeVisible();
}

// One test per screen: each runs axe once, so none comes near the time limit on a busy machine.
for (const [path, title] of [
  ['/ingresar', 'Ingresar'],
  ['/en/signin', 'Sign in'],
  ['/registrarse', 'Crear una cuenta'],
  ['/en/signup', 'Create an account'],
  ['/recuperar-contrasena', 'Recuperar contraseña'],
] as const) {
  test(`the identity screen ${path} is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toHaveText(title);
    await expectNoSeriousAxeFindings(page);
  });
}

test('a newcomer signs up and lands on welcome signed in', async ({ page }) => {
  const name = `nuevo${Date.now().toString(36)}`;
  await page.goto('/registrarse');
  const form = page.getByTestId('register-form');
  await form.getByLabel('Nombre completo').fill('Nora Nueva');
  await form.getByLabel('Usuario').fill(name);
  await form.getByLabel('Correo electrónico').fill(`${name}@example.org`);
  await form.getByLabel('Contraseña').fill('Una-Clave-Larga-1');
  await expect(form).toHaveAttribute('data-captcha', 'solved');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/bienvenido$/);
  await expect(new AppShell(page).userMenu).toHaveAccessibleName(/Nora Nueva/);
});

test("the organiser's profile: general data, accounts, templates and the inbox", async ({ page, context, baseURL }) => {
  // Signing in through the page is the login specs' subject; here the session comes over the API.
  test.setTimeout(60_000);
  await signInOverApi(context, baseURL ?? '', 'organizador');
  await page.goto('/perfil/general');
  await expect(page.getByTestId('profile-username')).toHaveText('organizador');
  await expectNoSeriousAxeFindings(page);

  await page.getByTestId('section-nav').getByRole('link', { name: 'Administrar tus cuentas' }).click();
  await expect(page).toHaveURL(/\/perfil\/administrar-cuentas$/);
  await expect(page.getByTestId('managed-account')).toHaveCount(2);
  await expectNoSeriousAxeFindings(page);

  await page.getByTestId('section-nav').getByRole('link', { name: 'Plantillas de permisos' }).click();
  await expect(page.getByTestId('role-template').first()).toBeVisible();
  const fresh = page.getByTestId('new-role-template');
  const template = `Jueces ${Date.now().toString(36)}`;
  await fresh.getByLabel('Nombre de la plantilla').fill(template);
  await fresh.getByLabel('Crear lugares').check();
  // Seasons, organisers, communities and their accounts are resources a template grants like any other.
  for (const label of ['Gestionar temporadas', 'Gestionar organizadores', 'Gestionar comunidades', 'Gestionar las cuentas de una comunidad']) {
    await expect(fresh.getByLabel(label, { exact: true })).toBeVisible();
  }
  await fresh.getByLabel('Gestionar temporadas', { exact: true }).check();
  await fresh.getByRole('button', { name: 'Crear plantilla' }).click();
  const created = page.getByTestId('role-template').filter({ has: page.locator(`input[value="${template}"]`) });
  await expect(created).toBeVisible();
  await expect(created.getByLabel('Gestionar temporadas', { exact: true })).toBeChecked();
  await page.goto('/en/profile/permission-templates');
  const inEnglish = page.getByTestId('new-role-template');
  for (const label of ['Manage seasons', 'Manage organisers', 'Manage communities', "Manage a community's accounts"]) {
    await expect(inEnglish.getByLabel(label, { exact: true })).toBeVisible();
  }

  // The demo leaves the player's entry request to the winter open waiting in the organiser's inbox (other tests may
  // add requests of their own meanwhile).
  await page.goto('/solicitudes?status=pending&type=tournament-inscription');
  const waiting = page.getByTestId('requests-list').getByTestId('certification').filter({ hasText: 'Open de Invierno de Tenis de Mesa' });
  await expect(waiting).toHaveAttribute('data-status', 'pending');
});

test("the player's certifications and player profile tabs", async ({ page }) => {
  await signIn(page, 'jugador');
  await page.goto('/en/profile/certifications');
  // The demo player's own requests, one of each outcome: waiting, rejected and approved.
  const mine = page.getByTestId('my-requests').getByTestId('certification');
  for (const status of ['pending', 'rejected', 'approved']) await expect(mine.and(page.locator(`[data-status="${status}"]`)).first()).toBeVisible();
  await page.goto('/en/profile/player-profile');
  await expect(page.getByTestId('linked-player')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test('an invitation to work with an account is sent by its owner and answered by the invited player in the inbox', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const owner = await browser.newContext();
  const invited = await browser.newContext();
  try {
    await signInOverApi(owner, baseURL ?? '', 'organizador');
    await signInOverApi(invited, baseURL ?? '', 'jugador');
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/en/profile/manage-accounts');
    const account = ownerPage.getByTestId('managed-account').first();
    const form = account.getByTestId('invite-user');
    await form.getByLabel('Username or email of the person you invite').fill('jugador@torneos.demo');
    await form.getByRole('combobox', { name: 'Permission template' }).click();
    await ownerPage.getByRole('option').first().click();
    await form.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(ownerPage.getByText('Invitation sent. If that user exists')).toBeVisible();
    await expect(account.getByTestId('pending-invitations-member')).toContainText('jugador@torneos.demo');
    // Nothing is granted before the answer: the player is not among the account's users.
    await expect(account.getByTestId('account-members')).not.toContainText('@jugador');

    const page = await invited.newPage();
    await page.goto('/en/requests');
    const inbox = page.getByTestId('received-invitations');
    await expect(inbox.getByTestId('invitation')).toHaveCount(2);
    const fromOwner = inbox.getByTestId('invitation').filter({ hasText: 'Torneos Abiertos invites you' });
    await expect(fromOwner).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await fromOwner.getByRole('button', { name: 'Decline the invitation from Torneos Abiertos' }).click();
    await expect(page.getByText('Invitation declined.')).toBeVisible();
    await expect(inbox.getByTestId('invitation')).toHaveCount(1);
  } finally {
    await owner.close();
    await invited.close();
  }
});

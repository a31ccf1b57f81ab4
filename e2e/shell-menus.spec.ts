import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { signIn } from './pages/session';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };
const SCREENS = [
  ['home', '/'],
  ['tournaments', '/torneos'],
  ['ranking', '/rankings/1'],
] as const;

test.describe('visitors', () => {
  test('wide screens show the public links and a login link, and no member menus', async ({ page }, info) => {
    await page.setViewportSize(WIDE);
    const shell = new AppShell(page);
    for (const [name, path] of SCREENS) {
      await shell.open(path);
      await expect(shell.navLink('login')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`${name}-1280-visitor.png`), fullPage: false });
    }
    for (const id of ['tournaments', 'rankings', 'communities']) await expect(shell.navLink(id, shell.topNav)).toBeVisible();
    await expect(shell.navLink('clubs', shell.topNav)).toHaveCount(0);
    await expect(shell.menuTrigger('categories')).toHaveCount(0);
    await expect(shell.menuTrigger('participants')).toHaveCount(0);
    await expect(shell.userMenu).toHaveCount(0);
    await expect(shell.drawerTrigger).toBeHidden();
    await expect(shell.logo).toHaveAttribute('href', '/');
  });

  test('narrow screens put the menus in a right-hand drawer', async ({ page }, info) => {
    await page.setViewportSize(NARROW);
    const shell = new AppShell(page);
    for (const [name, path] of SCREENS) {
      await shell.open(path);
      await expect(shell.topNav).toBeHidden();
      await shell.openDrawer();
      await expect(shell.drawer.getByRole('heading', { name: 'Menú' })).toBeVisible();
      for (const id of ['tournaments', 'rankings', 'communities']) await expect(shell.navLink(id, shell.drawer)).toBeVisible();
      await expect(shell.drawer.getByRole('link', { name: 'Ingresar' })).toBeVisible();
      await expect(shell.drawer.getByRole('heading', { name: 'Categorías' })).toHaveCount(0);
      // Right-hand: once it has slid in, its right edge is the window's.
      await expect.poll(async () => Math.round(((await shell.drawer.boundingBox())?.x ?? 0) + ((await shell.drawer.boundingBox())?.width ?? 0))).toBe(NARROW.width);
      await page.screenshot({ path: info.outputPath(`${name}-375-visitor-drawer.png`) });
      await page.keyboard.press('Escape');
      await expect(shell.drawer).toBeHidden();
      await expect(shell.drawerTrigger).toBeFocused();
    }
  });
});

test.describe('signed-in people', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signIn(context, baseURL ?? '', 'organizador');
  });

  test('wide screens add clubs, the Categories, Participants and user dropdowns', async ({ page }, info) => {
    await page.setViewportSize(WIDE);
    const shell = new AppShell(page);
    await shell.open('/rankings/1');
    await expect(shell.userMenu).toBeVisible();
    await expect(shell.logo).toHaveAttribute('href', '/bienvenido');
    await expect(shell.navLink('clubs', shell.topNav)).toBeVisible();
    await expect(shell.navLink('login')).toHaveCount(0);

    await shell.menuTrigger('categories').click();
    await expect(shell.openMenu.getByRole('menuitem')).toHaveText(['Por edad', 'Por nivel', 'Subcategorías']);
    await expect(shell.navLink('categories-ages', shell.openMenu)).toHaveAttribute('href', '/categorias/edad');
    await page.keyboard.press('Escape');
    // A menu finishes closing before the next trigger is used, as a person's next click would come after it.
    await expect(shell.openMenu).toHaveCount(0);

    await shell.menuTrigger('participants').click();
    await expect(shell.openMenu.getByRole('menuitem')).toHaveText(['Jugadores', 'Parejas', 'Equipos', 'Entrenadores', 'Árbitros']);
    await page.keyboard.press('Escape');
    await expect(shell.openMenu).toHaveCount(0);

    await shell.userMenu.click();
    await expect(shell.navLink('profile', shell.openMenu)).toHaveAttribute('href', '/perfil/general');
    await expect(shell.navLink('requests', shell.openMenu)).toHaveAttribute('href', '/solicitudes');
    await expect(page.getByTestId('pending-badge')).toHaveText(/^[1-9]\d*$/);
    await expect(shell.openMenu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('ranking-1280-member-user-menu.png') });
    await page.keyboard.press('Escape');

    for (const [name, path] of SCREENS) {
      await shell.open(path);
      await shell.menuTrigger('participants').click();
      await page.screenshot({ path: info.outputPath(`${name}-1280-member-dropdown.png`) });
      await page.keyboard.press('Escape');
    }
  });

  test('the dropdown menus work from the keyboard', async ({ page }) => {
    await page.setViewportSize(WIDE);
    const shell = new AppShell(page);
    await shell.open('/torneos');
    const trigger = shell.menuTrigger('categories');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(shell.openMenu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(shell.openMenu.getByRole('menuitem', { name: 'Por nivel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.openMenu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('narrow screens show every menu inline in the drawer', async ({ page }, info) => {
    await page.setViewportSize(NARROW);
    const shell = new AppShell(page);
    for (const [name, path] of SCREENS) {
      await shell.open(path);
      await expect(shell.userMenu).toBeHidden();
      await shell.openDrawer();
      for (const id of ['clubs', 'categories-ages', 'categories-subs', 'players', 'referees', 'profile', 'requests']) {
        await expect(shell.drawer.locator(`a[data-nav="${id}"], a[href="${id === 'profile' ? '/perfil/general' : '/solicitudes'}"]`).first()).toBeVisible();
      }
      await expect(shell.drawer.getByRole('heading', { name: 'Categorías' })).toBeVisible();
      await expect(shell.drawer.getByRole('heading', { name: 'Participantes' })).toBeVisible();
      await expect(shell.drawer.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      await page.screenshot({ path: info.outputPath(`${name}-375-member-drawer.png`) });
      await shell.drawer.getByRole('link', { name: 'Torneos', exact: true }).click();
      await expect(shell.drawer).toBeHidden();
      await expect(page.locator('main [data-route-id="tournaments"]')).toBeVisible();
    }
  });

  test('between sm and md the dropdowns and the drawer button are both there', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    const shell = new AppShell(page);
    await shell.open('/torneos');
    await expect(shell.menuTrigger('categories')).toBeVisible();
    await expect(shell.userMenu).toBeVisible();
    await expect(shell.drawerTrigger).toBeVisible();
    await expect(shell.navLink('tournaments', shell.topNav)).toBeHidden();
  });
});

test('signing out from the user menu goes home as a visitor', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'jugador', { fresh: true });
  await page.setViewportSize(WIDE);
  const shell = new AppShell(page);
  await shell.open('/en/tournaments');
  await shell.userMenu.click();
  await shell.openMenu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/en/`);
  await expect(shell.navLink('login')).toBeVisible();
  await expect(shell.userMenu).toHaveCount(0);
  expect((await context.cookies()).filter((cookie) => cookie.name === 'session' && cookie.value !== '')).toEqual([]);
});

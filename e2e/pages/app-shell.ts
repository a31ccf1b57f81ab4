import { expect, type Locator, type Page } from '@playwright/test';

/** The frame around every page: top bar, menus, drawer, banner, breadcrumbs, footer. */
export class AppShell {
  readonly topNav: Locator;
  readonly drawerTrigger: Locator;
  readonly drawer: Locator;
  readonly userMenu: Locator;
  readonly banner: Locator;
  readonly breadcrumbs: Locator;
  readonly localeSwitch: Locator;
  readonly logo: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.topNav = page.getByTestId('top-nav');
    this.drawerTrigger = page.getByTestId('nav-drawer-trigger');
    this.drawer = page.getByTestId('nav-drawer');
    this.userMenu = page.getByTestId('user-menu');
    this.banner = page.getByTestId('banner');
    this.breadcrumbs = page.getByTestId('breadcrumbs');
    this.localeSwitch = page.getByTestId('locale-switch');
    this.logo = page.getByTestId('logo-link');
    this.progress = page.getByTestId('route-progress');
  }

  /** Opens a path and waits until the screen (or the not-found screen) is there. */
  async open(path: string) {
    const response = await this.page.goto(path);
    await expect(this.page.locator('main [data-route-id]')).toBeVisible();
    return response;
  }

  menuTrigger(menu: 'categories' | 'participants'): Locator {
    return this.page.locator(`[data-menu="${menu}"]`);
  }

  /** The open dropdown menu (Radix renders it in a portal). */
  get openMenu(): Locator {
    return this.page.getByRole('menu');
  }

  navLink(routeId: string, scope: Locator | Page = this.page): Locator {
    return scope.locator(`[data-nav="${routeId}"]`);
  }

  async openDrawer() {
    await this.drawerTrigger.click();
    await expect(this.drawer).toBeVisible();
  }

  /** The steps of the breadcrumb trail. */
  get crumbs(): Locator {
    return this.breadcrumbs.locator('li[data-crumb]');
  }
}

/**
 * A visitor's server-rendered page runs the app only once they show intent: moves the pointer over the page and waits
 * until the app is live (for a test that drives the app without a click of its own, such as a history change).
 */
export async function startApp(page: Page): Promise<void> {
  await page.locator('body').hover();
  await expect(page.locator('html')).toHaveAttribute('data-app-live', 'true');
}

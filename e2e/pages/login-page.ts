import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in screen: form, captcha, account choice and the machine state it exposes. */
export class LoginPage {
  readonly flow: Locator;
  readonly form: Locator;
  readonly user: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly accounts: Locator;

  constructor(readonly page: Page) {
    this.flow = page.locator('[data-login-state]').first();
    this.form = page.getByTestId('login-form');
    this.user = this.form.locator('input[autocomplete="username"]');
    this.password = this.form.locator('input[type="password"]');
    this.submit = this.form.locator('button[type="submit"]');
    this.error = page.getByTestId('login-error');
    this.accounts = page.getByTestId('account-picker');
  }

  async open(locale: 'es' | 'en' = 'es') {
    await this.page.goto(locale === 'es' ? '/ingresar' : '/en/signin');
    await expect(this.form).toBeVisible();
  }

  async expectState(state: string) {
    await expect(this.flow).toHaveAttribute('data-login-state', state);
  }

  /** The proof of work runs in the page's workers; this waits until the widget handed its solution over. */
  async waitForCaptcha() {
    await this.expectState('ready');
  }

  async fill(user: string, password: string) {
    await this.user.fill(user);
    await this.password.fill(password);
  }

  async chooseAccount(name: string) {
    await this.accounts.getByRole('button', { name: new RegExp(name) }).click();
  }
}

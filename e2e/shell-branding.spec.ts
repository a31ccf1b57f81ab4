import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';

async function brand(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string) => style.getPropertyValue(name).trim().toLowerCase();
    return {
      primary: read('--brand-primary'),
      primaryForeground: read('--brand-primary-foreground'),
      secondary: read('--brand-secondary'),
      secondaryForeground: read('--brand-secondary-foreground'),
      bar: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
    };
  });
}

test.describe('community branding', () => {
  test('the three demo spaces each look different', async ({ page }, info) => {
    const shell = new AppShell(page);
    const seen = new Map<string, Awaited<ReturnType<typeof brand>>>();
    for (const [space, primary, secondary, foreground] of [
      ['torneos', '#111111', '#f97316', '#000000'],
      ['liga-andina', '#0b3d91', '#e11d48', '#ffffff'],
      ['futbol-barrio', '#14532d', '#facc15', '#000000'],
    ] as const) {
      await shell.open(`/torneos?community=${space}`);
      await expect(page.getByTestId('community-logo')).toHaveAttribute('data-community', space);
      await expect(page.getByTestId('community-logo')).toHaveAttribute('src', `/communities/${space}/logo.svg`);
      const look = await brand(page);
      expect(look).toMatchObject({ primary, secondary, primaryForeground: '#ffffff', secondaryForeground: foreground });
      seen.set(space, look);
      await page.screenshot({ path: info.outputPath(`tournaments-${space}.png`) });
    }
    expect(new Set([...seen.values()].map((look) => look.bar)).size).toBe(3);
  });

  test('the chosen space is remembered and every call carries its id', async ({ page, request }) => {
    const andina = ((await (await request.get('/api/communities/liga-andina')).json()) as { data: { id: number } }).data;
    const shell = new AppShell(page);
    await shell.open('/?community=liga-andina');
    await expect(page.getByTestId('community-logo')).toHaveAttribute('data-community', 'liga-andina');
    await shell.open('/en/tournaments');
    await expect(page.getByTestId('community-logo')).toHaveAttribute('data-community', 'liga-andina');
    await shell.open('/contactanos');
    await expect(page.getByTestId('community-logo')).toHaveAttribute('data-community', 'liga-andina');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nombre').fill('Ana Pérez');
    await form.getByLabel('Correo electrónico').fill('ana@example.org');
    await form.getByLabel('Asunto').fill('Liga juvenil');
    await form.getByLabel('Mensaje').fill('Queremos organizar una liga de doce clubes este año.');
    // Like sign-in, the form waits for the self-hosted captcha before it sends anything.
    await expect(form).toHaveAttribute('data-captcha', 'solved');
    const [call] = await Promise.all([page.waitForRequest('**/api/contact'), form.getByRole('button', { name: 'Enviar mensaje' }).click()]);
    expect(call.postDataJSON()).toMatchObject({ recaptcha: expect.any(String) });
    expect(call.headers()['x-community-id']).toBe(String(andina.id));
    await expect(page.getByTestId('contact-success')).toBeVisible();
  });

  test('a space with one sport only offers that sport', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open('/torneos?community=torneos');
    await expect(page.getByRole('navigation', { name: 'Filtrar por deporte' }).getByRole('link')).toHaveCount(6);
    await shell.open('/torneos?community=futbol-barrio');
    // A single sport needs no filter: the list is that sport's.
    await expect(page.getByRole('navigation', { name: 'Filtrar por deporte' })).toHaveCount(0);
  });

  test('an unknown space falls back to the default one', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open('/?community=no-existe');
    await expect(page.getByTestId('community-logo')).toHaveAttribute('data-community', 'torneos');
    expect((await brand(page)).primary).toBe('#111111');
  });
});

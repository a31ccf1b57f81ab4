import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { WizardScreen } from './pages/wizard';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'organizador');
});

for (const locale of ['es', 'en'] as const) {
  test(`the wizard (${locale}): every step, back, a reload that resumes, then the new tournament's page with its phases`, async ({ page }) => {
    const wizard = new WizardScreen(page, locale);
    const name = `Copa Asistente ${locale} ${Date.now().toString(36)}`;
    await wizard.open();
    await wizard.expectStep('basics');
    // The name stops at the contract's limit, and leaving it empty says so at once, before "Next".
    const nameField = wizard.root.getByLabel(wizard.text.name);
    await expect(nameField).toHaveAttribute('maxlength', '120');
    await nameField.focus();
    await page.keyboard.press('Tab');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    // A step with a missing name does not move on.
    await wizard.next();
    await wizard.expectStep('basics');
    await wizard.fillBasics(name);
    await wizard.expectStep('schedule');
    // The end before the start is refused in place.
    await wizard.fillSchedule('2027-05-10', '2027-05-08', '2027-05-01');
    await wizard.expectStep('schedule');
    // So is a century slip, on each field it is in, before anything is sent.
    await wizard.fillSchedule('1900-01-10', '2200-01-10', '1899-12-31');
    await wizard.expectStep('schedule');
    for (const label of [wizard.text.start, wizard.text.end, wizard.text.closes]) {
      await expect(wizard.root.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(wizard.root.getByText(locale === 'es' ? 'Elige una fecha entre 1990 y 2100' : /between 1990 and 2100/).first()).toBeVisible();
    await wizard.fillSchedule('2027-05-08', '2027-05-09', '2027-05-01');
    await wizard.expectStep('phases');
    await wizard.back();
    await wizard.expectStep('schedule');
    await expect(wizard.root.getByLabel(wizard.text.start, { exact: true })).toHaveValue(locale === 'es' ? '08/05/2027' : '05/08/2027');
    await wizard.next();
    await wizard.choosePreset('groupsKnockout');
    await wizard.expectStep('review');

    await page.reload();
    await wizard.expectStep('review');
    await expect(page.getByTestId('wizard-review')).toContainText(name);
    // The creator runs it: their organiser profile was chosen for them, and the review says which.
    const organizerLine = page.getByTestId('review-basics-lines').getByText(locale === 'es' ? 'Organizador' : 'Organiser', { exact: true }).locator('xpath=following-sibling::dd');
    // Named once the organisers are read again after the reload; never by an internal number.
    await expect(organizerLine).not.toHaveText('…');
    await expect(organizerLine).not.toHaveText(/^#\d+$/);
    const organizer = await organizerLine.textContent();
    expect(organizer).not.toMatch(/^(Sin organizador|No organiser)$/);

    await wizard.create();
    // A notice says it exists and what comes next, on the new tournament's inscriptions.
    await expect(page.getByText(locale === 'es' ? `Torneo «${name}» creado` : `Tournament “${name}” created`)).toBeVisible();
    await expect(page).toHaveURL(locale === 'es' ? /\/torneos\/\d+\/inscripciones$/ : /\/en\/tournaments\/\d+\/inscriptions$/);
    await expect(page.getByTestId('tournament-name')).toHaveText(name);
    const id = Number(new URL(page.url()).pathname.split('/').at(-2));
    const detail = (await (await page.request.get(`/api/valid/${id}`)).json()) as { data: { phases: Array<{ formatId: number }>; startDate: string; maxEntries: number; organizerName: string | null } };
    expect(detail.data).toMatchObject({ startDate: '2027-05-08', maxEntries: 16, organizerName: organizer });
    expect(detail.data.phases.map((phase) => phase.formatId)).toEqual([1, 2]);
    // The draft is gone once the tournament exists: a new wizard starts from the first step.
    await wizard.open();
    await wizard.expectStep('basics');
    await expect(wizard.root.getByLabel(wizard.text.name)).toHaveValue('');
  });
}

test('a multi-tournament is created, and the same wizard puts a league inside it', async ({ page }) => {
  const event = `Nacional ${Date.now().toString(36)}`;
  await page.goto('/multi-torneos/crear');
  const form = page.getByTestId('multi-tournament-form');
  await form.getByLabel('Nombre del evento').fill(event);
  await form.getByLabel('Fecha de inicio').fill('2027-07-01');
  await form.getByLabel('Fecha de fin').fill('2027-06-30');
  await form.getByRole('button', { name: 'Crear torneo múltiple' }).click();
  await expect(form.getByText('La fecha final no puede ser anterior a la inicial')).toBeVisible();
  await form.getByLabel('Fecha de fin').fill('2027-07-04');
  await form.getByRole('button', { name: 'Crear torneo múltiple' }).click();
  await expect(page.getByTestId('multi-tournament-name')).toHaveText(event);
  const multiId = Number(new URL(page.url()).pathname.split('/').at(-1));

  await page.getByRole('link', { name: 'Agregar torneo' }).click();
  await expect(page).toHaveURL(new RegExp(`/multi-torneos/${multiId}/torneos/crear$`));
  const wizard = new WizardScreen(page, 'es');
  const league = `Liga de ${event}`;
  await wizard.fillBasics(league);
  await wizard.fillSchedule('2027-07-01', '2027-07-04', '2027-06-25');
  await wizard.choosePreset('league');
  await wizard.create();
  await expect(page).toHaveURL(new RegExp(`/multi-torneos/${multiId}/torneos/\\d+/inscripciones$`));
  await expect(page.locator('#main').getByRole('link', { name: event, exact: true })).toBeVisible();
  await page.goto(`/multi-torneos/${multiId}/torneos`);
  await expect(page.getByTestId('multi-tournament-tournaments').getByTestId('tournament-card')).toHaveText(new RegExp(league));
});

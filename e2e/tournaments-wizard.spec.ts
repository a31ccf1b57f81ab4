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
    // A step with a missing name does not move on.
    await wizard.next();
    await wizard.expectStep('basics');
    await wizard.fillBasics(name);
    await wizard.expectStep('schedule');
    // The end before the start is refused in place.
    await wizard.fillSchedule('2027-05-10', '2027-05-08', '2027-05-01');
    await wizard.expectStep('schedule');
    await wizard.fillSchedule('2027-05-08', '2027-05-09', '2027-05-01');
    await wizard.expectStep('phases');
    await wizard.back();
    await wizard.expectStep('schedule');
    await expect(wizard.root.getByLabel(wizard.text.start)).toHaveValue('2027-05-08');
    await wizard.next();
    await wizard.choosePreset('groupsKnockout');
    await wizard.expectStep('review');

    await page.reload();
    await wizard.expectStep('review');
    await expect(page.getByTestId('wizard-review')).toContainText(name);

    await wizard.create();
    await expect(page).toHaveURL(locale === 'es' ? /\/torneos\/\d+\/inscripciones$/ : /\/en\/tournaments\/\d+\/inscriptions$/);
    await expect(page.getByTestId('tournament-name')).toHaveText(name);
    const id = Number(new URL(page.url()).pathname.split('/').at(-2));
    const detail = (await (await page.request.get(`/api/valid/${id}`)).json()) as { data: { phases: Array<{ formatId: number }>; startDate: string; maxEntries: number } };
    expect(detail.data).toMatchObject({ startDate: '2027-05-08', maxEntries: 16 });
    expect(detail.data.phases.map((phase) => phase.formatId)).toEqual([1, 2]);
    // The draft is gone once the tournament exists: a new wizard starts from the first step.
    await wizard.open();
    await wizard.expectStep('basics');
    await expect(wizard.root.getByLabel(wizard.text.name)).toHaveValue('');
  });
}

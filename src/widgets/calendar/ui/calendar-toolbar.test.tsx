import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@domain/catalog';
import { initI18n } from '@/shared/i18n';
import { CalendarToolbar } from './calendar-toolbar';

async function headingOf(locale: Locale, date: string) {
  const i18n = await initI18n(locale);
  await i18n.loadNamespaces('calendar');
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[locale === 'en' ? '/en/tournaments/calendar' : '/torneos/calendario']}>
        <CalendarToolbar view="week" date={date} today="2026-11-28" linkTo={() => '#'} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const text = screen.getByTestId('calendar-period').textContent;
  unmount();
  return text;
}

describe('the week view’s heading', () => {
  it('names the whole week, from its first day, whichever day was chosen', async () => {
    // Friday 27 November 2026: the Spanish week runs Monday 23 to Sunday 29, the English one Sunday 22 to Saturday 28.
    expect(await headingOf('es', '2026-11-27')).toBe('Semana: 23–29 nov 2026');
    expect(await headingOf('es', '2026-11-23')).toBe('Semana: 23–29 nov 2026');
    expect(await headingOf('en', '2026-11-27')).toBe('Week: Nov 22 – 28, 2026');
  });

  it('spans months and years when the week does', async () => {
    expect(await headingOf('es', '2026-12-31')).toBe('Semana: 28 dic 2026 – 3 ene 2027');
    expect(await headingOf('en', '2026-12-01')).toBe('Week: Nov 29 – Dec 5, 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { CalendarEntry } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { calendarEntry } from './entry.fixture';
import { ListView } from './list-view';

const entry = calendarEntry();

async function show(entries: CalendarEntry[], showTournament: boolean) {
  const i18n = await initI18n('es');
  await i18n.loadNamespaces('calendar');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/calendario']}>
        <ListView entries={entries} timeZone="Europe/Madrid" tools={null} showTournament={showTournament} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ListView', () => {
  it("writes a match's tournament, phase and place as one line with single spaces around each separator", async () => {
    await show([entry], true);
    expect(screen.getByTestId('calendar-entry-context').textContent).toBe('Copa Otoño · Fase de grupos · Pabellón Norte · Mesa 2');
  });

  it('leaves out what it does not show or does not know', async () => {
    await show([{ ...entry, placeName: null, court: null }], false);
    expect(screen.getByTestId('calendar-entry-context').textContent).toBe('Fase de grupos');
  });
});

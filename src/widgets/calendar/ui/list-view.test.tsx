import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { CalendarEntry } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { ListView } from './list-view';

const entry: CalendarEntry = {
  matchId: 7,
  matchVersion: 1,
  code: 'r1p1',
  round: 1,
  status: 'scheduled',
  phaseId: 3,
  phaseName: 'Fase de grupos',
  validId: 2,
  validName: 'Copa Otoño',
  tournamentId: null,
  sportId: 1,
  communityId: 1,
  scheduledAt: '2027-03-06T10:00:00.000Z',
  endsAt: null,
  durationMinutes: 30,
  placeId: 1,
  placeName: 'Pabellón Norte',
  court: 'Mesa 2',
  home: { id: 1, name: 'Ana' },
  away: { id: 2, name: 'Bea' },
  score: null,
  conflicts: [],
};

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

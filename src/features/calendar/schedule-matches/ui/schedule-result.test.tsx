import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { CalendarEntry, ScheduleResult } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { ScheduleResultView } from './schedule-result';

const entry: CalendarEntry = {
  matchId: 9,
  matchVersion: 1,
  code: 'r2p1',
  round: 2,
  status: 'pending',
  phaseId: 3,
  phaseName: 'Grupos',
  validId: 2,
  validName: 'Copa Otoño',
  tournamentId: null,
  sportId: 1,
  communityId: 1,
  scheduledAt: null,
  endsAt: null,
  durationMinutes: null,
  placeId: null,
  placeName: null,
  court: null,
  home: { id: 1, name: 'Ana' },
  away: null,
  score: null,
  conflicts: [],
};

describe('ScheduleResultView', () => {
  it('names a match it could not place by phase, round and sides, never by its internal code', async () => {
    const i18n = await initI18n('es');
    await i18n.loadNamespaces('calendar');
    const result: ScheduleResult = { placed: 5, unplaced: [{ matchId: 9, code: 'r2p1', reason: 'no-sides' }], entries: [entry] };
    render(
      <I18nextProvider i18n={i18n}>
        <ScheduleResultView result={result} />
      </I18nextProvider>,
    );
    const list = screen.getByTestId('schedule-unplaced');
    expect(list.textContent).toContain('Grupos · Ronda 2 · Ana – Por decidir');
    expect(list.textContent).not.toContain('r2p1');
  });
});

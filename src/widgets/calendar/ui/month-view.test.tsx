import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { CalendarEntry } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { calendarEntry } from './entry.fixture';
import { MonthView, type TournamentSpan } from './month-view';

const entry = (matchId: number, sides: boolean, hour: string): CalendarEntry =>
  calendarEntry({ matchId, status: 'scheduled', scheduledAt: `2026-11-27T${hour}:00:00.000Z`, home: sides ? { id: 1, name: 'Ana' } : null, away: sides ? { id: 2, name: 'Bea' } : null });

async function show(entries: CalendarEntry[], tournaments: TournamentSpan[]) {
  const i18n = await initI18n('es');
  await i18n.loadNamespaces('calendar');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/torneos/calendario']}>
        <MonthView date="2026-11-27" entries={entries} timeZone="Europe/Madrid" tournaments={tournaments} dayLink={(day) => `#${day}`} today="2026-11-28" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('MonthView', () => {
  it('draws a tournament as one bar named once per week, and counts the matches whose sides are not known yet', async () => {
    await show([entry(1, true, '09'), entry(2, false, '10'), entry(3, false, '11')], [{ id: 2, name: 'Copa Otoño', startDate: '2026-11-25', endDate: '2026-12-01' }]);
    // Wednesday 25 to Sunday 29, then Monday 30 and Tuesday 1 on the next week: named once in each.
    expect(screen.getAllByTestId('calendar-month-tournament').map((bar) => bar.closest('td')?.dataset.day)).toEqual(['2026-11-25', '2026-11-30']);
    expect(document.querySelectorAll('[data-tournament-id="2"]')).toHaveLength(6);
    const friday = document.querySelector<HTMLElement>('td[data-day="2026-11-27"]');
    if (!friday) throw new Error('no Friday');
    expect(within(friday).getAllByTestId('calendar-month-entry')).toHaveLength(1);
    expect(within(friday).getByRole('link', { name: 'Copa Otoño: 10:00 Ana – Bea' })).toBeTruthy();
    expect(within(friday).getByTestId('calendar-month-undecided').textContent).toBe('2 por decidir');
    expect(within(friday).queryByText(/Por decidir – Por decidir/)).toBeNull();
  });
});

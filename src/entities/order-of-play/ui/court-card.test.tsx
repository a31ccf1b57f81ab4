import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OrderOfPlayCourt, OrderOfPlayMatch } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import { CourtCard } from './court-card';

const match = (matchId: number, localDate: string, localTime: string): OrderOfPlayMatch => ({
  matchId,
  code: `g1-r1p${matchId}`,
  phaseId: 3,
  phaseName: 'Grupos',
  validId: 1,
  validName: 'Open',
  stage: { kind: 'group', groupName: 'A', round: 1 },
  home: { id: 1, name: 'Ana Ruiz' },
  away: { id: 2, name: 'Eva Gil' },
  scheduledAt: `${localDate}T${localTime}:00.000Z`,
  localTime,
  localDate,
  durationMinutes: 30,
  deskState: null,
  deskVersion: 1,
  late: false,
});

const court: OrderOfPlayCourt = { court: 'Mesa 4', placeId: 1, placeName: 'Coliseo', now: match(1, '2026-11-27', '20:10'), next: match(2, '2026-11-28', '16:50'), after: null, waiting: 0 };

async function show(locale: 'es' | 'en') {
  const i18n = await initI18n(locale);
  await i18n.loadNamespaces(['order-of-play']);
  render(
    <MemoryRouter initialEntries={[locale === 'es' ? '/torneos/1/pizarra' : '/en/tournaments/1/board']}>
      <I18nextProvider i18n={i18n}>
        <CourtCard court={court} variant="board" today="2026-11-27" />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('CourtCard', () => {
  it("names the day of a match that is not today's, so tomorrow's 16:50 does not read as earlier today", async () => {
    await show('en');
    const times = screen.getAllByRole('time').map((time) => time.textContent);
    expect(times).toEqual(['20:10', 'Sat, Nov 28 16:50']);
  });

  it('in Spanish too', async () => {
    await show('es');
    expect(screen.getAllByRole('time').map((time) => time.textContent)[1]).toBe('sáb, 28 nov 16:50');
  });
});

import { afterEach, beforeEach, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS } from '@domain/contract';
import { initI18n } from '@/shared/i18n';
import type { BasicsStep, PhasesStep, ScheduleStep } from '../model/steps.schema';
import { ReviewStep } from './review-step';

const basics: BasicsStep = { name: 'Copa de Otoño', sportId: 1, modalityId: 1, genreId: 3, ageCategoryId: 7, levelCategoryId: null, subCategoryId: null, organizerId: 9 };
const schedule: ScheduleStep = {
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  inscriptionStart: '2027-02-01',
  inscriptionEnd: '2027-03-01',
  maxEntries: 24,
  requiresApproval: true,
  seasonId: 3,
  placeId: 5,
};
const phases: PhasesStep = {
  preset: 'groups-knockout',
  phases: [
    { name: 'Fase de grupos', formatId: PHASE_FORMAT_IDS.groups, categoryId: PHASE_CATEGORY_IDS.normal, configuration: { groupCount: 6, classified: 2 } },
    { name: 'Llave final', formatId: PHASE_FORMAT_IDS.knockout, categoryId: PHASE_CATEGORY_IDS.normal, configuration: { thirdPlace: true } },
  ],
};

/** The community's season, venue and age category the steps chose by id. */
const ANSWERS: Array<[string, unknown]> = [
  ['/seasons', { items: [{ id: 3, name: 'Temporada 2027' }], page: 0, size: 100, total: 1 }],
  ['/place', { items: [{ id: 5, name: 'Polideportivo Norte' }], page: 0, size: 99, total: 1 }],
  ['/category/age', { items: [{ id: 7, name: 'Sub-15' }], page: 0, size: 100, total: 1 }],
  ['/organizers', { items: [{ id: 9, name: 'Liga Andina' }], page: 0, size: 100, total: 1 }],
  ['/ranking/feeds', []],
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const data = ANSWERS.find(([path]) => url.pathname.endsWith(path))?.[1] ?? { items: [], page: 0, size: 100, total: 0 };
      return Promise.resolve(new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function review(lng: 'es' | 'en') {
  const i18n = await initI18n(lng);
  await i18n.loadNamespaces(['create-tournament', 'common']);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ReviewStep data={{ basics, schedule, phases }} busy={false} error={null} onEdit={vi.fn()} onBack={vi.fn()} onCreate={vi.fn()} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the wizard’s review', () => {
  it('reads back every choice: categories, organiser, inscription window, season, venue, groups, who goes through and the third place', async () => {
    await review('es');
    const step = (name: string) => within(screen.getByRole('region', { name }));
    const term = (region: ReturnType<typeof step>, label: string) => region.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const basicsPart = step('Deporte, modalidad y categorías');
    expect(await basicsPart.findByText('Sub-15')).toBeInTheDocument();
    expect(term(basicsPart, 'Categoría por nivel')).toBe('Sin categoría');
    expect(await basicsPart.findByText('Liga Andina')).toBeInTheDocument();
    const schedulePart = step('Fechas, inscripciones y lugar');
    expect(await schedulePart.findByText('Temporada 2027')).toBeInTheDocument();
    expect(await schedulePart.findByText('Polideportivo Norte')).toBeInTheDocument();
    expect(term(schedulePart, 'Inscripciones')).toMatch(/1.*feb.*1.*mar/);
    expect(term(schedulePart, 'Admisión')).toBe('El organizador aprueba cada inscripción');
    const phasesPart = step('Fases');
    expect(term(phasesPart, 'Formato de la competencia')).toBe('Grupos y llaves');
    expect(term(phasesPart, '1. Fase de grupos')).toBe('Grupos · 6 grupos · pasan 2 por grupo');
    expect(term(phasesPart, '2. Llave final')).toBe('Eliminación directa · con partido por el tercer lugar');
  });

  it('says so in English when nothing was chosen for season, venue or inscription dates', async () => {
    schedule.seasonId = null;
    schedule.placeId = null;
    schedule.inscriptionStart = null;
    schedule.inscriptionEnd = null;
    await review('en');
    const part = within(screen.getByRole('region', { name: 'Dates, registration and venue' }));
    for (const text of ['No season', 'No registration dates']) expect(part.getByText(text)).toBeInTheDocument();
    expect(part.getByText('Venue', { selector: 'dt' })).toBeInTheDocument();
  });
});

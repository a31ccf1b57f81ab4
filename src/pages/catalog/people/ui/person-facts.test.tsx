import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { GENRES } from '@domain/catalog';
import type { Person } from '@domain/contract';
import { referenceQueries } from '@/entities/reference';
import { PersonFacts } from './person-facts';

// The Spanish texts the facts use, as the app's people namespace has them.
const people = {
  handedness: { 'right-handed': 'Diestro', 'left-handed': 'Zurdo', ambidextrous: 'Ambidiestro', 'right-handed_female': 'Diestra', 'left-handed_female': 'Zurda', 'ambidextrous_female': 'Ambidiestra' },
  facts: { sport: 'Deporte', genre: 'Género', birthDate: 'Fecha de nacimiento', handedness: 'Mano hábil', type: 'Tipo', address: 'Dirección', none: 'Aún no hay más datos.' },
};
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { people } }, interpolation: { escapeValue: false } });

const player = (genreId: number | null): Person => ({
  id: 7,
  modalityId: 1,
  firstName: 'Lucía',
  lastName: 'Rojas',
  avatar: null,
  sportId: null,
  createdByAccountId: 1,
  version: 1,
  birthDate: null,
  genreId,
  handedness: 'left-handed',
  address: null,
  typeId: null,
  clubs: [],
  teamMembers: [],
  memberOf: [],
});

function renderFacts(person: Person) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(referenceQueries.genres().queryKey, [...GENRES]);
  client.setQueryData(referenceQueries.coachTypes().queryKey, []);
  client.setQueryData(referenceQueries.affiliateTypes().queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return render(<PersonFacts person={person} />, { wrapper });
}

describe('PersonFacts', () => {
  it('writes handedness in agreement with a woman’s gender', () => {
    renderFacts(player(2));
    expect(screen.getByText('Zurda')).toBeInTheDocument();
    expect(screen.getByText('Femenino')).toBeInTheDocument();
  });

  it('keeps the generic form for men and for an unknown gender', () => {
    const { unmount } = renderFacts(player(3));
    expect(screen.getByText('Zurdo')).toBeInTheDocument();
    unmount();
    renderFacts(player(null));
    expect(screen.getByText('Zurdo')).toBeInTheDocument();
  });
});

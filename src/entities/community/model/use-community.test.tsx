import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Community } from '@domain/contract';
import { communityQueries } from '../api/community.queries';
import { $communityName } from './community.model';
import { useSportOptions } from './use-community';

function community(sportId: number | null): Community {
  return { id: 3, name: 'Fútbol de Barrio', domain: 'futbol-barrio', isDefault: false, sportId, lookAndFeel: { logos: { brand: '/x.svg' }, primary: '#14532d', secondary: '#facc15' } };
}

async function optionsFor(data: Community | null, lng = 'es') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {} });
  const client = new QueryClient();
  if (data) client.setQueryData(communityQueries.byDomain('futbol-barrio').queryKey, data);
  const scope = fork({ values: [[$communityName, 'futbol-barrio']] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={scope}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </Provider>
  );
  return renderHook(() => useSportOptions(), { wrapper }).result.current;
}

describe('useSportOptions', () => {
  it('offers only the space’s sport when it has one', async () => {
    expect(await optionsFor(community(5))).toEqual([{ value: 5, label: 'Fútbol 5' }]);
  });

  it('offers every sport, in the page language, when the space has none', async () => {
    const options = await optionsFor(community(null), 'en');
    expect(options.map((o) => o.label)).toEqual(['Table tennis', 'Soccer', 'Basketball', 'Soccer 5', 'Soccer 7']);
  });
});

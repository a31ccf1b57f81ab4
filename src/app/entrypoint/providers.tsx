import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as EffectorProvider } from 'effector-react';
import type { Scope } from 'effector';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

/** What every screen reads around the router, the same on the server and in the browser. */
export function AppProviders({ scope, queryClient, i18n, children }: { scope: Scope; queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <EffectorProvider value={scope}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </EffectorProvider>
    </StrictMode>
  );
}

import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Provider as EffectorProvider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { startApp } from '../model/app-start';
import { announceRateLimit } from '../model/rate-limit-notice';
import { createRouter } from '../routes/router';

const scope = fork();
const queryClient = createQueryClient({ onRateLimited: announceRateLimit });

/** Everything the first render needs: the space's look and id, and the session restore under way. */
export function prepareApp(): Promise<void> {
  return startApp(scope, queryClient);
}

const router = createRouter();

export function App() {
  return (
    <StrictMode>
      <EffectorProvider value={scope}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </QueryClientProvider>
      </EffectorProvider>
    </StrictMode>
  );
}

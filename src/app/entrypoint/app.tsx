import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Provider as EffectorProvider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { createRouter } from '../routes/router';
import { startSession } from '../model/session-start';

const scope = fork();
void startSession(scope);
const queryClient = createQueryClient();
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

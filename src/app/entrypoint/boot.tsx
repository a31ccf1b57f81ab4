import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n';
import { setRenderedAt } from '@/shared/lib/dates';
import { localeOfPath } from '@domain/routes/locale';
import type { ServerState } from './server-state';

/**
 * Makes the page live: hydrates the server's page from its state (`onHydrated` runs once every part of it is live),
 * or renders the page in the browser when there is none to hydrate.
 */
export async function boot(container: HTMLElement, serverState: ServerState | null, onHydrated?: () => void): Promise<void> {
  const [, { App, prepareApp, prepareHydration }] = await Promise.all([initI18n(serverState?.locale ?? localeOfPath(window.location.pathname), serverState?.texts), import('./app')]);
  const hydration = serverState ? await prepareHydration(serverState) : null;
  if (hydration) {
    setRenderedAt(serverState?.renderedAt ?? null);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // until the whole page is hydrated: a tap during it is not left waiting behind one long task.
    startTransition(() => {
      hydrateRoot(container, <App {...hydration} hydrated onHydrated={onHydrated} />);
    });
    return;
  }
  // No server rendering for this screen (or for this browser's space): the browser renders it.
  createRoot(container).render(<App {...await prepareApp()} hydrated={false} />);
  onHydrated?.();
}

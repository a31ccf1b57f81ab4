import { apiAddress } from '@/shared/api';

/**
 * Makes the score-keeper screen an installable app that opens without connection: its manifest (started on this
 * very link) and the service worker of its route, which keeps the screen's files and the scope's data. The files
 * this page loaded before the worker took control are handed to it to keep.
 */
export function makeInstallable(scope: string): void {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = apiAddress('scorekeeper/manifest', { path: window.location.pathname });
    document.head.append(link);
  }
  if (!('serviceWorker' in navigator)) return;
  const keep = (worker: ServiceWorker | null) => {
    const urls = [window.location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)].filter((url) => url.startsWith(window.location.origin));
    worker?.postMessage({ type: 'keep', urls });
  };
  navigator.serviceWorker
    .register('/scorekeeper-sw.js', { scope })
    .then(async (registration) => {
      await navigator.serviceWorker.ready;
      keep(registration.active);
    })
    .catch(() => undefined);
}

// The score-keeper screen's service worker (registered with the score-keeper route as its scope): every GET of the
// platform's own origin goes to the network first and is kept, so the screen, its files and its scope's data open
// and work without connection from the copy kept last. Saves are not handled here: the page queues them itself.
const KEPT = 'scorekeeper-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page hands over what it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && new URL(url).origin === self.location.origin && !new URL(url).pathname.startsWith('/api/'));
  event.waitUntil(caches.open(KEPT).then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)))));
});

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      await caches.open(KEPT).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Live streams stay live; another origin is none of this worker's business.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/live/')) return;
  event.respondWith(networkFirst(request));
});

/**
 * Just enough of a browser for redirect flows across two sites: cookies per host, redirects followed by
 * hand so each hop can be inspected.
 */
export function createBrowser() {
  const jar = new Map<string, Map<string, string>>();

  function store(url: URL, response: Response) {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=').trim();
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    jar.set(url.host, cookies);
  }

  async function request(target: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const url = new URL(target);
    const headers: Record<string, string> = {};
    const cookies = jar.get(url.host);
    if (cookies?.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    store(url, response);
    return response;
  }

  /** Follows redirects until one leaves for `stopAt` (returned, not fetched) or a page answers. */
  async function follow(start: string | URL, stopAt?: (url: URL) => boolean, init?: { method?: string; form?: Record<string, string> }) {
    let response = await request(start, init);
    let current = new URL(start);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const next = new URL(response.headers.get('location') ?? '', current);
      if (stopAt?.(next)) return { response, url: next };
      current = next;
      response = await request(next);
    }
    return { response, url: current };
  }

  return { request, follow, cookie: (host: string, name: string) => jar.get(host)?.get(name) ?? null };
}

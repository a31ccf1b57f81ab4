import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, rateLimitedFor } from './client';
import { setApiCommunity, setApiLocale } from './context';

function respond(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setApiLocale('es');
  setApiCommunity(null);
  document.cookie = 'userToken=; Path=/; Max-Age=0';
  document.cookie = 'accountId=; Path=/; Max-Age=0';
});

describe('apiRequest error mapping', () => {
  it('maps 403 to the permission message whatever the server said', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(403, { error: { message: 'Forbidden', status: 403, code: 'FORBIDDEN' } }));
    const result = await apiRequest('/valid', { method: 'POST', body: {} });
    expect(result).toEqual({ error: { message: 'No tienes permisos para realizar esta acción', status: 403, code: 'FORBIDDEN' } });
  });

  it('keeps the server message, status and code of other HTTP errors', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond(500, { error: { message: 'La base de datos no responde', status: 500, code: 'DB_DOWN' } }));
    const result = await apiRequest('/sports');
    expect(result).toEqual({ error: { message: 'La base de datos no responde', status: 500, code: 'DB_DOWN' } });
  });

  it('keeps why a change was refused and the record as it is now', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = { message: 'La fase todavía no empezó', status: 409, code: 'REFUSED', reason: 'phaseNotStarted', current: { version: 3, statusId: 1 } };
    vi.stubGlobal('fetch', respond(409, { error }));
    expect(await apiRequest('/match/1', { method: 'PUT', body: {} })).toEqual({ error });
  });

  it('uses an empty message when the server gave none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    expect(await apiRequest('/sports')).toEqual({ error: { message: '', status: 502, code: '502' } });
  });

  it('maps a network failure to the unknown error and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const result = await apiRequest('/sports');
    expect(result).toEqual({ error: { message: 'Ha ocurrido un error desconocido', status: 500, code: 'UNKNOWN' } });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps the wait a 429 asks for, from its retry-after header', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { error: { message: 'Demasiadas solicitudes. Vuelve a intentarlo en 12 s', status: 429, code: 'RATE_LIMITED' } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 429, headers: { 'retry-after': '12' } })));
    const result = await apiRequest('/sports');
    expect(result).toEqual({ error: { ...body.error, retryAfter: 12 } });
    expect(rateLimitedFor(new ApiRequestError({ ...body.error, retryAfter: 12 }))).toBe(12);
    expect(rateLimitedFor(new ApiRequestError({ message: '', status: 500, code: 'X' }))).toBeNull();
  });

  it('maps a non-JSON success body to the unknown error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200 })));
    expect(await apiRequest('/sports')).toEqual({ error: { message: 'Ha ocurrido un error desconocido', status: 500, code: 'UNKNOWN' } });
  });
});

describe('apiRequest headers', () => {
  it('sends the account, community and language, and never a token (the session is an HttpOnly cookie)', async () => {
    document.cookie = 'userToken=abc123; Path=/';
    document.cookie = 'accountId=7; Path=/';
    setApiCommunity(3);
    setApiLocale('en');
    const fetchMock = respond(200, { data: { ok: true } });
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ ok: boolean }>('communities/x', { query: { page: 0, q: '' } });
    expect(result).toEqual({ data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/communities/x?page=0');
    expect(init?.headers).toMatchObject({ 'x-account-id': '7', 'x-community-id': '3', 'x-locale': 'en' });
    expect(init?.headers).not.toHaveProperty('authorization');
  });
});

describe('apiRequest uploads', () => {
  it('sends a FormData body as multipart, leaving the content type to the browser', async () => {
    const fetchMock = respond(201, { data: { id: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'logo.png');
    await apiRequest('images', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });
});

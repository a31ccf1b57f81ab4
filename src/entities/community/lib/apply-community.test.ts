import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Community } from '@domain/contract';
import { apiRequest, setApiCommunity } from '@/shared/api';
import { applyCommunity } from './apply-community';

const andina: Community = {
  id: 2,
  name: 'Liga Andina de Tenis de Mesa',
  domain: 'liga-andina',
  isDefault: false,
  sportId: 1,
  lookAndFeel: { logos: { brand: '/communities/liga-andina/logo.svg', icon: '/communities/liga-andina/icon.svg' }, primary: '#0b3d91', secondary: '#e11d48' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  setApiCommunity(null);
  document.head.innerHTML = '';
});

describe('applyCommunity', () => {
  it('scopes every later call to the space and themes the page with its look', async () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg"><meta name="theme-color" content="#000000">';
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"data":null}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    applyCommunity(andina);
    await apiRequest('sports');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'x-community-id': '2' });
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0b3d91');
    expect(document.documentElement.style.getPropertyValue('--brand-secondary-foreground')).toBe('#ffffff');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/communities/liga-andina/icon.svg');
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0b3d91');
  });
});

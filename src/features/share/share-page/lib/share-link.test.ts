import { describe, expect, it, vi } from 'vitest';
import { pageAddress, shareLink } from './share-link';

const page = { title: 'Copa · Torneos', url: 'https://torneos.example/torneos/5/info' };

describe('shareLink', () => {
  it('opens the share sheet on a phone', async () => {
    const share = vi.fn(async () => undefined);
    const copy = vi.fn(async () => undefined);
    expect(await shareLink(page, { touch: true, share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(page);
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link on a desktop even when the browser could share', async () => {
    const share = vi.fn(async () => undefined);
    const copy = vi.fn(async () => undefined);
    expect(await shareLink(page, { touch: false, share, copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith(page.url);
    expect(share).not.toHaveBeenCalled();
  });

  it('treats a closed sheet as cancelled, and a refused one by copying', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const copy = vi.fn(async () => undefined);
    expect(await shareLink(page, { touch: true, share: () => Promise.reject(abort), copy })).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
    expect(await shareLink(page, { touch: true, share: () => Promise.reject(new Error('not allowed')), copy })).toBe('copied');
  });

  it('fails when there is neither a sheet nor a clipboard, or copying is refused', async () => {
    expect(await shareLink(page, { touch: false })).toBe('failed');
    expect(await shareLink(page, { touch: false, copy: () => Promise.reject(new Error('denied')) })).toBe('failed');
  });

  it('shares the page without its query', () => {
    expect(pageAddress({ origin: 'https://torneos.example', pathname: '/torneos/5/info' })).toBe('https://torneos.example/torneos/5/info');
  });
});

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { LocaleSync } from './locale-sync';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocaleSync>
        <p>page</p>
      </LocaleSync>
    </MemoryRouter>,
  );
}

describe('LocaleSync', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("leaves <html lang> untouched when the server already wrote the path's language", async () => {
    document.documentElement.lang = 'en';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    renderAt('/en/tournaments');
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    // Writing the attribute again, even with the same value, makes the browser restyle the whole page.
    expect(changes).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
  });

  it("sets <html lang> to the path's language when it differs", () => {
    document.documentElement.lang = 'es';
    renderAt('/en/tournaments');
    expect(document.documentElement.lang).toBe('en');
  });
});

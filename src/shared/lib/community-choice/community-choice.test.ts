import { describe, expect, it } from 'vitest';
import { chosenCommunityName } from './community-choice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('chosenCommunityName', () => {
  it('takes the query parameter and remembers it', () => {
    const storage = memoryStorage();
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '?community=Liga-Andina' }, storage)).toBe('liga-andina');
    expect(storage.data.get('community')).toBe('liga-andina');
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '' }, storage)).toBe('liga-andina');
  });

  it('falls back to the host name, and ignores malformed choices', () => {
    const storage = memoryStorage({ community: '../etc' });
    expect(chosenCommunityName({ hostname: 'futbol-barrio.torneos.app', search: '?community=<x>' }, storage)).toBe('futbol-barrio.torneos.app');
    expect(storage.data.get('community')).toBe('../etc');
  });
});

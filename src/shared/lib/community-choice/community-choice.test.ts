import { describe, expect, it } from 'vitest';
import { chosenCommunityName, rememberedCommunity, type CommunityMemory } from './community-choice';

function memory(initial: string | null = null): CommunityMemory & { value: string | null; writes: number } {
  const kept = {
    value: initial,
    writes: 0,
    read: () => kept.value,
    remember: (name: string) => {
      kept.value = name;
      kept.writes += 1;
    },
  };
  return kept;
}

describe('chosenCommunityName', () => {
  it('takes the query parameter and remembers it once', () => {
    const kept = memory();
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '?community=Liga-Andina' }, kept)).toBe('liga-andina');
    expect(kept.value).toBe('liga-andina');
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '?community=liga-andina' }, kept)).toBe('liga-andina');
    expect(kept.writes).toBe(1);
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '' }, kept)).toBe('liga-andina');
  });

  it('falls back to the host name, and ignores malformed choices', () => {
    const kept = memory('../etc');
    expect(chosenCommunityName({ hostname: 'futbol-barrio.torneos.app', search: '?community=<x>' }, kept)).toBe('futbol-barrio.torneos.app');
    expect(kept.value).toBe('../etc');
  });

  it('reads a request cookie on the server without writing anything', () => {
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '' }, rememberedCommunity('liga-andina'))).toBe('liga-andina');
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '' }, rememberedCommunity(undefined))).toBe('torneos.app');
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '?community=otra' }, rememberedCommunity('liga-andina'))).toBe('otra');
  });

  it('remembers the choice in a cookie in the browser', () => {
    document.cookie = 'community=; Path=/; Max-Age=0';
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '?community=liga-andina' })).toBe('liga-andina');
    expect(document.cookie).toContain('community=liga-andina');
    expect(chosenCommunityName({ hostname: 'torneos.app', search: '' })).toBe('liga-andina');
  });
});

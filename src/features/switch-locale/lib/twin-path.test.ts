import { describe, expect, it } from 'vitest';
import { twinPath } from './twin-path';

describe('twinPath', () => {
  it.each([
    ['/', '', 'en', '/en/'],
    ['/torneos', '', 'en', '/en/tournaments'],
    ['/en/tournaments/calendar', '', 'es', '/torneos/calendario'],
    ['/torneos/12/participantes', '', 'en', '/en/tournaments/12/participants'],
    ['/torneos/12/calendario', '', 'en', '/en/tournaments/12/calendar'],
    ['/en/profile/player-profile', '', 'es', '/perfil/perfil-de-jugador'],
    ['/rankings/3/modalidades/4', '?ageCategoryId=2', 'en', '/en/rankings/3/modalities/4?ageCategoryId=2'],
    ['/no-existe', '', 'en', '/en/'],
  ] as const)('%s%s → %s', (path, search, to, expected) => {
    expect(twinPath(path, search, to)).toBe(expected);
  });
});

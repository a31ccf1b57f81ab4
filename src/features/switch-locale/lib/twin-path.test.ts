import { describe, expect, it } from 'vitest';
import { twinPath } from './twin-path';

describe('twinPath', () => {
  it.each([
    ['/', '', 'en', '/en/'],
    ['/en', '', 'es', '/'],
    ['/torneos', '', 'en', '/en/tournaments'],
    ['/en/tournaments/calendar', '', 'es', '/torneos/calendario'],
    ['/torneos/12/participantes', '', 'en', '/en/tournaments/12/participants'],
    ['/torneos/12/calendario', '', 'en', '/en/tournaments/12/calendar'],
    ['/torneos/12/inscripciones', '', 'en', '/en/tournaments/12/inscriptions'],
    ['/torneos/12/fases/3/juegos', '', 'en', '/en/tournaments/12/phases/3/matches'],
    ['/en/multi-tournament/4/tournaments/12/phases/3/results', '?x=1', 'es', '/multi-torneos/4/torneos/12/fases/3/resultados?x=1'],
    ['/en/profile/player-profile', '', 'es', '/perfil/perfil-de-jugador'],
    ['/rankings/3/modalidades/4', '?ageCategoryId=2', 'en', '/en/rankings/3/modalities/4?ageCategoryId=2'],
    ['/tournaments/2/valids/5/participantes', '', 'en', '/en/tournaments/2/valids/5/participants'],
    ['/blog/como-armar-grupos', '', 'en', '/en/blog/como-armar-grupos'],
    ['/torneos/12', '', 'en', '/en/tournaments/12/info'],
    ['/no-existe', '', 'en', '/en/'],
    ['/torneos/abc/info', '', 'en', '/en/'],
  ] as const)('%s%s → %s', (path, search, to, expected) => {
    expect(twinPath(path, search, to)).toBe(expected);
  });
});

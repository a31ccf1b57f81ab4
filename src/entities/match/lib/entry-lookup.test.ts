import { describe, expect, it } from 'vitest';
import type { Inscribed, PhaseDraw } from '@domain/contract';
import { entryLabels } from './entry-lookup';

const entry = (id: number, seed: number | null): Inscribed => ({
  id,
  validId: 1,
  phaseId: null,
  personId: id,
  person: { id, firstName: `Jugador ${id}`, lastName: '', avatar: null, modalityId: 1, genreId: null },
  clubId: null,
  clubName: null,
  seed,
  origin: 'added',
  previousOrigin: null,
  createdByAccountId: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  version: 1,
});

const draw = (entries: Array<{ id: number; seed: number | null }>): PhaseDraw => ({
  phaseId: 2,
  formatId: 2,
  method: 'ittf',
  seed: 1,
  options: { kind: 'bracket', size: 4, lines: [1, 3, 4, 2], order: 'ittf', separateBy: [], entries: entries.map((e) => ({ ...e, clubId: null, fromGroup: null })) },
  drawnAt: '2026-11-02T00:00:00.000Z',
  drawnByAccountId: 1,
  version: 1,
  groups: [],
  bracket: { size: 4, rounds: 2, order: 'ittf', lines: [1, 3, 4, 2] },
});

describe('entry labels', () => {
  it('shows the seeds the draw gave, and none for an entry it placed unseeded, whatever the inscription said', () => {
    const labels = entryLabels([entry(1, 5), entry(2, 6), entry(3, 2), entry(4, null)], draw([{ id: 1, seed: 1 }, { id: 2, seed: 2 }, { id: 3, seed: null }, { id: 4, seed: null }]));
    expect([labels['1']?.seed, labels['2']?.seed, labels['3']?.seed, labels['4']?.seed]).toEqual([1, 2, undefined, undefined]);
  });

  it('falls back to the inscription seed before the phase is drawn', () => {
    expect(entryLabels([entry(1, 3)], null)['1']).toEqual({ name: 'Jugador 1', seed: 3 });
  });
});

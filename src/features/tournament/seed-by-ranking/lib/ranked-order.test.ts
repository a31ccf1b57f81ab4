import { describe, expect, it } from 'vitest';
import type { Inscribed } from '@domain/contract';
import { rankedOrder, seedsOf } from './ranked-order';

const entry = (id: number, personId: number, seed: number | null): Inscribed => ({
  id,
  validId: 1,
  phaseId: null,
  personId,
  person: { id: personId, modalityId: 1, firstName: `P${personId}`, lastName: '', avatar: null, genreId: null },
  clubId: null,
  clubName: null,
  seed,
  origin: 'organic',
  previousOrigin: null,
  createdByAccountId: 1,
  createdAt: '2026-01-01T00:00:00Z',
  version: id,
});

describe('seeding by a ranking', () => {
  it('puts ranked people first by position and the unranked after, in their previous order', () => {
    const entries = [entry(1, 11, 1), entry(2, 12, 2), entry(3, 13, null), entry(4, 14, 3)];
    const ordered = rankedOrder(entries, new Map([[13, 1], [14, 2]]));
    expect(ordered.map((item) => item.personId)).toEqual([13, 14, 11, 12]);
    expect(seedsOf(ordered)).toEqual([
      { id: 3, seed: 1, version: 3 },
      { id: 4, seed: 2, version: 4 },
      { id: 1, seed: 3, version: 1 },
      { id: 2, seed: 4, version: 2 },
    ]);
  });

  it('keeps the current order between people tied in the ranking and sends nothing when already seeded so', () => {
    const entries = [entry(1, 11, 1), entry(2, 12, 2)];
    const ordered = rankedOrder(entries, new Map([[11, 3], [12, 3]]));
    expect(ordered.map((item) => item.id)).toEqual([1, 2]);
    expect(seedsOf(ordered)).toEqual([]);
  });
});

import { detectConflicts, type CheckedMatch } from './conflicts.rules';

const MINUTE = 60_000;
const base = Date.UTC(2026, 10, 28, 9);
const entry = (matchId: number, from: number, personIds: number[], court = `Pista ${matchId}`, extra: Partial<CheckedMatch> = {}): CheckedMatch => ({
  matchId,
  start: base + from * MINUTE,
  end: base + (from + 30) * MINUTE,
  placeId: 1,
  court,
  personIds,
  restMinutes: 15,
  windows: null,
  ...extra,
});

describe('detectConflicts', () => {
  it('flags a person in two matches at once on both matches', () => {
    const found = detectConflicts([entry(1, 0, [1, 2]), entry(2, 10, [2, 3])]);
    expect(found.get(1)).toEqual([{ code: 'person-overlap', otherMatchId: 2, personId: 2 }]);
    expect(found.get(2)).toEqual([{ code: 'person-overlap', otherMatchId: 1, personId: 2 }]);
  });

  it('flags a court holding two matches at once', () => {
    const found = detectConflicts([entry(1, 0, [1], 'Mesa 1'), entry(2, 29, [2], 'Mesa 1'), entry(3, 30, [3], 'Mesa 1')]);
    expect(found.get(1)).toEqual([{ code: 'court-overlap', otherMatchId: 2, personId: null }]);
    expect(found.get(2)).toEqual([
      { code: 'court-overlap', otherMatchId: 1, personId: null },
      { code: 'court-overlap', otherMatchId: 3, personId: null },
    ]);
  });

  it('flags a rest shorter than the larger minimum of the two matches', () => {
    expect(detectConflicts([entry(1, 0, [1]), entry(2, 44, [1])]).get(2)).toEqual([{ code: 'rest', otherMatchId: 1, personId: 1 }]);
    expect(detectConflicts([entry(1, 0, [1]), entry(2, 45, [1])]).size).toBe(0);
    expect(detectConflicts([entry(1, 0, [1], 'a', { restMinutes: 0 }), entry(2, 50, [1], 'b', { restMinutes: 30 })]).get(1)).toEqual([{ code: 'rest', otherMatchId: 2, personId: 1 }]);
  });

  it('flags a match outside its playing hours only when the tournament has them', () => {
    const windows = [{ start: base, end: base + 60 * MINUTE }];
    const found = detectConflicts([entry(1, 0, [1], 'a', { windows }), entry(2, 45, [2], 'b', { windows }), entry(3, 300, [3])]);
    expect([...found.keys()]).toEqual([2]);
    expect(found.get(2)).toEqual([{ code: 'outside-window', otherMatchId: null, personId: null }]);
  });
});

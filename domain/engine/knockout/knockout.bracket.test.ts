import type { Entry } from '../core/engine.types';
import { createBracket } from './knockout.bracket';
import type { Bracket } from './knockout.types';
import { meetingRound } from './seed-lines.bracket';

const seeded = (count: number): Entry[] => Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}`, seed: i + 1 }));
const make = (entries: Entry[], options: Parameters<typeof createBracket>[1]): Bracket => {
  const outcome = createBracket(entries, options);
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
};
const firstRound = (bracket: Bracket) =>
  bracket.matches.filter((m) => m.round === 1).map((m) => [m.home, m.away]);

describe('createBracket', () => {
  it('refuses fewer than two entries, duplicates and more than 128', () => {
    expect(createBracket(seeded(1), { seed: 1 })).toMatchObject({ ok: false, code: 'notEnoughEntries' });
    expect(createBracket([{ id: 1 }, { id: 1 }], { seed: 1 })).toMatchObject({ ok: false, code: 'duplicateEntry' });
    expect(createBracket(seeded(129), { seed: 1 })).toMatchObject({ ok: false, code: 'tooManyEntries' });
  });

  it('pairs the natural order 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    const bracket = make(seeded(8), { seed: 1, order: 'natural' });
    expect(firstRound(bracket)).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
    expect(bracket).toMatchObject({ size: 8, rounds: 3, order: 'natural', seed: 1 });
  });

  it('gives the byes to the top seeds and moves them on at once', () => {
    const bracket = make(seeded(5), { seed: 11, order: 'natural' });
    expect(firstRound(bracket)).toEqual([
      ['s1', null],
      ['s4', 's5'],
      ['s2', null],
      ['s3', null],
    ]);
    const byes = bracket.matches.filter((m) => m.round === 1 && m.winner !== null);
    expect(byes.map((m) => m.winner)).toEqual(['s1', 's2', 's3']);
    expect(bracket.matches.filter((m) => m.round === 2).map((m) => [m.home, m.away])).toEqual([
      ['s1', null],
      ['s2', 's3'],
    ]);
    expect(bracket.lines).toEqual(['s1', null, 's4', 's5', 's2', null, 's3', null]);
  });

  it('names matches from the prefix and links winners and semifinal losers', () => {
    const bracket = make(seeded(4), { seed: 2, thirdPlace: true, idPrefix: 'ko-' });
    expect(bracket.matches.map((m) => [m.id, m.winnerTo, m.loserTo, m.thirdPlace])).toEqual([
      ['ko-r1p1', { matchId: 'ko-r2p1', side: 'home' }, { matchId: 'ko-r2p2', side: 'home' }, false],
      ['ko-r1p2', { matchId: 'ko-r2p1', side: 'away' }, { matchId: 'ko-r2p2', side: 'away' }, false],
      ['ko-r2p1', null, null, false],
      ['ko-r2p2', null, null, true],
    ]);
  });

  it('plays for third place only with at least four entries', () => {
    expect(make(seeded(3), { seed: 1, thirdPlace: true }).matches).toHaveLength(3);
    expect(make(seeded(2), { seed: 1, thirdPlace: true }).matches).toHaveLength(1);
  });

  it('draws entries beyond maxSeeds like unseeded ones', () => {
    const lines = new Set<number>();
    for (let seed = 0; seed < 30; seed += 1) {
      const bracket = make(seeded(8), { seed, maxSeeds: 2 });
      expect(bracket.lines[0]).toBe('s1');
      expect(bracket.lines[7]).toBe('s2');
      lines.add(bracket.lines.indexOf('s3'));
    }
    expect(lines.size).toBeGreaterThan(2);
  });

  it('keeps clubmates apart: two clubs of four never meet in the first round', () => {
    const entries: Entry[] = Array.from({ length: 8 }, (_, i) => ({ id: i, clubId: i % 2 === 0 ? 'north' : 'south' }));
    for (let seed = 0; seed < 30; seed += 1) {
      const bracket = make(entries, { seed });
      for (const [home, away] of firstRound(bracket)) {
        expect(Number(home) % 2).not.toBe(Number(away) % 2);
      }
    }
  });

  it('sends a seed’s clubmate to the other half and puts the group of origin first', () => {
    const entries: Entry[] = [
      { id: 'top', seed: 1, clubId: 'c1', fromGroup: 1 },
      { id: 'second', seed: 2, clubId: 'c2', fromGroup: 2 },
      { id: 'mate', clubId: 'c1', fromGroup: 2 },
      { id: 'other', clubId: 'c3', fromGroup: 1 },
    ];
    for (let seed = 0; seed < 20; seed += 1) {
      const bracket = make(entries, { seed });
      const line = (id: string) => bracket.lines.indexOf(id);
      // Same group beats same club: "other" (group 1) must avoid "top", so "mate" meets it early.
      expect(meetingRound(line('top'), line('other'))).toBe(2);
      expect(meetingRound(line('top'), line('mate'))).toBe(1);
      const clubsOnly = make(entries, { seed, separateBy: ['clubId'] });
      expect(meetingRound(clubsOnly.lines.indexOf('top'), clubsOnly.lines.indexOf('mate'))).toBe(2);
    }
  });
});

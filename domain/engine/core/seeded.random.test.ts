import { createRandom, deriveSeed, randomInt, shuffleInPlace } from './seeded.random';

describe('seeded random', () => {
  it('replays the same sequence from the same seed', () => {
    const a = createRandom(2024);
    const b = createRandom(2024);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRandom(2025)()).not.toBe(first[0]);
  });

  it('shuffles in place as a permutation, reproducibly', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = shuffleInPlace([...items], createRandom(1));
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(shuffleInPlace([...items], createRandom(1))).toEqual(shuffled);
  });

  it('spreads integers over the range and derives distinct seeds per key', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 200 }, () => randomInt(random, 6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed(1, 'b'));
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed(2, 'a'));
  });
});

import { describe, expect, it } from 'vitest';
import { workedExample } from './worked-example';

describe('the help’s worked example', () => {
  it('gives the semi-finalist 50 for third place, 5 and 10 for the phases, 3 per match won: 77', () => {
    const { player, coach } = workedExample();
    expect(player.map((line) => [line.reason, line.detail, line.points])).toEqual([
      ['phase', 1, 5],
      ['phase', 2, 10],
      ['position', 3, 50],
      ['wins', 3, 9],
      ['wins', 1, 3],
    ]);
    expect(player.reduce((sum, line) => sum + line.points, 0)).toBe(77);
    expect(coach).toEqual([expect.objectContaining({ personId: 2, reason: 'coach', detail: 1, points: 77 })]);
  });
});

import { describe, expect, it } from 'vitest';
import { crashTestFailed, describeReport, describeRound } from './report';
import type { CrashReport, RoundFigures } from './run';

const round = (number: number, restartMs: number): RoundFigures => ({
  round: number,
  acknowledged: 10,
  updates: 2,
  refused: 0,
  verified: 10,
  rechecked: 0,
  lost: 0,
  inFlightAtKill: 8,
  killAfterMs: 500,
  restartMs,
});
const report = (rounds: RoundFigures[]): CrashReport => ({
  database: 'pglite',
  label: 'test',
  firstStartMs: 9000,
  rounds,
  losses: [],
  failure: null,
  slowRestarts: rounds.filter((r) => r.restartMs > 5000),
  maxRestartMs: 5000,
});

describe('the crash report', () => {
  it('prints each round’s restart time and passes when every restart is within the limit', () => {
    expect(describeRound(round(1, 2400), 5000)).toMatch(/restart 2,400 ms$/);
    expect(crashTestFailed(report([round(1, 2400), round(2, 5000)]))).toBe(false);
  });

  it('fails a run with a restart over the limit and names the round', () => {
    const slow = report([round(1, 2400), round(2, 5200)]);
    expect(describeRound(round(2, 5200), 5000)).toMatch(/restart 5,200 ms \(SLOW\)$/);
    expect(crashTestFailed(slow)).toBe(true);
    expect(describeReport(slow)).toContain('  SLOW restart after the kill of round 2: 5,200 ms, over the 5,000 ms allowed');
  });
});

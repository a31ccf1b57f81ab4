import { describe, expect, it } from 'vitest';
import { arrivalMoments } from './fixed-rate';

describe('arrivalMoments', () => {
  it('spaces requests evenly when asked', () => {
    expect(arrivalMoments(4, 1, 'even')).toEqual([0, 250, 500, 750]);
  });

  it('draws Poisson arrivals: about the rate on average, gaps that vary, the same moments for the same seed', () => {
    const moments = arrivalMoments(200, 60, 'poisson', 7);
    expect(moments.length).toBeGreaterThan(11_400);
    expect(moments.length).toBeLessThan(12_600);
    expect(moments.every((moment, index) => moment < 60_000 && (index === 0 || moment >= (moments[index - 1] ?? 0)))).toBe(true);
    const gaps = moments.slice(1).map((moment, index) => moment - (moments[index] ?? 0));
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(mean).toBeGreaterThan(4.5);
    expect(mean).toBeLessThan(5.5);
    // An exponential distribution: about 1 gap in 20 is three times the mean or more, which even spacing never has.
    const long = gaps.filter((gap) => gap >= 3 * mean).length / gaps.length;
    expect(long).toBeGreaterThan(0.03);
    expect(long).toBeLessThan(0.08);
    expect(arrivalMoments(200, 60, 'poisson', 7)).toEqual(moments);
    expect(arrivalMoments(200, 60, 'poisson', 8)).not.toEqual(moments);
  });
});

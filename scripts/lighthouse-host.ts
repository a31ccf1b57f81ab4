/**
 * How fast the host running Lighthouse is, and what that means for the simulated phone.
 *
 * Lighthouse measures every main-thread task on the host and multiplies it by a fixed CPU slowdown (4× for its
 * mobile preset). The preset assumes a host of a certain speed: on a slower host the same page is judged on a phone
 * slower than the one meant, on a faster host on a faster one. Lighthouse reports the host's speed as
 * `benchmarkIndex` (a small JavaScript workload it times before each run). Lighthouse's CPU-throttling calculator
 * maps that index to the slowdown that emulates a mid-tier phone, piecewise linearly: an index of 150 needs 1×,
 * 800 needs 2×, 1,300 needs 3×, and each further 233 one more (1,533 → 4×, 2,000 → 6×).
 */
export function calibratedSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** "1,523 (×3.9)": a run's host index with the slowdown the calculator would use on it. */
export function describeHost(benchmarkIndex: number): string {
  const slowdown = calibratedSlowdown(benchmarkIndex);
  const index = Number.isFinite(benchmarkIndex) ? Math.round(benchmarkIndex).toLocaleString('en-US') : '?';
  return slowdown === null ? `${index} (×?)` : `${index} (×${slowdown.toFixed(1)})`;
}

export const RUNS = 40;
export const WARMUP = 3;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Times `run` RUNS times after WARMUP untimed runs and prints one row: wall p50, p95 and max, then the CPU time of
 * this process (server and client alike) at p50 and p95. `before` runs untimed ahead of each run (to reset state). Wall time is what the goal is about; CPU time tells the
 * code's own cost apart from a busy machine's waiting. Answers whether the wall p95 kept within `budget` ms.
 */
export async function measure(name: string, budget: number, run: (index: number) => Promise<void>, width = 44, before?: (index: number) => Promise<void>): Promise<boolean> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < RUNS + WARMUP; index += 1) {
    await before?.(index);
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await run(index);
    const used = process.cpuUsage(startCpu);
    if (index >= WARMUP) {
      times.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const cells = [percentile(times, 50), p95, times.at(-1) ?? 0, percentile(cpu, 50), percentile(cpu, 95)].map((value) => value.toFixed(1).padStart(8));
  console.log(name.padEnd(width), ...cells, p95 > budget ? `  over ${budget} ms` : '');
  return p95 <= budget;
}

import { runBracketsManager } from './brackets-manager.bench-lib';
import { runOurs } from './ours.bench-lib';
import { OUTCOMES, WORKLOADS, type Workload } from './results.bench-lib';

const WARM_UP_RUNS = 5;
const TIMED_RUNS = 9;
/**
 * Each run times several passes and reports the time per pass: a single pass of our
 * engine takes about a millisecond, short enough for one scheduler time slice on a busy
 * machine to swamp it, while brackets-manager's longer passes average such pauses out.
 */
const PASSES = 10;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function perPass(workload: Workload, pass: (w: Workload) => number | Promise<number>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < PASSES; i += 1) {
    const ranked = await pass(workload);
    // Both engines must finish the same work: every entry ranked at the end.
    if (ranked !== workload.entries) throw new Error(`incomplete work: ${ranked} of ${workload.entries} ranked`);
  }
  return (performance.now() - start) / PASSES;
}

const ours = (workload: Workload) => runOurs(workload, OUTCOMES);
const theirs = (workload: Workload) => runBracketsManager(workload, OUTCOMES);

async function main(): Promise<void> {
  console.log('Engine benchmark: ours (domain/engine) against brackets-manager.js with brackets-memory-db.');
  console.log('A pass creates the draw, plays every match (same outcomes for both) and computes standings or');
  console.log(`final positions. ${WARM_UP_RUNS} warm-up runs, then ${TIMED_RUNS} timed runs of ${PASSES} passes each;`);
  console.log('times are milliseconds per pass.\n');
  const speedups: number[] = [];
  for (const workload of WORKLOADS) {
    console.log(workload.name);
    for (let i = 0; i < WARM_UP_RUNS; i += 1) {
      await perPass(workload, ours);
      await perPass(workload, theirs);
    }
    const oursMs: number[] = [];
    const theirsMs: number[] = [];
    for (let i = 0; i < TIMED_RUNS; i += 1) {
      const a = await perPass(workload, ours);
      const b = await perPass(workload, theirs);
      oursMs.push(a);
      theirsMs.push(b);
      console.log(`  run ${i + 1}: ours ${a.toFixed(3)} ms | brackets-manager ${b.toFixed(3)} ms | ${(b / a).toFixed(1)}×`);
    }
    const speedup = median(theirsMs) / median(oursMs);
    speedups.push(speedup);
    console.log(
      `  median: ours ${median(oursMs).toFixed(3)} ms | brackets-manager ${median(theirsMs).toFixed(3)} ms | speedup ${speedup.toFixed(1)}×\n`,
    );
  }
  console.log(`min speedup vs brackets-manager: ${Math.min(...speedups).toFixed(1)}×`);
}

await main();

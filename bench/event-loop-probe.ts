import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Loaded before the server by `npm run bench:api` (`--import`): how long the server's HTTP thread was kept from its
 * next turn during a phase of the bench. SIGUSR2 writes what was seen since the previous signal to
 * `BENCH_EVENT_LOOP_FILE` and starts counting afresh, so a phase is bracketed by two signals. A request late by more
 * than this was late elsewhere (the database thread, the network, the bench client).
 */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export function loopDelayOf(histogram: IntervalHistogram): LoopDelay {
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;
  return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
}

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify(loopDelayOf(histogram)));
    histogram.reset();
  });
}

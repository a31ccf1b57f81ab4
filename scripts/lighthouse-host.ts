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

/** The machine's CPU counters (all cores, in clock ticks) from /proc/stat; null where there is no such file. */
interface CpuTicks {
  total: number;
  idle: number;
  steal: number;
}

async function cpuTicks(): Promise<CpuTicks | null> {
  const { readFile } = await import('node:fs/promises');
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n').find((row) => row.startsWith('cpu '));
    if (!line) return null;
    // user nice system idle iowait irq softirq steal …
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

/** What the host's CPUs did between two readings: the share left idle and the share the hypervisor took (steal). */
export interface HostLoad {
  idle: number;
  steal: number;
}

function loadBetween(before: CpuTicks, after: CpuTicks): HostLoad {
  const total = Math.max(1, after.total - before.total);
  return { idle: (after.idle - before.idle) / total, steal: (after.steal - before.steal) / total };
}

/** Reads the host's load over a stretch of work (an audit): call `stop` when it ends. */
export async function watchHost(): Promise<{ stop: () => Promise<HostLoad | null> }> {
  const before = await cpuTicks();
  return {
    stop: async () => {
      const after = await cpuTicks();
      return before && after ? loadBetween(before, after) : null;
    },
  };
}

/**
 * Waits (at most `timeoutMs`) until the host's CPUs have been mostly idle for a whole second, so an audit measures
 * the page rather than whatever else the machine is doing (another test run, a build, the server's own start-up
 * work). Answers the last second's load; a host that never quiets down is audited anyway, and the row says so.
 */
const SAMPLE_MS = 1000;

export async function waitForQuietHost(timeoutMs = 30_000, minIdle = 0.8): Promise<HostLoad | null> {
  const deadline = Date.now() + timeoutMs;
  let last: HostLoad | null = null;
  do {
    const before = await cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const after = await cpuTicks();
    if (!before || !after) return null;
    last = loadBetween(before, after);
    if (last.idle >= minIdle) return last;
  } while (Date.now() < deadline);
  return last;
}

/** "idle 97%" or "idle 12%, steal 30%": how busy the host was. */
export function describeLoad(load: HostLoad | null): string {
  if (!load) return 'load ?';
  const idle = `idle ${Math.round(load.idle * 100)}%`;
  return load.steal >= 0.01 ? `${idle}, steal ${Math.round(load.steal * 100)}%` : idle;
}

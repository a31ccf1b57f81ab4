import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRandom } from '@domain/engine';

/** What one request sends, when it is not a plain GET. */
export interface Outgoing {
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FixedRateOptions {
  url: string;
  /** Requests per second on average. */
  rate: number;
  /**
   * `even`: one every 1 / rate seconds. `poisson` (independent arrivals, as many unrelated phones make them): the gaps
   * are drawn from an exponential distribution of mean 1 / rate, so requests sometimes come in clusters; `seed` makes a
   * run repeatable.
   */
  arrivals?: 'even' | 'poisson';
  seed?: number;
  durationS: number;
  /** Builds each request (a write's body names the version the previous answer gave). */
  next?: () => Outgoing;
  onResponse?: (status: number, body: string) => void;
  /** Each request waits for the previous answer before it leaves (writes of one record, which chain versions). */
  sequential?: boolean;
  timeoutMs?: number;
}

export interface RateResult {
  p50: number;
  p99: number;
  max: number;
  /** When the slowest request was due, in seconds after the start (a stall at the start is not one every few seconds). */
  maxAt?: number;
  /** Answers per second over the run. */
  rate: number;
  non2xx: number;
  errors: number;
}

/** The moments (ms after the start) the requests are due, over `durationS`, at `rate` per second on average. */
export function arrivalMoments(rate: number, durationS: number, arrivals: 'even' | 'poisson', seed = 1): number[] {
  const end = durationS * 1000;
  if (arrivals === 'even') return Array.from({ length: Math.max(1, Math.round(rate * durationS)) }, (_, index) => (index * 1000) / rate);
  const random = createRandom(seed);
  const moments: number[] = [];
  for (let at = 0; ; ) {
    at += (-Math.log(1 - random()) * 1000) / rate;
    if (at >= end) break;
    moments.push(at);
  }
  return moments.length > 0 ? moments : [0];
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * An open-loop load, as a crowd of phones makes it: each request is due at its moment (evenly spaced, or Poisson
 * arrivals) and leaves then, whatever the earlier ones are doing, and its latency runs from that due time to the end of its answer. A
 * server that falls behind is therefore never hidden by a client that waits before sending (no coordinated
 * omission), and no request is sent early in a burst. Connections are kept alive and opened as needed.
 */
export async function fixedRate(options: FixedRateOptions): Promise<RateResult> {
  const url = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const moments = arrivalMoments(options.rate, options.durationS, options.arrivals ?? 'even', options.seed);
  const latencies: number[] = [];
  let slowest = { latency: -1, due: 0 };
  let non2xx = 0;
  let errors = 0;

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const outgoing = options.next?.() ?? { method: 'GET' };
      const headers = { ...outgoing.headers, ...(outgoing.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(outgoing.body)) }) };
      const req = httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: outgoing.method, headers, agent, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const latency = performance.now() - due;
          latencies.push(latency);
          if (latency > slowest.latency) slowest = { latency, due };
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) non2xx += 1;
          options.onResponse?.(status, Buffer.concat(chunks).toString('utf8'));
          resolve();
        });
        res.on('error', () => {
          errors += 1;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(outgoing.body);
    });

  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let previous: Promise<void> = Promise.resolve();
  for (const moment of moments) {
    const due = start + moment;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (options.sequential) {
      previous = previous.then(() => send(due));
      inFlight.push(previous);
    } else {
      inFlight.push(send(due));
    }
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN, maxAt: (slowest.due - start) / 1000, rate: latencies.length / elapsedS, non2xx, errors };
}

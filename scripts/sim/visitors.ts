import http from 'node:http';
import * as v from 'valibot';
import { Api } from './client';

const Change = v.object({ phaseId: v.number(), matchId: v.optional(v.number()), kind: v.string() });

/** One open `live/phase/{id}` stream on a socket of its own, as a browser tab's EventSource holds it. */
interface Stream {
  /** When each `result` change arrived (performance.now()), by match id, in order. */
  heard: Map<number, number[]>;
  close(): void;
}

function openStream(base: string, phaseId: number, timeoutMs: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const heard = new Map<number, number[]>();
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no hello on the stream of phase ${phaseId} within ${timeoutMs} ms`));
    }, timeoutMs);
    const request = http.get(`${base}/api/live/phase/${phaseId}`, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        clearTimeout(timer);
        response.resume();
        reject(new Error(`the stream of phase ${phaseId} answered ${response.statusCode}`));
        return;
      }
      let buffer = '';
      // A stream cut by the server going away is the end of a visit, not a failure of the run.
      response.on('error', () => undefined);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event === 'hello') {
            clearTimeout(timer);
            resolve({ heard, close: () => request.destroy() });
          }
          if (event !== 'change' || data === undefined) continue;
          const change = v.safeParse(Change, JSON.parse(data));
          if (!change.success || change.output.kind !== 'result' || change.output.matchId === undefined) continue;
          const times = heard.get(change.output.matchId) ?? [];
          times.push(now);
          heard.set(change.output.matchId, times);
        }
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How late the streams heard the saves of a phase. */
export interface LiveFigures {
  /** Milliseconds from a save's 200 to its change on each stream (0 when the stream heard it first). */
  delays: number[];
  /** Saves a stream never heard of. */
  missed: number;
  /** Changes a stream heard before the save's 200 reached the score-keeper (counted as 0 ms). */
  early: number;
}

/** The visitors' streams on the phase they are watching. */
export class Crowd {
  private streams: Stream[] = [];

  constructor(
    private readonly base: string,
    readonly size: number,
  ) {}

  /** Every visitor moves to `phaseId`'s screens: the old streams close, one stream each opens on the phase. */
  async follow(phaseId: number): Promise<void> {
    this.close();
    for (let start = 0; start < this.size; start += 50) {
      const batch = Array.from({ length: Math.min(50, this.size - start) }, () => openStream(this.base, phaseId, 15_000));
      this.streams.push(...(await Promise.all(batch)));
    }
  }

  /**
   * Pairs each save of `savedAt` with the change each stream heard for it (the n-th save with the n-th change),
   * once every stream heard every save or `waitMs` passed, so that changes still on their way are not missed.
   */
  async measure(savedAt: Map<number, number[]>, matchIds: Set<number>, waitMs = 3000): Promise<LiveFigures> {
    const until = performance.now() + waitMs;
    let figures = this.pair(savedAt, matchIds);
    while (figures.missed > 0 && performance.now() < until) {
      await sleep(25);
      figures = this.pair(savedAt, matchIds);
    }
    return figures;
  }

  private pair(savedAt: Map<number, number[]>, matchIds: Set<number>): LiveFigures {
    const figures: LiveFigures = { delays: [], missed: 0, early: 0 };
    for (const stream of this.streams) {
      for (const matchId of matchIds) {
        const saves = savedAt.get(matchId) ?? [];
        const heard = stream.heard.get(matchId) ?? [];
        saves.forEach((saved, index) => {
          const arrived = heard[index];
          if (arrived === undefined) figures.missed += 1;
          else {
            if (arrived < saved) figures.early += 1;
            figures.delays.push(Math.max(0, arrived - saved));
          }
        });
      }
    }
    return figures;
  }

  close(): void {
    for (const stream of this.streams) stream.close();
    this.streams = [];
  }
}

/** What the visitors' reads of public screens came to. */
export interface ReadFigures {
  ms: number[];
  failed: string[];
}

/**
 * Visitors reading the screens of the moment (groups, bracket, matches, standings) with `loops` concurrent
 * readers, each pausing 50–150 ms between reads, until `stop()`.
 */
export function startReading(base: string, screens: () => string[], loops: number): { figures: ReadFigures; stop(): Promise<void> } {
  const figures: ReadFigures = { ms: [], failed: [] };
  let running = true;
  const loop = async (index: number) => {
    const api = new Api(base);
    let turn = index;
    while (running) {
      const paths = screens();
      const path = paths[turn % Math.max(1, paths.length)];
      turn += 7;
      if (path) {
        try {
          const answer = await api.send('GET', path);
          if (answer.status === 200) figures.ms.push(answer.ms);
          else figures.failed.push(`GET ${path} answered ${answer.status}`);
        } catch (error) {
          figures.failed.push(`GET ${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await sleep(50 + ((turn * 37) % 100));
    }
    api.close();
  };
  const loopsDone = Promise.all(Array.from({ length: loops }, (_, index) => loop(index)));
  return {
    figures,
    async stop() {
      running = false;
      await loopsDone;
    },
  };
}

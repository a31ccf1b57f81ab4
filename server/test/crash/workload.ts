import type { Random } from '../fuzz/random';
import type { CrashClient } from './client';

export type RecordKind = 'place' | 'club';

/** The last state of a record the server acknowledged, and how many acknowledged writes it stands for. */
export interface Acknowledged {
  kind: RecordKind;
  id: number;
  name: string;
  version: number;
  round: number;
  writes: number;
}

interface Written {
  id: number;
  name: string;
  version: number;
}

export interface WriteRound {
  acknowledged: number;
  /** Of the acknowledged writes, the changes (PUT with the version); the rest are creations. */
  updates: number;
  /** Answers other than 2xx: the write was refused, not lost. */
  refused: number;
  inFlightAtKill: number;
}

const bodyOf = (kind: RecordKind, name: string, version?: number) =>
  kind === 'place' ? { name, city: 'Crash', ...(version ? { version } : {}) } : { name, sportId: 1, ...(version ? { version } : {}) };

/**
 * `loops` writers, each creating places and clubs and changing its own records of the round with their version,
 * until `stop` is called; every 2xx answer goes into the ledger the moment it arrives, so an answer read after
 * the kill counts as acknowledged too.
 */
export function startWrites(client: CrashClient, ledger: Map<string, Acknowledged>, options: { round: number; loops: number; random: Random }) {
  const { round, random } = options;
  const tally: WriteRound = { acknowledged: 0, updates: 0, refused: 0, inFlightAtKill: 0 };
  let stopped = false;
  let sequence = 0;
  let acknowledgedOne = () => {};
  const firstAcknowledged = new Promise<void>((resolve) => {
    acknowledgedOne = resolve;
  });

  async function writer(loop: number) {
    const own: Acknowledged[] = [];
    while (!stopped) {
      sequence += 1;
      const name = `Crash r${round} w${loop} n${sequence}`;
      const target = own.length > 0 && random.chance(0.3) ? random.pick(own) : null;
      const kind: RecordKind = target?.kind ?? (random.chance(0.5) ? 'place' : 'club');
      const path = target ? `/api/${kind}/${target.id}` : `/api/${kind}`;
      let answer;
      try {
        answer = await client.send<{ data?: Written }>(target ? 'PUT' : 'POST', path, bodyOf(kind, name, target?.version));
      } catch {
        // The server is gone: whatever this request did is not acknowledged.
        return;
      }
      const data = answer.body?.data;
      if (answer.status < 200 || answer.status > 299 || !data) {
        tally.refused += 1;
        continue;
      }
      tally.acknowledged += 1;
      acknowledgedOne();
      if (target) {
        tally.updates += 1;
        Object.assign(target, { name: data.name, version: data.version, writes: target.writes + 1 });
      } else {
        const record: Acknowledged = { kind, id: data.id, name: data.name, version: data.version, round, writes: 1 };
        own.push(record);
        ledger.set(`${kind}:${data.id}`, record);
      }
    }
  }

  const done = Promise.all(Array.from({ length: options.loops }, (_, loop) => writer(loop + 1)));
  return {
    tally,
    /** Resolves at the round's first 2xx answer, so a slow first write after a restart does not leave a round empty. */
    firstAcknowledged,
    /** Stops starting new writes and notes how many are on the wire; the caller kills the server next. */
    stop() {
      stopped = true;
      tally.inFlightAtKill = client.inFlight;
    },
    done: done.then(() => tally),
  };
}

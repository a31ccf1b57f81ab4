import type { CrashClient } from './client';
import type { Acknowledged } from './workload';

export interface Loss {
  record: Acknowledged;
  found: string;
  /** Acknowledged writes missing: all of the record's when it is gone, else the versions it fell behind by. */
  writes: number;
}

export interface Verification {
  /** Acknowledged writes of the round just ended found with their content (or a later version). */
  verified: number;
  /** Acknowledged writes of earlier rounds found again after this kill. */
  rechecked: number;
  lost: Loss[];
}

const ATTEMPTS = 3;

async function read(client: CrashClient, record: Acknowledged) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await client.send<{ data?: { name: string; version: number } }>('GET', `/api/${record.kind}/${record.id}`);
      if (answer.status === 200 || answer.status === 404 || attempt === ATTEMPTS) return answer;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    }
  }
}

/**
 * Reads back every acknowledged record: it must be there with the acknowledged name and version, or with a later
 * version (a change that was on the wire at the kill and committed without its answer arriving).
 */
export async function verifyLedger(client: CrashClient, ledger: Map<string, Acknowledged>, round: number, concurrency = 8): Promise<Verification> {
  const result: Verification = { verified: 0, rechecked: 0, lost: [] };
  const queue = [...ledger.values()];
  async function worker() {
    for (let record = queue.shift(); record; record = queue.shift()) {
      const answer = await read(client, record);
      const stored = answer.body?.data;
      const intact = answer.status === 200 && stored && (stored.version > record.version || (stored.version === record.version && stored.name === record.name));
      if (!intact) {
        const found = answer.status === 200 && stored ? `version ${stored.version} "${stored.name}"` : `status ${answer.status}`;
        const writes = answer.status === 200 && stored ? Math.max(1, record.version - stored.version) : record.writes;
        result.lost.push({ record, found, writes });
      } else if (record.round === round) {
        result.verified += record.writes;
      } else {
        result.rechecked += record.writes;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  return result;
}

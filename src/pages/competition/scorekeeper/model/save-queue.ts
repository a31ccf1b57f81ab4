import { ERROR_CODES, type MatchView } from '@domain/contract';
import type { MatchResult } from '@domain/engine';
import { sendSave, type SaveRequest } from '../api/scorekeeper.api';

/** Where a save entered on the device stands: waiting, on its way, arrived, or held for the keeper to decide. */
export type SaveState = 'queued' | 'sending' | 'sent' | 'conflict' | 'failed';

export interface QueuedSave extends SaveRequest {
  state: SaveState;
  /** The match as someone else saved it first (a conflict). */
  theirs?: MatchView;
  /** Why the server refused it, already in the keeper's language. */
  message?: string;
}

const SENT_KEPT = 20;
const storageKey = (token: string) => `scorekeeper-queue:${token}`;

function read(token: string): QueuedSave[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey(token)) ?? '[]');
    return Array.isArray(raw) ? (raw as QueuedSave[]) : [];
  } catch {
    return [];
  }
}

/** A random key per save (the server applies a key once); UUID v4 also where `randomUUID` is missing. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The saves of one link, kept on the device (localStorage) until the server has them: each with the match version
 * it was based on and its key, sent one after another in the order entered. Survives reloads and lost connections;
 * a save is never dropped unless the keeper chooses the other score.
 */
export function createSaveQueue(token: string, onSent: () => void) {
  let items = read(token).map((item) => (item.state === 'sending' ? { ...item, state: 'queued' as const } : item));
  const listeners = new Set<() => void>();
  let flushing = false;

  const write = (next: QueuedSave[]) => {
    const sent = next.filter((item) => item.state === 'sent');
    items = next.filter((item) => item.state !== 'sent' || sent.indexOf(item) >= sent.length - SENT_KEPT);
    localStorage.setItem(storageKey(token), JSON.stringify(items));
    for (const listener of listeners) listener();
  };
  const update = (key: string, change: Partial<QueuedSave>) => write(items.map((item) => (item.idempotencyKey === key ? { ...item, ...change } : item)));

  /** Sends what waits, in order; stops at the first save that cannot reach the server (it stays queued). */
  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      for (;;) {
        const next = items.find((item) => item.state === 'queued');
        if (!next) break;
        update(next.idempotencyKey, { state: 'sending' });
        const answer = await sendSave(token, next);
        if ('data' in answer) {
          update(next.idempotencyKey, { state: 'sent' });
          onSent();
        } else if (answer.error.code === ERROR_CODES.unknown) {
          update(next.idempotencyKey, { state: 'queued' });
          break;
        } else if (answer.error.status === 409 && answer.error.current?.match) {
          update(next.idempotencyKey, { state: 'conflict', theirs: answer.error.current.match });
        } else {
          update(next.idempotencyKey, { state: 'failed', message: answer.error.message });
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => items,
    /** A new result for a match: it replaces one of the same match still waiting (same base version). */
    enter(matchId: number, version: number, result: MatchResult) {
      const waiting = items.find((item) => item.matchId === matchId && item.state === 'queued');
      const save: QueuedSave = { matchId, version: waiting?.version ?? version, result, idempotencyKey: newKey(), state: 'queued' };
      write([...items.filter((item) => item !== waiting), save]);
    },
    /** Keep the device's score: sent again on the version the other save made. */
    keepMine(key: string) {
      const held = items.find((item) => item.idempotencyKey === key);
      if (!held?.theirs) return;
      write([...items.filter((item) => item !== held), { matchId: held.matchId, version: held.theirs.version, result: held.result, idempotencyKey: newKey(), state: 'queued' }]);
    },
    /** Keep the other score: the device's save is dropped. */
    keepTheirs(key: string) {
      write(items.filter((item) => item.idempotencyKey !== key));
      onSent();
    },
    flush,
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;

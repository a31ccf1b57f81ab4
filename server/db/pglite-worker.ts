import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import * as v from 'valibot';

/**
 * The embedded database on a thread of its own: PGlite answers the PostgreSQL wire protocol on a Unix socket, so
 * the HTTP thread talks to it with the same `pg` driver as to a real server and never runs a query itself.
 *
 * PGlite has one session. Messages of every connection go through it one at a time, and a connection that opens
 * a transaction keeps the session until the transaction ends (or is rolled back when that connection drops).
 */

const options = v.parse(v.object({ dataDir: v.string(), socketPath: v.string() }), workerData);
function parent(): MessagePort {
  if (!parentPort) throw new Error('the embedded database runs inside a worker thread');
  return parentPort;
}
const port = parent();

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const SYNC = 'S'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
const TERMINATE = 'X'.charCodeAt(0);

/** One holder at a time; the holder keeps it across a transaction. */
class SessionLock {
  private holder: symbol | null = null;
  private readonly waiting: { owner: symbol; resolve: () => void }[] = [];

  acquire(owner: symbol): Promise<void> {
    if (this.holder === null || this.holder === owner) {
      this.holder = owner;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ owner, resolve }));
  }

  release(owner: symbol): void {
    if (this.holder !== owner) return;
    const next = this.waiting.shift();
    this.holder = next?.owner ?? null;
    next?.resolve();
  }
}

/** Whole messages at the front of the buffer: the startup packets carry no type byte, the others do. */
function splitMessages(buffer: Buffer, started: boolean): { messages: Buffer[]; rest: Buffer; started: boolean } {
  const messages: Buffer[] = [];
  let offset = 0;
  let inStartup = !started;
  while (true) {
    const remaining = buffer.length - offset;
    const length = inStartup ? (remaining >= 4 ? buffer.readInt32BE(offset) : -1) : remaining >= 5 ? 1 + buffer.readInt32BE(offset + 1) : -1;
    if (length < 0 || remaining < length) break;
    const message = buffer.subarray(offset, offset + length);
    messages.push(message);
    offset += length;
    if (inStartup && message.length >= 8 && message.readInt32BE(4) === PROTOCOL_3) inStartup = false;
  }
  return { messages, rest: buffer.subarray(offset), started: !inStartup };
}

async function main() {
  const dataDir = options.dataDir;
  if (!dataDir.startsWith('memory://')) await mkdir(path.resolve(dataDir), { recursive: true });
  const database = await PGlite.create(dataDir);
  const lock = new SessionLock();
  const sockets = new Set<net.Socket>();
  const cleanups = new Set<Promise<void>>();

  const serve = (socket: net.Socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const owner = Symbol('connection');
    let pending: Buffer = Buffer.alloc(0);
    let started = false;
    let framed = false;
    let chain = Promise.resolve();
    let closed = false;

    /** Startup packets one by one; then every whole message that arrived together in one call into PGlite. */
    const run = async (messages: Buffer[]) => {
      let index = 0;
      while (!started && index < messages.length) {
        const packet = messages[index] ?? Buffer.alloc(0);
        index += 1;
        const code = packet.length >= 8 ? packet.readInt32BE(4) : 0;
        if (code === SSL_REQUEST) socket.write('N');
        else if (code === PROTOCOL_3) {
          started = true;
          await execute([packet], true);
        }
      }
      const rest = messages.slice(index);
      const terminate = rest.findIndex((message) => message[0] === TERMINATE);
      const batch = terminate === -1 ? rest : rest.slice(0, terminate);
      if (batch.length) await execute(batch, false);
      if (terminate !== -1) socket.end();
    };

    const execute = async (batch: Buffer[], startup: boolean) => {
      await lock.acquire(owner);
      try {
        if (closed) return;
        const input = batch.length === 1 && batch[0] ? batch[0] : Buffer.concat(batch);
        const answer = await database.execProtocolRaw(new Uint8Array(input.buffer, input.byteOffset, input.length));
        if (answer.length && !socket.destroyed) socket.write(answer);
      } finally {
        // Parse, bind and execute of one statement stay together up to its sync; a transaction keeps the session.
        const last = batch[batch.length - 1]?.[0];
        const boundary = startup || last === SYNC || last === QUERY;
        if (closed || (boundary && !database.isInTransaction())) lock.release(owner);
      }
    };

    socket.on('data', (data: Buffer) => {
      const split = splitMessages(pending.length ? Buffer.concat([pending, data]) : data, framed);
      pending = Buffer.from(split.rest);
      framed = split.started;
      if (!split.messages.length) return;
      const { messages } = split;
      chain = chain
        .then(() => run(messages))
        .catch((error: unknown) => {
          port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
          socket.destroy();
        });
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      closed = true;
      const cleanup = chain
        .then(async () => {
          // A connection that drops in the middle of a transaction leaves nothing half-written, and the statements it
          // prepared go with it: the next connection prepares them again under the same names.
          await lock.acquire(owner);
          try {
            if (database.closed) return;
            if (database.isInTransaction()) await database.exec('ROLLBACK');
            await database.exec('DEALLOCATE ALL');
          } finally {
            lock.release(owner);
          }
        })
        .catch((error: unknown) => port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }))
        .finally(() => cleanups.delete(cleanup));
      cleanups.add(cleanup);
    });
  };

  const server = net.createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, () => resolve());
  });

  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void (async () => {
      server.close();
      for (const socket of sockets) socket.destroy();
      await Promise.all(cleanups);
      await database.close();
      port.postMessage({ type: 'closed' });
      port.close();
    })();
  });
  port.postMessage({ type: 'ready' });
}

main().catch((error: unknown) => {
  port.postMessage({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});

import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ERROR_CODES, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { phases } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';

const tags = ['live'];
const IdParams = v.object({ id: idParam });
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/** The topic a phase's pages follow: draws, results and corrections of its matches. */
export const phaseTopic = (phaseId: number) => `phase:${phaseId}`;

/**
 * How many streams each client address holds open. Counted on this instance only: behind a load balancer an address
 * may hold this many on every instance, which still bounds what one client can keep open.
 */
export function addressSlots(limit: number) {
  const held = new Map<string, number>();
  return {
    take(address: string): boolean {
      const count = held.get(address) ?? 0;
      if (count >= limit) return false;
      held.set(address, count + 1);
      return true;
    },
    give(address: string): void {
      const count = (held.get(address) ?? 0) - 1;
      if (count > 0) held.set(address, count);
      else held.delete(address);
    },
  };
}

/**
 * Server-Sent Events: a page showing a phase (its groups, bracket or a match) opens `live/phase/{id}` and hears
 * `change` each time a draw or a result of that phase is saved on any server instance, then reads again what
 * it shows. Public, like the pages that use it; the events name what changed, never private data.
 */
export default async function liveRoutes(app: FastifyInstance, options: { db: Database; perAddress: number }) {
  const { db, perAddress } = options;
  const open = new Set<ServerResponse>();
  const slots = addressSlots(perAddress);
  // Open streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get('/live/phase/:id', { schema: { tags, summary: "A stream of a phase's changes (Server-Sent Events: `hello` with phaseId and lastChange, then `change` with phaseId, matchId, kind)" } }, async (request, reply) => {
    const { params } = parseRequest(request, { params: IdParams });
    // The slot is taken before the first wait, so streams opened at the same moment cannot all slip under the cap.
    if (!slots.take(request.ip)) throw new ApiError(429, ERROR_CODES.rateLimited, 'liveStreamsFull');
    let phase: { id: number } | undefined;
    try {
      [phase] = await db.select({ id: phases.id }).from(phases).where(eq(phases.id, params.id)).limit(1);
    } finally {
      if (!phase) slots.give(request.ip);
    }
    if (!phase) throw notFound();
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Reconnect quickly after a dropped connection; the page reads everything again when it does. `hello` says
    // when the phase last changed, so a page rendered before that (on the server, or from a cache) reads again.
    const lastChange = app.live.lastChange(phaseTopic(params.id));
    response.write(`retry: 2000\n: connected\n\nevent: hello\ndata: ${JSON.stringify({ phaseId: params.id, lastChange })}\n\n`);
    open.add(response);
    const unsubscribe = app.live.subscribe(phaseTopic(params.id), (message) => {
      response.write(`event: change\ndata: ${JSON.stringify(message)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
      slots.give(request.ip);
    });
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { and, eq, gte, lt } from 'drizzle-orm';
import { localDate, localDaySpan } from '@domain/calendar';
import * as v from 'valibot';
import { ERROR_CODES, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { matches, phases } from '../../db/schema';
import type { LiveMessage } from '../../lib/live-bus';
import { ApiError, notFound } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';
import { addressSlots } from '../live/routes';
import { timeZonesOf } from '../calendar/queries';
import { placeScope, validScope } from './queries';

const HEARTBEAT_MS = 15_000;
const IdParams = v.object({ id: idParam });
const PHASE_TOPIC = /^phase:(\d+)$/;

/** Decides whether a change of a phase concerns the stream's page. */
type Concerns = (phaseId: number) => Promise<boolean>;

/**
 * One stream for a page that shows many phases at once (a tournament's order of play, a venue board): every notice
 * published on a phase's topic, on any instance, is forwarded when the phase concerns the page. Publishers need not
 * know these pages exist, so any path that announces a phase change (results, schedule, desk) moves the boards on.
 */
export function registerBoardStreams(app: FastifyInstance, { db, perAddress }: { db: Database; perAddress: number }) {
  const open = new Set<ServerResponse>();
  const slots = addressSlots(perAddress);
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  async function stream(request: FastifyRequest, reply: FastifyReply, find: () => Promise<Concerns | null>) {
    if (!slots.take(request.ip)) throw new ApiError(429, ERROR_CODES.rateLimited, 'liveStreamsFull');
    let concerns: Concerns | null = null;
    try {
      concerns = await find();
    } finally {
      if (!concerns) slots.give(request.ip);
    }
    if (!concerns) throw notFound();
    const check = concerns;
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    response.write(`retry: 2000\n: connected\n\nevent: hello\ndata: {}\n\n`);
    open.add(response);
    const forward = (topic: string, message: LiveMessage) => {
      const found = PHASE_TOPIC.exec(topic);
      if (!found) return;
      check(Number(found[1]))
        .then((yes) => {
          if (yes && !response.writableEnded) response.write(`event: change\ndata: ${JSON.stringify(message)}\n\n`);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'board notice not checked'));
    };
    const unsubscribe = app.live.onMessage(forward);
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
      slots.give(request.ip);
    });
  }

  app.get('/live/valid/:id', { schema: { tags: ['live'], summary: "A stream of a tournament's changes: every `change` of any of its phases (Server-Sent Events)" } }, async (request, reply) => {
    const { id } = parseRequest(request, { params: IdParams }).params;
    await stream(request, reply, async () => {
      if (!(await validScope(db, id))) return null;
      // A phase never moves to another tournament: each answer is kept for the stream's life.
      const known = new Map<number, boolean>();
      return async (phaseId) => {
        const cached = known.get(phaseId);
        if (cached !== undefined) return cached;
        const [phase] = await db.select({ validId: phases.validId }).from(phases).where(eq(phases.id, phaseId)).limit(1);
        const yes = phase?.validId === id;
        known.set(phaseId, yes);
        return yes;
      };
    });
  });

  app.get('/live/place/:id', { schema: { tags: ['live'], summary: "A stream of a place's changes today: every `change` of a phase with a match there (Server-Sent Events)" } }, async (request, reply) => {
    const { id } = parseRequest(request, { params: IdParams }).params;
    await stream(request, reply, async () => {
      const place = await placeScope(db, id);
      if (!place) return null;
      const timeZone = (await timeZonesOf(db, [place.communityId])).get(place.communityId) ?? 'Europe/Madrid';
      const today = () => {
        const day = localDaySpan(localDate(Date.now(), timeZone), timeZone);
        return and(eq(matches.placeId, id), gte(matches.scheduledAt, new Date(day.start)), lt(matches.scheduledAt, new Date(day.end)));
      };
      // A phase that had a match here when the board opened stays of interest: a match moved away leaves the board too.
      const involved = new Set((await db.selectDistinct({ phaseId: matches.phaseId }).from(matches).where(today())).map((row) => row.phaseId));
      return async (phaseId) => {
        if (involved.has(phaseId)) return true;
        const [row] = await db.select({ id: matches.id }).from(matches).where(and(eq(matches.phaseId, phaseId), today())).limit(1);
        if (row) involved.add(phaseId);
        return row !== undefined;
      };
    });
  });
}

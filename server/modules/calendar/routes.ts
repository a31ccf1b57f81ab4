import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CalendarQuery, CalendarScopeQuery, CalendarTournamentsRequest, MoveMatchRequest, ScheduleRequest, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { phaseTopic } from '../live/routes';
import { FEED_KINDS } from './feed-texts';
import { feedText } from './feeds';
import { moveMatch } from './move';
import { calendarMatch, calendarMetadata, calendarPage, calendarWindow, resolveQuery, resolveTournaments } from './read';
import { runSchedule } from './schedule';

const IdParams = v.object({ id: idParam });
const tags = ['calendar'];
const config = { resource: 'createValid' } as const;
const querystring = jsonSchemaOf(CalendarQuery);
const scopeQuerystring = jsonSchemaOf(CalendarScopeQuery);

/** Match calendars: read by anyone (and subscribed to as iCalendar feeds), scheduled by the tournament's owner. */
export default async function calendarRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** Tells the phase's open pages that its schedule changed; a failed notice never fails the write. */
  const announce = (phaseId: number, matchId?: number) =>
    app.live.publish(phaseTopic(phaseId), { phaseId, kind: 'schedule', ...(matchId === undefined ? {} : { matchId }) }).catch((error: unknown) => app.log.warn({ err: error }, 'live notice not sent'));

  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary: 'Matches by date range, community, multi-tournament, tournament, phase, person or place',
        description:
          'One window of days at a time: `from`…`to` (local days of the community, at most 62 days), else from today for 31 days; `scheduled=none` (matches without a date) has no window. Paged with `page` and `size` (1000 by default); `total` counts the window\'s matches. An unknown parameter answers 400.',
        querystring,
      },
    },
    async (request) => {
      const { query } = parseRequest(request, { query: CalendarQuery });
      return { data: await calendarWindow(db, request, query) };
    },
  );

  app.get('/calendar/metadata', { schema: { tags, summary: "What a calendar's filters can offer: tournaments, places, sports, courts and its span of days", querystring: scopeQuerystring } }, async (request) => {
    const { query } = parseRequest(request, { query: CalendarScopeQuery });
    return { data: await calendarMetadata(db, request, await resolveQuery(db, request, query)) };
  });

  app.post('/calendar/tournaments', { schema: { tags, summary: 'The calendar of several tournaments at once', body: jsonSchemaOf(CalendarTournamentsRequest) } }, async (request) => {
    const { body } = parseRequest(request, { body: CalendarTournamentsRequest });
    return { data: await calendarPage(db, await resolveTournaments(db, request, body)) };
  });

  app.get('/calendar/matches/:id', { schema: { tags, summary: "When and where match `id` is played (time, place, court), in its community's time zone; 404 for no such match" } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const found = await calendarMatch(db, params.id);
    if (!found) throw notFound();
    return { data: found };
  });

  app.put('/calendar/matches/:id', { schema: { tags, summary: 'Move a match to a time, place and court (send the version you read); conflicts are flagged, not refused', body: jsonSchemaOf(MoveMatchRequest) }, config }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: MoveMatchRequest });
    const entry = await moveMatch(db, request, params.id, body);
    await announce(entry.phaseId, entry.matchId);
    return { data: { entry } };
  });

  app.post('/calendar/schedule', { schema: { tags, summary: "Schedule a tournament's or a phase's matches on days, hours and courts", body: jsonSchemaOf(ScheduleRequest) }, config }, async (request) => {
    const { body } = parseRequest(request, { body: ScheduleRequest });
    const { result, phaseIds } = await runSchedule(db, request, body);
    await Promise.all(phaseIds.map((phaseId) => announce(phaseId)));
    return { data: result };
  });

  for (const kind of FEED_KINDS) {
    app.get(`/calendar/feeds/${kind}/:id.ics`, { schema: { tags, summary: `iCalendar feed (RFC 5545) of the ${kind} record's scheduled matches` } }, async (request, reply) => {
      const { params } = parseRequest(request, { params: IdParams });
      const text = await feedText(db, kind, params.id, requestLocale(request));
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'public, max-age=300').header('content-disposition', `inline; filename="${kind}-${params.id}.ics"`).send(text);
    });
  }
}

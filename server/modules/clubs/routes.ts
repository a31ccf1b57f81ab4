import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { ClubInput, ClubListQuery, idParam, type Club, type ClubDetail } from '@domain/contract';
import { clubMembers, clubsOfAccount, findClub, pageClubs, type ClubRow } from './queries';
import { createClub, deleteClub, updateClub } from './service';

const IdParams = v.object({ id: idParam });
const tags = ['clubs'];
const config = { resource: 'createClub' } as const;

const toDto = ({ communityId: _community, ...club }: ClubRow): Club => club;

/** Clubs: the community's list (999 at a time, by organiser), one club with its people, and their upkeep. */
export default async function clubRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/club', { schema: { tags, summary: "The community's clubs, optionally of one organiser" } }, async (request) => {
    const { query } = parseRequest(request, { query: ClubListQuery });
    const page = await pageClubs(db, request.communityId, query);
    return { data: { ...page, items: page.items.map(toDto) } };
  });

  app.get('/club/user-group', { schema: { tags, summary: "Clubs of the organisers the current account runs" }, config: { auth: 'required' } }, async (request) => ({
    data: (await clubsOfAccount(db, requireAuth(request).accountId)).map(toDto),
  }));

  app.get('/club/:id', { schema: { tags, summary: 'A club with its players' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const club = await findClub(db, params.id);
    if (!club) throw notFound();
    const data: ClubDetail = { ...toDto(club), players: await clubMembers(db, club.id) };
    return { data };
  });

  app.post('/club', { schema: { tags, summary: 'Create a club', body: jsonSchemaOf(ClubInput) }, config }, async (request, reply) => {
    const { body } = parseRequest(request, { body: ClubInput });
    reply.status(201);
    return { data: toDto(await createClub(db, request, body)) };
  });

  app.put('/club/:id', { schema: { tags, summary: 'Change a club', body: jsonSchemaOf(ClubInput) }, config }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: ClubInput });
    return { data: toDto(await updateClub(db, request, params.id, body)) };
  });

  app.delete('/club/:id', { schema: { tags, summary: 'Delete a club' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await deleteClub(db, request, params.id);
    return { data: { id: params.id } };
  });
}

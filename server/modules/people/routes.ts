import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { affiliateTypes, coachTypes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { idParam, PERSON_INPUTS, PERSON_KINDS, PERSON_KIND_NAMES, PersonClubsInput, PersonListQuery, PersonTypeaheadQuery, type LookupRef } from '@domain/contract';
import { pagePersons, typeahead } from './queries';
import { createPerson, deletePerson, personForViewer, setPersonClubs, updatePerson } from './service';

const IdParams = v.object({ id: idParam });
const tags = ['people'];
const config = { resource: 'createPlayer' } as const;
const PersonQuery = v.object({ ...PersonListQuery.entries, id: v.optional(idParam) });

async function types(db: Database, table: typeof coachTypes | typeof affiliateTypes): Promise<LookupRef[]> {
  const rows = await db.select().from(table).orderBy(asc(table.id));
  return rows.map((row) => ({ id: row.id, code: row.code, label: { es: row.labelEs, en: row.labelEn } }));
}

/** Reads of one person know who asks: private fields depend on it. */
const viewer = { auth: 'optional' as const };

/** People of every kind: searchable pages, typeahead, one person, and create/change/delete per kind. */
export default async function peopleRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/person/paginated', { schema: { tags, summary: 'A page of people, by kind, club and name prefix' } }, async (request) => {
    const { query } = parseRequest(request, { query: PersonListQuery });
    return { data: await pagePersons(db, request.communityId, query, query) };
  });

  app.get('/person', { schema: { tags, summary: 'One person (?id=) or a page of people' }, config: viewer }, async (request) => {
    const { query } = parseRequest(request, { query: PersonQuery });
    return { data: query.id !== undefined ? await personForViewer(db, request, query.id) : await pagePersons(db, request.communityId, query, query) };
  });

  app.get('/person/typeahead', { schema: { tags, summary: 'People whose first or last name starts with the text' } }, async (request) => {
    const { query } = parseRequest(request, { query: PersonTypeaheadQuery });
    return { data: await typeahead(db, request.communityId, query, query.limit) };
  });

  app.get('/person/coaches/types', { schema: { tags, summary: 'Coach types' } }, async () => ({ data: await types(db, coachTypes) }));
  app.get('/person/affiliates/types', { schema: { tags, summary: 'Affiliate types' } }, async () => ({ data: await types(db, affiliateTypes) }));

  app.put('/person/clubes', { schema: { tags, summary: "Replace a person's clubs", body: jsonSchemaOf(PersonClubsInput) }, config }, async (request) => {
    const { body } = parseRequest(request, { body: PersonClubsInput });
    return { data: await setPersonClubs(db, request, body.personId, body.clubIds) };
  });

  app.get('/person/:id', { schema: { tags, summary: 'One person with clubs and members' }, config: viewer }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await personForViewer(db, request, params.id) };
  });

  app.delete('/person/:id', { schema: { tags, summary: 'Delete a person' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await deletePerson(db, request, params.id);
    return { data: { id: params.id } };
  });

  for (const kind of PERSON_KIND_NAMES) {
    const input = PERSON_INPUTS[kind] as v.GenericSchema<unknown, v.InferOutput<(typeof PERSON_INPUTS)[typeof kind]>>;
    const body = jsonSchemaOf(input as v.GenericSchema<unknown, unknown>);
    app.get(`/person/${kind}/:id`, { schema: { tags, summary: `One of ${kind}` }, config: viewer }, async (request) => {
      const { params } = parseRequest(request, { params: IdParams });
      const person = await personForViewer(db, request, params.id);
      if (person.modalityId !== PERSON_KINDS[kind].modalityId) throw notFound();
      return { data: person };
    });
    app.post(`/person/${kind}`, { schema: { tags, summary: `Create one of ${kind}`, body }, config }, async (request, reply) => {
      const parsed = parseRequest(request, { body: input });
      reply.status(201);
      return { data: await createPerson(db, request, kind, parsed.body) };
    });
    app.put(`/person/${kind}/:id`, { schema: { tags, summary: `Change one of ${kind}`, body }, config }, async (request) => {
      const parsed = parseRequest(request, { params: IdParams, body: input });
      return { data: await updatePerson(db, request, kind, parsed.params.id, parsed.body) };
    });
    app.delete(`/person/${kind}/:id`, { schema: { tags, summary: `Delete one of ${kind}` }, config }, async (request) => {
      const { params } = parseRequest(request, { params: IdParams });
      await deletePerson(db, request, params.id, kind);
      return { data: { id: params.id } };
    });
  }
}

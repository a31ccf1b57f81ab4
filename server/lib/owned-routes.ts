import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { PermissionResource } from '@domain/catalog';
import { idParam, pagingQuery } from '@domain/contract';
import type { Database } from '../db/client';
import { requireAuth } from '../plugins/auth';
import { communityOf, scopedCommunity } from '../modules/communities/guard';
import { notFound } from './errors';
import { jsonSchemaOf } from './openapi';
import { assertEditable, assertEditableAt, type ownedRecords, type OwnedRow, type OwnedTable } from './owned-records';
import { parseRequest } from './validate';

type Records<TRow extends OwnedRow> = ReturnType<typeof ownedRecords<OwnedTable, TRow>>;
type Input = { version?: number | undefined };

export interface OwnedRoutesOptions<TRow extends OwnedRow, TDto, TInput extends Input> {
  db: Database;
  /** Path under /api, e.g. `/category/age`; the routes are the path and `path/:id`. */
  path: string;
  tag: string;
  records: Records<TRow>;
  input: v.GenericSchema<unknown, TInput>;
  /** Permission the acting member's role needs to create, change or delete (the account's owner always has it). */
  resource: PermissionResource;
  pageSize: number;
  toDto(row: TRow): TDto;
  /** Checks references against the community and returns the columns to store. */
  prepare(
    request: FastifyRequest,
    input: TInput,
    community: { id: number; sportId: number | null },
    current: TRow | null,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
}

const IdParams = v.object({ id: idParam });

/**
 * List, read, create, change and delete for a community-scoped table whose rows belong to the account that
 * created them: lists and reads are public, writes need the resource and, for changes, ownership.
 */
export function registerOwnedRoutes<TRow extends OwnedRow, TDto, TInput extends Input>(app: FastifyInstance, options: OwnedRoutesOptions<TRow, TDto, TInput>) {
  const { db, path, records, toDto } = options;
  const tags = [options.tag];
  const config: FastifyContextConfig = { resource: options.resource };
  const ListQuery = v.object(pagingQuery(options.pageSize));
  const body = jsonSchemaOf(options.input as v.GenericSchema<unknown, unknown>);

  app.get(path, { schema: { tags, summary: `${options.tag}: a page of the community's list` } }, async (request) => {
    const { query } = parseRequest(request, { query: ListQuery });
    const page = await records.page(db, request.communityId, query);
    return { data: { ...page, items: page.items.map(toDto) } };
  });

  app.get(`${path}/:id`, { schema: { tags, summary: `${options.tag}: one` } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const row = await records.find(db, params.id);
    if (!row) throw notFound();
    return { data: toDto(row) };
  });

  app.post(path, { schema: { tags, summary: `${options.tag}: create`, body }, config }, async (request, reply) => {
    const { body: input } = parseRequest(request, { body: options.input });
    const { accountId } = requireAuth(request);
    const community = await scopedCommunity(db, request);
    const values = await options.prepare(request, input, community, null);
    const row = await records.insert(db, { ...values, communityId: community.id, createdByAccountId: accountId });
    reply.status(201);
    return { data: toDto(row) };
  });

  app.put(`${path}/:id`, { schema: { tags, summary: `${options.tag}: change`, body }, config }, async (request) => {
    const { params, body: input } = parseRequest(request, { params: IdParams, body: options.input });
    const row = assertEditableAt(request, await records.find(db, params.id), input.version);
    const community = await communityOf(db, row.communityId);
    const values = await options.prepare(request, input, community, row);
    return { data: toDto(await records.update(db, row, values)) };
  });

  app.delete(`${path}/:id`, { schema: { tags, summary: `${options.tag}: delete` }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    assertEditable(request, await records.find(db, params.id));
    await records.remove(db, params.id);
    return { data: { id: params.id } };
  });
}

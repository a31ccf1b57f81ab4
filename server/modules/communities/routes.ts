import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseRequest } from '../../lib/validate';
import { communityForDomain } from './service';
import { maxCharsMessage, text } from '@domain/contract';

const NameParams = v.object({ name: v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(253, maxCharsMessage(253))) });

export default async function communityRoutes(app: FastifyInstance) {
  app.get(
    '/communities/:name',
    { schema: { tags: ['communities'], summary: 'Community by domain (the default community when unknown)' } },
    async (request) => {
      const { params } = parseRequest(request, { params: NameParams });
      return { data: await communityForDomain(app.communities, params.name) };
    },
  );
}

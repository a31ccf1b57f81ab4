import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParam, ProfileUpdateInput } from '@domain/contract';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import type { AuthContext } from './context';
import { updateProfile } from './profile-service';

const Params = v.object({ id: idParam });

export default async function profileRoutes(app: FastifyInstance, options: { ctx: AuthContext }) {
  app.put(
    '/auth/:id',
    { config: { auth: 'required' }, schema: { tags: ['auth'], summary: 'Update your name, avatar or password' } },
    async (request) => {
      const { params, body } = parseRequest(request, { params: Params, body: ProfileUpdateInput });
      return { data: await updateProfile(options.ctx, requireAuth(request), params.id, body) };
    },
  );
}

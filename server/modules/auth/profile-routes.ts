import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParam, profileUpdateInput } from '@domain/contract';
import { requestLocale } from '../../lib/locale';
import { isCommonPassword } from '../identity/common-passwords';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { authRateLimit, type AuthContext } from './context';
import { updateProfile } from './profile-service';

const Params = v.object({ id: idParam });
const ProfileUpdateInput = profileUpdateInput(isCommonPassword);

export default async function profileRoutes(app: FastifyInstance, options: { ctx: AuthContext }) {
  app.put(
    '/auth/:id',
    { config: { auth: 'required', ...authRateLimit(options.ctx.config) }, schema: { tags: ['auth'], summary: 'Update your name, avatar or password', description: 'A password change ends every session and answers a fresh one in the HttpOnly cookie; `"token": true` in the body adds its bearer token to the answer (`session.token`).' } },
    async (request) => {
      const { params, body } = parseRequest(request, { params: Params, body: ProfileUpdateInput });
      return { data: await updateProfile(options.ctx, requireAuth(request), params.id, body, { address: request.ip, locale: requestLocale(request) }) };
    },
  );
}

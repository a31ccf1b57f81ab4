import type { FastifyInstance } from 'fastify';
import { ContactInput, type ContactReceipt } from '@domain/contract';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { parseRequest } from '../../lib/validate';
import { requestLocale } from '../../lib/locale';
import type { Mailer } from '../mail/service';
import { jsonSchemaOf } from '../../lib/openapi';
import { authContext, authRateLimit } from '../auth/context';
import { requireCaptcha } from '../auth/service';

/**
 * The contact form is open to visitors, so it is guarded like sign-in: the same self-hosted captcha (one use
 * per solution) and the same per-address rate limit. Fields are checked first, so a typo does not spend the
 * visitor's captcha.
 */
export default async function contactRoutes(app: FastifyInstance, options: { db: Database; mailer: Mailer; contactTo: string }) {
  const ctx = authContext(app);
  app.post(
    '/contact',
    { config: authRateLimit(ctx.config), schema: { tags: ['contact'], summary: 'Send a message to the platform team (captcha required)', body: jsonSchemaOf(ContactInput) } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: ContactInput });
      const { recaptcha, ...message } = body;
      await requireCaptcha(ctx, recaptcha);
      const [row] = await options.db
        .insert(contactMessages)
        .values({ ...message, locale: requestLocale(request) })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('contact message was not stored');
      await options.mailer.send({
        to: options.contactTo,
        subject: `[Contacto] ${message.subject}`,
        text: `${message.name} <${message.email}>\n\n${message.message}`,
      });
      const receipt: ContactReceipt = { id: row.id, receivedAt: row.createdAt.toISOString() };
      return reply.status(201).send({ data: receipt });
    },
  );
}

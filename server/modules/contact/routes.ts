import type { FastifyInstance } from 'fastify';
import { ContactInput, type ContactReceipt } from '@domain/contract';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { parseRequest } from '../../lib/validate';
import { requestLocale } from '../../lib/locale';
import type { Mailer } from '../mail/service';
import { jsonSchemaOf } from '../../lib/openapi';

export default async function contactRoutes(app: FastifyInstance, options: { db: Database; mailer: Mailer; contactTo: string }) {
  app.post(
    '/contact',
    { schema: { tags: ['contact'], summary: 'Send a message to the platform team', body: jsonSchemaOf(ContactInput) } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: ContactInput });
      const [row] = await options.db
        .insert(contactMessages)
        .values({ ...body, locale: requestLocale(request) })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('contact message was not stored');
      await options.mailer.send({
        to: options.contactTo,
        subject: `[Contacto] ${body.subject}`,
        text: `${body.name} <${body.email}>\n\n${body.message}`,
      });
      const receipt: ContactReceipt = { id: row.id, receivedAt: row.createdAt.toISOString() };
      return reply.status(201).send({ data: receipt });
    },
  );
}

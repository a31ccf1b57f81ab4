import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as `List-Unsubscribe`; they travel with the mail and are not kept in the outbox. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: number; delivered: boolean }>;
}

/**
 * Every mail is written to the outbox first. With SMTP configured it is then delivered; without, the
 * outbox and the server log are the mailbox (the log line carries the recipient and subject, never the body,
 * because bodies hold single-use links).
 */
export function createMailer(db: Database, log: FastifyBaseLogger, options: { smtpUrl?: string | undefined; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: mailOutbox.id });
      const id = row?.id ?? 0;
      if (!transport) {
        log.info({ mailId: id, to: message.to, subject: message.subject }, 'mail stored in outbox (no SMTP configured)');
        return { id, delivered: false };
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
        return { id, delivered: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, id));
        log.warn({ mailId: id, reason }, 'mail delivery failed; kept in outbox');
        return { id, delivered: false };
      }
    },
  };
}

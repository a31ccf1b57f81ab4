import type { CertificationType } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/service';
import { OUTBOX_TYPES, claimEvent, pendingEvents, type DomainEvent } from '../outbox/service';

const TYPE_LABEL: Record<CertificationType, Record<Locale, string>> = {
  'tournament-inscription': { es: 'inscripción en', en: 'entry to' },
  'join-team': { es: 'unirte al equipo', en: 'joining the team' },
  'player-link': { es: 'vincular tu usuario al jugador', en: 'linking your user to the player' },
};

const PATH: Record<Locale, string> = { es: '/certificaciones', en: '/en/certifications' };

export interface DecidedMail {
  requestId: number;
  type: CertificationType;
  status: 'approved' | 'rejected';
  reason: string | null;
  subject: string;
  to: { email: string; fullName: string };
  locale: Locale;
}

/** The event of a decision, recorded in the decision's transaction; the mail is written in the requester's language. */
export function decidedEvent(mail: DecidedMail): DomainEvent {
  return { topic: `certification:${mail.requestId}`, type: OUTBOX_TYPES.requestDecided, payload: { ...mail }, dedupeKey: `request-decided:${mail.requestId}` };
}

function mailText(mail: DecidedMail, publicUrl: string) {
  const es = mail.locale === 'es';
  const what = `${TYPE_LABEL[mail.type][mail.locale]} ${mail.subject}`.trim();
  const outcome = mail.status === 'approved' ? (es ? 'fue aprobada' : 'was approved') : es ? 'fue rechazada' : 'was rejected';
  const lines = [
    es ? `Hola, ${mail.to.fullName}:` : `Hello ${mail.to.fullName},`,
    '',
    es ? `Tu solicitud de ${what} ${outcome}.` : `Your request for ${what} ${outcome}.`,
  ];
  if (mail.reason) lines.push(es ? `Motivo: ${mail.reason}` : `Reason: ${mail.reason}`);
  lines.push('', `${es ? 'Puedes verla en' : 'See it at'} ${publicUrl.replace(/\/$/, '')}${PATH[mail.locale]}/${mail.requestId}`);
  const subject = mail.status === 'approved' ? (es ? 'Tu solicitud fue aprobada' : 'Your request was approved') : es ? 'Tu solicitud fue rechazada' : 'Your request was rejected';
  return { subject, text: lines.join('\n') };
}

function asMail(payload: Record<string, unknown>): DecidedMail | null {
  const to = payload.to;
  if (typeof payload.requestId !== 'number' || typeof to !== 'object' || to === null || !('email' in to) || typeof to.email !== 'string') return null;
  const fullName = 'fullName' in to && typeof to.fullName === 'string' ? to.fullName : '';
  const type = payload.type === 'join-team' || payload.type === 'player-link' ? payload.type : 'tournament-inscription';
  return {
    requestId: payload.requestId,
    type,
    status: payload.status === 'approved' ? 'approved' : 'rejected',
    reason: typeof payload.reason === 'string' ? payload.reason : null,
    subject: typeof payload.subject === 'string' ? payload.subject : '',
    to: { email: to.email, fullName },
    locale: payload.locale === 'en' ? 'en' : 'es',
  };
}

/**
 * Mails every decision not yet mailed. Each event is claimed before sending, so a consumer running twice (or
 * two instances at once) mails it once.
 */
export async function deliverDecisionMails(db: Database, mailer: Mailer, publicUrl: string): Promise<number> {
  let sent = 0;
  for (const event of await pendingEvents(db, OUTBOX_TYPES.requestDecided)) {
    if (!(await claimEvent(db, event.id))) continue;
    const mail = asMail(event.payload);
    if (!mail) continue;
    await mailer.send({ to: mail.to.email, ...mailText(mail, publicUrl) });
    sent += 1;
  }
  return sent;
}

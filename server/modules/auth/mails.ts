import type { Locale } from '@domain/catalog';
import { buildPath } from '@domain/routes';
import type { MailMessage } from '../mail/service';

/**
 * The token travels in the link's fragment (`#token=`), which browsers never send to the server, so it
 * cannot end up in access logs or in a Referer header.
 */
function link(publicUrl: string, route: 'verify' | 'reset-password', locale: Locale, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${buildPath(route, locale)}#token=${token}`;
}

const TEXTS = {
  verify: {
    es: { subject: 'Confirma tu correo en Torneos', body: (name: string, url: string) => `Hola ${name}:\n\nConfirma tu correo abriendo este enlace (vale 24 horas y una sola vez):\n${url}\n\nSi no creaste una cuenta, ignora este mensaje.` },
    en: { subject: 'Confirm your email on Torneos', body: (name: string, url: string) => `Hello ${name},\n\nConfirm your email by opening this link (valid for 24 hours, once):\n${url}\n\nIf you did not create an account, ignore this message.` },
  },
  reset: {
    es: { subject: 'Restablece tu contraseña de Torneos', body: (name: string, url: string) => `Hola ${name}:\n\nPara elegir una nueva contraseña abre este enlace (vale 30 minutos y una sola vez):\n${url}\n\nSi no lo pediste, ignora este mensaje: tu contraseña no cambia.` },
    en: { subject: 'Reset your Torneos password', body: (name: string, url: string) => `Hello ${name},\n\nTo choose a new password open this link (valid for 30 minutes, once):\n${url}\n\nIf you did not ask for it, ignore this message: your password stays the same.` },
  },
} as const;

export function verifyMail(to: string, name: string, token: string, locale: Locale, publicUrl: string): MailMessage {
  const texts = TEXTS.verify[locale];
  return { to, subject: texts.subject, text: texts.body(name, link(publicUrl, 'verify', locale, token)) };
}

export function resetMail(to: string, name: string, token: string, locale: Locale, publicUrl: string): MailMessage {
  const texts = TEXTS.reset[locale];
  return { to, subject: texts.subject, text: texts.body(name, link(publicUrl, 'reset-password', locale, token)) };
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Locale } from '@domain/catalog';
import type { UnsubscribeScope } from '@domain/contract';
import { buildPath } from '@domain/routes';
import type { Database } from '../../db/client';
import { unsubscribe, unsubscriptionOf } from './mail-settings';

/**
 * Where the links in follow mails lead, in each language: outside /api because a mail program posts to the
 * same address the reader opens (RFC 8058), and outside the route table because it is no screen of the app.
 */
export const UNSUBSCRIBE_PATHS: Record<Locale, string> = { es: '/darse-de-baja', en: '/en/unsubscribe' };

export const unsubscribeUrl = (publicUrl: string, locale: Locale, token: string) => `${publicUrl.replace(/\/$/, '')}${UNSUBSCRIBE_PATHS[locale]}/${token}`;

/** A request line with the token of an unsubscribe link left out, for the logs. */
export const withoutUnsubscribeToken = (url: string) => url.replace(/^((?:\/en)?\/(?:darse-de-baja|unsubscribe)\/)[^/?#]+/i, '$1[redacted]');

const TEXTS = {
  es: {
    what: { upcoming: 'los próximos partidos', results: 'los resultados nuevos', rankings: 'los movimientos de los rankings', all: 'las novedades' },
    askTitle: 'Dejar de recibir correos',
    ask: (what: string) => `Dejarás de recibir por correo ${what} de lo que sigues. Lo que sigues no cambia, y puedes volver a pedirlos en tu página de bienvenida.`,
    confirm: 'Dejar de recibirlos',
    doneTitle: 'Listo',
    done: (what: string) => `Ya no recibirás por correo ${what} de lo que sigues.`,
    missingTitle: 'Enlace no válido',
    missing: 'Este enlace no sirve para darse de baja: puede que esté incompleto. Puedes elegir qué correos recibir en tu página de bienvenida.',
    welcome: 'Ir a tu página de bienvenida',
  },
  en: {
    what: { upcoming: 'next matches', results: 'new results', rankings: 'ranking moves', all: 'news' },
    askTitle: 'Stop these mails',
    ask: (what: string) => `You will no longer get mails with ${what} of what you follow. What you follow stays as it is, and you can ask for them again on your welcome page.`,
    confirm: 'Stop them',
    doneTitle: 'Done',
    done: (what: string) => `You will no longer get mails with ${what} of what you follow.`,
    missingTitle: 'Link not valid',
    missing: 'This link cannot unsubscribe anyone: it may be incomplete. You can choose which mails you get on your welcome page.',
    welcome: 'Go to your welcome page',
  },
} as const;

// The page has no stylesheet of its own: style attributes are what the content security policy lets in.
function page(locale: Locale, title: string, text: string, form: string | null): string {
  const texts = TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<main>
<h1>${title}</h1>
<p>${text}</p>
${form ?? ''}
<p><a href="${buildPath('welcome', locale)}">${texts.welcome}</a></p>
</main>
</body>
</html>
`;
}

const confirmForm = (label: string) =>
  `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font: inherit; padding: 0.5rem 1rem">${label}</button></form>`;

function send(reply: FastifyReply, status: number, html: string) {
  // The address holds the token: it is not cached, nor sent on as a referrer.
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(html);
}

const missing = (reply: FastifyReply, locale: Locale) => send(reply, 404, page(locale, TEXTS[locale].missingTitle, TEXTS[locale].missing, null));
const what = (locale: Locale, scope: UnsubscribeScope) => TEXTS[locale].what[scope];

/**
 * The unsubscribe page: GET asks (a link opened by a mail scanner must not unsubscribe anyone), POST does it,
 * whether from the page's button or a mail program's one-click request. Both answer in the user's language.
 */
export default async function unsubscribePage(app: FastifyInstance, { db }: { db: Database }) {
  // A one-click request is a form post; its body says nothing the address does not.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
  }
  for (const [pathLocale, path] of Object.entries(UNSUBSCRIBE_PATHS) as [Locale, string][]) {
    const url = `${path}/:token`;
    const schema = { hide: true };
    app.get<{ Params: { token: string } }>(url, { schema }, async (request, reply) => {
      const found = await unsubscriptionOf(db, request.params.token);
      if (!found) return missing(reply, pathLocale);
      const texts = TEXTS[found.locale];
      return send(reply, 200, page(found.locale, texts.askTitle, texts.ask(what(found.locale, found.scope)), confirmForm(texts.confirm)));
    });
    app.post<{ Params: { token: string } }>(url, { schema }, async (request, reply) => {
      const done = await unsubscribe(db, request.params.token);
      if (!done) return missing(reply, pathLocale);
      const texts = TEXTS[done.locale];
      return send(reply, 200, page(done.locale, texts.doneTitle, texts.done(what(done.locale, done.scope)), null));
    });
  }
}

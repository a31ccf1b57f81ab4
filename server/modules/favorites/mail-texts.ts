import type { Locale } from '@domain/catalog';
import type { FeedMatch, FeedRanking, FollowMailKind } from '@domain/contract';
import type { Movement } from '@domain/rankings';
import { buildPath } from '@domain/routes';
import type { MailMessage } from '../mail/service';

/** A piece of news as a mail tells it. */
export type NewsItem =
  | { kind: 'results'; match: FeedMatch }
  | { kind: 'upcoming'; match: FeedMatch; timeZone: string }
  | { kind: 'rankings'; ranking: FeedRanking; validName: string };

export interface Recipient {
  email: string;
  fullName: string;
  locale: Locale;
}

/** The links of one mail: the page with everything followed, this kind off, and every follow mail off. */
export interface MailLinks {
  welcome: string;
  unsubscribe: string;
  unsubscribeAll: string;
}

const TEXTS = {
  es: {
    subject: { results: 'Nuevos resultados de lo que sigues', upcoming: 'Próximos partidos de lo que sigues', rankings: 'Movimientos en los rankings que sigues' },
    lead: { results: 'Hay resultados nuevos de lo que sigues:', upcoming: 'Tienen fecha partidos de lo que sigues:', rankings: 'Se movieron rankings que sigues:' },
    hello: (name: string) => `Hola, ${name}:`,
    versus: 'contra',
    after: (name: string) => `tras ${name}`,
    points: (points: number) => `${points} ${points === 1 ? 'punto' : 'puntos'}`,
    movement: { new: 'nuevo', same: 'igual', up: (by: number) => `sube ${by}`, down: (by: number) => `baja ${by}` },
    more: 'Todo lo que sigues:',
    why: { results: 'Recibes este correo porque pediste los resultados de lo que sigues.', upcoming: 'Recibes este correo porque pediste los próximos partidos de lo que sigues.', rankings: 'Recibes este correo porque pediste los movimientos de los rankings que sigues.' },
    stop: 'Para no recibir más correos como este:',
    stopAll: 'Para no recibir ningún correo de lo que sigues:',
  },
  en: {
    subject: { results: 'New results of what you follow', upcoming: 'Next matches of what you follow', rankings: 'Moves in the rankings you follow' },
    lead: { results: 'There are new results of what you follow:', upcoming: 'Matches of what you follow have a time:', rankings: 'Rankings you follow have moved:' },
    hello: (name: string) => `Hello ${name},`,
    versus: 'vs',
    after: (name: string) => `after ${name}`,
    points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
    movement: { new: 'new', same: 'same', up: (by: number) => `up ${by}`, down: (by: number) => `down ${by}` },
    more: 'Everything you follow:',
    why: { results: 'You get this mail because you asked for the results of what you follow.', upcoming: 'You get this mail because you asked for the next matches of what you follow.', rankings: 'You get this mail because you asked for the moves of the rankings you follow.' },
    stop: 'To stop mails like this one:',
    stopAll: 'To stop every mail about what you follow:',
  },
} as const;

type Texts = (typeof TEXTS)[Locale];

const side = (match: FeedMatch, which: 'home' | 'away') => match[which]?.name ?? '—';

function movementText(texts: Texts, movement: Movement): string {
  switch (movement.kind) {
    case 'up':
    case 'down':
      return texts.movement[movement.kind](movement.by);
    default:
      return texts.movement[movement.kind];
  }
}

function when(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}

function itemLines(item: NewsItem, texts: Texts, locale: Locale): string[] {
  switch (item.kind) {
    case 'results':
      return [`- ${item.match.validName} · ${item.match.phaseName}: ${side(item.match, 'home')} ${item.match.score ?? ''} ${side(item.match, 'away')}`];
    case 'upcoming':
      return [`- ${item.match.validName} · ${item.match.phaseName}: ${side(item.match, 'home')} ${texts.versus} ${side(item.match, 'away')}, ${item.match.scheduledAt ? when(item.match.scheduledAt, locale, item.timeZone) : ''}`];
    case 'rankings':
      return [
        `- ${item.ranking.rankingName} (${texts.after(item.validName)}):`,
        ...item.ranking.rows.map((row) => `  ${row.position}. ${row.name}, ${texts.points(row.points)} (${movementText(texts, row.movement)})`),
      ];
  }
}

/** One mail of one kind of news to one follower, in their language. */
export function followMail(to: Recipient, kind: FollowMailKind, items: NewsItem[], links: MailLinks): MailMessage {
  const texts = TEXTS[to.locale];
  const lines = [
    texts.hello(to.fullName),
    '',
    texts.lead[kind],
    '',
    ...items.flatMap((item) => itemLines(item, texts, to.locale)),
    '',
    texts.more,
    links.welcome,
    '',
    '--',
    texts.why[kind],
    texts.stop,
    links.unsubscribe,
    texts.stopAll,
    links.unsubscribeAll,
  ];
  return {
    to: to.email,
    subject: texts.subject[kind],
    text: lines.join('\n'),
    // RFC 8058: a mail program may offer its own button, which posts `List-Unsubscribe=One-Click` to the link.
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The address of the welcome page, where everything followed is listed. */
export const welcomeUrl = (publicUrl: string, locale: Locale) => `${publicUrl.replace(/\/$/, '')}${buildPath('welcome', locale)}`;

import { IMAGE, type Locale } from '../catalog';
import { HEAD_MARKER } from './head-marker';
import { twinOfMatch, type RouteMatch } from './match-route';
import { namedTitle, type PageCard, type PageNames } from './page-names';
import { PAGE_TEXTS } from './page-texts';
import { EMBED_SCREENS } from './embed';
import { PRIVATE_SCREENS, screenOf } from './screens';

export const SITE_NAME = 'Torneos';
export const DEFAULT_META_IMAGE = '/og/default.png';

/** What a page tells browsers, search engines and link previews about itself. */
export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  image: string;
  imageWidth: number;
  imageHeight: number;
  canonical: string;
  card: 'summary' | 'summary_large_image';
  /** hreflang → absolute URL of the same screen in each language. */
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
}

const NOT_FOUND_TEXT = {
  title: { es: 'Página no encontrada', en: 'Page not found' },
  description: { es: 'La dirección que abriste no existe o se movió.', en: 'The address you opened does not exist or has moved.' },
};

function absolute(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}

function fullTitle(title: string, isHome: boolean): string {
  return isHome ? `${SITE_NAME} · ${title}` : `${title} · ${SITE_NAME}`;
}

/** What the server read about the records a screen's address names. */
export interface PageRecords {
  names: PageNames;
  card?: PageCard;
  /** The record's own summary (a blog post's), said instead of the screen's generic description. */
  description?: string;
}

/** The address of a record's share image: its version is part of it, so a changed record is a new image. */
export function cardImagePath(card: PageCard, locale: Locale): string {
  return `/api/card/${locale}/${card.kind}/${card.id}.png?v=${card.version}`;
}

/**
 * The head of a matched screen; `origin` is the public address (`https://torneos.example`). With the names of its
 * records the title and description say which tournament, phase, person or ranking it shows.
 */
export function pageHead(match: RouteMatch, origin: string, records?: PageRecords): PageHead {
  const screen = screenOf(match.id);
  const texts = PAGE_TEXTS[screen] ?? NOT_FOUND_TEXT;
  const { locale } = match;
  const es = twinOfMatch(match, 'es');
  const en = twinOfMatch(match, 'en');
  const named = records ? namedTitle(screen, match.params, records.names, locale) : null;
  const card = named ? records?.card : undefined;
  return {
    locale,
    title: fullTitle(named?.title ?? texts.title[locale], screen === 'home'),
    description: named && records?.description ? records.description : named ? `${named.subject}: ${texts.description[locale]}` : texts.description[locale],
    image: absolute(origin, card ? cardImagePath(card, locale) : DEFAULT_META_IMAGE),
    imageWidth: IMAGE.metaImage.width,
    imageHeight: IMAGE.metaImage.height,
    canonical: absolute(origin, locale === 'es' ? es : en),
    card: card ? 'summary_large_image' : 'summary',
    alternates: [
      { hreflang: 'es', href: absolute(origin, es) },
      { hreflang: 'en', href: absolute(origin, en) },
      { hreflang: 'x-default', href: absolute(origin, es) },
    ],
    // Embeds are parts of screens for other websites: the full screen is the one search engines should find.
    noindex: PRIVATE_SCREENS.has(screen) || EMBED_SCREENS.has(screen),
  };
}

/** The head of a path that names no screen. */
export function notFoundHead(locale: Locale, origin: string): PageHead {
  const home = locale === 'es' ? '/' : '/en/';
  return {
    locale,
    title: fullTitle(NOT_FOUND_TEXT.title[locale], false),
    description: NOT_FOUND_TEXT.description[locale],
    image: absolute(origin, DEFAULT_META_IMAGE),
    imageWidth: IMAGE.metaImage.width,
    imageHeight: IMAGE.metaImage.height,
    canonical: absolute(origin, home),
    card: 'summary',
    alternates: [],
    noindex: true,
  };
}

/** One tag of the head, as both the server (HTML) and the web app (DOM) write it. */
export type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string };

export function headTags(head: PageHead): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', key, name, content });
  const tags: HeadTag[] = [
    meta('name', 'description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', head.locale === 'es' ? 'es_ES' : 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', String(head.imageWidth)),
    meta('property', 'og:image:height', String(head.imageHeight)),
    meta('property', 'og:image:alt', head.title),
    meta('name', 'twitter:card', head.card),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    { tag: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((alt): HeadTag => ({ tag: 'link', rel: 'alternate', href: alt.href, hreflang: alt.hreflang })),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  return tags;
}

/** Text made safe inside HTML: in an element or in a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export { HEAD_MARKER };

/** The `<title>` and tags as HTML, for the server to put into index.html. */
export function renderHeadHtml(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const item of headTags(head)) {
    if (item.tag === 'meta') {
      lines.push(`<meta ${HEAD_MARKER} ${item.key}="${escapeHtml(item.name)}" content="${escapeHtml(item.content)}">`);
    } else {
      const lang = item.hreflang ? ` hreflang="${escapeHtml(item.hreflang)}"` : '';
      lines.push(`<link ${HEAD_MARKER} rel="${item.rel}"${lang} href="${escapeHtml(item.href)}">`);
    }
  }
  return lines.join('\n    ');
}

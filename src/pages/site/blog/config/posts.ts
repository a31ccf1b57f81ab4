import type { Locale } from '@domain/catalog';

export interface BlogPostFile {
  /** Shared by a post and its translation. */
  key: string;
  slug: string;
  locale: Locale;
  /** The Markdown file, published with the web app's assets (content/blog/{es,en}/*.md). */
  url: string;
}

// Each post is a Markdown file of its own; the bundler publishes it as an asset and the page reads it when shown.
export const BLOG_POST_FILES: readonly BlogPostFile[] = [
  { key: 'league-calendar', slug: 'calendario-de-liga-sin-choques', locale: 'es', url: new URL('../../../../../content/blog/es/calendario-de-liga-sin-choques.md', import.meta.url).href },
  { key: 'ranking-points', slug: 'sistemas-de-puntaje-para-rankings', locale: 'es', url: new URL('../../../../../content/blog/es/sistemas-de-puntaje-para-rankings.md', import.meta.url).href },
  { key: 'balanced-groups', slug: 'como-armar-grupos-equilibrados', locale: 'es', url: new URL('../../../../../content/blog/es/como-armar-grupos-equilibrados.md', import.meta.url).href },
  { key: 'league-calendar', slug: 'clash-free-league-calendar', locale: 'en', url: new URL('../../../../../content/blog/en/clash-free-league-calendar.md', import.meta.url).href },
  { key: 'ranking-points', slug: 'ranking-point-systems', locale: 'en', url: new URL('../../../../../content/blog/en/ranking-point-systems.md', import.meta.url).href },
  { key: 'balanced-groups', slug: 'building-balanced-groups', locale: 'en', url: new URL('../../../../../content/blog/en/building-balanced-groups.md', import.meta.url).href },
];

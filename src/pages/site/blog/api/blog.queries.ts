import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@domain/catalog';
import { BLOG_POST_FILES, type BlogPostFile } from '../config/posts';
import { assetHref } from '@/shared/lib/assets';
import { splitFrontMatter } from '../lib/markdown';

export interface BlogPost extends BlogPostFile {
  title: string;
  description: string;
  date: string;
  body: string;
}

async function readPost(file: BlogPostFile, signal: AbortSignal): Promise<BlogPost> {
  const response = await fetch(assetHref(file.url), { signal });
  if (!response.ok) throw new Error(`post ${file.slug} answered ${response.status}`);
  const { attributes, body } = splitFrontMatter(await response.text());
  return { ...file, title: attributes.title ?? file.slug, description: attributes.description ?? '', date: attributes.date ?? '', body };
}

export const blogQueries = {
  all: () => ['blog'] as const,
  /** Every post of one language, newest first. Published files never change, so they are read once. */
  list: (locale: Locale) =>
    queryOptions({
      queryKey: [...blogQueries.all(), locale] as const,
      queryFn: async ({ signal }) => {
        const posts = await Promise.all(BLOG_POST_FILES.filter((file) => file.locale === locale).map((file) => readPost(file, signal)));
        return posts.sort((a, b) => b.date.localeCompare(a.date));
      },
      staleTime: Infinity,
    }),
};

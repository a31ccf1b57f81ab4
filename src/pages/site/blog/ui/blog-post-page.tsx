import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FileQuestionIcon } from 'lucide-react';
import { FeatureGate } from '@/entities/access';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { blogQueries } from '../api/blog.queries';
import { BLOG_POST_FILES } from '../config/posts';
import { MarkdownView } from './markdown-view';
import { PostDate } from './post-date';
import { PostsStatus } from './posts-status';

export function BlogPostPage() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const posts = useQuery(blogQueries.list(locale));
  const file = BLOG_POST_FILES.find((item) => item.slug === slug);
  // The language switch keeps the slug: a post opened in the other language goes to its translation.
  const twin = file && file.locale !== locale ? BLOG_POST_FILES.find((item) => item.key === file.key && item.locale === locale) : undefined;
  if (twin) return <Navigate to={href('blog-post', { slug: twin.slug }, locale)} replace />;
  const post = posts.data?.find((item) => item.slug === slug);
  const backLink = (
    <Link to={href('blog', {}, locale)} className="w-fit text-sm font-medium underline underline-offset-4">
      {t('backToBlog')}
    </Link>
  );
  return (
    <FeatureGate feature="blog">
      <article data-route-id="blog-post" className="mx-auto max-w-3xl pb-16">
        {post ? (
          <>
            <header className="flex flex-col gap-3 py-8">
              {backLink}
              <h1 className="text-3xl font-bold sm:text-4xl">{post.title}</h1>
              <p className="text-muted-foreground">
                <PostDate date={post.date} locale={locale} />
              </p>
              <p className="text-xl text-muted-foreground">{post.description}</p>
            </header>
            <MarkdownView source={post.body} />
          </>
        ) : (
          <>
            <header className="flex flex-col gap-3 py-8">
              {backLink}
              <h1 className="text-3xl font-bold">{t('missingTitle')}</h1>
            </header>
            {posts.data || !file ? (
              <EmptyState
                icon={<FileQuestionIcon />}
                title={t('missing')}
                description={t('missingHint')}
                action={
                  <Button asChild>
                    <Link to={href('blog', {}, locale)}>{t('backToBlog')}</Link>
                  </Button>
                }
              />
            ) : (
              <PostsStatus failed={posts.isError} onRetry={() => void posts.refetch()} />
            )}
          </>
        )}
      </article>
    </FeatureGate>
  );
}

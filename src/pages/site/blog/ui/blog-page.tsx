import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FeatureGate } from '@/entities/access';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { blogQueries } from '../api/blog.queries';
import { PostDate } from './post-date';
import { PostsStatus } from './posts-status';

export function BlogPage() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const posts = useQuery(blogQueries.list(locale));
  return (
    <FeatureGate feature="blog">
      <section data-route-id="blog" className="pb-16">
        <PageHeader title={t('title')} description={t('lead')} />
        {posts.data ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.data.map((post) => (
              <li key={post.slug} className="flex flex-col gap-3 rounded-xl border p-6">
                <p className="text-sm text-muted-foreground">
                  <PostDate date={post.date} locale={locale} />
                </p>
                <h2 className="text-xl font-bold">
                  <Link to={href('blog-post', { slug: post.slug }, locale)} className="hover:underline" data-post={post.key}>
                    {post.title}
                  </Link>
                </h2>
                <p className="text-muted-foreground">{post.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <PostsStatus failed={posts.isError} onRetry={() => void posts.refetch()} />
        )}
      </section>
    </FeatureGate>
  );
}

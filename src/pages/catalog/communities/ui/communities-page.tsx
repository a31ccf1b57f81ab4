import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, PlusIcon } from 'lucide-react';
import { findSport } from '@domain/catalog';
import { CommunityLogoPlate, communityListQueries } from '@/entities/community';
import { pickLabel } from '@/entities/reference';
import { $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { LoadState } from '@/shared/ui/load-state';
import { Pager } from '@/shared/ui/pager';
import { useTypedValue } from '@/shared/lib/typed-value';

const SIZE = 24;

/** Every community (space) of the platform, searchable, a page at a time. */
export function CommunitiesPage() {
  const { t } = useTranslation('communities');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const signedIn = useUnit($isAuthenticated);
  const [text, setText] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  useTypedValue(searchField, '', setText);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(0);
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({ ...communityListQueries.list({ page, size: SIZE, q }), placeholderData: keepPreviousData });
  const create = signedIn ? (
    <Button asChild>
      <Link to={href('community-create', {}, locale)}>
        <PlusIcon aria-hidden="true" />
        {t('create')}
      </Link>
    </Button>
  ) : null;
  return (
    <section data-route-id="communities" className="pb-16">
      <PageHeader title={t('title')} description={t('lead')} actions={create} />
      <div className="mb-6 flex max-w-sm flex-col gap-2">
        <Label htmlFor="community-search">{t('search')}</Label>
        <Input ref={searchField} id="community-search" type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {query.data && query.data.items.length > 0 ? (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="communities-list">
              {query.data.items.map((community) => {
                const sport = community.sportId ? findSport(community.sportId) : undefined;
                return (
                  <li key={community.id}>
                    <Card className="h-full flex-row items-center gap-4 p-4">
                      <CommunityLogoPlate look={community.lookAndFeel} alt="" className="h-12 w-32" imageClassName="h-full w-full" />
                      <div className="min-w-0">
                        <h2 className="text-lg font-semibold">
                          <Link to={href('community', { communityId: community.id }, locale)} className="hover:underline">{community.name}</Link>
                        </h2>
                        <p className="text-sm text-muted-foreground">{sport ? pickLabel(sport.label, locale) : t('allSports')}{community.isDefault ? ` · ${t('default')}` : ''}</p>
                      </div>
                    </Card>
                  </li>
                );
              })}
            </ul>
            <Pager page={page} size={SIZE} total={query.data.total} onPage={setPage} labels={{ previous: common('actions.previous'), next: common('actions.next'), nav: t('pages'), status: (current, pages) => common('actions.pageOf', { page: current, pages }) }} />
          </>
        ) : (
          <EmptyState icon={<GlobeIcon />} title={q ? t('noMatch', { text: q }) : t('empty')} action={q ? null : create} />
        )}
      </LoadState>
    </section>
  );
}

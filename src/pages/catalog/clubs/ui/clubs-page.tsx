import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlusIcon, SearchIcon, ShieldIcon } from 'lucide-react';
import { ResourceGate } from '@/entities/access';
import { clubQueries } from '@/entities/club';
import { organizerQueries } from '@/entities/organizer';
import { useCommunityId } from '@/entities/reference';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { ClubDialog } from '@/features/edit-club';
import { OrganizerDialog } from '@/features/edit-organizer';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { LoadState } from '@/shared/ui/load-state';
import { useTypedValue } from '@/shared/lib/typed-value';
import { ClubCard } from './club-card';

/** The community's clubs (spec: fetched page 0, size 999), searchable by name. */
export function ClubsPage() {
  const { t } = useTranslation('clubs');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const communityId = useCommunityId();
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  useTypedValue(searchField, '', setSearch);
  const query = useQuery(clubQueries.list(communityId));
  const organizers = useQuery({ ...organizerQueries.list(communityId), enabled: signedIn }).data?.items ?? [];
  const ownOrganizer = organizers.find((item) => item.accountId !== null && item.accountId === accountId);
  const needle = search.trim().toLocaleLowerCase(locale);
  const clubs = (query.data?.items ?? []).filter((club) => !needle || club.name.toLocaleLowerCase(locale).includes(needle));
  const actions = signedIn ? (
    <>
      {ownOrganizer ? null : <OrganizerDialog trigger={<Button variant="outline">{t('createOrganizer')}</Button>} onSaved={(saved) => void navigate(href('organizer', { organizerSlug: saved.slug }, locale))} />}
      <ResourceGate resource="createClub">
        <ClubDialog
          trigger={
            <Button>
              <PlusIcon aria-hidden="true" />
              {t('create')}
            </Button>
          }
          onSaved={(club) => void navigate(href('club', { clubId: club.id }, locale))}
        />
      </ResourceGate>
    </>
  ) : null;
  return (
    <section data-route-id="clubs" className="pb-16">
      <PageHeader title={t('title')} description={t('lead')} actions={actions} />
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {query.data && query.data.total > 0 ? (
          <>
            <div className="mb-6 flex max-w-sm flex-col gap-2">
              <Label htmlFor="club-search">{t('search')}</Label>
              <div className="relative">
                <SearchIcon aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
                <Input ref={searchField} id="club-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} className="pl-9" />
              </div>
            </div>
            {clubs.length > 0 ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="clubs-list">
                {clubs.map((club) => (
                  <li key={club.id}>
                    <ClubCard club={club} />
                  </li>
                ))}
              </ul>
            ) : (
              <p role="status" className="text-muted-foreground">
                {t('noMatch', { search })}
              </p>
            )}
          </>
        ) : (
          <EmptyState icon={<ShieldIcon />} title={t('empty')} description={signedIn ? t('emptyHint') : t('emptySignIn')} action={actions} />
        )}
      </LoadState>
    </section>
  );
}

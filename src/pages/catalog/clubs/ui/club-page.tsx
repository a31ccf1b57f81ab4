import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPinIcon, PencilIcon, UsersIcon } from 'lucide-react';
import { findSport } from '@domain/catalog';
import { ClubLogo, clubQueries } from '@/entities/club';
import { pickLabel } from '@/entities/reference';
import { $allowEdit, creatorChanged } from '@/entities/session';
import { LinkedTournaments } from '@/entities/tournament';
import { ClubDialog, DeleteClubButton } from '@/features/edit-club';
import { FollowButton } from '@/features/favorites/follow';
import { PageHeader } from '@/widgets/page-header';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { LoadState } from '@/shared/ui/load-state';
import { ClubPeople } from './club-people';

/** One club: who runs it, where it plays, its people and its tournaments. */
export function ClubPage() {
  const { t } = useTranslation('clubs');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const clubId = Number(useParams().clubId);
  const query = useQuery({ ...clubQueries.detail(clubId), enabled: Number.isInteger(clubId) && clubId > 0 });
  const [allowEdit, setCreator] = useUnit([$allowEdit, creatorChanged]);
  const club = query.data;
  useEffect(() => {
    setCreator(club?.createdByAccountId ?? null);
    return () => {
      setCreator(null);
    };
  }, [club?.createdByAccountId, setCreator]);
  const sport = club ? findSport(club.sportId) : undefined;

  return (
    <section data-route-id="club" className="pb-16">
      <PageHeader
        eyebrow={sport ? pickLabel(sport.label, locale) : t('eyebrow')}
        title={club?.name ?? t('clubTitle', { id: clubId })}
        description={club?.organizerSlug ? <Link to={href('organizer', { organizerSlug: club.organizerSlug }, locale)} className="underline underline-offset-4">{t('organizedBy', { name: club.organizerName })}</Link> : undefined}
        actions={
          club && allowEdit ? (
            <>
              <FollowButton kind="club" targetId={club.id} name={club.name} />
              <ClubDialog
                club={club}
                trigger={
                  <Button variant="outline">
                    <PencilIcon aria-hidden="true" />
                    {common('actions.edit')}
                  </Button>
                }
              />
              <DeleteClubButton club={club} onDeleted={() => void navigate(href('clubs', {}, locale))} />
            </>
          ) : club ? (
            <FollowButton kind="club" targetId={club.id} name={club.name} />
          ) : null
        }
      />
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: query.error instanceof ApiRequestError && query.error.body.status === 404 ? t('notFound') : common('actions.loadFailed'), retry: common('actions.retry') }}>
        {club ? (
          <div className="flex flex-col gap-10">
            <div className="flex flex-wrap items-center gap-6">
              <ClubLogo logo={club.logo} className="size-24" />
              <ul className="flex flex-col gap-2 text-muted-foreground">
                <li className="inline-flex items-center gap-2">
                  <MapPinIcon aria-hidden="true" className="size-4" />
                  {club.placeName ?? t('noPlace')}
                </li>
                <li className="inline-flex items-center gap-2">
                  <UsersIcon aria-hidden="true" className="size-4" />
                  {t('players', { count: club.playerCount })}
                </li>
              </ul>
            </div>
            <ClubPeople people={club.players} />
            <section aria-labelledby="club-tournaments">
              <h2 id="club-tournaments" className="mb-4 text-2xl font-bold">{t('tournaments')}</h2>
              <LinkedTournaments key={club.id} link={{ clubId: club.id }} empty={{ title: t('noTournaments'), description: t('noTournamentsHint') }} data-testid="club-tournaments" />
            </section>
          </div>
        ) : null}
      </LoadState>
    </section>
  );
}

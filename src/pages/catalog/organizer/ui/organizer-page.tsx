import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PencilIcon, ShieldIcon } from 'lucide-react';
import { ClubLogo } from '@/entities/club';
import { organizerQueries } from '@/entities/organizer';
import { $allowEdit, creatorChanged } from '@/entities/session';
import { LinkedTournaments } from '@/entities/tournament';
import { OrganizerDialog } from '@/features/edit-organizer';
import { PageHeader } from '@/widgets/page-header';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { OrganizerRankings } from './organizer-rankings';

/** An organiser's public profile at its slug: who they are, their clubs, tournaments and rankings. */
export function OrganizerPage() {
  const { t } = useTranslation('organizer');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const slug = useParams().organizerSlug ?? '';
  const query = useQuery(organizerQueries.profile(slug));
  const [allowEdit, setCreator] = useUnit([$allowEdit, creatorChanged]);
  const organizer = query.data;
  useEffect(() => {
    setCreator(organizer?.createdByAccountId ?? null);
    return () => {
      setCreator(null);
    };
  }, [organizer?.createdByAccountId, setCreator]);
  const missing = query.error instanceof ApiRequestError && query.error.body.status < 500;

  return (
    <section data-route-id="organizer" className="pb-16">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={organizer?.name ?? (missing ? t('notFound') : slug)}
        description={organizer?.description ?? undefined}
        actions={
          organizer && allowEdit ? (
            <OrganizerDialog
              organizer={organizer}
              onSaved={(saved) => void navigate(href('organizer', { organizerSlug: saved.slug }, locale), { replace: true })}
              trigger={
                <Button variant="outline">
                  <PencilIcon aria-hidden="true" />
                  {common('actions.edit')}
                </Button>
              }
            />
          ) : null
        }
      />
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: missing ? t('notFoundHint') : common('actions.loadFailed'), retry: common('actions.retry') }}>
        {organizer ? (
          <div className="flex flex-col gap-10">
            {organizer.logo ? <img src={organizer.logo} alt={t('logo', { name: organizer.name })} className="size-24 rounded-lg border object-contain" /> : null}
            <section aria-labelledby="organizer-clubs">
              <h2 id="organizer-clubs" className="mb-4 text-2xl font-bold">{t('clubs')}</h2>
              {organizer.clubs.length > 0 ? (
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="organizer-clubs">
                  {organizer.clubs.map((club) => (
                    <li key={club.id} className="flex items-center gap-3 rounded-lg border p-3">
                      <ClubLogo logo={club.logo} />
                      <Link to={href('club', { clubId: club.id }, locale)} className="font-medium hover:underline">{club.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState icon={<ShieldIcon />} title={t('noClubs')} />
              )}
            </section>
            <section aria-labelledby="organizer-tournaments">
              <h2 id="organizer-tournaments" className="mb-4 text-2xl font-bold">{t('tournaments')}</h2>
              <LinkedTournaments key={organizer.id} link={{ organizerId: organizer.id }} empty={{ title: t('noTournaments'), description: t('noTournamentsHint') }} data-testid="organizer-tournaments" />
            </section>
            <section aria-labelledby="organizer-rankings">
              <h2 id="organizer-rankings" className="mb-1 text-2xl font-bold">{t('rankings')}</h2>
              <p className="mb-4 text-muted-foreground">{t('rankingsLead')}</p>
              <OrganizerRankings key={organizer.id} organizerId={organizer.id} />
            </section>
          </div>
        ) : null}
      </LoadState>
    </section>
  );
}

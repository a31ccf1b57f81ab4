import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { TrophyIcon } from 'lucide-react';
import { ResourceGate } from '@/entities/access';
import { useSportOptions } from '@/entities/community';
import { $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { cn } from '@/shared/lib/cn';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** The community's tournaments, filtered by the sports it plays; honest about an empty list. */
export function TournamentsPage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const member = useUnit($isAuthenticated);
  const sports = useSportOptions();
  const [search] = useSearchParams();
  const sportId = Number(search.get('sport')) || null;
  const sport = sports.find((option) => option.value === sportId);
  const createAction = (
    <ResourceGate resource="createValid">
      <Button asChild>
        <Link to={href('tournament-create', {}, locale)}>{t('list.create')}</Link>
      </Button>
    </ResourceGate>
  );
  const chip = (active: boolean) =>
    cn('rounded-full border px-3 py-1 text-sm font-medium', active ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent');
  return (
    <section data-route-id="tournaments" className="pb-16">
      <PageHeader
        title={t('list.title')}
        description={t('list.lead')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={href('tournaments-calendar', {}, locale)}>{t('list.calendar')}</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to={href('tournaments-help', {}, locale)}>{t('list.help')}</Link>
            </Button>
            {member ? createAction : null}
          </>
        }
      />
      {sports.length > 1 ? (
        <nav aria-label={t('list.sportFilter')} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={href('tournaments', {}, locale)} className={chip(!sport)} aria-current={!sport ? 'page' : undefined}>
                {t('list.allSports')}
              </Link>
            </li>
            {sports.map((option) => (
              <li key={option.value}>
                <Link to={href('tournaments', {}, locale, { sport: option.value })} className={chip(option.value === sport?.value)} aria-current={option.value === sport?.value ? 'page' : undefined}>
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <EmptyState
        icon={<TrophyIcon />}
        title={sport ? t('list.emptySport', { sport: sport.label }) : t('list.empty')}
        description={member ? t('list.emptyHintMember') : t('list.emptyHint')}
        action={
          member ? (
            createAction
          ) : (
            <Button asChild variant="outline">
              <Link to={href('login', {}, locale)}>{t('list.signInToCreate')}</Link>
            </Button>
          )
        }
        data-testid="tournaments-empty"
      />
    </section>
  );
}

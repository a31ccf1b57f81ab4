import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { ResourceGate } from '@/entities/access';
import { $isAuthenticated, $sessionReady } from '@/entities/session';
import { CreateTournamentWizard } from '@/features/tournament/create-tournament';
import { PageHeader } from '@/widgets/page-header';
import { href, tabSlug, useCurrentRoute, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** Creating a tournament, alone or inside a multi-tournament: the steps it takes, for organisers only. */
export function TournamentCreatePage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const routeId = useCurrentRoute()?.id ?? 'tournament-create';
  const { tournamentId } = useParams();
  const [ready, member] = useUnit([$sessionReady, $isAuthenticated]);
  const navigate = useNavigate();
  const multiId = tournamentId ? Number(tournamentId) : null;
  const steps = t('create.steps', { returnObjects: true }) as string[];
  const opened = (validId: number) => {
    const selectedTab = tabSlug('tournament', 'inscriptions', locale);
    void navigate(multiId ? href('multi-nested-tournament-detail', { tournamentId: multiId, validId, selectedTab }, locale) : href('tournament-detail', { validId, selectedTab }, locale));
  };
  return (
    <section data-route-id={routeId} className="max-w-3xl pb-16">
      <PageHeader title={tournamentId ? t('create.titleInMulti', { id: Number(tournamentId) }) : t('create.title')} description={t('create.lead')} />
      {!ready ? null : member ? (
        <ResourceGate resource="createValid" showError>
          <CreateTournamentWizard tournamentId={multiId} onCreated={opened} />
        </ResourceGate>
      ) : (
        <>
          <ol aria-label={t('create.stepsLabel')} className="mb-8 flex flex-col gap-3">
            {steps.map((step, index) => (
              <li key={step} className="flex items-center gap-3 rounded-lg border p-4">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted font-bold">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <EmptyState
            title={t('create.signIn')}
            description={t('create.signInHint')}
            action={
              <Button asChild>
                <Link to={href('login', {}, locale)}>{t('create.signInAction')}</Link>
              </Button>
            }
          />
        </>
      )}
    </section>
  );
}

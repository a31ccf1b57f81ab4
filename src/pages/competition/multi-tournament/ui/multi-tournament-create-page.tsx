import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { FeatureGate, ResourceGate } from '@/entities/access';
import { $isAuthenticated, $sessionReady } from '@/entities/session';
import { MultiTournamentForm } from '@/features/tournament/create-multi-tournament';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

export function MultiTournamentCreatePage() {
  const { t } = useTranslation('multi-tournament');
  const locale = useLocale();
  const [ready, member] = useUnit([$sessionReady, $isAuthenticated]);
  const navigate = useNavigate();
  const steps = t('create.steps', { returnObjects: true }) as string[];
  return (
    <FeatureGate feature="multiTournaments">
      <section data-route-id="multi-tournament-create" className="max-w-3xl pb-16">
        <PageHeader title={t('create.title')} description={t('create.lead')} />
        <ol aria-label={t('create.stepsLabel')} className="mb-8 flex flex-col gap-3" hidden={member}>
          {steps.map((step, index) => (
            <li key={step} className="flex items-center gap-3 rounded-lg border p-4">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted font-bold">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        {!ready ? null : member ? (
          <ResourceGate resource="createTournament" showError>
            <MultiTournamentForm onCreated={(created) => void navigate(href('multi-tournament', { tournamentId: created.id }, locale))} />
          </ResourceGate>
        ) : (
          <EmptyState
            title={t('create.signIn')}
            description={t('create.signInHint')}
            action={
              <Button asChild>
                <Link to={href('login', {}, locale)}>{t('create.signInAction')}</Link>
              </Button>
            }
          />
        )}
      </section>
    </FeatureGate>
  );
}

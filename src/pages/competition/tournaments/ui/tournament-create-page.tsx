import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { ClipboardListIcon } from 'lucide-react';
import { ResourceGate } from '@/entities/access';
import { $isAuthenticated, $sessionReady } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { href, useCurrentRoute, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** Creating a tournament, alone or inside a multi-tournament: the steps it takes, for organisers only. */
export function TournamentCreatePage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const routeId = useCurrentRoute()?.id ?? 'tournament-create';
  const { tournamentId } = useParams();
  const [ready, member] = useUnit([$sessionReady, $isAuthenticated]);
  const steps = t('create.steps', { returnObjects: true }) as string[];
  return (
    <section data-route-id={routeId} className="max-w-3xl pb-16">
      <PageHeader title={tournamentId ? t('create.titleInMulti', { id: Number(tournamentId) }) : t('create.title')} description={t('create.lead')} />
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
      {!ready ? null : member ? (
        <ResourceGate resource="createValid" showError>
          <EmptyState
            icon={<ClipboardListIcon />}
            title={t('create.unavailable')}
            description={t('create.unavailableHint')}
            action={
              <Button asChild variant="outline">
                <Link to={href('contact', {}, locale)}>{t('create.contact')}</Link>
              </Button>
            }
          />
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
  );
}

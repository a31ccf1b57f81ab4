import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $isAuthenticated } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale, type RouteId } from '@/shared/routes';
import { Button } from '@/shared/ui/button';

type LandingKey = 'rankings' | 'tournament' | 'league';

const TARGETS: Record<LandingKey, { routeId: RouteId; member: RouteId; secondary: RouteId }> = {
  rankings: { routeId: 'landing-rankings', member: 'rankings', secondary: 'rankings' },
  tournament: { routeId: 'landing-tournament', member: 'tournament-create', secondary: 'tournaments' },
  league: { routeId: 'landing-league', member: 'tournament-create', secondary: 'tournaments-help' },
};

/** A page that explains one way of organising and leads to it (visitors are sent to sign up first). */
function Landing({ which }: { which: LandingKey }) {
  const { t } = useTranslation('marketing');
  const locale = useLocale();
  const member = useUnit($isAuthenticated);
  const target = TARGETS[which];
  const benefits = t(`landing.${which}.benefits`, { returnObjects: true }) as { title: string; text: string }[];
  const steps = t('landing.stepsList', { returnObjects: true }) as string[];
  return (
    <section data-route-id={target.routeId} className="pb-16">
      <PageHeader
        title={t(`landing.${which}.title`)}
        description={t(`landing.${which}.lead`)}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={href(member ? target.member : 'register', {}, locale)}>{t(`landing.${which}.primary`)}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={href(target.secondary, {}, locale)}>{t(`landing.${which}.secondary`)}</Link>
            </Button>
          </>
        }
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border p-6">
            <h2 className="text-xl font-bold">{benefit.title}</h2>
            <p className="mt-2 text-muted-foreground">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="landing-steps" className="mt-12">
        <h2 id="landing-steps" className="text-2xl font-bold">{t('landing.steps')}</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </section>
  );
}

export const LandingRankingsPage = () => <Landing which="rankings" />;
export const LandingTournamentPage = () => <Landing which="tournament" />;
export const LandingLeaguePage = () => <Landing which="league" />;

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale, type RouteId } from '@/shared/routes';
import { Button } from '@/shared/ui/button';

const LANDINGS: Record<string, RouteId> = { tournament: 'landing-tournament', league: 'landing-league', rankings: 'landing-rankings' };

/** A compact front page that leads to the three ways of organising. */
export function PseudoHomePage() {
  const { t } = useTranslation('marketing');
  const locale = useLocale();
  const cards = t('landing.pseudoHome.cards', { returnObjects: true }) as { key: string; title: string; text: string }[];
  return (
    <section data-route-id="pseudo-home" className="pb-16">
      <PageHeader
        title={t('landing.pseudoHome.title')}
        description={t('landing.pseudoHome.lead')}
        actions={
          <Button asChild variant="outline">
            <Link to={href('pricing', {}, locale)}>{t('landing.pseudoHome.pricing')}</Link>
          </Button>
        }
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key} className="flex flex-col gap-3 rounded-xl border p-6">
            <h2 className="text-2xl font-bold">{card.title}</h2>
            <p className="flex-1 text-muted-foreground">{card.text}</p>
            <Link to={href(LANDINGS[card.key] ?? 'home', {}, locale)} className="font-medium underline underline-offset-4">
              {t('landing.pseudoHome.more')}
              <span className="sr-only">: {card.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SwordsIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** One match: the two sides, the score by period and its events. */
export function MatchPage() {
  const { t } = useTranslation('match');
  const locale = useLocale();
  const matchId = Number(useParams().matchId);
  return (
    <section data-route-id="match" className="pb-16">
      <PageHeader eyebrow={t('eyebrow')} title={t('title', { id: matchId })} />
      <div role="group" className="mb-8 grid grid-cols-[1fr_auto_1fr] items-center gap-4 rounded-xl border p-6 text-center" aria-label={t('score')}>
        <p className="text-lg font-bold">{t('home')}</p>
        <p className="font-display text-4xl font-bold text-muted-foreground" aria-hidden="true">
          – : –
        </p>
        <p className="text-lg font-bold">{t('away')}</p>
      </div>
      <h2 className="mb-4 text-2xl font-bold">{t('events')}</h2>
      <EmptyState
        icon={<SwordsIcon />}
        title={t('missing')}
        description={t('missingHint')}
        action={
          <Button asChild variant="outline">
            <Link to={href('tournaments', {}, locale)}>{t('backToTournaments')}</Link>
          </Button>
        }
        data-testid="match-unavailable"
      />
    </section>
  );
}

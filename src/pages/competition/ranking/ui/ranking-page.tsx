import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { href, useCurrentRoute, useLocale, type RouteId, type RouteParams } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Table, TableHead, TableHeader, TableRow } from '@/shared/ui/table';

interface View {
  title: string;
  columns: 'positions' | 'tournaments' | 'tournament' | 'balance';
  missing: string;
  nav: 'ranking' | 'modality' | null;
}

const VIEWS: Partial<Record<RouteId, View>> = {
  ranking: { title: 'ranking', columns: 'positions', missing: 'missing', nav: 'ranking' },
  'ranking-tournaments': { title: 'tournaments', columns: 'tournaments', missing: 'missingTournaments', nav: 'ranking' },
  'ranking-modality': { title: 'modality', columns: 'positions', missing: 'missing', nav: 'modality' },
  'ranking-modality-tournaments': { title: 'modalityTournaments', columns: 'tournaments', missing: 'missingTournaments', nav: 'modality' },
  'ranking-modality-tournament': { title: 'modalityTournament', columns: 'tournament', missing: 'missing', nav: null },
  'ranking-balance': { title: 'balance', columns: 'balance', missing: 'missingBalance', nav: null },
};

/** A ranking and its drill-down: modality, the tournaments that count, one tournament, one balance. */
export function RankingPage() {
  const { t } = useTranslation('ranking');
  const locale = useLocale();
  const route = useCurrentRoute();
  const raw = useParams();
  const [search] = useSearchParams();
  const view = route ? VIEWS[route.id] : undefined;
  if (!route || !view) return null;
  const ids: RouteParams = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Number(value)]));
  const ageCategoryId = Number(search.get('ageCategoryId')) || null;
  const query = ageCategoryId ? { ageCategoryId } : undefined;
  const links =
    view.nav === 'ranking'
      ? [
          { key: 'positions', label: t('tabs.positions'), to: href('ranking', ids, locale) },
          { key: 'tournaments', label: t('tabs.tournaments'), to: href('ranking-tournaments', ids, locale) },
        ]
      : view.nav === 'modality'
        ? [
            { key: 'positions', label: t('tabs.positions'), to: href('ranking-modality', ids, locale, query) },
            { key: 'tournaments', label: t('tabs.tournaments'), to: href('ranking-modality-tournaments', ids, locale) },
          ]
        : null;
  const columns = t(`columns.${view.columns}`, { returnObjects: true }) as string[];
  return (
    <section data-route-id={route.id} className="pb-16">
      <PageHeader
        eyebrow={route.id === 'ranking' ? undefined : t('eyebrow', { rankingId: ids.rankingId })}
        title={t(`titles.${view.title}`, ids)}
        description={ageCategoryId ? t('ageCategory', { id: ageCategoryId }) : undefined}
      />
      {links ? <SectionNav label={t('sections')} links={links} className="mb-8" /> : null}
      <Table aria-describedby="ranking-empty">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
      </Table>
      <EmptyState
        id="ranking-empty"
        className="mt-4"
        icon={<ListOrderedIcon />}
        title={t(view.missing)}
        description={t('missingHint')}
        action={
          <Button asChild variant="outline">
            <Link to={href('rankings', {}, locale)}>{t('backToList')}</Link>
          </Button>
        }
        data-testid="ranking-unavailable"
      />
    </section>
  );
}

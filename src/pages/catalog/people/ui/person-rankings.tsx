import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListOrderedIcon } from 'lucide-react';
import { ResourceGate } from '@/entities/access';
import { rankingQueries, type PersonStanding } from '@/entities/ranking';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { PersonBalance } from '@/widgets/ranking-balance';
import { SectionNav } from '@/widgets/section-nav';
import { href, useLocale, type RouteId } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { TableConfiguration } from './lazy-tools';
import { Suspense } from '@/shared/lib/hydration';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * A player's or coach's rankings: their tables in one ranking, and in one table their balance line by line
 * with their points over time. `kind` picks the player or coach routes.
 */
export default function PersonRankings({ kind, personId }: { kind: 'players' | 'coaches'; personId: number }) {
  const { t } = useTranslation('people');
  const { t: ranking } = useTranslation('ranking');
  const locale = useLocale();
  const params = useParams();
  const rankingId = idOf(params.rankingId);
  const rankingModalityId = idOf(params.rankingModalityId);
  const balanceId = idOf(params.balanceId);
  const standings = useQuery(rankingQueries.person(personId));
  const categories = useQuery({ ...rankingQueries.categories(rankingId, locale), enabled: rankingId > 0 });
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const owner = useQuery({ ...rankingQueries.detail(rankingId), enabled: signedIn && rankingId > 0 }).data?.createdByAccountId;
  // Only the ranking's owner places people in its tables (the server refuses anyone else).
  const configurable = signedIn && owner !== undefined && owner !== null && owner === accountId;
  const configuration = (row: PersonStanding) =>
    configurable ? (
      <ResourceGate resource="createRanking">
        <Suspense fallback={null}>
          <TableConfiguration rankingId={rankingId} rankingModalityId={row.rankingModalityId} personId={personId} tableLabel={label(row)} />
        </Suspense>
      </ResourceGate>
    ) : null;
  const route = (suffix: '' | '-modality' | '-balance') => `${kind}-ranking${suffix}` as RouteId;
  const rows = standings.data ?? [];
  const rankings = [...new Map(rows.map((row) => [row.rankingId, row])).values()];
  const here = rows.filter((row) => row.rankingId === rankingId);
  const label = (row: PersonStanding) => categories.data?.find((category) => category.id === row.rankingModalityId)?.label ?? row.rankingName;
  if (standings.isPending) return null;
  if (here.length === 0) return <EmptyState icon={<ListOrderedIcon />} title={t('ranking.empty')} description={t('ranking.emptyHint')} />;
  const table = here.find((row) => row.rankingModalityId === rankingModalityId);
  return (
    <div className="flex flex-col gap-6" data-testid="person-rankings">
      {rankings.length > 1 ? (
        <SectionNav label={t('ranking.choose')} links={rankings.map((row) => ({ key: String(row.rankingId), label: row.rankingName, to: href(route(''), { personId, rankingId: row.rankingId }, locale) }))} />
      ) : null}
      {table ? (
        <section aria-labelledby="person-table" className="flex flex-col gap-4">
          <h2 id="person-table" className="text-2xl font-bold">{label(table)}</h2>
          {configuration(table)}
          <PersonBalance
            rankingModalityId={table.rankingModalityId}
            personId={personId}
            highlightId={balanceId || undefined}
            tournamentHref={(line) => href('ranking-modality-tournament', { rankingId, rankingModalityId: table.rankingModalityId, validId: line.validId }, locale)}
            lineHref={(line) => href(route('-balance'), { personId, rankingId, rankingModalityId: table.rankingModalityId, balanceId: line.id }, locale)}
          />
        </section>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="person-tables">
          {here.map((row) => (
            <li key={row.rankingModalityId} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
              <h2 className="font-bold">
                <Link to={href(route('-modality'), { personId, rankingId, rankingModalityId: row.rankingModalityId }, locale)} className="hover:underline">
                  {label(row)}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">{ranking('personTable', { position: row.position, points: row.points, count: row.tournaments })}</p>
              {configuration(row)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

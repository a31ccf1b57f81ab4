import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReceiptTextIcon } from 'lucide-react';
import { rankingQueries, reasonText, type BalanceLine } from '@/entities/ranking';
import { href, useLocale } from '@/shared/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';
import type { RankingIds } from '../lib/route-ids';

interface PersonShare {
  personId: number;
  name: string;
  points: number;
  lines: BalanceLine[];
}

function byPerson(lines: BalanceLine[]): PersonShare[] {
  const shares = new Map<number, PersonShare>();
  for (const line of lines) {
    const share = shares.get(line.personId) ?? { personId: line.personId, name: line.personName, points: 0, lines: [] };
    share.points += line.points;
    share.lines.push(line);
    shares.set(line.personId, share);
  }
  return [...shares.values()].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}

/** What one tournament left in a ranking table: who earned how much, and each line with its reason. */
export function ModalityContribution({ ids }: { ids: RankingIds }) {
  const { t } = useTranslation('ranking');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const query = useQuery(rankingQueries.balances({ rankingModalityId: ids.rankingModalityId, validId: ids.validId, size: 1000 }));
  const shares = byPerson(query.data?.items ?? []);
  const total = shares.reduce((sum, share) => sum + share.points, 0);
  return (
    <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
      {shares.length === 0 ? (
        <EmptyState icon={<ReceiptTextIcon />} title={t('contribution.empty')} description={t('missingHint')} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-muted-foreground">{t('contribution.lead', { points: total, count: shares.length })}</p>
          <Table data-testid="contribution">
            <TableCaption className="sr-only">{t('contribution.caption')}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t('table.name')}</TableHead>
                <TableHead>{t('contribution.lines')}</TableHead>
                <TableHead className="text-right">{t('table.points')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shares.map((share) => (
                <TableRow key={share.personId} data-testid="contribution-row" data-person-id={share.personId}>
                  <TableCell className="font-medium whitespace-normal">{share.name}</TableCell>
                  <TableCell className="whitespace-normal">
                    <ul className="flex flex-col gap-1">
                      {share.lines.map((line) => (
                        <li key={line.id}>
                          <Link to={href('ranking-balance', { ...ids, balanceId: line.id }, locale)} className="hover:underline">
                            {reasonText(t, line)}
                          </Link>
                          <span className="ml-2 text-sm text-muted-foreground tabular-nums">{line.points > 0 ? `+${line.points}` : line.points}</span>
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                  <TableCell className="text-right font-semibold tabular-nums">{share.points}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </LoadState>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ModalityTableRow } from '@domain/contract';
import { MovementMark } from '@/entities/ranking';
import { href, useLocale } from '@/shared/routes';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';
import { personDetailRoute, personModalityRoute } from '../lib/person-routes';

interface StandingsTableProps {
  rows: ModalityTableRow[];
  rankingId: number;
  rankingName: string;
  rankingModalityId: number;
  modalityId: number;
  busy: boolean;
  /** Inside another website's frame: people and balances open on the platform, in a new tab. */
  linksInNewTab?: boolean;
}

/** The standings: position and movement, who (with their club), points, and how many tournaments count. */
export function StandingsTable({ rows, rankingId, rankingName, rankingModalityId, modalityId, busy, linksInNewTab = false }: StandingsTableProps) {
  const { t } = useTranslation('ranking');
  const locale = useLocale();
  const balanceRoute = personModalityRoute(modalityId);
  const target = linksInNewTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <Table data-testid="standings" aria-busy={busy}>
      <TableCaption className="sr-only">{t('table.caption', { name: rankingName })}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-12 text-right">
            <abbr title={t('table.position')} className="no-underline">{t('table.positionShort')}</abbr>
          </TableHead>
          <TableHead className="w-14">
            <span className="sr-only">{t('table.movement')}</span>
          </TableHead>
          <TableHead>{t('table.name')}</TableHead>
          <TableHead className="max-md:hidden">{t('table.club')}</TableHead>
          <TableHead className="text-right">{t('table.points')}</TableHead>
          <TableHead className="text-right">
            <span className="sm:hidden" aria-hidden="true">{t('table.tournamentsShort')}</span>
            <span className="max-sm:sr-only">{t('table.tournaments')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.personId} data-testid="standing" data-person-id={row.personId} data-position={row.position}>
            <TableCell className="text-right text-base font-bold tabular-nums">{row.position}</TableCell>
            <TableCell>
              <MovementMark movement={row.movement} />
            </TableCell>
            <TableCell className="max-w-48 whitespace-normal sm:max-w-none">
              <Link to={href(personDetailRoute(modalityId), { personId: row.personId }, locale)} className="font-medium hover:underline" {...target}>
                {row.name}
              </Link>
              {row.club ? <span className="block text-xs text-muted-foreground md:hidden">{row.club}</span> : null}
            </TableCell>
            <TableCell className="text-muted-foreground max-md:hidden">{row.club ?? '—'}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">
              {balanceRoute ? (
                <Link
                  to={href(balanceRoute, { personId: row.personId, rankingId, rankingModalityId }, locale)}
                  className="underline-offset-4 hover:underline"
                  aria-label={t('table.balanceOf', { points: row.points, name: row.name })}
                  {...target}
                >
                  {row.points}
                </Link>
              ) : (
                row.points
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.tournaments}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceLine } from '../lib/ranking.types';
import { cn } from '@/shared/lib/cn';
import { formatShortDate } from '../lib/format';
import { reasonText } from '../lib/reason-text';
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/shared/ui/table';

interface BalanceTableProps {
  lines: BalanceLine[];
  caption: string;
  /** The line the page was opened for, marked in the table. */
  highlightId?: number | undefined;
  /** The tournament cell's content (a link, usually). */
  tournament?: (line: BalanceLine) => ReactNode;
  phaseName?: (line: BalanceLine) => string | null;
  /** A line's own link (the reason), e.g. to its balance page. */
  lineLink?: (line: BalanceLine, text: string) => ReactNode;
  /** Total row label; no total row when absent. */
  totalLabel?: string;
}

/** Balance lines: each says which tournament and phase gave how many points, why and when; the total closes it. */
export function BalanceTable({ lines, caption, highlightId, tournament, phaseName, lineLink, totalLabel }: BalanceTableProps) {
  const { t, i18n } = useTranslation('ranking');
  const total = lines.reduce((sum, line) => sum + line.points, 0);
  return (
    <Table data-testid="balance-table">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('balance.tournament')}</TableHead>
          <TableHead className="max-sm:hidden">{t('balance.phase')}</TableHead>
          <TableHead>{t('balance.reason')}</TableHead>
          <TableHead className="text-right">{t('balance.points')}</TableHead>
          <TableHead className="max-sm:hidden">{t('balance.date')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => {
          const phase = phaseName?.(line) ?? null;
          const reason = reasonText(t, line);
          const date = formatShortDate(line.date, i18n.language);
          const current = line.id === highlightId;
          return (
            <TableRow key={line.id} data-testid="balance-line" data-line-id={line.id} data-current={current} aria-current={current ? 'true' : undefined} className={cn(current && 'bg-accent/60 font-medium')}>
              <TableCell className="whitespace-normal">
                {tournament ? tournament(line) : line.validName}
                <span className="block text-xs text-muted-foreground sm:hidden">{date}</span>
              </TableCell>
              <TableCell className="max-sm:hidden">{phase ?? <span className="text-muted-foreground">{t('balance.wholeTournament')}</span>}</TableCell>
              <TableCell className="whitespace-normal">
                {lineLink ? lineLink(line, reason) : reason}
                {phase ? <span className="block text-xs text-muted-foreground sm:hidden">{phase}</span> : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{t('balance.signed', { points: line.points > 0 ? `+${line.points}` : String(line.points) })}</TableCell>
              <TableCell className="max-sm:hidden whitespace-nowrap">{date}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      {totalLabel ? (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} className="font-semibold max-sm:hidden">{totalLabel}</TableCell>
            <TableCell colSpan={2} className="font-semibold sm:hidden">{totalLabel}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums" data-testid="balance-total">{total}</TableCell>
            <TableCell className="max-sm:hidden" />
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  );
}

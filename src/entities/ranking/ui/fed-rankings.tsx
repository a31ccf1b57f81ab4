import { Link } from 'react-router-dom';
import { ListOrderedIcon, TriangleAlertIcon } from 'lucide-react';
import type { FedRankingTable } from '@domain/contract';
import { cn } from '@/shared/lib/cn';
import { href, useLocale } from '@/shared/routes';

interface FedRankingsProps {
  /** Null while the answer is on its way: nothing is said yet. */
  tables: FedRankingTable[] | undefined;
  labels: { title: string; none: string };
  /** A small line under a form field instead of a box of its own. */
  compact?: boolean;
  className?: string;
}

/**
 * The ranking tables a tournament feeds, each a link to its table; when none, a warning that its results will count
 * for no ranking, said where the organiser can still change it. Texts come from the screen that shows it.
 */
export function FedRankings({ tables, labels, compact = false, className }: FedRankingsProps) {
  const locale = useLocale();
  if (!tables) return null;
  if (tables.length === 0) {
    return (
      <p role="status" className={cn('flex items-start gap-2 rounded-md border border-destructive p-3 text-sm text-destructive', className)} data-testid="fed-rankings-none">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {labels.none}
      </p>
    );
  }
  return (
    <section aria-label={labels.title} className={cn(compact ? 'text-sm' : 'rounded-lg border p-4', className)} data-testid="fed-rankings">
      <p className={cn('flex items-center gap-2', compact ? 'text-muted-foreground' : 'font-semibold')}>
        <ListOrderedIcon aria-hidden="true" className="size-4 shrink-0" />
        {labels.title}
      </p>
      <ul className={cn('flex flex-col gap-1', compact ? 'mt-1 pl-6' : 'mt-2')}>
        {tables.map((table) => (
          <li key={table.rankingModalityId} data-testid="fed-ranking">
            <Link to={href('ranking-modality', { rankingId: table.rankingId, rankingModalityId: table.rankingModalityId }, locale)} className="underline-offset-2 hover:underline">
              {table.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

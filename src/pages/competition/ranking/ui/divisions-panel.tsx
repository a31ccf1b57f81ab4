import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { rankingQueries } from '@/entities/ranking';

/**
 * A table read by the divisions of its ranking's ladder, top first, each ranked by points; who the next
 * reclassification (when the ranking is frozen) moves up or down one division is marked.
 */
export function DivisionsPanel({ rankingModalityId }: { rankingModalityId: number }) {
  const { t } = useTranslation('ranking');
  const view = useQuery(rankingQueries.divisions(rankingModalityId));
  if (!view.data || view.data.divisions.length === 0) return null;
  const { divisions, reclassification, moves } = view.data;
  const moveOf = new Map(reclassification.map((move) => [move.personId, move.to < move.from ? 'up' : 'down']));
  return (
    <section className="mt-10 flex flex-col gap-3" aria-labelledby="divisions-title" data-testid="divisions">
      <h2 id="divisions-title" className="text-xl font-bold">
        {t('divisions.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{moves > 0 ? t('divisions.moves', { count: moves }) : t('divisions.noMoves')}</p>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {divisions.map((division) => (
          <div key={division.levelCategoryId} className="rounded-xl border bg-card p-4" data-testid="division" data-level-id={division.levelCategoryId}>
            <h3 className="font-bold">{division.name}</h3>
            {division.rows.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{t('divisions.empty')}</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-1" aria-label={t('divisions.list', { name: division.name })}>
                {division.rows.map((row) => {
                  const move = moveOf.get(row.personId);
                  return (
                    <li key={row.personId} className="flex items-center gap-2 text-sm" data-testid="division-row" data-move={move ?? 'stays'}>
                      <span className="w-6 text-right font-bold tabular-nums">{row.position}</span>
                      <span className="min-w-0 flex-1 truncate">{row.name}</span>
                      {move === 'up' ? (
                        <span className="inline-flex items-center text-success">
                          <ArrowUpIcon aria-hidden="true" className="size-4" />
                          <span className="sr-only">{t('divisions.promoted')}</span>
                        </span>
                      ) : move === 'down' ? (
                        <span className="inline-flex items-center text-destructive">
                          <ArrowDownIcon aria-hidden="true" className="size-4" />
                          <span className="sr-only">{t('divisions.relegated')}</span>
                        </span>
                      ) : null}
                      <span className="tabular-nums">{t('overview.points', { count: row.points })}</span>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

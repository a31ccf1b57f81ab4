import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatShortDate, rankingQueries } from '@/entities/ranking';
import { href, useLocale } from '@/shared/routes';

/** Where a table's points come from: when they were last written, and the tournaments that wrote them, newest first. */
export function TableProvenance({ rankingId, rankingModalityId }: { rankingId: number; rankingModalityId: number }) {
  const { t } = useTranslation('ranking');
  const locale = useLocale();
  const valids = useQuery(rankingQueries.valids(rankingId, rankingModalityId)).data;
  if (!valids) return null;
  if (valids.length === 0) {
    return <p className="text-sm text-muted-foreground" data-testid="table-provenance">{t('table.countedNone')}</p>;
  }
  const updated = valids.reduce((latest, valid) => (valid.countedAt > latest ? valid.countedAt : latest), '');
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="table-provenance">
      {updated ? <p className="font-medium" data-testid="table-updated">{t('table.updatedOn', { date: formatShortDate(updated, locale) })}</p> : null}
      <p className="text-muted-foreground">{t('table.counted')}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {valids.map((valid) => (
          <li key={valid.id} data-testid="table-counted" data-valid-id={valid.id}>
            <Link to={href('ranking-modality-tournament', { rankingId, rankingModalityId, validId: valid.id }, locale)} className="underline-offset-2 hover:underline">
              {valid.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tournamentQueries } from '@/entities/tournament';
import type { SheetContext } from '../model/sheet-context';
import { SheetHeader } from './sheet-header';
import { SheetState } from './sheet-state';

/** The tournament's final positions (bands for those out in the same round), provisional until it finishes. */
export function PositionsSheet({ context }: { context: SheetContext }) {
  const { t } = useTranslation('print');
  const results = useQuery(tournamentQueries.results(context.tournament.id));
  const positions = results.data?.positions ?? [];
  return (
    <SheetState pending={results.isPending} failed={results.isError} onRetry={() => void results.refetch()} empty={positions.length === 0 ? t('positions.none') : null} context={context} title={t('sheets.positions')}>
      <section className="print-page print-portrait" data-testid="positions-page">
        <SheetHeader title={t('sheets.positions')} tournament={context.tournament.name} extra={results.data?.final ? t('positions.final') : t('positions.provisional')} />
        <table className="print-table po-table">
          <thead>
            <tr>
              <th scope="col">{t('positions.position')}</th>
              <th scope="col">{t('positions.entry')}</th>
              <th scope="col">{t('positions.club')}</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((row) => (
              <tr key={row.inscribedId}>
                <td>{row.position === row.positionTo ? row.position : `${row.position}–${row.positionTo}`}</td>
                <th scope="row">{`${row.firstName} ${row.lastName}`.trim()}</th>
                <td>{row.clubName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </SheetState>
  );
}

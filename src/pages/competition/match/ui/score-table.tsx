import { useTranslation } from 'react-i18next';
import { SPORT, type MatchResult, type SportId } from '@domain/engine';

// Soccer's halves are named as such; a score kept as one full-time line is the regulation time.
const periodKey = (sportId: SportId | null, count: number) =>
  sportId === SPORT.tableTennis ? 'game' : sportId === SPORT.basketball ? 'quarter' : count > 1 ? 'half' : 'period';

/** The score of every period, then extra time and penalties, one row each. */
export function ScoreTable({ result, sportId, home, away }: { result: MatchResult; sportId: SportId | null; home: string; away: string }) {
  const { t } = useTranslation('match');
  const rows: Array<[string, number, number]> = [
    ...result.periods.map((score, index): [string, number, number] => [t(`periods.${periodKey(sportId, result.periods.length)}`, { n: index + 1 }), score.home, score.away]),
    ...(result.overtime ?? []).map((score, index): [string, number, number] => [t('periods.overtime', { n: index + 1 }), score.home, score.away]),
    ...(result.penalties ? [[t('periods.penalties'), result.penalties.home, result.penalties.away] as [string, number, number]] : []),
  ];
  if (rows.length === 0) return null;
  return (
    <table className="w-full max-w-xl border-collapse text-sm" data-testid="match-periods">
      <caption className="mb-2 text-left font-semibold">{t('byPeriod')}</caption>
      <thead className="border-b">
        <tr>
          <th scope="col" className="px-2 py-2 text-left font-semibold">{t('periodColumn')}</th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">{home}</th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">{away}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, homeScore, awayScore]) => (
          <tr key={label} className="border-b last:border-0">
            <th scope="row" className="px-2 py-2 text-left font-normal">{label}</th>
            <td className={`px-2 py-2 text-right tabular-nums ${homeScore > awayScore ? 'font-semibold' : ''}`}>{homeScore}</td>
            <td className={`px-2 py-2 text-right tabular-nums ${awayScore > homeScore ? 'font-semibold' : ''}`}>{awayScore}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

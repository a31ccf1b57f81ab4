import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryId, Match, Standings, StandingsOptions } from '@domain/engine';
import { cellKey, crossTable, ratioKind } from '../lib/cross-table';
import { explainTies } from '../lib/tie-explanation';

export interface GroupEntryDisplay {
  name: string;
  club?: string;
}

export interface GroupTableProps {
  /** The group's name, e.g. "Grupo A". */
  name: string;
  entries: Readonly<Record<string, GroupEntryDisplay>>;
  standings: Standings;
  matches: readonly Match[];
  options: StandingsOptions;
  /** Given to the tournament's owner: each cell of the results grid opens the result of that pairing. */
  onCellSelect?: (row: EntryId, column: EntryId) => void;
}

const th = 'px-2 py-1 text-left font-semibold';
const td = 'px-2 py-1 tabular-nums';

/** One group: the standings, the results cross-table and why each tie went the way it did. */
export function GroupTable({ name, entries, standings, matches, options, onCellSelect }: GroupTableProps) {
  const { t } = useTranslation('group-table');
  const kind = ratioKind(options.rules);
  const cells = useMemo(() => crossTable(matches, options.rules), [matches, options.rules]);
  const ties = useMemo(() => explainTies(standings, matches, options), [standings, matches, options]);
  const label = (id: EntryId) => entries[String(id)]?.name ?? String(id);
  const scoreFor = (stats: Standings['rows'][number]['stats']) =>
    kind === 'games' ? [stats.periodsWon, stats.periodsLost] : [stats.scoreFor, stats.scoreAgainst];
  const showDrawn = kind === 'goals';
  return (
    <section className="group-table-print space-y-4 break-inside-avoid" aria-label={name}>
      {/* Scrolls sideways inside its card on a phone: focusable, so the keyboard can scroll it too. */}
      <div className="overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={0} role="region" aria-label={t('caption', { group: name })}>
        <table className="w-full border-collapse text-sm">
          <caption className="text-left font-semibold">{t('caption', { group: name })}</caption>
          <thead className="border-b">
            <tr>
              <th scope="col" className={th}><abbr title={t('position')}>{t('positionShort')}</abbr></th>
              <th scope="col" className={th}>{t('entry')}</th>
              <th scope="col" className={th}><abbr title={t('playedLong')}>{t('played')}</abbr></th>
              <th scope="col" className={th}><abbr title={t('wonLong')}>{t('won')}</abbr></th>
              {showDrawn ? <th scope="col" className={th}><abbr title={t('drawnLong')}>{t('drawn')}</abbr></th> : null}
              <th scope="col" className={th}><abbr title={t('lostLong')}>{t('lost')}</abbr></th>
              <th scope="col" className={th}><abbr title={t('matchPointsLong')}>{t('matchPoints')}</abbr></th>
              <th scope="col" className={th}><abbr title={t(`ratioLong.${kind}`)}>{t(`ratio.${kind}`)}</abbr></th>
              <th scope="col" className={th}><abbr title={t('differenceLong')}>{t('difference')}</abbr></th>
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => {
              const [made, conceded] = scoreFor(row.stats);
              return (
                <tr key={String(row.entryId)} className="border-b last:border-0">
                  <td className={td}>{row.position}</td>
                  <th scope="row" className={th}>
                    {label(row.entryId)}
                    {entries[String(row.entryId)]?.club ? (
                      <span className="block text-xs font-normal text-muted-foreground">{entries[String(row.entryId)]?.club}</span>
                    ) : null}
                  </th>
                  <td className={td}>{row.stats.played}</td>
                  <td className={td}>{row.stats.won}</td>
                  {showDrawn ? <td className={td}>{row.stats.drawn}</td> : null}
                  <td className={td}>{row.stats.lost}</td>
                  <td className={td}>{row.stats.matchPoints}</td>
                  <td className={td}>{`${made}:${conceded}`}</td>
                  <td className={td}>{(made ?? 0) - (conceded ?? 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={0} role="region" aria-label={t('crossCaption', { group: name })}>
        <table className="border-collapse text-sm">
          <caption className="text-left font-semibold">{t('crossCaption', { group: name })}</caption>
          <thead>
            <tr>
              <td />
              {standings.rows.map((row) => <th key={String(row.entryId)} scope="col" className={th}>{label(row.entryId)}</th>)}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <tr key={String(row.entryId)} className="border-t">
                <th scope="row" className={th}>{label(row.entryId)}</th>
                {standings.rows.map((column) => (
                  <td key={String(column.entryId)} className={`${td} text-center`}>
                    {row.entryId === column.entryId ? (
                      <span aria-hidden="true">{t('sameEntry')}</span>
                    ) : onCellSelect ? (
                      <button
                        type="button"
                        className="min-h-6 min-w-6 rounded-sm px-1 underline decoration-dotted underline-offset-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        aria-label={t('cellAction', { home: label(row.entryId), away: label(column.entryId), score: cells.get(cellKey(row.entryId, column.entryId)) ?? t('notPlayed') })}
                        data-testid="group-cell"
                        onClick={() => onCellSelect(row.entryId, column.entryId)}
                      >
                        {cells.get(cellKey(row.entryId, column.entryId)) ?? <span className="text-muted-foreground">{t('notPlayed')}</span>}
                      </button>
                    ) : (
                      (cells.get(cellKey(row.entryId, column.entryId)) ?? <span className="text-muted-foreground">{t('notPlayed')}</span>)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ties.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t('tiesTitle')}</h4>
          <ul className="list-disc pl-5 text-sm">
            {ties.map((tie) => (
              <li key={`${String(tie.above)}-${String(tie.below)}`}>
                {tie.reason.kind === 'lot'
                  ? t('lot', { above: label(tie.above), below: label(tie.below) })
                  : t('separatedBy', {
                      above: label(tie.above),
                      below: label(tie.below),
                      criterion: `${t(`criterion.${tie.reason.criterion.key}`)} (${t(`scope.${tie.reason.criterion.scope}`)})`,
                    })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

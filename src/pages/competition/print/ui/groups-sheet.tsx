import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/contract';
import { matchQueries, toEngineMatch } from '@/entities/match';
import { cellKey, crossTable, ratioKind } from '@/widgets/group-table';
import type { SheetContext } from '../model/sheet-context';
import { SheetHeader } from './sheet-header';
import { SheetState } from './sheet-state';

function GroupBlock({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('print');
  const { t: table } = useTranslation('group-table');
  const rules = group.standingsOptions.rules;
  const kind = ratioKind(rules);
  const cells = useMemo(() => crossTable(group.matches.map(toEngineMatch), rules), [group.matches, rules]);
  const nameOf = (id: number) => {
    const entry = group.entries.find((item) => item.inscribedId === id);
    return entry ? `${entry.firstName} ${entry.lastName}`.trim() : `#${id}`;
  };
  const clubOf = (id: number) => group.entries.find((item) => item.inscribedId === id)?.clubName ?? null;
  const order = [...group.entries].sort((a, b) => a.position - b.position).map((entry) => entry.inscribedId);
  const drawn = kind === 'goals';
  const title = t('groups.name', { name: group.name });
  return (
    <article className="print-keep pg-group" data-testid="print-group" aria-label={title}>
      <h3 className="pg-name">{title}</h3>
      <table className="print-table pg-cross">
        <caption>{t('groups.results')}</caption>
        <thead>
          <tr>
            <th scope="col" className="pg-num">
              <abbr title={t('groups.number')}>#</abbr>
            </th>
            <th scope="col">{table('entry')}</th>
            {order.map((id, index) => (
              <th key={id} scope="col" className="pg-cell">
                {index + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.map((row, index) => (
            <tr key={row}>
              <td className="pg-num">{index + 1}</td>
              <th scope="row">
                {nameOf(row)}
                {clubOf(row) ? <span className="pg-club">{clubOf(row)}</span> : null}
              </th>
              {order.map((column) => (
                <td key={column} className={row === column ? 'pg-cell pg-self' : 'pg-cell'}>
                  {row === column ? <span aria-hidden="true">—</span> : (cells.get(cellKey(row, column)) ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="print-table pg-standings">
        <caption>{t('groups.standings')}</caption>
        <thead>
          <tr>
            <th scope="col"><abbr title={table('position')}>{table('positionShort')}</abbr></th>
            <th scope="col">{table('entry')}</th>
            <th scope="col"><abbr title={table('playedLong')}>{table('played')}</abbr></th>
            <th scope="col"><abbr title={table('wonLong')}>{table('won')}</abbr></th>
            {drawn ? <th scope="col"><abbr title={table('drawnLong')}>{table('drawn')}</abbr></th> : null}
            <th scope="col"><abbr title={table('lostLong')}>{table('lost')}</abbr></th>
            <th scope="col"><abbr title={table('matchPointsLong')}>{table('matchPoints')}</abbr></th>
            <th scope="col"><abbr title={table(`ratioLong.${kind}`)}>{table(`ratio.${kind}`)}</abbr></th>
          </tr>
        </thead>
        <tbody>
          {group.standings.rows.map((row) => {
            const made = kind === 'games' ? row.stats.periodsWon : row.stats.scoreFor;
            const conceded = kind === 'games' ? row.stats.periodsLost : row.stats.scoreAgainst;
            return (
              <tr key={String(row.entryId)}>
                <td>{row.position}</td>
                <th scope="row">{nameOf(Number(row.entryId))}</th>
                <td>{row.stats.played}</td>
                <td>{row.stats.won}</td>
                {drawn ? <td>{row.stats.drawn}</td> : null}
                <td>{row.stats.lost}</td>
                <td>{row.stats.matchPoints}</td>
                <td>{`${made}:${conceded}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}

/** The draw of a group phase: each group with its entries, its results grid (blank where unplayed) and its standings. */
export function GroupsSheet({ context }: { context: SheetContext & { phase: NonNullable<SheetContext['phase']> } }) {
  const { t } = useTranslation('print');
  const draw = useQuery(matchQueries.draw(context.phase.id));
  const groups = useQueries({ queries: (draw.data?.groups ?? []).map((group) => matchQueries.group(group.id)) });
  const pending = draw.isPending || groups.some((group) => group.isPending);
  const failed = draw.isError || groups.some((group) => group.isError);
  const retry = () => {
    void draw.refetch();
    for (const group of groups) if (group.isError) void group.refetch();
  };
  const empty = !draw.data ? t('notDrawn') : draw.data.groups.length === 0 ? t('groups.none') : null;
  return (
    <SheetState pending={pending} failed={failed} onRetry={retry} empty={empty} context={context} title={t('sheets.groups')}>
      <section className="print-page print-portrait" data-testid="groups-page">
        <SheetHeader title={t('sheets.groups')} tournament={context.tournament.name} phase={context.phase.name} extra={t('groups.count', { count: groups.length })} />
        <div className="pg-list">{groups.map((group) => (group.data ? <GroupBlock key={group.data.id} group={group.data} /> : null))}</div>
      </section>
    </SheetState>
  );
}

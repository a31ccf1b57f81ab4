import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findSequence } from '@domain/catalog';
import type { MatchView, TeamSheet } from '@domain/contract';
import { encounterGames, gamePlayers, lineupShape, placeLetter } from '@domain/engine';
import { calendarQueries } from '@/entities/calendar';
import { matchQueries, sideName, type EntryLabels } from '@/entities/match';
import { useLocale } from '@/shared/routes';
import { placeOf } from '../lib/when-where';
import { usePhasePlay } from '@/widgets/bracket';
import type { SheetContext } from '../model/sheet-context';
import { SheetHeader } from './sheet-header';
import { SheetState } from './sheet-state';

function EncounterSheet({ match, sheet, labels, periods, context, when }: { match: MatchView; sheet: TeamSheet; labels: EntryLabels; periods: number; context: SheetContext; when: string }) {
  const { t } = useTranslation('print');
  const sequence = findSequence(sheet.sequenceId);
  if (!sequence) return null;
  const names = new Map([...sheet.rosters.home, ...sheet.rosters.away].map((player) => [player.personId, player.name]));
  const named = (ids: number[]) => ids.map((id) => names.get(id) ?? '').join(' / ');
  const shape = lineupShape(sequence);
  const games = encounterGames(sequence);
  const teams = { home: sideName(labels, match.homeId) ?? t('cards.toBeDecided'), away: sideName(labels, match.awayId) ?? t('cards.toBeDecided') };
  return (
    <section className="print-page print-portrait" data-testid="team-sheet-page">
      <SheetHeader title={`${teams.home} – ${teams.away}`} tournament={context.tournament.name} phase={context.phase?.name} extra={when} />
      <p className="print-note">{t('team.order', { order: sequence.games.join(', '), toWin: sheet.rubbersToWin })}</p>
      <div className="pt-lineups">
        {(['home', 'away'] as const).map((side) => (
          <table key={side} className="print-table print-keep">
            <caption>{t('team.lineup', { team: teams[side] })}</caption>
            <tbody>
              {Array.from({ length: shape.singles }, (_, place) => (
                <tr key={place}>
                  <th scope="row" className="pt-place">{placeLetter(side, place)}</th>
                  <td>{sheet.lineup ? (names.get(sheet.lineup[side].singles[place] ?? 0) ?? '') : ''}</td>
                </tr>
              ))}
              {shape.doubles ? (
                <tr>
                  <th scope="row" className="pt-place">{t('team.doubles')}</th>
                  <td>{sheet.lineup ? named(sheet.lineup[side].doubles) : ''}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        ))}
      </div>
      <table className="print-table pt-games print-keep">
        <caption>{t('team.games')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('team.places')}</th>
            <th scope="col">{teams.home}</th>
            <th scope="col">{teams.away}</th>
            {Array.from({ length: periods }, (_, index) => (
              <th key={index} scope="col" className="pc-box">
                {t('cards.short.game', { number: index + 1 })}
              </th>
            ))}
            <th scope="col" className="pc-box">{t('team.winner')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game, index) => {
            const players = sheet.lineup ? gamePlayers(sequence, sheet.lineup, index) : { home: [], away: [] };
            const places = game.kind === 'doubles' ? t('team.doubles') : `${placeLetter('home', game.home)}–${placeLetter('away', game.away)}`;
            return (
              <tr key={`${sequence.games[index] ?? ''}-${index}`}>
                <td>{index + 1}</td>
                <th scope="row">{places}</th>
                <td>{named(players.home)}</td>
                <td>{named(players.away)}</td>
                {Array.from({ length: periods }, (_, box) => (
                  <td key={box} className="pc-box" />
                ))}
                <td className="pc-box" />
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="pc-signatures pt-signatures">
        {(['captainHome', 'captainAway', 'referee'] as const).map((key) => (
          <div key={key} className="pc-signature">
            <dt>{t(`team.sign.${key}`, { home: teams.home, away: teams.away })}</dt>
            <dd />
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One sheet per team encounter of the phase: line-up places, the individual matches in order, captains' signatures. */
export function TeamSheets({ context }: { context: SheetContext & { phase: NonNullable<SheetContext['phase']> } }) {
  const { t } = useTranslation('print');
  const locale = useLocale();
  const play = usePhasePlay(context.phase.id, context.tournament.id);
  const team = context.phase.configuration.sequenceId !== null;
  const encounters = useMemo(() => (team ? play.matches.filter((match) => match.status !== 'bye') : []), [team, play.matches]);
  const sheets = useQueries({ queries: encounters.map((match) => matchQueries.sheet(match.id)) });
  const calendar = useQuery(calendarQueries.tournaments([context.tournament.id]));
  const byMatch = new Map((calendar.data?.entries ?? []).map((entry) => [entry.matchId, entry]));
  const pending = play.pending || sheets.some((sheet) => sheet.isPending);
  const failed = play.failed || sheets.some((sheet) => sheet.isError);
  const empty = !team ? t('team.none') : !play.draw ? t('notDrawn') : encounters.length === 0 ? t('cards.none') : null;
  return (
    <SheetState pending={team && pending} failed={failed} onRetry={play.retry} empty={empty} context={context} title={t('sheets.team-sheets')}>
      {encounters.map((match, index) => {
        const sheet = sheets[index]?.data;
        const at = placeOf(byMatch.get(match.id), calendar.data?.timeZone ?? 'UTC', locale, (court) => t('play.court', { court }));
        return sheet ? (
          <EncounterSheet key={match.id} match={match} sheet={sheet} labels={play.labels} periods={context.phase.configuration.maxPeriods} context={context} when={[at.when ?? t('cards.unscheduled'), at.where].filter(Boolean).join(' · ')} />
        ) : null;
      })}
    </SheetState>
  );
}

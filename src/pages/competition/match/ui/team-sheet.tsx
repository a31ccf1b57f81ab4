import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findSequence } from '@domain/catalog';
import { encounterGames, gamePlayers, lineupShape, placeLetter, tallyResult, type MatchResult, type MatchRules } from '@domain/engine';
import { matchQueries } from '@/entities/match';
import { Button } from '@/shared/ui/button';

interface TeamSheetProps {
  matchId: number;
  result: MatchResult | null;
  rules: MatchRules;
  home: string;
  away: string;
  /** Tournament, phase and date, printed at the head of the sheet. */
  heading: string;
}

/**
 * A table tennis team encounter's sheet: both line-ups by place, then each individual match in the order of play
 * with its players, games and winner. Printed, it is the sheet the captains sign; before the encounter its empty
 * cells are filled in by hand.
 */
export function TeamSheetSection({ matchId, result, rules, home, away, heading }: TeamSheetProps) {
  const { t } = useTranslation('match');
  const sheet = useQuery(matchQueries.sheet(matchId));
  const sequence = findSequence(sheet.data?.sequenceId);
  if (!sheet.data || !sequence) return null;
  const { lineup, rosters } = sheet.data;
  const names = new Map([...rosters.home, ...rosters.away].map((player) => [player.personId, player.name]));
  const named = (ids: number[]) => ids.map((id) => names.get(id) ?? '').join(' / ');
  const shape = lineupShape(sequence);
  const games = encounterGames(sequence);
  const rubbers = result?.rubbers ?? [];
  const rubberRules = { ...rules, knockout: false };
  let homeWins = 0;
  let awayWins = 0;
  const blank = <span className="inline-block min-w-24 border-b border-dashed border-muted-foreground/60">&nbsp;</span>;

  return (
    <section aria-labelledby="team-sheet-title" className="team-sheet-print mt-8 space-y-4" data-testid="team-sheet">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-sheet-title" className="font-display text-xl font-bold">
          {t('sheet.title')}
        </h2>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          {t('sheet.print')}
        </Button>
      </div>
      <p className="hidden text-sm print:block">{heading}</p>
      <p className="text-sm text-muted-foreground">{t('sheet.order', { order: sequence.games.join(', ') })}</p>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {(['home', 'away'] as const).map((side) => (
          <table key={side} className="w-full border-collapse text-sm">
            <caption className="mb-1 text-left font-semibold">{side === 'home' ? home : away}</caption>
            <tbody>
              {Array.from({ length: shape.singles }, (_, place) => (
                <tr key={place} className="border-b">
                  <th scope="row" className="w-10 py-1.5 text-left">
                    {placeLetter(side, place)}
                  </th>
                  <td className="py-1.5">{lineup ? named([lineup[side].singles[place] ?? 0]) : blank}</td>
                </tr>
              ))}
              {games.some((game) => game.kind === 'doubles') ? (
                <tr className="border-b">
                  <th scope="row" className="w-10 py-1.5 text-left">
                    {t('sheet.doublesShort')}
                  </th>
                  <td className="py-1.5">{lineup ? named(lineup[side].doubles) : blank}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        ))}
      </div>
      <div className="overflow-x-auto" role="region" aria-labelledby="team-sheet-title" tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="team-sheet-games">
          <caption className="sr-only">{t('sheet.gamesCaption', { home, away })}</caption>
          <thead className="border-b">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-semibold">{t('sheet.match')}</th>
              <th scope="col" className="px-2 py-2 text-left font-semibold">{home}</th>
              <th scope="col" className="px-2 py-2 text-left font-semibold">{away}</th>
              <th scope="col" className="px-2 py-2 text-left font-semibold">{t('sheet.games')}</th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">{t('sheet.running')}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((game, index) => {
              const players = lineup ? gamePlayers(sequence, lineup, index) : null;
              const rubber = rubbers[index];
              const tally = rubber ? tallyResult(rubberRules, rubber) : null;
              if (tally?.winner === 'home') homeWins += 1;
              if (tally?.winner === 'away') awayWins += 1;
              const places = game.kind === 'doubles' ? t('sheet.doubles') : `${placeLetter('home', game.home)}–${placeLetter('away', game.away)}`;
              const scores = rubber ? (rubber.forfeitedBy ? t('sheet.conceded', { side: rubber.forfeitedBy === 'home' ? home : away }) : rubber.periods.map((score) => `${score.home}–${score.away}`).join(', ')) : null;
              return (
                <tr key={places + String(index)} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-2 text-left font-normal">{`${index + 1}. ${places}`}</th>
                  <td className={`px-2 py-2 ${tally?.winner === 'home' ? 'font-semibold' : ''}`}>{players ? named(players.home) : blank}</td>
                  <td className={`px-2 py-2 ${tally?.winner === 'away' ? 'font-semibold' : ''}`}>{players ? named(players.away) : blank}</td>
                  <td className="px-2 py-2 tabular-nums">{scores ?? (result ? <span className="text-muted-foreground">{t('sheet.notPlayed')}</span> : blank)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{tally ? `${homeWins}–${awayWins}` : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="hidden grid-cols-3 gap-6 pt-10 text-xs print:grid">
        {[t('sheet.signHome', { team: home }), t('sheet.signAway', { team: away }), t('sheet.signReferee')].map((label) => (
          <p key={label} className="border-t border-black pt-1">
            {label}
          </p>
        ))}
      </div>
    </section>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findSequence, type TeamSequence } from '@domain/catalog';
import { checkLineup, encounterGames, gamePlayers, placeLetter, recordMatchResult, type Lineup, type Match, type MatchResult, type MatchRules, type Side } from '@domain/engine';
import type { SheetPlayer, TeamSheet } from '@domain/contract';
import { matchQueries } from '@/entities/match';
import { Button } from '@/shared/ui/button';
import { LoadState } from '@/shared/ui/load-state';
import { draftLineup, encounterResult, encounterScore, gameProblem, gameState, gamesDraft, lineupDraft, visibleRows, type LineupDraft, type LineupSideDraft } from '../lib/encounter-draft';
import { RefusalShown } from '../lib/refusal-shown';
import { isBlank, type ScoreDraft } from '../lib/result-draft';
import { filledRow, placeOfError } from '../lib/score-place';
import { ScoreRow } from './score-row';
import { WalkoverSelect } from './walkover-select';

export interface TeamEncounterFormProps {
  matchId: number;
  match: Match;
  rules: MatchRules;
  sequenceId: number;
  homeName: string;
  awayName: string;
  onSubmit: (result: MatchResult, lineup: Lineup | undefined) => Promise<void>;
  extraFields?: ReactNode;
  notice?: ReactNode;
}

/** A table tennis team encounter: the sheet's rosters first, then the form. */
export function TeamEncounterForm(props: TeamEncounterFormProps) {
  const { t: common } = useTranslation('common');
  const sheet = useQuery(matchQueries.sheet(props.matchId));
  const sequence = findSequence(props.sequenceId);
  return (
    <LoadState pending={sheet.isPending} failed={sheet.isError} onRetry={() => void sheet.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
      {sheet.data && sequence ? <EncounterForm {...props} sheet={sheet.data} sequence={sequence} /> : null}
    </LoadState>
  );
}

interface PlaceSelectProps {
  label: string;
  value: string;
  players: SheetPlayer[];
  disabled: boolean;
  onChange: (value: string) => void;
}

function PlaceSelect({ label, value, players, disabled, onChange }: PlaceSelectProps) {
  const { t } = useTranslation('enter-result');
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="w-16 shrink-0 font-semibold">{label}</span>
      <select className="h-11 min-w-0 flex-1 rounded-md border border-input bg-background px-2" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('team.choosePlayer')}</option>
        {players.map((player) => (
          <option key={player.personId} value={String(player.personId)}>
            {player.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A game row of the encounter: the individual match (counted from 0) and its game. */
interface GameRow {
  game: number;
  row: number;
}

/** The row of the `index`-th game sent inside the `game`-th individual match, when a refusal names one. */
function rowOfRefusal(rubbers: ScoreDraft[][], game: number | undefined, index: number | undefined): GameRow | null {
  if (game === undefined || index === undefined) return null;
  const row = filledRow(rubbers[game] ?? [], index);
  return row === null ? null : { game, row };
}

function EncounterForm({ match, rules, homeName, awayName, onSubmit, extraFields, notice, sheet, sequence }: TeamEncounterFormProps & { sheet: TeamSheet; sequence: TeamSequence }) {
  const { t, i18n } = useTranslation('enter-result');
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const games = useMemo(() => encounterGames(sequence), [sequence]);
  const rowsPerGame = rules.scoring?.maxPeriods ?? 5;
  const [lineup, setLineup] = useState<LineupDraft>(() => lineupDraft(sequence, sheet.lineup));
  const [rubbers, setRubbers] = useState<ScoreDraft[][]>(() => gamesDraft(sequence, rowsPerGame, match.result));
  const [forfeitedBy, setForfeitedBy] = useState<Side | null>(null);
  /** What keeps the encounter from being saved, and the game row it is about (marked, focused and named in the text). */
  const [problem, setProblem] = useState<{ text: string; at: GameRow | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problemId = useId();
  const [saved, setSaved] = useState(false);
  const states = rubbers.map((rows) => gameState(rows, rules));
  const toWin = sheet.rubbersToWin;
  const score = encounterScore(states, toWin);
  const chosen = draftLineup(lineup);
  const names = new Map([...sheet.rosters.home, ...sheet.rosters.away].map((player) => [player.personId, player.name]));
  const locked = saving || forfeitedBy !== null;

  const setSide = (side: 'home' | 'away', change: (draft: LineupSideDraft) => LineupSideDraft) => setLineup((current) => ({ ...current, [side]: change(current[side]) }));
  const setPlace = (side: 'home' | 'away', kind: 'singles' | 'doubles', index: number, value: string) =>
    setSide(side, (draft) => ({ ...draft, [kind]: draft[kind].map((current, at) => (at === index ? value : current)) }));
  const setGame = (game: number, row: number, value: ScoreDraft) =>
    setRubbers((current) => current.map((rows, index) => (index === game ? rows.map((cell, at) => (at === row ? value : cell)) : rows)));

  const playersOf = (index: number) => {
    if (!chosen) return null;
    const playing = gamePlayers(sequence, chosen, index);
    const label = (ids: number[]) => ids.map((id) => names.get(id) ?? '').join(' / ');
    return { home: label(playing.home), away: label(playing.away) };
  };
  const gameLabel = (index: number) => {
    const game = games[index];
    const places = !game || game.kind === 'doubles' ? t('team.doubles') : `${placeLetter('home', game.home)}–${placeLetter('away', game.away)}`;
    return t('team.game', { n: index + 1, places });
  };

  useEffect(() => {
    if (problem?.at) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [problem]);

  const rowLabel = ({ game, row }: GameRow) => `${gameLabel(game)} · ${t('game', { n: row + 1 })}`;
  const refuse = (text: string, at: GameRow | null, game: number | null = at?.game ?? null) =>
    setProblem({ text: at ? t('rowProblem', { row: rowLabel(at), problem: text }) : game !== null ? t('rowProblem', { row: gameLabel(game), problem: text }) : text, at });

  /** The individual match that keeps the encounter open (the first one without a winner), and why, on its row. */
  const refuseOpen = () => {
    const game = states.findIndex((state) => !state.winner);
    const rows = rubbers[game];
    if (game < 0 || !rows) return refuse(t('team.open', { n: toWin }), null);
    const found = gameProblem(rows, rules);
    if (found?.kind === 'incomplete') return refuse(t('incomplete'), { game, row: found.row });
    if (found) return refuse(found.message[locale], found.row === null ? null : { game, row: found.row }, game);
    // Right so far but not decided: the first game row left to fill.
    const blank = rows.findIndex((row) => isBlank(row));
    return refuse(t('team.open', { n: toWin }), blank < 0 ? null : { game, row: blank }, game);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    let result: MatchResult;
    let sent: Lineup | undefined;
    if (forfeitedBy) {
      result = { periods: [], forfeitedBy };
    } else {
      if (!chosen) return refuse(t('team.lineupIncomplete'), null);
      const checked = checkLineup(sequence, chosen, { home: new Set(sheet.rosters.home.map((p) => p.personId)), away: new Set(sheet.rosters.away.map((p) => p.personId)) });
      if (!checked.ok) return refuse(checked.message[locale], null);
      const built = encounterResult(states, toWin);
      if (built === 'open') return refuseOpen();
      result = built;
      sent = checked.value;
    }
    const judged = recordMatchResult(match, result, rules);
    if (!judged.ok) return refuse(judged.message[locale], rowOfRefusal(rubbers, judged.at?.rubber, judged.at?.part === 'periods' ? judged.at.index : undefined));
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit(result, sent);
      setSaved(true);
    } catch (error) {
      if (error instanceof RefusalShown) setProblem(null);
      else {
        const named = placeOfError(error);
        refuse(error instanceof Error ? error.message : String(error), rowOfRefusal(rubbers, named?.rubber, named?.part === 'periods' ? named.index : undefined));
      }
    } finally {
      setSaving(false);
    }
  };

  const sideFields = (side: 'home' | 'away', teamName: string) => {
    const players = sheet.rosters[side];
    const draft = lineup[side];
    return (
      <fieldset className="min-w-0 space-y-2 rounded-lg border p-3" data-testid={`lineup-${side}`}>
        <legend className="px-1 text-sm font-semibold">{teamName}</legend>
        {players.length === 0 ? <p className="text-sm text-destructive">{t('team.emptyRoster')}</p> : null}
        {draft.singles.map((value, place) => (
          <PlaceSelect key={`s${place}`} label={placeLetter(side, place)} value={value} players={players} disabled={locked} onChange={(next) => setPlace(side, 'singles', place, next)} />
        ))}
        {draft.doubles.map((value, index) => (
          <PlaceSelect key={`d${index}`} label={t('team.doublesPlayer', { n: index + 1 })} value={value} players={players} disabled={locked} onChange={(next) => setPlace(side, 'doubles', index, next)} />
        ))}
        {sequence.doublesFrom ? <p className="text-xs text-muted-foreground">{t('team.doublesFrom', { places: sequence.doublesFrom.map((place) => placeLetter(side, place)).join(' + ') })}</p> : null}
      </fieldset>
    );
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t('title', { home: homeName, away: awayName })} className="mx-auto max-w-xl space-y-4">
      <section aria-labelledby="lineup-title" className="space-y-2">
        <h3 id="lineup-title" className="text-sm font-semibold">
          {t('team.lineup')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('team.lineupHint', { order: sequence.games.join(', ') })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {sideFields('home', homeName)}
          {sideFields('away', awayName)}
        </div>
      </section>
      <p role="status" className="rounded-md bg-muted px-3 py-2 text-center text-sm font-semibold tabular-nums" data-testid="encounter-score">
        {t('team.score', { home: homeName, away: awayName, homeScore: score.home, awayScore: score.away })}
      </p>
      {rubbers.map((rows, index) => {
        const after = score.decidedAt !== null && index > score.decidedAt;
        const state = states[index] ?? { result: null, winner: null, started: false };
        const shown = visibleRows(rows, state, rules);
        const players = playersOf(index);
        const label = gameLabel(index);
        return (
          <fieldset key={label} className="min-w-0 space-y-2 rounded-lg border p-3" disabled={locked || after} data-testid={`encounter-game-${index + 1}`}>
            <legend className="px-1 text-sm font-semibold">{label}</legend>
            {players ? <p className="text-xs text-muted-foreground">{`${players.home || '—'} · ${players.away || '—'}`}</p> : null}
            {after ? (
              <p className="text-xs text-muted-foreground">{t('team.notPlayed')}</p>
            ) : (
              rows.slice(0, shown).map((value, row) => (
                <ScoreRow
                  key={`${label}-${row}`}
                  label={t('game', { n: row + 1 })}
                  home={homeName}
                  away={awayName}
                  value={value}
                  disabled={locked || after}
                  onChange={(next) => setGame(index, row, next)}
                  errorId={problem?.at?.game === index && problem.at.row === row ? problemId : undefined}
                />
              ))
            )}
            {state.winner ? <p className="text-xs font-semibold">{t('team.gameWon', { side: state.winner === 'home' ? homeName : awayName })}</p> : null}
            {problem?.at?.game === index ? (
              <p id={problemId} role="alert" className="text-sm text-destructive">
                {problem.text}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <WalkoverSelect value={forfeitedBy} homeName={homeName} awayName={awayName} disabled={saving} onChange={setForfeitedBy} />
      {extraFields}
      {notice}
      {/* A problem with a game's row is said beside it, where the cursor goes (on a phone this spot is screens away). */}
      <div id={problem?.at ? undefined : problemId} role={problem?.at ? undefined : 'alert'} aria-live="assertive" className="min-h-5 text-sm text-destructive">
        {problem?.at ? null : problem?.text}
      </div>
      <div role="status" className="sr-only">
        {saved ? t('saved') : ''}
      </div>
      <Button type="submit" className="h-12 w-full" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

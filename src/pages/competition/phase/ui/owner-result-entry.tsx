import { useQuery } from '@tanstack/react-query';
import type { MatchView } from '@domain/contract';
import { matchRulesOf, sideName, type EntryLabels } from '@/entities/match';
import { useOwnerMode } from '@/entities/session';
import { tournamentQueries } from '@/entities/tournament';
import { EnterResultDialog } from '@/features/enter-result';

interface OwnerResultEntryProps {
  phaseId: number;
  validId: number;
  labels: EntryLabels;
  /** The match chosen in the bracket, or null while none is. */
  match: MatchView | null;
  onClose: () => void;
}

/** Whether the signed-in owner of the tournament, in owner mode, is looking: a chosen match then opens its result. */
export function useOwnsPhase(validId: number): boolean {
  const tournament = useQuery(tournamentQueries.detail(validId));
  return useOwnerMode(tournament.data?.createdByAccountId ?? null);
}

/** The owner's result dialog for a match chosen in the bracket, as the match's own page would open it. */
export function OwnerResultEntry({ phaseId, validId, labels, match, onClose }: OwnerResultEntryProps) {
  const tournament = useQuery(tournamentQueries.detail(validId));
  const phase = useQuery(tournamentQueries.phase(phaseId));
  if (!match || !tournament.data || !phase.data) return null;
  const rules = matchRulesOf(tournament.data.sportId, phase.data.configuration, match.groupId === null);
  const home = sideName(labels, match.homeId);
  const away = sideName(labels, match.awayId);
  if (!rules || !home || !away) return null;
  return (
    <EnterResultDialog
      match={match}
      rules={rules}
      homeName={home}
      awayName={away}
      statusIds={[phase.data.statusId, tournament.data.statusId]}
      sequenceId={phase.data.configuration.sequenceId ?? null}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}

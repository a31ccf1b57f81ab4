import type { ValidDetail } from '@domain/contract';
import { canChangeSetup } from '../model/phase-rules';
import { CloneTournamentDialog } from './clone-tournament-dialog';
import { DeleteTournament } from './delete-tournament';
import { EditTournamentDialog } from './edit-tournament-dialog';

/** Edit, clone and delete, for the tournament's owner; each offered only where the server allows it. */
export function TournamentOwnerActions({ tournament }: { tournament: ValidDetail }) {
  const editable = canChangeSetup(tournament.statusId);
  const deletable = tournament.statusId === 1 || tournament.statusId === 4;
  return (
    <>
      {editable ? <EditTournamentDialog tournament={tournament} /> : null}
      <CloneTournamentDialog tournament={tournament} />
      {deletable ? <DeleteTournament tournament={tournament} /> : null}
    </>
  );
}

export { AddPhase, PhaseControls, TournamentOwnerActions } from './ui/lazy';

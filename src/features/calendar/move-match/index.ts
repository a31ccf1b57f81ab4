export { MoveMatchDialog } from './ui/move-match-dialog';
export { StaleNotice } from './ui/stale-notice';
export { useMoveMatch, isStaleMove, type MoveMatchVariables } from './api/move-match.mutation';
export { useAnnounceMove } from './model/use-announce-move';

export {
  STATUS,
  statusMachine,
  type RankingProcessingRequested,
  type StatusEvent,
  type StatusEventType,
  type StatusId,
  type StatusState,
  type StatusTarget,
} from './status.machine';
export {
  canTransition,
  nextStatus,
  stateOfStatusId,
  statusIdOfState,
  type StatusOutcome,
  type StatusRefusalCode,
} from './status.rules';
export { statusFullLabel, statusLabel } from './status.labels';

export {
  STATUS,
  STATUS_WORK,
  statusMachine,
  type RankingProcessingRequested,
  type StatusEvent,
  type StatusEventType,
  type StatusId,
  type StatusState,
  type StatusTarget,
  type StatusWork,
} from './status.machine';
export {
  canTransition,
  nextStatus,
  stateOfStatusId,
  statusAccepts,
  statusIdOfState,
  type StatusOutcome,
  type StatusRefusalCode,
} from './status.rules';
export { statusFullLabel, statusLabel } from './status.labels';
export {
  APPROVAL_ACTIONS,
  APPROVAL_ROLES,
  APPROVAL_STATES,
  approvalMachine,
  type ApprovalAction,
  type ApprovalEvent,
  type ApprovalEventType,
  type ApprovalRole,
  type ApprovalState,
} from './approval.machine';
export { allowedActions, can, isApprovalState, nextApproval, type ApprovalOutcome, type ApprovalRefusalCode } from './approval.rules';

export { DrawPhaseForm } from './ui/draw-phase-form';
export { MoveToGroup } from './ui/move-to-group';

export { DrawPhaseForm } from './ui/draw-phase-form';

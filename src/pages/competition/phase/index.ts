export { PhasePage } from './ui/phase-page';

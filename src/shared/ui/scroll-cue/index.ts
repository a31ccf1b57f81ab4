export { ScrollCue } from './scroll-cue';
export { useScrollEdges } from './use-scroll-edges';
export type { ScrollEdges } from './use-scroll-edges';

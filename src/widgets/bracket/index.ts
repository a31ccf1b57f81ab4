export { BracketView, type BracketViewProps } from './ui/bracket-view';
export { layoutBracket, entryPath, type EntryDisplay, type EntryLookup } from './lib/bracket-layout';
export { usePhasePlay } from './model/use-phase-play';

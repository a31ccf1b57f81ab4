export { GroupTable, type GroupTableProps, type GroupEntryDisplay } from './ui/group-table';
export { explainTies, type TieExplanation, type TieReason } from './lib/tie-explanation';
export { crossTable, cellKey, ratioKind, type RatioKind } from './lib/cross-table';

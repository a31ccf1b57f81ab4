export { matchQueries, saveMatchResult } from './api/match.queries';
export { matchRulesOf, toEngineMatch, bracketOf } from './lib/engine-shape';
export { entryLabels, sideName, type EntryLabel, type EntryLabels } from './lib/entry-lookup';
export { scoreSummary, type ScoreSummary } from './lib/score-summary';
export { MatchCard } from './ui/match-card';
export { useLivePhase } from './model/use-live-phase';

export { matchQueries, saveMatchResult, correctMatchResult, addMatchEvent, deleteMatchEvent } from './api/match.queries';
export { matchRulesOf, toEngineMatch, bracketOf } from './lib/engine-shape';
export { entryLabels, sideName, type EntryLabel, type EntryLabels } from './lib/entry-lookup';
export { scoreSummary, type ScoreSummary } from './lib/score-summary';
export { MatchCard } from './ui/match-card';
export { useLivePhase } from './model/use-live-phase';
export { MatchEventIcon } from './ui/event-icon';
export { MatchEventTimeline } from './ui/event-timeline';
export { MatchMedia } from './ui/match-media';

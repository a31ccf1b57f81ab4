export { matchQueries, saveMatchResult } from './api/match.queries';
export { matchRulesOf, toEngineMatch, bracketOf } from './lib/engine-shape';
export { entryLabels, sideName, type EntryLabel, type EntryLabels } from './lib/entry-lookup';

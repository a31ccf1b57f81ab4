import type { LevelGroupView } from '@domain/contract';

export interface LadderValues {
  name: string;
  levelCategoryIds: number[];
  version?: number | undefined;
}

/** A ladder's values, top division first; a new one starts from the community's levels in their own order. */
export function ladderDefaults(group: LevelGroupView | undefined, levels: { id: number; rank: number }[]): LadderValues {
  if (group) return { name: group.name, levelCategoryIds: [...group.levels].sort((a, b) => a.order - b.order).map((level) => level.levelCategoryId), version: group.version };
  return { name: '', levelCategoryIds: [...levels].sort((a, b) => a.rank - b.rank || a.id - b.id).map((level) => level.id) };
}

/** The ladder with one division moved one step up (-1) or down (+1); out of range leaves it as it is. */
export function moveLevel(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target] as number, next[index] as number];
  return next;
}

/** The first of the community's levels not yet on the ladder, to add below the last one. */
export const nextLevel = (ids: number[], levels: { id: number }[]) => levels.find((level) => !ids.includes(level.id))?.id ?? null;

export type Movement = { kind: 'new' } | { kind: 'same' } | { kind: 'up'; by: number } | { kind: 'down'; by: number };

/** How a position compares with the one in the latest snapshot (none: new to the ranking). */
export function movementOf(position: number, previous: number | null | undefined): Movement {
  if (previous === null || previous === undefined) return { kind: 'new' };
  if (previous === position) return { kind: 'same' };
  return previous > position ? { kind: 'up', by: previous - position } : { kind: 'down', by: position - previous };
}

/** A person's move between divisions after a reading with reclassification. */
export interface DivisionMove {
  personId: number;
  from: number;
  to: number;
}

/**
 * Reclassification between divisions given top first, each as its people in table order: the best `moves` of
 * every division but the first go up one, the last `moves` of every division but the bottom one go down one.
 * In a division too small for both, going up wins.
 */
export function reclassify(divisions: readonly (readonly number[])[], moves: number): DivisionMove[] {
  const result: DivisionMove[] = [];
  divisions.forEach((people, index) => {
    const up = index > 0 ? people.slice(0, moves) : [];
    const going = new Set(up);
    for (const personId of up) result.push({ personId, from: index, to: index - 1 });
    if (index < divisions.length - 1) {
      const down = people.slice(Math.max(0, people.length - moves)).filter((personId) => !going.has(personId));
      for (const personId of down) result.push({ personId, from: index, to: index + 1 });
    }
  });
  return result;
}

/**
 * The letters an avatar shows when there is no picture, by one rule for users, players, doubles, teams and
 * clubs: the first letter of the first two words of the name, where a word is what has letters in it
 * ("Martínez / López" → "ML", "C.D. Halcones" → "CH", "Ana" → "A").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s/&+,|·-]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

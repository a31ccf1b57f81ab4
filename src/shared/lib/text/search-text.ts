/** Text as a search compares it: lower case, without accents or marks ("Perú" and "peru" are the same). */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es')
    .trim();
}

/**
 * The options whose label holds what was typed, ignoring case and accents; those whose label or one of its
 * words starts with it come first.
 */
export function filterBySearch<T>(items: readonly T[], typed: string, labelOf: (item: T) => string): T[] {
  const needle = normalizeForSearch(typed);
  if (!needle) return [...items];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of items) {
    const label = normalizeForSearch(labelOf(item));
    const at = label.indexOf(needle);
    if (at < 0) continue;
    if (at === 0 || /[\s(/-]/.test(label.charAt(at - 1))) starts.push(item);
    else contains.push(item);
  }
  return [...starts, ...contains];
}

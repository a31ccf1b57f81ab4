import type { AgeCategory } from '@domain/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Nacidos de 2009 a 2011", "18 años o más"… from the category's bounds (keys of the `categories` texts). */
export function describeAgeBounds(category: Pick<AgeCategory, 'boundKind' | 'minValue' | 'maxValue'>, t: Translate): string {
  const { minValue: min, maxValue: max } = category;
  const base = category.boundKind === 'birth-year' ? 'bounds.born' : 'bounds.age';
  if (min !== null && max !== null) return t(`${base}.between`, { min, max });
  if (min !== null) return t(`${base}.from`, { min });
  return t(`${base}.upTo`, { max });
}

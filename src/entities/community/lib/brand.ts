import type { LookAndFeel } from '@domain/contract';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb or #rgb colour. */
export function luminance(hex: string): number {
  const raw = hex.replace('#', '');
  const full = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((start) => channel(parseInt(full.slice(start, start + 2), 16) || 0));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/** White or black text, whichever reads better on the colour. */
export function readableOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

/** The theme variables a community's look sets (see app/styles: every colour token derives from these). */
export function brandVariables(look: Pick<LookAndFeel, 'primary' | 'secondary'>): Record<string, string> {
  return {
    '--brand-primary': look.primary,
    '--brand-primary-foreground': readableOn(look.primary),
    '--brand-secondary': look.secondary,
    '--brand-secondary-foreground': readableOn(look.secondary),
  };
}

/**
 * The same variables as the `style` attribute of the page's root element, which the server writes so the page
 * arrives in its community's colours. The values are colours the contract checked; quotes and angle brackets are
 * dropped all the same, so the text is always safe inside a double-quoted attribute.
 */
export function brandStyle(look: Pick<LookAndFeel, 'primary' | 'secondary'>): string {
  return Object.entries(brandVariables(look))
    .map(([name, value]) => `${name}:${value.replace(/[^#\w]/g, '')}`)
    .join(';');
}

/**
 * Sets the community's colours on the page's root element. A variable that already holds its value (as the server
 * wrote it) is left alone: setting it again would restyle the whole page while it hydrates, for nothing.
 */
export function applyBrand(look: Pick<LookAndFeel, 'primary' | 'secondary'>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandVariables(look))) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
}

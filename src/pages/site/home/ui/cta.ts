/**
 * The home page's call-to-action links. The home page is the first download of most visits, so its links carry
 * their own class lists instead of the UI kit's Button (which brings its class-merging helper along).
 */
const base =
  'inline-flex h-11 items-center justify-center rounded-md px-6 text-base font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export const ctaClass = {
  primary: `${base} bg-primary text-primary-foreground hover:bg-primary/90`,
  secondary: `${base} bg-secondary text-secondary-foreground hover:bg-secondary/80`,
  outline: `${base} border border-input bg-background hover:bg-accent hover:text-accent-foreground`,
  ghost: `${base} hover:bg-accent hover:text-accent-foreground`,
  onBrand: `${base} border border-primary-foreground text-primary-foreground hover:bg-primary-foreground/10`,
} as const;

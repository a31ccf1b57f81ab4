/** Buttons on the brand-coloured top bar. */
export const barButton =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-foreground/10 data-[state=open]:bg-primary-foreground/10';

/**
 * Class lists of the frame's own controls. The frame is in every page's first download, so it composes classes
 * with clsx and plain strings rather than the UI kit's merge helper (loaded with the pages that use it); the lists
 * are written so that no two classes compete.
 */
const barControl =
  'items-center gap-1 rounded-md py-2 text-sm font-medium text-primary-foreground hover:bg-primary-foreground/10 data-[state=open]:bg-primary-foreground/10';

/** A text button or link on the brand-coloured top bar. */
export const barButton = `inline-flex px-3 ${barControl}`;
/** The sign-in link: hidden on the smallest screens, where the drawer holds it. */
export const barLoginLink = `hidden px-3 sm:inline-flex border border-primary-foreground/60 ${barControl}`;
/** The drawer's menu button: only below md. */
export const barMenuButton = `inline-flex px-2 md:hidden ${barControl}`;

// What browser tests leave on the page's window to read back later.
declare global {
  interface Window {
    /** Content security policy violations the page reported. */
    cspViolations?: string[];
    /** Set before an update is awaited: still there afterwards means the page was not reloaded. */
    sameDocument?: boolean;
    /** Set when the signed-out menu appeared, even for a frame. */
    sawLoginLink?: boolean;
    /** Elements React hid behind a loading fallback (`display: none !important`) since the page loaded. */
    hiddenBySuspense?: string[];
  }
}

export {};

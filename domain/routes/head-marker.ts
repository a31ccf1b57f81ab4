/** The attribute every generated head element carries, so the web app can replace them on navigation. */
export const HEAD_MARKER = 'data-page-head';

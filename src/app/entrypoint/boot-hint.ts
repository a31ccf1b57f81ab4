/**
 * A chunk of its own whose loading asks the browser to fetch the app's code ahead (a prefetch hint) without running
 * any of it: see `hintAppCode` in main.ts.
 */
export const loadBoot = () => import(/* webpackPrefetch: true */ './boot');

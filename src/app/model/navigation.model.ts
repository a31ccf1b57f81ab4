import { createEvent, createStore } from 'effector';

/** The router started loading the next screen (its code, its texts). */
export const routeChangeStarted = createEvent();
/** The next screen is in place. */
export const routeChangeCompleted = createEvent();

/** The global loading flag: on between a route change's start and its completion. */
export const $routeChanging = createStore(false)
  .on(routeChangeStarted, () => true)
  .on(routeChangeCompleted, () => false);

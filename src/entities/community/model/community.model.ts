import { createEvent, createStore } from 'effector';

/** The name the current space was looked up by (set once at start, again when `?community=` changes it). */
export const communityChosen = createEvent<string>();
export const $communityName = createStore<string | null>(null).on(communityChosen, (_, name) => name);

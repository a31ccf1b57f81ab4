import { createEvent, createStore } from 'effector';

/** The name the current space was looked up by (set once at start, again when `?community=` changes it). */
export const communityChosen = createEvent<string>();
// The sid lets the server's scope carry the chosen space to the browser (serialize/fork values).
export const $communityName = createStore<string | null>(null, { sid: 'community.name' }).on(communityChosen, (_, name) => name);

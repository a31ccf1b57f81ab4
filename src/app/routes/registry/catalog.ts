import type { PageRegistry } from './types';

/** Communities, categories, places, clubs, seasons, organizers and people. */
export const catalogPages: PageRegistry = {};

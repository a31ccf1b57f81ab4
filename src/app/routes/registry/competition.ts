import type { PageRegistry } from './types';

/** Tournaments, multi-tournaments, phases, matches and rankings. */
export const competitionPages: PageRegistry = {};

import type { PageRegistry } from './types';

/** Sign-in, profile and requests screens. */
export const identityPages: PageRegistry = {};

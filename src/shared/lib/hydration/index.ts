export { createHydrationTracker, type HydrationTracker } from './tracker';
export { HydrationContext, Suspense } from './suspense';

export { createHydrationTracker, HYDRATION_PATIENCE_MS, type HydrationTracker } from './tracker';
export { HydrationContext, Suspense } from './suspense';

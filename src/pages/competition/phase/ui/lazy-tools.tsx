import { lazy } from 'react';

// The owner's tools load when the owner's screen shows them: a visitor's first visit to a phase runs none of
// their forms and checks.
export const DrawPhaseForm = lazy(() => import('@/features/draw-phase').then((slice) => ({ default: slice.DrawPhaseForm })));
export const EnterResultDialog = lazy(() => import('@/features/enter-result').then((slice) => ({ default: slice.EnterResultDialog })));
export const MoveToGroup = lazy(() => import('@/features/draw-phase').then((slice) => ({ default: slice.MoveToGroup })));

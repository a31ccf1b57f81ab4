import { lazy } from 'react';
import type { Phase, ValidDetail } from '@domain/contract';
import { i18n } from '@/shared/i18n';
import { Suspense } from '@/shared/lib/hydration';

// Only the owner sees these controls: their code and texts load for an owner alone, never on a visitor's view.
const slice = () => Promise.all([import('./owner-actions'), import('./phase-controls'), i18n.loadNamespaces(['edit-tournament', 'common'])]);
const LoadedActions = lazy(() => slice().then(([actions]) => ({ default: actions.TournamentOwnerActions })));
const LoadedPhaseControls = lazy(() => slice().then(([, controls]) => ({ default: controls.PhaseControls })));
const LoadedAddPhase = lazy(() => slice().then(([, controls]) => ({ default: controls.AddPhase })));

export function TournamentOwnerActions(props: { tournament: ValidDetail }) {
  return (
    <Suspense fallback={null}>
      <LoadedActions {...props} />
    </Suspense>
  );
}

export function PhaseControls(props: { tournament: ValidDetail; phase: Phase; index: number }) {
  return (
    <Suspense fallback={null}>
      <LoadedPhaseControls {...props} />
    </Suspense>
  );
}

export function AddPhase(props: { tournament: ValidDetail }) {
  return (
    <Suspense fallback={null}>
      <LoadedAddPhase {...props} />
    </Suspense>
  );
}

import { lazy } from 'react';
import { i18n } from '@/shared/i18n';
import type { StatusActionsProps } from './status-actions';
import { Suspense } from '@/shared/lib/hydration';

// Only an owner sees these buttons: their code, the status machine that decides them and their texts load together,
// for an owner alone, and never on a visitor's first view of a tournament or a phase.
const load = () => Promise.all([import('./status-actions'), i18n.loadNamespaces(['tournament', 'common'])]).then(([slice]) => ({ default: slice.StatusActions }));
const Loaded = lazy(load);

/**
 * The owner's status buttons. While they load, nothing takes their place; the screen around them never waits for them
 * (without this boundary the screen's own fallback would hide the whole page for as long as they load).
 */
export function StatusActions(props: StatusActionsProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

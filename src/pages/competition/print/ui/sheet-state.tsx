import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/shared/ui/load-state';
import type { SheetContext } from '../model/sheet-context';
import { SheetHeader } from './sheet-header';

/** Loading, failure and "nothing to print yet" of a sheet; the sheet itself once its data is in. */
export function SheetState({ pending, failed, onRetry, empty, context, title, children }: { pending: boolean; failed: boolean; onRetry: () => void; empty: string | null; context: SheetContext; title: string; children: ReactNode }) {
  const { t: common } = useTranslation('common');
  return (
    <LoadState pending={pending} failed={failed} onRetry={onRetry} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
      {empty ? (
        <section className="print-page" data-testid="print-empty">
          <SheetHeader title={title} tournament={context.tournament.name} phase={context.phase?.name} />
          <p>{empty}</p>
        </section>
      ) : (
        children
      )}
    </LoadState>
  );
}

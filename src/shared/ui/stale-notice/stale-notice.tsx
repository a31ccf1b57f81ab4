import { useState } from 'react';
import { RefreshCwIcon } from 'lucide-react';
import { Button } from '../button';

interface StaleNoticeProps {
  message: string;
  reloadLabel: string;
  /** Reads the record again (and puts its current values in the form). */
  onReload: () => Promise<unknown>;
}

/** Nothing was saved because someone changed the record meanwhile: said where the user is, with one way to catch up. */
export function StaleNotice({ message, reloadLabel, onReload }: StaleNoticeProps) {
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    setBusy(true);
    try {
      await onReload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="alert" data-slot="stale-notice" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3 text-sm" data-testid="stale-notice">
      <p className="min-w-0 flex-1 font-medium text-destructive">{message}</p>
      <Button type="button" variant="outline" size="sm" loading={busy} onClick={() => void reload()}>
        <RefreshCwIcon aria-hidden="true" />
        {reloadLabel}
      </Button>
    </div>
  );
}

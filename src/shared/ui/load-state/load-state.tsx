import type { ReactNode } from 'react';
import { CircleAlertIcon } from 'lucide-react';
import { Button } from '../button';
import { Skeleton } from '../skeleton';

interface LoadStateProps {
  /** From the query: still loading with nothing to show. */
  pending: boolean;
  /** From the query: the load failed. */
  failed: boolean;
  onRetry: () => void;
  labels: { loading: string; failed: string; retry: string };
  /** Placeholder rows while loading. */
  rows?: number;
  children: ReactNode;
}

/** A server list's three faces: placeholder rows while it loads, a retry when it fails, else its content. */
export function LoadState({ pending, failed, onRetry, labels, rows = 4, children }: LoadStateProps) {
  if (pending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3" data-testid="load-state-pending">
        <span className="sr-only">{labels.loading}</span>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive p-6" data-testid="load-state-failed">
        <p className="flex items-center gap-2 font-medium text-destructive">
          <CircleAlertIcon aria-hidden="true" className="size-5" />
          {labels.failed}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  return children;
}

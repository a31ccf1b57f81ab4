import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../button';

interface PagerProps {
  /** Zero-based page shown. */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; status: (page: number, pages: number) => string; nav: string };
}

/** Previous / next through a server-paged list; hidden when everything fits on one page. */
export function Pager({ page, size, total, onPage, labels }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-4 py-4" data-testid="pager">
      <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        {labels.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {labels.status(page + 1, pages)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {labels.next}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

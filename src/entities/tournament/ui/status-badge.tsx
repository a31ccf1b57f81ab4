import { statusFullLabel } from '@domain/machines';
import { useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';

const VARIANT = { 1: 'outline', 2: 'success', 3: 'secondary', 4: 'destructive', 5: 'outline' } as const;

/** A tournament's or phase's status with the spec's labels (1 not started … 5 paused). */
export function StatusBadge({ statusId }: { statusId: number }) {
  const locale = useLocale();
  const variant = VARIANT[statusId as keyof typeof VARIANT] ?? 'outline';
  return (
    <Badge variant={variant} data-testid="status-badge" data-status-id={statusId}>
      {statusFullLabel(statusId, locale)}
    </Badge>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { InboxIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Decorative; defaults to an empty tray. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What the person can do next (a Button or a link), filled by the page. */
  action?: ReactNode;
};

/** Says plainly that a list has nothing yet, instead of showing an empty table. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      <div
        data-slot="empty-state-icon"
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
      >
        {icon ?? <InboxIcon />}
      </div>
      <p data-slot="empty-state-title" className="font-display text-lg font-semibold">
        {title}
      </p>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {action ? <div data-slot="empty-state-action">{action}</div> : null}
    </div>
  );
}

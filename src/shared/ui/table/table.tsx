import type { ComponentProps } from 'react';
import { cn } from '@/shared/lib/cn';

// Wide tables scroll inside their own box instead of widening the page on phones.
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />
  );
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground',
        '[&:has([role=checkbox])]:pr-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn('p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0', className)}
      {...props}
    />
  );
}

// Row actions stay pinned to the right edge while the other columns scroll under them, so a phone never hides them.
// The cell is opaque (a scrolled column must not show through) and repeats the row's hover tint in opaque form.
const pinned = cn(
  'sticky right-0 z-10 bg-background text-right',
  'max-sm:shadow-[inset_1px_0_0_var(--border)]',
  '[tr:hover>&]:bg-[color-mix(in_oklab,var(--muted)_50%,var(--background))]',
);

/** The header of the row-actions column: pinned like its cells. */
export function TableActionsHead({ className, children, ...props }: ComponentProps<'th'>) {
  return (
    <TableHead data-slot="table-actions-head" className={cn(pinned, className)} {...props}>
      {children}
    </TableHead>
  );
}

/**
 * The last cell of a row, holding its buttons (edit, delete). Pinned to the right edge; below `sm` the buttons
 * drop their visible words (`ButtonLabel`) and keep their icons and accessible names.
 */
export function TableActionsCell({ className, children, ...props }: ComponentProps<'td'>) {
  return (
    <TableCell
      data-slot="table-actions"
      className={cn(pinned, 'max-sm:[&_[data-slot=button-label]]:sr-only', className)}
      {...props}
    >
      <div className="flex justify-end gap-1">{children}</div>
    </TableCell>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

import type { ComponentProps } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

/** The platform's own select, styled like the inputs: best on phones and for short filter lists. */
export function NativeSelect({ className, children, ref, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)} data-slot="native-select">
      <select
        ref={ref}
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base md:text-sm',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-3 right-3 size-4 text-muted-foreground" />
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '@/shared/lib/cn';

// Hidden from assistive technology: the region that is loading announces it (aria-busy or a status text).
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

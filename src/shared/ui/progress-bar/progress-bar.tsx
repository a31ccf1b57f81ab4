import type { ComponentProps } from 'react';
import { cn } from '@/shared/lib/cn';

type ProgressBarProps = ComponentProps<'div'> & {
  /** Shows the bar while a route or a long request is loading. */
  active?: boolean;
};

/**
 * Thin indeterminate bar pinned to the top of the viewport. It fades in after a short delay so
 * that fast navigations do not flash it.
 */
export function ProgressBar({
  active = false,
  className,
  'aria-label': ariaLabel = 'Cargando',
  ...props
}: ProgressBarProps) {
  if (!active) return null;
  return (
    <div
      data-slot="progress-bar"
      role="progressbar"
      aria-label={ariaLabel}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-50 h-1.5 overflow-hidden bg-primary/20',
        'animate-in fade-in delay-150 fill-mode-backwards',
        className,
      )}
      {...props}
    >
      {/* A third of the track sweeping from off-screen left to off-screen right, forever. */}
      <div
        className={cn(
          'h-full w-1/3 -translate-x-full bg-primary',
          'animate-out slide-out-to-right-[400%] repeat-infinite animation-duration-1200 ease-in-out',
          'motion-reduce:w-full motion-reduce:translate-x-0 motion-reduce:animate-none',
        )}
      />
    </div>
  );
}
